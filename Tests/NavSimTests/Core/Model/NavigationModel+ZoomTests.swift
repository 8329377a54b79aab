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
    .gesture(.zoomDismiss, at: 1000, 0.7, over: 100, velocity: 600)

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

/// R26's sideways dismissal and R31's grab of a zoom transition (docs/MODEL.md §11), with their
/// alternatives.
@Suite struct ZoomInterruptionTests {
  /// root > photo at the root, to push photo with the zoom transition.
  static func atRoot(_ profile: Profile) -> Configuration {
    var c = ZoomDismissTests.photo(profile)
    c.start = [0]
    return c
  }

  static func with(_ config: Configuration, _ setting: String, _ value: Int64) -> Configuration {
    var c = config
    let changed = c.profile.setting(setting, to: value)
    #expect(changed)
    return c
  }

  @Test func aZoomPushCanBeGrabbedAndDrivenBack() {
    let script = Script().at(0, .tap(.link(1))).zoomDismiss(at: 100, 0.7, over: 100, velocity: 600)
    for profile in [Profile.ios18, .ios26] {
      let r = run(Self.atRoot(profile), script)
      #expect(r.model.observation.screen == 0, "\(profile.name)")
      #expect(r.model.state.rulesFired.has(.r31), "\(profile.name)")
    }
    let guarded = run(Self.with(Self.atRoot(.ios18), "r26MidTransition", 0), script)
    #expect(guarded.model.observation.screen == 1, "R26's guard refuses it during the push")
    #expect(!guarded.model.state.rulesFired.has(.r31))
  }

  /// A back tap's zoom pop caught and let go early springs back: the photo stays.
  @Test func aZoomPopCanBeCaughtAndLetGo() {
    let script = Script().at(0, .tap(.back)).zoomDismiss(at: 100, 0.1, over: 100, velocity: 0)
    let caught = run(ZoomDismissTests.photo(.ios18), script)
    #expect(caught.model.observation.screen == 1)
    #expect(caught.model.state.rulesFired.has(.r31))
    #expect(caught.findings.isEmpty)
    let guarded = run(Self.with(ZoomDismissTests.photo(.ios18), "r26MidTransition", 0), script)
    #expect(guarded.model.observation.screen == 0, "the back tap's pop goes on")
  }

  /// A rightward pan on a zoomed screen dismisses it from ios18 on, through its own recogniser:
  /// `content-swipe-off` does not stop it (Twinskaraoke PR 96).
  @Test func aSidewaysPanDismissesAZoomedScreen() {
    let swipe = Script().contentSwipe(at: 0, 0.7, over: 100, velocity: 600)
    let on18 = run(ZoomDismissTests.photo(.ios18), swipe)
    #expect(on18.model.observation.screen == 0)
    #expect(on18.model.state.rulesFired.has(.r26))
    var off = ZoomDismissTests.photo(.ios26)
    off.mitigations = Mitigations([.contentSwipeOff])
    #expect(run(off, swipe).model.observation.screen == 0)
    let downOnly = run(Self.with(ZoomDismissTests.photo(.ios18), "r26Sideways", 0), swipe)
    #expect(downOnly.model.observation.screen == 1)
    #expect(downOnly.model.state.rulesFired.rawValue == 0)
    #expect(
      Probe.menu(for: NavigationModel(ZoomDismissTests.photo(.ios18))).map(\.name).contains(
        "content-swipe"))
  }

  /// The seed's race with the sideways dismissal: R7 orphans it as it does the downward one, and
  /// `content-swipe-off` is no fix on a zoomed screen.
  @Test func theSidewaysDismissalRacesLikeTheDownwardOne() {
    let race = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120, velocity: 900)
      .gesture(.contentSwipe, at: 1000, 0.7, over: 100, velocity: 600)
    var off = ZoomDismissTests.photo(.ios26)
    off.mitigations = Mitigations([.contentSwipeOff])
    let r = run(off, race)
    #expect(r.findings.map(\.kind) == [.lockup])
    #expect(r.model.state.rulesFired.has(.r26))
    #expect(r.model.state.rulesFired.has(.r7))
  }
}
