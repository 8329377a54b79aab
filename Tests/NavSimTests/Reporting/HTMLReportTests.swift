import NavSimReportingTestSupport
import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// Structure checks of the HTML page: what a browser needs to show it, and what a reader needs
/// to follow it (the browser itself runs in `Scripts/render-report.sh`).
@Suite struct HTMLReportTests {
  static func campaign(jobs: Int = 1) -> CampaignReport {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(500)
    campaign.jobs = jobs
    return campaign.run()
  }

  @Test func aCampaignPageHasTheMatrixAndATimelinePerFinding() {
    let report = Self.campaign()
    let html = report.html.render()
    #expect(HTMLStructure.problems(html, entries: report.findings.count) == [])
    #expect(!report.findings.isEmpty)
    // Every finding is linked from its matrix row, with its signature, cause and rules.
    for (i, f) in report.findings.enumerated() {
      #expect(html.contains("href=\"#finding-\(i + 1)\""), "finding \(i + 1)")
      #expect(html.contains(HTMLReport.escape(report.signature(of: f).description)))
      #expect(html.contains(HTMLReport.escape(f.finding.cause)))
      for rule in f.finding.rules.rules {
        #expect(html.contains("<span class=\"rule\">\(rule.id)</span>"))
      }
    }
    let rows = HTMLStructure.elements("<tr><th scope=\"row\">", "</tr>", in: html)
    #expect(rows.count == Mitigation.matrix.count)
    for row in rows {
      #expect(
        HTMLStructure.elements("<td class=\"cell\">", "</td>", in: row).count
          == InputClass.allCases.count)
    }
  }

  /// A cell of a class the campaign did not try says `not tried`; one it tried without a
  /// finding says `holds`; never the same mark for both. The glossary names dead-stack.
  @Test func holdsAndNotTriedAreTwoMarks() {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(300)
    campaign.mitigations = [.none, .backHidden]
    campaign.mitigationsExplicit = true
    campaign.generation.appEvents = false
    let html = campaign.run().html.render()
    let rows = HTMLStructure.elements("<tr><th scope=\"row\">", "</tr>", in: html)
    #expect(rows.count == 2)
    for row in rows {
      let cells = HTMLStructure.elements("<td class=\"cell\">", "</td>", in: row)
      #expect(cells.count == 3)
      // One finger was tried; two fingers (--fingers 1) and app inputs (off) were not.
      #expect(!(cells.first?.contains("not tried") ?? true), "\(row)")
      #expect(cells.dropFirst().allSatisfy { $0.contains(">not tried</a>") }, "\(row)")
    }
    // back-hidden holds against one finger.
    let backHidden = rows.first { $0.contains("back-hidden") } ?? ""
    #expect(backHidden.contains(">holds</a>"), "\(backHidden)")
    #expect(!html.contains(">—</a>"))
    #expect(html.contains("<b>dead-stack</b>"))
  }

  @Test func pagesAreTheSameBytesTwiceAndForAnyJobs() {
    let one = Self.campaign().html.render()
    #expect(Self.campaign().html.render() == one)
    #expect(Self.campaign(jobs: 3).html.render() == one)
  }

  @Test func theSeedLockupTimelineShowsTheOrphanedPopTheLockAndTheMoment() throws {
    let config = Configuration.detail()
    let result = Simulator.run(config, inputs: Script.seedLockup().inputs, recordingTrace: true)
    let report = RunReport(
      title: "seed <lockup> & co", source: "seed.nav", configuration: config, result: result)
    let page = HTMLReport.runs(
      [HTMLReport.ScenarioRun(report: report, text: "@0ms tap show-sheet\n")], title: "t")
    let html = page.render()
    #expect(HTMLStructure.problems(html, entries: 1) == [])
    #expect(html.contains("seed &lt;lockup&gt; &amp; co"))
    #expect(!html.contains("<lockup>"))
    let svg = try #require(
      HTMLStructure.elements("<svg class=\"timeline\"", "</svg>", in: html).first)
    for expected in [
      "orphaned pop: never ends", "dimming, never removed", "off screen, not committed", "locked",
      "swipe-back", "pull-down", "show-sheet", "class=\"moment\"", "lockup judged at 1266.666ms",
    ] {
      #expect(svg.contains(expected), "\(expected)")
    }
  }

  /// With the run's touches, each finger has its own lane and its inputs are drawn on it.
  @Test func eachFingerHasItsLaneWithItsOwnTaps() throws {
    let scenario = try Scenario.parse(
      """
      start: root > detail
      mitigation: gesture-mask
      @0ms tap back
      @0ms finger 2: tap show-sheet
      """, path: "two.nav")
    let outcome = try scenario.replay(recordingTrace: true)
    let report = RunReport(
      title: "two fingers", source: "two.nav", configuration: outcome.configuration,
      result: outcome.result, touches: outcome.touches)
    let html = HTMLReport.runs([HTMLReport.ScenarioRun(report: report, text: "")], title: "t")
      .render()
    let svg = try #require(
      HTMLStructure.elements("<svg class=\"timeline\"", "</svg>", in: html).first)
    let one = try #require(svg.range(of: ">finger 1<"))
    let two = try #require(svg.range(of: ">finger 2<"))
    let navigation = try #require(svg.range(of: ">navigation<"))
    #expect(one.lowerBound < two.lowerBound && two.lowerBound < navigation.lowerBound)
    // The back tap is on finger 1's lane, "Show Sheet" on finger 2's: each mark follows its
    // lane's label and comes before the next lane's.
    let lane1 = svg[one.upperBound..<two.lowerBound]
    let lane2 = svg[two.upperBound..<navigation.lowerBound]
    #expect(lane1.contains(">back<") && !lane1.contains(">show-sheet<"))
    #expect(lane2.contains(">show-sheet<") && !lane2.contains(">back<"))
    #expect(!svg.contains("finger (user)"))
  }

  @Test func checkPagesSayPassOrFail() {
    let config = Configuration.detail()
    let result = Simulator.run(config, inputs: Script.seedLockup().inputs, recordingTrace: true)
    let report = RunReport(title: "a", source: "a.nav", configuration: config, result: result)
    let pass = HTMLReport.ScenarioRun(report: report, text: "", failures: [])
    let fail = HTMLReport.ScenarioRun(
      report: report, text: "", failures: ["expected ok, found lockup"])
    let html = HTMLReport.runs([pass, fail], title: "navfuzz check").render()
    #expect(HTMLStructure.problems(html, entries: 2) == [])
    #expect(html.contains(">PASS lockup</a>"))
    #expect(html.contains(">FAIL lockup</a>"))
    #expect(html.contains("FAIL: expected ok, found lockup"))
  }

  @Test func escapingCoversTextAndAttributes() {
    #expect(HTMLReport.escape("a<b>&\"c\"") == "a&lt;b&gt;&amp;&quot;c&quot;")
    #expect(HTMLReport.escape("plain") == "plain")
  }
}

