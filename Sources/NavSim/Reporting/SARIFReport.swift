import NavSimCore
import NavSimScenario
import NavSimSearch

/// Findings and failed checks as a SARIF 2.1.0 log (`--sarif FILE`), for code-scanning views:
/// one rule per finding kind (and one for an expectation not met), each result's message the
/// cause, its location the scenario file and the line of the decisive event, its properties the
/// rules with their tags, the mitigation, the profile, the input class and (a campaign's
/// verdict findings) what it depends on by search (`needs`, `dependences`), and its
/// `partialFingerprints` the ``FindingSignature``'s fingerprint, so the same bug keeps its
/// identity across runs, seeds and shards.
public struct SARIFReport: Sendable {
  /// One result.
  public struct Result: Sendable {
    /// The rule: a finding kind's name, or `expectation-not-met`.
    public var ruleID: String
    /// The message (the cause).
    public var message: String
    /// The scenario file, as given (a relative path stays relative).
    public var file: String
    /// The line of the decisive event (1-based).
    public var line: Int
    /// The finding, if the result is one.
    public var finding: Finding?
    /// Its signature.
    public var signature: FindingSignature?
    /// `error` for a finding that fails, `warning` for the control's, `note` otherwise.
    public var level: String
    /// What the finding depends on, by search (a campaign's verdict finding; else empty).
    public var dependences: [Dependence] = []
    /// The column (1-based, UTF-8 bytes), when the location is a place in source.
    public var column: Int?
    /// Other places the result concerns (a presentation's other sites, the call of an app's
    /// own modifier), each with a message.
    public var related: [(file: String, line: Int, column: Int?, message: String)] = []
    /// More properties (a scan's scope, gesture, mitigation, replay command).
    package var extraProperties: [(key: String, value: JSONValue)] = []

    /// Creates a result.
    public init(
      ruleID: String, message: String, file: String, line: Int, finding: Finding? = nil,
      signature: FindingSignature? = nil, level: String = "error"
    ) {
      self.ruleID = ruleID
      self.message = message
      self.file = file
      self.line = line
      self.finding = finding
      self.signature = signature
      self.level = level
    }
  }

  /// A rule of the log: its id, a name, a one-line description and, where there is one, help
  /// that says how to fix what it reports.
  public struct Rule: Sendable {
    /// The id results name (`lockup`).
    public var id: String
    /// The rule's name in UpperCamelCase (`Lockup`).
    public var name: String
    /// What the rule reports, one sentence.
    public var text: String
    /// How to fix it (SARIF's `help`), if the log says.
    public var help: String?
    /// Its results' level unless a result says otherwise (`error`, `warning`).
    public var level = "error"
  }

  /// The results, in report order.
  public var results: [Result]
  /// The tool's version (`navfuzz --version`), if known.
  public var toolVersion: String
  /// The rules the results refer to (by default every finding kind, then the expectation and
  /// invalid-scenario rules).
  public var ruleList: [Rule]

  /// Creates a log of `results`.
  public init(results: [Result], toolVersion: String = "") {
    self.results = results
    self.toolVersion = toolVersion
    self.ruleList = Self.rules.map { Rule(id: $0.id, name: $0.name, text: $0.text) }
  }

  /// The rule of an expectation that does not hold.
  public static let expectationRule = "expectation-not-met"
  /// The rule of a scenario file with errors.
  public static let invalidRule = "invalid-scenario"

  /// The rules: every finding kind that counts, then the expectation rule.
  static var rules: [(id: String, name: String, text: String)] {
    FindingKind.allCases.filter { !$0.isInformational }.map { kind in
      (kind.rawValue, Self.ruleName(kind.rawValue), Self.ruleText(kind))
    } + [
      (expectationRule, "ExpectationNotMet", "A scenario's expect: lines do not hold."),
      (invalidRule, "InvalidScenario", "A scenario file has errors and cannot run."),
    ]
  }

