/// The declared type of a value pushed by name: `NavigationLink(value: channel)` in
/// `func row(channel: ChannelEntity) -> some View { … }` pushes a `ChannelEntity`, which only a
/// `navigationDestination(for: ChannelEntity.self)` takes (docs/SCAN.md, "What it recognises").
extension Recognizer {
  /// The most code tokens looked back through for the scope that declares a value.
  static let valueTypeLookBack = 4_000

  /// The words of the value written at code tokens `start..<end`, its declared type first when
  /// it is one name declared with a type, or one name's property: a parameter of the function
  /// it is written in, a property of `owner` (`let user: UserEntity`), or the parameter of a
  /// `List` or `ForEach` row closure over a property of `owner` (`List(nodes) { entry in … }`
  /// with `var nodes: [Entry]`: an `Entry`), and `entry.id` the type of `Entry`'s `id`.
  mutating func valueWords(
    _ file: SourceFile, _ start: Int, _ end: Int, fileIndex f: Int, owner: String?
  )
    -> [String]
  {
    let plain = words(file, start, end)
    guard file.code[start].kind == .identifier,
      end == start + 1
        || (end == start + 3 && file.isPunctuation(start + 1, ASCII.dot)
          && file.code[start + 2].kind == .identifier),
      var type = declaredType(of: file.text(start), at: start, in: file, fileIndex: f, owner: owner)
    else { return plain }
    if end == start + 3 {
      guard let member = propertyType(of: file.text(start + 2), in: type) else { return plain }
      type = member
    }
    return [type] + plain
  }

  /// The type written for `name` where it is declared, looking out from code token `k`.
  private mutating func declaredType(
    of name: String, at k: Int, in file: SourceFile, fileIndex f: Int, owner: String?
  ) -> String? {
    var t = k - 1
    let limit = max(0, k - Self.valueTypeLookBack)
    while t >= limit {
      if file.isPunctuation(t, ASCII.closeBrace) || file.isPunctuation(t, ASCII.closeParen)
        || file.isPunctuation(t, ASCII.closeBracket)
      {
        // A scope closed before the value: not one it is in.
        guard let open = file.partner(of: t), open < t else { return nil }
        t = open - 1
        continue
      }
      if file.isPunctuation(t, ASCII.openBrace) {
        // A scope the value is in: a closure naming it a parameter, or a function's body.
        if closureNames(name, open: t, in: file) {
          return rowElementType(open: t, in: file, owner: owner)
        }
        if let member = index.memberOpening[TokenPlace(file: f, token: t)],
          let parameter = index.parameters(of: member).first(where: { $0.name == name })
        {
          return parameter.type
        }
      }
      t -= 1
    }
    // A property of the type the value is written in (`let user: UserEntity`).
    guard let owner else { return nil }
    return propertyType(of: name, in: owner)
  }

  /// The type written for the property `name` of type `owner` (`let user: UserEntity`,
  /// `var item: Item?`; the first word of a generic one's), or `nil`
  /// (``CollectionIndex/owned``).
  private mutating func propertyType(of name: String, in owner: String) -> String? {
    propertyTypeWords(of: name, in: owner)?.first
  }

  /// The words of the type written for the property `name` of type `owner`.
  private mutating func propertyTypeWords(of name: String, in owner: String) -> [String]? {
    let collections = self.collections ?? CollectionIndex(index: index)
    self.collections = collections
    return collections.owned[owner + "." + name]?.typeWords
  }

  /// The element type of the collection a row closure whose `{` is code token `open` iterates:
  /// `List(nodes, selection: $s) { entry in`, `ForEach(nodes) { entry in` over a property of
  /// `owner` written `[Entry]`, `Array<Entry>` (the last word of its type); `nil` otherwise.
  private mutating func rowElementType(open: Int, in file: SourceFile, owner: String?) -> String? {
    guard let owner, file.isPunctuation(open - 1, ASCII.closeParen),
      let paren = file.partner(of: open - 1), paren < open - 1,
      file.isWord(paren - 1, "List") || file.isWord(paren - 1, "ForEach"),
      let collection = SourceIndex.arguments(file, open: paren).first,
      collection.label == nil, collection.end == collection.start + 1,
      file.code[collection.start].kind == .identifier
    else { return nil }
    return propertyTypeWords(of: file.text(collection.start), in: owner)?.last
  }

  /// Whether the closure whose `{` is code token `open` names `name` among its parameters
  /// (`{ name in`, `{ a, name in`, `{ (name: T) in`).
  private func closureNames(_ name: String, open: Int, in file: SourceFile) -> Bool {
    var t = open + 1
    while t < file.code.count, t < open + 24 {
      if file.isWord(t, "in") { return (open + 1..<t).contains { file.text($0) == name } }
      let isList =
        file.code[t].kind == .identifier || file.isPunctuation(t, UInt8(ascii: ","))
        || file.isPunctuation(t, ASCII.openParen) || file.isPunctuation(t, ASCII.closeParen)
        || file.isPunctuation(t, UInt8(ascii: ":"))
      guard isList else { return false }
      t += 1
    }
    return false
  }
}
