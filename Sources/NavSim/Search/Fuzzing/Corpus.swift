import NavSimCore
import NavSimScenario

/// A saved run that reached an abstract state no earlier run had: the coverage-guided
/// strategy forks new runs from its model instead of replaying its touches.
struct CorpusEntry: Sendable {
  /// The abstract state it reached.
  var state: UInt64
  /// The model then (a value: forking copies it).
  var model: NavigationModel
  /// The touches that led there: a slice of its run's touches, which it shares with the
  /// run's other entries rather than copying.
  var touches: ArraySlice<Touch>
  /// Where a run resumes it.
  var fork: ForkPoint

  /// Where ``model`` lies in an entry, so that a run reads it in place.
  static let modelOffset = MemoryLayout<CorpusEntry>.offset(of: \.model)
}

/// The corpus of one mitigation's coverage-guided campaign: entries in the order they were
/// found (by epoch, then run index, then within the run), so it is the same for any `--jobs`.
///
/// Entries are grouped by their place (``place(of:)``: the visible screen, the presentation's
/// phase, the transition in flight), and a fork draws a place first, then an entry of it: a
/// place few runs reach (a deep screen, a sheet finalizing) is forked from as often as one
/// that holds hundreds of entries, which differ only in the rules fired on the way.
struct Corpus: Sendable {
  /// The entries, oldest first.
  private(set) var entries: [CorpusEntry] = []
  /// The abstract states that have an entry.
  private var saved: Set<UInt64> = []
  /// The entries of each place (indices into ``entries``), places in the order first reached.
  private(set) var places: [[Int]] = []
  /// Where in ``places`` each place's entries are (looked up, never iterated).
  private var placeIndex: [UInt64: Int] = [:]

  /// The most entries kept: past it, new states still count as coverage but are not saved.
  /// Half a lane: a tab app's lane fills it, and forks from a corpus twice as large (its
  /// models read from memory the cache no longer holds, and freed at every lane's start) ran
  /// 15% slower for about as many states and distinct findings a second (docs/GUIDE.md
  /// "Performance"); a chain or the seed app never fills it.
  static let capacity = 2048
  /// The chance that a run starts from the app's start rather than an entry.
  static let freshChance = 0.1
  /// The chance that a fork draws its place among the ``frontier`` places reached last rather
  /// than among all: the deepest screen of a chain is one place of a hundred, and drawn
  /// uniformly it was forked from less and less often as the chain grew.
  static let frontierChance = 0.5
  /// The places reached last that a frontier draw chooses among.
  static let frontier = 16

  /// Makes room for ``capacity`` entries in a buffer of its own (a lane's corpus, grown from
  /// nothing or from its parent's shared one, would otherwise be copied into a buffer twice as
  /// large a dozen times a lane).
  mutating func reserveCapacity() { entries.reserveCapacity(Self.capacity) }

  /// Adds the snapshots of one run (in their order), those whose state has no entry yet.
  mutating func add(_ snapshots: [Snapshot], touches: [Touch]) {
    // By index: a snapshot (a model) is copied only when it becomes an entry.
    for i in snapshots.indices where entries.count < Self.capacity {
      guard saved.insert(snapshots[i].state).inserted else { continue }
      let place = snapshots[i].place
      if let p = placeIndex[place] {
        places[p].append(entries.count)
      } else {
        placeIndex[place] = places.count
        places.append([entries.count])
      }
      entries.append(
        CorpusEntry(
          state: snapshots[i].state, model: snapshots[i].model,
          touches: touches.prefix(snapshots[i].touchCount), fork: snapshots[i].fork))
    }
  }

  /// The most entries a lane hands its child lanes (``inheritance(limit:)``): a quarter of
  /// ``capacity``, so that a child has room for three times as many of its own.
  static let inherited = capacity / 4

  /// The part of this corpus a child lane starts from, its most novel entries: the newest
  /// entry of each place, then the second newest of each, and so on, up to `limit` entries,
  /// kept in their order. Every place reached (a deep screen reached once as much as the root
  /// reached a hundred times) is carried over, with the entries found last, the frontier.
  func inheritance(limit: Int = Corpus.inherited) -> Corpus {
    var chosen = [Bool](repeating: false, count: entries.count)
    var taken = 0
    var round = 0
    var more = true
    while more && taken < limit {
      more = false
      for members in places where round < members.count && taken < limit {
        more = true
        chosen[members[members.count - 1 - round]] = true
        taken += 1
      }
      round += 1
    }
    var child = Corpus()
    for i in entries.indices where chosen[i] { child.append(entries[i]) }
    return child
  }

  /// Adds an entry of another corpus (its state not held yet).
  private mutating func append(_ entry: CorpusEntry) {
    guard entries.count < Self.capacity, saved.insert(entry.state).inserted else { return }
    let place = Self.place(of: entry.model)
    if let p = placeIndex[place] {
      places[p].append(entries.count)
    } else {
      placeIndex[place] = places.count
      places.append([entries.count])
    }
    entries.append(entry)
  }

  /// The place of a model in the corpus: the parts of its abstract state
  /// (``NavigationModel/abstractParts``) without the rules fired.
  static func place(of model: NavigationModel) -> UInt64 {
    place(of: model.abstractParts)
  }

  /// The place of a state whose abstract parts are `parts`.
  static func place(of parts: NavigationModel.AbstractParts) -> UInt64 {
    var h = FingerprintHasher()
    h.mix(UInt64(parts.top))
    h.mix(UInt64(parts.presentation.rawValue) | UInt64(parts.transition.rawValue) << 8)
    return h.finished
  }

  /// The entry run `seed` forks from, or `nil` for a fresh run: a place drawn uniformly, then
  /// one of its entries, with the run's own stream, so a run depends only on its seed and the
  /// corpus.
  func pick(seed: UInt64) -> CorpusEntry? {
    pickIndex(seed: seed).map { entries[$0] }
  }

  /// The index in ``entries`` of the entry ``pick(seed:)`` draws (a run reads the entry in
  /// place rather than copying it, its model and its touches).
  func pickIndex(seed: UInt64) -> Int? {
    guard !places.isEmpty else { return nil }
    var rng = Xoshiro256StarStar(seed: SplitMix64.derive(seed, 0xC0FE))
    if rng.chance(Self.freshChance) { return nil }
    return places.withUnsafeBufferPointer { places in
      let place =
        rng.chance(Self.frontierChance)
        ? places.count - 1 - rng.nextIndex(min(Self.frontier, places.count))
        : rng.nextIndex(places.count)
      let members = places[place]
      return members[rng.nextIndex(members.count)]
    }
  }
}
