import NavSimCore
import NavSimScenario

/// What a campaign reached under one mitigation: the abstract states
/// (``NavigationModel/abstract(of:)``) its runs passed through, and their parts a report names
/// one by one. What is never reached is what the campaign did not test.
///
/// Coverage of runs split any way merges (``formUnion(_:)``) into the same value: a union of
/// sets, held sorted so that it prints and serialises the same everywhere.
package struct Coverage: Sendable, Equatable {
  /// The abstract states reached, sorted, without repeats.
  package private(set) var states: [UInt64] = []
  /// The rules that fired in some run.
  package var rules = RuleSet()
  /// Bit `id`: screen `id` was the visible screen (the first 64 screens).
  package var screens: UInt64 = 0
  /// Bit `rawValue`: the presentation was in that phase.
  package var phases: UInt16 = 0
  /// Bit `rawValue`: that transition was in flight (or none).
  package var transitions: UInt16 = 0

  /// Empty coverage.
  package init() {}

  /// Coverage with `states` (any order, repeats allowed) and the given parts.
  package init(
    states: [UInt64], rules: RuleSet, screens: UInt64, phases: UInt16, transitions: UInt16
  ) {
    self.states = Self.sortedUnique(states)
    self.rules = rules
    self.screens = screens
    self.phases = phases
    self.transitions = transitions
  }

  /// Adds the states of `more` (any order) and its parts.
  package mutating func formUnion(_ other: Coverage) {
    if !other.states.isEmpty { states = Self.merge(states, other.states) }
    rules = RuleSet(rawValue: rules.rawValue | other.rules.rawValue)
    screens |= other.screens
    phases |= other.phases
    transitions |= other.transitions
  }

  /// Adds states (any order).
  package mutating func insert(states more: [UInt64]) {
    guard !more.isEmpty else { return }
    states = Self.merge(states, Self.sortedUnique(more))
  }

  /// Drops the states, keeping the parts (the campaign gathers a lane's states apart).
  package mutating func removeStates() { states.removeAll() }

  /// Records the parts of one observed state.
  @inline(__always)
  package mutating func note(_ parts: NavigationModel.AbstractParts) {
    rules = RuleSet(rawValue: rules.rawValue | parts.rules.rawValue)
    if parts.top < 64 { screens |= 1 << UInt64(parts.top) }
    phases |= 1 << UInt16(parts.presentation.rawValue)
    transitions |= 1 << UInt16(parts.transition.rawValue)
  }

  /// Whether `state` was reached.
  package func contains(_ state: UInt64) -> Bool {
    var lo = 0
    var hi = states.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if states[mid] < state { lo = mid + 1 } else { hi = mid }
    }
    return lo < states.count && states[lo] == state
  }

  static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
    var sorted = values.sorted()
    var out = 0
    for v in sorted where out == 0 || sorted[out - 1] != v {
      sorted[out] = v
      out += 1
    }
    sorted.removeLast(sorted.count - out)
    return sorted
  }

  static func merge(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
    var result: [UInt64] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let next: UInt64
      if j == b.count || (i < a.count && a[i] <= b[j]) {
        next = a[i]
        i += 1
      } else {
        next = b[j]
        j += 1
      }
      if result.last != next { result.append(next) }
    }
    return result
  }

  // MARK: - Names

  /// The presentation phases, in raw-value order, with the words a report prints.
  package static let phaseNames: [(Presentation, String)] = [
    (.none, "no sheet"), (.presenting, "presenting"), (.presented, "presented"),
    (.dragging, "dragging"), (.returning, "returning"), (.dismissing, "dismissing"),
    (.dismissingInteractive, "dismissing-interactive"), (.finalizing, "finalizing"),
  ]

  /// The transitions, in raw-value order, with the words a report prints.
  package static let transitionNames: [(Transition, String)] = [
    (.none, "idle"), (.push, "push"), (.pop, "pop"), (.interactivePop, "interactive-pop"),
    (.settlingComplete, "settling-complete"), (.settlingCancel, "settling-cancel"),
    (.orphaned, "orphaned"),
  ]

  /// The phases reached and never reached, by name.
  package var phasesReached: (reached: [String], never: [String]) {
    Self.split(Self.phaseNames.map { (UInt16(1) << UInt16($0.0.rawValue), $0.1) }, phases)
  }

  /// The transitions reached and never reached, by name.
  package var transitionsReached: (reached: [String], never: [String]) {
    Self.split(
      Self.transitionNames.map { (UInt16(1) << UInt16($0.0.rawValue), $0.1) }, transitions)
  }

  static func split(_ names: [(UInt16, String)], _ bits: UInt16) -> (
    reached: [String], never: [String]
  ) {
    (names.filter { bits & $0.0 != 0 }.map(\.1), names.filter { bits & $0.0 == 0 }.map(\.1))
  }

  /// The rules never fired.
  package var rulesNever: [Rule] { Rule.allCases.filter { !rules.has($0) } }
}
