import Testing

@testable import NavSimCore

/// The alternatives of the split view's assumptions R19–R23 (docs/MODEL.md §13): each changes
/// what its rule does in a small case, and the default is the rule as written.
@Suite struct SplitViewAlternativesTests {
  static func ms(_ value: Double) -> VirtualTime { .zero + .milliseconds(value) }

  static func split(
    _ orientation: Orientation = .portrait, start: [ScreenID] = [0],
    _ setting: String? = nil, _ value: Int64 = 0
  ) -> Configuration {
    var c = Configuration()
    c.device = .ipad
    c.container = .split
    c.orientation = orientation
    c.start = start
    if let setting {
      let changed = c.profile.setting(setting, to: value)
      #expect(changed)
    }
    return c
  }

  @Test func r19ARotationLeavesTheColumnsUnderTheAlternative() {
    var relaid = NavigationModel(Self.split())
    relaid.apply(.rotate)
    #expect(relaid.state.window.sidebarShown)
    var kept = NavigationModel(Self.split(.portrait, "r19RotationRelayout", 0))
    kept.apply(.rotate)
    #expect(!kept.state.window.sidebarShown)
    #expect(!kept.state.rulesFired.has(.r19))
  }

  @Test func r20TheSidebarButtonIsRoutedAsTheBarByDefault() {
    // A pop in flight back to the detail root: its bar's items drop touches (MODEL.md §4), the
    // toggle among them.
    for (setting, expected) in [(Int64(1), Disposition.transition(orphanedBy: nil)), (0, .acted)] {
      var m = NavigationModel(Self.split(.portrait, start: [0, 1], "r20Routed", setting))
      m.apply(.tap(.back))
      m.advance(to: Self.ms(100))
      #expect(m.state.transition == .pop)
      #expect(m.apply(.tap(.sidebarToggle)) == expected, "r20Routed=\(setting)")
    }
  }

  @Test func r21TheTapThroughAlsoReachesTheDetail() {
    for (setting, depth) in [(Int64(0), 1), (1, 2)] {
      var m = NavigationModel(Self.split(.portrait, "r21TapThrough", setting))
      #expect(m.apply(.tap(.sidebarToggle)) == .acted)
      m.apply(.tap(.link(1)))
      #expect(!m.state.window.sidebarShown)
      _ = m.runUntilQuiescent(limit: Self.ms(5000))
      #expect(m.state.stack.count == depth, "r21TapThrough=\(setting)")
    }
  }

  @Test func r22ASetOfTheSameValueRelaysOnlyByDefault() {
    // isHide = true, the sidebar button shows the primary, isHide = true again.
    for (setting, shown) in [(Int64(1), false), (0, true)] {
      var m = NavigationModel(Self.split(.landscape, "r22EverySet", setting))
      m.apply(.app(.hidePrimary))
      #expect(!m.state.window.sidebarShown)
      #expect(m.apply(.tap(.sidebarToggle)) == .acted)
      m.apply(.app(.hidePrimary))
      #expect(m.state.window.sidebarShown == shown, "r22EverySet=\(setting)")
    }
  }

  @Test func r23ARefusedDismissCompletesUnderTheAlternative() {
    for (setting, shown) in [(Int64(0), false), (1, true)] {
      var m = NavigationModel(Self.split(.portrait, start: [0, 1], "r23RefusedRuns", setting))
      m.apply(.tap(.showSheet))
      m.advance(to: Self.ms(100))
      #expect(m.state.presentation == .presenting)
      #expect(m.apply(.app(.showPrimary)) == .ignored(.r23))
      _ = m.runUntilQuiescent(limit: Self.ms(5000))
      #expect(m.state.window.sidebarShown == shown, "r23RefusedRuns=\(setting)")
    }
  }
}
