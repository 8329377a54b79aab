import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// The report as one JSON document (`navfuzz --json`): the campaign's header, the matrix and
  /// every minimised finding with its scenario text. Deterministic like ``text``.
  package var json: JSONValue {
    let c = campaign.configuration
    let kinds = FindingKind.allCases.filter { !$0.isInformational }
    let matrix = rows.map { rowJSON($0, kinds: kinds, app: c.app) }
    let minimised = findings.map(findingJSON)
    return .object([
      (key: "seed", value: .uint(campaign.seed)),
      (key: "profile", value: .string(c.profile.name)),
      (key: "app", value: .string(campaign.appName)),
      (key: "strategy", value: .string(campaign.generation.strategy.rawValue)),
      (key: "fingers", value: .int(Int64(campaign.generation.fingers))),
      (key: "runsPerMitigation", value: .int(Int64(runsPerMitigation))),
      (key: "interrupted", value: .bool(interrupted)),
      (key: "matrix", value: .array(matrix)),
      (key: "findings", value: .array(minimised)),
    ])
  }

  /// A row of the matrix: its runs, each finding kind of `kinds` with its runs and first
  /// run, its distinct findings, coverage (of `app`), cost and ``verdictJSON(_:)``.
  func rowJSON(_ row: Row, kinds: [FindingKind], app: App) -> JSONValue {
    .object([
      (key: "mitigation", value: .string(row.mitigation.rawValue)),
      (key: "runs", value: .int(Int64(row.runs))),
      (
        key: "findings",
        value: .object(
          kinds.map { kind in
            (
              key: kind.rawValue,
              value: .object([
                (key: "runs", value: .int(Int64(row.runs(kind)))),
                (key: "firstRun", value: row.firstRun(kind).map { .int(Int64($0)) } ?? .null),
              ])
            )
          })
      ),
      (key: "distinctFindings", value: .int(Int64(distinctFindings(of: row)))),
      (key: "coverage", value: Self.coverageJSON(row.coverage, app: app)),
      (key: "cost", value: row.cost.map { .string($0.cause) } ?? .null),
      (key: "verdict", value: Self.verdictJSON(row)),
    ])
  }

  /// A row's verdict: the finding kinds one finger reaches, those two fingers and app inputs
  /// add, and each kind's dependences and human margin.
  static func verdictJSON(_ row: Row) -> JSONValue {
    .object([
      (key: "oneFinger", value: .array(row.oneFingerKinds.map { .string($0.rawValue) })),
      (
        key: "twoFingersAdd",
        value: row.fingers < 2
          ? .null : .array(row.multiFingerKinds.map { .string($0.rawValue) })
      ),
      (key: "appInputsAdd", value: .array(row.appKinds.map { .string($0.rawValue) })),
      (
        key: "dependences",
        value: .array(
          row.dependences.map { entry in
            .object([
              (key: "kind", value: .string(entry.kind.rawValue)),
              (key: "fingers", value: .int(entry.multiFinger ? 2 : 1)),
              (key: "dependences", value: .array(entry.dependences.map(\.json))),
            ])
          })
      ),
      (
        key: "humanMargins",
        value: .array(
          row.margins.map { entry in
            .object([
              (key: "kind", value: .string(entry.kind.rawValue)),
              (key: "margin", value: Explanation.json(entry.travel)),
            ])
          })
      ),
    ])
  }

  /// A minimised finding: its finding, signature, runs, inputs before and after, what it needs
  /// and depends on, its human margin, file, scenario and replay command.
  func findingJSON(_ f: ReportedFinding) -> JSONValue {
    .object([
      (key: "mitigation", value: .string(f.mitigation.rawValue)),
      (key: "finding", value: RunReport.json(f.finding)),
      (key: "signature", value: .string(signature(of: f).description)),
      (key: "fingerprint", value: .string(signature(of: f).fingerprint)),
      (key: "firstRun", value: .int(Int64(f.firstRun))),
      (key: "runs", value: .int(Int64(f.runs))),
      (key: "inputsBefore", value: .int(Int64(f.originalInputs.count))),
      (key: "inputsAfter", value: .int(Int64(f.inputs.count))),
      (key: "needsSeveralFingers", value: .bool(f.multiFinger)),
      (key: "needs", value: .array(f.needs.map { .string($0.short) })),
      (key: "dependences", value: .array(f.dependences.map(\.json))),
      (key: "humanMargin", value: f.humanMargin.map(Explanation.json) ?? .null),
      (key: "path", value: .string(f.path)),
      (key: "scenario", value: .string(f.scenarioText)),
      (key: "replay", value: .string("navfuzz run \(f.path)")),
    ])
  }

  /// A row's coverage: how many abstract states, and the rules, screens, sheet phases and
  /// transitions reached and never reached.
  static func coverageJSON(_ c: Coverage, app: App) -> JSONValue {
    let screens = app.screens.indices.map { id in
      (name: app.screens[id].name, reached: id < 64 && c.screens & (1 << UInt64(id)) != 0)
    }
    func names(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    return .object([
      (key: "states", value: .int(Int64(c.states.count))),
      (key: "rules", value: names(Rule.allCases.filter { c.rules.has($0) }.map(\.id))),
      (key: "rulesNever", value: names(c.rulesNever.map(\.id))),
      (key: "screens", value: names(screens.filter(\.reached).map(\.name))),
      (key: "screensNever", value: names(screens.filter { !$0.reached }.map(\.name))),
      (key: "sheetPhases", value: names(c.phasesReached.reached)),
      (key: "sheetPhasesNever", value: names(c.phasesReached.never)),
      (key: "transitions", value: names(c.transitionsReached.reached)),
      (key: "transitionsNever", value: names(c.transitionsReached.never)),
    ])
  }
}
