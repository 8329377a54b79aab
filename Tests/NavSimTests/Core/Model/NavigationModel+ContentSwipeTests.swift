import NavSimTestSupport
import Testing

@testable import NavSimCore

extension Script {
  func contentSwipe(at t: Double, _ p: Double, over d: Double, velocity v: Double? = nil) -> Script
  {
    gesture(.contentSwipe, at: t, p, over: d, velocity: v)
  }

  func zoomDismiss(at t: Double, _ p: Double, over d: Double, velocity v: Double? = nil) -> Script {
    gesture(.zoomDismiss, at: t, p, over: d, velocity: v)
  }

  /// The seed's race with the content swipe in place of the edge swipe.
  static func contentSwipeRace(at t: Double = 1000) -> Script {
    Script().at(0, .tap(.showSheet)).drag(at: 700, 0.6, over: 120, velocity: 900)
      .gesture(.contentSwipe, at: t, 0.7, over: 100, velocity: 600)
  }

  /// The script without its content-swipe steps.
  var withoutContentSwipes: Script {
    var copy = self
    copy.inputs.removeAll { $0.input.gestureStep?.kind == .contentSwipe }
    return copy
  }
}

/// R24 content swipe (docs/MODEL.md §11) and `content-swipe-off`.
@Suite struct ContentSwipeTests {
  @Test func aContentSwipePopsOnIOS26AndDoesNothingBefore() {
    let swipe = Script().contentSwipe(at: 0, 0.7, over: 100, velocity: 600)
    let on26 = run(.detail(profile: .ios26), swipe)
    #expect(on26.model.observation.screen == 0)
    #expect(on26.model.state.rulesFired.has(.r24))
    #expect(!on26.model.state.rulesFired.has(.r3), "the content swipe is R24, not the edge's R3")
    for profile in [Profile.ios17, .ios16, .ios18] {
      let before = run(.detail(profile: profile), swipe)
      #expect(before.model.observation.screen == 1, "\(profile.name)")
      #expect(before.model.state.rulesFired.rawValue == 0, "\(profile.name)")
    }
  }

  @Test func theSeedRaceLocksUpWithTheContentSwipe() {
    let r = run(.detail(profile: .ios26), .contentSwipeRace())
    #expect(r.findings.map(\.kind) == [.lockup])
    #expect(r.model.state.rulesFired.has(.r7))
    #expect(r.model.state.rulesFired.has(.r24))
  }

  /// The edge recogniser's custom guards do not reach the content swipe.
  @Test func customGuardsDoNotStopTheContentSwipe() {
    for guardMitigation in [Mitigation.guardPresented, .guardCoordinator, .backHidden] {
      let r = run(.detail([guardMitigation], profile: .ios26), .contentSwipeRace())
      #expect(r.findings.map(\.kind) == [.lockup], "\(guardMitigation)")
    }
  }

  /// The content swipe is not a way around the gesture mask's overlay.
  @Test func theMaskOverlaySwallowsTheContentSwipe() {
    for mask in [Mitigation.gestureMask, .gestureMaskCounted] {
      let config = Configuration.detail([mask], profile: .ios26)
      var m = model(config, .contentSwipeRace(), until: 999)
      #expect(m.state.maskRendered, "\(mask)")
      #expect(m.apply(.gesture(.contentSwipe, .begin)) == .mask, "\(mask)")
      let r = run(config, .contentSwipeRace())
      #expect(!r.findings.contains { $0.kind == .lockup }, "\(mask)")
      #expect(r.model.observation.screen == 1, "\(mask)")
    }
  }

  /// Its own system guard: no content swipe at the root, nor during a transition under R31's
  /// alternative (`r24MidTransition=0`; on ios26 itself R31 grabs the push, tested in
  /// `InterruptibleNavigationTests`).
  @Test func itsOwnGuardRefusesAtTheRootAndDuringATransition() {
    var guarded = Profile.ios26
    let changed = guarded.setting("r24MidTransition", to: 0)
    #expect(changed)
    var config = InterruptibleNavigationTests.threeScreens(guarded)
    config.start = [0, 1]
    var pushing = NavigationModel(config)
    _ = pushing.apply(.tap(.link(2)))
    pushing.advance(to: Script.ms(100))
    #expect(pushing.state.transition == .push)
    #expect(pushing.apply(.gesture(.contentSwipe, .begin)) == .ignored(.r24))
    #expect(!pushing.state.rulesFired.has(.r24))
    #expect(!pushing.state.rulesFired.has(.r11), "no R11 through the content swipe")
    var rootOnly = Configuration()
    rootOnly.profile = .ios26
    var atRoot = NavigationModel(rootOnly)
    #expect(atRoot.apply(.gesture(.contentSwipe, .begin)) == .ignored(.r24))
    #expect(atRoot.state.transition == .none, "no R10 through the content swipe")
  }

