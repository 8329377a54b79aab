import NavSimCore
import NavSimScenario

/// Writes a finding's inputs as a scenario file in the canonical form of SCENARIOS.md, through
/// the scenario printer, so the fuzzer's files, `shrink`'s output and hand-written files read
/// the same way.
package enum FindingScenario {
  /// The scenario: a comment line, the header (non-default values only), the `expect:` lines
  /// (with a finding: every finding the inputs lead to, the given one first, so that `check`
  /// passes the file as it is), a blank line, then one `@T action` line per touch.
  static func scenario(
    configuration: Configuration, touches: [Touch], finding: Finding?, comment: String
  ) -> Scenario {
    var expectations: [Expectation] = []
    if let finding {
      expectations.append(.finding(finding.kind, recoverable: finding.recoverable))
      let all = Simulator.run(
        configuration, inputs: TouchPhysics(configuration).inputs(touches)
      ).findings
      for other in all where !other.kind.isInformational && other.kind != finding.kind {
        let e = Expectation.finding(other.kind, recoverable: other.recoverable)
        if !expectations.contains(e) { expectations.append(e) }
      }
    }
    return Scenario(
      configuration: configuration, touches: touches, comments: [comment],
      name: finding.map { "\($0.label) under \(configuration.mitigations)" },
      expectations: expectations)
  }

  /// The scenario's canonical text.
  package static func text(
    configuration: Configuration, touches: [Touch], finding: Finding?, comment: String
  ) -> String {
    scenario(configuration: configuration, touches: touches, finding: finding, comment: comment)
      .canonicalText()
  }
}