  static func ruleName(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  static func ruleText(_ kind: FindingKind) -> String {
    switch kind {
    case .lockup: "The app stops responding: no tap, swipe or pull-down changes what is on screen."
    case .corruption: "The navigation bar belongs to another screen than the one shown."
    case .stuckMask: "The gesture mask overlay stays up with no sheet, swallowing touches."
    case .deadEnd: "No short sequence of inputs leads back to the root."
    case .hang: "The run never settles: events are still pending long after the last input."
    case .lostSwipe: "The configuration has no working swipe-back."
    case .deadStack:
      "One stack stops responding (a tab's, or a sheet's own) while the tab bar or the sheet's dismissal still works."
    }
  }

  /// The log as JSON.
  package var json: JSONValue {
    let rules = ruleList
    let descriptors = rules.map(Self.descriptor)
    let items = results.map { Self.item($0, rules: rules) }
    return .object([
      (key: "$schema", value: "https://json.schemastore.org/sarif-2.1.0.json"),
      (key: "version", value: "2.1.0"),
      (
        key: "runs",
        value: .array([
          .object([
            (
              key: "tool",
              value: .object([
                (
                  key: "driver",
                  value: .object(
                    [
                      (key: "name", value: "navfuzz")
                    ] + (toolVersion.isEmpty ? [] : [(key: "version", value: .string(toolVersion))])
                      + [
                        (key: "rules", value: .array(descriptors))
                      ])
                )
              ])
            ),
            (key: "results", value: .array(items)),
          ])
        ])
      ),
    ])
  }

  /// A rule's descriptor: its id, name, text, help and level.
  static func descriptor(_ rule: Rule) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (key: "id", value: .string(rule.id)),
      (key: "name", value: .string(rule.name)),
      (key: "shortDescription", value: .object([(key: "text", value: .string(rule.text))])),
    ]
    if let help = rule.help {
      members.append((key: "help", value: .object([(key: "text", value: .string(help))])))
    }
    members.append(
      (key: "defaultConfiguration", value: .object([(key: "level", value: .string(rule.level))])))
    return .object(members)
  }

  /// A result: its rule (an index into `rules`), level, message and locations, its finding's
  /// signature as a fingerprint, and its ``properties(_:)``.
  static func item(_ r: Result, rules: [Rule]) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (key: "ruleId", value: .string(r.ruleID)),
      (key: "ruleIndex", value: .int(Int64(rules.firstIndex { $0.id == r.ruleID } ?? 0))),
      (key: "level", value: .string(r.level)),
      (key: "message", value: .object([(key: "text", value: .string(r.message))])),
      (key: "locations", value: .array([Self.location(r.file, r.line, r.column)])),
    ]
    if !r.related.isEmpty {
      members.append(
        (
          key: "relatedLocations",
          value: .array(
            r.related.enumerated().map { i, place in
              Self.location(
                place.file, place.line, place.column, id: i + 1, message: place.message)
            })
        ))
    }
    if let s = r.signature {
      members.append(
        (
          key: "partialFingerprints",
          value: .object([(key: "navfuzzSignature/v1", value: .string(s.fingerprint))])
        ))
    }
    members.append((key: "properties", value: .object(properties(r))))
    return .object(members)
  }

  /// A result's properties: its finding's rules, tags and time, its signature's parts, what
  /// it depends on, and the properties its maker added.
  static func properties(_ r: Result) -> [(key: String, value: JSONValue)] {
    var properties: [(key: String, value: JSONValue)] = []
    if let f = r.finding {
      properties.append(
        (
          key: "rules",
          value: .array(f.rules.rules.map { .string("\($0.id) [\($0.tag.rawValue)]") })
        ))
      properties.append(
        (
          key: "tags",
          value: .array(
            f.rules.rules.reduce(into: [String]()) { tags, rule in
              if !tags.contains(rule.tag.rawValue) { tags.append(rule.tag.rawValue) }
            }.map { .string($0) })
        ))
      properties.append((key: "timeUs", value: .int(f.time.microseconds)))
    }
    if let s = r.signature {
      properties.append((key: "mitigation", value: .string(s.mitigation)))
      properties.append((key: "profile", value: .string(s.profile)))
      properties.append((key: "class", value: .string(s.inputClass.rawValue)))
      properties.append((key: "signature", value: .string(s.description)))
    }
    if !r.dependences.isEmpty {
      properties.append(
        (
          key: "needs",
          value: .array(
            r.dependences.filter { $0.verdict == .needs }.map { .string($0.assumption.short) })
        ))
      properties.append((key: "dependences", value: .array(r.dependences.map(\.json))))
    }
    properties += r.extraProperties
    return properties
  }

  /// A SARIF `location`: the file, its line and (when known) column, with an `id` and a
  /// `message` for a related location.
  static func location(
    _ file: String, _ line: Int, _ column: Int?, id: Int? = nil, message: String? = nil
  ) -> JSONValue {
    var region: [(key: String, value: JSONValue)] = [
      (key: "startLine", value: .int(Int64(max(1, line))))
    ]
    if let column { region.append((key: "startColumn", value: .int(Int64(max(1, column))))) }
    var members: [(key: String, value: JSONValue)] = []
    if let id { members.append((key: "id", value: .int(Int64(id)))) }
    members.append(
      (
        key: "physicalLocation",
        value: .object([
          (key: "artifactLocation", value: .object([(key: "uri", value: .string(Self.uri(file)))])),
          (key: "region", value: .object(region)),
        ])
      ))
    if let message {
      members.append((key: "message", value: .object([(key: "text", value: .string(message))])))
    }
    return .object(members)
  }

  /// A file path as a relative URI reference: `/` separators, spaces and other unsafe bytes
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
        out.append(c)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}

