extension NavigationModel {
  // MARK: - R1, R2, R9: path changes

  /// The app changed stack `c`'s path (a link, `dismiss()`, an app action): UIKit sees it at
  /// the next render pass.
  mutating func requestPathChange(_ c: StackRef) {
    state[c].pathDirty = true
    requestRender(.navigation)
  }

  /// Every stack of the window, tabs first, then each presentation level's content.
  var allStacks: StackRefList {
    var refs = StackRefList()
    let tabs = max(1, state.tabs.count)
    for i in 0..<tabs { refs.append(.tab(i)) }
    for k in 0..<state.levels.count { refs.append(.level(k + 1)) }
    return refs
  }

  /// The render pass's navigation step: hands every changed path to UIKit, each stack on its
  /// own (MODEL.md §3.1).
  mutating func applyPaths() {
    if state.root.pathDirty { applyPath(state.rootRef) }
    guard state.tabs.count > 1 || !state.levels.isEmpty else { return }
    let stacks = allStacks
    for i in stacks.indices {
      let c = stacks[i]
      if c != state.rootRef && state.readStack(c, { $0.pathDirty }) { applyPath(c) }
    }
  }

  /// Hands stack `c`'s path to UIKit.
  ///
  /// R1 push [E] — a path one screen longer starts a push of `push` µs; the stack and the bar
  /// commit at its end.
  /// R9 nested transition [E] — a path that changes while a transition is in flight is applied
  /// when that transition ends (at once if it is orphaned), and the bar stays with the first
  /// transition's outcome.
  mutating func applyPath(_ c: StackRef) {
    let s = state[c]
    let destination = s.transition.inFlight ? s.target : s.stack
    if s.path == destination {
      state[c].pathDirty = false
      return
    }
    if s.transition == .orphaned {
      applyNested(c)
      return
    }
    // In flight: applied when the transition ends (R9).
    guard !s.transition.inFlight else { return }
    if c.isTab && c != state.rootRef && !setup.profile.offWindowAnimates {
      applyOffWindow(c)
      return
    }
    state[c].pathDirty = false
    let path = s.path
    let stack = s.stack
    if path.count < stack.count && stack.prefix(path.count) == path {
      startPop(c, to: path, interactive: false)
    } else {
      state.withStack(c) { s in
        s.transition = .push
        s.target = path
        s.doom = 0
      }
      presenterMayLeave(c, for: path)
      setBar(c, to: path)
      schedule(
        ModelEvent(.transitionEnd, slot: c.rawValue), at: completion(after: setup.profile.push))
      fire(.r1)
      note(.navigation, .r1) { m in "push \(m.describe(path)) starts" }
    }
  }

  /// R29 off window [A]: the navigation controller of a tab that is not selected is not in the
  /// window, and a path handed to it is taken at once, without a transition; the bar follows
  /// (the alternative `offWindowAnimates=1`: the push or pop runs off screen, as on screen).
  mutating func applyOffWindow(_ c: StackRef) {
    let old = state[c].stack
    let path = state[c].path
    state.withStack(c) { s in
      s.stack = path
      s.pathDirty = false
      s.barScreen = path.top
      s.barDepth = UInt8(max(0, path.count - 1))
    }
    resetNewScreens(c, from: old)
    presenterMayLeave(c, for: path)
    fire(.r29)
    note(.navigation, .r29) { m in
      "tab \(m.name(m.setup.tabRoots[c.tab])) is not on screen: its stack takes \(m.describe(path)) at once"
    }
  }

  /// R9 nested transition [E]: the stack takes the path without animation; the bar does not
  /// follow.
  mutating func applyNested(_ c: StackRef) {
    let old = state[c].stack
    state[c].stack = state[c].path
    state[c].pathDirty = false
    resetNewScreens(c, from: old)
    presenterMayLeave(c, for: state[c].stack)
    fire(.r9)
    guard setup.profile.nestedChangeCorruptsBar else {
      // The alternative `r9BarCorrupts=0` (MODEL.md §13): the bar follows the nested change.
      let stack = state[c].stack
      state.withStack(c) { s in
        s.barScreen = stack.top
        s.barDepth = UInt8(max(0, stack.count - 1))
      }
      note(.navigation, .r9) { m in
        "nested change applied: stack \(m.describe(m.state[c].stack)), bar follows (r9BarCorrupts=0)"
      }
      return
    }
    note(.navigation, .r9) { m in
      "nested change applied: stack \(m.describe(m.state[c].stack)), bar unchanged"
    }
  }

