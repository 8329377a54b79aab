/// A tap's touch-down and touch-up, and the content stack a tap lands on.
extension NavigationModel {
  /// A tap's touch-down (docs/MODEL.md §10.3): routed now (MODEL.md §4); the control acts at the
  /// touch-up only if it was accepted.
  mutating func press(_ target: TapTarget) -> Disposition {
    let bit = target.pressBit
    if (state.window.pressed | state.window.pressRefused) & bit != 0 {
      // A control tracks one touch (UIKit): another finger on it gets nothing [A].
      let shift = UInt64(bit.trailingZeroBitCount) * 4
      if (state.window.pressIgnored >> shift) & 0xF < 0xF {
        state.window.pressIgnored &+= 1 << shift
      }
      if setup.exclusiveTouch { state.window.touchesDown &+= 1 }
      return .nothingThere
    }
    if setup.exclusiveTouch {
      // docs/MODEL.md §12: an exclusive control gets no touch-down while another touch is down,
      // and while one tracks a touch no other touch is delivered.
      let held = state.window.exclusiveHeld || (target.isAppControl && state.window.touchesDown > 0)
      state.window.touchesDown &+= 1
      if held {
        state.window.pressRefused |= bit
        state.window.pressed &= ~bit
        return .exclusiveTouch
      }
    }
    let taken: Disposition?
    switch target {
    case .back: taken = routeBackButton(edgeStack)
    case .link, .showSheet, .present: taken = route(.content, contentStack(for: target))
    case .customBack:
      taken =
        setup.backButtonStyle == .clearTint
        ? routeBackButton(edgeStack) : route(setup.customBackZone ?? .bar, edgeStack)
    case .closeSheet, .ok, .cancel: taken = routeSheet()
    case .tab: taken = routeTabBar()
    case .sidebarToggle:
      taken =
        state.window.windowLock > 0
        ? .windowLock
        : coveredAbove(.tab(0))
          ? .sheet
          : state.window.sidebarShown || !setup.profile.sidebarToggleRouted
            ? nil : route(.bar, state.rootRef)
    }
    if let taken {
      state.window.pressRefused |= bit
      state.window.pressed &= ~bit
      return taken
    }
    state.window.pressed |= bit
    state.window.pressRefused &= ~bit
    if setup.exclusiveTouch && target.isAppControl { state.window.exclusiveHeld = true }
    return .acted
  }

  /// A tap's touch-up: the control acts if its touch-down was accepted (without routing again:
  /// a touch is routed once); after a refused touch-down it does nothing; with no touch-down
  /// before it, the tap is routed and acts at once (a model-level tap).
  ///
  /// With several fingers down on one control (``ModelState/pressIgnored``) the first to lift
  /// ends the tracked touch and the others lift for nothing [A: which finger UIKit tracks].
  mutating func touchUp(_ target: TapTarget) -> Disposition {
    let bit = target.pressBit
    let shift = UInt64(bit.trailingZeroBitCount) * 4
    if (state.window.pressIgnored >> shift) & 0xF > 0
      && (state.window.pressed | state.window.pressRefused) & bit == 0
    {
      state.window.pressIgnored &-= 1 << shift
      if setup.exclusiveTouch && state.window.touchesDown > 0 { state.window.touchesDown -= 1 }
      return .nothingThere
    }
    if setup.exclusiveTouch && (state.window.pressed | state.window.pressRefused) & bit != 0 {
      if state.window.touchesDown > 0 { state.window.touchesDown -= 1 }
      if state.window.pressed & bit != 0 && target.isAppControl {
        state.window.exclusiveHeld = false
      }
    }
    if state.window.pressRefused & bit != 0 {
      state.window.pressRefused &= ~bit
      return .touchDownLost
    }
    guard state.window.pressed & bit != 0 else { return tap(target) }
    state.window.pressed &= ~bit
    if setup.profile.lockCancelsAcceptedTaps && state.window.windowLock > 0 {
      // The alternative of docs/MODEL.md §10.2 (`lockCancelsTaps=1`): the window lock cancels a
      // touch it did not see go down.
      note(.navigation, nil) { m in "touch-up while the window lock is held: cancelled" }
      return .windowLock
    }
    routed = true
    defer { routed = false }
    return tap(target)
  }

  /// Routing for inputs on the top presentation itself (its close button, OK, Cancel, pulling
  /// it down).
  @inline(__always)
  func routeSheet() -> Disposition? {
    if routed { return nil }
    if state.window.windowLock > 0 { return .windowLock }
    if topShownLevel == nil { return .nothingThere }
    return nil
  }

  /// Routing for the tab bar: the window lock and a presentation that covers the screen take
  /// it; a stack's dimming view, mask and transitions do not reach it (they belong to the
  /// navigation controller, under the tab bar) [A].
  func routeTabBar() -> Disposition? {
    if routed { return nil }
    if state.window.windowLock > 0 { return .windowLock }
    guard setup.tabRoots.count > 1 else { return .nothingThere }
    if coveredAbove(state.rootRef) { return .sheet }
    return nil
  }

  /// The content stack a content tap on `target` lands on (mutating only so that `self` is
  /// passed by reference: it changes nothing).
  @inline(__always)
  mutating func contentStack(for target: TapTarget) -> StackRef {
    switch target {
    case .link, .showSheet, .present:
      // The content stack whose visible screen offers the control, top first, else the top
      // one. A loop, not a predicate closure: a closure reading `setup` captures the whole
      // model, and every touch would copy it.
      if state.levels.isEmpty { return state.rootRef }
      let stacks = contentStacks
      for i in stacks.indices {
        let c = stacks[i]
        let (count, top) = state.readStack(c) { ($0.stack.count, $0.stack.top) }
        if count > 0 && offers(top, target) { return c }
      }
      return stacks.first ?? state.rootRef
    default:
      return edgeStack
    }
  }

  /// Whether screen `top` shows the control `target` (a link, its sheet button, a
  /// presentation button).
  @inline(__always)
  func offers(_ top: ScreenID, _ target: TapTarget) -> Bool {
    let i = Int(top)
    switch target {
    case .link(let screen): return i < setup.links.count && setup.links[i].contains(screen)
    case .showSheet: return i < setup.hasSheet.count && setup.hasSheet[i]
    case .present(let key):
      return i < setup.presentations.count && setup.presentations[i].contains { $0.key == key }
    default: return false
    }
  }
}
