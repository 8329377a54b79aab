import NavSimCore

extension Scenario {
  /// Reads a scenario file (SCENARIOS.md).
  ///
  /// Parsing goes on after a problem, so the error lists every problem of the file, each with
  /// its line and column. It never traps, whatever the text.
  ///
  /// Every event must be one a finger can make (docs/MODEL.md §10.5, ``TouchPhysics/violations(_:fingers:)``):
  /// a line no finger can perform is an error that says why.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - path: the file's path, as the diagnostics name it.
  ///   - performable: whether to check that a person can perform the events (`false` reads
  ///     the grammar alone: model-level step lines and any timing).
  /// - Returns: the scenario, with relative times resolved and screen names checked.
  /// - Throws: ``ScenarioDiagnostics`` holding every problem, in line order.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, path: String, performable: Bool = true)
    throws(ScenarioDiagnostics) -> Scenario
  {
    try parse(bytes: Array(text.utf8), path: path, performable: performable)
  }

  /// Parses a scenario file's bytes as they are on disk: as ``parse(_:path:performable:)``,
  /// and a column counts the file's bytes, an invalid UTF-8 byte as one (decoding the file
  /// first would count each as the three bytes of U+FFFD).
  public static func parse(bytes: [UInt8], path: String, performable: Bool = true)
    throws(ScenarioDiagnostics) -> Scenario
  {
    var parser = ScenarioParser(bytes: bytes)
    parser.checksPerformability = performable
    parser.run()
    guard parser.problems.isEmpty else {
      let problems = parser.sortedProblems()
      let kept = ScenarioDiagnostics.maximumKept
      var diagnostics = ScenarioDiagnostics(path: path, problems: Array(problems.prefix(kept)))
      diagnostics.omitted = parser.omittedProblems + max(0, problems.count - kept)
      throw diagnostics
    }
    return parser.scenario
  }
}

/// The state of one pass over a scenario file.
struct ScenarioParser {
  /// The header keys in canonical order (SCENARIOS.md table).
  static let headerKeys = [
    "name", "profile", "device", "orientation", "container", "mitigation", "back-button", "set",
    "start", "tabs", "screen", "expect",
  ]
  static let repeatableKeys = ["expect", "screen", "set"]

  /// A screen name used before the screens are all known; checked at the end.
  struct Reference {
    var name: String
    var line: SourceLine
    var offset: Int
  }

  let bytes: [UInt8]
  var scenario = Scenario()
  /// The first problems in line, column and discovery order, with their discovery numbers; at
  /// most twice ``ScenarioDiagnostics/maximumKept`` between trims.
  var problems: [(diagnostic: ScenarioDiagnostic, order: Int)] = []
  /// How many problems were found and not kept.
  var omittedProblems = 0
  var problemsFound = 0

  /// How many bytes of a long line a diagnostic echoes on each side of its column.
  static let echoRadius = 60

  var line = SourceLine(number: 0, start: 0, end: 0)
  var sawContent = false
  var firstEventLine: Int? = nil
  var keyLines: [String: Int] = [:]
  var settingLines: [String: Int] = [:]
  /// Where each setting's name is written, for a problem the settings make together.
  var settingPlaces: [String: (line: SourceLine, offset: Int)] = [:]
  var screenLines: [String: Int] = [:]
  var expectationLines: [Int] = []
  var references: [Reference] = []
  /// Names used as tabs (`tap tab X`, `app select X`), checked against `tabs:` at the end.
  var tabReferences: [Reference] = []
  /// Where the `tabs:` header named each tab.
  var tabLine: SourceLine? = nil
  var startReference: Reference? = nil
  var fps: Int64 = 60
  /// The inputs the events expand to so far, strokes at one move per frame (an upper bound).
  var expandedInputs = 0
  var previousTime: Int64 = 0
  /// Whether to run the performability check after parsing.
  var checksPerformability = true
  /// Each event's line, where its content starts and where its action starts (for the
  /// performability check).
  var eventLines: [(line: SourceLine, offset: Int, action: Int)] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func run() {
    for line in Lexer.lines(bytes) {
      self.line = line
      parseLine()
    }
    resolveNames()
    if problems.isEmpty && checksPerformability { checkPerformable() }
  }

