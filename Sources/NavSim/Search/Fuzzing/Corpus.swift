import NavSimCore
import NavSimScenario

/// A saved run that reached an abstract state no earlier run had: the coverage-guided
/// strategy forks new runs from its model instead of replaying its touches.
struct CorpusEntry: Sendable {
  /// The abstract state it reached.
  var state: UInt64
  /// The model then (a value: forking copies it).
  var model: NavigationModel
  /// The touches that led there.
  var touches: [Touch]
  /// Where a run resumes it.
  var fork: ForkPoint
}

/// The corpus of one mitigation's coverage-guided campaign: entries in the order they were
/// found (by epoch, then run index, then within the run), so it is the same for any `--jobs`.
struct Corpus: Sendable {
  /// The entries, oldest first.
  private(set) var entries: [CorpusEntry] = []
  /// The abstract states that have an entry.
  private var saved: Set<UInt64> = []
  /// The first entry added in the last epoch.
  private(set) var recent = 0

  /// The most entries kept: past it, new states still count as coverage but are not saved.
  static let capacity = 4096
  /// The chance that a run starts from the app's start rather than an entry.
  static let freshChance = 0.1
  /// The chance that an entry is drawn from the last epoch's additions.
  static let recentChance = 0.5

  /// Adds the snapshots of one run (in their order), those whose state has no entry yet.
  mutating func add(_ snapshots: [Snapshot], touches: [Touch]) {
    for snapshot in snapshots where entries.count < Self.capacity {
      guard saved.insert(snapshot.state).inserted else { continue }
      entries.append(
        CorpusEntry(
          state: snapshot.state, model: snapshot.model,
          touches: Array(touches.prefix(snapshot.touchCount)), fork: snapshot.fork))
    }
  }

  /// Marks the start of an epoch's additions.
  mutating func beginEpoch() { recent = entries.count }

  /// The entry run `seed` forks from, or `nil` for a fresh run: drawn with the run's own
  /// stream, so a run depends only on its seed and the corpus.
  func pick(seed: UInt64) -> CorpusEntry? {
    guard !entries.isEmpty else { return nil }
    var rng = Xoshiro256StarStar(seed: SplitMix64.derive(seed, 0xC0FE))
    if rng.chance(Self.freshChance) { return nil }
    if recent < entries.count, rng.chance(Self.recentChance) {
      return entries[recent + rng.nextIndex(entries.count - recent)]
    }
    return entries[rng.nextIndex(entries.count)]
  }
}
