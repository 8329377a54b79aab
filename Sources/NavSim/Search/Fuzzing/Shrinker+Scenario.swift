import NavSimCore
import NavSimScenario

/// The result of minimising a scenario file (`navfuzz shrink`).
public struct ShrinkOutcome: Sendable {
  /// The finding kept, or `nil` if the scenario's run has none (nothing to minimise).
  public var finding: Finding?
  /// The minimised scenario (the original when there is no finding): its comments and name
  /// kept, its `expect:` lines the finding kept and every other finding its inputs lead to
  /// (as the fuzzer writes them), its events step by step.
  public var scenario: Scenario
  /// Inputs before minimising.
  public var originalInputCount: Int
  /// Inputs after minimising.
  public var inputCount: Int
  /// Replays the shrinker made.
  public var replays: Int
}

extension Shrinker {
  /// Minimises a parsed scenario, keeping the finding its `expect:` lines name (the first one
  /// present), else its run's first finding that is not informational.
  /// - Throws: the scenario's diagnostics if its configuration is invalid.
  public static func shrink(_ scenario: Scenario) throws(ScenarioDiagnostics) -> ShrinkOutcome {
    let config = try scenario.configuration()
    let inputs = scenario.touches(for: config)
    let findings = Simulator.run(config, inputs: scenario.inputs(for: config)).findings.filter {
      !$0.kind.isInformational
    }
    var expected: [FindingKind] = []
    for case .finding(let kind, _) in scenario.expectations { expected.append(kind) }
    let target =
      findings.first { expected.contains($0.kind) } ?? findings.first
    guard let target else {
      return ShrinkOutcome(
        finding: nil, scenario: scenario, originalInputCount: inputs.count,
        inputCount: inputs.count, replays: 1)
    }
    var shrinker = Shrinker(configuration: config, finding: target)
    let signature = FindingSignature(target, configuration: config, touches: inputs)
    // The minimised touches, written and read back, must replay to the finding's signature;
    // else the original touches are written (a shrink never hands back a file that does not
    // reproduce).
    for touches in [shrinker.shrink(inputs), inputs] {
      var out = Scenario(
        configuration: config, touches: touches, comments: scenario.comments,
        name: scenario.name,
        expectations: FindingScenario.expectations(
          keeping: target, configuration: config, touches: touches))
      out.profile = scenario.profile
      var kept = signature
      kept.inputClass = InputClass.of(touches, configuration: config)
      if target.needsAppInput { kept.inputClass = .app }
      guard
        FindingScenario.replays(out.canonicalText(), path: "shrunk.nav", signature: kept)
          || touches == inputs
      else { continue }
      return ShrinkOutcome(
        finding: target, scenario: out, originalInputCount: inputs.count,
        inputCount: touches.count, replays: shrinker.replays)
    }
    return ShrinkOutcome(
      finding: target, scenario: scenario, originalInputCount: inputs.count,
      inputCount: inputs.count, replays: shrinker.replays)
  }
}