  /// The performability check (docs/MODEL.md §10.5): every touch must be one a finger can make.
  mutating func checkPerformable() {
    // A step of any pan alone is no finger's (each gesture kind alike, docs/SCENARIOS.md).
    for (i, event) in scenario.events.enumerated() {
      guard case .step(let phase)? = event.action.gesture?.gesture else { continue }
      let (line, _, action) = eventLines[i]
      report(
        .notPerformable(ScenarioError.stepReason(event.action.keyword, phase)), at: action,
        on: line)
    }
    guard problems.isEmpty, let config = try? scenario.configuration() else { return }
    // Settings under which no finger can tap make every tap below refused: say it once, at
    // the last of the settings written that the rule reads.
    if let reason = config.profile.tapProblem {
      let places = Profile.tapSettings.compactMap { settingPlaces[$0] }
      if let (line, offset) = places.max(by: {
        ($0.line.number, $0.offset) < ($1.line.number, $1.offset)
      }) {
        report(.notPerformable(reason), at: offset, on: line)
        return
      }
    }
    let (touches, indices) = scenario.touchesWithEvents(for: config)
    TouchPhysics(config).forEachViolation(touches) { violation in
      let (line, offset, _) = eventLines[indices[violation.index]]
      report(.notPerformable(violation.reason), at: offset, on: line)
    }
  }

  /// The kept problems by line, then column, then discovery.
  func sortedProblems() -> [ScenarioDiagnostic] {
    Self.sorted(problems).map(\.diagnostic)
  }

  static func sorted(
    _ problems: [(diagnostic: ScenarioDiagnostic, order: Int)]
  ) -> [(diagnostic: ScenarioDiagnostic, order: Int)] {
    problems.sorted {
      ($0.diagnostic.line, $0.diagnostic.column, $0.order)
        < ($1.diagnostic.line, $1.diagnostic.column, $1.order)
    }
  }

  // MARK: - Reporting

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func text(_ token: Token) -> String { text(token.start..<token.end) }

  mutating func report(_ error: ScenarioError, at offset: Int) {
    report(error, at: offset, on: line)
  }

  /// Records a problem, echoing at most ``echoRadius`` bytes of the line on each side of the
  /// column (so a long line with many problems costs linear time and memory), and keeps only
  /// the first ``ScenarioDiagnostics/maximumKept`` problems in line order.
  mutating func report(_ error: ScenarioError, at offset: Int, on line: SourceLine) {
    let at = min(max(offset, line.start), line.end)
    var low = max(line.start, at - Self.echoRadius)
    var high = min(line.end, at + Self.echoRadius)
    while low > line.start, low < line.end, bytes[low] & 0xC0 == 0x80 { low -= 1 }
    while high < line.end, bytes[high] & 0xC0 == 0x80 { high += 1 }
    let head = low > line.start ? "…" : ""
    let tail = high < line.end ? "…" : ""
    let diagnostic = ScenarioDiagnostic(
      line: line.number, column: offset - line.start + 1, error: error,
      sourceLine: head + text(low..<high) + tail,
      // The echo is decoded text (an invalid byte shows as U+FFFD, three bytes), while the
      // column counts the file's bytes: the caret's place is counted in the echo's own bytes.
      echoColumn: head.utf8.count + text(low..<at).utf8.count + (offset - at) + 1)
    problems.append((diagnostic, problemsFound))
    problemsFound += 1
    let kept = ScenarioDiagnostics.maximumKept
    if problems.count >= 2 * kept {
      problems = Array(Self.sorted(problems).prefix(kept))
      omittedProblems += kept
    }
  }

  /// Reports every token after the first `count` as unexpected; returns whether there were none.
  mutating func expectEnd(_ tokens: [Token], after count: Int) -> Bool {
    guard tokens.count > count else { return true }
    report(.unexpectedText(text(tokens[count]), suggestion: nil), at: tokens[count].start)
    return false
  }

  // MARK: - Lines

