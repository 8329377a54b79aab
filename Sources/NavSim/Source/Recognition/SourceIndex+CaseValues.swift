/// The values an enum's cases hold: `case settings(_ page: SettingsPage = .root)` holds a
/// `SettingsPage`, so `case let .settings(page): page.view()` calls `SettingsPage.view`
/// (docs/SCAN.md, "What a destination shows").
extension SourceIndex {
  /// The type of the first value of the case called `name` declared in a type called `owner`
  /// (its extensions included): the name after the value's label and `:`, or its first name
  /// when it has no label; `nil` when no such case holds a value.
  func firstValueType(ofCase name: String, in owner: String) -> String? {
    for type in types where type.name == owner {
      let file = files[type.file]
      var k = type.open + 1
      while k + 2 < type.close {
        defer { k += 1 }
        guard file.code[k].kind == .identifier, file.text(k) == name,
          file.isPunctuation(k + 1, ASCII.openParen),
          file.isWord(k - 1, "case") || file.isPunctuation(k - 1, UInt8(ascii: ",")),
          let close = file.partner(of: k + 1), close > k + 2
        else { continue }
        // The first value: up to its `,` or the `)`, past `_ label:` or `label:`.
        var end = k + 2
        var colon: Int? = nil
        while end < close, !file.isPunctuation(end, UInt8(ascii: ",")) {
          if colon == nil, file.isPunctuation(end, UInt8(ascii: ":")) { colon = end }
          end = max(end, file.partner(of: end) ?? end) + 1
        }
        let first = colon.map { $0 + 1 } ?? k + 2
        guard first < end, file.code[first].kind == .identifier else { return nil }
        return file.text(first)
      }
    }
    return nil
  }
}
