import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct ShrinkerTests {
  @Test func theSeedLockupShrinksToShowPullDownSwipe() throws {
    let (config, inputs) = Bench.seedLockup()
    let finding = try #require(
      Simulator.run(config, inputs: inputs).findings.first { $0.kind == .lockup })
    var shrinker = Shrinker(configuration: config, finding: finding)
    let minimal = shrinker.shrink(inputs)
    let actions = Shrinker.groups(minimal)
    #expect(actions.count <= 3)
    #expect(minimal.first?.input == .tap(.showSheet))
    #expect(minimal.contains { $0.input == .dragSheet(.begin) })
    #expect(minimal.contains { $0.input == .swipeBack(.begin) })
    let replayed = Simulator.run(config, inputs: minimal).findings
    #expect(replayed.contains { $0.kind == .lockup && $0.cause == finding.cause })
    #expect(minimal.count <= inputs.count)
  }

  @Test func shrinkingIsDeterministic() throws {
    let (config, inputs) = Bench.seedLockup()
    let finding = try #require(Simulator.run(config, inputs: inputs).findings.first)
    var a = Shrinker(configuration: config, finding: finding)
    var b = Shrinker(configuration: config, finding: finding)
    #expect(a.shrink(inputs) == b.shrink(inputs))
  }

  @Test func inputsWithoutTheFindingAreReturnedUnchanged() {
    let (config, inputs) = Bench.seedLockup()
    var fixed = config
    fixed.profile = .fixed
    let finding = Finding(kind: .lockup, time: .zero, rules: [], cause: "none")
    var shrinker = Shrinker(configuration: fixed, finding: finding)
    #expect(shrinker.shrink(inputs) == inputs)
  }

  /// A sweep over campaign runs with findings: the minimised inputs keep the finding and are
  /// never longer, nor end later, than the originals.
  @Test func shrinkingNeverChangesTheFindingNorGrows() {
    let campaign = Campaign(seed: 21)
    var checked = 0
    for mitigation in [Mitigation.none, .gestureMask, .guardPresented] {
      var k = 0
      var found = 0
      while k < 400 && found < 6 {
        let run = campaign.replay(run: k, mitigation: mitigation)
        k += 1
        guard let finding = run.findings.first else { continue }
        found += 1
        var shrinker = Shrinker(configuration: run.configuration, finding: finding)
        let minimal = shrinker.shrink(run.inputs)
        let replayed = Simulator.run(run.configuration, inputs: minimal).findings
        let context = "seed 21 run \(k - 1) \(mitigation) \(finding.kind)"
        #expect(
          replayed.contains {
            $0.kind == finding.kind && $0.cause == finding.cause
              && $0.recoverable == finding.recoverable
          }, "\(context)")
        #expect(minimal.count <= run.inputs.count, "\(context)")
        #expect((minimal.last?.time ?? .zero) <= (run.inputs.last?.time ?? .zero), "\(context)")
        #expect(zip(minimal, minimal.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(context)")
        checked += 1
      }
    }
    #expect(checked >= 10)
  }

  @Test func groupsKeepAGestureTogether() {
    let (_, inputs) = Bench.seedLockup()
    let groups = Shrinker.groups(inputs)
    #expect(groups.count == 3)
    #expect(groups[1].first?.input == .dragSheet(.begin))
    #expect(groups[1].last?.input == .dragSheet(.end(velocity: 900)))
    #expect(Shrinker.flatten(groups) == inputs)
  }

  @Test func simplerValuesAreRounder() {
    #expect(Shrinker.simpler(.dragSheet(.move(0.63))) == [.dragSheet(.move(0.6))])
    #expect(
      Shrinker.simpler(.swipeBack(.end(velocity: 1234)))
        == [
          .swipeBack(.end(velocity: 0)), .swipeBack(.end(velocity: 500)),
          .swipeBack(.end(velocity: 1000)), .swipeBack(.end(velocity: 1200)),
          .swipeBack(.end(velocity: 1230)),
        ])
    #expect(Shrinker.simpler(.tap(.back)).isEmpty)
  }
}
