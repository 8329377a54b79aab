extension NavigationModel {
  /// Delivers `input` at the current time.
  ///
  /// UIKit-native inputs (the back button, the edge swipe, dragging the sheet) act at once;
  /// anything that goes through SwiftUI state takes effect at the next frame (MODEL.md §1).
  /// - Returns: what happened to the input: the layer of MODEL.md §4 that took it, or
  ///   ``Disposition/acted``.
  @discardableResult
  package mutating func apply(_ input: Input) -> Disposition {
    let mark = trace?.count ?? 0
    let result: Disposition
    switch input {
    case .tap(let target): result = touchUp(target)
    case .press(let target): result = press(target)
    case .swipeBack(let phase): result = swipe(phase)
    case .dragSheet(let phase): result = dragSheet(phase)
    case .contentSwipe(let phase): result = contentSwipe(phase)
    case .zoomDismiss(let phase): result = zoomDismiss(phase)
    case .rotate: result = rotate()
    case .app(let action): result = appAction(action)
    }
    checkInvariants()
    if trace != nil {
      // The input comes before the changes it caused.
      let text = "\(Self.describe(input, app: setup.configuration.app)): \(result)"
      let entry = TraceEntry(
        time: now, actor: .input, rule: nil, message: text, lanes: LaneSnapshot(state),
        input: input)
      trace?.insert(entry, at: mark)
    }
    return result
  }

  /// Touch routing (MODEL.md §4): `nil` when the touch reaches `zone`, else who took it.
  /// Mutating because a content tap on the detail under a primary overlay hides it (R21).
  mutating func route(_ zone: Zone) -> Disposition? {
    if routed { return nil }
    if state.windowLock > 0 { return .windowLock }
    if state.presentation.coversScreen { return .sheet }
    if let taken = routePrimaryOverlay(zone) { return taken }
    if state.dimming && zone != .bar { return .dimmingView(orphanedBy: orphanRule) }
    if state.maskRendered { return .mask }
    if zone != .edge && state.transition.inFlight { return .transition(orphanedBy: orphanRule) }
    return nil
  }

  /// A tap's touch-down (docs/MODEL.md §10.3): routed now (MODEL.md §4); the control acts at the
  /// touch-up only if it was accepted.
  mutating func press(_ target: TapTarget) -> Disposition {
    let bit = target.pressBit
    if (state.pressed | state.pressRefused) & bit != 0 {
      // A control tracks one touch (UIKit): another finger on it gets nothing [A].
      let shift = UInt32(bit.trailingZeroBitCount) * 4
      if (state.pressIgnored >> shift) & 0xF < 0xF { state.pressIgnored &+= 1 << shift }
      if setup.exclusiveTouch { state.touchesDown &+= 1 }
      return .nothingThere
    }
    if setup.exclusiveTouch {
      // docs/MODEL.md §12: an exclusive control gets no touch-down while another touch is down,
      // and while one tracks a touch no other touch is delivered.
      let held = state.exclusiveHeld || (target.isAppControl && state.touchesDown > 0)
      state.touchesDown &+= 1
      if held {
        state.pressRefused |= bit
        state.pressed &= ~bit
        return .exclusiveTouch
      }
    }
    let taken: Disposition?
    switch target {
    case .back: taken = routeBackButton()
    case .link, .showSheet: taken = route(.content)
    case .customBack:
      taken =
        setup.backButtonStyle == .clearTint
        ? routeBackButton() : route(setup.customBackZone ?? .bar)
    case .closeSheet: taken = routeSheet()
    case .sidebarToggle:
      taken =
        state.windowLock > 0
        ? .windowLock
        : state.presentation.coversScreen ? .sheet : state.sidebarShown ? nil : route(.bar)
    }
    if let taken {
      state.pressRefused |= bit
      state.pressed &= ~bit
      return taken
    }
    state.pressed |= bit
    state.pressRefused &= ~bit
    if setup.exclusiveTouch && target.isAppControl { state.exclusiveHeld = true }
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
    let shift = UInt32(bit.trailingZeroBitCount) * 4
    if (state.pressIgnored >> shift) & 0xF > 0 && (state.pressed | state.pressRefused) & bit == 0 {
      state.pressIgnored &-= 1 << shift
      if setup.exclusiveTouch && state.touchesDown > 0 { state.touchesDown -= 1 }
      return .nothingThere
    }
    if setup.exclusiveTouch && (state.pressed | state.pressRefused) & bit != 0 {
      if state.touchesDown > 0 { state.touchesDown -= 1 }
      if state.pressed & bit != 0 && target.isAppControl { state.exclusiveHeld = false }
    }
    if state.pressRefused & bit != 0 {
      state.pressRefused &= ~bit
      return .touchDownLost
    }
    guard state.pressed & bit != 0 else { return tap(target) }
    state.pressed &= ~bit
    routed = true
    defer { routed = false }
    return tap(target)
  }

  /// Routing for inputs on the sheet itself (its close button, pulling it down).
  func routeSheet() -> Disposition? {
    if routed { return nil }
    if state.windowLock > 0 { return .windowLock }
    if !state.presentation.coversScreen { return .nothingThere }
    return nil
  }

  mutating func tap(_ target: TapTarget) -> Disposition {
    switch target {
    case .back:
      if let taken = routeBackButton() { return taken }
      // R25: on ios26 the back button is live during a push or a pop.
      if backButtonLive, let stopped = interruptForBackTap() { return stopped }
      // A touch accepted before a transition began (another finger's swipe, an app input) is
      // cancelled with the bar's interaction when the transition starts (MODEL.md §4): the
      // back button does not act in the middle of a transition.
      if state.transition.inFlight { return .transition(orphanedBy: orphanRule) }
      guard setup.systemBackButton, state.barDepth > 0 else { return .noBackButton }
      guard state.stack.count > 1 else { return .nothingThere }
      startPop(to: state.stack.droppingTop, interactive: false)
      return .acted
    case .link(let screen):
      if let taken = route(.content) { return taken }
      let top = Int(state.stack.top)
      guard top < setup.links.count, setup.links[top].contains(screen) else { return .nothingThere }
      guard !state.pathDirty, !state.path.isFull else { return .ignored(.r1) }
      state.path.push(screen)
      requestPathChange()
      return .acted
    case .customBack:
      return tapCustomBack()
    case .showSheet:
      if let taken = route(.content) { return taken }
      let top = Int(state.stack.top)
      guard top < setup.hasSheet.count, setup.hasSheet[top] else { return .nothingThere }
      showSheetAction(depth: state.stack.count - 1)
      return .acted
    case .closeSheet:
      if let taken = routeSheet() { return taken }
      setBinding(false, depth: Int(state.presenterDepth))
      return .acted
    case .sidebarToggle:
      return tapSidebarToggle()
    }
  }

  mutating func appAction(_ action: AppAction) -> Disposition {
    switch action {
    case .push(let screen):
      guard Int(screen) < setup.links.count, !state.path.isFull else { return .nothingThere }
      state.path.push(screen)
      requestPathChange()
    case .pop:
      guard state.path.count > 1 else { return .nothingThere }
      state.path.pop()
      requestPathChange()
    case .popToRoot:
      guard state.path.count > 1 else { return .nothingThere }
      state.path = state.path.prefix(1)
      requestPathChange()
    case .dismissSheet:
      let depth =
        state.presentation == .none ? state.stack.count - 1 : Int(state.presenterDepth)
      guard bindingIsSet(depth: depth) else { return .nothingThere }
      setBinding(false, depth: depth)
    case .showPrimary, .hidePrimary:
      return splitAppAction(action)
    }
    return .acted
  }

  /// `dismiss()` called from a pushed screen: SwiftUI pops it at the next frame.
  mutating func dismissFromScreen() {
    guard !state.pathDirty || state.path.count > 1 else { return }
    if state.path.count > 1 { state.path.pop() }
    requestPathChange()
  }

  /// The seed's "Show Sheet" action: `disable(true); popUp.toggle()` (R15 keeps the toggle).
  mutating func showSheetAction(depth: Int) {
    if setup.maskMode != .off { disable(true) }
    setBinding(!bindingIsSet(depth: depth), depth: depth)
  }

  /// Renders an input as a scenario action would read (`tap back`, `swipe-back move 0.5`).
  static func describe(_ input: Input, app: App) -> String {
    func phase(_ p: GesturePhase) -> String {
      switch p {
      case .down: "touch-down"
      case .begin: "begin"
      case .move(let v): "move \(NumberText.decimal(v, places: 3))"
      case .end(let v): "end velocity \(NumberText.decimal(v, places: 1))"
      case .cancel: "cancel"
      }
    }
    switch input {
    case .tap(.link(let s)): return "tap link \(app.name(of: s))"
    case .tap(.back): return "tap back"
    case .tap(.customBack): return "tap custom-back"
    case .tap(.showSheet): return "tap show-sheet"
    case .tap(.closeSheet): return "tap close-sheet"
    case .tap(.sidebarToggle): return "tap sidebar-toggle"
    case .press(let target):
      return "touch-down on " + describe(.tap(target), app: app).dropFirst(4)
    case .swipeBack(let p): return "swipe-back \(phase(p))"
    case .dragSheet(let p): return "drag-sheet \(phase(p))"
    case .contentSwipe(let p): return "content-swipe \(phase(p))"
    case .zoomDismiss(let p): return "zoom-dismiss \(phase(p))"
    case .rotate: return "rotate"
    case .app(.push(let s)): return "app push \(app.name(of: s))"
    case .app(.pop): return "app pop"
    case .app(.popToRoot): return "app pop-to-root"
    case .app(.dismissSheet): return "app dismiss-sheet"
    case .app(.showPrimary): return "app show-primary"
    case .app(.hidePrimary): return "app hide-primary"
    }
  }
}
