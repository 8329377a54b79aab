import NavSimCore
import NavSimScenario

/// What the explorer did after a bound stopped it (``ExplorationResult/handOff``): coverage-guided
/// fuzzing from the states of the depth it explored fully, up to the depth asked for.
///
/// An app too big to enumerate stops the breadth-first search at `--max-states` or
/// `--max-memory` with depth `d` of `D` explored. Rather than stop there, the explorer fuzzes:
/// each run starts from a state it reached (at depth `d`, or a state an earlier run reached
/// first) and makes random inputs from the same menu, at frame boundaries, with the same
/// finger physics, until depth `D` or the horizon, every state judged by the oracles. A state no
/// run had reached before becomes a start of its own (the coverage guidance). Runs are seeded,
/// so the same arguments give the same hand-off. What it finds is a counterexample, not the
/// shortest one: the search did not enumerate the depths past `d`.
public struct ExplorationHandOff: Hashable, Sendable {
  /// The depth whose states the runs started from: the depth the search explored fully.
  public var frontierDepth: Int
  /// The states at that depth (the search's frontier when it stopped).
  public var frontierStates: Int
  /// The frontier states the runs started from: every one, or an even sample of at most
  /// ``ExplorationBounds/handOffStarts``.
  public var sampledStates: Int
  /// The runs made.
  public var runs: Int
  /// The inputs the runs made after their start.
  public var inputs: Int
  /// The states no earlier run had reached, which became starts of their own.
  public var novelStates: Int
  /// The novel states left out because the starts were at ``ExplorationBounds/handOffStarts``.
  public var novelStatesDropped: Int
  /// Whether Ctrl-C or SIGTERM stopped the runs early.
  public var interrupted: Bool = false
}
