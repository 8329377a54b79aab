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
  /// `other` is passed `inout` only so that it is passed by reference, and is not changed: a
  /// model passed by value from an `inout` one, or read from an array, is copied on the way in
  /// (a `memcpy` and a retain of each buffer).
  package mutating func assign(from other: inout NavigationModel) {
    checkSameConfiguration(other.setup)
    state.assign(from: &other.state)
    if trace != nil || other.trace != nil { trace = other.trace }
    routed = other.routed
  }

  /// ``assign(from:)-(inout NavigationModel)`` from a model read in place in a buffer (the
  /// fuzzer's corpus), which is not changed.
  package mutating func assign(from other: UnsafePointer<NavigationModel>) {
    assign(from: &UnsafeMutablePointer(mutating: other).pointee)
  }

  /// The internal checks' guard on ``assign(from:)``: both models run one configuration.
  private func checkSameConfiguration(_ other: Setup) {
    #if NAVSIM_INTERNAL_CHECKS
      precondition(
        setup === other || setup.configuration == other.configuration,
        "assign(from:) between models of different configurations")
    #endif
  }
}
