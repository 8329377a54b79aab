import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// The verdict memo answers exactly as the oracles do, on the situations fuzz runs end in.
@Suite struct JudgeMemoTests {
  /// The seed app bare and masked, the seed app on `ios26`, the tab app, an iPad split view
  /// (rotation probes) and a seeded tie-break.
  static let configurations: [Configuration] = {
    var masked = Configuration()
    masked.mitigations = Mitigations([.gestureMask])
    var ios26 = Configuration()
    ios26.profile = .ios26
    var tabs = Configuration()
    tabs.app = Bench.tabApp
    var split = Configuration()
    split.device = .ipad
    split.container = .split
    var tie = Configuration()
    tie.tieBreakSeed = 7
    return [Configuration(), masked, ios26, tabs, split, tie]
  }()

  /// The quiescent final models of `runs` fuzz runs of `config` (seed 11, two fingers).
  static func finals(_ config: Configuration, runs: Int) -> [NavigationModel] {
    var campaign = Campaign(seed: 11, configuration: config)
    campaign.mitigations = [.none]
    campaign.generation.fingers = 2
    campaign.budget = .runs(runs)
    return campaign.replay(runs: 0..<runs, mitigation: .none).compactMap { run in
      let result = Simulator.run(run.configuration, inputs: run.inputs)
      return result.quiescent ? result.model : nil
    }
  }

  @Test(arguments: configurations.indices)
  func theMemoAnswersAsTheOraclesDo(configuration index: Int) {
    let models = Self.finals(Self.configurations[index], runs: 300)
    var memo = JudgeMemo(capacity: 64)
    // Each final state twice: the second pass answers from the memo where the slot held.
    for var model in models + models {
      #expect(memo.judge(&model, needsAppInput: true) == Oracles.judge(model, needsAppInput: true))
      #expect(memo.judge(&model) == Oracles.judge(model))
    }
    #expect(memo.hits > models.count, "hits \(memo.hits) misses \(memo.misses)")
  }

  /// The progress the memo's key clears is read by nothing that follows quiescence.
  @Test(arguments: configurations.indices)
  func spentProgressDecidesNothing(configuration index: Int) {
    var cleared = 0
    for model in Self.finals(Self.configurations[index], runs: 300) {
      var copy = model
      copy.state = model.state.clearingSpentProgress
      guard copy.state.fingerprint != model.state.fingerprint else { continue }
      cleared += 1
      #expect(Oracles.judge(copy) == Oracles.judge(model))
    }
    #expect(cleared > 0, "no final state had spent progress to clear")
  }

  /// The in-place clearing writes what the clearing as first written did: each tab's and each
  /// level's progress looked at only when some tab or level had any.
  @Test(arguments: configurations.indices)
  func clearingInPlaceIsTheClearingAsFirstWritten(configuration index: Int) {
    func reference(_ state: ModelState) -> ModelState {
      var s = state
      func clear(_ stack: inout StackState) {
        if stack.progress != 0 && (stack.transition == .none || stack.transition == .orphaned) {
          stack.progress = 0
        }
      }
      clear(&s.root)
      if s.tabs.contains(where: { $0.progress != 0 }) {
        for i in s.tabs.indices { clear(&s.tabs[i]) }
      }
      let levelsSpent = s.levels.contains {
        ($0.progress != 0 && $0.phase != .dragging) || $0.content.progress != 0
      }
      if levelsSpent {
        for i in s.levels.indices {
          if s.levels[i].phase != .dragging { s.levels[i].progress = 0 }
          clear(&s.levels[i].content)
        }
      }
      return s
    }
    var changed = 0
    for model in Self.finals(Self.configurations[index], runs: 300) {
      let expected = reference(model.state)
      var cleared = model.state
      cleared.clearSpentProgress()
      #expect(cleared == expected && cleared.fingerprint == expected.fingerprint)
      if expected.fingerprint != model.state.fingerprint { changed += 1 }
    }
    #expect(changed > 0)
  }

  /// The memo's key, computed without clearing a copy, is the cleared copy's fingerprint; and
  /// it differs from the plain fingerprint exactly when the clearing changed something.
  @Test(arguments: configurations.indices)
  func theKeyIsTheClearedStatesFingerprint(configuration index: Int) {
    var changed = 0
    for model in Self.finals(Self.configurations[index], runs: 300) {
      var state = model.state
      let key = state.fingerprintClearingSpent()
      let cleared = model.state.clearingSpentProgress
      #expect(key == cleared.fingerprint)
      #expect((key != state.fingerprint) == (cleared != model.state))
      if cleared != model.state { changed += 1 }
    }
    #expect(changed > 0, "no final state had spent progress to clear")
  }

  /// The memo's comparison in place is the comparison of the cleared copies, on pairs of final
  /// states (each with itself, and with every other of the first hundred).
  @Test(arguments: configurations.indices)
  func theComparisonInPlaceIsTheClearedCopies(configuration index: Int) {
    let states = Self.finals(Self.configurations[index], runs: 300).map(\.state).prefix(100)
    var equal = 0
    var spent = 0
    for a in states {
      if a.clearingSpentProgress != a { spent += 1 }
      for b in states {
        let cleared = b.clearingSpentProgress
        var state = a
        let expected = a.clearingSpentProgress == cleared
        #expect(state.equalsClearingSpent(cleared) == expected)
        if expected { equal += 1 }
      }
    }
    #expect(equal > states.count && spent > 0, "equal pairs \(equal), spent \(spent)")
  }

  /// A quiescent model that settled later, by whole frame periods or by any part of one, is
  /// judged alike (only the time moves): the probes begin on the period's next mark, the
  /// premise of keying the memo by the state alone.
  @Test(arguments: configurations.indices)
  func whenTheModelSettledDoesNotMoveTheVerdict(configuration index: Int) {
    var rng = SplitMix64(seed: UInt64(index))
    for model in Self.finals(Self.configurations[index], runs: 120) {
      let period = model.setup.frames.period
      let verdict = Oracles.judge(model)
      for shift in [1, period / 3, 7 * period, Int64(rng.next() % UInt64(5 * period))] {
        var later = model
        later.state.now += shift
        let shifted = verdict.map { finding in
          var finding = finding
          finding.time = later.now
          return finding
        }
        #expect(Oracles.judge(later) == shifted, "shift \(shift)")
      }
    }
  }

  /// A state judged once is answered from the memo whenever the clock stood when it settled.
  @Test func theMemoAnswersTheSameStateSettledAtAnotherTime() {
    let models = Self.finals(Self.configurations[3], runs: 60)
    var memo = JudgeMemo(capacity: 1 << 16)
    for var model in models { _ = memo.judge(&model) }
    let judged = memo.misses
    for model in models {
      var later = model
      later.state.now += model.setup.frames.period / 3 + 1
      #expect(memo.judge(&later) == Oracles.judge(later))
    }
    #expect(memo.misses == judged, "\(memo.misses - judged) states judged again")
  }
}
