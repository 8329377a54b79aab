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
    let s = state
    guard !s.window.pendingSheetRemoval, !s.window.pendingBinding, !s.window.pendingMask,
      !later.state.window.pendingSheetRemoval, !later.state.window.pendingBinding,
      !later.state.window.pendingMask
    else { return 0 }
    // The stacks with a path waiting, in either state: at most the one changed may.
    var dirty: StackRef? = nil
    for m in [self, later] {
      for c in m.allStacks where m.state[c].pathDirty {
        if let d = dirty, d != c { return 0 }
        dirty = c
      }
    }
    func commutes(_ c: StackRef) -> Bool {
      if let dirty, dirty != c { return false }
      let t = s[c]
      if t.transition != .none && t.transition != .orphaned {
        guard later.state[c].transition == t.transition else { return false }
        let end = s.queue.storage.first {
          $0.payload.kind == .transitionEnd && $0.payload.slot == c.rawValue
        }
        return end.map { $0.time > renderAfter } ?? false
      }
      guard c.isTab, s.tabs.count > 1, c != s.rootRef, !setup.profile.offWindowAnimates,
        t.transition == .none, !t.pathDirty, t.bindings == InlineBytes()
      else { return false }
      let presenter = s.levels.isEmpty ? -1 : Int(s.levels[0].presenterTab)
      return c.tab != presenter
    }
    var mask: UInt64 = 0
    for i in 0..<min(max(1, s.tabs.count), Self.appStackBit) where commutes(.tab(i)) {
      mask |= 1 << UInt64(i)
    }
    if appStack == later.appStack && commutes(appStack) {
      mask |= 1 << UInt64(Self.appStackBit)
    }
    return mask
  }
}
