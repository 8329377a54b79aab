extension NavigationModel {
  /// The moves and the release of a pan that drives an interactive pop it began (the content
  /// swipe of R24, the zoom dismiss of R26), exactly as R3 handles the edge swipe's: moves set
  /// the progress; the release completes if `velocity ≥ 150` or `progress ≥ 0.5 &&
  /// velocity > −150`, else the pop settles back; a cancel settles back.
  ///
  /// - Parameter track: the pan's own finger, so that another recogniser's finger cannot move
  ///   or release it.
  mutating func popPan(
    _ phase: GesturePhase, track: WritableKeyPath<ModelState, GestureTrack>
  ) -> Disposition {
    switch phase {
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
      let active = state[keyPath: track] == .active
      state[keyPath: track] = .idle
      guard active, state.transition == .interactivePop else { return .nothingThere }
      let p = state.progress
      settle(complete: velocity >= 150 || (p >= 0.5 && velocity > -150))
      return .acted
    case .cancel:
      guard state[keyPath: track] != .idle else { return .nothingThere }
      let active = state[keyPath: track] == .active
      state[keyPath: track] = .idle
      guard active, state.transition == .interactivePop else { return .nothingThere }
      settle(complete: false)
      return .acted
    }
  }
}
