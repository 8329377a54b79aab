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
  mutating func panDown(track: PanTrack) -> Disposition {
    guard state[track] == .idle else { return .nothingThere }
    if setup.exclusiveTouch {
      state.touchesDown &+= 1
      if state.exclusiveHeld && setup.profile.exclusiveHoldsPans {
        state[track] = .refused
        return .exclusiveTouch
      }
    }
    let c = panStackCandidate
    if let taken = route(.edge, c, grabbing: grabs(track, c)) {
      state[track] = .refused
      return taken
    }
    state[track] = .touching
    state[stackOf: track] = c
    return .acted
  }

  /// The recogniser's begin for a pan that went down with ``panDown(track:)`` (or, as a
  /// model-level step, without one: the finger lands and begins at once). `nil` when the pan
  /// may go on to its own guard; else why it does not begin (the track then refused).
  mutating func panBegins(track: PanTrack) -> Disposition? {
    switch state[track] {
    case .idle:
      let c = panStackCandidate
      if let taken = route(.edge, c, grabbing: grabs(track, c)) {
        state[track] = .refused
        return taken
      }
      state[stackOf: track] = c
    case .touching: break
    default: return .nothingThere
    }
    state[track] = .refused
    return nil
  }

  mutating func popPan(
    _ phase: GesturePhase, track: PanTrack
  ) -> Disposition {
    switch phase {
    case .down:
      return panDown(track: track)
    case .begin:
      return .nothingThere
    case .move(let p):
      guard state[track] == .active else { return .nothingThere }
      return state.withStack(state[stackOf: track]) { s in
        guard s.transition == .interactivePop else { return .nothingThere }
        s.progress = min(1, max(0, p))
        return .acted
      }
    case .end(let velocity):
      guard state[track] != .idle else { return .nothingThere }
      liftFinger()
      let active = state[track] == .active
      state[track] = .idle
      let c = state[stackOf: track]
      guard active, state[c].transition == .interactivePop else { return .nothingThere }
      let p = state[c].progress
      settle(
        c,
        complete: velocity >= setup.popFinishVelocity
          || (p >= setup.popFinishProgress && velocity > -setup.popFinishVelocity))
      return .acted
    case .cancel:
      guard state[track] != .idle else { return .nothingThere }
      liftFinger()
      let active = state[track] == .active
      state[track] = .idle
      let c = state[stackOf: track]
      guard active, state[c].transition == .interactivePop else { return .nothingThere }
      settle(c, complete: false)
      return .acted
    }
  }
}

extension NavigationModel {
  /// The stack a content pan lands on: the top content stack (MODEL.md §4).
  var panStackCandidate: StackRef {
    state.levels.isEmpty ? state.rootRef : contentStacks.first ?? state.rootRef
  }

  /// Whether `track`'s recogniser may grab a running transition on stack `c` (R31), so that a
  /// running pop's dimming view lets its touch through: the content swipe under
  /// `contentSwipeMidTransition`, the zoom dismiss (and its sideways form) on a zoomed screen
  /// under `zoomInterruptible`.
  func grabs(_ track: PanTrack, _ c: StackRef) -> Bool {
    let profile = setup.profile
    let zoom = profile.zoomInterruptible && zoomScreenShown(c)
    switch track {
    case .swipe: return false
    case .contentPan:
      return
        (profile.contentSwipeMidTransition && setup.contentSwipeEnabled
        && profile.contentSwipeGuard == .own)
        || (zoom && profile.zoomDismissSideways)
    case .zoomPan: return zoom
    }
  }
}

/// The finger of each pan that drives an interactive pop: an index into ``ModelState``'s
/// tracks without a key path (a key path is instantiated at run time on every use, which the
/// fuzzer's hot path cannot afford).
enum PanTrack: CaseIterable {
  /// Every track, stored once: `allCases` builds a new array (an allocation) on every read, and
  /// the model reads the tracks when a presentation leaves (`NavigationModelAllocationTests`).
  static let tracks: [PanTrack] = allCases

  /// The edge swipe (R3).
  case swipe
  /// The content swipe (R24).
  case contentPan
  /// The zoom dismiss (R26).
  case zoomPan

  /// The gesture whose finger it is.
  var gesture: GestureKind {
    switch self {
    case .swipe: .swipeBack
    case .contentPan: .contentSwipe
    case .zoomPan: .zoomDismiss
    }
  }
}

extension ModelState {
  /// The finger of `track`.
  subscript(track: PanTrack) -> GestureTrack {
    get {
      switch track {
      case .swipe: swipe
      case .contentPan: contentPan
      case .zoomPan: zoomPan
      }
    }
    set {
      switch track {
      case .swipe: swipe = newValue
      case .contentPan: contentPan = newValue
      case .zoomPan: zoomPan = newValue
      }
    }
  }

  /// The stack `track`'s pan drives.
  subscript(stackOf track: PanTrack) -> StackRef {
    get {
      switch track {
      case .swipe: StackRef(rawValue: swipeStack)
      case .contentPan: StackRef(rawValue: contentPanStack)
      case .zoomPan: StackRef(rawValue: zoomPanStack)
      }
    }
    set {
      switch track {
      case .swipe: swipeStack = newValue.rawValue
      case .contentPan: contentPanStack = newValue.rawValue
      case .zoomPan: zoomPanStack = newValue.rawValue
      }
    }
  }
}
