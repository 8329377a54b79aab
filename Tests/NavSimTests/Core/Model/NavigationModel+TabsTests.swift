import NavSimTestSupport
import Testing

@testable import NavSimCore

/// A router's change to one tab's own path (`app push X in TAB`, R29's off-window rule).
@Suite struct TabPathChangeTests {
  /// Tabs feed (0 > post 1) and inbox (2 > message 3).
  static var tabs: Configuration {
    var c = Configuration()
    c.app = App(
      screens: [
        Screen(name: "feed", links: [1]), Screen(name: "post"),
        Screen(name: "inbox", links: [3]), Screen(name: "message"),
      ], root: .tabs([0, 2]))
    c.start = [0]
    return c
  }

  /// Off screen the inbox's stack takes the path at the next render pass, with no transition;
  /// the feed the user sees is untouched.
  @Test func aPushOnATabNotSelectedIsTakenAtOnce() {
    let s = Script().at(0, .app(.inTab(1, .push(3))))
    let m = model(Self.tabs, s, until: 20)
    #expect(m.state.tabs[1].stack.elements == [2, 3])
    #expect(m.state.tabs[1].transition == .none)
    #expect(m.state.tabs[1].barScreen == 3)
    #expect(m.state.stack.elements == [0])
    #expect(m.state.rulesFired.has(.r29))
    // Selecting the inbox shows the message at once.
    let shown = model(Self.tabs, s.at(100, .app(.select(1))), until: 120)
    #expect(shown.state.stack.elements == [2, 3])
  }

  /// Under the alternative (`offWindowAnimates=1`) the push runs off screen for R1's duration.
  @Test func theAlternativeRunsThePushOffScreen() {
    var c = Self.tabs
    c.profile.offWindowAnimates = true
    let s = Script().at(0, .app(.inTab(1, .push(3))))
    let during = model(c, s, until: 100)
    #expect(during.state.tabs[1].transition == .push)
    #expect(during.state.tabs[1].stack.elements == [2])
    let after = model(c, s, until: 1_000)
    #expect(after.state.tabs[1].stack.elements == [2, 3])
  }

  /// On the selected tab the change is that tab's own push, animated (R1), and it reaches the
  /// tab's stack under a sheet that covers it; pops and pops to the root likewise.
  @Test func onTheSelectedTabTheChangeIsItsOwnPush() {
    let s = Script().at(0, .app(.inTab(0, .push(1))))
    #expect(model(Self.tabs, s, until: 20).state.stack.elements == [0])
    #expect(model(Self.tabs, s, until: 20).state.transition == .push)
    #expect(model(Self.tabs, s, until: 1_000).state.stack.elements == [0, 1])
    let popped = s.at(1_000, .app(.inTab(0, .popToRoot)))
    #expect(model(Self.tabs, popped, until: 2_000).state.stack.elements == [0])
  }

  /// Nothing to pop, a tab that is not there, an app without tabs: nothing happens.
  @Test func aChangeWithNothingToChangeDoesNothing() {
    let pop = model(Self.tabs, Script().at(0, .app(.inTab(1, .pop))), until: 100)
    #expect(pop.state.tabs[1].stack.elements == [2])
    let missing = model(Self.tabs, Script().at(0, .app(.inTab(5, .push(3)))), until: 100)
    #expect(missing.state.tabs[1].stack.elements == [2])
    let plain = model(.detail(), Script().at(0, .app(.inTab(0, .pop))), until: 1_000)
    #expect(plain.state.stack.elements == [0, 1])
  }

  /// The path changes that commute with a frame at `t` ms (the state then, and a frame on).
  static func commuting(_ c: Configuration, _ s: Script, at t: Double) -> UInt64 {
    let frame = 1_000.0 / 60
    return model(c, s, until: t).pathChangesCommutingWithAFrame(
      then: model(c, s, until: t + frame),
      renderAfter: Int64(((t + 2 * frame) * 1_000).rounded()))
  }

  /// The reduction's premise: a change to a tab off screen with nothing in flight, or to a
  /// stack whose transition runs past the next render passes, commutes with a frame; the
  /// selected tab at rest, a stack whose path waits, a transition about to end, do not.
  @Test func whichPathChangesCommuteWithAFrame() {
    let app = UInt64(1) << UInt64(NavigationModel.appStackBit)
    #expect(Self.commuting(Self.tabs, Script(), at: 0) == 0b10)
    // A path waiting for the next render pass: nothing commutes.
    #expect(Self.commuting(Self.tabs, Script().at(0, .app(.inTab(1, .push(3)))), at: 0) == 0)
    // During the feed's push (R1, 350 ms from the first frame): the feed and the stack on
    // screen (the same), and the inbox off screen.
    let push = Script().at(0, .tap(.link(1)))
    #expect(Self.commuting(Self.tabs, push, at: 100) == app | 0b11)
    // Its end falls before the render pass after the next frame: only the inbox.
    #expect(Self.commuting(Self.tabs, push, at: 340) == 0b10)
    var animates = Self.tabs
    animates.profile.offWindowAnimates = true
    #expect(Self.commuting(animates, Script(), at: 0) == 0)
  }
}