  /// R2 back tap [E] — a pop of `pop` µs; the dimming view stays until its completion, which
  /// commits the stack and the bar. (Programmatic pops use the same UIKit pop.)
  mutating func startPop(_ c: StackRef, to target: ScreenStack, interactive: Bool) {
    let doom = orphaningRule(interactive: interactive)
    state.withStack(c) { s in
      s.transition = interactive ? .interactivePop : .pop
      s.popIsInteractive = interactive
      s.target = target
      s.progress = 0
      s.dimming = true
      s.doom = doom
      s.barScreen = target.top
      s.barDepth = UInt8(max(0, target.count - 1))
    }
    if !interactive {
      presenterMayLeave(c, for: target)
      schedule(
        ModelEvent(.transitionEnd, slot: c.rawValue), at: completion(after: setup.profile.pop))
      fire(.r2)
      note(.navigation, .r2) { m in "pop to \(m.describe(target)) starts; dimming view added" }
    }
  }

  /// Whether some presentation of the window is uncommitted after an interactive dismissal
  /// (R7's trigger).
  var uncommittedInteractiveDismissal: Bool {
    state.levels.contains { $0.phase.isUncommittedInteractive }
  }

  /// R7 orphaned pop [E] — a pop that begins while a presentation of the window is uncommitted
  /// after an interactive dismissal never receives its completion (which pops: a profile value).
  func orphaningRule(interactive: Bool) -> UInt8 {
    guard uncommittedInteractiveDismissal else { return 0 }
    switch setup.profile.orphanTrigger {
    case .none: return 0
    case .interactive: return interactive ? Rule.r7.rawValue : 0
    case .all: return Rule.r7.rawValue
    }
  }

  // MARK: - R3, R10, R11: the edge swipe

  /// R3 edge swipe [E/A] — the recogniser of the stack the user sees begins only if its guard
  /// allows; moves set the progress; the release completes if `velocity ≥ 150` or
  /// `progress ≥ 0.5 && velocity > −150`.
  mutating func swipe(_ phase: GesturePhase) -> Disposition {
    switch phase {
    case .down:
      let c = edgeStack
      guard state[finger: .swipeBack] == .idle else { return .nothingThere }
      if setup.exclusiveTouch {
        state.window.touchesDown &+= 1
        // [A] (docs/MODEL.md §12): the exclusive control holds the edge recogniser's touches too
        // (the alternative `exclusivePans=0`: it does not).
        if state.window.exclusiveHeld && setup.profile.exclusiveHoldsPans {
          state[finger: .swipeBack] = .refused
          return .exclusiveTouch
        }
      }
      if let taken = route(.edge, c, edgeStrip: true) {
        state[finger: .swipeBack] = .refused
        return taken
      }
      state[finger: .swipeBack] = .touching
      state[stackOf: .swipeBack] = c
      return .acted
    case .begin:
      if state[finger: .swipeBack] == .idle {
        let c = edgeStack
        if let taken = route(.edge, c, edgeStrip: true) {
          state[finger: .swipeBack] = .refused
          return taken
        }
        state[stackOf: .swipeBack] = c
      } else if state[finger: .swipeBack] != .touching {
        return .nothingThere
      }
      let own = state[stackOf: .swipeBack]
      state[finger: .swipeBack] = .idle
      guard state[own].navigable, state[own].stack.count > 0 else {
        state[finger: .swipeBack] = .refused
        return .nothingThere
      }
      guard swipeEnabled(own) else { return swipeDisabledByHiddenBack() }
      guard swipeGuardAllows(own) else {
        state[finger: .swipeBack] = .refused
        return .guardRefused
      }
      return beginSwipe(own)
    case .move, .end, .cancel:
      return popPan(phase, track: .swipeBack)
    }
  }

  /// Whether the custom recogniser delegate and the mask of the mitigation are attached to
  /// stack `c` (the app attaches them per stack; `no-mitigation` on a stack's root says not).
  @inline(__always)
  func mitigated(_ c: StackRef) -> Bool {
    let root = Int(state[c].stack.bottom)
    return root < setup.mitigatedStack.count ? setup.mitigatedStack[root] : true
  }

