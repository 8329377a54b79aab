/// What the collections of `ForEach` tabs are listed from (``Recognizer/listedElements(file:_:_:owner:nesting:)``),
/// found in one pass over the sources when a scan first needs them: the properties declared
/// directly in a type's body, the enums, and the places each declared type is made.
struct CollectionIndex: Sendable {
  /// A property declared in a type's body (not a local of a function): the type, and where
  /// its value is written.
  struct Property: Sendable {
    var owner: String
    var file: Int
    /// The tokens of a computed property's body, or of a stored property's value after `=`
    /// (an empty range: no value, the initialiser fills it).
    var start: Int
    var end: Int
    var computed: Bool
    /// The words of its declared type (`TabModel` of `var model: TabModel`).
    var typeWords: [String]
  }

  /// A place a type is made: its name's token in a file.
  struct Construction: Sendable {
    var file: Int
    var token: Int
  }

  /// The properties by name, in file and source order.
  var properties: [String: [Property]] = [:]
  /// The first property of each name of each type, by `Owner.name`.
  var owned: [String: Property] = [:]
  /// The first `enum` declaration of each name.
  var enums: [String: SourceIndex.TypeDeclaration] = [:]
  /// Where each declared type is made (`Model(…)`, `Model { … }`), in file and source order.
  var constructions: [String: [Construction]] = [:]

  /// The words before a type's name that declare it or a member, not make it.
  static let declarationWords: Set<String> = [
    "struct", "class", "enum", "extension", "actor", "protocol", "typealias", "func", "case",
    "var", "let",
  ]

  init(index: SourceIndex) {
    for type in index.types {
      let file = index.files[type.file]
      if file.isWord(type.nameToken - 1, "enum"), enums[type.name] == nil {
        enums[type.name] = type
      }
      var open = type.nameToken + 1
      while open < file.code.count, !file.isPunctuation(open, ASCII.openBrace) { open += 1 }
      guard let close = file.partner(of: open), close > open else { continue }
      var k = open + 1
      while k < close {
        if file.isPunctuation(k, ASCII.openBrace), let partner = file.partner(of: k), partner > k {
          k = partner + 1
          continue
        }
        if file.isWord(k, "let") || file.isWord(k, "var"), k + 1 < close,
          file.code[k + 1].kind == .identifier, !index.isExcluded(file: type.file, token: k)
        {
          let property = Self.property(
            file, number: type.file, at: k, owner: type.name, close: close)
          properties[file.text(k + 1), default: []].append(property)
          let key = type.name + "." + file.text(k + 1)
          if owned[key] == nil { owned[key] = property }
        }
        k += 1
      }
    }
    for (f, file) in index.files.enumerated() {
      for k in file.code.indices where file.code[k].kind == .identifier {
        let name = file.text(k)
        guard index.declaredTypes.contains(name), !index.isExcluded(file: f, token: k),
          file.isPunctuation(k + 1, ASCII.openParen) || file.isPunctuation(k + 1, ASCII.openBrace),
          !file.isPunctuation(k - 1, ASCII.dot), !file.isPunctuation(k - 1, UInt8(ascii: ":")),
          !file.isPunctuation(k - 1, UInt8(ascii: ">")),
          !file.isPunctuation(k - 1, UInt8(ascii: "<")),
          !Self.declarationWords.contains(k >= 1 ? file.text(k - 1) : "")
        else { continue }
        constructions[name, default: []].append(Construction(file: f, token: k))
      }
    }
  }

  /// The property whose `let` or `var` is token `k` of `file`, in the body of `owner` that
  /// ends at token `close`.
  private static func property(
    _ file: SourceFile, number f: Int, at k: Int, owner: String, close: Int
  ) -> Property {
    let line = file.location(ofCode: k).line
    var typeWords: [String] = []
    var u = k + 2
    // The declared type, up to `=`, `{`, `;` or the end of the line.
    while u < close, !file.isPunctuation(u, UInt8(ascii: "=")),
      !file.isPunctuation(u, ASCII.openBrace), !file.isPunctuation(u, UInt8(ascii: ";")),
      file.location(ofCode: u).line == line
    {
      if file.code[u].kind == .identifier { typeWords.append(file.text(u)) }
      u += 1
    }
    var property = Property(
      owner: owner, file: f, start: u, end: u, computed: false, typeWords: typeWords)
    if file.isPunctuation(u, ASCII.openBrace), let partner = file.partner(of: u) {
      (property.start, property.end, property.computed) = (u + 1, partner, true)
    } else if file.isPunctuation(u, UInt8(ascii: "=")) {
      // The value: an array (`[Item]()` with its parentheses), or a chain of names
      // (`Kind.allCases`, `Self.all`).
      var end = u + 1
      if file.isPunctuation(end, ASCII.openBracket), let partner = file.partner(of: end) {
        end = partner + 1
        if file.isPunctuation(end, ASCII.openParen), let call = file.partner(of: end) {
          end = call + 1
        }
      } else {
        while end < close, file.code[end].kind == .identifier || file.isPunctuation(end, ASCII.dot)
        {
          end += 1
        }
      }
      (property.start, property.end) = (u + 1, end)
    }
    return property
  }
}
