import NavSimCore

/// `expect:` lines: what the run must show, each checked against the ones before it.
extension ScenarioParser {
  /// An `expect:` value, refused when it repeats or contradicts an earlier one.
  mutating func parseExpectation(_ value: Range<Int>) {
    let tokens = Lexer.tokens(bytes, value)
    guard let first = tokens.first else { return }
    guard let (expectation, used) = readExpectation(tokens) else { return }
    guard expectEnd(tokens, after: used) else { return }
    for (other, otherLine) in zip(scenario.expectations, expectationLines) {
      let conflict: Bool
      switch (other, expectation) {
      case (.ok, .finding), (.finding, .ok), (.screen, .screen), (.sheet, .sheet): conflict = true
      case (.finding(let a, _), .finding(let b, _)): conflict = a == b
      default: conflict = false
      }
      guard other != expectation else {
        report(
          .duplicate(what: "expectation", name: expectation.text, firstLine: otherLine),
          at: first.start)
        return
      }
      guard !conflict else {
        report(
          .conflictingExpectation(expectation.text, with: other.text, line: otherLine),
          at: first.start)
        return
      }
    }
    scenario.expectations.append(expectation)
    expectationLines.append(line.number)
  }

  /// The expectation of an `expect:` line's `tokens` (at least one) and how many tokens it
  /// used, or `nil` after reporting why not.
  mutating func readExpectation(_ tokens: [Token]) -> (Expectation, used: Int)? {
    guard let first = tokens.first else { return nil }
    let word = text(first)
    let expectation: Expectation
    var used = 1
    switch word {
    case "ok": expectation = .ok
    case "screen":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "screen", expected: "a screen name"), at: first.end + 1)
        return nil
      }
      let name = text(tokens[1])
      references.append(Reference(name: name, line: line, offset: tokens[1].start))
      expectation = .screen(name)
      used = 2
    case "sheet":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "sheet", expected: "'shown' or 'hidden'"), at: first.end + 1)
        return nil
      }
      switch text(tokens[1]) {
      case "shown": expectation = .sheet(shown: true)
      case "hidden": expectation = .sheet(shown: false)
      case let state:
        report(
          .unknownValue(
            what: "sheet state", value: state,
            suggestion: suggestion(for: state, among: ["shown", "hidden"])),
          at: tokens[1].start)
        return nil
      }
      used = 2
    default:
      guard let kind = FindingKind(rawValue: word) else {
        let names = ["ok"] + FindingKind.allCases.map(\.rawValue) + ["screen", "sheet"]
        report(
          .unknownValue(
            what: "expectation", value: word, suggestion: suggestion(for: word, among: names)),
          at: first.start)
        return nil
      }
      var recoverable = false
      if tokens.count > 1, text(tokens[1]) == "recoverable" {
        guard kind == .lockup || kind == .deadEnd else {
          report(.recoverableNotLockup(word), at: tokens[1].start)
          return nil
        }
        recoverable = true
        used = 2
      } else if tokens.count > 1 {
        let found = text(tokens[1])
        let hint =
          kind == .lockup || kind == .deadEnd
          ? suggestion(for: found, among: ["recoverable"]) : nil
        report(.unexpectedText(found, suggestion: hint), at: tokens[1].start)
        return nil
      }
      expectation = .finding(kind, recoverable: recoverable)
    }
    return (expectation, used)
  }
}
