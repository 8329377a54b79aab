import NavSimCore
import NavSimScenario

/// Where a coverage-guided run resumes a saved one: every touch before it delivered, and each
/// finger's next free time.
struct ForkPoint: Sendable {
  /// When each finger may next go down (fingers 1…4).
  var free: (Int64, Int64, Int64, Int64)
  /// Whether an `app …` input was used before it.
  var needsApp: Bool
  /// Where and when each finger lifted (for its next move's travel time).
  var lifted: InputGenerator.FingerPoints
  /// Whether the device was in landscape (the geometry of the next touch).
  var landscape: Bool
  /// When the last deep link came (``TouchPhysics/isDeepLink(_:)``), if one did.
  var lastLink: Int64? = nil
}

/// A state a run reached that the campaign had not (a candidate corpus entry): the model then,
/// how many of the run's touches led there, and where to resume.
struct Snapshot: Sendable {
  /// The abstract state reached.
  var state: UInt64
  /// The model, every touch before it delivered.
  var model: NavigationModel
  /// How many of the run's touches led there.
  var touchCount: Int
  /// Where a run resumes it.
  var fork: ForkPoint
  /// Its place in the corpus (``Corpus/place(of:)``), from the parts observed with it.
  var place: UInt64
}

/// Watches a run's states: the abstract states it passes through (coverage), and, in a
/// coverage-guided campaign, the new ones it reached where every touch so far was delivered (a
/// saved model to fork from).
struct CoverageObserver {
  /// Whether the generator calls ``observe``.
  var enabled = false
  /// Whether new states are saved as snapshots (the `coverage` strategy).
  var forking = false
  /// What the campaign had reached when this run's epoch began (the novelty test).
  private(set) var known = StateSet()
  /// Whether the corpus the runs fork from can take more entries (a full one saves none).
  private var saving = true
  /// The states saved as snapshots by the chunk's runs so far: a later run's snapshot of one
  /// would be passed over by ``Corpus/add(_:touches:)``, which keeps the first in run order.
  private var savedInChunk: Set<UInt64> = []
  /// The abstract states of this run so far, in order, without repeats.
  private(set) var seen: [UInt64] = []
  /// Those of ``seen`` not in ``known``: what the run adds to the coverage it is merged into
  /// (which holds ``known`` already).
  private(set) var novel: [UInt64] = []
  /// The states this run reached first, with their models (forking only).
  private(set) var snapshots: [Snapshot] = []
  /// The parts of every state observed since ``takeParts()``.
  private(set) var parts = Coverage()

  /// Starts a chunk of runs, run one after another, whose snapshots join a corpus of
  /// `entries` entries; `known` is the coverage when the chunk's epoch began.
  mutating func startChunk(known: StateSet, entries: Int) {
    self.known = known
    saving = entries < Corpus.capacity
    savedInChunk.removeAll(keepingCapacity: true)
  }

  /// Ends a chunk: lets go of the epoch's novelty table, which the campaign then grows in
  /// place for the next epoch.
  mutating func endChunk() { known = .empty }

  /// Starts a run.
  mutating func reset() {
    seen.removeAll(keepingCapacity: true)
    novel.removeAll(keepingCapacity: true)
    snapshots.removeAll(keepingCapacity: true)
  }

  /// Records the model's abstract state; saves a snapshot when it is new to the campaign and
  /// every touch so far was delivered (`settled`). The model is only read (`inout` passes it
  /// without a copy).
  @inline(__always)
  mutating func observe(
    _ model: inout NavigationModel, settled: Bool, touches: Int, fork: @autoclosure () -> ForkPoint
  ) {
    let (state, stateParts) = NavigationModel.abstract(of: &model)
    if seen.contains(state) { return }
    seen.append(state)
    parts.note(stateParts)
    guard !known.contains(state) else { return }
    novel.append(state)
    guard forking, saving, settled else { return }
    guard savedInChunk.insert(state).inserted else { return }
    snapshots.append(
      Snapshot(
        state: state, model: model, touchCount: touches,
        fork: fork(), place: Corpus.place(of: stateParts)))
  }

  /// The parts observed since the last call, and starts afresh.
  mutating func takeParts() -> Coverage {
    defer { parts = Coverage() }
    return parts
  }
}

extension InputGenerator {
  /// The most touches a run may make, forks included (a corpus entry extended generation after
  /// generation stays a scenario a person can read). Forks climb a chain at about two and a
  /// half touches a screen (a fork's first touches often push nothing), so the cap bounds the
  /// depth a lane reaches: about 80 screens here (`navfuzz bench search-deep` runs a chain of
  /// 48); a finding is minimised all the same.
  static let maxTouches = 200
}
