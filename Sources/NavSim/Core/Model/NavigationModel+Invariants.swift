extension NavigationModel {
  /// Checks the model's structural invariants after every event and input. Compiled only with
  /// `-DNAVSIM_INTERNAL_CHECKS` (one CI step), because it costs time on the hot path.
  @inline(__always)
  func checkInvariants() {
    #if NAVSIM_INTERNAL_CHECKS
      // Every debug build runs these after every event and input (the whole test suite does),
      // so they read the queue once and copy nothing they can read in place.
      let (animating, finalizing, renderPending) = pendingTimers()
      let s = state
      checkLevels(s, animating: animating, finalizing: finalizing)
      precondition(
        s.window.renderScheduled == renderPending, "render flag out of step")
      precondition(
        s.queue.count <= 2 + 3 * (s.levels.count + max(1, s.tabs.count)),
        "more events pending than timers exist")
      checkStacks(s)
      checkPans(s)
    #endif
  }

  #if NAVSIM_INTERNAL_CHECKS
    /// The levels whose presentation animation and whose finalize timer are pending in the
    /// queue (one bit per level), and whether a render is.
    @inline(__always)
    private func pendingTimers() -> (animating: UInt64, finalizing: UInt64, render: Bool) {
      var animating: UInt64 = 0
      var finalizing: UInt64 = 0
      var renderPending = false
      for entry in state.queue.storage {
        let event = entry.payload
        switch event.kind {
        case .presentationEnd: animating |= 1 << UInt64(event.slot & 63)
        case .finalizeCommit: finalizing |= 1 << UInt64(event.slot & 63)
        case .render: renderPending = true
        default: break
        }
      }
      return (animating, finalizing, renderPending)
    }

    /// Each presentation level's phase against its pending timers (`animating`, `finalizing`)
    /// and its presenter's stack, and the window lock against the levels that hold it.
    @inline(__always)
    private func checkLevels(_ s: ModelState, animating: UInt64, finalizing: UInt64) {
      var locks = 0
      for i in s.levels.indices {
        let k = i + 1
        let phase = s.levelPhase(k)
        if phase == .presenting || phase == .dismissing { locks += 1 }
        if phase == .dismissingInteractive && setup.profile.lockDuringInteractiveDismiss {
          locks += 1
        }
        precondition(phase != .none, "level \(k) left in the chain with phase none")
        let isAnimating = animating & (1 << UInt64(k)) != 0
        let expectsAnimation: Bool =
          switch phase {
          case .presenting, .dismissing, .dismissingInteractive, .returning: true
          default: false
          }
        precondition(
          isAnimating == expectsAnimation,
          "level \(k): presentation \(phase), animation pending \(isAnimating)")
        precondition(
          (finalizing & (1 << UInt64(k)) != 0) == (phase == .finalizing),
          "level \(k): finalize timer out of step")
        let presenter = s[s.presenterRef(ofLevel: k)]
        precondition(
          Int(s.levels[i].presenterDepth) < max(1, presenter.stack.count) || s.levels[i].removing,
          "level \(k): presenter depth \(s.levels[i].presenterDepth) past its stack")
      }
      precondition(
        Int(s.window.windowLock) == locks, "window lock \(s.window.windowLock), expected \(locks)")
    }

    /// Each stack's dimming view and mask against its transition and the mask mode, each tab's
    /// root, and the selected tab's slot (empty: its stack is the live one).
    @inline(__always)
    private func checkStacks(_ s: ModelState) {
      let tabCount = max(1, s.tabs.count)
      for n in 0..<(tabCount + s.levels.count) {
        let c: StackRef = n < tabCount ? .tab(n) : .level(n - tabCount + 1)
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
          s.tabs[Int(s.window.selectedTab)] == StackState(), "the selected tab's slot is not empty")
      }
    }

    /// Each popping pan that is down: on a stack that exists, and active only with its pop.
    @inline(__always)
    private func checkPans(_ s: ModelState) {
      for track in GestureKind.all
      where track.traits.pops && (s[finger: track] == .active || s[finger: track] == .touching) {
        let c = s[stackOf: track]
        precondition(
          c.isTab ? c.tab < max(1, s.tabs.count) : c.level >= 1 && c.level <= s.levels.count,
          "a \(track) pan on a stack that is gone")
        precondition(
          s[finger: track] == .touching || s[c].transition.inFlight,
          "an active \(track) pan without its pop")
      }
    }
  #endif

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
