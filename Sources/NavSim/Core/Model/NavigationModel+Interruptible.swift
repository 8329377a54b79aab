extension NavigationModel {
  /// Whether a back tap interrupts the transition in flight: R25 is on, and a push or a
  /// non-interactive or released pop is running (an orphaned one has no completion to commit;
  /// an interactive pop still follows its finger).
  func backTapInterrupts(_ c: StackRef) -> Bool {
    guard setup.profile.interruptibleNavigation else { return false }
    switch state[c].transition {
    case .push, .pop, .settlingComplete, .settlingCancel: return true
    case .none, .interactivePop, .orphaned: return false
    }
  }

  /// Whether the bar's back button takes touches during the transition in flight (R25).
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
    let running = state[c].transition
    cancel(ModelEvent(.transitionEnd, slot: c.rawValue))
    fire(.r25)
    note(.navigation, .r25) { m in
      "back tapped during a \(running == .push ? "push" : "pop"): it commits at once"
    }
    endTransition(c)
    return state[c].transition == .none ? nil : .transition(orphanedBy: orphanRule(c))
  }
}