  /// The edge-pan recogniser of stack `c` is enabled at all (R16: a hidden back button
  /// disables it unless the app replaced its delegate).
  func swipeEnabled(_ c: StackRef) -> Bool {
    mitigated(c) ? setup.swipeEnabled : setup.systemBackButton
  }

  /// The edge-pan guard in force on stack `c` (MODEL.md R3 and §6).
  func swipeGuardAllows(_ c: StackRef) -> Bool {
    let s = state[c]
    let count = s.stack.count
    guard mitigated(c) else { return count > 1 && s.transition == .none }
    if setup.systemGuard && !(count > 1 && s.transition == .none) { return false }
    if setup.guardPresented && !(count > 1 && !presents(from: c)) { return false }
    if setup.guardCoordinator && !(count > 1 && !transitionCoordinatorExists(c)) { return false }
    return true
  }

  /// Whether a presentation presented from stack `c` exists in any phase (what
  /// `guard-presented` asks: `presentedViewController != nil`).
  func presents(from c: StackRef) -> Bool {
    let k = c.isTab ? 1 : c.level + 1
    guard k <= state.levels.count else { return false }
    if k == 1 && c.isTab && Int(state.levels[0].presenterTab) != c.tab { return false }
    return state.levels[k - 1].phase != .none
  }

  /// A transition coordinator exists during stack `c`'s navigation transitions and the
  /// presentation animations of the window, not while a dismissed sheet is finalizing
  /// (MODEL.md §6).
  func transitionCoordinatorExists(_ c: StackRef) -> Bool {
    if state[c].transition.inFlight { return true }
    for level in state.levels {
      switch level.phase {
      case .presenting, .dismissing, .dismissingInteractive, .returning: return true
      case .finalizing where setup.profile.coordinatorWhileFinalizing: return true
      default: continue
      }
    }
    return false
  }

  mutating func beginSwipe(_ c: StackRef) -> Disposition {
    let s = state[c]
    switch s.transition {
    case .push:
      // R11 swipe during push [E]: both transitions are orphaned.
      cancel(ModelEvent(.transitionEnd, slot: c.rawValue))
      startPop(c, to: s.stack, interactive: true)
      state[c].doom = Rule.r11.rawValue
      fire(.r11)
      note(.navigation, .r11) { m in "swipe-back begins during a push: both transitions orphaned" }
    case .none where s.stack.count <= 1:
      // R10 root swipe [E]: the pop can never complete.
      startPop(c, to: s.stack, interactive: true)
      state[c].doom = Rule.r10.rawValue
      fire(.r10)
      note(.navigation, .r10) { m in "swipe-back begins at the root: the pop can never complete" }
    case .none:
      startPop(c, to: s.stack.droppingTop, interactive: true)
      fire(.r3)
      let doomed = state[c].doom == Rule.r7.rawValue
      note(.navigation, .r3) { m in
        "interactive pop to \(m.describe(m.state[c].target)) begins; dimming view added"
          + (doomed ? "; presentation uncommitted: its completion will never come" : "")
      }
    default:
      return .transition(orphanedBy: orphanRule(c))
    }
    state[finger: .swipeBack] = .active
    return .acted
  }

  mutating func settle(_ c: StackRef, complete: Bool) {
    let p = state[c].progress
    let pop = Double(setup.profile.pop)
    let duration = Int64(((complete ? 1 - p : p) * pop).rounded())
    state[c].transition = complete ? .settlingComplete : .settlingCancel
    schedule(ModelEvent(.transitionEnd, slot: c.rawValue), at: completion(after: duration))
    note(.navigation, .r3) { m in
      complete ? "released: pop settles to completion" : "released: pop settles back"
    }
  }

  // MARK: - Transition ends (R7, R10–R12)

