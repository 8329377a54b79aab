import NavSimCore
import NavSimScenario

/// The abstract state of a model: what the coverage-guided fuzzer counts as coverage
/// (docs/CLI.md `--strategy coverage`). The one function to adapt when the model's shape
/// changes (a tree of containers): everything else reads only its value and its parts.
extension NavigationModel {
  /// The parts of the abstract state a coverage report names one by one.
  package struct AbstractParts: Sendable {
    /// The visible screen.
    package var top: ScreenID
    /// The presentation's phase.
    package var presentation: Presentation
    /// The transition in flight.
    package var transition: Transition
    /// The rules that fired so far.
    package var rules: RuleSet
  }

  /// The abstract state: the screen path of the navigation stack, the presentation and its
  /// phase, the transition in flight (and what orphaned it), the overlays and locks a user
  /// meets (dimming view, window lock, mask), the device's layout, and the rules that fired.
  /// Times, progress and pending events are left out: two states that differ only in them are
  /// the same coverage.
  package var abstractState: UInt64 {
    // The visible stack read once and in place (each of the state's visible-stack accessors
    // finds it and copies it again).
    var h = FingerprintHasher()
    var flags = UInt64(state.presentation.rawValue)
    state.readStack(state.visibleRef) { s in
      h.mix(UInt64(s.stack.count))
      for i in 0..<s.stack.count { h.mix(UInt64(s.stack[i])) }
      flags |= UInt64(s.transition.rawValue) << 8
      flags |= UInt64(s.orphanedBy) << 16
      flags |= (s.dimming ? 1 : 0) << 24
      flags |= (s.maskEnable > 0 ? 1 : 0) << 26
      flags |= (s.maskRendered ? 1 : 0) << 27
      flags |= UInt64(s.barDepth) << 32
    }
    flags |= (state.windowLock > 0 ? 1 : 0) << 25
    flags |= (state.sidebarShown ? 1 : 0) << 28
    flags |= (state.landscape ? 1 : 0) << 29
    h.mix(flags)
    h.mix(UInt64(state.rulesFired.rawValue))
    return h.finished
  }

  /// The parts of ``abstractState`` that a coverage report lists.
  package var abstractParts: AbstractParts {
    let (top, transition) = state.readStack(state.visibleRef) { ($0.stack.top, $0.transition) }
    return AbstractParts(
      top: top, presentation: state.presentation, transition: transition,
      rules: state.rulesFired)
  }
}
