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
  mutating func panDown(track: WritableKeyPath<ModelState, GestureTrack>) -> Disposition {
    guard state[keyPath: track] == .idle else { return .nothingThere }
    if setup.exclusiveTouch {
      state.touchesDown &+= 1
      if state.exclusiveHeld {
        state[keyPath: track] = .refused
        return .exclusiveTouch
      }
    }
    if let taken = route(.edge) {
      state[keyPath: track] = .refused
      return taken
    }
    state[keyPath: track] = .touching
    return .acted
  }

  /// The recogniser's begin for a pan that went down with ``panDown(track:)`` (or, as a
  /// model-level step, without one: the finger lands and begins at once). `nil` when the pan
  /// may go on to its own guard; else why it does not begin (the track then refused).
  mutating func panBegins(track: WritableKeyPath<ModelState, GestureTrack>) -> Disposition? {
    switch state[keyPath: track] {
    case .idle:
      if let taken = route(.edge) {
        state[keyPath: track] = .refused
        return taken
      }
    case .touching: break
    default: return .nothingThere
    }
    state[keyPath: track] = .refused
    return nil
  }

  @inline(__always)
  mutating func popPan(
    _ phase: GesturePhase, track: WritableKeyPath<ModelState, GestureTrack>
  ) -> Disposition {
    switch phase {
    case .down:
      return panDown(track: track)
    case .begin:
      return .nothingThere
    case .move(let p):
      guard state[keyPath: track] == .active, state.transition == .interactivePop else {
        return .nothingThere
      }
      state.progress = min(1, max(0, p))
      return .acted
    case .end(let velocity):
      guard state[keyPath: track] != .idle else { return .nothingThere }
      liftFinger()
      let active = state[keyPath: track] == .active
      state[keyPath: track] = .idle
      guard active, state.transition == .interactivePop else { return .nothingThere }
      let p = state.progress
      settle(
        complete: velocity >= setup.popFinishVelocity
          || (p >= setup.popFinishProgress && velocity > -setup.popFinishVelocity))
      return .acted
    case .cancel:
      guard state[keyPath: track] != .idle else { return .nothingThere }
      liftFinger()
      let active = state[keyPath: track] == .active
      state[keyPath: track] = .idle
      guard active, state.transition == .interactivePop else { return .nothingThere }
      settle(complete: false)
      return .acted
    }
  }
}
