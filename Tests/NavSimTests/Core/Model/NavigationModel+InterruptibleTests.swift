import NavSimTestSupport
import Testing

@testable import NavSimCore

/// R25 interruptible navigation (docs/MODEL.md §11).
@Suite struct InterruptibleNavigationTests {
  /// root > middle > top, each linking to the next.
  static func threeScreens(_ profile: Profile, mitigations: [Mitigation] = []) -> Configuration {
    var c = Configuration()
    c.app = App(screens: [
      Screen(name: "root", links: [1]), Screen(name: "middle", links: [2]), Screen(name: "top"),
    ])
    c.start = [0, 1, 2]
    c.profile = profile
    c.mitigations = Mitigations(mitigations)
    return c
  }

  @Test func backTwiceDuringAPopPopsTwoScreensOnIOS26() {
    let script = Script().at(0, .tap(.back)).at(100, .tap(.back))
    let on26 = run(Self.threeScreens(.ios26), script)
    #expect(on26.findings.isEmpty)
    #expect(on26.model.observation.screen == 0)
    #expect(on26.model.state.rulesFired.has(.r25))
    let on17 = run(Self.threeScreens(.ios17), script)
    #expect(on17.model.observation.screen == 1, "on ios17 the second tap is dropped")
    #expect(!on17.model.state.rulesFired.has(.r25))
  }

  @Test func theSecondTapCommitsTheRunningPopAtOnce() {
    var m = NavigationModel(Self.threeScreens(.ios26))
    _ = m.apply(.tap(.back))
    m.advance(to: Script.ms(100))
    #expect(m.state.transition == .pop)
    #expect(m.apply(.tap(.back)) == .acted)
    #expect(m.state.stack.count == 2, "the first pop committed at once")
    #expect(m.state.transition == .pop, "and the next pop began")
    #expect(m.state.target.count == 1)
  }

  @Test func backDuringAPushCommitsItThenPops() {
    var m = NavigationModel(Configuration.detail(profile: .ios26))
    _ = m.apply(.tap(.back))
    _ = m.runUntilQuiescent(limit: Script.ms(2000))
    _ = m.apply(.tap(.link(1)))
    m.advance(to: m.now + .milliseconds(100))
    #expect(m.state.transition == .push)
    #expect(m.apply(.tap(.back)) == .acted)
    #expect(m.state.stack.count == 2, "the push committed at once")
    #expect(m.state.transition == .pop, "and the pop began")
    #expect(m.state.target.count == 1)
    _ = m.runUntilQuiescent(limit: m.now + .milliseconds(2000))
    #expect(m.observation.screen == 0)
    #expect(m.observation.barScreen == 0, "bar and stack in step")
  }

  /// A transition with no completion to deliver is not rescued by a back tap.
  @Test func aDoomedPopIsOrphanedNotCommitted() {
    var profile = Profile.ios26
    profile.orphanTrigger = .all
    let config = Self.threeScreens(profile)
    var m = NavigationModel(config)
    // The seed race with the back button: the pop begins while the sheet is uncommitted.
    var c = config
    c.app.screens[2].hasSheet = true
    m = NavigationModel(c)
    _ = m.apply(.tap(.showSheet))
    m.advance(to: Script.ms(700))
    for step in TimedInput.stroke(
      .dragSheet, progress: 0.6, over: .milliseconds(120), velocity: 900, start: Script.ms(700),
      frames: m.setup.frames, extent: 844)
    {
      m.advance(to: step.time)
      m.apply(step.input)
    }
    m.advance(to: Script.ms(1000))
    #expect(m.state.presentation.isUncommittedInteractive)
    _ = m.apply(.tap(.back))
    m.advance(to: Script.ms(1100))
    #expect(m.apply(.tap(.back)) == .transition(orphanedBy: .r7))
    #expect(m.state.transition == .orphaned)
    #expect(m.state.stack.count == 3, "the stack never committed")
  }

  /// The alternative (MODEL.md §13): R25 off makes ios26's back button dead during a pop.
  @Test func theAlternativeIsTheIOS17BackButton() {
    var profile = Profile.ios26
    profile.interruptibleNavigation = false
    let script = Script().at(0, .tap(.back)).at(100, .tap(.back))
    let r = run(Self.threeScreens(profile), script)
    #expect(r.model.observation.screen == 1)
    #expect(!r.model.state.rulesFired.has(.r25))
  }

  /// R30: on ios26 the content takes taps during a push; under its alternative (the content
  /// dead during transitions, as before ios26) a link tap during the push is dropped.
  @Test func theContentIsLiveDuringAPushOnIOS26() {
    var config = Self.threeScreens(.ios26)
    config.start = [0, 1]
    for (live, expected) in [(Int64(1), Disposition.acted), (0, .transition(orphanedBy: nil))] {
      var c = config
      let changed = c.profile.setting("r30LiveContent", to: live)
      #expect(changed)
      var m = NavigationModel(c)
      _ = m.apply(.tap(.link(2)))
      m.advance(to: Script.ms(100))
      #expect(m.state.transition == .push)
      #expect(m.apply(.tap(.link(2))) == expected, "r30LiveContent=\(live)")
      #expect(m.state.rulesFired.has(.r30) == (live == 1))
    }
  }

