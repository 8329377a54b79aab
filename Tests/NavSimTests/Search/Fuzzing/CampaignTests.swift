import NavSimSearchTestSupport
import Synchronization
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct CampaignTests {
  @Test func aPartialLastChunkCountsExactlyTheRunsAsked() {
    let report = Campaign.small(seed: 3, runs: 100, jobs: 2).run()
    #expect(report.rows.count == Mitigation.matrix.count)
    for row in report.rows { #expect(row.runs == 100, "\(row.mitigation)") }
  }

  @Test func runKAloneEqualsRunKOfTheCampaign() throws {
    let campaign = Campaign.small(seed: 11)
    let report = campaign.run()
    #expect(!report.findings.isEmpty)
    for f in report.findings {
      let alone = campaign.replay(run: f.firstRun, mitigation: f.mitigation)
      #expect(alone.touches == f.originalInputs, "run \(f.firstRun) \(f.mitigation)")
      // The reported finding is the minimised file's: the same signature (kind and cause
      // class) as the run's own, its cause's words possibly another screen's.
      #expect(
        alone.findings.contains {
          $0.kind == f.finding.kind
            && FindingSignature.causeClass($0) == FindingSignature.causeClass(f.finding)
        })
    }
    for row in report.rows {
      for (kind, _, first) in row.kinds {
        guard let first else { continue }
        let alone = campaign.replay(run: first, mitigation: row.mitigation)
        #expect(
          alone.findings.contains { $0.kind == kind }, "run \(first) \(row.mitigation) \(kind)")
      }
    }
  }

  @Test func generatedInputsReplayThroughTheSimulatorToTheSameFindings() {
    let campaign = Campaign.small(seed: 5)
    for mitigation in [Mitigation.none, .gestureMask, .guardCoordinator] {
      for run in campaign.replay(runs: 0..<150, mitigation: mitigation) {
        let replayed = Simulator.run(run.configuration, inputs: run.inputs).findings
          .filter { !$0.kind.isInformational }
        #expect(replayed == run.findings, "run \(run.index) under \(mitigation)")
      }
    }
  }

  @Test func theFixedProfileNeverLocksUp() {
    var campaign = Campaign.small(seed: 1, runs: 10_000, jobs: 2)
    campaign.configuration.profile = .fixed
    campaign.mitigations = [.none]
    campaign.shrinking = false
    let report = campaign.run()
    #expect(report.rows[0].runs == 10_000)
    #expect(report.rows[0].runs(.lockup) == 0)
  }

  @Test(arguments: [Strategy.timed, .uniform, .swarm])
  func everyStrategyFindsTheSeedLockup(strategy: Strategy) {
    var campaign = Campaign.small(seed: 2, runs: 3_000, jobs: 2)
    campaign.mitigations = [.none]
    campaign.generation.strategy = strategy
    campaign.generation.appEvents = false
    campaign.shrinking = false
    let report = campaign.run()
    // The seed's lockup: an interactive pop orphaned by an uncommitted interactive dismissal.
    #expect(report.findings.contains { $0.finding.kind == .lockup && $0.finding.rules.has(.r7) })
  }

  @Test func failedFollowsTheControlRule() {
    var campaign = Campaign.small(seed: 9, runs: 128)
    campaign.mitigations = [.none]
    let control = campaign.run()
    #expect(control.rows[0].runs(.lockup) > 0)
    #expect(!control.failed)
    #expect(control.controlWarning == nil)
    campaign.mitigationsExplicit = true
    #expect(campaign.run().failed)

    var holds = Campaign.small(seed: 9, runs: 128)
    holds.mitigations = [.none, .fullScreenCover]
    holds.generation.appEvents = false
    #expect(!holds.run().failed)
  }

  @Test func anEmptyControlIsReported() {
    var campaign = Campaign.small(seed: 9, runs: 1)
    campaign.mitigations = [.none]
    campaign.configuration.profile = .fixed
    #expect(campaign.run().controlWarning != nil)
  }

  @Test func progressReportsTheTotals() {
    let seen = LockedBox()
    _ = Campaign.small(seed: 4, runs: 128).run(progress: { seen.set($0) }, progressInterval: .zero)
    let last = seen.value
    #expect(last?.runs == 128 * Mitigation.matrix.count)
    #expect(last?.line.hasPrefix("#\(128 * Mitigation.matrix.count) runs ") == true)
  }

  @Test func aTimeBudgetStopsOnItsOwn() {
    var campaign = Campaign.small(seed: 4)
    campaign.budget = .seconds(0.05)
    campaign.mitigations = [.none]
    let report = campaign.run()
    #expect(report.runsPerMitigation > 0)
    #expect(report.runsPerMitigation % Campaign.coverageChunkSize == 0)
  }
}

