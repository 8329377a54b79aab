import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// A campaign's text report: the same for a seed whatever the jobs, a replay line per finding, what
/// an interrupted or single-run campaign shows.
@Suite struct CampaignTests {
  @Test func sameSeedGivesTheSameReportTwiceAndForAnyJobs() {
    let one = Campaign.small(seed: 7).run().text
    let again = Campaign.small(seed: 7).run().text
    let two = Campaign.small(seed: 7, jobs: 2).run().text
    let three = Campaign.small(seed: 7, jobs: 3).run().text
    #expect(one == again)
    #expect(one == two)
    #expect(one == three)
    #expect(one != Campaign.small(seed: 8).run().text)
  }

  @Test func everyMinimisedScenarioReplaysToTheSameFinding() {
    let report = Campaign.small(seed: 42, runs: 512, jobs: 2).run()
    #expect(report.findings.contains { $0.mitigation == .none && $0.finding.kind == .lockup })
    for f in report.findings {
      let config = report.campaign.configuration(for: f.mitigation)
      let replayed = Simulator.run(config, inputs: TouchPhysics(config).inputs(f.inputs)).findings
      #expect(TouchPhysics(config).violations(f.inputs, fingers: 1).isEmpty, "\(f.path)")
      #expect(
        replayed.contains { $0.kind == f.finding.kind && $0.cause == f.finding.cause },
        "\(f.path)")
      #expect(f.inputs.count <= f.originalInputs.count, "\(f.path)")
      #expect(f.scenarioText.contains("expect: \(f.finding.label)\n"))
      #expect(report.text.contains("replay: navfuzz run \(f.path)\n"))
    }
  }

  @Test func anInterruptedCampaignReportsWhatItHas() {
    let report = Campaign.small(seed: 4, runs: 10_000).run(isInterrupted: { true })
    #expect(report.interrupted)
    #expect(report.runsPerMitigation == 0)
    #expect(report.text.contains("(interrupted)"))
  }

  @Test func singleRunShowsItsScenarioAndTimeline() {
    var campaign = Campaign.small(seed: 42)
    campaign.mitigations = [.none]
    campaign.singleRun = 3
    let report = campaign.run()
    #expect(report.singleRuns.count == 1)
    #expect(
      report.singleRuns[0].inputs
        == Campaign.small(seed: 42).replay(run: 3, mitigation: .none).inputs)
    #expect(report.text.contains("== run 3 under none"))
    #expect(report.text.contains("timeline:"))
  }
}

/// The first screen's cells: a kind a minimised finding puts in a class where no run of that
/// class found it says so, not a bare 0.
@Suite struct CampaignSummaryCellTests {
  @Test func aKindOnlyAMinimisedFindingPutsInAClassSaysSo() throws {
    var report = Campaign.small(seed: 42, runs: 512).run()
    let i = try #require(report.rows.firstIndex { $0.mitigation == .none })
    let lockup = try #require(report.rows[i].classRuns.firstIndex { $0.kind == .lockup })
    #expect(report.rows[i].oneFingerKinds.contains(.lockup))
    #expect(report.rows[i].classRuns[lockup].oneFinger > 0)
    let counted = report.classTable
    #expect(!counted.contains("(minimised)"), "\(counted)")
    // As if every run that found the lockup had an app input the shrinker then removed.
    report.rows[i].classRuns[lockup].app += report.rows[i].classRuns[lockup].oneFinger
    report.rows[i].classRuns[lockup].oneFinger = 0
    let table = report.classTable
    let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("none") })
    #expect(row.contains("FAILS lockup 0 (minimised)"), "\(table)")
    #expect(
      table.contains(
        "0 (minimised): no run of that class found it, a run of another class did and its "
          + "minimised inputs are of that class)"), "\(table)")
  }
}
