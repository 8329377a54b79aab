import NavSimTestSupport
import Testing

@testable import NavSimCore

private func split(
  _ style: BackButtonStyle = .system, _ orientation: Orientation = .portrait,
  start: [ScreenID] = [0], mitigations: [Mitigation] = []
) -> Configuration {
  var c = Configuration()
  c.device = .ipad
  c.container = .split
  c.orientation = orientation
  c.backButton = style
  c.start = start
  c.mitigations = Mitigations(mitigations)
  return c
}

@Suite struct SplitViewTests {
  @Test func layoutFollowsTheOrientation() {
    #expect(!NavigationModel(split(.system, .portrait)).state.window.sidebarShown)
    #expect(NavigationModel(split(.system, .landscape)).state.window.sidebarShown)
  }

  @Test func anIPhoneSplitViewIsAStack() {
    var c = split(.system, .landscape)
    c.device = .iphone
    var model = NavigationModel(c)
    #expect(!model.state.window.sidebarShown)
    #expect(model.apply(.tap(.sidebarToggle)) == .nothingThere)
    #expect(model.apply(.app(.showPrimary)) == .nothingThere)
    #expect(Simulator.run(c, inputs: []).findings.isEmpty)
  }

  @Test func rotationRelaysTheColumnsOut() {
    var model = NavigationModel(split())
    model.apply(.rotate)
    #expect(model.state.window.sidebarShown)
    #expect(model.state.rulesFired.has(.r19))
    model.apply(.rotate)
    #expect(!model.state.window.sidebarShown)
  }

  @Test func theSidebarButtonShowsAndHidesThePrimary() {
    var model = NavigationModel(split())
    #expect(model.apply(.tap(.sidebarToggle)) == .acted)
    #expect(model.state.window.sidebarShown)
    #expect(model.apply(.tap(.sidebarToggle)) == .acted)
    #expect(!model.state.window.sidebarShown)
  }

  @Test func theSidebarButtonIsOnlyAtTheDetailRoot() {
    var model = NavigationModel(split(start: [0, 1]))
    #expect(model.apply(.tap(.sidebarToggle)) == .nothingThere)
    #expect(model.apply(.tap(.back)) == .acted)
  }

  @Test func thePortraitOverlayTakesTouches() {
    var model = NavigationModel(split())
    #expect(model.apply(.tap(.sidebarToggle)) == .acted)
    #expect(model.apply(.tap(.back)) == .primaryColumn)
    #expect(model.apply(.gesture(.swipeBack, .begin)) == .primaryColumn)
    #expect(model.apply(.gesture(.swipeBack, .end(velocity: 0))) == .nothingThere)
    #expect(model.state.window.sidebarShown)
    // A content tap lands on the dimmed detail: it hides the primary and does nothing else.
    #expect(model.apply(.tap(.link(1))) == .primaryColumn)
    #expect(!model.state.window.sidebarShown)
    _ = model.runUntilQuiescent(limit: Script.ms(5000))
    #expect(model.state.stack.elements == [0])
  }

  @Test func theLandscapeColumnDoesNotOverlay() {
    var model = NavigationModel(split(.system, .landscape, start: [0, 1]))
    #expect(model.apply(.tap(.back)) == .acted)
  }

  @Test(arguments: [BackButtonStyle.hiddenToolbar, .hiddenOverlay])
  func dismissAtTheDetailRootIsADeadEnd(style: BackButtonStyle) {
    var model = NavigationModel(split(style))
    #expect(model.apply(.tap(.customBack)) == .ignored(.r18))
    #expect(model.apply(.tap(.sidebarToggle)) == .noBackButton)
    let result = Simulator.run(split(style), inputs: [TimedInput(Script.ms(0), .tap(.customBack))])
    let deadEnds = result.findings(.deadEnd)
    #expect(deadEnds.count == 1, "\(result.findings)")
    // Landscape shows the primary column again.
    #expect(deadEnds.first?.recoverable == true)
    #expect(result.findings.count == 1, "\(result.findings)")
  }

  @Test(arguments: [BackButtonStyle.system, .clearTint])
  func theSidebarButtonRemainsSoNoDeadEnd(style: BackButtonStyle) {
    let result = Simulator.run(split(style), inputs: [TimedInput(Script.ms(0), .tap(.customBack))])
    #expect(result.findings.isEmpty, "\(style): \(result.findings)")
  }

  @Test func clearTintAtTheDetailRootShowsTheSidebar() {
    var model = NavigationModel(split(.clearTint))
    #expect(model.apply(.tap(.customBack)) == .acted)
    #expect(model.state.window.sidebarShown)
  }

  @Test func theCustomButtonPopsDeeperInTheDetail() {
    let result = Simulator.run(
      split(.hiddenToolbar, start: [0, 1]), inputs: [TimedInput(Script.ms(0), .tap(.customBack))])
    #expect(result.model.state.stack.elements == [0])
    // Popped to the detail root, where the sidebar button is hidden too.
    #expect(result.has(.deadEnd), "\(result.findings)")
  }

