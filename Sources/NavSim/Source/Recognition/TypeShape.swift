/// What a type of the sources stores and how it is made: its stored properties and its
/// initialisers, read from its declaration and its extensions (``ConstantReader``).
struct TypeShape: Sendable {
  /// A stored property: `let overlays: Overlays`, `var title = ""`, `@State var shown = false`.
  struct Stored: Sendable {
    var file: Int
    var isLet: Bool
    /// Whether a property wrapper (`@State`, `@Binding`, …) holds it: its value changes under
    /// the view, so no construction decides it.
    var isWrapped: Bool
    /// The wrappers' names (`State` of `@State`).
    var wrappers: [String] = []
    /// Its declared type's last name (`Overlays`, `Set`, `Array` for `[T]`), if written.
    var type: String?
    /// Where its default value (`= …`) starts.
    var value: Int?
    /// Whether it is an optional `var` written without a value: `nil` until it is assigned.
    var startsNil = false
  }

  /// An initialiser: its `init` token, parameters, and what its body assigns at its top level
  /// (a property assigned more than once, or inside a branch or a closure, holds `nil`).
  struct Initializer: Sendable {
    var place: TokenPlace
    var parameters: [SourceIndex.Parameter]
    var assignments: [String: Int?]
    /// The names its body calls on `self` (`setUp()`, `self.configure(…)`): a method of the
    /// type may assign what the body does not.
    var calls: Set<String> = []

    /// The properties it stores one of its parameters in whole (`self.entryPoint =
    /// entryPoint`, `self._showing = showing`), by parameter name, in name order; `file` is
    /// the one its `init` is written in.
    func kept(in file: SourceFile) -> [String: [String]] {
      let names = Set(parameters.map(\.name))
      var kept: [String: [String]] = [:]
      for property in assignments.keys.sorted() {
        guard let v = assignments[property] ?? nil, v < file.code.count,
          names.contains(file.text(v)), Self.endsStatement(after: v, in: file)
        else { continue }
        kept[file.text(v), default: []].append(property)
      }
      return kept
    }

    /// Whether the expression at token `v` is that one name (what follows it starts another
    /// statement or closes the body).
    static func endsStatement(after v: Int, in file: SourceFile) -> Bool {
      guard v + 1 < file.code.count, file.code[v + 1].kind == .punctuation else { return true }
      return file.isPunctuation(v + 1, ASCII.closeBrace)
        || file.isPunctuation(v + 1, UInt8(ascii: ";"))
    }
  }

  var isClass: Bool
  var stored: [String: Stored] = [:]
  /// The stored properties' names in declaration order (the memberwise initialiser's).
  var order: [String] = []
  var initializers: [Initializer] = []

  /// The modifiers a stored property's declaration may begin with.
  static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "final", "lazy", "weak",
    "unowned", "nonisolated", "override", "required", "convenience", "dynamic",
  ]
}

extension SourceIndex {
  /// The shape of the type called `name`: `nil` when the sources declare no such type, or more
  /// than one (types of one name in several namespaces).
  func shape(of name: String, declarations: [Int]) -> TypeShape? {
    let own = declarations.filter {
      !files[types[$0].file].isWord(types[$0].nameToken - 1, "extension")
    }
    guard own.count == 1, let first = own.first, !types[first].isProtocol else { return nil }
    var shape = TypeShape(
      isClass: files[types[first].file].isWord(types[first].nameToken - 1, "class"))
    for d in declarations { read(types[d], into: &shape) }
    return shape
  }

  /// Reads one declaration's top level into `shape`.
  private func read(_ type: TypeDeclaration, into shape: inout TypeShape) {
    let file = files[type.file]
    for k in topLevelTokens(of: type) {
      if (file.isWord(k, "let") || file.isWord(k, "var")), k + 1 < type.close,
        file.code[k + 1].kind == .identifier
      {
        if let stored = storedProperty(at: k, in: file, number: type.file, end: type.close) {
          let name = file.text(k + 1)
          if shape.stored[name] == nil { shape.order.append(name) }
          shape.stored[name] = stored
        }
      } else if file.isWord(k, "init"), !file.isPunctuation(k - 1, ASCII.dot),
        let initializer = initializer(at: k, in: file, number: type.file, end: type.close)
      {
        shape.initializers.append(initializer)
      }
    }
  }

  /// The stored property declared at `let|var` token `k`, or `nil` for a computed one or a
  /// `static` one.
  private func storedProperty(at k: Int, in file: SourceFile, number f: Int, end: Int)
    -> TypeShape.Stored?
  {
    var wrappers: [String] = []
    var b = k - 1
    while b >= 0 {
      if file.isPunctuation(b, ASCII.closeParen), let open = file.partner(of: b),
        file.isPunctuation(open - 2, UInt8(ascii: "@"))
      {
        // `@Environment(\.dismiss)`
        b = open - 1
        continue
      }
      if file.code[b].kind == .identifier, file.isPunctuation(b - 1, UInt8(ascii: "@")) {
        wrappers.append(file.text(b))
        b -= 2
        continue
      }
      if file.isWord(b, "static") || file.isWord(b, "class") { return nil }
      if file.code[b].kind == .identifier, TypeShape.declarationModifiers.contains(file.text(b)) {
        b -= 1
        continue
      }
      break
    }
    var j = k + 2
    var type: String?
    if file.isPunctuation(j, UInt8(ascii: ":")) {
      j += 1
      type = Self.typeName(at: j, in: file)
      while j < end, !file.isPunctuation(j, UInt8(ascii: "=")),
        !file.isPunctuation(j, ASCII.openBrace),
        !Self.endsDeclaration(j, in: file)
      {
        if let partner = file.partner(of: j), partner > j { j = partner }
        j += 1
      }
    }
    let optional = type != nil && file.isPunctuation(j - 1, UInt8(ascii: "?"))
    var value: Int?
    if file.isPunctuation(j, UInt8(ascii: "=")), !file.isPunctuation(j + 1, UInt8(ascii: "=")) {
      value = j + 1
    } else if file.isPunctuation(j, ASCII.openBrace) {
      // `var name: T { … }`: computed (a member).
      return nil
    }
    return TypeShape.Stored(
      file: f, isLet: file.isWord(k, "let"), isWrapped: !wrappers.isEmpty, wrappers: wrappers,
      type: type, value: value,
      startsNil: optional && value == nil && file.isWord(k, "var"))
  }