extension Scenario {
  /// The decisive event of a finding of `kind`: the event after which it first appears (the
  /// shortest prefix of the events that already leads to it), counted from 1; `nil` when no
  /// prefix does (or the configuration cannot be made).
  public func decisiveEvent(for kind: FindingKind) -> Int? {
    guard let config = try? configuration() else { return nil }
    for k in 1...max(1, events.count) where k <= events.count {
      var prefix = self
      prefix.events = Array(events.prefix(k))
      if Simulator.run(config, inputs: prefix.inputs(for: config)).has(kind) { return k }
    }
    return nil
  }

  /// The line of event `n` (from 1) in `text`, the file the scenario was read from: event lines
  /// are those starting (after blanks) with `@` or `+`.
  public static func line(ofEvent n: Int, in text: String) -> Int? {
    var count = 0
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.first == "@" || trimmed.first == "+" {
        count += 1
        if count == n { return i + 1 }
      }
    }
    return nil
  }

  /// The line of the first `expect:` line in `text` (1 when there is none).
  public static func expectLine(in text: String) -> Int {
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.hasPrefix("expect:") {
      return i + 1
    }
    return 1
  }
}

extension SARIFReport.Result {
  /// The result of `finding`, made by the scenario read from `text` at `file`, located at the
  /// decisive event's line.
  public static func finding(
    _ finding: Finding, signature: FindingSignature, scenario: Scenario, text: String,
    file: String, level: String = "error"
  ) -> SARIFReport.Result {
    let event = scenario.decisiveEvent(for: finding.kind)
    let line =
      event.flatMap { Scenario.line(ofEvent: $0, in: text) } ?? Scenario.expectLine(in: text)
    return SARIFReport.Result(
      ruleID: finding.kind.rawValue, message: finding.cause, file: file, line: line,
      finding: finding, signature: signature, level: level)
  }
}

extension CampaignReport {
  /// Every minimised finding as a SARIF result, located in the file written for it (`none`,
  /// the control of the default matrix, as a warning).
  public var sarif: SARIFReport {
    SARIFReport(
      results: findings.compactMap { f in
        guard let scenario = try? Scenario.parse(f.scenarioText, path: f.path) else { return nil }
        var result = SARIFReport.Result.finding(
          f.finding, signature: signature(of: f), scenario: scenario, text: f.scenarioText,
          file: f.path, level: failing(f.mitigation) ? "error" : "warning")
        result.dependences = f.dependences
        return result
      })
  }
}

extension SARIFReport {
  /// The results of a replayed scenario file: every finding (`run`).
  public static func results(
    of outcome: ScenarioOutcome, text: String, file: String
  ) -> [Result] {
    outcome.findings.map { f in
      .finding(
        f,
        signature: FindingSignature(
          f, configuration: outcome.configuration,
          touches: outcome.touches),
        scenario: outcome.scenario, text: text, file: file)
    }
  }

  /// The result of a checked file whose `expect:` lines do not hold (`check`), or `nil` when
  /// they hold: located at the decisive event of a finding the file does not expect, else at
  /// its first `expect:` line.
  public static func checkResult(of outcome: ScenarioOutcome, text: String, file: String) -> Result?
  {
    guard !outcome.passed else { return nil }
    let message = outcome.failures.joined(separator: "; ")
    let expected = outcome.scenario.expectations.compactMap { e -> FindingKind? in
      if case .finding(let kind, _) = e { return kind }
      return nil
    }
    if let unexpected = outcome.findings.first(where: { !expected.contains($0.kind) }) {
      var result = Result.finding(
        unexpected,
        signature: FindingSignature(
          unexpected, configuration: outcome.configuration,
          touches: outcome.touches),
        scenario: outcome.scenario, text: text, file: file)
      result.ruleID = expectationRule
      result.message = message + " (\(unexpected.cause))"
      return result
    }
    return Result(
      ruleID: expectationRule, message: message, file: file, line: Scenario.expectLine(in: text))
  }
}
