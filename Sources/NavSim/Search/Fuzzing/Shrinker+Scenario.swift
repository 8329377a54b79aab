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
    let minimal = shrinker.shrink(inputs)
    var out = Scenario(
      configuration: config, touches: minimal, comments: scenario.comments, name: scenario.name,
      expectations: FindingScenario.expectations(
        keeping: target, configuration: config, touches: minimal))
    out.profile = scenario.profile
    return ShrinkOutcome(
      finding: target, scenario: out, originalInputCount: inputs.count,
      inputCount: minimal.count, replays: shrinker.replays)
  }
}
