import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// The signature of a minimised finding: its mitigation under the campaign's profile, its
  /// input class from the minimised inputs.
  public func signature(of f: ReportedFinding) -> FindingSignature {
    FindingSignature(
      f.finding, configuration: campaign.configuration(for: f.mitigation), touches: f.inputs)
  }
}

extension RunReport {
  /// The inputs the run delivered, read back from its trace (empty without a trace).
  public var inputs: [TimedInput] {
    result.trace.compactMap { entry in entry.input.map { TimedInput(entry.time, $0) } }
  }

  /// The signature of one of the run's findings.
  public func signature(of finding: Finding) -> FindingSignature {
    FindingSignature(finding, configuration: configuration, touches: touches)
  }
}
