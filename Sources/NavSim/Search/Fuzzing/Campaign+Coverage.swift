import NavSimCore
import NavSimScenario

/// The `coverage` strategy's campaign: lanes of epochs of runs that fork from each
/// mitigation's corpus.
///
/// The run indices are cut in lanes of ``laneChunks`` chunks (4 096 runs). Lane 0 grows its
/// corpus from nothing; every other lane starts from what its parent lane learned
/// (``parentLane(_:)``, the lane with its lowest set bit cleared: lane 5 from lane 4, lane 4
/// from lane 0): the parent's most novel entries (``Corpus/inheritance(limit:)``) and every
/// state it and its own ancestors reached. A lane is therefore a function of the seed and its
/// ancestors, which are few (lane `k` has as many as `k` has set bits), so a shard replays the
/// ancestors of its lanes it does not own, and `--run K` replays only the lanes K's lane
/// descends from. Each lane, under each mitigation, is run by one worker; lanes whose parents
/// are done run side by side (``LaneBoard``), and their tallies merge in lane order, so the
/// report is the same for any `--jobs` and shards merge into the unsharded report, coverage by
/// union.
///
/// Within a lane, runs are grouped in epochs (``epochChunks(after:)`` chunks): every run of an
/// epoch forks from the corpus as it stood when the epoch began (or starts afresh), and at the
/// epoch's end their new states join the corpus in run-index order. A lane's first epochs are
/// short (64 runs) so that its corpus grows often while it is small: a run forks from what the
/// runs before its epoch reached, and a deep screen is reached one short fork beyond another
/// (docs/GUIDE.md "Performance"). Later epochs grow with the lane, up to 256 runs.
extension Campaign {
  /// Runs per chunk of a coverage-guided campaign.
  static let coverageChunkSize = 8
  /// The chunks of the epoch that starts `done` chunks into its lane: one (8 runs). One worker
  /// runs a whole lane, so an epoch need not be long to share out; a short one lets a run fork
  /// from what the runs just before it reached, and a chain is climbed a screen every few
  /// epochs rather than every epoch of 256 runs.
  static func epochChunks(after done: Int) -> Int { 1 }
  /// Chunks per lane (4 096 runs under each mitigation): the unit of work and of inheritance.
  static let laneChunks = 4096 / coverageChunkSize

  /// What a coverage-guided campaign fuzzed.
  struct CoverageResult {
    var tallies: [Tally]
    var interrupted: Bool
    /// The runs ``Campaign/replayCoverage(runs:mitigation:)`` asked for, under the first
    /// mitigation, in run order.
    var captured: [(index: Int, touches: [Touch], findings: [Finding])]
  }

  /// What a lane hands its child lanes: its corpus's most novel entries, and their states as
  /// the children's first novelty test (the other states its line of lanes reached are new
  /// again to a child, which may reach them by a shorter way: a deep entry reached by a long
  /// detour can no longer be extended past ``InputGenerator/maxTouches``).
  struct LaneStart: Sendable {
    var corpus: Corpus
    var known: StateSet
  }

  /// What one lane fuzzed under one mitigation.
  struct LaneResult: Sendable {
    /// Its runs' tally, the lane's coverage included.
    var tally: Tally
    /// What its children start from (`nil` when it has none to run).
    var start: LaneStart?
    var captured: [(index: Int, touches: [Touch], findings: [Finding])]
    /// Whether it stopped before its last chunk (a deadline, an interruption, a finding sought).
    var stopped: Bool
  }

  /// Fuzzes `chunks` (one lane's, or the start of one) under one mitigation, epoch by epoch,
  /// forking from `inherited` and what the lane adds to it.
  /// - Parameters:
  ///   - keepStart: whether to return what child lanes start from.
  ///   - stop: polled before each epoch; `true` ends the lane there.
  ///   - kind: a finding that ends the lane after the epoch that made it.
  func runLane(
    _ chunks: Range<Int>, laneStart: Int, inherited: LaneStart?, keepStart: Bool,
    runLimit: Int, runner: inout FuzzRunner, capture: Range<Int>?, until kind: FindingKind?,
    stop: () -> Bool
  ) -> LaneResult {
    var corpus = inherited?.corpus ?? Corpus()
    corpus.reserveCapacity()
    var known = inherited?.known ?? StateSet()
    var tally = Tally()
    // What the lane reached: its parts and the states new to it in the order reached (sorted
    // into a coverage once, at the lane's end), and the same states in the novelty test of its
    // runs, a table that grows epoch by epoch rather than being built again.
    var laneCoverage = Coverage()
    var laneStates: [UInt64] = []
    var captured: [(index: Int, touches: [Touch], findings: [Finding])] = []
    var results: [EpochItem] = []
    var stopped = false
    var epochStart = chunks.lowerBound
    while epochStart < chunks.upperBound {
      if stop() {
        stopped = true
        break
      }
      let length = Self.epochChunks(after: epochStart - laneStart)
      let epoch = epochStart..<min(epochStart + length, chunks.upperBound)
      epochStart = epoch.upperBound
      results.removeAll(keepingCapacity: true)
      for chunk in epoch {
        results.append(
          runChunk(
            chunk, runLimit: runLimit, runner: &runner, corpus: corpus, known: known,
            capture: capture))
      }
      for var result in results {
        for state in result.tally.coverage.states where known.insert(state) {
          laneStates.append(state)
        }
        result.tally.coverage.removeStates()
        laneCoverage.formUnion(result.tally.coverage)
        result.tally.coverage = Coverage()
        tally.merge(result.tally)
        for run in result.newStates { corpus.add(run.snapshots, touches: run.touches) }
        captured += result.captured
      }
      if let kind, tally.first(kind) != nil {
        stopped = epochStart < chunks.upperBound
        break
      }
    }
    results.removeAll()
    laneCoverage.insert(states: laneStates)
    tally.coverage.formUnion(laneCoverage)
    var start: LaneStart? = nil
    if keepStart {
      let inherited = corpus.inheritance()
      start = LaneStart(corpus: inherited, known: StateSet(inherited.entries.map(\.state)))
    }
    return LaneResult(tally: tally, start: start, captured: captured, stopped: stopped)
  }

