extension NavigationModel {
  // MARK: - R1, R2, R9: path changes

  /// The app changed its path (a link, `dismiss()`, an app action): UIKit sees it at the next
  /// render pass.
  mutating func requestPathChange() {
    state.pathDirty = true
    requestRender(.navigation)
  }

  /// The render pass's navigation step: hands the path to UIKit.
  ///
  /// R1 push [E] — a path one screen longer starts a push of `push` µs; the stack and the bar
  /// commit at its end.
  /// R9 nested transition [E] — a path that changes while a transition is in flight is applied
  /// when that transition ends (at once if it is orphaned), and the bar stays with the first
  /// transition's outcome.
  mutating func applyPath() {
    let destination = state.transition.inFlight ? state.target : state.stack
    if state.path == destination {
      state.pathDirty = false
      return
    }
    if state.transition == .orphaned {
      applyNested()
      return
    }
    // In flight: applied when the transition ends (R9).
    guard !state.transition.inFlight else { return }
    state.pathDirty = false
    let path = state.path
    let stack = state.stack
    if path.count < stack.count && stack.prefix(path.count) == path {
      startPop(to: path, interactive: false)
    } else {
      state.transition = .push
      state.target = path
      state.doom = 0
      presenterMayLeave(for: path)
      setBar(to: path)
      schedule(.transitionEnd, at: completion(after: setup.profile.push))
      fire(.r1)
      note(.navigation, .r1) { m in "push \(m.describe(path)) starts" }
    }
  }

  /// R9 nested transition [E]: the stack takes the path without animation; the bar does not
  /// follow.
  mutating func applyNested() {
    let old = state.stack
    state.stack = state.path
    state.pathDirty = false
    resetNewScreens(from: old)
    presenterMayLeave(for: state.stack)
    fire(.r9)
    note(.navigation, .r9) { m in
      "nested change applied: stack \(m.describe(m.state.stack)), bar unchanged"
    }
  }

  /// R2 back tap [E] — a pop of `pop` µs; the dimming view stays until its completion, which
  /// commits the stack and the bar. (Programmatic pops use the same UIKit pop.)
  mutating func startPop(to target: ScreenStack, interactive: Bool) {
    state.transition = interactive ? .interactivePop : .pop
    state.popIsInteractive = interactive
    state.target = target
    state.progress = 0
    state.dimming = true
    state.doom = orphaningRule(interactive: interactive)
    setBar(to: target)
    if !interactive {
      presenterMayLeave(for: target)
      schedule(.transitionEnd, at: completion(after: setup.profile.pop))
      fire(.r2)
      note(.navigation, .r2) { m in "pop to \(m.describe(target)) starts; dimming view added" }
    }
  }

  /// R7 orphaned pop [E] — a pop that begins while the presentation is uncommitted after an
  /// interactive dismissal never receives its completion (which pops: a profile value).
  func orphaningRule(interactive: Bool) -> UInt8 {
    guard state.presentation.isUncommittedInteractive else { return 0 }
    switch setup.profile.orphanTrigger {
    case .none: return 0
    case .interactive: return interactive ? Rule.r7.rawValue : 0
    case .all: return Rule.r7.rawValue
    }
  }

  // MARK: - R3, R10, R11: the edge swipe

