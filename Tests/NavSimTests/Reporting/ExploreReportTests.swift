import Foundation
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// Every counterexample `explore` prints is a file `navfuzz check` passes:
/// its `expect:` lines name every finding of its run, as the fuzzer's files do.
@Suite struct ExploreReportTests {
  /// The counterexamples of every mitigation × profile (and one and two fingers, app inputs on
  /// and off) at a small depth, each parsed and checked as `check` does. Two fingers make the
  /// most pairs of touches, so they go two steps deep on iOS 17 alone (iOS 13 differs from it
  /// in one setting, which one finger covers) and one step on iOS 26 (interruptible
  /// navigation): each profile more at depth 2 costs 40 s of the suite's time.
  @Test(arguments: [
    (1, true, 3, [Profile.ios17, .ios13, .ios26]), (1, false, 3, [.ios17, .ios13, .ios26]),
    (2, true, 2, [.ios17]), (2, true, 1, [.ios26]),
  ])
  func everyPrintedCounterexamplePassesCheck(
    fingers: Int, appEvents: Bool, depth: Int, profiles: [Profile]
  ) throws {
    var bounds = ExplorationBounds(depth: depth, horizon: .milliseconds(1200))
    bounds.fingers = fingers
    bounds.appEvents = appEvents
    var configurations: [Configuration] = []
    for profile in profiles {
      for mitigation in Mitigation.matrix(for: [profile]) {
        var config = Configuration()
        config.profile = profile
        config.start = [0, 1]
        config.mitigations = Mitigations([mitigation])
        configurations.append(config)
      }
    }
    let results = Explorer.explore(configurations: configurations, bounds: bounds)
    var checked = 0
    for r in results {
      for c in r.counterexamples + r.userOnlyCounterexamples {
        let text = ExploreReport.scenario(c, in: r, recoverable: c.finding?.recoverable ?? false)
          .canonicalText()
        let label = "\(r.configuration.mitigations)/\(r.configuration.profile.name) \(c.kind)"
        let scenario = try Scenario.parseCheckable(text, path: "x.nav")
        let outcome = try scenario.replay()
        #expect(outcome.passed, "\(label): \(outcome.failures)")
        checked += 1
      }
    }
    #expect(checked >= (depth == 1 ? 1 : 10), "\(checked) counterexamples checked")
  }

  /// A search stopped by `--max-states` says where once in its table row.
  @Test func aStoppedSearchSaysItsDepthOnceInTheTable() {
    var bounds = ExplorationBounds(depth: 4, horizon: .seconds(2))
    bounds.maxStates = 200
    var config = Configuration()
    config.start = [0, 1]
    let results = Explorer.explore(configurations: [config], bounds: bounds)
    #expect(results.first?.end == .maxStates)
    let table = ExploreReport(results: results).table()
    let row = table.split(separator: "\n").first { $0.hasPrefix("none") } ?? ""
    #expect(row.components(separatedBy: "(stopped at depth").count == 2, "\(row)")
  }

  /// The collision probability is printed in scientific notation with one decimal.
  @Test func probabilitiesArePrintedInScientificNotation() {
    #expect(ExploreReport.scientific(4.2e-9) == "4.2e-9")
    #expect(ExploreReport.scientific(0.099999) == "1.0e-1")
  }
}
