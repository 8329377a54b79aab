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
  mutating func listedElements(file f: Int, _ start: Int, _ end: Int, owner: String?, nesting: Int)
    -> ListedElements
  {
    let file = files[f]
    guard nesting < Self.maximumListNesting else {
      return .unlisted("it is declared through more than \(Self.maximumListNesting) names")
    }
    if file.isPunctuation(start, ASCII.openBracket), let close = file.partner(of: start),
      close == start + 1 || (close == start + 2 && file.isPunctuation(close + 1, ASCII.openParen))
    {
      // `[]`, `[Item]()`: the elements are added at run time.
      return .unlisted("it is declared empty and filled at run time")
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
    var seen: Set<String> = []
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
      if seen.insert(Self.spelled(element)).inserted { result.append(element) }
    }
    return result.isEmpty ? .unlisted("no element is written") : .elements(result)
  }

  /// The cases of `enum type` of the sources, in the order written (the iPhone build's).
  mutating func enumCases(_ type: String) -> ListedElements {
    let collections = self.collections ?? CollectionIndex(index: index)
    self.collections = collections
    guard let declaration = collections.enums[type] else {
      return .unlisted("\(type) is not an enum of the sources")
    }
    if let known = listedProperties["enum " + type] { return known }
    let cases = declaredCases(declaration)
    listedProperties["enum " + type] = cases
    return cases
  }

  /// The cases written in `declaration`'s body (``SourceIndex/declaredCases(of:)``).
  private func declaredCases(_ declaration: SourceIndex.TypeDeclaration) -> ListedElements {
    let file = files[declaration.file]
    guard declaration.close > declaration.open else {
      return .unlisted("\(declaration.name) has no body")
    }
    let result = index.declaredCases(of: declaration).map {
      ListedElement(type: declaration.name, name: $0.name, at: file.location(ofCode: $0.token))
    }
    return result.isEmpty ? .unlisted("\(declaration.name) has no cases") : .elements(result)
  }

  /// The elements of the property `name` that a collection names (`model.tabs`, `Kind.all`,
  /// `tabs`): its declaration on the type the qualifier names (a type, or a property of
  /// `owner` whose declared type, or whose name, names it), else on `owner`.
  mutating func propertyElements(_ name: String, qualifier: String?, owner: String?, nesting: Int)
    -> ListedElements
  {
    let collections = self.collections ?? CollectionIndex(index: index)
    self.collections = collections
    var found: [CollectionIndex.Property]
    if let qualifier, index.declaredTypes.contains(qualifier) {
      found = collections.owned[qualifier + "." + name].map { [$0] } ?? []
    } else if let qualifier {
      // The qualifier's type: as declared (`var model: TabModel`), else as made (`= TabModel
      // { … }`), else a type whose name ends with the qualifier's.
      let declared = owner.flatMap { collections.owned[$0 + "." + qualifier] }
      let made = declared.flatMap {
        $0.start < $0.end && !$0.computed ? files[$0.file].text($0.start) : nil
      }
      if let type = declared?.typeWords.first(where: { index.declaredTypes.contains($0) })
        ?? made.flatMap({ index.declaredTypes.contains($0) ? $0 : nil })
      {
        found = collections.owned[type + "." + name].map { [$0] } ?? []
      } else {
        let key = name + " of " + qualifier
        found =
          suffixNamed[key]
          ?? (collections.properties[name] ?? []).filter {
            $0.owner.lowercased().hasSuffix(qualifier.lowercased())
          }
        suffixNamed[key] = found
      }
    } else {
      found = owner.flatMap { collections.owned[$0 + "." + name] }.map { [$0] } ?? []
    }
    guard let declaration = found.first else {
      return .unlisted("no declaration of \(name) it names")
    }
    guard found.allSatisfy({ $0.owner == declaration.owner }) else {
      return .unlisted("\(name) is declared on several types it may name")
    }
    let key = declaration.owner + "." + name
    if let known = listedProperties[key] { return known }
    let listed = declaredElements(declaration, name: name, nesting: nesting)
    listedProperties[key] = listed
    return listed
  }

  /// The elements of `declaration`, the property `name`: its value's, its body's, or those
  /// written where its type is made.
  private mutating func declaredElements(
    _ declaration: CollectionIndex.Property, name: String, nesting: Int
  ) -> ListedElements {
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
      let built = elementList(file: f, start, declaration.end, owner: declaration.owner)
      if case .elements = built { return built }
      return .unlisted("\(declaration.owner).\(name) is computed at run time")
    }
    return listed
  }

  /// The elements written where type `type` is made, for its stored property `property` that
  /// its initialiser fills: the argument labelled with the property's name, an array
  /// argument, or a trailing closure's statements (`TabModel { Item.home; Item.search }`).
  mutating func constructedElements(of type: String, property: String, nesting: Int)
    -> ListedElements
  {
    var result: [ListedElement] = []
    var seen: Set<String> = []
    for made in collections?.constructions[type] ?? [] {
      let (f, k, file) = (made.file, made.token, files[made.file])
      var lists: [(Int, Int)] = []
      var next = k + 1
      if file.isPunctuation(next, ASCII.openParen), let close = file.partner(of: next) {
        let args = SourceIndex.arguments(file, open: next)
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
        for element in elements where seen.insert(Self.spelled(element)).inserted {
          result.append(element)
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
