extension NavigationModel {
  /// Becomes a copy of the model at `other`, a model of the same configuration, writing into
  /// this model's own buffers (the tabs, the presentation levels, the event queue) instead of
  /// sharing `other`'s.
  ///
  /// A plain copy shares the buffers, so the first write to each copies it again (an
  /// allocation, and a free when the copy goes): the fuzzer's live model, started afresh every
  /// run from the app's start or a saved state, and its look-ahead, a copy stepped a few
  /// events on every timed action, assign instead and write in place. The result is the same
  /// value as `self = other`, but for the setup, which stays this model's: it describes the
  /// same app (`other`'s may be another worker's, whose reference count it would contend on).
  ///
  /// `other` is read through a pointer: a model passed as an argument from an `inout` one, or
  /// read from an array, is copied on the way in (a `memcpy` and a retain of each buffer).
  package mutating func assign(from other: UnsafePointer<NavigationModel>) {
    checkSameConfiguration(other.pointee.setup)
    if let offset = Self.stateOffset {
      state.assign(
        from: UnsafeRawPointer(other).advanced(by: offset).assumingMemoryBound(to: ModelState.self))
    } else {
      var copy = other.pointee.state
      withUnsafePointer(to: &copy) { state.assign(from: $0) }
    }
    if trace != nil || other.pointee.trace != nil { trace = other.pointee.trace }
    routed = other.pointee.routed
  }

  /// Where ``state`` lies in a model, so that ``assign(from:)`` reads it in place.
  private static let stateOffset = MemoryLayout<NavigationModel>.offset(of: \.state)

  /// The internal checks' guard on ``assign(from:)``: both models run one configuration.
  private func checkSameConfiguration(_ other: Setup) {
    #if NAVSIM_INTERNAL_CHECKS
      precondition(
        setup === other || setup.configuration == other.configuration,
        "assign(from:) between models of different configurations")
    #endif
  }
}

extension ModelState {
  /// Becomes a copy of `other`, its arrays written into this state's own buffers
  /// (``NavigationModel/assign(from:)``).
  ///
  /// Field by field: `self = other` would retain `other`'s buffers only to release them again.
  /// Every stored property is written (`NavigationModel+ReuseTests` compares each one, by
  /// reflection, with a plain copy's, so a field added to the state and not here fails).
  @inline(__always)
  mutating func assign(from other: UnsafePointer<ModelState>) {
    tabs.assignElements(of: other.pointee.tabs)
    levels.assignElements(of: other.pointee.levels)
    queue.assign(from: other.pointee.queue)
    now = other.pointee.now
    selectedTab = other.pointee.selectedTab
    windowLock = other.pointee.windowLock
    sidebarShown = other.pointee.sidebarShown
    landscape = other.pointee.landscape
    split = other.pointee.split
    fingers = other.pointee.fingers
    pendingSheetRemoval = other.pointee.pendingSheetRemoval
    pendingBinding = other.pointee.pendingBinding
    pendingMask = other.pointee.pendingMask
    renderScheduled = other.pointee.renderScheduled
    renderTime = other.pointee.renderTime
    deferredChanges = other.pointee.deferredChanges
    pressed = other.pointee.pressed
    pressRefused = other.pointee.pressRefused
    pressIgnored = other.pointee.pressIgnored
    touchesDown = other.pointee.touchesDown
    exclusiveHeld = other.pointee.exclusiveHeld
    rulesFired = other.pointee.rulesFired
    sequence = other.pointee.sequence
    tieBreak = other.pointee.tieBreak
    root = other.pointee.root
  }
}
