import NavSimCore

/// A scenario replayed: its run, and whether its `expect:` lines hold.
public struct ScenarioOutcome: Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// The configuration it ran under.
  public var configuration: Configuration
  /// The run.
  public var result: RunResult
  /// Informational findings about the configuration (`lost-swipe`).
  public var configurationFindings: [Finding]
  /// Every expectation that does not hold, as `expected lockup, found ok`.
  public var failures: [String]

  /// Whether every expectation holds (a file without `expect:` lines always passes).
  public var passed: Bool { failures.isEmpty }

  /// The findings that count (informational ones left out).
  public var findings: [Finding] { result.findings.filter { !$0.kind.isInformational } }

  /// The scenario's touches under its configuration (what a person does to replay it).
  public var touches: [Touch] { scenario.touches(for: configuration) }
}

extension Scenario {
  /// Runs the scenario and checks its expectations (SCENARIOS.md "Expectations").
  ///
  /// A file with finding expectations fails if a finding it does not list appears;
  /// `lost-swipe` is informational and never fails a file.
  /// - Parameters:
  ///   - recordingTrace: whether to keep the run's trace (for timelines).
  ///   - tieBreakSeed: replays with a seeded order for same-instant events; an odd seed also
  ///     hands the fingers' changes within one touch event in the other order (docs/MODEL.md §10.2,
  ///     the [A] `touchOrder`), so seeds 1 and 2 try both.
  /// - Throws: ``ScenarioDiagnostics`` when the scenario names unknown values (a parsed file
  ///   never does).
  public func replay(recordingTrace: Bool = false, tieBreakSeed: UInt64? = nil)
    throws(ScenarioDiagnostics) -> ScenarioOutcome
  {
    var config = try configuration()
    config.tieBreakSeed = tieBreakSeed
    if let seed = tieBreakSeed, seed & 1 == 1 {
      config.profile.reverseTouchOrder.toggle()
    }
    let result = Simulator.run(config, inputs: inputs(for: config), recordingTrace: recordingTrace)
    let configFindings = Oracles.lostSwipe(config).map { [$0] } ?? []
    var outcome = ScenarioOutcome(
      scenario: self, configuration: config, result: result,
      configurationFindings: configFindings, failures: [])
    outcome.failures = failures(of: outcome)
    return outcome
  }

  func failures(of outcome: ScenarioOutcome) -> [String] {
    let findings = outcome.findings
    let found =
      findings.isEmpty ? "ok" : findings.map(\.label).joined(separator: ", ")
    let state = outcome.result.model.state
    var failures: [String] = []
    var listed: [FindingKind] = []
    for expectation in expectations {
      switch expectation {
      case .ok:
        if !findings.isEmpty { failures.append("expected ok, found \(found)") }
      case .finding(let kind, let recoverable):
        listed.append(kind)
        let matching = findings.filter { $0.kind == kind }
        if matching.isEmpty {
          failures.append("expected \(expectation.text), found \(found)")
        } else if kind == .lockup || kind == .deadEnd,
          !matching.contains(where: { $0.recoverable == recoverable })
        {
          failures.append("expected \(expectation.text), found \(found)")
        }
      case .screen(let name):
        let screen = outcome.configuration.app.name(of: state.stack.top)
        if screen != name { failures.append("expected screen \(name), found screen \(screen)") }
      case .sheet(let shown):
        if state.presentation.isShown != shown {
          failures.append(
            "expected sheet \(shown ? "shown" : "hidden"), found sheet \(shown ? "hidden" : "shown")"
          )
        }
      }
    }
    if !listed.isEmpty {
      let unlisted = findings.filter { !listed.contains($0.kind) }
      if !unlisted.isEmpty {
        failures.append(
          "unexpected \(unlisted.map(\.label).joined(separator: ", ")) (expected \(listed.map(\.rawValue).joined(separator: ", ")))"
        )
      }
    }
    return failures
  }
}