  mutating func endTransition(_ c: StackRef) {
    switch state[c].transition {
    case .none, .interactivePop, .orphaned:
      return
    case .push:
      if state[c].doom != 0 { return orphan(c, state[c].doom) }
      state.withStack(c) { s in
        let old = s.stack
        s.stack = s.target
        s.resetNewScreens(from: old)
        s.transition = .none
      }
      syncBar(c)
      note(.navigation, .r1) { m in "push committed: \(m.describe(m.state[c].stack))" }
      afterTransition(c)
    case .pop, .settlingComplete:
      if state[c].doom != 0 { return orphan(c, state[c].doom) }
      let interactive = state.withStack(c) { s in
        s.stack = s.target
        s.dimming = false
        s.transition = .none
        return s.popIsInteractive
      }
      syncBar(c)
      if interactive { presenterMayLeave(c, for: state[c].stack) }
      note(.navigation, interactive ? .r3 : .r2) { m in
        "pop committed: \(m.describe(m.state[c].stack)); dimming view removed"
      }
      afterTransition(c)
    case .settlingCancel:
      if state[c].doom != 0 { return orphan(c, state[c].doom) }
      if setup.profile.cancelledPopFreezes {
        // R12 cancelled pop [E]: on iOS 13 the cancelled pop never completes.
        return orphan(c, Rule.r12.rawValue)
      }
      state[c].dimming = false
      state[c].transition = .none
      state[c].target = state[c].stack
      syncBar(c)
      note(.navigation, .r3) { m in
        "pop cancelled: \(m.describe(m.state[c].stack)) stays; dimming view removed"
      }
      afterTransition(c)
    }
  }

  /// The transition's completion never comes: it stays in flight, its dimming view stays, the
  /// stack does not commit and the bar keeps the target's bar.
  mutating func orphan(_ c: StackRef, _ ruleID: UInt8) {
    state[c].transition = .orphaned
    state[c].orphanedBy = ruleID
    let rule = Rule(rawValue: ruleID) ?? .r7
    fire(rule)
    note(.navigation, rule) { m in
      "completion never delivered: transition orphaned"
        + (m.state[c].dimming ? ", dimming view stays" : "")
        + "; bar shows \(m.name(m.state[c].barScreen))"
    }
    if state[c].pathDirty && state[c].path != state[c].stack { applyNested(c) }
  }

  /// After a transition ends, a path change made meanwhile is applied (R9); otherwise SwiftUI's
  /// path follows the stack.
  mutating func afterTransition(_ c: StackRef) {
    let (nested, anyBinding) = state.withStack(c) { s in
      s.popIsInteractive = false
      s.doom = 0
      if s.pathDirty && s.path != s.stack { return (true, s.anyBinding) }
      s.path = s.stack
      s.pathDirty = false
      return (false, s.anyBinding)
    }
    if nested { applyNested(c) }
    // A present that waited for the stack to be idle is decided at the next frame.
    if anyBinding {
      state.window.pendingBinding = true
      requestRender(.binding)
    }
  }

  /// Screens that enter stack `c` are new instances: their `@State` starts over.
  mutating func resetNewScreens(_ c: StackRef, from old: ScreenStack) {
    state.withStack(c) { $0.resetNewScreens(from: old) }
  }

  // MARK: - R8 relayout

  /// `rotate`. R8 relayout [E] — on iPad a rotation removes orphaned dimming views and re-syncs
  /// every bar with its committed stack; on iPhone it clears nothing.
  mutating func rotate() -> Disposition {
    state.window.landscape.toggle()
    note(.navigation, nil) { m in m.state.window.landscape ? "landscape" : "portrait" }
    // R19's alternative `r19RotationRelayout=0`: the columns stay as they were.
    if setup.profile.rotationRelaysColumns { relayoutColumns() }
    guard setup.isPad else { return .acted }
    for c in allStacks { relayout(c) }
    return .acted
  }

  mutating func relayout(_ c: StackRef) {
    let s = state[c]
    switch s.transition {
    case .orphaned:
      state[c].transition = .none
      state[c].dimming = false
      state[c].orphanedBy = 0
      state[c].target = s.stack
      syncBar(c)
      fire(.r8)
      note(.navigation, .r8) { m in
        "relayout: orphaned transition cleared, bar re-synced with \(m.describe(m.state[c].stack))"
      }
      state[c].popIsInteractive = false
      state[c].doom = 0
      if s.pathDirty {
        requestRender(.navigation)
      } else {
        state[c].path = s.stack
      }
      if state[c].anyBinding {
        state.window.pendingBinding = true
        requestRender(.binding)
      }
    case .none
    where s.stack.count > 0 && (s.barScreen != s.stack.top || Int(s.barDepth) != s.stack.count - 1):
      syncBar(c)
      fire(.r8)
      note(.navigation, .r8) { m in "relayout: bar re-synced with \(m.describe(m.state[c].stack))" }
    default:
      break
    }
  }
}

extension NavigationModel {
  /// A pan's finger lifts (counted under `exclusive-touch` only).
  mutating func liftFinger() {
    if setup.exclusiveTouch && state.window.touchesDown > 0 { state.window.touchesDown -= 1 }
  }
}
