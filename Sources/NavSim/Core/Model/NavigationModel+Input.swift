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
    case .gesture(let kind, let phase): result = kind.step(&self, phase)
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

  /// Touch routing (MODEL.md §4) for a touch on stack `c`: `nil` when the touch reaches
  /// `zone`, else who took it. Mutating because a content tap on the detail under a primary
  /// overlay hides it (R21).
  ///
  /// - Parameters:
  ///   - edgeStrip: the touch is the edge swipe's, on the left-edge strip (the mask's coverage
  ///     of it is the profile value `maskCoversEdge`); the other pans pass `.edge` too but land
  ///     on the content.
  ///   - grabbing: a pan whose recogniser may grab a running transition (R31): a running pop's
  ///     dimming view does not take it.
  mutating func route(
    _ zone: Zone, _ c: StackRef, edgeStrip: Bool = false, grabbing: Bool = false
  ) -> Disposition? {
    if routed { return nil }
    if state.windowLock > 0 { return .windowLock }
    if coveredAbove(c) { return .sheet }
    if c.isTab, let taken = routePrimaryOverlay(zone) { return taken }
    let s = state[c]
    let live = zone == .content && contentLive(s)
    let through = live || (grabbing && s.transition.inFlight && s.transition != .orphaned)
    if s.dimming && zone != .bar && !through { return .dimmingView(orphanedBy: orphanRule(c)) }
    if s.maskRendered && (setup.profile.maskCoversEdge || !edgeStrip) { return .mask }
    if live {
      fire(.r30)
      note(.navigation, .r30) { m in "content touched during a transition: it takes the touch" }
      return nil
    }
    if zone != .edge && s.transition.inFlight { return .transition(orphanedBy: orphanRule(c)) }
    return nil
  }

  /// R30 live content during transitions [E] — on `ios26` a stack's content takes touches while
  /// a push or a pop is running (the dimming view of a running pop included), not while the
  /// transition is orphaned (S3's stuck dimming view). [E: "as soon as another screen appears
  /// in transition, it is interactable", react-native-screens PR 3173; the outgoing screen
  /// "keeps hit testing" during a zoom dismissal, Twinskaraoke PR 96, S35] The alternative
  /// (`r30LiveContent=0`) is the content dead during transitions (MODEL.md §4, layer 5).
  @inline(__always)
  func contentLive(_ s: StackState) -> Bool {
    setup.profile.contentLiveDuringTransitions && s.transition.inFlight
      && s.transition != .orphaned
      && (s.transition != .push || setup.profile.contentLiveDuringPushes)
  }

  /// A content tap accepted before a transition began and lifted during it: dropped with the
  /// content's interaction under the alternative `transitionCancelsContent=1` (MODEL.md
  /// §10.3), unless R30 keeps the content live; by default it acts.
  @inline(__always)
  func contentTapCancelled(_ c: StackRef) -> Disposition? {
    guard routed, setup.profile.transitionCancelsContentTaps else { return nil }
    let s = state[c]
    guard s.transition.inFlight, !contentLive(s) else { return nil }
    return .transition(orphanedBy: orphanRule(c))
  }

  /// Whether a presentation level above stack `c` covers it (MODEL.md §4, layer 2): a sheet,
  /// cover, alert or dialog on screen, except a medium sheet that leaves the screen behind
  /// live.
  @inline(__always)
  func coveredAbove(_ c: StackRef) -> Bool {
    var k = c.isTab ? 1 : c.level + 1
    while k <= state.levels.count {
      if covers(level: k) || dismissingCovers(level: k) { return true }
      k += 1
    }
    return false
  }

  /// The alternative `dismissingSheetCovers=1` of MODEL.md §4, layer 2: a presentation animating
  /// out still takes the touches of what lies behind it (by default it takes none [A]).
  @inline(__always)
  func dismissingCovers(level k: Int) -> Bool {
    guard setup.profile.dismissingSheetCovers else { return false }
    let phase = state.levelPhase(k)
    guard phase == .dismissing || phase == .dismissingInteractive else { return false }
    return !(presentationItem(level: k)?.leavesBackgroundLive ?? false)
  }

  /// Whether presentation level `k` takes the touches of what lies behind it.
  @inline(__always)
  func covers(level k: Int) -> Bool {
    // Field by field: a copy of the whole level (its content stack included) is a memcpy on
    // the hot path of every touch.
    guard state.levelPhase(k).coversScreen else { return false }
    return !(presentationItem(level: k)?.leavesBackgroundLive ?? false)
  }

  /// The stack whose bar and left edge the user touches: the content of the top presentation
  /// level that covers the screen (or, for one that shows no screen, the stack it covers, so
  /// that routing says it took the touch), else the selected tab's.
  @inline(__always)
  var edgeStack: StackRef {
    var k = state.levels.count
    while k >= 1 {
      if covers(level: k) {
        return state.levelContentCount(k) > 0 ? .level(k) : state.presenterRef(ofLevel: k)
      }
      k -= 1
    }
    return state.rootRef
  }

  /// The stacks whose content the user sees, top first: the edge stack, and below it the
  /// stacks behind medium sheets that leave them live.
  @inline(__always)
  var contentStacks: StackRefList {
    var out = StackRefList()
    var k = state.levels.count
    while k >= 1 {
      if state.levelPhase(k).coversScreen && state.levelContentCount(k) > 0 {
        out.append(.level(k))
      }
      if covers(level: k) {
        if out.isEmpty { out.append(state.presenterRef(ofLevel: k)) }
        return out
      }
      k -= 1
    }
    out.append(state.rootRef)
    return out
  }

  /// The top presentation level on screen whose controls a finger can reach (its close button,
  /// its OK or Cancel, pulling it down), if any.
  @inline(__always)
  package var topShownLevel: Int? {
    var k = state.levels.count
    while k >= 1 {
      if state.levelPhase(k).coversScreen { return k }
      k -= 1
    }
    return nil
  }

  /// A tap's touch-down (docs/MODEL.md §10.3): routed now (MODEL.md §4); the control acts at the
  /// touch-up only if it was accepted.
  mutating func press(_ target: TapTarget) -> Disposition {
    let bit = target.pressBit
    if (state.pressed | state.pressRefused) & bit != 0 {
      // A control tracks one touch (UIKit): another finger on it gets nothing [A].
      let shift = UInt64(bit.trailingZeroBitCount) * 4
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
        state.windowLock > 0
        ? .windowLock
        : coveredAbove(.tab(0))
          ? .sheet
          : state.sidebarShown || !setup.profile.sidebarToggleRouted
            ? nil : route(.bar, state.rootRef)
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
    let shift = UInt64(bit.trailingZeroBitCount) * 4
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
    if setup.profile.lockCancelsAcceptedTaps && state.windowLock > 0 {
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
    if state.windowLock > 0 { return .windowLock }
    if topShownLevel == nil { return .nothingThere }
    return nil
  }

  /// Routing for the tab bar: the window lock and a presentation that covers the screen take
  /// it; a stack's dimming view, mask and transitions do not reach it (they belong to the
  /// navigation controller, under the tab bar) [A].
  func routeTabBar() -> Disposition? {
    if routed { return nil }
    if state.windowLock > 0 { return .windowLock }
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

  mutating func tap(_ target: TapTarget) -> Disposition {
    switch target {
    case .back:
      let c = edgeStack
      if let taken = routeBackButton(c) { return taken }
      // R25: on ios26 the back button is live during a push or a pop.
      if backButtonLive(c), let stopped = interruptForBackTap(c) { return stopped }
      // A touch accepted before a transition began (another finger's swipe, an app input) is
      // cancelled with the bar's interaction when the transition starts (MODEL.md §4): the
      // back button does not act in the middle of a transition.
      let s = state[c]
      if s.transition.inFlight { return .transition(orphanedBy: orphanRule(c)) }
      guard setup.systemBackButton, s.barDepth > 0 else { return .noBackButton }
      guard s.stack.count > 1 else { return .nothingThere }
      startPop(c, to: s.stack.droppingTop, interactive: false)
      return .acted
    case .link(let screen):
      let c = contentStack(for: target)
      if let taken = route(.content, c) { return taken }
      if let cancelled = contentTapCancelled(c) { return cancelled }
      let s = state[c]
      guard s.stack.count > 0, offers(s.stack.top, target) else { return .nothingThere }
      // A NavigationLink outside a NavigationStack pushes nothing.
      guard s.navigable else { return .nothingThere }
      guard !s.pathDirty, !s.path.isFull else { return .ignored(.r1) }
      state[c].path.push(screen)
      requestPathChange(c)
      return .acted
    case .customBack:
      return tapCustomBack()
    case .showSheet:
      let c = contentStack(for: target)
      if let taken = route(.content, c) { return taken }
      if let cancelled = contentTapCancelled(c) { return cancelled }
      let s = state[c]
      let top = Int(s.stack.top)
      guard s.stack.count > 0, let item = setup.presentations[top].firstIndex(of: .textSheet)
      else { return .nothingThere }
      showSheetAction(c, depth: s.stack.count - 1, item: item)
      return .acted
    case .present(let key):
      let c = contentStack(for: target)
      if let taken = route(.content, c) { return taken }
      if let cancelled = contentTapCancelled(c) { return cancelled }
      let s = state[c]
      let top = Int(s.stack.top)
      guard s.stack.count > 0, top < setup.presentations.count,
        let item = setup.presentations[top].firstIndex(where: { $0.key == key })
      else { return .nothingThere }
      showSheetAction(c, depth: s.stack.count - 1, item: item)
      return .acted
    case .closeSheet, .ok, .cancel:
      // The top presentation's own dismiss control (PresentationKind.dismissControl).
      if let taken = routeSheet() { return taken }
      guard let k = topShownLevel, let item = presentationItem(level: k),
        item.kind.dismissControl == target
      else { return .nothingThere }
      dismissLevel(k)
      return .acted
    case .tab(let index):
      if let taken = routeTabBar() { return taken }
      return selectTab(Int(index), byTap: true)
    case .sidebarToggle:
      return tapSidebarToggle()
    }
  }

  /// Sets the binding of presentation level `k` to false (a close button, OK, Cancel, `dismiss()`
  /// inside it, the app).
  mutating func dismissLevel(_ k: Int) {
    let level = state.levels[k - 1]
    setBinding(
      false, state.presenterRef(ofLevel: k), depth: Int(level.presenterDepth),
      item: Int(level.item))
  }

  mutating func appAction(_ action: AppAction) -> Disposition {
    let c = appStack
    switch action {
    case .push(let screen):
      guard Int(screen) < setup.links.count, !state[c].path.isFull, state[c].navigable else {
        return .nothingThere
      }
      state[c].path.push(screen)
      requestPathChange(c)
    case .pop:
      guard state[c].path.count > 1 else { return .nothingThere }
      state[c].path.pop()
      requestPathChange(c)
    case .popToRoot:
      guard state[c].path.count > 1 else { return .nothingThere }
      state[c].path = state[c].path.prefix(1)
      requestPathChange(c)
    case .dismissSheet:
      if let k = state.levels.lastIndex(where: { $0.phase != .none }).map({ $0 + 1 }) {
        let level = state.levels[k - 1]
        let presenter = state.presenterRef(ofLevel: k)
        guard bindingIsSet(presenter, depth: Int(level.presenterDepth), item: Int(level.item))
        else { return .nothingThere }
        dismissLevel(k)
      } else {
        // A binding set whose present has not happened (dropped, waiting).
        guard let (ref, depth, item) = firstSetBinding() else { return .nothingThere }
        setBinding(false, ref, depth: depth, item: item)
      }
    case .present(let screen):
      return appPresent(screen)
    case .select(let index):
      return selectTab(Int(index), byTap: false)
    case .showPrimary, .hidePrimary:
      return splitAppAction(action)
    }
    return .acted
  }

  /// The stack app actions change: the one the user sees (its content's own stack if the top
  /// presentation has one).
  var appStack: StackRef { state.visibleRef }

  /// A set binding of the top screen of the stack app actions change: (stack, depth, item).
  func firstSetBinding() -> (StackRef, Int, Int)? {
    let c = appStack
    let d = state[c].stack.count - 1
    guard d >= 0 else { return nil }
    let bits = state[c].bindings[d]
    return bits == 0 ? nil : (c, d, bits.trailingZeroBitCount)
  }

  /// `app present X`: the app sets the binding of the presentation that shows `X`, on the
  /// highest screen of the visible stacks that declares one (a deep link, a router).
  mutating func appPresent(_ screen: ScreenID) -> Disposition {
    var refs = [state.rootRef]
    for k in 0..<state.levels.count { refs.append(.level(k + 1)) }
    for c in refs.reversed() {
      let s = state[c]
      var d = s.stack.count - 1
      while d >= 0 {
        let id = Int(s.stack[d])
        if id < setup.presentations.count,
          let item = setup.presentations[id].firstIndex(where: { $0.content == screen })
        {
          if setup.presentations[id][item].isItem && bindingIsSet(c, depth: d, item: item),
            let k = levelShowing(from: c, depth: d, item: item)
          {
            // R28 item replaced [E]: a new item while the sheet is up dismisses it and presents
            // it again.
            state.levels[k - 1].replacing = true
            fire(.r28)
            note(.sheet, .r28) { m in "item replaced: the sheet is dismissed and presented again" }
            state.pendingBinding = true
            requestRender(.binding)
            return .acted
          }
          setBinding(true, c, depth: d, item: item)
          return .acted
        }
        d -= 1
      }
    }
    return .nothingThere
  }

  /// The level presented from stack `c`'s screen at `depth` by `item`, if it is up.
  func levelShowing(from c: StackRef, depth: Int, item: Int) -> Int? {
    let k = c.isTab ? 1 : c.level + 1
    guard k <= state.levels.count else { return nil }
    let level = state.levels[k - 1]
    guard state.presenterRef(ofLevel: k) == c, Int(level.presenterDepth) == depth,
      Int(level.item) == item, level.phase != .none
    else { return nil }
    return k
  }

  /// `dismiss()` called from a pushed screen of stack `c`: SwiftUI pops it at the next frame.
  mutating func dismissFromScreen(_ c: StackRef) {
    let s = state[c]
    guard !s.pathDirty || s.path.count > 1 else { return }
    if s.path.count > 1 { state[c].path.pop() }
    requestPathChange(c)
  }

  /// The seed's "Show Sheet" action: `disable(true); popUp.toggle()` (R15 keeps the toggle);
  /// the mask's `disable(true)` belongs to the buttons of sheets and covers, whose `onDismiss`
  /// undoes it (docs/MODEL.md §3.1), not to an alert's or a dialog's. A screen declared
  /// `button set` (or every screen that does not say, under `buttonToggles=0`) does
  /// `popUp = true` instead: a binding already true is left as it is, and SwiftUI sees no
  /// change.
  mutating func showSheetAction(_ c: StackRef, depth: Int, item: Int) {
    let screen = Int(state[c].stack[depth])
    if setup.maskMode != .off {
      if screen < setup.presentations.count, item < setup.presentations[screen].count,
        setup.presentations[screen][item].kind.hasContent
          || setup.presentations[screen][item] == .textSheet
      {
        disable(true)
      }
    }
    let isSet = bindingIsSet(c, depth: depth, item: item)
    let toggles =
      screen < setup.buttonToggles.count ? setup.buttonToggles[screen] : true
    if toggles || !isSet {
      setBinding(!isSet, c, depth: depth, item: item)
    } else {
      note(.sheet, nil) { m in "popUp = true: the binding is already true; nothing changes" }
    }
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
    case .tap(.present(let key)):
      return "tap \(key.kind.keyword)" + (key.content.map { " \(app.name(of: $0))" } ?? "")
    case .tap(.ok): return "tap ok"
    case .tap(.cancel): return "tap cancel"
    case .tap(.tab(let i)):
      return
        "tap tab \(app.name(of: app.rootScreens.indices.contains(Int(i)) ? app.rootScreens[Int(i)] : 0))"
    case .press(let target):
      return "touch-down on " + describe(.tap(target), app: app).dropFirst(4)
    case .gesture(let kind, let p):
      return "\(kind.keyword) \(phase(p))"
    case .rotate: return "rotate"
    case .app(.push(let s)): return "app push \(app.name(of: s))"
    case .app(.pop): return "app pop"
    case .app(.popToRoot): return "app pop-to-root"
    case .app(.dismissSheet): return "app dismiss-sheet"
    case .app(.present(let s)): return "app present \(app.name(of: s))"
    case .app(.select(let i)):
      return
        "app select \(app.name(of: app.rootScreens.indices.contains(Int(i)) ? app.rootScreens[Int(i)] : 0))"
    case .app(.showPrimary): return "app show-primary"
    case .app(.hidePrimary): return "app hide-primary"
    }
  }
}
