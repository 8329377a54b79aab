import Foundation
import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ReplayerTests {
  /// The checkpointed replay of a moved touch (from a checkpoint, stopping once back in step,
  /// performability checked against the finger's neighbours) says what a whole run says, for
  /// every input of every repository scenario moved to seeded times around it.
  @Test func aMovedTouchReplaysAsAWholeRunDoes() throws {
    var rng = SplitMix64(seed: 7)
    var compared = 0
    var kept = 0
    for (file, config, touches, finding) in try RepositoryScenarios.findingCases() {
      let target = ExplainTarget(finding)
      var replayer = Replayer(configuration: config, touches: touches, target: target)
      let physics = TouchPhysics(config)
      let fingers = max(1, Set(touches.filter(\.isTouch).map(\.finger)).count)
      for i in touches.indices {
        for _ in 0..<6 {
          let shift = Int64(rng.next() % 2_400_001) - 1_200_000
          let t = max(0, touches[i].time + shift)
          var moved = touches
          moved[i].time = t
          // An app input stays between the app inputs before and after it (the app makes its
          // steps in order), the rest is the whole run's check.
          let apps = touches.indices.filter { touches[$0].isApp }
          let k = apps.firstIndex(of: i)
          let inOrder =
            k.map { k in
              (k == 0 || t >= touches[apps[k - 1]].time)
                && (k + 1 == apps.count || t <= touches[apps[k + 1]].time)
            } ?? true
          let whole =
            inOrder && physics.violations(moved, fingers: fingers).isEmpty
            && Simulator.run(config, inputs: physics.inputs(moved)).findings.contains(
              where: target.matches)
          let replayed = replayer.keeps(moving: i, to: t)
          #expect(replayed == whole, "\(file): input \(i) at \(t) µs")
          compared += 1
          if whole { kept += 1 }
        }
      }
    }
    #expect(compared > 300)
    #expect(kept > 20 && kept < compared)  // both outcomes are exercised
  }

  /// A moved touch that changes nothing lasting is back in step within a few steps: replaying
  /// it costs about the same however many inputs follow.
  @Test func aHarmlessMoveStopsOnceBackInStep() throws {
    let (config, lockup) = Bench.seedLockupTouches()
    func work(padding: Int) throws -> Int {
      var touches = lockup
      // From 1.6 s: the finger lifts from the swipe at 1 250 ms and needs 269 ms to travel to
      // Back (docs/MODEL.md §10.1), so the run stays performable.
      for k in 0..<padding {
        touches.append(
          Touch(at: 1_600_000 + Int64(k) * 200_000, finger: 1, .tap(.back, hold: 80_000)))
      }
      let finding = try #require(
        Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings.first {
          $0.kind == .lockup
        })
      var replayer = Replayer(
        configuration: config, touches: touches, target: ExplainTarget(finding))
      let before = replayer.delivered
      // The first padding tap (after the lockup, swallowed) moved by 50 ms.
      let first = lockup.count
      let kept = replayer.keeps(moving: first, to: touches[first].time + 50_000)
      #expect(kept)
      return replayer.delivered - before
    }
    let long = try work(padding: 400)
    #expect(long > 0)  // the move was replayed, not refused
    #expect(try long == work(padding: 20))
  }
}
