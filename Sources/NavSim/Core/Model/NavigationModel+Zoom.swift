extension NavigationModel {
  /// `zoom-dismiss …`. R26 zoom dismiss [E/A] — from `ios18` on, a screen pushed with the zoom
  /// transition (`screen: NAME: …, zoom`) can be popped interactively by a downward swipe that
  /// begins anywhere on its content, and (profile value `zoomDismissSideways`, `ios18` on [E])
  /// by a rightward one, through the destination's own recogniser. The pop is an interactive
  /// pop for R7 [A] (the profile value `zoomDismissIsInteractivePop` selects the alternative:
  /// it is orphaned only where a non-interactive pop would be); whatever the app does to the
  /// edge recogniser; moves and release follow R3's thresholds [A]. Its recogniser begins with
  /// `count > 1 && transition == none`, or, under R31 (`zoomInterruptible`, `ios18` on [E]),
  /// during the zoom transition's own animation. (docs/MODEL.md §11)
  ///
  /// The pan's touch is routed like the edge swipe's (MODEL.md §4).
  mutating func zoomDismiss(_ phase: GesturePhase) -> Disposition {
    guard case .begin = phase else { return popPan(phase, track: .zoomDismiss) }
    if let refused = panBegins(track: .zoomDismiss) { return refused }
    return zoomBegin(state[stackOf: .zoomDismiss], track: .zoomDismiss)
  }

  /// Whether the screen the user sees on stack `c` is a zoomed pushed screen: the committed top,
  /// or during a push the screen being pushed.
  @inline(__always)
  func zoomScreenShown(_ c: StackRef) -> Bool {
    let s = state[c]
    return isZoomed(s.transition == .push ? s.target : s.stack)
  }

  /// Whether `stack`'s top is a pushed screen with the zoom transition.
  @inline(__always)
  func isZoomed(_ stack: ScreenStack) -> Bool {
    let top = Int(stack.top)
    return stack.count > 1 && top < setup.zoomDismissible.count && setup.zoomDismissible[top]
  }

  /// The begin of a zoom dismiss on stack `c`, downward (`zoomPan`) or sideways (`contentPan`).
  mutating func zoomBegin(_ c: StackRef, track: GestureKind) -> Disposition {
    let interruptible = setup.profile.zoomInterruptible
    guard interruptible ? zoomScreenShown(c) : isZoomed(state[c].stack) else {
      return .nothingThere
    }
    switch state[c].transition {
    case .none:
      break
    case .push where interruptible:
      // R31: the zoom push is grabbed: it commits at once and the finger drives it back.
      if let stopped = commitForPan(c, gesture: "zoom dismiss") { return stopped }
    case .pop, .settlingComplete, .settlingCancel:
      guard interruptible else { return .ignored(.r26) }
      return catchZoomPop(c, track: track)
    case .push, .interactivePop, .orphaned:
      return .ignored(.r26)
    }
    let s = state[c]
    guard s.transition == .none, s.stack.count > 1 else { return .ignored(.r26) }
    startPop(c, to: s.stack.droppingTop, interactive: true)
    if !setup.profile.zoomDismissIsInteractivePop {
      state[c].doom = orphaningRule(interactive: false)
    }
    state[finger: track] = .active
    fire(.r26)
    let doomed = state[c].doom == Rule.r7.rawValue
    let way = track == .zoomDismiss ? "" : " (sideways)"
    note(.navigation, .r26) { m in
      "zoom dismiss\(way): interactive pop to \(m.describe(m.state[c].target)) begins; dimming view added"
        + (doomed ? "; presentation uncommitted: its completion will never come" : "")
    }
    return .acted
  }

  /// R31 [E/A] — a zoom pop in flight (a back tap's, a programmatic one, a released dismiss
  /// settling either way) caught by the finger: it follows the finger again, towards the same
  /// target, with the completion it had (an R7 doom stays) [E: "people can … grab, drag, and
  /// control the transitions when they begin and anytime during their animation", Apple's
  /// "Enhancing your app with fluid transitions", S36; A: that the pop keeps its completion].
  mutating func catchZoomPop(_ c: StackRef, track: GestureKind) -> Disposition {
    cancel(ModelEvent(.transitionEnd, slot: c.rawValue))
    state[c].transition = .interactivePop
    state[stackOf: track] = c
    state[finger: track] = .active
    fire(.r31)
    fire(.r26)
    note(.navigation, .r31) { m in
      "zoom pop to \(m.describe(m.state[c].target)) grabbed mid-animation: it follows the finger"
    }
    return .acted
  }
}

extension NavigationModel {
  /// Whether the zoom dismiss is offered to a finger on stack `edge`: its top is a zoomed
  /// pushed screen.
  mutating func zoomDismissOffered(_ edge: StackRef) -> Bool {
    let (count, top) = state.readStack(edge) { ($0.stack.count, Int($0.stack.top)) }
    return count > 1 && top < setup.zoomDismissible.count && setup.zoomDismissible[top]
  }

  /// Whether the zoom dismiss's recogniser may grab a running transition on stack `c` (R31,
  /// `zoomInterruptible`): the zoom transition's own animation, on a zoomed screen.
  mutating func zoomGrabs(_ c: StackRef) -> Bool {
    setup.profile.zoomInterruptible && zoomScreenShown(c)
  }
}
