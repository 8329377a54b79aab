import NavSimCore
import NavSimScenario

/// One input of a counterexample: a menu action and the time it begins.
public struct ExplorationStep: Hashable, Sendable {
  /// When the action begins (a frame boundary).
  public var time: VirtualTime
  /// The action.
  public var action: ExplorationAction
}

/// The shortest input sequence the explorer found to a finding of one kind.
public struct Counterexample: Sendable {
  /// The finding kind it reaches.
  public var kind: FindingKind
  /// The actions, each at the frame it begins at.
  public var steps: [ExplorationStep]
  /// The same actions expanded into the inputs ``Simulator/run(_:inputs:recordingTrace:)``
  /// replays.
  public var inputs: [TimedInput]
  /// What replaying ``inputs`` with `Simulator.run` found: the finding of ``kind`` (with its
  /// time, rules and cause), or `nil` if the replay disagrees with the search (a bug).
  public var finding: Finding?
  /// Whether an `app …` action is among the steps.
  public var needsAppInput: Bool { steps.contains { $0.action.isAppAction } }
}

/// Why an exploration ended.
public enum ExplorationEnd: Hashable, Sendable {
  /// Every input sequence within the bounds was explored (or the kind asked for was found).
  case complete
  /// The fingerprint table passed `maxStates`; depths up to ``ExplorationResult/depthExplored``
  /// were explored fully.
  case maxStates
  /// The search's memory passed ``ExplorationBounds/maxMemory``; depths up to
  /// ``ExplorationResult/depthExplored`` were explored fully.
  case maxMemory
  /// Stopped by Ctrl-C or SIGTERM; depths up to ``ExplorationResult/depthExplored`` were
  /// explored fully.
  case interrupted
}

/// What an exploration of one configuration found.
public struct ExplorationResult: Sendable {
  /// The configuration explored.
  public var configuration: Configuration
  /// The bounds it was explored within.
  public var bounds: ExplorationBounds
  /// For each finding kind reached, in ``FindingKind`` order, its shortest counterexample:
  /// fewest inputs, then the earliest last input, then the earliest detection.
  public var counterexamples: [Counterexample]
  /// For each kind whose shortest counterexample needs an `app …` action, the shortest one
  /// made of user inputs only, if there is one within the bounds.
  public var userOnlyCounterexamples: [Counterexample]
  /// The distinct states stored in the fingerprint table.
  public var distinctStates: Int
  /// The states generated (before deduplication).
  public var statesGenerated: Int
  /// Every sequence of at most this many inputs was explored.
  public var depthExplored: Int
  /// Why the exploration ended.
  public var end: ExplorationEnd
  /// The fingerprint table's size in bytes.
  public var tableBytes: Int
  /// The most memory the search's own structures held (table, nodes, frontier, verdicts),
  /// bytes.
  public var peakBytes: Int = 0
  /// Inputs the app offered that were not tried because they would have ended past the
  /// horizon: paths the horizon cut.
  public var horizonCuts: Int = 0
  /// New states at the last depth, from which a deeper search would have gone on.
  public var depthCuts: Int = 0
  /// App path changes the partial-order reduction did not make (the same change a frame
  /// earlier was made; ``ExplorationBounds/reduction``).
  public var reducedInputs: Int = 0
  /// What the fuzzing from the frontier did, when a bound stopped the search (`nil`: no
  /// hand-off: the search was not stopped by `maxStates` or `maxMemory`, or `handOffRuns` is 0).
  public var handOff: ExplorationHandOff? = nil
  /// For each finding kind the search did not reach within ``depthExplored``, the shortest
  /// counterexample the hand-off's runs found: fewest inputs, then the earliest last input, then
  /// the earliest detection, among the runs made; not proven shortest.
  public var handOffCounterexamples: [Counterexample] = []

  /// Whether the bounds cut some path: then "no finding" holds within them only.
  public var boundsCut: Bool { horizonCuts > 0 || depthCuts > 0 || end != .complete }

  /// The probability that two distinct states shared a fingerprint (so one was never explored).
  public var collisionProbability: Double {
    FingerprintTable.collisionProbability(states: distinctStates)
  }

  /// The shortest counterexample of `kind`, if one was found.
  public func counterexample(_ kind: FindingKind) -> Counterexample? {
    counterexamples.first { $0.kind == kind }
  }

  /// Whether some non-informational finding was reached.
  public var hasFinding: Bool {
    counterexamples.contains { !$0.kind.isInformational }
      || handOffCounterexamples.contains { !$0.kind.isInformational }
  }
}

/// A progress report for the stderr line (never part of a result).
public struct ExplorationProgress: Sendable {
  /// States generated so far.
  public var states: Int
  /// Distinct states stored.
  public var distinct: Int
  /// States waiting to be expanded.
  public var queue: Int
  /// The depth (inputs) being expanded.
  public var depth: Int
  /// Wall time since the exploration started, seconds.
  public var seconds: Double
  /// The memory of the search's structures now, bytes (``ExplorationResult/peakBytes``).
  public var bytes: Int = 0

  /// States generated per second of wall time.
  public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
  /// Distinct states per second of wall time.
  public var distinctPerSecond: Double { seconds > 0 ? Double(distinct) / seconds : 0 }
}

extension ExplorationResult {
  /// The touches of counterexample `c`: each step's touches at its time (a two-finger step two,
  /// the second by finger 2), gestures as the bounds' strokes.
  public func touches(of c: Counterexample) -> [Touch] {
    c.steps.flatMap { step in
      step.action.touches(
        at: step.time.microseconds, bounds: bounds, profile: configuration.profile)
    }
  }
}
