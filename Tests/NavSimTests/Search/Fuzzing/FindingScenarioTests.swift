import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct FindingScenarioTests {
  @Test func theSeedLockupInCanonicalForm() throws {
    var (config, _) = Bench.seedLockup()
    config.mitigations = Mitigations([.guardCoordinator])
    config.profile.stateLag = 1_000_000
    let inputs = [
      TimedInput(.zero, .tap(.showSheet)),
      TimedInput(.zero + .milliseconds(516.666), .dragSheet(.begin)),
      TimedInput(.zero + .milliseconds(516.666), .dragSheet(.end(velocity: 500))),
      TimedInput(.zero + .milliseconds(516.666), .swipeBack(.begin)),
      TimedInput(.zero + .milliseconds(600), .swipeBack(.move(0.5))),
      TimedInput(.zero + .milliseconds(600), .swipeBack(.end(velocity: 0))),
    ]
    let finding = Finding(kind: .lockup, time: .zero, rules: [], cause: "x")
    let text = FindingScenario.text(
      configuration: config, inputs: inputs, finding: finding, comment: "found by test")
    #expect(
      text == """
        # found by test
        name: lockup under guard-coordinator
        mitigation: guard-coordinator
        set: stateLag=1000ms
        start: root > detail
        expect: lockup

        @0ms tap show-sheet
        @516.666ms drag-sheet begin
        @516.666ms drag-sheet end velocity 500
        @516.666ms swipe-back begin
        @600ms swipe-back move 0.5
        @600ms swipe-back end

        """)
  }

  @Test func anotherAppListsItsScreens() {
    var config = Configuration()
    config.app = App(screens: [
      Screen(name: "home", links: [1]), Screen(name: "list", hasSheet: true),
    ])
    config.device = .ipad
    let text = FindingScenario.text(configuration: config, inputs: [], finding: nil, comment: "c")
    #expect(text == "# c\ndevice: ipad\nscreen: home: link list\nscreen: list: sheet\n")
  }
}

@Suite struct FindingScenarioParsingTests {
  /// Every minimised scenario of a campaign parses back, and replays from the file to the
  /// finding the report names.
  @Test func minimisedScenariosReplayFromTheirText() throws {
    var campaign = Campaign(seed: 42)
    campaign.budget = .runs(256)
    campaign.jobs = 2
    let report = campaign.run()
    #expect(!report.findings.isEmpty)
    for f in report.findings {
      let scenario = try Scenario.parse(f.scenarioText, path: f.path)
      #expect(scenario.canonicalText() == f.scenarioText, "\(f.path)")
      let config = try scenario.configuration()
      let result = Simulator.run(config, inputs: scenario.inputs(for: config))
      #expect(
        result.findings.contains { $0.kind == f.finding.kind && $0.cause == f.finding.cause },
        "\(f.path)")
    }
  }
}
