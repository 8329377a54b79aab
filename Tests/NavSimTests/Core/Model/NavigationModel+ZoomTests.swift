import NavSimTestSupport
import Testing

@testable import NavSimCore

/// R26 zoom dismiss (docs/MODEL.md §11).
@Suite struct ZoomDismissTests {
  /// root > photo, photo pushed with the zoom transition and showing a sheet.
  static func photo(_ profile: Profile, zoom: Bool = true) -> Configuration {
    var c = Configuration()
    c.app = App(screens: [
      Screen(name: "root", links: [1]), Screen(name: "photo", hasSheet: true, zoom: zoom),
    ])
    c.start = [0, 1]
    c.profile = profile
    return c
  }

  static let dismiss = Script().zoomDismiss(at: 0, 0.7, over: 100, velocity: 600)
  static let race = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120, velocity: 900)
    .zoomDismiss(at: 1000, 0.7, over: 100, velocity: 600)

  @Test func aZoomedScreenIsPoppedByASwipeDownFromIOS18() {
    for profile in [Profile.ios18, .ios26] {
      let r = run(Self.photo(profile), Self.dismiss)
      #expect(r.model.observation.screen == 0, "\(profile.name)")
      #expect(r.model.state.rulesFired.has(.r26), "\(profile.name)")
    }
  }

  @Test func notBeforeIOS18NorOnAScreenWithoutZoom() {
    for config in [Self.photo(.ios17), Self.photo(.ios18, zoom: false)] {
      let r = run(config, Self.dismiss)
      #expect(r.model.observation.screen == 1)
      #expect(r.model.state.rulesFired.rawValue == 0)
    }
  }

  @Test func itIsAnInteractivePopForR7() {
    let r = run(Self.photo(.ios18), Self.race)
    #expect(r.findings.map(\.kind) == [.lockup])
    #expect(r.model.state.rulesFired.has(.r7))
    #expect(r.model.state.rulesFired.has(.r26))
  }

  /// The alternative (MODEL.md §13): not an interactive pop for R7.
  @Test func theAlternativeIsNotOrphaned() {
    var profile = Profile.ios18
    profile.zoomDismissIsInteractivePop = false
    let r = run(Self.photo(profile), Self.race)
    #expect(!r.findings.contains { $0.kind == .lockup })
    #expect(!r.model.state.rulesFired.has(.r7))
  }

  /// The edge recogniser's guards do not reach it; the mask overlay does.
  @Test func guardsDoNotReachItTheMaskDoes() {
    var guarded = Self.photo(.ios18)
    guarded.mitigations = Mitigations([.guardPresented])
    #expect(run(guarded, Self.race).findings.map(\.kind) == [.lockup])
    var masked = Self.photo(.ios18)
    masked.mitigations = Mitigations([.gestureMask])
    #expect(!run(masked, Self.race).findings.contains { $0.kind == .lockup })
  }

  @Test func theProbesOfferItOnAZoomedScreenOnly() {
    #expect(
      Probe.menu(for: NavigationModel(Self.photo(.ios18))).map(\.name).contains("zoom-dismiss"))
    #expect(
      !Probe.menu(for: NavigationModel(Self.photo(.ios17))).map(\.name).contains("zoom-dismiss"))
  }
}
