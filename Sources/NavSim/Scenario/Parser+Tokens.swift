import NavSimCore

/// The words of a line: their text, and what is missing or left over after them.
extension ScenarioParser {
  /// The text of a range of the file's bytes.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func text(_ token: Token) -> String { text(token.start..<token.end) }

  /// The one word of `range`, reporting anything after it.
  mutating func singleWord(_ range: Range<Int>) -> String? {
    let tokens = Lexer.tokens(bytes, range)
    guard let first = tokens.first, expectEnd(tokens, after: 1) else { return nil }
    return text(first)
  }

  /// The next token and its text, or `nil` after reporting that it is missing.
  mutating func nextWord(
    _ tokens: [Token], _ index: inout Int, after previous: Token, expected: String
  ) -> (token: Token, text: String)? {
    guard index < tokens.count else {
      report(.missingArgument(after: text(previous), expected: expected), at: previous.end + 1)
      return nil
    }
    let token = tokens[index]
    index += 1
    return (token, text(token))
  }

  /// Reports every token after the first `count` as unexpected; returns whether there were none.
  mutating func expectEnd(_ tokens: [Token], after count: Int) -> Bool {
    guard tokens.count > count else { return true }
    report(.unexpectedText(text(tokens[count]), suggestion: nil), at: tokens[count].start)
    return false
  }
}
