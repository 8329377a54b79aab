extension NavigationModel {
  /// `tap tab X`, `app select X` (`byTap`: a finger on the tab bar). R29 tab selection [E/A] — the tab bar controller shows the
  /// tab's stack at once (no transition) [E: `UITabBarController` switches without animation];
  /// the stack left behind keeps its state, and a transition in flight there goes on off
  /// screen and completes at its time [A: the alternative `tabSwitchCommits=1` commits it at
  /// once, as if its animation were cut]. Tapping the selected tab pops its stack to the root
  /// [E: UIKit's tab bar, S25], through the stack's own pop (R2).
  mutating func selectTab(_ index: Int, byTap: Bool) -> Disposition {
    guard setup.tabRoots.count > 1, index >= 0, index < setup.tabRoots.count else {
      return .nothingThere
    }
    let old = Int(state.window.selectedTab)
    // Selecting the selected tab by code changes nothing.
    if index == old && !byTap { return .nothingThere }
    if index == old {
      let c = state.rootRef
      let s = state[c]
      guard s.stack.count > 1, !s.transition.inFlight else { return .nothingThere }
      fire(.r29)
      note(.navigation, .r29) { m in "selected tab tapped again: pop to its root" }
      startPop(c, to: s.stack.prefix(1), interactive: false)
      return .acted
    }
    if setup.profile.tabSwitchCommits {
      let c = state.rootRef
      if state[c].transition == .push || state[c].transition == .pop {
        cancel(ModelEvent(.transitionEnd, slot: c.rawValue))
        endTransition(c)
      }
    }
    state.tabs[old] = state.root
    state.root = state.tabs[index]
    state.tabs[index] = StackState()
    state.window.selectedTab = UInt8(index)
    fire(.r29)
    note(.navigation, .r29) { m in "tab \(m.name(m.setup.tabRoots[index])) selected" }
    return .acted
  }
}

extension NavigationModel {
  /// The bit of ``pathChangesCommutingWithAFrame(then:renderAfter:)`` that stands for the stack
  /// app actions change (``appStack``); bit `i` below it stands for tab `i`'s own stack.
  package static let appStackBit = 63

  /// The path changes (bit `i`: tab `i`'s own, ``AppAction/inTab(_:_:)``; bit
  /// ``appStackBit``: the stack the user sees, `app push`, `app pop`, `app pop-to-root`) that,
  /// made in this state, have the same effect as the same change made in `later`, this state
  /// one frame on: the explorer's partial-order reduction (docs/MODEL.md §10.6).
  ///
  /// A change to stack `c` commutes with the frame when nothing but `c` waits for a render pass
  /// in either state (no other path, binding, sheet removal or mask), so the pass the change
  /// asks for applies nothing else early, and either
  /// - `c` has a transition in flight that ends after `renderAfter` (the render pass after the
  ///   later change's): R9 holds the change until that end either way; or
  /// - `c` is a quiet tab off screen (not selected, presenting nothing, no transition, no path
  ///   waiting, no binding set) under R29's off-window rule (`offWindowAnimates=0`): the
  ///   change touches only that stack, at once.
  package func pathChangesCommutingWithAFrame(then later: NavigationModel, renderAfter: Int64)
    -> UInt64
  {
    guard !state.window.pendingSheetRemoval, !state.window.pendingBinding,
      !state.window.pendingMask, !later.state.window.pendingSheetRemoval,
      !later.state.window.pendingBinding, !later.state.window.pendingMask
    else { return 0 }
    // The stack with a path waiting, in either state: at most the one changed may have one.
    var dirty: StackRef? = nil
    guard state.onlyDirtyStack(&dirty), later.state.onlyDirtyStack(&dirty) else { return 0 }
    var mask: UInt64 = 0
    for i in 0..<min(max(1, state.tabs.count), Self.appStackBit)
    where commutes(.tab(i), then: later, dirty: dirty, renderAfter: renderAfter) {
      mask |= 1 << UInt64(i)
    }
    let c = appStack
    if c == later.appStack && commutes(c, then: later, dirty: dirty, renderAfter: renderAfter) {
      mask |= 1 << UInt64(Self.appStackBit)
    }
    return mask
  }

  /// Whether a path change to stack `c` commutes with the frame to `later`
  /// (``pathChangesCommutingWithAFrame(then:renderAfter:)``), `dirty` the one stack with a path
  /// waiting.
  private func commutes(
    _ c: StackRef, then later: NavigationModel, dirty: StackRef?, renderAfter: Int64
  ) -> Bool {
    if let dirty, dirty != c { return false }
    let transition = state.stackField(c, \.transition)
    if transition != .none && transition != .orphaned {
      guard later.state.stackField(c, \.transition) == transition else { return false }
      for entry in state.queue.storage
      where entry.payload.kind == .transitionEnd && entry.payload.slot == c.rawValue {
        return entry.time > renderAfter
      }
      return false
    }
    guard c.isTab, state.tabs.count > 1, c != state.rootRef, !setup.profile.offWindowAnimates,
      transition == .none, !state.stackField(c, \.pathDirty),
      state.stackField(c, \.bindings) == InlineBytes()
    else { return false }
    return state.levels.isEmpty || Int(state.levels[0].presenterTab) != c.tab
  }
}
