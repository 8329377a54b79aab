/// The elements of a collection as the sources write them, for the tabs a `ForEach` makes
/// (``forEachTabs(file:forEach:content:)``): a literal array (`[.home, .search]`), an enum's
/// `allCases`, a member or a stored property holding an array (`static let all: [Kind] = [.a,
/// .b]`, `var tabs: [Tab] { [.a, .b] }`, `let tabs = Self.all`), or a stored property filled by
/// its type's initialiser, whose elements are those written where the type is made
/// (`TabModel { Item.home; Item.search }`, `TabModel(tabs: [.home, .search])`).
extension Recognizer {
  /// An element of a collection a `ForEach` iterates: `.search`, `TabItem.search`,
  /// `TabItem.library(…)`, a case of `Kind.allCases`.
  struct ListedElement: Equatable {
    /// Its type when the sources write it (`TabItem` of `TabItem.search`; the enum of
    /// `allCases`).
    var type: String?
    var name: String
    var at: SourceLocation
  }

  /// The elements of a collection, or why the scan cannot list them.
  enum ListedElements {
    case elements([ListedElement])
    case unlisted(String)
  }

  /// The most declarations followed to list a collection (`let tabs = Self.all`, `all`'s
  /// array).
  static let maximumListNesting = 4

  /// The elements of the collection written at tokens `start..<end` of file `f`, in a member
  /// of `owner`.
  func listedElements(file f: Int, _ start: Int, _ end: Int, owner: String?, nesting: Int)
    -> ListedElements
  {
    let file = files[f]
    guard nesting < Self.maximumListNesting else {
      return .unlisted("it is declared through more than \(Self.maximumListNesting) names")
    }
    if file.isPunctuation(start, ASCII.openBracket), file.partner(of: start) == end - 1 {
      return elementList(file: f, start + 1, end - 1, owner: owner)
    }
    // A chain of names: `Kind.allCases`, `Self.all`, `model.tabs`, `tabs`.
    var names: [String] = []
    for k in start..<end {
      if file.code[k].kind == .identifier {
        if !file.isWord(k, "self") { names.append(file.text(k)) }
      } else if !file.isPunctuation(k, ASCII.dot) && !file.isPunctuation(k, ASCII.dollar) {
        return .unlisted("it is computed where ForEach is written")
      }
    }
    guard let last = names.last else { return .unlisted("it names nothing") }
    var qualifier = names.count > 1 ? names[names.count - 2] : nil
    if qualifier == "Self" { qualifier = owner }
    if last == "allCases" {
      guard let type = qualifier ?? owner else { return .unlisted("allCases of no type") }
      return enumCases(type)
    }
    return propertyElements(last, qualifier: qualifier, owner: owner, nesting: nesting)
  }

  /// The elements written in tokens `start..<end` (an array's, or a builder closure's
  /// statements): each `.name`, `Type.name`, `.name(…)` or `Type.name(…)`.
  func elementList(file f: Int, _ start: Int, _ end: Int, owner: String?) -> ListedElements {
    let file = files[f]
    var result: [ListedElement] = []
    var k = start
    while k < end {
      if index.isExcluded(file: f, token: k) || file.isPunctuation(k, UInt8(ascii: ","))
        || file.isPunctuation(k, UInt8(ascii: ";")) || file.isWord(k, "return")
      {
        k += 1
        continue
      }
      let at = file.location(ofCode: k)
      var type: String? = nil
      if file.code[k].kind == .identifier, file.isPunctuation(k + 1, ASCII.dot) {
        type = file.isWord(k, "Self") ? owner : file.text(k)
        k += 1
      }
      guard k + 1 < end, file.isPunctuation(k, ASCII.dot), file.code[k + 1].kind == .identifier
      else {
        return .unlisted("the element at \(at) is not a case or a static member")
      }
      let element = ListedElement(type: type, name: file.text(k + 1), at: at)
      k += 2
      if k < end, file.isPunctuation(k, ASCII.openParen), let close = file.partner(of: k) {
        k = close + 1
      }
      if !result.contains(where: { $0.type == element.type && $0.name == element.name }) {
        result.append(element)
      }
    }
    return result.isEmpty ? .unlisted("no element is written") : .elements(result)
  }

