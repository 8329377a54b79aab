extension NavigationModel {
  /// `content-swipe …`. R24 content swipe [E/A] — on `ios26` a rightward pan that begins
  /// anywhere in a pushed screen's content (outside the edge region, not on a sheet) starts an
  /// interactive pop exactly as R3's edge swipe, through a second recogniser
  /// (`interactiveContentPopGestureRecognizer`) with its own system guard `count > 1` [A] and,
  /// by R31 (`contentSwipeMidTransition`, `ios26` [E]), no `transition == none`: begun during a
  /// push or a pop it commits that transition at once and pops once more. The edge
  /// recogniser's delegate (the custom guards, `guard-none`, a hidden back button's refusal)
  /// does not touch it; only `content-swipe-off` disables it. The profile value
  /// `contentSwipeGuard` selects the alternative: the recogniser runs under the edge
  /// recogniser's delegate. On a zoomed screen (from `ios18` on, `zoomDismissSideways`) the
  /// rightward pan is the zoom dismiss of R26, whose recogniser lives on the destination and
  /// is not the navigation controller's. (docs/MODEL.md §11)
  ///
  /// The pan's touch is routed like the edge swipe's (MODEL.md §4): the window lock, the sheet,
  /// a primary overlay, a dimming view and the mask overlay take it; during a transition it
  /// still reaches the recogniser, whose guard decides.
  mutating func contentSwipe(_ phase: GesturePhase) -> Disposition {
    guard case .begin = phase else { return popPan(phase, track: .contentSwipe) }
    if let refused = panBegins(track: .contentSwipe) { return refused }
    let c = state[stackOf: .contentSwipe]
    if setup.profile.zoomDismissSideways && zoomScreenShown(c) {
      return zoomBegin(c, track: .contentSwipe)
    }
    guard setup.contentSwipeEnabled else { return .nothingThere }
    switch setup.profile.contentSwipeGuard {
    case .own:
      if setup.profile.contentSwipeMidTransition && transitionGrabbable(c)
        && state[c].stack.count > 1
      {
        if let stopped = commitForPan(c, gesture: "content swipe") { return stopped }
      }
      guard state[c].stack.count > 1 && state[c].transition == .none else {
        return .ignored(.r24)
      }
    case .edge:
      guard swipeEnabled(c) else {
        fire(.r16)
        note(.navigation, .r16) { m in "content swipe refused: the back button is hidden" }
        return .ignored(.r16)
      }
      guard swipeGuardAllows(c) else { return .guardRefused }
    }
    guard state[c].transition == .none && state[c].stack.count > 1 else {
      // Only under the `edge` alternative: R10 and R11 as for the edge swipe.
      let edge = state[finger: .swipeBack]
      let result = beginSwipe(c)
      state[finger: .swipeBack] = edge
      if result == .acted { state[finger: .contentSwipe] = .active }
      return result
    }
    startPop(c, to: state[c].stack.droppingTop, interactive: true)
    state[finger: .contentSwipe] = .active
    fire(.r24)
    let doomed = state[c].doom == Rule.r7.rawValue
    note(.navigation, .r24) { m in
      "content swipe: interactive pop to \(m.describe(m.state[c].target)) begins; dimming view added"
        + (doomed ? "; presentation uncommitted: its completion will never come" : "")
    }
    return .acted
  }
}

extension NavigationModel {
  /// Whether the content swipe is offered to a finger on stack `edge`
  /// (``GestureKind/offer(_:_:_:)``): on `ios26` (the hand can make it even where the app
  /// disabled its recogniser), and from `ios18` on a zoomed pushed screen as the zoom dismiss's
  /// sideways form (MODEL.md §11).
  mutating func contentSwipeOffered(_ edge: StackRef) -> Bool {
    setup.profile.contentSwipe || (setup.profile.zoomDismissSideways && zoomScreenShown(edge))
  }

  /// Whether the content swipe's recogniser may grab a running transition on stack `c` (R31):
  /// under `contentSwipeMidTransition` with its own guard, or as the sideways zoom dismiss on a
  /// zoomed screen under `zoomInterruptible`.
  mutating func contentSwipeGrabs(_ c: StackRef) -> Bool {
    let profile = setup.profile
    return
      (profile.contentSwipeMidTransition && setup.contentSwipeEnabled
      && profile.contentSwipeGuard == .own)
      || (profile.zoomDismissSideways && zoomGrabs(c))
  }
}
