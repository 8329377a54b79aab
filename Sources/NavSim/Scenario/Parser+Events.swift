import NavSimCore

/// Event lines: `@T` or `+T`, an optional `finger N:`, the action and a tap's `hold D`.
extension ScenarioParser {
  /// An event line: its time, finger, action and hold, counted towards the inputs a file may
  /// expand to.
  mutating func parseEvent(_ content: Range<Int>) {
    if firstEventLine == nil { firstEventLine = line.number }
    let tokens = Lexer.tokens(bytes, content)
    guard let timeToken = tokens.first else { return }
    let time = parseEventTime(timeToken)
    guard tokens.count > 1 else {
      report(
        .missingArgument(
          after: text(timeToken),
          expected: "an action (\(ScenarioAction.keywords.joined(separator: ", ")))"),
        at: timeToken.end + 1)
      return
    }
    var index = 1
    var finger = 1
    if text(tokens[1]) == "finger" {
      guard let n = parseFinger(tokens) else { return }
      finger = n
      index = 3
    }
    let actionOffset = tokens[index].start
    guard let action = parseAction(tokens, &index) else { return }
    var hold: VirtualDuration? = nil
    if case .tap = action, index < tokens.count, text(tokens[index]) == "hold" {
      let keyword = tokens[index]
      index += 1
      guard let d = nextWord(tokens, &index, after: keyword, expected: "a duration like '80ms'")
      else { return }
      switch ScenarioNumber.parseTime(
        bytes[d.token.start..<d.token.end], form: .relative, fps: fps,
        limit: Scenario.maximumStrokeDuration)
      {
      case .success(let us): hold = VirtualDuration(microseconds: us)
      case .failure(let error):
        report(error, at: d.token.start)
        return
      }
    }
    guard expectEnd(tokens, after: index), let time else { return }
    if case .rotate = action, finger != 1 {
      report(.unexpectedText("finger \(finger):", suggestion: nil), at: tokens[1].start)
      return
    }
    if case .app = action, finger != 1 {
      report(.unexpectedText("finger \(finger):", suggestion: nil), at: tokens[1].start)
      return
    }
    // Every event counts towards the inputs a file may expand to (strokes count as they are
    // read): a file of millions of taps is refused line by line, not held whole in memory.
    switch action {
    case .tap: expandedInputs += 2
    case .rotate, .app: expandedInputs += 1
    default: if case .step? = action.gestureLine?.gesture { expandedInputs += 1 }
    }
    guard expandedInputs <= Scenario.maximumInputs else {
      report(
        .tooMany(
          what: "inputs: a tap is two, a stroke three and one per frame",
          limit: Scenario.maximumInputs), at: actionOffset)
      return
    }
    scenario.events.append(
      ScenarioEvent(VirtualTime(microseconds: time), action, finger: finger, hold: hold))
    eventLines.append((line, content.lowerBound, actionOffset))
  }

  /// The finger of an event line's `finger N:` (`tokens[1]`, docs/MODEL.md §10.5), checked to
  /// be followed by an action; `nil` after reporting why not.
  mutating func parseFinger(_ tokens: [Token]) -> Int? {
    guard tokens.count > 2 else {
      report(
        .missingArgument(after: "finger", expected: "a finger number like '2:'"),
        at: tokens[1].end + 1)
      return nil
    }
    var word = text(tokens[2])
    if word.hasSuffix(":") {
      word.removeLast()
    } else {
      report(.expectedWord(":", found: word, suggestion: nil), at: tokens[2].start)
      return nil
    }
    guard let n = Int(word), (1...10).contains(n) else {
      report(.settingOutOfRange(name: "finger", value: word), at: tokens[2].start)
      return nil
    }
    guard tokens.count > 3 else {
      report(
        .missingArgument(
          after: text(tokens[2]),
          expected: "a finger's action ("
            + (["tap"] + GestureKind.allCases.map(\.keyword)).joined(separator: ", ") + ")"),
        at: tokens[2].end + 1)
      return nil
    }
    return n
  }

  /// The absolute time of `@T` or `+T`, or `nil` after reporting why not.
  mutating func parseEventTime(_ token: Token) -> Int64? {
    let isAbsolute = bytes[token.start] == UInt8(ascii: "@")
    let body = token.start + 1..<token.end
    guard !body.isEmpty else {
      report(
        .missingArgument(after: isAbsolute ? "@" : "+", expected: "a time like '350ms'"),
        at: token.end)
      return nil
    }
    let parsed = ScenarioNumber.parseTime(
      bytes[body], form: isAbsolute ? .absolute : .relative, fps: fps, limit: Scenario.maximumTime)
    switch parsed {
    case .failure(let error):
      report(error, at: body.lowerBound)
      return nil
    case .success(let value) where isAbsolute:
      guard value >= previousTime else {
        report(
          .timeGoesBackwards(
            VirtualTime(microseconds: value), after: VirtualTime(microseconds: previousTime)),
          at: token.start)
        return nil
      }
      previousTime = value
      return value
    case .success(let delta):
      guard previousTime + delta <= Scenario.maximumTime else {
        report(
          .valueTooLarge(text(token), limit: "@\(VirtualTime(microseconds: Scenario.maximumTime))"),
          at: token.start)
        return nil
      }
      previousTime += delta
      return previousTime
    }
  }
}
