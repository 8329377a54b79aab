import NavSimSearchTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// The explorer's results as its report prints them: counterexamples as scenarios that replay, the
/// same text for the same arguments, what a stopped or bounded search proves.
@Suite struct ExplorerPropertyTests {
  @Test(arguments: [Profile.ios17, .ios13, .fixed])
  func everyCounterexampleReplaysToItsFinding(_ profile: Profile) throws {
    var bounds = ExplorationBounds(depth: 3, horizon: .seconds(1.5))
    bounds.appEvents = true
    for mitigation in everyMitigation {
      let config = Configuration.detail([mitigation], profile: profile)
      let result = Explorer.explore(configuration: config, bounds: bounds)
      for c in result.counterexamples + result.userOnlyCounterexamples {
        let replay = Simulator.run(config, inputs: c.inputs)
        #expect(replay.has(c.kind), "\(mitigation) \(profile.name) \(c.kind)")
        #expect(c.finding?.kind == c.kind)
        #expect(c.steps.count <= bounds.depth)
        #expect(c.inputs.allSatisfy { $0.time <= VirtualTime.zero + bounds.horizon })
        // The printed scenario reads back as the same run.
        let report = ExploreReport(results: [result])
        let text = ExploreReport.scenario(
          c, in: result, recoverable: c.finding?.recoverable ?? false
        )
        .canonicalText()
        let parsed = try Scenario.parse(text, path: "explore.nav")
        let parsedConfig = try parsed.configuration()
        #expect(parsedConfig == config, "\(text)")
        #expect(parsed.inputs(for: parsedConfig) == c.inputs, "\(text)")
        #expect(report.text.contains(text.split(separator: "\n").last.map(String.init) ?? "?"))
      }
    }
  }

  @Test func sameArgumentsGiveTheSameReport() {
    let configs = [Configuration.detail([.none]), Configuration.detail([.gestureMask])]
    let bounds = ExplorationBounds(depth: 3, horizon: .seconds(1.5))
    let a = ExploreReport(results: Explorer.explore(configurations: configs, bounds: bounds)).text
    let b = ExploreReport(results: Explorer.explore(configurations: configs, bounds: bounds)).text
    #expect(a == b)
  }

  @Test func maxStatesStopsWithTheDepthExploredFully() {
    var bounds = ExplorationBounds()
    bounds.maxStates = 500
    let result = Explorer.explore(configuration: Configuration.detail([.none]), bounds: bounds)
    #expect(result.end == .maxStates)
    #expect(result.depthExplored < 4)
    #expect(result.counterexamples.allSatisfy { $0.steps.count <= result.depthExplored })
    let text = ExploreReport(results: [result]).text
    #expect(text.contains("more than 500 distinct states (--max-states)"))
    #expect(text.contains("depth \(result.depthExplored) of 4 fully explored"))
  }

  @Test func proofLineNamesTheBoundsAndTheStates() {
    var bounds = ExplorationBounds()
    bounds.appEvents = false
    let result = Explorer.explore(
      configuration: Configuration.detail([.fullScreenCover]), bounds: bounds)
    #expect(result.counterexamples.isEmpty)
    let text = ExploreReport(results: [result]).text
    // The bounds cut paths here (new states at depth 4, inputs past 3 s): no proof is claimed.
    #expect(result.boundsCut)
    #expect(
      text.contains(
        "no finding within depth 4, horizon 3s (\(result.distinctStates) distinct states); the "
          + "bounds cut paths, so this is no proof"))
    #expect(text.contains("(try --depth 5)") || text.contains("(try --horizon 6s)"))
  }
}

/// `explore --fingers 2` (docs/MODEL.md §10.5): one finger is the default; two add steps of two
/// overlapping touches.
@Suite struct ExplorerFingersTests {
  static func explore(_ mitigation: Mitigation, fingers: Int) -> ExplorationResult {
    var bounds = ExplorationBounds(depth: 2, horizon: .milliseconds(1200))
    bounds.kind = .lockup
    bounds.appEvents = false
    bounds.fingers = fingers
    var config = Configuration()
    config.mitigations = Mitigations([mitigation])
    return Explorer.explore(configuration: config, bounds: bounds)
  }

  @Test func gestureMaskHoldsAgainstOneFingerButNotTwo() throws {
    #expect(Self.explore(.gestureMask, fingers: 1).counterexample(.lockup) == nil)
    let result = Self.explore(.gestureMask, fingers: 2)
    let two = try #require(result.counterexample(.lockup))
    #expect(two.steps.contains { if case .together = $0.action { true } else { false } })
    // The printed counterexample is a two-finger file that passes the check and replays.
    let text = ExploreReport.scenario(two, in: result, recoverable: false).canonicalText()
    #expect(text.contains("finger 2: "))
    let parsed = try Scenario.parse(text, path: "two.nav")
    #expect(try parsed.replay().result.has(.lockup), "\(text)")
  }
}
