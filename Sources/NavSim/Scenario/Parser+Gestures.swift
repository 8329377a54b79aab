import NavSimCore

/// A pan's words after its keyword: a step or a whole stroke `P over D [velocity V]`.
extension ScenarioParser {
  /// The words after a pan's keyword: a step (`down`, `begin`, `move P`, `end`, `cancel`) or a
  /// stroke, whose frames count towards the inputs a file may expand to.
  mutating func parseGesture(
    _ tokens: [Token], _ index: inout Int, after keyword: Token
  ) -> ScenarioGesture? {
    let expected = "a stroke 'P over D' or a step (down, begin, move P, end, cancel)"
    guard let step = nextWord(tokens, &index, after: keyword, expected: expected) else {
      return nil
    }
    switch step.text {
    case "down": return .step(.down)
    case "begin": return .step(.begin)
    case "cancel": return .step(.cancel)
    case "move":
      guard let p = progress(tokens, &index, after: step.token) else { return nil }
      return .step(.move(p))
    case "end":
      guard let velocity = optionalVelocity(tokens, &index) else { return nil }
      return .step(.end(velocity: velocity ?? 0))
    default:
      let first = bytes[step.token.start]
      guard
        ScenarioNumber.isDigit(first) || first == UInt8(ascii: "-")
          || first == UInt8(ascii: ".")
      else {
        let names = ["begin", "move", "end", "cancel"]
        report(
          .unknownValue(
            what: "gesture step", value: step.text,
            suggestion: suggestion(for: step.text, among: names)),
          at: step.token.start)
        return nil
      }
      index -= 1
      guard let p = progress(tokens, &index, after: step.token) else { return nil }
      guard
        let over = nextWord(
          tokens, &index, after: step.token, expected: "'over D' (a duration like '120ms')")
      else { return nil }
      guard over.text == "over" else {
        report(
          .expectedWord(
            "over", found: over.text, suggestion: suggestion(for: over.text, among: ["over"])),
          at: over.token.start)
        return nil
      }
      guard
        let d = nextWord(tokens, &index, after: over.token, expected: "a duration like '120ms'")
      else { return nil }
      let duration: Int64
      switch ScenarioNumber.parseTime(
        bytes[d.token.start..<d.token.end], form: .relative, fps: fps,
        limit: Scenario.maximumStrokeDuration)
      {
      case .success(let us): duration = us
      case .failure(let error):
        report(error, at: d.token.start)
        return nil
      }
      // A stroke is a begin, a move per frame and an end; keep the whole file replayable.
      expandedInputs += Int(duration * fps / 1_000_000) + 3
      guard expandedInputs <= Scenario.maximumInputs else {
        report(
          .tooMany(
            what: "inputs: the strokes expand to one move per frame", limit: Scenario.maximumInputs
          ), at: d.token.start)
        return nil
      }
      guard let velocity = optionalVelocity(tokens, &index) else { return nil }
      return .stroke(
        progress: p, duration: VirtualDuration(microseconds: duration), velocity: velocity)
    }
  }

  /// A number in 0…1 at `tokens[index]`.
  mutating func progress(
    _ tokens: [Token], _ index: inout Int, after previous: Token
  ) -> Double? {
    guard
      let word = nextWord(tokens, &index, after: previous, expected: "a progress between 0 and 1")
    else { return nil }
    switch ScenarioNumber.parse(bytes[word.token.start..<word.token.end]) {
    case .failure(let error):
      report(error, at: word.token.start)
      return nil
    case .success(let p):
      guard p >= 0, p <= 1 else {
        report(.progressOutOfRange(word.text), at: word.token.start)
        return nil
      }
      return p
    }
  }

  /// An optional `velocity V`: `.some(nil)` when absent, `nil` after a problem.
  mutating func optionalVelocity(_ tokens: [Token], _ index: inout Int) -> Double?? {
    guard index < tokens.count else { return .some(nil) }
    let keyword = tokens[index]
    let word = text(keyword)
    guard word == "velocity" else {
      report(
        .expectedWord(
          "velocity", found: word, suggestion: suggestion(for: word, among: ["velocity"])),
        at: keyword.start)
      return nil
    }
    index += 1
    guard let value = nextWord(tokens, &index, after: keyword, expected: "a speed in pt/s") else {
      return nil
    }
    switch ScenarioNumber.parse(bytes[value.token.start..<value.token.end]) {
    case .failure(let error):
      report(error, at: value.token.start)
      return nil
    case .success(let v): return .some(v)
    }
  }
}
