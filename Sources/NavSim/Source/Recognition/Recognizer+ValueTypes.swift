/// The declared type of a value pushed by name: `NavigationLink(value: channel)` in
/// `func row(channel: ChannelEntity) -> some View { … }` pushes a `ChannelEntity`, which only a
/// `navigationDestination(for: ChannelEntity.self)` takes (docs/SCAN.md, "What it recognises").
extension Recognizer {
  /// The most code tokens looked back through for the scope that declares a value.
  static let valueTypeLookBack = 4_000

  /// The words of the value written at code tokens `start..<end`, its declared type first when
  /// it is one name declared with a type: a parameter of the function it is written in, or a
  /// stored property of `owner` (`let channel: ChannelEntity`). A closure's parameter of that
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
    // A stored property of the type the value is written in.
    guard let owner,
      let property = index.members[name]?.first(where: { $0.owner == owner && $0.file == f }),
      file.isPunctuation(property.nameToken + 1, UInt8(ascii: ":"))
    else { return nil }
    return SourceIndex.typeName(at: property.nameToken + 2, in: file)
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