  /// R3 edge swipe [E/A] — the recogniser begins only if its guard allows; moves set the
  /// progress; the release completes if `velocity ≥ 150` or `progress ≥ 0.5 && velocity > −150`.
  mutating func swipe(_ phase: GesturePhase) -> Disposition {
    switch phase {
    case .down:
      guard state.swipe == .idle else { return .nothingThere }
      if setup.exclusiveTouch {
        state.touchesDown &+= 1
        // [A] (docs/MODEL.md §12): the exclusive control holds the edge recogniser's touches too.
        if state.exclusiveHeld {
          state.swipe = .refused
          return .exclusiveTouch
        }
      }
      if let taken = route(.edge) {
        state.swipe = .refused
        return taken
      }
      state.swipe = .touching
      return .acted
    case .begin:
      if state.swipe == .idle {
        if let taken = route(.edge) {
          state.swipe = .refused
          return taken
        }
      } else if state.swipe != .touching {
        return .nothingThere
      }
      state.swipe = .idle
      guard setup.swipeEnabled else { return swipeDisabledByHiddenBack() }
      guard swipeGuardAllows else {
        state.swipe = .refused
        return .guardRefused
      }
      return beginSwipe()
    case .move, .end, .cancel:
      return popPan(phase, track: .swipe)
    }
  }

  /// The edge-pan guard in force (MODEL.md R3 and §6).
  var swipeGuardAllows: Bool {
    let count = state.stack.count
    if setup.systemGuard && !(count > 1 && state.transition == .none) { return false }
    if setup.guardPresented && !(count > 1 && state.presentation == .none) { return false }
    if setup.guardCoordinator && !(count > 1 && !transitionCoordinatorExists) { return false }
    return true
  }

  /// A transition coordinator exists during navigation transitions and presentation
  /// animations, not while a dismissed sheet is finalizing (MODEL.md §6).
  var transitionCoordinatorExists: Bool {
    if state.transition.inFlight { return true }
    switch state.presentation {
    case .presenting, .dismissing, .dismissingInteractive, .returning: return true
    case .finalizing: return setup.profile.coordinatorWhileFinalizing
    default: return false
    }
  }

  mutating func beginSwipe() -> Disposition {
    switch state.transition {
    case .push:
      // R11 swipe during push [E]: both transitions are orphaned.
      cancel(.transitionEnd)
      startPop(to: state.stack, interactive: true)
      state.doom = Rule.r11.rawValue
      fire(.r11)
      note(.navigation, .r11) { m in "swipe-back begins during a push: both transitions orphaned" }
    case .none where state.stack.count <= 1:
      // R10 root swipe [E]: the pop can never complete.
      startPop(to: state.stack, interactive: true)
      state.doom = Rule.r10.rawValue
      fire(.r10)
      note(.navigation, .r10) { m in "swipe-back begins at the root: the pop can never complete" }
    case .none:
      startPop(to: state.stack.droppingTop, interactive: true)
      fire(.r3)
      let doomed = state.doom == Rule.r7.rawValue
      note(.navigation, .r3) { m in
        "interactive pop to \(m.describe(m.state.target)) begins; dimming view added"
          + (doomed ? "; presentation uncommitted: its completion will never come" : "")
      }
    default:
      return .transition(orphanedBy: orphanRule)
    }
    state.swipe = .active
    return .acted
  }

  mutating func settle(complete: Bool) {
    let p = state.progress
    let pop = Double(setup.profile.pop)
    let duration = Int64(((complete ? 1 - p : p) * pop).rounded())
    state.transition = complete ? .settlingComplete : .settlingCancel
    schedule(.transitionEnd, at: completion(after: duration))
    note(.navigation, .r3) { m in
      complete ? "released: pop settles to completion" : "released: pop settles back"
    }
  }

  // MARK: - Transition ends (R7, R10–R12)

