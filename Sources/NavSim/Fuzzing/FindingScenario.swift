/// Writes a finding's inputs as a scenario file in the canonical form of SCENARIOS.md, through
/// the scenario printer, so the fuzzer's files, `shrink`'s output and hand-written files read
/// the same way.
enum FindingScenario {
  /// The scenario: a comment line, the header (non-default values only), the `expect:` line
  /// (with a finding), a blank line, then one `@T action` line per input, gestures step by step.
  static func scenario(
    configuration: Configuration, inputs: [TimedInput], finding: Finding?, comment: String
  ) -> Scenario {
    Scenario(
      configuration: configuration, inputs: inputs, comments: [comment],
      name: finding.map { "\($0.label) under \(configuration.mitigations)" },
      expectations: finding.map { [.finding($0.kind, recoverable: $0.recoverable)] } ?? [])
  }

  /// The scenario's canonical text.
  static func text(
    configuration: Configuration, inputs: [TimedInput], finding: Finding?, comment: String
  ) -> String {
    scenario(configuration: configuration, inputs: inputs, finding: finding, comment: comment)
      .canonicalText()
  }
}