/// A progress sink the campaign's workers may call from any thread.
final class LockedBox: Sendable {
  private let stored = Mutex<CampaignProgress?>(nil)
  func set(_ p: CampaignProgress) { stored.withLock { $0 = p } }
  var value: CampaignProgress? { stored.withLock { $0 } }

  /// Every file a campaign writes parses back to the same scenario and passes
  /// `check`, whatever the profile's durations (up to the format's limit of a day each: the
  /// events then fall near the limit of the times a file may name).
  @Test(arguments: [
    [("push", Int64(86_400_000_000))], [("stateLag", Int64(86_400_000_000))],
    [("present", Int64(43_200_000_000)), ("dismiss", Int64(43_200_000_000))],
    [("pop", Int64(86_400_000_000)), ("fps", Int64(1))], [],
  ])
  func everyWrittenFileParsesBackToTheSameScenario(_ settings: [(String, Int64)]) throws {
    for seed in UInt64(1)...4 {
      var campaign = Campaign.small(seed: seed, runs: 20)
      for (name, value) in settings {
        let accepted = campaign.configuration.profile.setting(name, to: value)
        #expect(accepted)
      }
      let report = campaign.run()
      for finding in report.findings {
        let context = "seed \(seed), \(settings): \(finding.path)"
        let scenario = try #require(
          try? Scenario.parse(finding.scenarioText, path: finding.path),
          "\(context)\n\(finding.scenarioText)")
        #expect(scenario.canonicalText() == finding.scenarioText, "\(context)")
        let replay = try scenario.replay()
        #expect(replay.passed, "\(context): \(replay.failures)")
      }
    }
  }
}

/// The verdict by input class (docs/MODEL.md §10.1).
@Suite struct CampaignClassTests {
  static func report(fingers: Int) -> CampaignReport {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(1_000)
    campaign.jobs = 2
    campaign.mitigations = [.none, .gestureMask]
    campaign.generation.fingers = fingers
    return campaign.run()
  }

  @Test func aOneFingerCampaignFindsOnlyOneFingerFindings() {
    let report = Self.report(fingers: 1)
    for f in report.findings {
      #expect(!f.multiFinger, "\(f.path)")
      #expect(
        TouchPhysics(report.campaign.configuration(for: f.mitigation)).violations(
          f.inputs, fingers: 1
        ).isEmpty, "\(f.path)")
    }
    for row in report.rows {
      #expect(row.multiFingerKinds.isEmpty)
      #expect(row.classVerdictParts[1] == "two fingers: not tried (--fingers 2)")
    }
    let none = report.rows[0]
    #expect(none.oneFingerKinds.contains(.lockup))
    // The lockup's dependences come from searches under each alternative: with no orphaned
    // pop no run finds it.
    #expect(
      none.dependences.contains { entry in
        entry.kind == .lockup
          && entry.dependences.contains {
            $0.assumption.setting == "r7Triggers" && $0.verdict == .needs
          }
      })
  }

  @Test func twoFingersAddWhatOneFingerCannotReach() {
    let report = Self.report(fingers: 2)
    for f in report.findings where f.multiFinger {
      let config = report.campaign.configuration(for: f.mitigation)
      #expect(TouchPhysics(config).needsSeveralFingers(f.inputs), "\(f.path)")
    }
    let mask = report.rows[1]
    #expect(!mask.oneFingerKinds.contains(.lockup))
    #expect(mask.multiFingerKinds.contains(.lockup) || mask.appKinds.contains(.lockup))
  }
}