  /// What one chunk under one mitigation found.
  struct EpochItem: Sendable {
    var tally: Tally
    /// Per run with new states, in run order: its snapshots and touches.
    var newStates: [(snapshots: [Snapshot], touches: [Touch])]
    var captured: [(index: Int, touches: [Touch], findings: [Finding])]
  }

  /// Runs one chunk forking from `corpus`; `known` is the coverage when the epoch began.
  private func runChunk(
    _ chunk: Int, runLimit: Int, runner: inout FuzzRunner, corpus: Corpus, known: StateSet,
    capture: Range<Int>?
  ) -> EpochItem {
    runner.generator.observer.startChunk(known: known, entries: corpus.entries.count)
    let first = chunk * Self.coverageChunkSize
    let last = min(first + Self.coverageChunkSize, runLimit)
    var tally = Tally()
    var newStates: [(snapshots: [Snapshot], touches: [Touch])] = []
    var captured: [(index: Int, touches: [Touch], findings: [Finding])] = []
    // The physics read once: a getter called on the runner held `inout` copies the runner.
    let physics = runner.physics
    for index in first..<max(first, last) {
      let seed = runSeed(index)
      let findings = runner.run(seed: seed, from: corpus.pickIndex(seed: seed), of: corpus)
      tally.add(
        run: index, findings: findings, inputs: runner.touches,
        multiFinger: physics.needsSeveralFingers(runner.touches))
      let snapshots = runner.generator.observer.snapshots
      if !snapshots.isEmpty { newStates.append((snapshots, runner.touches)) }
      if capture?.contains(index) == true { captured.append((index, runner.touches, findings)) }
    }
    tally.coverage = runner.takeCoverage()
    // The epoch's table let go, so that the lane's grows in place once the epoch ends.
    runner.generator.observer.endChunk()
    return EpochItem(tally: tally, newStates: newStates, captured: captured)
  }

  static func progress(_ tallies: [Tally], elapsed: Duration) -> CampaignProgress {
    var counts = [Int](repeating: 0, count: FindingKind.allCases.count)
    for tally in tallies { for i in counts.indices { counts[i] += tally.counts[i] } }
    return CampaignProgress(
      runs: tallies.reduce(0) { $0 + $1.runs },
      counts: zip(FindingKind.allCases, counts).map { ($0, $1) }, elapsed: elapsed)
  }

  /// Runs `indices` of a coverage-guided campaign under `mitigation`: the campaign replayed up
  /// to the last one's epoch (each run forks from the corpus the earlier epochs grew), once for
  /// them all.
  func replayCoverage(runs indices: Range<Int>, mitigation: Mitigation) -> [FuzzRun] {
    guard !indices.isEmpty else { return [] }
    var campaign = self
    campaign.mitigations = [mitigation]
    campaign.budget = .runs(indices.upperBound)
    campaign.shard = nil
    let result = campaign.fuzzCoverage(
      start: ContinuousClock.now, progress: nil, interval: .seconds(1),
      isInterrupted: { false }, capture: indices)
    let config = configuration(for: mitigation)
    return result.captured.map { run in
      FuzzRun(
        index: run.index, seed: runSeed(run.index), mitigation: mitigation,
        configuration: config, touches: run.touches, findings: run.findings)
    }
  }
}

extension Campaign {
  /// The first run of this campaign (under its first mitigation, with a run budget) that finds
  /// `kind`, or `nil` within the budget: the figure `bench`'s `search` workload compares
  /// strategies by. Runs exactly the campaign's runs, stopping early.
  package func firstRun(finding kind: FindingKind) -> Int? {
    guard case .runs(let n) = budget, let mitigation = mitigations.first else { return nil }
    var campaign = self
    campaign.mitigations = [mitigation]
    campaign.shard = nil
    if generation.strategy == .coverage {
      let result = campaign.fuzzCoverage(
        start: ContinuousClock.now, progress: nil, interval: .seconds(3600),
        isInterrupted: { false }, until: kind)
      return result.tallies.first?.first(kind)
    }
    var runner = FuzzRunner(configuration: configuration(for: mitigation), options: generation)
    for index in 0..<max(0, n) {
      let findings = runner.run(seed: runSeed(index))
      if findings.contains(where: { $0.kind == kind }) { return index }
    }
    return nil
  }
}
