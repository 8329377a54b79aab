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
  /// The tabs (bit `i` for tab `i`) on which a router's path change (``AppAction/inTab(_:_:)``)
  /// made now has the same effect as the same change made one frame later, with nothing else
  /// changed by the delay: the explorer's partial-order reduction (docs/MODEL.md §10.6).
  ///
  /// Such a tab is not selected, presents nothing, has no transition, no path waiting and no
  /// binding set, and R29's off-window rule holds (`offWindowAnimates=0`): the change touches
  /// only that tab's stack, at the next render pass. The window must have nothing else waiting
  /// for a render pass (a path, a binding, a sheet removal, a mask), so that the pass the
  /// change asks for applies nothing else early.
  package var quietBackgroundTabs: UInt64 {
    let s = state
    guard s.tabs.count > 1, !setup.profile.offWindowAnimates, !s.window.pendingSheetRemoval,
      !s.window.pendingBinding, !s.window.pendingMask, !s.root.pathDirty
    else { return 0 }
    for k in 0..<s.levels.count where s.levels[k].content.pathDirty { return 0 }
    let presenter = s.levels.isEmpty ? -1 : Int(s.levels[0].presenterTab)
    var mask: UInt64 = 0
    for i in 0..<min(s.tabs.count, 64) where i != Int(s.window.selectedTab) && i != presenter {
      let t = s.tabs[i]
      guard t.transition == .none, !t.pathDirty, t.bindings == InlineBytes() else { continue }
      mask |= 1 << UInt64(i)
    }
    return mask
  }
}
