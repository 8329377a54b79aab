/// The `case`s of a `switch` as written: where a label ends and where its body does. The
/// coordinator reader's event and action cases and the route registry's cases use them.
extension SourceIndex {
  /// The `:` ending a `case` label at token `k`, or `nil` when `k` is no label (`if case`,
  /// an enum's `case`).
  static func labelColon(after k: Int, in file: SourceFile, end: Int) -> Int? {
    if file.isWord(k - 1, "if") || file.isWord(k - 1, "guard") || file.isWord(k - 1, "while")
      || file.isWord(k - 1, "for") || file.isPunctuation(k - 1, UInt8(ascii: ","))
    {
      return nil
    }
    var t = k + 1
    while t < end {
      if file.isPunctuation(t, UInt8(ascii: ":")) { return t }
      if file.isPunctuation(t, UInt8(ascii: "=")) || file.isPunctuation(t, ASCII.openBrace)
        || file.isPunctuation(t, ASCII.closeBrace)
      {
        return nil
      }
      if file.isPunctuation(t, ASCII.openParen) || file.isPunctuation(t, ASCII.openBracket),
        let close = file.partner(of: t)
      {
        t = close + 1
        continue
      }
      t += 1
    }
    return nil
  }

  /// Where a `case` body starting at `start` ends: the next label of its `switch`, or the
  /// switch's `}`.
  static func caseEnd(from start: Int, in file: SourceFile, limit: Int) -> Int {
    var t = start
    while t < limit {
      if file.isPunctuation(t, ASCII.closeBrace) { return t }
      if let open = opening(t, in: file), let close = file.partner(of: open) {
        t = close + 1
        continue
      }
      if file.isWord(t, "default"), file.isPunctuation(t + 1, UInt8(ascii: ":")) { return t }
      if file.isWord(t, "case"), labelColon(after: t, in: file, end: limit) != nil { return t }
      t += 1
    }
    return limit
  }

  /// `t` when it is an opening bracket.
  static func opening(_ t: Int, in file: SourceFile) -> Int? {
    file.isPunctuation(t, ASCII.openBrace) || file.isPunctuation(t, ASCII.openParen)
      || file.isPunctuation(t, ASCII.openBracket) ? t : nil
  }

  /// The most tokens ``switchSubject(ofCase:in:)`` reads back from a `case`.
  static let maximumSwitchLookBack = 4_096

  /// The subject of the `switch` whose label is the `case` at token `k` (`self` in `switch self
  /// {`), read back over the cases before it; `nil` when it is no `switch`'s or too far.
  static func switchSubject(ofCase k: Int, in file: SourceFile) -> String? {
    var t = k - 1
    var steps = 0
    while t >= 0, steps < maximumSwitchLookBack {
      steps += 1
      if let open = file.partner(of: t), open < t {
        t = open - 1
        continue
      }
      if file.isPunctuation(t, ASCII.openBrace) {
        guard t >= 2, file.isWord(t - 2, "switch") else { return nil }
        return file.text(t - 1)
      }
      t -= 1
    }
    return nil
  }
}
