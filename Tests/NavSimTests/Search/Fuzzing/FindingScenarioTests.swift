import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct FindingScenarioTests {
  @Test func theSeedLockupInCanonicalForm() throws {
    var (config, _) = Bench.seedLockup()
    config.mitigations = Mitigations([.guardCoordinator])
    config.profile.stateLag = 1_000_000
    let touches = [
      Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
      Touch(
        at: 516_666, finger: 1, .pan(.dragSheet, progress: 0.5, duration: 150_000, velocity: 500)),
      Touch(
        at: 600_000, finger: 2, .pan(.swipeBack, progress: 0.5, duration: 100_000, velocity: nil)),
      Touch(at: 950_000, finger: 1, .tap(.back, hold: 120_000)),
    ]
    let finding = Finding(kind: .lockup, time: .zero, rules: [], cause: "x")
    let text = FindingScenario.text(
      configuration: config, touches: touches, finding: finding, comment: "found by test")
    #expect(
      text == """
        # found by test
        name: lockup under guard-coordinator
        mitigation: guard-coordinator
        set: stateLag=1000ms
        start: root > detail
        expect: lockup

        @0ms tap show-sheet
        @516.666ms drag-sheet 0.5 over 150ms velocity 500
        @600ms finger 2: swipe-back 0.5 over 100ms
        @950ms tap back hold 120ms

        """)
    let back = try Scenario.parse(text, path: "t.nav")
    #expect(back.touches(for: config) == touches)
  }

  @Test func anotherAppListsItsScreens() {
    var config = Configuration()
    config.app = App(screens: [
      Screen(name: "home", links: [1]), Screen(name: "list", hasSheet: true),
    ])
    config.device = .ipad
    let text = FindingScenario.text(configuration: config, touches: [], finding: nil, comment: "c")
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

/// Every file the fuzzer or `shrink` writes passes the performability check (docs/MODEL.md §10.5,
/// Fitts's-law travel included), over seeds, the iOS versions `ios16`–`ios26` (and `ios13`),
/// devices and finger counts.
@Suite struct WrittenFilesArePerformableTests {
  @Test(arguments: [1, 2])
  func everyWrittenFileParsesWithTheCheck(fingers: Int) throws {
    var files = 0
    for (seed, profile, device) in [
      (UInt64(3), Profile.ios17, Device.iphone), (8, .ios13, .ipad), (13, .ios16, .iphone),
      (21, .ios18, .iphone), (34, .ios26, .iphone), (55, .ios26, .ipad), (89, .ios17, .ipad),
    ] {
      var campaign = Campaign(seed: seed)
      campaign.budget = .runs(300)
      campaign.jobs = 2
      campaign.configuration.profile = profile
      campaign.configuration.device = device
      campaign.generation.fingers = fingers
      let report = campaign.run()
      for f in report.findings {
        let context = "seed \(seed) \(profile.name) \(device) fingers \(fingers) \(f.path)"
        let scenario: Scenario
        do {
          scenario = try Scenario.parse(f.scenarioText, path: f.path)
        } catch {
          Issue.record("\(context): \(error)")
          continue
        }
        files += 1
        #expect(
          TouchPhysics(try scenario.configuration()).violations(f.inputs, fingers: fingers).isEmpty,
          "\(context)")
        // `shrink` on the written file writes a file that passes too.
        let shrunk = try Shrinker.shrink(scenario).scenario.canonicalText()
        #expect(throws: Never.self, "\(context)") {
          _ = try Scenario.parse(shrunk, path: "shrunk.nav")
        }
      }
    }
    #expect(files >= 10)
  }
}