extension HTMLReportTests {
  @Test func aSweepPageHasTheWindowMapAndATimelinePerOutcome() throws {
    let sweep = try Sweep(
      scenario: RepositoryScenarios.seedLockup(),
      x: Sweep.Axis.parse("event 3=600ms..1600ms/100ms"),
      y: Sweep.Axis.parse("stateLag=0ms..600ms/200ms"))
    let result = try sweep.run()
    let html = result.html(source: "seed.nav").render()
    #expect(HTMLStructure.problems(html, entries: result.outcomes.count) == [])
    let map = try #require(
      HTMLStructure.elements("<svg class=\"windowmap\"", "</svg>", in: html).first)
    #expect(map.components(separatedBy: "<rect ").count - 1 == 11 * 4 + 1)
    #expect(map.contains(WindowMap.colour(.finding(.lockup, recoverable: false))))
    #expect(html.contains("<pre class=\"text\">"))
  }
}

extension HTMLReportTests {
  @Test func fingersStillDownAtTheEndAreDrawnToTheEdgeInAFixedOrder() throws {
    var model = NavigationModel(.detail(), recordingTrace: true)
    model.apply(.tap(.showSheet))
    model.advance(to: .zero + .milliseconds(900))
    model.apply(.gesture(.dragSheet, .begin))
    model.apply(.gesture(.swipeBack, .begin))
    let trace = try #require(model.trace)
    let svg = SVGTimeline(trace).render(id: "t")
    #expect(svg == SVGTimeline(trace).render(id: "t"))
    let swipe = try #require(svg.range(of: ">swipe-back<"))
    let drag = try #require(svg.range(of: ">pull-down<"))
    #expect(swipe.lowerBound < drag.lowerBound)
  }
}