  @Test func aForcedHiddenPrimaryIsADeadEndEvenAfterARotation() {
    let c = split(.hiddenToolbar, .landscape)
    let result = Simulator.run(c, inputs: [TimedInput(Script.ms(0), .app(.hidePrimary))])
    #expect(!result.model.state.window.sidebarShown)
    let deadEnd = result.findings(.deadEnd).first
    #expect(deadEnd?.recoverable == false, "\(result.findings)")
    #expect(deadEnd?.needsAppInput == true)
  }

  @Test func showPrimaryRunsItsCompletionAtTheNextFrame() {
    var model = NavigationModel(split())
    model.advance(to: Script.ms(5))
    #expect(model.apply(.app(.showPrimary)) == .acted)
    #expect(!model.state.window.sidebarShown)
    model.advance(to: Script.ms(16))
    #expect(!model.state.window.sidebarShown)
    model.advance(to: Script.ms(16.667))
    #expect(model.state.window.sidebarShown)
    #expect(model.state.window.split.preferred == .oneBesideSecondary)
    // Forced beside: no overlay, so the detail still takes touches.
    #expect(model.apply(.tap(.link(1))) == .acted)
  }

  @Test func aLateCompletionUndoesAHide() {
    // hide-primary between show-primary and its completion: the completion's isHide = false
    // runs last, and its didSet shows the primary again.
    let inputs = [
      TimedInput(Script.ms(1), .app(.showPrimary)), TimedInput(Script.ms(2), .app(.hidePrimary)),
    ]
    let result = Simulator.run(split(.system, .landscape), inputs: inputs, recordingTrace: true)
    #expect(result.model.state.window.sidebarShown)
    let splitLane = result.trace.filter { $0.actor == .split }.map(\.message)
    #expect(splitLane.last?.contains("shown") == true, "\(splitLane)")
    #expect(splitLane.contains { $0.contains("isHide = true") })
  }

  @Test func showPrimaryOverASheetWaitsForItsDismissal() {
    var c = split(start: [0, 1])
    c.orientation = .portrait
    var model = NavigationModel(c)
    model.apply(.tap(.showSheet))
    model.advance(to: Script.ms(600))
    #expect(model.state.presentation == .presented)
    #expect(model.apply(.app(.showPrimary)) == .acted)
    model.advance(to: Script.ms(700))
    #expect(model.state.presentation == .dismissing)
    #expect(!model.state.window.sidebarShown)
    _ = model.runUntilQuiescent(limit: Script.ms(5000))
    #expect(model.state.presentation == .none)
    #expect(model.state.window.sidebarShown)
    #expect(model.state.rulesFired.has(.r5))
  }

  @Test func showPrimaryWhileTheSheetFinalizesNeverCompletes() {
    let c = split(start: [0, 1])
    let frames = FrameClock(fps: 60)
    let inputs =
      [TimedInput(Script.ms(0), .tap(.showSheet))]
      + TimedInput.stroke(
        .dragSheet, progress: 0.6, over: .milliseconds(120), velocity: 900, start: Script.ms(700),
        frames: frames, extent: 1180) + [TimedInput(Script.ms(1000), .app(.showPrimary))]
    let result = Simulator.run(c, inputs: inputs)
    #expect(!result.model.state.window.sidebarShown)
    #expect(result.model.state.rulesFired.has(.r23))
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test(arguments: [Orientation.portrait, .landscape])
  func theSeedLockupInTheDetailColumn(orientation: Orientation) {
    let c = split(.system, orientation, start: [0, 1])
    let result = Simulator.run(c, inputs: SeedLockup.inputs(for: c))
    let lockup = result.findings(.lockup).first
    #expect(lockup?.recoverable == true, "\(orientation): \(result.findings)")
    #expect(!result.has(.deadEnd))
  }

  @Test func clearTintOnIPadKeepsTheSwipeAndTheLockup() {
    let c = split(.clearTint, start: [0, 1])
    #expect(Oracles.lostSwipe(c) == nil)
    #expect(
      Simulator.run(c, inputs: SeedLockup.inputs(for: c)).findings(.lockup).first?.recoverable
        == true)
  }

  @Test func hiddenStylesLoseTheSwipeInTheDetail() {
    #expect(Oracles.lostSwipe(split(.hiddenToolbar)) != nil)
    #expect(Oracles.lostSwipe(split(.hiddenOverlay)) != nil)
  }

  @Test func guardNoneSwipeAtTheDetailRootLocksUpUntilARotation() {
    let c = split(.hiddenToolbar, mitigations: [.guardNone])
    let inputs = TimedInput.stroke(
      .swipeBack, progress: 1, over: .milliseconds(200), velocity: 1000, start: Script.ms(0),
      frames: FrameClock(fps: 60), extent: 820)
    let result = Simulator.run(c, inputs: inputs)
    #expect(result.model.state.rulesFired.has(.r10))
    #expect(result.findings(.lockup).first?.recoverable == true, "\(result.findings)")
  }

  @Test func theSplitStateIsPartOfTheModelState() {
    var a = NavigationModel(split())
    var b = a
    b.apply(.app(.hidePrimary))
    #expect(a.state.window.sidebarShown == b.state.window.sidebarShown)
    #expect(a.state != b.state)
    #expect(a.state.fingerprint != b.state.fingerprint)
    a.apply(.app(.hidePrimary))
    #expect(a.state == b.state)
  }
}
