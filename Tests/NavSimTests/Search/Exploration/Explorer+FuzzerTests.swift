import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// None of the explorer's counterexamples is longer than the fuzzer's minimised finding for the
/// same configuration.
@Suite struct ExplorerFuzzerTests {
  /// Small bounds, app events off: every menu action within 1.5 s, at most 3 of them.
  static let bounds: ExplorationBounds = {
    var bounds = ExplorationBounds(depth: 3, horizon: .milliseconds(1500))
    bounds.appEvents = false
    return bounds
  }()

  /// A small fixed-seed campaign of the seed app from `root > detail` under `mitigation`, app
  /// events off, every distinct finding minimised (none written: no out directory is used).
  static func campaign(_ mitigation: Mitigation) -> CampaignReport {
    var config = Configuration()
    config.start = [0, 1]
    var campaign = Campaign(seed: 1, configuration: config)
    campaign.mitigations = [mitigation]
    campaign.mitigationsExplicit = true
    campaign.generation.appEvents = false
    campaign.budget = .runs(1_000)
    campaign.jobs = 1
    campaign.outDirectory = ""
    return campaign.run()
  }

  @Test(arguments: Mitigation.matrix)
  func explorerCounterexampleIsNoLongerThanFuzzerFinding(_ mitigation: Mitigation) throws {
    let config = Configuration.detail([mitigation])
    let result = Explorer.explore(configuration: config, bounds: Self.bounds)
    #expect(result.end == .complete)
    let frames = FrameClock(fps: config.profile.fps)

    // The explorer's own counterexamples: each step one user input, replaying to its kind.
    for example in result.counterexamples {
      #expect(example.steps.count <= Self.bounds.depth)
      #expect(userActions(example.inputs).count == example.steps.count, "\(example.kind)")
      #expect(!example.needsAppInput)
      #expect(example.finding?.kind == example.kind, "\(mitigation) \(example.kind)")
    }

    let report = Self.campaign(mitigation)
    #expect(!report.interrupted)
    for found in report.findings where !found.finding.kind.isInformational {
      let kind = found.finding.kind
      #expect(found.mitigation == mitigation)
      #expect(!found.finding.needsAppInput)
      let actions = userActions(found.inputs)
      if let example = result.counterexample(kind) {
        #expect(
          example.steps.count <= actions.count,
          "\(mitigation) \(kind): the explorer's \(example.steps.count) inputs, the fuzzer's \(actions.count):\n\(found.scenarioText)"
        )
      } else if actions.count <= Self.bounds.depth {
        // Within the depth, the explorer may miss only what needs two inputs within a frame.
        #expect(
          needsSubFrameTiming(actions, frames: frames),
          "\(mitigation) \(kind): the fuzzer found it in \(actions.count) frame-separable inputs, the explorer not at all:\n\(found.scenarioText)"
        )
      }
    }

    if mitigation == .none {
      let lockup = try #require(result.counterexample(.lockup))
      #expect(lockup.steps.count == 3)
      #expect(userActions(lockup.inputs).count == 3)
      // The comparison is not vacuous: the fuzzer found the control's lockup too.
      #expect(report.findings.contains { $0.finding.kind == .lockup })
    }
  }

  /// The helper that counts inputs counts a gesture once, whatever its moves.
  @Test func userActionsCountEachGestureOnce() {
    let script = Script.seedLockup()
    let actions = userActions(script.inputs)
    #expect(actions.count == 3)
    #expect(actions.map(\.start) == [0, 700_000, 1_000_000])
    #expect(actions.map(\.end) == [0, 820_000, 1_100_000])
    #expect(!needsSubFrameTiming(actions, frames: FrameClock(fps: 60)))
    let together = Script().at(0, .tap(.showSheet)).at(10, .tap(.showSheet))
    #expect(needsSubFrameTiming(userActions(together.inputs), frames: FrameClock(fps: 60)))
  }
}
