extension NavigationModel {
  /// Checks the model's structural invariants after every event and input. Compiled only with
  /// `-DNAVSIM_INTERNAL_CHECKS` (one CI step), because it costs time on the hot path.
  @inline(__always)
  func checkInvariants() {
    #if NAVSIM_INTERNAL_CHECKS
      let s = state
      var locks = 0
      for (i, level) in s.levels.enumerated() {
        let k = i + 1
        if level.phase == .presenting || level.phase == .dismissing { locks += 1 }
        if level.phase == .dismissingInteractive && setup.profile.lockDuringInteractiveDismiss {
          locks += 1
        }
        precondition(level.phase != .none, "level \(k) left in the chain with phase none")
        let animating = s.queue.contains { $0 == ModelEvent(.presentationEnd, slot: UInt8(k)) }
        let expectsAnimation: Bool =
          switch level.phase {
          case .presenting, .dismissing, .dismissingInteractive, .returning: true
          default: false
          }
        precondition(
          animating == expectsAnimation,
          "level \(k): presentation \(level.phase), animation pending \(animating)")
        precondition(
          s.queue.contains { $0 == ModelEvent(.finalizeCommit, slot: UInt8(k)) }
            == (level.phase == .finalizing),
          "level \(k): finalize timer out of step")
        let presenter = s[s.presenterRef(ofLevel: k)]
        precondition(
          Int(level.presenterDepth) < max(1, presenter.stack.count) || level.removing,
          "level \(k): presenter depth \(level.presenterDepth) past its stack")
      }
      precondition(Int(s.windowLock) == locks, "window lock \(s.windowLock), expected \(locks)")
      precondition(
        s.renderScheduled == s.queue.contains { $0 == .render }, "render flag out of step")
      precondition(
        s.queue.count <= 2 + 3 * (s.levels.count + max(1, s.tabs.count)),
        "more events pending than timers exist")
      for c in allStacks {
        let stack = s[c]
        precondition(
          !stack.dimming || stack.transition != .none && stack.transition != .push,
          "dimming view without a pop")
        precondition(
          !stack.maskRendered || setup.maskMode != .off, "mask rendered without the modifier")
        if c.isTab {
          precondition(
            stack.stack.count >= 1
              && stack.stack[0] == setup.tabRoots[min(c.tab, setup.tabRoots.count - 1)],
            "the root left tab \(c.tab)'s stack")
        }
      }
      if !s.tabs.isEmpty {
        precondition(
          s.tabs[Int(s.selectedTab)] == StackState(), "the selected tab's slot is not empty")
      }
      for track in PanTrack.allCases where s[track] == .active || s[track] == .touching {
        let c = s[stackOf: track]
        precondition(
          c.isTab ? c.tab < max(1, s.tabs.count) : c.level >= 1 && c.level <= s.levels.count,
          "a \(track) pan on a stack that is gone")
        precondition(
          s[track] == .touching || s[c].transition.inFlight,
          "an active \(track) pan without its pop")
      }
    #endif
  }

  /// How reports name stack `c`: `the stack`, `tab feed's stack`, `the stack of sheet editor`.
  package func stackName(_ c: StackRef) -> String {
    if c.isTab {
      guard setup.tabRoots.count > 1, c.tab < setup.tabRoots.count else { return "the stack" }
      return "tab \(name(setup.tabRoots[c.tab]))'s stack"
    }
    guard let item = presentationItem(level: c.level) else { return "a presentation's stack" }
    let what = item.kind.keyword + (item.content.map { " \(name($0))" } ?? "")
    return "the stack of \(what)"
  }
}
