/// The declared type of a value pushed by name: `NavigationLink(value: channel)` in
/// `func row(channel: ChannelEntity) -> some View { … }` pushes a `ChannelEntity`, which only a
/// `navigationDestination(for: ChannelEntity.self)` takes (docs/SCAN.md, "What it recognises").
extension Recognizer {
  /// The most code tokens looked back through for the scope that declares a value.
  static let valueTypeLookBack = 4_000

  /// The words of the value written at code tokens `start..<end`, its declared type first when
  /// it is one name declared with a type: a parameter of the function it is written in, or a
  /// property of `owner` (`let user: UserEntity`). A closure's parameter of that
  /// name (`{ channel in … }`) has no written type: the words alone.
  func valueWords(_ file: SourceFile, _ start: Int, _ end: Int, fileIndex f: Int, owner: String?)
    -> [String]
  {
    let plain = words(file, start, end)
    guard end == start + 1, file.code[start].kind == .identifier,
      let type = declaredType(of: file.text(start), at: start, in: file, fileIndex: f, owner: owner)
    else { return plain }
    return [type] + plain
  }

  /// The type written for `name` where it is declared, looking out from code token `k`.
  private func declaredType(
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
        if closureNames(name, open: t, in: file) { return nil }
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

  /// The type written for the property `name` declared at the top level of type `owner`'s
  /// declarations (`let user: UserEntity`, `var item: Item?`), or `nil`.
  private func propertyType(of name: String, in owner: String) -> String? {
    for type in index.types where type.name == owner {
      let file = files[type.file]
      var k = type.nameToken + 1
      while k < file.code.count, !file.isPunctuation(k, ASCII.openBrace) { k += 1 }
      guard let close = file.partner(of: k), close > k else { continue }
      var t = k + 1
      while t < close {
        if file.isPunctuation(t, ASCII.openBrace), let partner = file.partner(of: t), partner > t {
          t = partner + 1
          continue
        }
        if file.isWord(t, "let") || file.isWord(t, "var"), file.text(t + 1) == name,
          file.isPunctuation(t + 2, UInt8(ascii: ":"))
        {
          return SourceIndex.typeName(at: t + 3, in: file)
        }
        t += 1
      }
    }
    return nil
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
