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
