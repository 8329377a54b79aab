import Testing

@testable import NavSimCore

/// When a probe's finger lands (docs/MODEL.md §8), from a model with events pending.
@Suite struct ProbeTests {
  /// A model with events pending is probed from where it stands: waiting for the mark would
  /// skip its events.
  @Test func aModelWithEventsPendingIsNotMoved() throws {
    var model = NavigationModel(Configuration())
    let link = try #require(Probe.menu(for: model).first { $0.name.hasPrefix("link") })
    link.deliver(to: &model)
    model.state.now += 1
    try #require(model.nextEventTime != nil, "the link's push left no event pending")
    let now = model.state.now
    var waited = model
    Probe.awaitMark(&waited)
    #expect(waited.state.now == now)
    var quiet = model
    _ = quiet.runUntilQuiescent(limit: quiet.now + VirtualDuration(microseconds: 10_000_000))
    quiet.state.now += 1
    Probe.awaitMark(&quiet)
    #expect(quiet.state.now % quiet.setup.frames.period == 0)
  }
}
