extension NavigationModel {
  func bindingIsSet(depth: Int) -> Bool {
    depth >= 0 && depth < 16 && state.bindings & (1 << UInt16(depth)) != 0
  }

  /// Sets the `isPresented` binding of the screen at `depth`; the sheet follows at the next
  /// render pass. A change clears a dropped present (R14).
  mutating func setBinding(_ value: Bool, depth: Int) {
    guard depth >= 0 && depth < 16 else { return }
    let bit: UInt16 = 1 << UInt16(depth)
    if value { state.bindings |= bit } else { state.bindings &= ~bit }
    state.dropped &= ~bit
    state.pendingBinding = true
    requestRender(.binding)
    note(.sheet, nil) { m in
      "binding of \(m.name(m.state.stack.count > depth ? m.state.stack[depth] : 0)) = \(value)"
    }
  }

  /// The render pass's binding step.
  ///
  /// R4 present [E] — a binding set to true presents the sheet: `present` µs with the window
  /// lock held.
  /// R5 programmatic dismiss [E] — a binding set to false animates the sheet out for `dismiss` µs
  /// with the window lock held; then the presentation commits and `onDismiss` runs.
  /// R14 detached presenter [A] — a present requested while the presenter is not the committed,
  /// idle top is dropped for good (until its binding changes).
  mutating func applyBindings() {
    switch state.presentation {
    case .none:
      let top = state.stack.count - 1
      var depth = top
      while depth >= 0 && !(bindingIsSet(depth: depth) && state.dropped & (1 << UInt16(depth)) == 0)
      {
        depth -= 1
      }
      guard depth >= 0 else { return }
      guard depth == top, state.transition == .none, !state.pathDirty else {
        // The alternative of R14 (a profile value): the present waits until the presenter is
        // the idle top again (re-decided when the transition ends).
        if setup.profile.deferDetachedPresent {
          note(.sheet, nil) { m in "present deferred: presenter is not the idle top" }
          return
        }
        state.dropped |= 1 << UInt16(depth)
        fire(.r14)
        note(.sheet, .r14) { m in
          "present from \(m.name(m.state.stack[depth])) dropped: presenter is not the idle top"
        }
        return
      }
      state.presentation = .presenting
      state.presenterDepth = UInt8(depth)
      state.sheetProgress = 0
      lockWindow()
      schedule(.presentationEnd, at: completion(after: setup.profile.present))
      fire(.r4)
      note(.sheet, .r4) { m in "presenting from \(m.name(m.state.stack[depth]))" }
    case .presented:
      guard !bindingIsSet(depth: Int(state.presenterDepth)) else { return }
      state.presentation = .dismissing
      lockWindow()
      schedule(.presentationEnd, at: completion(after: setup.profile.dismiss))
      fire(.r5)
      note(.sheet, .r5) { m in "dismissing (programmatic)" }
    default:
      // Presenting, dragging or returning: decided when the sheet is presented again.
      // Dismissing or finalizing: already on its way out.
      return
    }
  }

  mutating func endPresentationAnimation() {
    switch state.presentation {
    case .presenting:
      state.presentation = .presented
      unlockWindow()
      note(.sheet, .r4) { m in "presented" }
      recheckBinding()
    case .dismissing:
      state.presentation = .none
      unlockWindow()
      note(.sheet, .r5) { m in "dismissal committed" }
      onDismiss()
      sheetCommittedForSplit()
    case .dismissingInteractive:
      if setup.profile.lockDuringInteractiveDismiss { unlockWindow() }
      state.presentation = .finalizing
      schedule(.finalizeCommit, at: state.now + setup.profile.stateLag)
      note(.sheet, .r6) { m in
        "gone from the screen; presentation not committed, binding still true"
      }
    case .returning:
      state.presentation = .presented
      note(.sheet, .r6) { m in "back in place" }
      recheckBinding()
    default:
      return
    }
  }

  /// A binding that turned false while the sheet was busy is acted on now.
  mutating func recheckBinding() {
    guard !bindingIsSet(depth: Int(state.presenterDepth)) else { return }
    state.pendingBinding = true
    requestRender(.binding)
  }

  /// R6 interactive dismiss [E/A] — the presentation commits `stateLag` µs after the sheet left
  /// the screen: the binding becomes false and `onDismiss` runs.
  mutating func commitFinalize() {
    guard state.presentation == .finalizing else { return }
    state.presentation = .none
    let bit: UInt16 = 1 << UInt16(state.presenterDepth)
    state.bindings &= ~bit
    state.dropped &= ~bit
    fire(.r6)
    note(.sheet, .r6) { m in "presentation committed: binding false" }
    onDismiss()
    sheetCommittedForSplit()
  }

