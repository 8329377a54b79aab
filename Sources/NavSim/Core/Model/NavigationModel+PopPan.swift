extension NavigationModel {
  /// The moves and the release of a pan that drives an interactive pop it began: R3's edge
  /// swipe, and the content swipe of R24 and the zoom dismiss of R26, which follow R3: moves set
  /// the progress; the release completes if `velocity ≥ 150` or `progress ≥ 0.5 &&
  /// velocity > −150`, else the pop settles back; a cancel settles back.
  ///
  /// - Parameter track: the pan's own finger, so that another recogniser's finger cannot move
  ///   or release it.
  /// A pan's touch-down (docs/MODEL.md §10): routed now like the edge swipe's (MODEL.md §4);
  /// nothing begins until the finger has moved `slop`. Under `exclusive-touch` a held
  /// exclusive control keeps it [A], as for the edge swipe.
  mutating func panDown(track: GestureKind) -> Disposition {
    guard state[finger: track] == .idle else { return .nothingThere }
    if setup.exclusiveTouch {
      state.window.touchesDown &+= 1
      if state.window.exclusiveHeld && setup.profile.exclusiveHoldsPans {
        state[finger: track] = .refused
        return .exclusiveTouch
      }
    }
    let c = panStackCandidate
    let grabbing = track.grabs(&self, c)
    if let taken = route(.edge, c, grabbing: grabbing) {
      state[finger: track] = .refused
      return taken
    }
    state[finger: track] = .touching
    state[stackOf: track] = c
    return .acted
  }

  /// The recogniser's begin for a pan that went down with ``panDown(track:)`` (or, as a
  /// model-level step, without one: the finger lands and begins at once). `nil` when the pan
  /// may go on to its own guard; else why it does not begin (the track then refused).
  mutating func panBegins(track: GestureKind) -> Disposition? {
    switch state[finger: track] {
    case .idle:
      let c = panStackCandidate
      let grabbing = track.grabs(&self, c)
      if let taken = route(.edge, c, grabbing: grabbing) {
        state[finger: track] = .refused
        return taken
      }
      state[stackOf: track] = c
    case .touching: break
    default: return .nothingThere
    }
    state[finger: track] = .refused
    return nil
  }

  mutating func popPan(
    _ phase: GesturePhase, track: GestureKind
  ) -> Disposition {
    switch phase {
    case .down:
      return panDown(track: track)
    case .begin:
      return .nothingThere
    case .move(let p):
      guard state[finger: track] == .active else { return .nothingThere }
      return state.withStack(state[stackOf: track]) { s in
        guard s.transition == .interactivePop else { return .nothingThere }
        s.progress = min(1, max(0, p))
        return .acted
      }
    case .end(let velocity):
      guard let c = liftPanFinger(track: track) else { return .nothingThere }
      let p = state[c].progress
      settle(
        c,
        complete: velocity >= setup.popFinishVelocity
          || (p >= setup.popFinishProgress && velocity > -setup.popFinishVelocity))
      return .acted
    case .cancel:
      guard let c = liftPanFinger(track: track) else { return .nothingThere }
      settle(c, complete: false)
      return .acted
    }
  }

  /// Lifts a pan's finger (its end or cancel): the stack whose interactive pop it drove, or
  /// `nil` when no finger was down, the pan never began, or the pop is no longer interactive.
  @inline(__always)
  mutating func liftPanFinger(track: GestureKind) -> StackRef? {
    guard state[finger: track] != .idle else { return nil }
    liftFinger()
    let active = state[finger: track] == .active
    state[finger: track] = .idle
    let c = state[stackOf: track]
    guard active, state[c].transition == .interactivePop else { return nil }
    return c
  }
}

extension NavigationModel {
  /// The stack a content pan lands on: the top content stack (MODEL.md §4).
  var panStackCandidate: StackRef {
    state.levels.isEmpty ? state.rootRef : contentStacks.first ?? state.rootRef
  }
}
