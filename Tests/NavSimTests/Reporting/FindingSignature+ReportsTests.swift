import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// A finding's signature in the reports: the same for any jobs, printed with each finding.
@Suite struct FindingSignatureReportsTests {
  @Test func campaignSignaturesAreTheSameForAnyJobsAndAcrossRuns() {
    func signatures(jobs: Int) -> [String] {
      var campaign = Campaign(seed: 1)
      campaign.budget = .runs(600)
      campaign.jobs = jobs
      let report = campaign.run()
      return report.findings.map { report.signature(of: $0).line }
    }
    let one = signatures(jobs: 1)
    #expect(!one.isEmpty)
    #expect(signatures(jobs: 1) == one)
    #expect(signatures(jobs: 3) == one)
  }

  @Test func reportsPrintTheSignature() throws {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(300)
    let report = campaign.run()
    let f = try #require(report.findings.first)
    #expect(report.text.contains(report.signature(of: f).line + "\n"))
    let config = Configuration.detail()
    let result = Simulator.run(config, inputs: Script.seedLockup().inputs, recordingTrace: true)
    let run = RunReport(title: "t", source: "s", configuration: config, result: result)
    #expect(run.inputs.count >= Script.seedLockup().inputs.count)
    let lockup = try #require(result.findings(.lockup).first)
    #expect(run.render().contains("signature: " + run.signature(of: lockup).description))
  }
}

/// A campaign reports (and writes) one finding per signature; distinct causes that minimise to the
/// same bug are one finding, their runs added up.
@Suite struct CampaignSignatureTests {
  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func everyReportedFindingHasItsOwnSignature(seed: UInt64) {
    var campaign = Campaign(seed: seed, configuration: Configuration())
    campaign.budget = .runs(300)
    campaign.jobs = 2
    let report = campaign.run(progress: nil, isInterrupted: { false })
    let signatures = report.findings.map { report.signature(of: $0) }
    #expect(Set(signatures).count == signatures.count, "seed \(seed): \(signatures)")
    #expect(Set(report.findings.map(\.path)).count == report.findings.count)
    for row in report.rows {
      let mine = report.findings.filter { $0.mitigation == row.mitigation }
      #expect(report.distinctFindings(of: row) >= mine.count)
      #expect(
        report.distinctFindings(of: row)
          == row.distinctFindings - mine.reduce(0) { $0 + $1.sameSignature })
    }
  }
}
