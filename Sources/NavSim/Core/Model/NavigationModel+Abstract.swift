/// The abstract state of a model: what the coverage-guided fuzzer counts as coverage
/// (docs/CLI.md `--strategy coverage`). The one function to adapt when the model's shape
/// changes (a tree of containers): everything else reads only its value and its parts.
///
/// It lives beside the model although only the search reads it, so that the state's small
/// accessors it reads (`presentation`, `visibleRef`) are inlined into it: a call of one that
/// is not inlined copies the whole state first (a `memcpy` on every action of every fuzz run).
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

  /// The abstract state: the screen path of the visible stack, the presentation and its
  /// phase, the transition in flight (and what orphaned it), the overlays and locks a user
  /// meets (dimming view, window lock, mask), the device's layout, and the rules that fired;
  /// in a tree app also the selected tab, every other container's screen path and transition,
  /// and each presentation level and its phase.
  /// Times, progress and pending events are left out: two states that differ only in them are
  /// the same coverage.
  ///
  /// The abstract state of `model` and its ``abstractParts`` at once: the fuzzer calls it on
  /// every action, and a getter or method called on the live model copies it first (a `memcpy`
  /// of the model per call), where a mutating one is passed it by reference.
  package static func abstract(of model: inout NavigationModel) -> (
    state: UInt64, parts: AbstractParts
  ) {
    model.abstract()
  }

  /// Mutating only so that `self` is passed by reference (it changes nothing).
  @inline(__always)
  private mutating func abstract() -> (state: UInt64, parts: AbstractParts) {
    // The visible stack read once and in place (each of the state's visible-stack accessors
    // finds it and copies it again).
    var h = FingerprintHasher()
    let presentation = state.presentation
    var flags = UInt64(presentation.rawValue)
    let (top, transition) = state.readStack(state.visibleRef) { s in
      // The stack's words at once (the bytes past its top are zero).
      s.stack.mix(into: &h)
      flags |= UInt64(s.transition.rawValue) << 8
      flags |= UInt64(s.orphanedBy) << 16
      flags |= (s.dimming ? 1 : 0) << 24
      flags |= (s.maskEnable > 0 ? 1 : 0) << 26
      flags |= (s.maskRendered ? 1 : 0) << 27
      flags |= UInt64(s.barDepth) << 32
      return (s.stack.top, s.transition)
    }
    flags |= (state.window.windowLock > 0 ? 1 : 0) << 25
    flags |= (state.window.sidebarShown ? 1 : 0) << 28
    flags |= (state.window.landscape ? 1 : 0) << 29
    h.mix(flags)
    h.mix(UInt64(state.rulesFired.rawValue))
    if setup.hasTreeItems { mixTree(into: &h) }
    let parts = AbstractParts(
      top: top, presentation: presentation, transition: transition, rules: state.rulesFired)
    return (h.finished, parts)
  }

  /// The rest of a tree app's window (docs/MODEL.md §3.1): the selected tab, every other tab's
  /// screen path and transition, and each presentation level (what presents it, its phase, its
  /// own stack's path and transition). Left out for an app of the seed's shape, whose abstract
  /// states are those of its one stack. Mutating only so that `self` is passed by reference.
  private mutating func mixTree(into h: inout FingerprintHasher) {
    h.mix(
      UInt64(state.window.selectedTab) | UInt64(state.tabs.count) << 8 | UInt64(state.levels.count)
        << 16)
    func mix(_ s: borrowing StackState) {
      h.mix(UInt64(s.transition.rawValue))
      s.stack.mix(into: &h)
    }
    for i in state.tabs.indices where i != Int(state.window.selectedTab) {
      state.readStack(.tab(i)) { mix($0) }
    }
    for k in state.levels.indices {
      state.withLevel(k + 1) { level in
        h.mix(
          UInt64(level.phase.rawValue) | UInt64(level.presenter) << 8 | UInt64(level.item) << 16
            | UInt64(level.presenterDepth) << 24)
        mix(level.content)
      }
    }
  }

  /// The parts of the abstract state (``abstract(of:)``) that a coverage report lists.
  package var abstractParts: AbstractParts {
    var model = self
    return model.abstract().parts
  }
}