  mutating func endTransition() {
    switch state.transition {
    case .none, .interactivePop, .orphaned:
      return
    case .push:
      if state.doom != 0 { return orphan(state.doom) }
      let old = state.stack
      state.stack = state.target
      resetNewScreens(from: old)
      state.transition = .none
      syncBar()
      note(.navigation, .r1) { m in "push committed: \(m.describe(m.state.stack))" }
      afterTransition()
    case .pop, .settlingComplete:
      if state.doom != 0 { return orphan(state.doom) }
      let interactive = state.popIsInteractive
      state.stack = state.target
      state.dimming = false
      state.transition = .none
      syncBar()
      if interactive { presenterMayLeave(for: state.stack) }
      note(.navigation, interactive ? .r3 : .r2) { m in
        "pop committed: \(m.describe(m.state.stack)); dimming view removed"
      }
      afterTransition()
    case .settlingCancel:
      if state.doom != 0 { return orphan(state.doom) }
      if setup.profile.cancelledPopFreezes {
        // R12 cancelled pop [E]: on iOS 13 the cancelled pop never completes.
        return orphan(Rule.r12.rawValue)
      }
      state.dimming = false
      state.transition = .none
      state.target = state.stack
      syncBar()
      note(.navigation, .r3) { m in
        "pop cancelled: \(m.describe(m.state.stack)) stays; dimming view removed"
      }
      afterTransition()
    }
  }

  /// The transition's completion never comes: it stays in flight, its dimming view stays, the
  /// stack does not commit and the bar keeps the target's bar.
  mutating func orphan(_ ruleID: UInt8) {
    state.transition = .orphaned
    state.orphanedBy = ruleID
    let rule = Rule(rawValue: ruleID) ?? .r7
    fire(rule)
    note(.navigation, rule) { m in
      "completion never delivered: transition orphaned"
        + (m.state.dimming ? ", dimming view stays" : "")
        + "; bar shows \(m.name(m.state.barScreen))"
    }
    if state.pathDirty && state.path != state.stack { applyNested() }
  }

  /// After a transition ends, a path change made meanwhile is applied (R9); otherwise SwiftUI's
  /// path follows the stack.
  mutating func afterTransition() {
    state.popIsInteractive = false
    state.doom = 0
    if state.pathDirty && state.path != state.stack {
      applyNested()
    } else {
      state.path = state.stack
      state.pathDirty = false
    }
    // A present that waited for the stack to be idle is decided at the next frame.
    if state.bindings != 0 && state.presentation == .none {
      state.pendingBinding = true
      requestRender(.binding)
    }
  }

  /// Screens that enter the stack are new instances: their `@State` starts over.
  mutating func resetNewScreens(from old: ScreenStack) {
    let new = state.stack
    for d in 0..<min(new.count, 16) where d >= old.count || old[d] != new[d] {
      state.bindings &= ~(1 << UInt16(d))
      state.dropped &= ~(1 << UInt16(d))
    }
  }

  // MARK: - R8 relayout

  /// `rotate`. R8 relayout [E] — on iPad a rotation removes orphaned dimming views and re-syncs
  /// the bar with the committed stack; on iPhone it clears nothing.
  mutating func rotate() -> Disposition {
    state.landscape.toggle()
    note(.navigation, nil) { m in m.state.landscape ? "landscape" : "portrait" }
    relayoutColumns()
    guard setup.isPad else { return .acted }
    switch state.transition {
    case .orphaned:
      state.transition = .none
      state.dimming = false
      state.orphanedBy = 0
      state.target = state.stack
      syncBar()
      fire(.r8)
      note(.navigation, .r8) { m in
        "relayout: orphaned transition cleared, bar re-synced with \(m.describe(m.state.stack))"
      }
      state.popIsInteractive = false
      state.doom = 0
      if state.pathDirty {
        requestRender(.navigation)
      } else {
        state.path = state.stack
      }
      if state.bindings != 0 && state.presentation == .none {
        state.pendingBinding = true
        requestRender(.binding)
      }
    case .none
    where state.barScreen != state.stack.top
      || Int(state.barDepth) != state.stack.count - 1:
      syncBar()
      fire(.r8)
      note(.navigation, .r8) { m in "relayout: bar re-synced with \(m.describe(m.state.stack))" }
    default:
      break
    }
    return .acted
  }
}

extension NavigationModel {
  /// A pan's finger lifts (counted under `exclusive-touch` only).
  mutating func liftFinger() {
    if setup.exclusiveTouch && state.touchesDown > 0 { state.touchesDown -= 1 }
  }
}