  mutating func parseLine() {
    let start = Lexer.skipBlanks(bytes, line.start..<line.end)
    guard start < line.end else { return }
    if bytes[start] == Lexer.hash {
      if !sawContent { scenario.comments.append(topComment(start + 1)) }
      return
    }
    sawContent = true
    var contentEnd = start
    while contentEnd < line.end, bytes[contentEnd] != Lexer.hash { contentEnd += 1 }
    let content = Lexer.trim(bytes, start..<contentEnd)
    let first = bytes[start]
    if first == UInt8(ascii: "@") || first == UInt8(ascii: "+") {
      parseEvent(content)
      return
    }
    var keyEnd = start
    while keyEnd < content.upperBound, !Lexer.isBlank(bytes[keyEnd]),
      bytes[keyEnd] != UInt8(ascii: ":")
    {
      keyEnd += 1
    }
    let colon = Lexer.skipBlanks(bytes, keyEnd..<content.upperBound)
    if colon < content.upperBound, bytes[colon] == UInt8(ascii: ":") {
      parseHeader(key: Token(start: start, end: keyEnd), value: colon + 1..<content.upperBound)
      return
    }
    let word = text(start..<keyEnd)
    if ScenarioAction.keywords.contains(word) {
      report(.missingTime(action: word), at: start)
    } else {
      report(.unrecognisedLine(String(word.prefix(40))), at: start)
    }
  }

  /// The text of a top comment: everything after `#` and one space.
  func topComment(_ afterHash: Int) -> String {
    var from = afterHash
    if from < line.end, bytes[from] == Lexer.space { from += 1 }
    return text(from..<line.end)
  }

  // MARK: - Headers

  mutating func parseHeader(key token: Token, value: Range<Int>) {
    let key = text(token)
    guard Self.headerKeys.contains(key) else {
      report(
        .unknownKey(key, suggestion: suggestion(for: key, among: Self.headerKeys)),
        at: token.start)
      return
    }
    if firstEventLine != nil { report(.headerAfterEvent(key), at: token.start) }
    if let first = keyLines[key] {
      if !Self.repeatableKeys.contains(key) {
        report(.repeatedKey(key, firstLine: first), at: token.start)
        return
      }
    } else {
      keyLines[key] = line.number
    }
    let value = Lexer.trim(bytes, value)
    guard !value.isEmpty else {
      report(.missingValue(key: key), at: value.lowerBound)
      return
    }
    switch key {
    case "name": scenario.name = text(value)
    case "profile":
      if let word = singleWord(value) {
        let names = Profile.all.map(\.name)
        if names.contains(word) {
          scenario.profile = word
        } else {
          report(
            .unknownValue(
              what: "profile", value: word, suggestion: suggestion(for: word, among: names)),
            at: value.lowerBound)
        }
      }
    case "device": scenario.device = enumValue(value, what: "device") ?? scenario.device
    case "orientation":
      scenario.orientation = enumValue(value, what: "orientation") ?? scenario.orientation
    case "container":
      scenario.container = enumValue(value, what: "container") ?? scenario.container
    case "back-button":
      scenario.backButton = enumValue(value, what: "back-button style") ?? scenario.backButton
    case "mitigation": parseMitigations(value)
    case "set": parseSettings(value)
    case "start": parseStart(value)
    case "screen": parseScreen(value)
    case "tabs": parseTabs(value)
    default: parseExpectation(value)
    }
  }

  /// The one word of `range`, reporting anything after it.
  mutating func singleWord(_ range: Range<Int>) -> String? {
    let tokens = Lexer.tokens(bytes, range)
    guard let first = tokens.first, expectEnd(tokens, after: 1) else { return nil }
    return text(first)
  }

  mutating func enumValue<E: RawRepresentable & CaseIterable>(
    _ range: Range<Int>, what: String
  ) -> E? where E.RawValue == String {
    guard let word = singleWord(range) else { return nil }
    if let value = E(rawValue: word) { return value }
    let names = E.allCases.map(\.rawValue)
    report(
      .unknownValue(what: what, value: word, suggestion: suggestion(for: word, among: names)),
      at: range.lowerBound)
    return nil
  }

