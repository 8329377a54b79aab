import NavSimSourceTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch
@testable import NavSimSource

/// A scanned app's campaign draws only the app inputs its source makes (the app file's
/// `app-inputs:` line, docs/SCAN.md): no finding needs an app input the source cannot make.
@Suite struct ScanAppInputsTests {
  /// The campaign `scan --fuzz` and `fuzz --app` run on a scanned app file.
  static func fuzz(_ fixture: String, runs: Int = 600) throws -> CampaignReport {
    let scan = SourceScan(files: SourceFixtures.files(fixture))
    let scenario = try Scenario.parse(scan.app.text(), path: "\(fixture).nav")
    let configuration = try scenario.configuration()
    var campaign = Campaign(seed: 1, configuration: configuration)
    campaign.budget = .runs(runs)
    campaign.mitigations = [.none]
    campaign.mitigationsExplicit = true
    let inputs = scenario.appActions(in: configuration)
    campaign.generation.appActions = inputs
    campaign.generation.appEvents = inputs?.isEmpty != true
    campaign.generation.appPushesLinkedOnly = true
    return campaign.run()
  }

  /// A tab app with a sheet, an alert, a full-screen cover and a dialog, and no handler: the
  /// default campaign draws no app input, so no finding needs one (and the report's app column
  /// says off).
  @Test func aTabAppWithoutHandlersHasNoAppInputFinding() throws {
    let report = try Self.fuzz("TabApp")
    #expect(!report.campaign.generation.appEvents)
    #expect(
      report.findings.allSatisfy { !$0.finding.needsAppInput }, "\(report.findings.map(\.finding))")
    for finding in report.findings {
      #expect(!finding.scenarioText.contains(" app "), "\(finding.scenarioText)")
      // The finding's file is the app's: `fuzz --app` on it draws what the app makes.
      #expect(finding.scenarioText.contains("\napp-inputs: none\n"), "\(finding.scenarioText)")
    }
  }

  /// An app whose deep link pushes one screen onto its inbox tab: every app input of every
  /// finding is that push.
  @Test func aDeepLinkAppDrawsOnlyItsPush() throws {
    let report = try Self.fuzz("Routes")
    let appLines = SourceScan(files: SourceFixtures.files("Routes")).app.text()
      .split(separator: "\n").filter { $0.hasPrefix("app-inputs:") || $0.hasPrefix("deep-links:") }
      .map { $0.split(separator: "  #")[0] }  // the scan's comment on the line
    #expect(appLines.count == 2, "\(appLines)")
    #expect(!report.findings.isEmpty)
    #expect(report.campaign.generation.appActions?.count == 1)
    for finding in report.findings {
      for line in finding.scenarioText.split(separator: "\n") where line.contains(" app ") {
        #expect(line.hasSuffix("app push ThreadScreen in InboxScreen"), "\(line)")
      }
      // The app file's two lines, carried into the finding's file.
      let headers = finding.scenarioText.split(separator: "\n").filter {
        $0.hasPrefix("app-inputs:") || $0.hasPrefix("deep-links:")
      }
      #expect(headers == appLines, "\(finding.scenarioText)")
    }
  }
}
