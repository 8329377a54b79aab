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
    if state.window.windowLock > 0 { return .windowLock }
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

  /// What the user sees behind a shown presentation that leaves it live (a medium undimmed
  /// sheet): the top screen of the stack behind and its depth, packed; `nil` when no shown
  /// presentation leaves what lies behind it live (the oracles' probes compare it, MODEL.md §8).
  mutating func liveBackground() -> UInt64? {
    var k = state.levels.count
    while k >= 1 {
      if state.levelPhase(k).isShown, presentationItem(level: k)?.leavesBackgroundLive == true {
        let ref = edgeStack
        return state.readStack(ref) { UInt64($0.stack.top) << 32 | UInt64($0.stack.count) }
      }
      k -= 1
    }
    return nil
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
    case .app(let action): return "app " + action.words(in: app)
    }
  }
}
