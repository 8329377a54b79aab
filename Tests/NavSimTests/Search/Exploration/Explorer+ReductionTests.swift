import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// The partial-order reduction (docs/MODEL.md §10.6) leaves out only what the search reaches
/// anyway: the reduced and the full search find the same finding kinds, at the same depths and
/// frames, on small tab apps, the seed app and a chain, under every mitigation.
@Suite struct ExplorerReductionTests {
  /// Tab apps whose routers change a tab the user does not see: links in both tabs, a sheet on
  /// a pushed screen (the seed race inside a tab), a sheet with its own stack.
  static let apps = [
    """
    name: two tabs
    tabs: feed, inbox
    screen: feed: link post
    screen: post: sheet compose
    screen: compose
    screen: inbox: link message
    screen: message
    """,
    """
    name: three tabs
    tabs: home, search, profile
    screen: home: link item
    screen: item: link detail
    screen: detail
    screen: search: sheet filter stack
    screen: filter: link option
    screen: option
    screen: profile
    """,
    // Routers only: the app's own inputs are changes to the tabs' paths, so a race that needs
    // one mid-transition on the tab the user sees (R9) is found only at the right frame.
    """
    name: routers
    tabs: feed, inbox
    app-inputs: push post in feed, pop in feed, push message in inbox, pop-to-root in inbox
    screen: feed: link post
    screen: post: link more
    screen: more
    screen: inbox: link message
    screen: message
    """,
    // The seed app from its pushed screen, and a chain of four with the seed's sheet on the
    // last: every app event acts on the stack the user sees, during its pushes and pops.
    """
    name: seed
    start: root > detail
    """,
    """
    name: chain
    screen: s0: link s1
    screen: s1: link s2
    screen: s2: link s3
    screen: s3: sheet
    """,
  ]

  static func configuration(_ app: Int, _ mitigation: Mitigation) throws -> Configuration {
    var config = try Scenario.parse(apps[app], path: "app.nav").configuration()
    config.mitigations = Mitigations([mitigation])
    return config
  }

  /// Depth 3 within 1.2 s, the app's own inputs only where its file lists them.
  static func bounds(_ app: Int = 0, reduction: Bool) throws -> ExplorationBounds {
    var bounds = ExplorationBounds(depth: 3, horizon: .milliseconds(1200))
    bounds.reduction = reduction
    let scenario = try Scenario.parse(apps[app], path: "app.nav")
    bounds.appActions = scenario.appActions(in: try scenario.configuration())
    return bounds
  }

  @Test(arguments: [0, 1, 2, 3, 4], Mitigation.matrix)
  func theReducedSearchFindsWhatTheFullOneFinds(_ app: Int, _ mitigation: Mitigation) throws {
    let config = try Self.configuration(app, mitigation)
    let full = Explorer.explore(
      configuration: config, bounds: try Self.bounds(app, reduction: false))
    let reduced = Explorer.explore(
      configuration: config, bounds: try Self.bounds(app, reduction: true))
    #expect(full.end == .complete && reduced.end == .complete)
    #expect(full.reducedInputs == 0)
    #expect(reduced.distinctStates <= full.distinctStates)
    #expect(reduced.counterexamples.map(\.kind) == full.counterexamples.map(\.kind))
    for example in full.counterexamples {
      let other = try #require(reduced.counterexample(example.kind))
      #expect(other.steps.count == example.steps.count, "\(mitigation) \(example.kind)")
      #expect(other.steps.last?.time == example.steps.last?.time, "\(mitigation) \(example.kind)")
      #expect(other.finding?.kind == example.kind)
    }
    #expect(
      reduced.userOnlyCounterexamples.map(\.steps.count)
        == full.userOnlyCounterexamples.map(\.steps.count))
  }

  /// The reduction acts where its premise holds: a router's change to a tab off screen during a
  /// push on the tab the user sees is made once, not at every frame of the push.
  @Test func aBackgroundChangeDuringAPushIsMadeOnce() throws {
    let config = try Self.configuration(0, .none)
    let reduced = Explorer.explore(configuration: config, bounds: try Self.bounds(reduction: true))
    let full = Explorer.explore(configuration: config, bounds: try Self.bounds(reduction: false))
    #expect(reduced.reducedInputs > 0)
    #expect(reduced.distinctStates < full.distinctStates)
  }

  /// Under the off-window rule's alternative (`offWindowAnimates=1`) a change to a tab off
  /// screen runs a transition whose timing matters: what is left out still changes nothing.
  @Test(arguments: [0, 2])
  func theAlternativeFindsTheSameToo(_ app: Int) throws {
    var config = try Self.configuration(app, .none)
    config.profile.offWindowAnimates = true
    let full = Explorer.explore(
      configuration: config, bounds: try Self.bounds(app, reduction: false))
    let reduced = Explorer.explore(
      configuration: config, bounds: try Self.bounds(app, reduction: true))
    #expect(reduced.counterexamples.map(\.kind) == full.counterexamples.map(\.kind))
    for example in full.counterexamples {
      let other = try #require(reduced.counterexample(example.kind))
      #expect(other.steps.count == example.steps.count, "\(example.kind)")
      #expect(other.steps.last?.time == example.steps.last?.time, "\(example.kind)")
    }
  }
}