  /// Whether token `j` begins another declaration (the type written before it has ended).
  private static func endsDeclaration(_ j: Int, in file: SourceFile) -> Bool {
    if file.isPunctuation(j, UInt8(ascii: "@")) || file.isPunctuation(j, ASCII.closeBrace)
      || file.isPunctuation(j, UInt8(ascii: ";"))
    {
      return true
    }
    guard file.code.indices.contains(j), file.code[j].kind == .identifier else { return false }
    let word = file.text(j)
    return ["let", "var", "func", "init", "static", "case", "struct", "class", "enum"].contains(
      word)
      || TypeShape.declarationModifiers.contains(word)
  }

  /// The last name of the type written at token `j` (`Overlays`, `Set` of `Set<Overlay>`,
  /// `Array` of `[T]`), or `nil`.
  static func typeName(at j: Int, in file: SourceFile) -> String? {
    if file.isPunctuation(j, ASCII.openBracket) { return "Array" }
    guard file.code.indices.contains(j), file.code[j].kind == .identifier else { return nil }
    var k = j
    while file.isPunctuation(k + 1, ASCII.dot), file.code.indices.contains(k + 2),
      file.code[k + 2].kind == .identifier
    {
      k += 2
    }
    return file.text(k)
  }

  /// The initialiser at `init` token `k`: its parameters and its body's top-level assignments.
  private func initializer(at k: Int, in file: SourceFile, number f: Int, end: Int)
    -> TypeShape.Initializer?
  {
    var open = k + 1
    if file.isPunctuation(open, UInt8(ascii: "?")) || file.isPunctuation(open, UInt8(ascii: "!")) {
      open += 1
    }
    guard file.isPunctuation(open, ASCII.openParen), let close = file.partner(of: open) else {
      return nil
    }
    let parameters = Self.parameters(file, open: open)
    var body = close + 1
    while body < end, body < close + 12, !file.isPunctuation(body, ASCII.openBrace) { body += 1 }
    guard file.isPunctuation(body, ASCII.openBrace), let bodyEnd = file.partner(of: body) else {
      return nil
    }
    return TypeShape.Initializer(
      place: TokenPlace(file: f, token: k), parameters: parameters,
      assignments: assignments(in: file, open: body, close: bodyEnd, parameters: parameters),
      calls: Set(
        (body + 1..<bodyEnd).filter {
          file.code[$0].kind == .identifier && file.isPunctuation($0 + 1, ASCII.openParen)
            && (!file.isPunctuation($0 - 1, ASCII.dot) || file.isWord($0 - 2, "self"))
        }.map(file.text)))
  }

  /// What the body between `open` and `close` assigns to stored properties: `self.name = …`,
  /// or `name = …` for a name no parameter has; each where its value starts, `nil` when the
  /// name is assigned more than once or inside a nested block.
  private func assignments(
    in file: SourceFile, open: Int, close: Int, parameters: [Parameter]
  ) -> [String: Int?] {
    let shadowed = Set(parameters.map(\.name))
    var result: [String: Int?] = [:]
    var depth = 0
    var k = open + 1
    while k < close {
      if file.isPunctuation(k, ASCII.openBrace) || file.isPunctuation(k, ASCII.openParen)
        || file.isPunctuation(k, ASCII.openBracket)
      {
        depth += 1
      } else if file.isPunctuation(k, ASCII.closeBrace) || file.isPunctuation(k, ASCII.closeParen)
        || file.isPunctuation(k, ASCII.closeBracket)
      {
        depth -= 1
      } else if file.code[k].kind == .identifier, file.isPunctuation(k + 1, UInt8(ascii: "=")),
        !file.isPunctuation(k + 2, UInt8(ascii: "=")), !file.isPunctuation(k - 1, UInt8(ascii: "="))
      {
        let viaSelf = file.isPunctuation(k - 1, ASCII.dot) && file.isWord(k - 2, "self")
        let bare =
          !file.isPunctuation(k - 1, ASCII.dot) && !file.isWord(k - 1, "let")
          && !file.isWord(k - 1, "var") && !shadowed.contains(file.text(k))
        if viaSelf || bare {
          let name = file.text(k)
          if depth == 0, result[name] == nil {
            result[name] = .some(k + 2)
          } else {
            result[name] = .some(nil)
          }
        }
      }
      k += 1
    }
    return result
  }
}
