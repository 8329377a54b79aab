import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// A model assigned another (``NavigationModel/assign(from:)``) is that model: every stored
/// property of the state, compared by reflection, so that a field added to the state and not
/// to the assignment fails here.
@Suite struct NavigationModelReuseTests {
  /// The states fuzz runs pass through (after each input, events pending): the seed app, the
  /// tab app (tabs, levels with their own stacks) and an iPad split view with a tie-break.
  static func states(_ config: Configuration, runs: Int) -> [NavigationModel] {
    var campaign = Campaign(seed: 5, configuration: config)
    campaign.mitigations = [.none]
    campaign.generation.fingers = 2
    campaign.budget = .runs(runs)
    var out: [NavigationModel] = []
    for run in campaign.replay(runs: 0..<runs, mitigation: .none) {
      var model = NavigationModel(run.configuration)
      for timed in run.inputs {
        model.advance(to: timed.time)
        model.apply(timed.input)
        out.append(model)
      }
    }
    return out
  }

  static let configurations: [Configuration] = {
    var tabs = Configuration()
    tabs.app = Bench.tabApp
    var split = Configuration()
    split.device = .ipad
    split.container = .split
    split.tieBreakSeed = 3
    return [Configuration(), tabs, split]
  }()

  /// Every stored property of `state`, as text.
  static func fields(_ state: ModelState) -> [String] {
    Mirror(reflecting: state).children.map { "\($0.label ?? "?") = \($0.value)" }
  }

  @Test(arguments: configurations.indices)
  func anAssignedModelIsTheModelItCopies(configuration index: Int) {
    let models = Self.states(Self.configurations[index], runs: 60)
    #expect(models.count > 200)
    #expect(models.contains { !$0.state.levels.isEmpty })
    #expect(models.contains { $0.state.queue.count > 1 })
    // Every model's fields, read once (reflection is most of this test's time).
    let fields = models.map { Self.fields($0.state) }
    // Each model assigned the next, then the one before: buffers of every size reused.
    var reused = models[0]
    for i in models.indices {
      let o = (i * 7 + 3) % models.count
      let other = models[o]
      var source = other
      reused.assign(from: &source)
      #expect(Self.fields(reused.state) == fields[o])
      #expect(reused.trace == nil && reused.routed == other.routed)
      // The copy runs on as the model it copies, and the source is untouched.
      var plain = other
      _ = plain.runUntilQuiescent(limit: VirtualTime(microseconds: 60_000_000))
      var ran = reused
      _ = ran.runUntilQuiescent(limit: VirtualTime(microseconds: 60_000_000))
      #expect(Self.fields(ran.state) == Self.fields(plain.state))
    }
    // Assigning from a model left every model as it was.
    #expect(models.map { Self.fields($0.state) } == fields)
  }

  /// The look-ahead's stepping records each event time once, in order, up to the limit.
  @Test func steppingCollectsTheNextEventTimes() {
    for model in Self.states(Configuration(), runs: 40) where !model.isIdle {
      var stepped = model
      var times: [Int64] = []
      stepped.stepCollectingEventTimes(into: &times, limit: 6)
      var expected: [Int64] = []
      var plain = model
      while expected.count < 6, let next = plain.nextEventTime {
        if expected.last != next.microseconds { expected.append(next.microseconds) }
        _ = plain.step()
      }
      #expect(times == expected)
      #expect(Self.fields(stepped.state) == Self.fields(plain.state))
    }
  }
}