  mutating func parseMitigations(_ value: Range<Int>) {
    var list: Mitigations = []
    var noneOffset: Int? = nil
    var others = 0
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      guard !part.isEmpty else {
        report(.missingArgument(after: ",", expected: "a mitigation name"), at: part.lowerBound)
        continue
      }
      guard let word = singleWord(part) else { continue }
      guard let mitigation = Mitigation(rawValue: word) else {
        let names = Mitigation.allCases.map(\.rawValue)
        report(
          .unknownValue(
            what: "mitigation", value: word, suggestion: suggestion(for: word, among: names)),
          at: part.lowerBound)
        continue
      }
      if mitigation == .none {
        if noneOffset != nil {
          report(.duplicate(what: "mitigation", name: word, firstLine: nil), at: part.lowerBound)
        }
        noneOffset = noneOffset ?? part.lowerBound
      } else if list.has(mitigation) {
        report(.duplicate(what: "mitigation", name: word, firstLine: nil), at: part.lowerBound)
      } else {
        list.insert(Mitigations([mitigation]))
        others += 1
      }
    }
    if let noneOffset, others > 0 { report(.noneCombined, at: noneOffset) }
    scenario.mitigations = list
  }

  mutating func parseSettings(_ value: Range<Int>) {
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      guard !part.isEmpty else {
        report(.missingArgument(after: ",", expected: "'NAME=VALUE'"), at: part.lowerBound)
        continue
      }
      guard let equals = part.first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
        let tokens = Lexer.tokens(bytes, part)
        let name = tokens.first.map(text) ?? ""
        let after = tokens.first?.end ?? part.upperBound
        report(.missingArgument(after: name, expected: "'=VALUE'"), at: after)
        continue
      }
      let nameRange = Lexer.trim(bytes, part.lowerBound..<equals)
      guard !nameRange.isEmpty else {
        report(.missingArgument(after: "set", expected: "a setting name"), at: part.lowerBound)
        continue
      }
      guard let name = singleWord(nameRange) else { continue }
      guard Profile.settingNames.contains(name) else {
        report(
          .unknownValue(
            what: "setting", value: name,
            suggestion: suggestion(for: name, among: Profile.settingNames)),
          at: nameRange.lowerBound)
        continue
      }
      let valueRange = Lexer.trim(bytes, equals + 1..<part.upperBound)
      guard !valueRange.isEmpty else {
        report(.missingArgument(after: "\(name)=", expected: "a value"), at: valueRange.lowerBound)
        continue
      }
      let tokens = Lexer.tokens(bytes, valueRange)
      guard expectEnd(tokens, after: 1) else { continue }
      let word = bytes[valueRange]
      let number: Int64
      if !Profile.isDuration(name) {
        var probe = Profile.ios17
        let digits = word.first == UInt8(ascii: "-") ? word.dropFirst() : word[...]
        guard !digits.isEmpty, digits.allSatisfy(ScenarioNumber.isDigit), digits.count <= 6,
          let rate = Int64(text(valueRange)), probe.setting(name, to: rate)
        else {
          report(
            .settingOutOfRange(name: name, value: text(valueRange)), at: valueRange.lowerBound)
          continue
        }
        number = rate
      } else {
        switch ScenarioNumber.parseTime(
          word, form: .relative, fps: nil, limit: Scenario.maximumTime)
        {
        case .success(let us): number = us
        case .failure(let error):
          report(error, at: valueRange.lowerBound)
          continue
        }
      }
      if let first = settingLines[name] {
        report(.duplicate(what: "setting", name: name, firstLine: first), at: nameRange.lowerBound)
        continue
      }
      settingLines[name] = line.number
      settingPlaces[name] = (line, nameRange.lowerBound)
      if name == "fps" { fps = number }
      scenario.settings.append(Scenario.Setting(name, number))
    }
  }

  mutating func parseStart(_ value: Range<Int>) {
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ">")) {
      guard !part.isEmpty else {
        report(.missingArgument(after: ">", expected: "a screen name"), at: part.lowerBound)
        continue
      }
      guard let name = singleWord(part) else { continue }
      guard scenario.start.count < ScreenStack.capacity else {
        report(.tooMany(what: "screens in start", limit: ScreenStack.capacity), at: part.lowerBound)
        return
      }
      let reference = Reference(name: name, line: line, offset: part.lowerBound)
      if scenario.start.isEmpty { startReference = reference }
      references.append(reference)
      scenario.start.append(name)
    }
  }

  mutating func parseExpectation(_ value: Range<Int>) {
    let tokens = Lexer.tokens(bytes, value)
    guard let first = tokens.first else { return }
    let word = text(first)
    let expectation: Expectation
    var used = 1
    switch word {
    case "ok": expectation = .ok
    case "screen":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "screen", expected: "a screen name"), at: first.end + 1)
        return
      }
      let name = text(tokens[1])
      references.append(Reference(name: name, line: line, offset: tokens[1].start))
      expectation = .screen(name)
      used = 2
    case "sheet":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "sheet", expected: "'shown' or 'hidden'"), at: first.end + 1)
        return
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
        return
      }
      used = 2
    default:
      guard let kind = FindingKind(rawValue: word) else {
        let names = ["ok"] + FindingKind.allCases.map(\.rawValue) + ["screen", "sheet"]
        report(
          .unknownValue(
            what: "expectation", value: word, suggestion: suggestion(for: word, among: names)),
          at: first.start)
        return
      }
      var recoverable = false
      if tokens.count > 1, text(tokens[1]) == "recoverable" {
        guard kind == .lockup || kind == .deadEnd else {
          report(.recoverableNotLockup(word), at: tokens[1].start)
          return
        }
        recoverable = true
        used = 2
      } else if tokens.count > 1 {
        let found = text(tokens[1])
        let hint =
          kind == .lockup || kind == .deadEnd
          ? suggestion(for: found, among: ["recoverable"]) : nil
        report(.unexpectedText(found, suggestion: hint), at: tokens[1].start)
        return
      }
      expectation = .finding(kind, recoverable: recoverable)
    }
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

  // MARK: - Events

  mutating func parseEvent(_ content: Range<Int>) {
    if firstEventLine == nil { firstEventLine = line.number }
    let tokens = Lexer.tokens(bytes, content)
    guard let timeToken = tokens.first else { return }
    let time = parseEventTime(timeToken)
    guard tokens.count > 1 else {
      report(
        .missingArgument(
          after: text(timeToken),
          expected:
            "an action (tap, swipe-back, drag-sheet, content-swipe, zoom-dismiss, rotate, app)"),
        at: timeToken.end + 1)
      return
    }
    var index = 1
    var finger = 1
    if text(tokens[1]) == "finger" {
      // `finger N:` (docs/MODEL.md §10.5).
      guard tokens.count > 2 else {
        report(
          .missingArgument(after: "finger", expected: "a finger number like '2:'"),
          at: tokens[1].end + 1)
        return
      }
      var word = text(tokens[2])
      if word.hasSuffix(":") {
        word.removeLast()
      } else {
        report(.expectedWord(":", found: word, suggestion: nil), at: tokens[2].start)
        return
      }
      guard let n = Int(word), (1...10).contains(n) else {
        report(.settingOutOfRange(name: "finger", value: word), at: tokens[2].start)
        return
      }
      finger = n
      index = 3
      guard tokens.count > 3 else {
        report(
          .missingArgument(
            after: text(tokens[2]), expected: "an action (tap, swipe-back, drag-sheet)"),
          at: tokens[2].end + 1)
        return
      }
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
    default: if case .step? = action.gesture?.gesture { expandedInputs += 1 }
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

  /// The action starting at `tokens[index]`; `index` ends past the action's last token.
  mutating func parseAction(_ tokens: [Token], _ index: inout Int) -> ScenarioAction? {
    let keyword = tokens[index]
    let word = text(keyword)
    index += 1
    switch word {
    case "tap":
      let expected =
        "a target: link NAME, back, custom-back, show-sheet, close-sheet, "
        + "sheet NAME, cover NAME, alert, dialog, ok, cancel, tab NAME, sidebar-toggle"
      guard let target = nextWord(tokens, &index, after: keyword, expected: expected) else {
        return nil
      }
      if target.text == "link" {
        guard let name = screenName(tokens, &index, after: target.token) else { return nil }
        return .tap(.link(name))
      }
      if target.text == "tab" {
        guard let name = screenName(tokens, &index, after: target.token) else { return nil }
        tabReferences.append(Reference(name: name, line: line, offset: tokens[index - 1].start))
        return .tap(.tab(name))
      }
      if target.text == "sheet" || target.text == "cover" {
        // `tap sheet X` names a presentation; a bare `tap sheet` is not `show-sheet`.
        guard let name = screenName(tokens, &index, after: target.token) else { return nil }
        let kind: PresentationKind = target.text == "sheet" ? .sheet : .cover
        return .tap(.present(kind, name))
      }
      if target.text == "alert" { return .tap(.present(.alert, nil)) }
      if target.text == "dialog" { return .tap(.present(.dialog, nil)) }
      if let tap = ScenarioTap.simple.first(where: { $0.0 == target.text })?.1 {
        return .tap(tap)
      }
      let names =
        ["link", "tab", "sheet", "cover", "alert", "dialog"] + ScenarioTap.simple.map(\.0)
      report(
        .unknownValue(
          what: "tap target", value: target.text,
          suggestion: suggestion(for: target.text, among: names)),
        at: target.token.start)
      return nil
    case "swipe-back":
      return parseGesture(tokens, &index, after: keyword).map { .swipeBack($0) }
    case "drag-sheet":
      return parseGesture(tokens, &index, after: keyword).map { .dragSheet($0) }
    case "content-swipe":
      return parseGesture(tokens, &index, after: keyword).map { .contentSwipe($0) }
    case "zoom-dismiss":
      return parseGesture(tokens, &index, after: keyword).map { .zoomDismiss($0) }
    case "rotate":
      return .rotate
    case "app":
      let expected =
        "push NAME, pop, pop-to-root, present NAME, dismiss, select NAME, show-primary or "
        + "hide-primary"
      guard let action = nextWord(tokens, &index, after: keyword, expected: expected) else {
        return nil
      }
      if action.text == "push" {
        guard let name = screenName(tokens, &index, after: action.token) else { return nil }
        return .app(.push(name))
      }
      if action.text == "present" {
        guard let name = screenName(tokens, &index, after: action.token) else { return nil }
        return .app(.present(name))
      }
      if action.text == "select" {
        guard let name = screenName(tokens, &index, after: action.token) else { return nil }
        tabReferences.append(Reference(name: name, line: line, offset: tokens[index - 1].start))
        return .app(.select(name))
      }
      if let app = ScenarioAppAction.simple.first(where: { $0.0 == action.text })?.1 {
        return .app(app)
      }
      let names = ["push", "present", "select"] + ScenarioAppAction.simple.map(\.0)
      report(
        .unknownValue(
          what: "app action", value: action.text,
          suggestion: suggestion(for: action.text, among: names)),
        at: action.token.start)
      return nil
    default:
      report(
        .unknownAction(word, suggestion: suggestion(for: word, among: ScenarioAction.keywords)),
        at: keyword.start)
      return nil
    }
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

  /// A screen name argument, checked against the screens at the end.
  mutating func screenName(
    _ tokens: [Token], _ index: inout Int, after previous: Token
  ) -> String? {
    guard let name = nextWord(tokens, &index, after: previous, expected: "a screen name") else {
      return nil
    }
    references.append(Reference(name: name.text, line: line, offset: name.token.start))
    return name.text
  }

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

  // MARK: - Names

  mutating func resolveNames() {
    let names = scenario.screenNames
    for reference in references where !names.contains(reference.name) {
      report(
        .unknownScreen(
          reference.name, suggestion: suggestion(for: reference.name, among: names), known: names),
        at: reference.offset, on: reference.line)
    }
    resolveTabs()
    guard let root = scenario.tabs.first ?? names.first, let first = startReference else { return }
    if first.name != root, names.contains(first.name) {
      report(.startNotAtRoot(first.name, root: root), at: first.offset, on: first.line)
    }
    if scenario.start == [root] { scenario.start = [] }
  }
}
