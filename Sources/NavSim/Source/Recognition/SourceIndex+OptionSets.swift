/// The options of an `OptionSet` the sources declare one bit each, read as values of their own
/// (docs/SCAN.md, "a branch its constructions decide"): damus passes
/// `options: [.wide, .no_action_bar]` to the event view of its appearance settings, whose shell
/// shows the action bar (and its four sheets) only `if !options.contains(.no_action_bar)`.
extension SourceIndex {
  /// The names of the options `type` declares with a bit of their own (`static let wide =
  /// EventViewOptions(rawValue: 1 << 3)`, `Self(rawValue: 8)`, `.init(rawValue: 0x10)`): a
  /// list of such options contains one exactly when it names it. An option made of several
  /// (`static let all: Options = [.a, .b]`), or sharing its bit with another, is not one.
  func singleBitOptions(of type: TypeDeclaration) -> [String] {
    guard type.conformances.contains("OptionSet") else { return [] }
    let file = files[type.file]
    let top = topLevelTokens(of: type)
    var bits: [(name: String, bit: Int)] = []
    for (n, k) in top.enumerated() where file.isWord(k, "static") && n + 4 < top.count {
      guard file.isWord(top[n + 1], "let"), file.code[top[n + 2]].kind == .identifier,
        file.isPunctuation(top[n + 3], UInt8(ascii: "="))
      else { continue }
      let made = top[n + 4]
      let open =
        file.isPunctuation(made, ASCII.dot) && file.isWord(made + 1, "init") ? made + 2 : made + 1
      guard file.isPunctuation(open, ASCII.openParen), let close = file.partner(of: open),
        close > open, let bit = Self.singleBit(file, open + 1, close)
      else { continue }
      bits.append((file.text(top[n + 2]), bit))
    }
    return bits.filter { own in bits.filter { $0.bit == own.bit }.count == 1 }.map(\.name)
  }

  /// The bit of `rawValue: 1 << N` or `rawValue: K` (K a power of two) written in tokens
  /// `start..<end`; `nil` for anything else.
  static func singleBit(_ file: SourceFile, _ start: Int, _ end: Int) -> Int? {
    guard end - start >= 3, file.isWord(start, "rawValue"),
      file.isPunctuation(start + 1, ASCII.colon)
    else { return nil }
    let value = (start + 2..<end).map { file.text($0) }
    func number(_ text: String) -> UInt64? {
      let digits = text.filter { $0 != "_" }
      if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16) }
      if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2) }
      return UInt64(digits)
    }
    // `1 << n`: the tokenizer writes each punctuation byte as a token of its own.
    if value.count == 4, value[1] == "<", value[2] == "<", number(value[0]) == 1,
      let n = number(value[3]), n < 64
    {
      return Int(n)
    }
    if value.count == 1, let v = number(value[0]), v != 0, v & (v - 1) == 0 {
      return v.trailingZeroBitCount
    }
    return nil
  }
}