  /// R30 with R9: a second tap on the link while its push runs nests a second push, and the bar
  /// is left out of step; on ios17 the second tap is dropped.
  @Test func aSecondLinkTapDuringThePushCorruptsTheBarOnIOS26() {
    var config = Self.threeScreens(.ios26)
    config.start = [0]
    let script = Script().at(0, .tap(.link(1))).at(200, .tap(.link(1)))
    let on26 = run(config, script)
    #expect(on26.findings.map(\.kind) == [.corruption])
    #expect(on26.model.state.rulesFired.has(.r30))
    #expect(on26.model.state.rulesFired.has(.r9))
    config.profile = .ios17
    #expect(run(config, script).findings.isEmpty)
  }

  /// R30's push half is [A]: under `r30PushLive=0` a link tap during a push is dropped (the
  /// content live during pops only), and the second link tap nests no push.
  @Test func thePushHalfOfR30HasItsAlternative() {
    var config = Self.threeScreens(.ios26)
    config.start = [0]
    let script = Script().at(0, .tap(.link(1))).at(200, .tap(.link(1)))
    var pushDead = config
    let set = pushDead.profile.setting("r30PushLive", to: 0)
    #expect(set)
    #expect(Profile.ios26.value(of: "r30PushLive") == 1)
    let dead = run(pushDead, script)
    #expect(dead.findings.isEmpty)
    #expect(!dead.model.state.rulesFired.has(.r30))
  }

  /// R9 on ios26 is [A]: under `r9BarCorrupts=0` the nested push still happens, and the bar
  /// follows it (no corruption).
  @Test func r9OnIOS26HasItsAlternative() {
    var config = Self.threeScreens(.ios26)
    config.start = [0]
    let script = Script().at(0, .tap(.link(1))).at(200, .tap(.link(1)))
    let set = config.profile.setting("r9BarCorrupts", to: 0)
    #expect(set)
    #expect(Profile.ios26.value(of: "r9BarCorrupts") == 1)
    let r = run(config, script)
    #expect(r.model.state.rulesFired.has(.r9))
    #expect(r.findings.isEmpty)
  }

  /// R30 keeps a running pop's dimming view from swallowing the content; an orphaned one still
  /// does (the lockup of R7).
  @Test func aRunningPopLetsTheContentThroughAnOrphanedOneDoesNot() {
    for (profile, expected) in [
      (Profile.ios26, Disposition.acted), (.ios17, .dimmingView(orphanedBy: nil)),
    ] {
      var config = Self.threeScreens(profile)
      config.start = [0, 1]
      var m = NavigationModel(config)
      _ = m.apply(.tap(.back))
      m.advance(to: Script.ms(100))
      #expect(m.state.dimming)
      #expect(m.apply(.tap(.link(2))) == expected, "\(profile.name)")
    }
    let locked = run(.detail(profile: .ios26), .seedLockup())
    #expect(locked.findings.map(\.kind) == [.lockup])
  }

  /// R31: a content swipe begun during a back tap's pop commits it and pops once more (two
  /// screens almost at once); under `r24MidTransition=0` R24's guard refuses it.
  @Test func aContentSwipeDuringAPopPopsTwoScreens() {
    let script = Script().at(0, .tap(.back)).contentSwipe(at: 100, 0.7, over: 100, velocity: 600)
    let on26 = run(Self.threeScreens(.ios26), script)
    #expect(on26.model.observation.screen == 0)
    #expect(on26.model.state.rulesFired.has(.r31))
    #expect(on26.findings.isEmpty)
    var alternative = Self.threeScreens(.ios26)
    let changed = alternative.profile.setting("r24MidTransition", to: 0)
    #expect(changed)
    let off = run(alternative, script)
    #expect(off.model.observation.screen == 1)
    #expect(!off.model.state.rulesFired.has(.r31))
  }

  /// R31 during a push: the push commits, and the content swipe pops the screen it pushed.
  @Test func aContentSwipeDuringAPushCommitsItAndPopsIt() {
    var config = Self.threeScreens(.ios26)
    config.start = [0, 1]
    var m = NavigationModel(config)
    _ = m.apply(.tap(.link(2)))
    m.advance(to: Script.ms(100))
    #expect(m.state.transition == .push)
    #expect(m.apply(.gesture(.contentSwipe, .begin)) == .acted)
    #expect(m.state.stack.count == 3, "the push committed at once")
    #expect(m.state.transition == .interactivePop)
    #expect(m.state.target.count == 2)
  }
}
