import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// When a probe's finger lands (docs/MODEL.md §8).
@Suite struct ProbeTests {
  /// Every probe of a quiescent model begins on the next mark of the frame clock's period: from
  /// a model that settled a third of a period before a mark and from one that settled on it,
  /// each probe ends at the same time in the same state.
  @Test(arguments: JudgeMemoTests.configurations.indices)
  func probesBeginOnThePeriodsNextMark(configuration index: Int) {
    var probed = 0
    for model in JudgeMemoTests.finals(JudgeMemoTests.configurations[index], runs: 60) {
      let period = model.setup.frames.period
      let mark = model.setup.frames.periodMark(atOrAfter: model.state.now) + period
      var early = model
      early.state.now = mark - period / 3
      var onMark = model
      onMark.state.now = mark
      for probe in Probe.menu(for: model) {
        let fromEarly = probe.run(on: early).model
        let fromMark = probe.run(on: onMark).model
        #expect(fromEarly.state.now == fromMark.state.now, "\(probe)")
        #expect(fromEarly.state == fromMark.state, "\(probe)")
        probed += 1
      }
    }
    #expect(probed > 100)
  }

  /// The lockup probes try the visible touchables first, yet a lockup's cause lists every
  /// probe in the menu's order: as running each probe in that order says, on the final states
  /// of fuzz runs that lock up (two fingers, every configuration of the memo's tests), some of
  /// them with a hidden touchable listed before a visible one.
  @Test func aLockupsCauseListsTheProbesInMenuOrder() {
    var lockups = 0
    var interleaved = 0
    for config in JudgeMemoTests.configurations {
      for model in JudgeMemoTests.finals(config, runs: 400) {
        let probing = Oracles.probe(model)
        guard !probing.works else { continue }
        lockups += 1
        let menu = Probe.motions(for: model)
        if let hidden = menu.firstIndex(where: { !$0.touchable.visible }),
          menu[hidden...].contains(where: { $0.touchable.visible })
        {
          interleaved += 1
        }
        let outcomes = menu.map { item in
          (item.touchable, Probe.run(item.motion, on: model).disposition)
        }
        #expect(probing.cause == Oracles.summarize(outcomes, in: model))
      }
    }
    #expect(
      interleaved > 0, "\(lockups) lockups, none with a hidden touchable before a visible one")
  }

  /// The dead-end search that starts from the lockup probe's result, when the probe that worked
  /// was the first of the list, decides as the search that runs that probe again: the step
  /// towards home it takes is the one the search's first round takes.
  @Test(arguments: JudgeMemoTests.configurations.indices)
  func theDeadEndSearchReusesTheFirstProbe(configuration index: Int) {
    var steps = 0
    for model in JudgeMemoTests.finals(JudgeMemoTests.configurations[index], runs: 300) {
      var judged = model
      var buffers = ProbeBuffers(model)
      let probing = Oracles.probe(&judged, using: &buffers)
      guard probing.works, probing.workedFirst else { continue }
      let after = buffers.after
      if !Oracles.isHome(model),
        Oracles.isHome(after) || Oracles.homeDistance(after) < Oracles.homeDistance(model)
      {
        var stepped = model
        var fresh = ProbeBuffers(model)
        #expect(Oracles.stepTowardsHome(&stepped, rotating: false, buffers: &fresh))
        #expect(stepped.state == after.state && stepped.now == after.now)
        steps += 1
      }
      #expect(
        Oracles.isDeadEnd(model, firstProbeRan: true, buffers: &buffers)
          == Oracles.isDeadEnd(model))
    }
    #expect(steps > 0)
  }
}