  /// Pulling the sheet down. R6 interactive dismiss [E/A] — on release it finishes if
  /// `progress ≥ 0.3` or `velocity ≥ 300` pt/s, animating out for `(1 − p) × dismiss` µs without
  /// the window lock; a cancelled drag returns for `p × dismiss` µs.
  mutating func dragSheet(_ phase: GesturePhase) -> Disposition {
    switch phase {
    case .down:
      guard state.drag == .idle else { return .nothingThere }
      if setup.exclusiveTouch {
        state.touchesDown &+= 1
        if state.exclusiveHeld {
          state.drag = .refused
          return .exclusiveTouch
        }
      }
      if let taken = routeSheet() {
        state.drag = .refused
        return taken
      }
      state.drag = .touching
      return .acted
    case .begin:
      if state.drag == .idle {
        if let taken = routeSheet() {
          state.drag = .refused
          return taken
        }
      } else if state.drag != .touching {
        return .nothingThere
      }
      guard state.presentation == .presented, !setup.fullScreenCover else {
        state.drag = .refused
        return .nothingThere
      }
      state.presentation = .dragging
      state.sheetProgress = 0
      state.drag = .active
      note(.sheet, .r6) { m in "dragging" }
      return .acted
    case .move(let p):
      guard state.drag == .active, state.presentation == .dragging else { return .nothingThere }
      state.sheetProgress = min(1, max(0, p))
      return .acted
    case .end(let velocity):
      guard state.drag != .idle else { return .nothingThere }
      liftFinger()
      let active = state.drag == .active
      state.drag = .idle
      guard active, state.presentation == .dragging else { return .nothingThere }
      releaseSheet(
        finish: state.sheetProgress >= setup.sheetFinishProgress
          || velocity >= setup.sheetFinishVelocity)
      return .acted
    case .cancel:
      guard state.drag != .idle else { return .nothingThere }
      liftFinger()
      let active = state.drag == .active
      state.drag = .idle
      guard active, state.presentation == .dragging else { return .nothingThere }
      releaseSheet(finish: false)
      return .acted
    }
  }

  mutating func releaseSheet(finish: Bool) {
    let p = state.sheetProgress
    let dismiss = Double(setup.profile.dismiss)
    if finish {
      state.presentation = .dismissingInteractive
      // The alternative of R6's [A] "no window lock" (a profile value): the lock is held.
      if setup.profile.lockDuringInteractiveDismiss { lockWindow() }
      schedule(.presentationEnd, at: completion(after: Int64(((1 - p) * dismiss).rounded())))
      fire(.r6)
      note(.sheet, .r6) { m in "released: animating out (interactive, no window lock)" }
    } else {
      state.presentation = .returning
      schedule(.presentationEnd, at: completion(after: Int64((p * dismiss).rounded())))
      note(.sheet, .r6) { m in "released: returning" }
    }
  }

  // MARK: - R13 presenter removed

  /// R13 presenter removed [E/A] — if the presenter leaves the stack while its presentation is
  /// not `none`, the sheet is removed without animation at the next frame.
  mutating func presenterMayLeave(for newStack: ScreenStack) {
    guard state.presentation != .none else { return }
    let d = Int(state.presenterDepth)
    guard d >= newStack.count || newStack[d] != state.stack[d] else { return }
    state.pendingSheetRemoval = true
    requestRender(.sheetRemoval)
  }

  /// The render pass's first step: the presentation becomes `none`, a window lock it held is
  /// released, the binding keeps its value; `onDismiss` runs only if the profile says so.
  mutating func removeSheet() {
    guard state.presentation != .none else { return }
    if state.presentation == .presenting || state.presentation == .dismissing
      || (state.presentation == .dismissingInteractive
        && setup.profile.lockDuringInteractiveDismiss)
    {
      unlockWindow()
    }
    state.presentation = .none
    if state.drag != .idle { liftFinger() }
    state.drag = .idle
    cancel(.presentationEnd)
    cancel(.finalizeCommit)
    fire(.r13)
    note(.sheet, .r13) { m in "presenter left the stack: sheet removed without animation" }
    sheetRemovedForSplit()
    if setup.profile.onDismissWhenPresenterRemoved { onDismiss() }
  }

  /// The app's `onDismiss` closure (the seed's `disable(false)`).
  mutating func onDismiss() {
    if setup.maskMode != .off { disable(false) }
  }

  mutating func lockWindow() {
    state.windowLock &+= 1
    note(.windowLock, nil) { m in "lock \(m.state.windowLock)" }
  }

  mutating func unlockWindow() {
    if state.windowLock > 0 { state.windowLock -= 1 }
    note(.windowLock, nil) { m in "lock \(m.state.windowLock)" }
  }
}
