import NavSimTestSupport
import Testing

@testable import NavSimCore

/// The `--set` alternatives of assumptions that had none (docs/MODEL.md §13): each row is in
/// `Profile.settings`, its default keeps the rule as written, and its alternative changes what
/// happens in a small case.
@Suite struct ProfileAlternativesTests {
  static func with(_ config: Configuration, _ setting: String, _ value: Int64) -> Configuration {
    var c = config
    let changed = c.profile.setting(setting, to: value)
    #expect(changed, "\(setting)=\(value)")
    return c
  }

  @Test(arguments: [
    ("r12Freezes", Int64(0)), ("r24MidTransition", 0), ("r26MidTransition", 0),
    ("r26Sideways", 0), ("r30LiveContent", 0), ("exclusivePans", 1), ("maskCoversEdge", 1),
    ("dismissingSheetCovers", 0),
    ("lockCancelsTaps", 0), ("transitionCancelsContent", 0), ("buttonToggles", 1),
    ("r19RotationRelayout", 1), ("r20Routed", 1), ("r21TapThrough", 0), ("r22EverySet", 1),
    ("r23RefusedRuns", 0),
  ])
  func eachAlternativeIsAnOnOffSettingWithItsIOS17Default(setting: String, value: Int64) {
    #expect(Profile.settingNames.contains(setting))
    #expect(Profile.ios17.value(of: setting) == value)
    #expect(Profile.plainRange(setting) == 0...1)
  }

  /// The iOS 18 and iOS 26 behaviours from public reports are on where the reports put them;
  /// R12 only on ios13.
  @Test func ios18AndIOS26HaveTheReportedBehaviours() {
    #expect(Profile.ios18.value(of: "r26MidTransition") == 1)
    #expect(Profile.ios18.value(of: "r26Sideways") == 1)
    #expect(Profile.ios18.value(of: "r30LiveContent") == 0)
    #expect(Profile.ios18.value(of: "r24MidTransition") == 0)
    for setting in ["r26MidTransition", "r26Sideways", "r30LiveContent", "r24MidTransition"] {
      #expect(Profile.ios26.value(of: setting) == 1, "\(setting)")
      #expect(Profile.ios17.value(of: setting) == 0, "\(setting)")
    }
    #expect(Profile.ios13.value(of: "r12Freezes") == 1)
  }

  @Test func r12TheCancelledPopCompletesUnderTheAlternative() {
    let cancelled = Script().swipe(at: 0, 0.3, over: 100, velocity: 0)
    #expect(run(.detail(profile: .ios13), cancelled).findings.map(\.kind) == [.lockup])
    let alternative = run(Self.with(.detail(profile: .ios13), "r12Freezes", 0), cancelled)
    #expect(alternative.findings.isEmpty)
    #expect(!alternative.model.state.rulesFired.has(.r12))
  }

  /// `exclusive-touch`: a tracking exclusive control holds the edge swipe's touch-down, unless
  /// `exclusivePans=0`.
  @Test func exclusivePansHoldsTheEdgeSwipeByDefault() {
    for (setting, expected) in [(Int64(1), Disposition.exclusiveTouch), (0, .acted)] {
      var m = NavigationModel(Self.with(.detail([.exclusiveTouch]), "exclusivePans", setting))
      #expect(m.apply(.press(.showSheet)) == .acted)
      #expect(m.apply(.gesture(.swipeBack, .down)) == expected, "exclusivePans=\(setting)")
    }
  }

  /// The gesture mask's overlay takes the left edge (§4, layer 4); under `maskCoversEdge=0` the
  /// edge swipe gets through it and the seed's lockup is back under `gesture-mask`.
  @Test func theMaskCoversTheEdgeByDefault() {
    #expect(!run(.detail([.gestureMask]), .seedLockup()).findings.contains { $0.kind == .lockup })
    let open = run(Self.with(.detail([.gestureMask]), "maskCoversEdge", 0), .seedLockup())
    #expect(open.findings.contains { $0.kind == .lockup })
  }

  /// A sheet animating out takes no touches (§4, layer 2): the edge swipe reaches the stack
  /// behind it, and the seed's race begins there; under `dismissingSheetCovers=1` the sheet
  /// takes the touch-down until it is gone.
  @Test func aDismissingSheetTakesNoTouchesByDefault() {
    let race = Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 200, velocity: 900)
      .swipe(at: 960, 0.7, over: 100, velocity: 600)
    for (setting, expected) in [(Int64(0), Disposition.acted), (1, .sheet)] {
      let config = Self.with(.detail(), "dismissingSheetCovers", setting)
      var m = model(config, race, until: 950)
      #expect(m.state.presentation == .dismissingInteractive)
      #expect(m.apply(.gesture(.swipeBack, .down)) == expected, "dismissingSheetCovers=\(setting)")
      let kinds = run(config, race).findings.map(\.kind)
      #expect(kinds.contains(.lockup) == (setting == 0), "dismissingSheetCovers=\(setting)")
    }
  }

  /// A tap accepted before the window lock acts at its touch-up; under `lockCancelsTaps=1` the
  /// lock cancels it.
  @Test func anAcceptedTapSurvivesTheLockByDefault() {
    for (setting, expected) in [(Int64(0), Disposition.acted), (1, .windowLock)] {
      var m = NavigationModel(Self.with(.detail(), "lockCancelsTaps", setting))
      #expect(m.apply(.press(.back)) == .acted)
      m.apply(.tap(.showSheet))
      m.advance(to: Script.ms(100))
      #expect(m.state.window.windowLock > 0, "the present holds the lock")
      #expect(m.apply(.tap(.back)) == expected, "lockCancelsTaps=\(setting)")
    }
  }

  /// A content tap accepted before a transition began acts at its touch-up; under
  /// `transitionCancelsContent=1` the transition cancels it, as it cancels the back button's.
  @Test func anAcceptedContentTapSurvivesATransitionByDefault() {
    var config = Configuration()
    config.app = App(screens: [
      Screen(name: "root", links: [1]), Screen(name: "middle", links: [2]), Screen(name: "top"),
    ])
    config.start = [0, 1]
    for (setting, expected) in [
      (Int64(0), Disposition.acted), (1, .transition(orphanedBy: nil)),
    ] {
      var m = NavigationModel(Self.with(config, "transitionCancelsContent", setting))
      #expect(m.apply(.press(.link(2))) == .acted)
      m.apply(.app(.push(2)))
      m.advance(to: Script.ms(50))
      #expect(m.state.transition == .push)
      #expect(m.apply(.tap(.link(2))) == expected, "transitionCancelsContent=\(setting)")
    }
  }

  /// The seed's `popUp.toggle()`: two taps on "Show Sheet" before the render pass cancel each
  /// other; `popUp = true` (the screen's `button set`, or `buttonToggles=0`) presents.
  @Test func theButtonTogglesByDefaultAndSetsOnRequest() {
    let twice = Script().at(0, .tap(.showSheet)).at(1, .tap(.showSheet))
    #expect(run(.detail(), twice).model.state.presentation == .none)
    let setting = run(Self.with(.detail(), "buttonToggles", 0), twice)
    #expect(setting.model.state.presentation == .presented)
    var declared = Configuration.detail()
    declared.app.screens[1].buttonAction = .set
    #expect(run(declared, twice).model.state.presentation == .presented)
    // A screen that says `button toggle` keeps the toggle whatever the profile says.
    var toggling = Self.with(.detail(), "buttonToggles", 0)
    toggling.app.screens[1].buttonAction = .toggle
    #expect(run(toggling, twice).model.state.presentation == .none)
  }
}
