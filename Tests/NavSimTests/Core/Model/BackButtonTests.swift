import NavSimTestSupport
import Testing

@testable import NavSimCore

private func config(
  _ style: BackButtonStyle, _ mitigations: [Mitigation] = [], start: [ScreenID] = [0, 1]
) -> Configuration {
  var c = Configuration()
  c.backButton = style
  c.mitigations = Mitigations(mitigations)
  c.start = start
  return c
}

/// A full swipe-back at `start`: 1.0 over 200 ms, velocity 1000.
private func fullSwipe(at start: Double, _ c: Configuration) -> [TimedInput] {
  TimedInput.stroke(
    .swipeBack, progress: 1, over: .milliseconds(200), velocity: 1000, start: Script.ms(start),
    frames: FrameClock(fps: c.profile.fps), extent: c.screenSize.width)
}

@Suite struct BackButtonTests {
  @Test(arguments: [
    (BackButtonStyle.system, true), (.hiddenToolbar, false), (.hiddenOverlay, false),
    (.clearTint, true),
  ])
  func swipeBackFromDetail(style: BackButtonStyle, pops: Bool) {
    let c = config(style)
    let result = Simulator.run(c, inputs: fullSwipe(at: 0, c))
    #expect(result.findings.isEmpty, "\(style): \(result.findings)")
    #expect(result.model.state.stack.count == (pops ? 1 : 2), "\(style)")
    #expect((Oracles.lostSwipe(c) == nil) == pops, "\(style)")
    #expect(result.model.state.rulesFired.has(.r16) == !pops, "\(style)")
  }

  @Test(arguments: [BackButtonStyle.hiddenToolbar, .hiddenOverlay, .clearTint])
  func customButtonPops(style: BackButtonStyle) {
    let result = Simulator.run(
      config(style), inputs: [TimedInput(Script.ms(10), .tap(.customBack))])
    #expect(result.findings.isEmpty, "\(style): \(result.findings)")
    #expect(result.model.state.stack.elements == [0], "\(style)")
    #expect(result.model.state.rulesFired.has(.r17), "\(style)")
  }

  @Test func hiddenButtonCallsDismissAtTheNextFrame() {
    var model = NavigationModel(config(.hiddenToolbar))
    model.advance(to: Script.ms(10))
    #expect(model.apply(.tap(.customBack)) == .acted)
    #expect(model.state.transition == .none)
    model.advance(to: Script.ms(16.667))
    #expect(model.state.transition == .pop)
  }

  @Test func clearTintReachesTheSystemButtonAtOnce() {
    var model = NavigationModel(config(.clearTint))
    model.advance(to: Script.ms(10))
    #expect(model.apply(.tap(.customBack)) == .acted)
    #expect(model.state.transition == .pop)
  }

  @Test(arguments: [BackButtonStyle.hiddenToolbar, .hiddenOverlay])
  func hiddenStylesHaveNoSystemButton(style: BackButtonStyle) {
    var model = NavigationModel(config(style))
    #expect(model.apply(.tap(.back)) == .noBackButton)
    #expect(model.apply(.gesture(.swipeBack, .begin)) == .ignored(.r16))
  }

  @Test func systemStyleHasNoCustomButton() {
    var model = NavigationModel(config(.system))
    #expect(model.apply(.tap(.customBack)) == .nothingThere)
  }

  @Test func customButtonAtTheStackRootIsNotThere() {
    var model = NavigationModel(config(.hiddenToolbar, start: [0]))
    #expect(model.apply(.tap(.customBack)) == .nothingThere)
  }

  @Test func backHiddenMitigationSelectsHiddenToolbar() {
    let c = config(.system, [.backHidden])
    #expect(Oracles.lostSwipe(c) != nil)
    var model = NavigationModel(c)
    #expect(model.apply(.tap(.back)) == .noBackButton)
    #expect(model.apply(.tap(.customBack)) == .acted)
  }

  @Test(arguments: [
    (BackButtonStyle.system, true), (.hiddenToolbar, false), (.hiddenOverlay, false),
    (.clearTint, true),
  ])
  func seedLockupUnderEachStyle(style: BackButtonStyle, locks: Bool) {
    let c = config(style)
    let result = Simulator.run(c, inputs: SeedLockup.inputs(for: c))
    #expect(result.has(.lockup) == locks, "\(style): \(result.findings)")
    if !locks {
      #expect(result.findings.isEmpty, "\(style): \(result.findings)")
      #expect(result.model.state.stack.elements == [0, 1], "\(style)")
    }
  }

  @Test(arguments: [BackButtonStyle.hiddenToolbar, .hiddenOverlay])
  func customButtonInsteadOfTheSwipeDoesNotLockUp(style: BackButtonStyle) {
    // The custom button's dismiss() is a programmatic pop, which R7 leaves alone by default.
    let c = config(style)
    let inputs =
      Array(SeedLockup.inputs(for: c).prefix { $0.input != .gesture(.swipeBack, .begin) })
      + [TimedInput(Script.ms(1000), .tap(.customBack))]
    let result = Simulator.run(c, inputs: inputs)
    #expect(result.findings.isEmpty, "\(style): \(result.findings)")
    #expect(result.model.state.stack.elements == [0])
  }

  @Test(arguments: [BackButtonStyle.hiddenToolbar, .hiddenOverlay])
  func guardNoneBringsTheSwipeBackWithoutItsGuard(style: BackButtonStyle) {
    let c = config(style, [.guardNone], start: [0])
    #expect(Oracles.lostSwipe(c) == nil)
    let result = Simulator.run(c, inputs: fullSwipe(at: 0, c))
    #expect(result.has(.lockup), "\(result.findings)")
    #expect(result.model.state.rulesFired.has(.r10))
    #expect(!result.model.state.rulesFired.has(.r16))
  }

  @Test func guardNoneSwipeDuringThePushOrphansBoth() {
    let c = config(.hiddenToolbar, [.guardNone], start: [0])
    let inputs = [TimedInput(Script.ms(0), .tap(.link(1)))] + fullSwipe(at: 100, c)
    let result = Simulator.run(c, inputs: inputs)
    #expect(result.model.state.rulesFired.has(.r11))
    #expect(result.has(.lockup), "\(result.findings)")
  }

  @Test func aCustomGuardReplacesTheDelegateToo() {
    // guard-presented installs its own recogniser delegate, so the hidden button's refusal goes.
    let c = config(.hiddenToolbar, [.guardPresented])
    #expect(Oracles.lostSwipe(c) == nil)
    var rootOnly = c
    rootOnly.start = [0]
    let result = Simulator.run(rootOnly, inputs: fullSwipe(at: 0, rootOnly))
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test func rulesCarryTags() {
    #expect(Rule.r16.description == "R16 [E]")
    #expect(Rule.r17.description == "R17 [E/A]")
    #expect(Rule.r18.description == "R18 [E]")
    for rule in [Rule.r19, .r20, .r21, .r22, .r23] { #expect(rule.tag == .assumption) }
  }
}