  /// The cases of `enum type` of the sources, in the order written (the iPhone build's).
  func enumCases(_ type: String) -> ListedElements {
    guard
      let declaration = index.types.first(where: {
        $0.name == type && files[$0.file].isWord($0.nameToken - 1, "enum")
      })
    else { return .unlisted("\(type) is not an enum of the sources") }
    let file = files[declaration.file]
    var open = declaration.nameToken + 1
    while open < file.code.count, !file.isPunctuation(open, ASCII.openBrace) { open += 1 }
    guard let close = file.partner(of: open) else { return .unlisted("\(type) has no body") }
    var result: [ListedElement] = []
    var k = open + 1
    var inCase = false
    while k < close {
      if let partner = file.partner(of: k), partner > k {
        k = partner + 1
        continue
      }
      if index.isExcluded(file: declaration.file, token: k) {
        k += 1
        continue
      }
      if file.isWord(k, "case") {
        inCase = true
      } else if file.code[k].kind == .identifier, inCase,
        file.isWord(k - 1, "case")
          || file.isPunctuation(k - 1, UInt8(ascii: ","))
      {
        result.append(ListedElement(type: type, name: file.text(k), at: file.location(ofCode: k)))
      } else if file.code[k].kind == .identifier {
        inCase = false
      }
      k += 1
    }
    return result.isEmpty ? .unlisted("\(type) has no cases") : .elements(result)
  }

  /// A property declared in a type's body (not a local of a function): the type, and where
  /// its value is written.
  struct PropertyDeclaration {
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

  /// The elements of the property `name` that a collection names (`model.tabs`, `Kind.all`,
  /// `tabs`): its declaration on the type the qualifier names (a type, or a property of
  /// `owner` whose declared type, or whose name, names it), else on `owner`.
  func propertyElements(_ name: String, qualifier: String?, owner: String?, nesting: Int)
    -> ListedElements
  {
    let all = propertyDeclarations(named: name)
    var found: [PropertyDeclaration]
    if let qualifier, index.declaredTypes.contains(qualifier) {
      found = all.filter { $0.owner == qualifier }
    } else if let qualifier {
      // The qualifier's type: as declared (`var model: TabModel`), else as made (`= TabModel
      // { … }`).
      let declared = propertyDeclarations(named: qualifier).first { $0.owner == owner }
      let made = declared.flatMap {
        $0.start < $0.end && !$0.computed ? files[$0.file].text($0.start) : nil
      }
      let type =
        declared?.typeWords.first { index.declaredTypes.contains($0) }
        ?? made.flatMap { index.declaredTypes.contains($0) ? $0 : nil }
      found = all.filter {
        $0.owner == type || (type == nil && $0.owner.lowercased().hasSuffix(qualifier.lowercased()))
      }
    } else {
      found = all.filter { $0.owner == owner }
    }
    guard let declaration = found.first else {
      return .unlisted("no declaration of \(name) it names")
    }
    guard found.allSatisfy({ $0.owner == declaration.owner }) else {
      return .unlisted("\(name) is declared on several types it may name")
    }
    let (f, file) = (declaration.file, files[declaration.file])
    var start = declaration.start
    if file.isWord(start, "return") { start += 1 }
    guard start < declaration.end else {
      return constructedElements(of: declaration.owner, property: name, nesting: nesting)
    }
    let listed = listedElements(
      file: f, start, declaration.end, owner: declaration.owner, nesting: nesting + 1)
    if case .unlisted = listed, declaration.computed {
      // A builder's body: `Item.home; Item.search`.
      return elementList(file: f, start, declaration.end, owner: declaration.owner)
    }
    return listed
  }

  /// Every declaration of a property called `name` directly in a type's body, in file and
  /// source order.
  func propertyDeclarations(named name: String) -> [PropertyDeclaration] {
    var found: [PropertyDeclaration] = []
    for type in index.types {
      let file = files[type.file]
      var open = type.nameToken + 1
      while open < file.code.count, !file.isPunctuation(open, ASCII.openBrace) { open += 1 }
      guard let close = file.partner(of: open), close > open else { continue }
      var k = open + 1
      while k < close {
        if file.isPunctuation(k, ASCII.openBrace), let partner = file.partner(of: k), partner > k {
          k = partner + 1
          continue
        }
        if file.isWord(k, "let") || file.isWord(k, "var"), file.text(k + 1) == name,
          !index.isExcluded(file: type.file, token: k)
        {
          found.append(declaredProperty(file: type.file, at: k, owner: type.name, close: close))
        }
        k += 1
      }
    }
    return found
  }

