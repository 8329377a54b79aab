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
    let expectations = finding.map {
      self.expectations(keeping: $0, configuration: configuration, touches: touches)
    }
    return Scenario(
      configuration: configuration, touches: touches, comments: [comment],
      name: finding.map { "\($0.label) under \(configuration.mitigations)" },
      expectations: expectations ?? [])
  }

  /// The `expect:` lines of a file whose inputs lead to `finding`: that finding first, then
  /// every other finding (not informational) the inputs lead to, one line per kind (the first
  /// finding of a kind decides `recoverable`), so that `check` passes the file as it is.
  package static func expectations(
    keeping finding: Finding, configuration: Configuration, touches: [Touch]
  ) -> [Expectation] {
    let inputs = TouchPhysics(configuration).inputs(touches)
    var expectations = [Expectation.finding(finding.kind, recoverable: finding.recoverable)]
    var kinds = [finding.kind]
    for other in Simulator.run(configuration, inputs: inputs).findings
    where !other.kind.isInformational && !kinds.contains(other.kind) {
      kinds.append(other.kind)
      expectations.append(.finding(other.kind, recoverable: other.recoverable))
    }
    return expectations
  }

  /// The scenario's canonical text.
  package static func text(
    configuration: Configuration, touches: [Touch], finding: Finding?, comment: String
  ) -> String {
    scenario(configuration: configuration, touches: touches, finding: finding, comment: comment)
      .canonicalText()
  }
}

extension FindingScenario {
  /// Whether `text`, read back as `navfuzz check` reads a file, replays to a finding of
  /// `signature` (same kind, cause class, mitigation, profile and input class) with every
  /// `expect:` line met: the test every finding file passes before it is written.
  package static func replays(_ text: String, path: String, signature: FindingSignature) -> Bool {
    guard let scenario = try? Scenario.parse(text, path: path),
      let outcome = try? scenario.replay(), outcome.passed
    else { return false }
    return outcome.findings.contains {
      FindingSignature($0, configuration: outcome.configuration, touches: outcome.touches)
        == signature
    }
  }
}
