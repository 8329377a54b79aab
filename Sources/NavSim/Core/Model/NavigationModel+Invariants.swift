extension NavigationModel {
  /// Checks the model's structural invariants after every event and input. Compiled only with
  /// `-DNAVSIM_INTERNAL_CHECKS` (one CI step), because it costs time on the hot path.
  @inline(__always)
  func checkInvariants() {
    #if NAVSIM_INTERNAL_CHECKS
      let s = state
      let lockHeld = s.presentation == .presenting || s.presentation == .dismissing
      precondition(
        Int(s.windowLock) == (lockHeld ? 1 : 0), "window lock \(s.windowLock) in \(s.presentation)")
      precondition(
        !s.dimming || s.transition != .none && s.transition != .push, "dimming view without a pop")
      precondition(
        s.maskRendered == false || setup.maskMode != .off, "mask rendered without the modifier")
      let animating = s.queue.contains { $0 == .presentationEnd }
      let expectsAnimation: Bool =
        switch s.presentation {
        case .presenting, .dismissing, .dismissingInteractive, .returning: true
        default: false
        }
      precondition(
        animating == expectsAnimation,
        "presentation \(s.presentation), animation pending \(animating)")
      precondition(
        s.queue.contains { $0 == .finalizeCommit } == (s.presentation == .finalizing),
        "finalize timer out of step")
      precondition(
        s.renderScheduled == s.queue.contains { $0 == .render }, "render flag out of step")
      precondition(s.stack.count >= 1 && s.stack[0] == 0, "the root left the stack")
    #endif
  }
}
