extension NavigationModel {
  /// Whether a back tap interrupts the transition in flight: R25 is on, and a push or a
  /// non-interactive or released pop is running (an orphaned one has no completion to commit;
  /// an interactive pop still follows its finger).
  @inline(__always)
  func backTapInterrupts(_ c: StackRef) -> Bool {
    guard setup.profile.interruptibleNavigation else { return false }
    switch state[c].transition {
    case .push, .pop, .settlingComplete, .settlingCancel: return true
    case .none, .interactivePop, .orphaned: return false
    }
  }

  /// Whether the bar's back button takes touches during the transition in flight (R25).
  @inline(__always)
  func backButtonLive(_ c: StackRef) -> Bool {
    backTapInterrupts(c) && setup.systemBackButton && state[c].barDepth > 0
  }

  /// Routing for the bar's back button (MODEL.md §4): as every bar touch, except that under
  /// R25 it is live during a push or a pop.
  mutating func routeBackButton(_ c: StackRef) -> Disposition? {
    guard let taken = route(.bar, c) else { return nil }
    return taken == .transition(orphanedBy: nil) && backButtonLive(c) ? nil : taken
  }

  /// R25 interruptible navigation [E/A] — on `ios26` push and pop transitions hold no window
  /// lock and the back button is live during them: the running transition commits at once (a
  /// push commits its stack, a pop its target), then the back tap's pop begins. A transition
  /// doomed by R7 or R11 has no completion to commit: it is orphaned at once and the tap is
  /// dropped. [E: tapping back during a transition, popping several screens almost at once,
  /// S21; A: the exact commit-then-begin behaviour; the alternative is the profile value
  /// `interruptibleNavigation` off, the back button dead during transitions as on `ios17`]
  /// (docs/MODEL.md §11)
  ///
  /// - Returns: `nil` when the transition committed and the tap goes on to start its pop; else
  ///   what stopped it.
  mutating func interruptForBackTap(_ c: StackRef) -> Disposition? {
    commitRunningTransition(c, rule: .r25) { "back tapped during a \($0): it commits at once" }
  }

  /// Commits the transition running on stack `c` at once (R25's back tap, R31's pan), tracing
  /// `what` of the running kind (`push` or `pop`) under `rule`.
  /// - Returns: `nil` when it committed; else, for a doomed transition now orphaned, what
  ///   stopped the input.
  private mutating func commitRunningTransition(
    _ c: StackRef, rule: Rule, what: (String) -> String
  ) -> Disposition? {
    let running = state[c].transition == .push ? "push" : "pop"
    cancel(ModelEvent(.transitionEnd, slot: c.rawValue))
    fire(rule)
    note(.navigation, rule) { _ in what(running) }
    endTransition(c)
    return state[c].transition == .none ? nil : .transition(orphanedBy: orphanRule(c))
  }
}

extension NavigationModel {
  /// Whether a pan may grab the transition in flight on stack `c` (R31): a push, or a pop (a
  /// back-button or programmatic one, or a released swipe settling). An interactive pop follows
  /// its own finger; an orphaned transition has no completion to commit.
  func transitionGrabbable(_ c: StackRef) -> Bool {
    switch state[c].transition {
    case .push, .pop, .settlingComplete, .settlingCancel: true
    case .none, .interactivePop, .orphaned: false
    }
  }

  /// R31 a pan grabs a running transition [E/A] — the content swipe (R24, `ios26`) that begins
  /// during a push or a pop commits it at once, so the swipe's own pop begins from the committed
  /// stack: with the back button (R25) the way to pop two screens almost at once; a zoom push
  /// grabbed by the zoom dismiss commits and is driven back. A transition doomed by R7 or R11 has
  /// no completion to commit: it is orphaned at once and the pan does not begin. [E: "iOS 26
  /// also introduces new `interactiveContentPopGestureRecognizer` which can fire mid
  /// transition", react-native-screens PR 3093; "it still is possible to click back button and
  /// swipe", PR 3142, S35; A: commit-then-begin, as R25] The alternatives are
  /// `r24MidTransition=0` and `r26MidTransition=0` (their guards keep `transition == none`).
  ///
  /// - Returns: `nil` when the transition committed and the pan goes on to its pop; else what
  ///   stopped it.
  mutating func commitForPan(_ c: StackRef, gesture: String) -> Disposition? {
    commitRunningTransition(c, rule: .r31) {
      "\(gesture) begins during a \($0): it commits at once"
    }
  }
}
