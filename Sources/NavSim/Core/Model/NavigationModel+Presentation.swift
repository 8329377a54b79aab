extension NavigationModel {
  @inline(__always)
  func bindingIsSet(_ c: StackRef, depth: Int, item: Int) -> Bool {
    depth >= 0 && depth < ScreenStack.capacity && item < 8
      && state[c].bindings[depth] & (1 << UInt8(item)) != 0
  }

  /// Sets the binding of presentation item `item` of the screen at `depth` of stack `c`; the
  /// presentation follows at the next render pass. A change clears a dropped present (R14).
  mutating func setBinding(_ value: Bool, _ c: StackRef, depth: Int, item: Int) {
    guard depth >= 0 && depth < ScreenStack.capacity && item < 8 else { return }
    let bit: UInt8 = 1 << UInt8(item)
    if value { state[c].bindings[depth] |= bit } else { state[c].bindings[depth] &= ~bit }
    state[c].dropped[depth] &= ~bit
    state.window.pendingBinding = true
    requestRender(.binding)
    note(.sheet, nil) { m in
      let s = m.state[c].stack
      return "binding of \(m.name(s.count > depth ? s[depth] : 0)) = \(value)"
    }
  }

  /// The render pass's binding step, for every presenter of the window, bottom level first.
  ///
  /// R4 present [E] — a binding set to true presents its item: `present` µs with the window
  /// lock held.
  /// R5 programmatic dismiss [E] — a binding set to false animates the presentation out for
  /// `dismiss` µs with the window lock held; then it commits and `onDismiss` runs.
  /// R14 detached presenter [A] — a present requested while the presenter is not the committed,
  /// idle top of its stack is dropped for good (until its binding changes).
  /// R27 one presentation per presenter [E] — a present requested while the stack's screen is
  /// already presenting: another item of the same screen waits until the presentation is
  /// gone (SwiftUI's "the next sheet will be presented when the currently presented sheet gets
  /// dismissed"); any other is dropped as R14's are (UIKit's "Attempt to present … which is
  /// already presenting").
  mutating func applyBindings() {
    var k = 1
    while k <= state.levels.count {
      decideLevel(k)
      k += 1
    }
    let c = state.levels.isEmpty ? state.rootRef : StackRef.level(state.levels.count)
    if state.levels.isEmpty || state.levels[state.levels.count - 1].content.stack.count > 0 {
      decidePresent(from: c, level: state.levels.count + 1)
    }
  }

  /// A shown level whose binding turned false (or whose item was replaced) starts its
  /// programmatic dismissal; a set binding of another screen of its presenter's stack is
  /// dropped (R27, R14).
  mutating func decideLevel(_ k: Int) {
    let level = state.levels[k - 1]
    let presenter = state.presenterRef(ofLevel: k)
    switch level.phase {
    case .presented:
      let set = bindingIsSet(presenter, depth: Int(level.presenterDepth), item: Int(level.item))
      guard !set || level.replacing else { break }
      state.levels[k - 1].phase = .dismissing
      lockWindow()
      removeLevels(above: k)
      schedule(
        ModelEvent(.presentationEnd, slot: UInt8(k)), at: completion(after: setup.profile.dismiss))
      fire(.r5)
      note(.sheet, .r5) { m in "dismissing (programmatic)" }
    default:
      // Presenting, dragging or returning: decided when it is presented again. Dismissing or
      // finalizing: already on its way out.
      break
    }
    dropOtherPresents(from: presenter, besides: level)
  }

  /// R27: while stack `c`'s screen presents `level`, another screen's set binding is dropped
  /// (UIKit refuses a second presentation); another item of the presenting screen waits.
  mutating func dropOtherPresents(from c: StackRef, besides level: PresentationLevel) {
    let s = state[c]
    var d = s.stack.count - 1
    while d >= 0 {
      let waiting = s.bindings[d] & ~s.dropped[d]
      if waiting != 0 && d != Int(level.presenterDepth) && !setup.profile.deferDetachedPresent {
        state[c].dropped[d] |= waiting
        fire(.r27)
        note(.sheet, .r27) { m in
          "present from \(m.name(s.stack[d])) dropped: \(m.name(level.presenter)) is already presenting"
        }
      }
      d -= 1
    }
  }

  /// Presents level `k` from stack `c` if one of its screens' bindings asks for it.
  mutating func decidePresent(from c: StackRef, level k: Int) {
    let s = state[c]
    let top = s.stack.count - 1
    var depth = top
    var bits: UInt8 = 0
    while depth >= 0 {
      bits = s.bindings[depth] & ~s.dropped[depth]
      if bits != 0 { break }
      depth -= 1
    }
    guard depth >= 0 else { return }
    guard depth == top, s.transition == .none, !s.pathDirty else {
      // The alternative of R14 (a profile value): the present waits until the presenter is
      // the idle top again (re-decided when the transition ends).
      if setup.profile.deferDetachedPresent {
        note(.sheet, nil) { m in "present deferred: presenter is not the idle top" }
        return
      }
      state[c].dropped[depth] |= bits
      fire(.r14)
      note(.sheet, .r14) { m in
        "present from \(m.name(s.stack[depth])) dropped: presenter is not the idle top"
      }
      return
    }
    let item = bits.trailingZeroBitCount
    let screen = s.stack[depth]
    let items = setup.presentations
    guard Int(screen) < items.count, item < items[Int(screen)].count else { return }
    let declared = items[Int(screen)][item]
    guard state.levels.count < StackRef.maxLevel else {
      note(.sheet, nil) { m in
        "present from \(m.name(screen)) ignored: the model holds \(StackRef.maxLevel) levels"
      }
      return
    }
    var level = PresentationLevel()
    level.phase = .presenting
    level.presenterDepth = UInt8(depth)
    level.presenterTab = c.isTab ? UInt8(c.tab) : 0
    level.item = UInt8(item)
    level.presenter = screen
    if let content = declared.content {
      // Pushed, not built from an array literal: the literal allocated on every present.
      var stack = ScreenStack()
      stack.push(content)
      level.content = StackState(stack, navigable: declared.ownStack)
    }
    state.levels.append(level)
    lockWindow()
    schedule(
      ModelEvent(.presentationEnd, slot: UInt8(k)), at: completion(after: setup.profile.present))
    fire(.r4)
    note(.sheet, .r4) { m in
      "presenting \(declared.kind.keyword)"
        + (declared.content.map { " \(m.name($0))" } ?? "") + " from \(m.name(screen))"
    }
  }

  mutating func endPresentationAnimation(level k: Int) {
    guard k >= 1 && k <= state.levels.count else { return }
    switch state.levelPhase(k) {
    case .presenting:
      state.levels[k - 1].phase = .presented
      unlockWindow()
      note(.sheet, .r4) { m in "presented" }
      recheckBinding(level: k)
    case .dismissing:
      unlockWindow()
      note(.sheet, .r5) { m in "dismissal committed" }
      let level = state.levels[k - 1]
      dropLevel(k)
      onDismiss(level)
      sheetCommittedForSplit()
    case .dismissingInteractive:
      if setup.profile.lockDuringInteractiveDismiss { unlockWindow() }
      state.levels[k - 1].phase = .finalizing
      schedule(ModelEvent(.finalizeCommit, slot: UInt8(k)), at: state.now + setup.profile.stateLag)
      note(.sheet, .r6) { m in
        "gone from the screen; presentation not committed, binding still true"
      }
    case .returning:
      state.levels[k - 1].phase = .presented
      note(.sheet, .r6) { m in "back in place" }
      recheckBinding(level: k)
    default:
      return
    }
  }

  /// A binding that turned false while the presentation was busy is acted on now.
  mutating func recheckBinding(level k: Int) {
    let level = state.levels[k - 1]
    let presenter = state.presenterRef(ofLevel: k)
    guard
      !bindingIsSet(presenter, depth: Int(level.presenterDepth), item: Int(level.item))
        || level.replacing
    else { return }
    state.window.pendingBinding = true
    requestRender(.binding)
  }

  /// R6 interactive dismiss [E/A] — the presentation commits `stateLag` µs after it left the
  /// screen: the binding becomes false and `onDismiss` runs.
  mutating func commitFinalize(level k: Int) {
    guard k >= 1 && k <= state.levels.count, state.levels[k - 1].phase == .finalizing else {
      return
    }
    let level = state.levels[k - 1]
    let presenter = state.presenterRef(ofLevel: k)
    let d = Int(level.presenterDepth)
    let bit: UInt8 = 1 << level.item
    state[presenter].bindings[d] &= ~bit
    state[presenter].dropped[d] &= ~bit
    dropLevel(k)
    fire(.r6)
    note(.sheet, .r6) { m in "presentation committed: binding false" }
    onDismiss(level)
    sheetCommittedForSplit()
  }

  /// Level `k` is gone (its phase `none`): it and every level above it leave the chain; a
  /// present waiting for its presenter is decided at the next frame (R27's queue).
  mutating func dropLevel(_ k: Int) {
    removeLevels(above: k)
    if state.levels.count == k {
      state.levels[k - 1].phase = .none  // its animation is over: no lock to give back
      discardTopLevel()
    }
    let c = state.levels.isEmpty ? state.rootRef : StackRef.level(state.levels.count)
    if state[c].waitingBinding {
      state.window.pendingBinding = true
      requestRender(.binding)
    }
  }

  /// Pulling the top sheet down. R6 interactive dismiss [E/A] — on release it finishes if
  /// `progress ≥ 0.3` or `velocity ≥ 300` pt/s, animating out for `(1 − p) × dismiss` µs without
  /// the window lock; a cancelled drag returns for `p × dismiss` µs.
  mutating func dragSheet(_ phase: GesturePhase) -> Disposition {
    switch phase {
    case .down:
      guard state[finger: .dragSheet] == .idle else { return .nothingThere }
      if setup.exclusiveTouch {
        state.window.touchesDown &+= 1
        if state.window.exclusiveHeld && setup.profile.exclusiveHoldsPans {
          state[finger: .dragSheet] = .refused
          return .exclusiveTouch
        }
      }
      if let taken = routeSheet() {
        state[finger: .dragSheet] = .refused
        return taken
      }
      state[finger: .dragSheet] = .touching
      state.window.fingers[targetOf: .dragSheet] = UInt8(topShownLevel ?? 0)
      return .acted
    case .begin:
      if state[finger: .dragSheet] == .idle {
        if let taken = routeSheet() {
          state[finger: .dragSheet] = .refused
          return taken
        }
        state.window.fingers[targetOf: .dragSheet] = UInt8(topShownLevel ?? 0)
      } else if state[finger: .dragSheet] != .touching {
        return .nothingThere
      }
      let k = Int(state.window.fingers[targetOf: .dragSheet])
      guard k >= 1 && k <= state.levels.count, state.levels[k - 1].phase == .presented,
        let item = presentationItem(level: k), item.kind.isPullable, !item.noPull,
        !setup.fullScreenCover
      else {
        state[finger: .dragSheet] = .refused
        return .nothingThere
      }
      state.levels[k - 1].phase = .dragging
      state.levels[k - 1].progress = 0
      state[finger: .dragSheet] = .active
      note(.sheet, .r6) { m in "dragging" }
      return .acted
    case .move(let p):
      let k = Int(state.window.fingers[targetOf: .dragSheet])
      guard state[finger: .dragSheet] == .active, k >= 1 && k <= state.levels.count,
        state.levels[k - 1].phase == .dragging
      else { return .nothingThere }
      state.levels[k - 1].progress = min(1, max(0, p))
      return .acted
    case .end(let velocity):
      guard let k = liftSheetFinger() else { return .nothingThere }
      releaseSheet(
        level: k,
        finish: state.levels[k - 1].progress >= setup.sheetFinishProgress
          || velocity >= setup.sheetFinishVelocity)
      return .acted
    case .cancel:
      guard let k = liftSheetFinger() else { return .nothingThere }
      releaseSheet(level: k, finish: false)
      return .acted
    }
  }

  /// Lifts the sheet drag's finger (its end or cancel): the level it was dragging, or `nil` when
  /// no finger was down, its drag never began, or the level is no longer being dragged.
  @inline(__always)
  mutating func liftSheetFinger() -> Int? {
    guard state[finger: .dragSheet] != .idle else { return nil }
    liftFinger()
    let active = state[finger: .dragSheet] == .active
    state[finger: .dragSheet] = .idle
    let k = Int(state.window.fingers[targetOf: .dragSheet])
    guard active, k >= 1 && k <= state.levels.count, state.levels[k - 1].phase == .dragging
    else { return nil }
    return k
  }

  mutating func releaseSheet(level k: Int, finish: Bool) {
    let p = state.levels[k - 1].progress
    let dismiss = Double(setup.profile.dismiss)
    let slot = ModelEvent(.presentationEnd, slot: UInt8(k))
    if finish {
      state.levels[k - 1].phase = .dismissingInteractive
      // The alternative of R6's [A] "no window lock" (a profile value): the lock is held.
      if setup.profile.lockDuringInteractiveDismiss { lockWindow() }
      schedule(slot, at: completion(after: Int64(((1 - p) * dismiss).rounded())))
      fire(.r6)
      note(.sheet, .r6) { m in "released: animating out (interactive, no window lock)" }
    } else {
      state.levels[k - 1].phase = .returning
      schedule(slot, at: completion(after: Int64((p * dismiss).rounded())))
      note(.sheet, .r6) { m in "released: returning" }
    }
  }

  // MARK: - R13 presenter removed

  /// R13 presenter removed [E/A] — if the presenter of the level above stack `c` leaves the
  /// stack while its presentation is not `none`, that level (and every level above it) is
  /// removed without animation at the next frame.
  mutating func presenterMayLeave(_ c: StackRef, for newStack: ScreenStack) {
    let k = c.isTab ? 1 : c.level + 1
    guard k <= state.levels.count else { return }
    if k == 1 && c.isTab && Int(state.levels[0].presenterTab) != c.tab { return }
    let level = state.levels[k - 1]
    let d = Int(level.presenterDepth)
    let old = state[c].stack
    guard d >= newStack.count || d >= old.count || newStack[d] != old[d] else { return }
    state.levels[k - 1].removing = true
    state.window.pendingSheetRemoval = true
    requestRender(.sheetRemoval)
  }

  /// The render pass's first step: the lowest level marked by R13 and every level above it
  /// leave; a window lock they held is released, the binding keeps its value; `onDismiss`
  /// runs only if the profile says so.
  mutating func removeMarkedLevels() {
    guard let i = state.levels.firstIndex(where: { $0.removing }) else { return }
    removeLevels(above: i)
  }

  /// Removes levels `k + 1` and above without animation (R13: their presenter is gone).
  mutating func removeLevels(above k: Int) {
    while state.levels.count > k {
      let level = discardTopLevel()
      fire(.r13)
      note(.sheet, .r13) { m in "presenter left the stack: sheet removed without animation" }
      sheetRemovedForSplit()
      if setup.profile.onDismissWhenPresenterRemoved { onDismiss(level) }
    }
  }

  /// Takes the top presentation level out of the window, with what was under way on it: its
  /// window lock, its animation and commit timers, its stack's transition, and the fingers on
  /// it. A pan whose view leaves the window is cancelled [E] (UIKit sends `touchesCancelled` to
  /// touches whose view is removed from its window, and a continuous recogniser then ends as
  /// cancelled: docs/MODEL.md §10.2); its finger stays down and drives nothing more.
  @discardableResult
  mutating func discardTopLevel() -> PresentationLevel {
    let top = state.levels.count
    let level = state.levels[top - 1]
    if level.phase == .presenting || level.phase == .dismissing
      || (level.phase == .dismissingInteractive && setup.profile.lockDuringInteractiveDismiss)
    {
      unlockWindow()
    }
    if state[finger: .dragSheet] != .idle && Int(state.window.fingers[targetOf: .dragSheet]) == top
    {
      liftFinger()
      state[finger: .dragSheet] = .idle
    }
    let content = StackRef.level(top)
    for track in GestureKind.all
    where track.traits.pops && state[finger: track] != .idle
      && state[stackOf: track] == content
    {
      let began = state[finger: track] == .active
      state[finger: track] = .refused
      if began {
        note(.input, nil) { m in "\(track.keyword) cancelled: its view left the window" }
      }
    }
    cancel(ModelEvent(.presentationEnd, slot: UInt8(top)))
    cancel(ModelEvent(.finalizeCommit, slot: UInt8(top)))
    cancel(ModelEvent(.transitionEnd, slot: content.rawValue))
    state.levels.removeLast()
    return level
  }

  /// The app's `onDismiss` closure of a level's item: the seed's `disable(false)` on a sheet or
  /// cover of a stack that carries the mask.
  mutating func onDismiss(_ level: PresentationLevel) {
    guard setup.maskMode != .off, let item = presentationItem(level),
      item.kind.hasContent || item == .textSheet
    else {
      return
    }
    disable(false)
  }

  mutating func lockWindow() {
    state.window.windowLock &+= 1
    note(.windowLock, nil) { m in "lock \(m.state.window.windowLock)" }
  }

  mutating func unlockWindow() {
    if state.window.windowLock > 0 { state.window.windowLock -= 1 }
    note(.windowLock, nil) { m in "lock \(m.state.window.windowLock)" }
  }
}

extension NavigationModel {
  /// Whether the pull-down is offered to a finger (``GestureKind/offer(_:_:_:)``): while the
  /// top presentation on screen shows a screen; visible when it covers the screen, can be
  /// pulled (a sheet without `no-pull`) and `full-screen-cover` has not made it a cover.
  mutating func sheetPullOffered() -> Bool? {
    guard let k = topLevelShown, let item = presentationItem(level: k), item.kind.hasContent
    else { return nil }
    return state.levelPhase(k).coversScreen && item.kind.isPullable && !item.noPull
      && !setup.fullScreenCover
  }
}