  /// An edge swipe under a custom guard behaves on ios26 exactly as on ios17.
  @Test(arguments: [Mitigation.guardPresented, .guardCoordinator, .guardNone, .backHidden])
  func edgeSwipesBehaveAsOnIOS17(mitigation: Mitigation) {
    for seed in UInt64(0)..<150 {
      let on17 = Configuration.detail([mitigation], profile: .ios17)
      // No back taps: R25 makes them live during transitions on ios26; and R30's live content
      // is off, for the same reason (its own tests are in InterruptibleNavigationTests).
      var profile = Profile.ios26
      profile.contentLiveDuringTransitions = false
      let on26 = Configuration.detail([mitigation], profile: profile)
      var script = RandomScript.make(seed: seed, config: on17)
      script.inputs.removeAll { $0.input == .tap(.back) }
      let a = run(on17, script)
      let b = run(on26, script)
      #expect(a.model.state == b.model.state, "seed \(seed)")
      #expect(a.model.state.rulesFired == b.model.state.rulesFired, "seed \(seed)")
      #expect(a.findings.map(\.kind) == b.findings.map(\.kind), "seed \(seed)")
    }
  }

  /// `content-swipe-off` stops exactly the content swipe: a run under it equals the run without
  /// the content-swipe steps, and without content swipes it changes nothing.
  @Test(arguments: [[Mitigation](), [.guardPresented], [.gestureMask], [.backHidden]])
  func contentSwipeOffStopsExactlyTheContentSwipe(others: [Mitigation]) {
    let off = Configuration.detail(others + [.contentSwipeOff], profile: .ios26)
    let on = Configuration.detail(others, profile: .ios26)
    for seed in UInt64(0)..<150 {
      var rng = Xoshiro256StarStar(seed: seed ^ 0x5eed)
      var script = RandomScript.make(seed: seed, config: on)
      for _ in 0..<3 {
        let t = Double(rng.nextBounded(4000))
        script = script.contentSwipe(
          at: t, rng.nextUnit(), over: Double(rng.nextInt(in: 30...300)),
          velocity: Double(rng.nextInt(in: -300...1200)))
      }
      let a = run(off, script)
      let b = run(on, script.withoutContentSwipes)
      #expect(a.model.state == b.model.state, "seed \(seed)")
      #expect(a.model.state.rulesFired == b.model.state.rulesFired, "seed \(seed)")
      #expect(!a.model.state.rulesFired.has(.r24), "seed \(seed)")
      #expect(a.findings.map(\.kind) == b.findings.map(\.kind), "seed \(seed)")
    }
  }

  /// The alternative (MODEL.md §13): under the edge recogniser's delegate, a custom guard stops
  /// the content swipe as it stops the edge swipe.
  @Test func underTheEdgeDelegateTheCustomGuardStopsIt() {
    var profile = Profile.ios26
    profile.contentSwipeGuard = .edge
    let r = run(.detail([.guardPresented], profile: profile), .contentSwipeRace())
    #expect(r.findings.isEmpty)
    #expect(r.model.observation.screen == 1)
    let hidden = run(.detail([.backHidden], profile: profile), .contentSwipeRace())
    #expect(hidden.findings.isEmpty)
    #expect(hidden.model.state.rulesFired.has(.r16))
  }

  @Test func theProbesOfferTheContentSwipeOnIOS26Only() {
    let names26 = Probe.menu(for: NavigationModel(.detail(profile: .ios26))).map(\.name)
    #expect(names26.contains("content-swipe"))
    let names17 = Probe.menu(for: NavigationModel(.detail())).map(\.name)
    #expect(!names17.contains("content-swipe"))
  }
}