  /// The property whose `let` or `var` is token `k` of file `f`, in the body of `owner` that
  /// ends at token `close`.
  private func declaredProperty(file f: Int, at k: Int, owner: String, close: Int)
    -> PropertyDeclaration
  {
    let file = files[f]
    let line = file.location(ofCode: k).line
    var typeWords: [String] = []
    var u = k + 2
    // The declared type, up to `=`, `{` or the end of the line.
    while u < close, !file.isPunctuation(u, UInt8(ascii: "=")),
      !file.isPunctuation(u, ASCII.openBrace), file.location(ofCode: u).line == line
    {
      if file.code[u].kind == .identifier { typeWords.append(file.text(u)) }
      u += 1
    }
    var declaration = PropertyDeclaration(
      owner: owner, file: f, start: u, end: u, computed: false, typeWords: typeWords)
    if file.isPunctuation(u, ASCII.openBrace), let partner = file.partner(of: u) {
      (declaration.start, declaration.end, declaration.computed) = (u + 1, partner, true)
    } else if file.isPunctuation(u, UInt8(ascii: "=")) {
      // The value: an array, or a chain of names (`Kind.allCases`, `Self.all`).
      var end = u + 1
      if file.isPunctuation(end, ASCII.openBracket), let partner = file.partner(of: end) {
        end = partner + 1
      } else {
        while end < close, file.code[end].kind == .identifier || file.isPunctuation(end, ASCII.dot)
        {
          end += 1
        }
      }
      (declaration.start, declaration.end) = (u + 1, end)
    }
    return declaration
  }

  /// The words before a type's name that declare it or a member, not make it.
  static let declarationWords: Set<String> = [
    "struct", "class", "enum", "extension", "actor", "protocol", "typealias", "func", "case",
    "var", "let",
  ]

  /// The elements written where type `type` is made, for its stored property `property` that
  /// its initialiser fills: the argument labelled with the property's name, an array
  /// argument, or a trailing closure's statements (`TabModel { Item.home; Item.search }`).
  func constructedElements(of type: String, property: String, nesting: Int) -> ListedElements {
    var result: [ListedElement] = []
    for (f, file) in files.enumerated() {
      for k in file.code.indices where file.code[k].kind == .identifier && file.text(k) == type {
        guard !index.isExcluded(file: f, token: k), !file.isPunctuation(k - 1, ASCII.dot),
          !Self.declarationWords.contains(k >= 1 ? file.text(k - 1) : ""),
          !file.isPunctuation(k - 1, UInt8(ascii: ":")),
          !file.isPunctuation(k - 1, UInt8(ascii: ">")),
          !file.isPunctuation(k - 1, UInt8(ascii: "<")),
          file.isPunctuation(k + 1, ASCII.openParen) || file.isPunctuation(k + 1, ASCII.openBrace)
        else { continue }
        var lists: [(Int, Int)] = []
        var next = k + 1
        if file.isPunctuation(next, ASCII.openParen), let close = file.partner(of: next) {
          let args = arguments(file, open: next)
          if let arg = args.first(where: { $0.label == property })
            ?? args.first(where: { file.isPunctuation($0.start, ASCII.openBracket) })
          {
            lists.append((arg.start, arg.end))
          }
          next = close + 1
        }
        if file.isPunctuation(next, ASCII.openBrace), let close = file.partner(of: next) {
          lists.append((next + 1, close))
        }
        for (start, end) in lists {
          let listed =
            file.isPunctuation(start, ASCII.openBracket)
            ? listedElements(file: f, start, end, owner: nil, nesting: nesting + 1)
            : elementList(file: f, start, end, owner: nil)
          guard case .elements(let elements) = listed else { return listed }
          for element in elements
          where !result.contains(where: { $0.type == element.type && $0.name == element.name }) {
            result.append(element)
          }
        }
      }
    }
    return result.isEmpty
      ? .unlisted(
        "\(type).\(property) is filled where \(type) is made, and no place that makes one lists "
          + "its elements")
      : .elements(result)
  }
}
