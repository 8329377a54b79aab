import NavSimCore

/// One problem in a scenario file; its description is the message after `error: `.
public enum ScenarioError: Error, CustomStringConvertible, Hashable, Sendable {
  /// A line that is neither a header, an event nor a comment.
  case unrecognisedLine(String)
  /// An event line without its leading `@T` or `+T`.
  case missingTime(action: String)
  /// A header key that the format does not have.
  case unknownKey(String, suggestion: String?)
  /// A key given twice that may appear only once.
  case repeatedKey(String, firstLine: Int)
  /// A header line after the first event line.
  case headerAfterEvent(String)
  /// A header without its value.
  case missingValue(key: String)
  /// A value that is not one of those allowed (`what` names the kind: profile, device, …).
  case unknownValue(what: String, value: String, suggestion: String?)
  /// An event line whose action is not known.
  case unknownAction(String, suggestion: String?)
  /// An action or item without the argument it needs; `expected` says what was needed.
  case missingArgument(after: String, expected: String)
  /// Text after the end of what a line means.
  case unexpectedText(String, suggestion: String?)
  /// A word other than the one the syntax needs there (`over`, `velocity`).
  case expectedWord(String, found: String, suggestion: String?)
  /// A number that cannot be read.
  case badNumber(String)
  /// A number or time beyond what the format accepts.
  case valueTooLarge(String, limit: String)
  /// A gesture progress outside 0…1.
  case progressOutOfRange(String)
  /// A time or duration that cannot be read.
  case badTime(String)
  /// A time or duration without a unit.
  case missingUnit(String, frames: Bool)
  /// A time or duration with an unknown unit; `frames` when `f` is allowed there.
  case unknownUnit(String, in: String, suggestion: String?, frames: Bool)
  /// A time in `us` or `f` with decimals.
  case fractionalUnit(unit: String, token: String)
  /// A time earlier than the previous event's.
  case timeGoesBackwards(VirtualTime, after: VirtualTime)
  /// A name that is not a declared screen; `known` lists the screens when no suggestion fits.
  case unknownScreen(String, suggestion: String?, known: [String])
  /// A screen name with characters names cannot have.
  case invalidName(String)
  /// Something listed or declared twice (`what` names it: mitigation, setting, screen, …).
  case duplicate(what: String, name: String, firstLine: Int?)
  /// Two expectations that cannot both hold.
  case conflictingExpectation(String, with: String, line: Int)
  /// More items than the model holds (`what` names them).
  case tooMany(what: String, limit: Int)
  /// A `start:` stack that does not begin at the root.
  case startNotAtRoot(String, root: String)
  /// `none` listed together with other mitigations.
  case noneCombined
  /// `recoverable` after a finding other than `lockup` or `dead-end`.
  case recoverableNotLockup(String)
  /// A setting value out of its range (`fps` is 1…1000).
  case settingOutOfRange(name: String, value: String)
  /// An event no finger can perform (docs/MODEL.md §10.5); the text says why.
  case notPerformable(String)
  /// A file to check with no event and no expectation: it would pass without testing anything.
  case nothingToCheck
  /// `tap tab X` or `app select X` where `X` is no tab of `tabs:`.
  case notATab(String, tabs: [String])

  /// Why a gesture step alone is not something a finger does.
  static func stepReason(_ keyword: String, _ phase: GesturePhase) -> String {
    "a finger does not deliver '\(keyword) \(phase.word)' by itself: write the whole stroke, "
      + "'\(keyword) P over D [velocity V]' (the release velocity comes from the movement)"
  }

  /// The text a user reads.
  public var description: String {
    switch self {
    case .unrecognisedLine(let text):
      "expected a header 'key: value' or an event line starting with '@' or '+', found '\(text)'"
    case .missingTime(let action):
      "missing time before '\(action)'; event lines start with '@T' or '+T' (like '@0ms')"
    case .unknownKey(let key, let suggestion):
      "unknown key '\(key)'" + Self.hint(suggestion)
    case .repeatedKey(let key, let line):
      "repeated key '\(key)' (first given on line \(line)); only expect, screen and set repeat"
    case .headerAfterEvent(let key):
      "header '\(key)' after an event; headers come before the first event line"
    case .missingValue(let key):
      "missing value for '\(key)'"
    case .unknownValue(let what, let value, let suggestion):
      "unknown \(what) '\(value)'" + Self.hint(suggestion)
    case .unknownAction(let action, let suggestion):
      "unknown action '\(action)'" + Self.hint(suggestion)
    case .missingArgument(let after, let expected):
      "missing argument after '\(after)': expected \(expected)"
    case .unexpectedText(let text, let suggestion):
      "unexpected '\(text)' at the end of the line" + Self.hint(suggestion)
    case .expectedWord(let word, let found, let suggestion):
      "expected '\(word)', found '\(found)'" + Self.hint(suggestion)
    case .badNumber(let text):
      "bad number '\(text)'; write digits with an optional '-' and decimals, like '0.6' or '900'"
    case .valueTooLarge(let text, let limit):
      "value too large: '\(text)' (the most is \(limit))"
    case .progressOutOfRange(let text):
      "progress must be between 0 and 1, found '\(text)'"
    case .badTime(let text):
      "bad time '\(text)'; write a number and a unit, like '350ms', '0.5s', '120us' or '3f'"
    case .missingUnit(let text, let frames):
      "missing unit in '\(text)'; use " + (frames ? "us, ms, s or f" : "us, ms or s")
    case .unknownUnit(let unit, let text, let suggestion, let frames):
      "unknown unit '\(unit)' in '\(text)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; use " + (frames ? "us, ms, s or f" : "us, ms or s"))
    case .fractionalUnit(let unit, let text):
      "'\(unit)' takes a whole number, found '\(text)'"
    case .timeGoesBackwards(let time, let previous):
      "time goes backwards: @\(time) after @\(previous)"
    case .unknownScreen(let name, let suggestion, let known):
      "unknown screen '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; the screens are \(known.joined(separator: ", "))")
    case .invalidName(let name):
      "bad screen name '\(name)'; names use letters, digits, '-', '_' and '.'"
    case .duplicate(let what, let name, let line):
      "\(what) '\(name)' given twice" + (line.map { " (first on line \($0))" } ?? "")
    case .conflictingExpectation(let expectation, let other, let line):
      "'expect: \(expectation)' conflicts with 'expect: \(other)' on line \(line)"
    case .tooMany(let what, let limit):
      "too many \(what) (the most is \(limit))"
    case .startNotAtRoot(let name, let root):
      "start must begin with the root screen '\(root)', found '\(name)'"
    case .noneCombined:
      "'none' cannot be combined with other mitigations"
    case .recoverableNotLockup(let kind):
      "only a lockup or a dead end can be 'recoverable', found '\(kind) recoverable'"
    case .settingOutOfRange(let name, let value):
      "'\(name)' must be a whole number between \(Profile.plainRange(name)?.lowerBound ?? 1) and "
        + "\(Profile.plainRange(name)?.upperBound ?? 10), found '\(value)'"
    case .notPerformable(let reason): reason
    case .nothingToCheck:
      "no event and no expectation; there is nothing to check (add an 'expect:' line or events)"
    case .notATab(let name, let tabs):
      tabs.isEmpty
        ? "'\(name)' is not a tab: the app has no 'tabs:' line"
        : "'\(name)' is not a tab; the tabs are \(tabs.joined(separator: ", "))"
    }
  }

  static func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
