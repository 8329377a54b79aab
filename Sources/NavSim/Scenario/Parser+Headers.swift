import NavSimCore

/// Header lines (`key: value`, docs/SCENARIOS.md): the keys, their order and repeats, and the
/// values of one word, the mitigations and the start stack.
extension ScenarioParser {
  /// The header keys in canonical order (SCENARIOS.md table).
  static let headerKeys = [
    "name", "profile", "device", "orientation", "container", "mitigation", "back-button", "set",
    "start", "app-inputs", "deep-links", "tabs", "screen", "expect",
  ]
  static let repeatableKeys = ["expect", "screen", "set"]

  /// A `key: value` line: the key checked (known, before the events, repeated only where it
  /// may), then its value.
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
    case "app-inputs": parseAppInputs(value)
    case "deep-links": parseDeepLinks(value)
    default: parseExpectation(value)
    }
  }

  /// The one word of `range` as a case of `E`, or `nil` after reporting it (`what` names the
  /// kind of value in the message).
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

  /// A `mitigation:` list: each named once, `none` alone.
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

  /// A `start:` stack (`root > detail`), its names checked at the end.
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
}
