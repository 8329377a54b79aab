import Dispatch
import NavSimCore
import NavSimScenario
import Synchronization

/// The `coverage` strategy's campaign: lanes of epochs of runs that fork from each
/// mitigation's corpus.
///
/// The run indices are cut in lanes of ``laneChunks`` chunks (4 096 runs); each lane grows its
/// own corpus from nothing, so a lane's runs depend only on the seed and the lane. Within a
/// lane, runs are grouped in epochs (``epochChunks(after:)`` chunks): every run of an epoch
/// forks from the corpus as it stood when the epoch began (or starts afresh), so the runs of
/// one epoch are independent and spread over the workers; at the epoch's end their new states
/// join the corpus in run-index order. The report is therefore the same for any `--jobs`, and a shard
/// takes whole lanes (``Shard/slice(of:)`` of the lanes), so shards merge into the unsharded
/// report, their coverage by union.
///
/// A lane's first epochs are short (64 runs) so that its corpus grows often while it is small:
/// a run forks from what the runs before its epoch reached, and a deep screen is reached one
/// short fork beyond another (docs/GUIDE.md "Performance"). Later epochs grow with the lane,
/// up to 256 runs, so that the workers share long epochs and merge seldom.
extension Campaign {
  /// Runs per chunk of a coverage-guided campaign (the unit a worker claims).
  static let coverageChunkSize = 8
  /// The chunks of the epoch that starts `done` chunks into its lane: a quarter of the lane so
  /// far, at least 8 chunks (64 runs) and at most 32 (256 runs).
  static func epochChunks(after done: Int) -> Int { min(32, max(8, done / 4)) }
  /// Chunks per lane (4 096 runs under each mitigation): the most runs one corpus grows over.
  static let laneChunks = 4096 / coverageChunkSize

  /// What a coverage-guided campaign fuzzed.
  struct CoverageResult {
    var tallies: [Tally]
    var interrupted: Bool
    /// The runs ``Campaign/replayCoverage(runs:mitigation:)`` asked for, under the first
    /// mitigation, in run order.
    var captured: [(index: Int, touches: [Touch], findings: [Finding])]
  }

  /// Fuzzes every mitigation epoch by epoch (only the shard's chunks when ``shard`` is set).
  /// - Parameter capture: the run indices whose touches and findings to keep.
  func fuzzCoverage(
    start: ContinuousClock.Instant, progress: (@Sendable (CampaignProgress) -> Void)?,
    interval: Duration, isInterrupted: @Sendable () -> Bool, capture: Range<Int>? = nil,
    until kind: FindingKind? = nil
  ) -> CoverageResult {
    let runLimit: Int
    let deadline: ContinuousClock.Instant?
    var chunks: Range<Int>
    switch budget {
    case .runs(let n):
      runLimit = max(0, n)
      deadline = nil
      let total = (runLimit + Self.coverageChunkSize - 1) / Self.coverageChunkSize
      chunks = 0..<total
      if let shard {
        let lanes = shard.slice(of: (total + Self.laneChunks - 1) / Self.laneChunks)
        chunks =
          min(
            total, lanes.lowerBound * Self.laneChunks)..<min(
            total, lanes.upperBound * Self.laneChunks)
      }
      // Replayed runs need only their own lanes.
      if let capture, let first = capture.first {
        let lane = first / Self.coverageChunkSize / Self.laneChunks
        chunks = max(chunks.lowerBound, lane * Self.laneChunks)..<chunks.upperBound
      }
    case .seconds(let s):
      runLimit = Int.max
      deadline = start + .milliseconds(Int64((max(0, s) * 1000).rounded()))
      chunks = 0..<(Int.max / Self.coverageChunkSize)
    }
    let configs = mitigations.map(configuration(for:))
    // Runners (their buffers and verdict memos) are reused from chunk to chunk: a runner
    // carries nothing from one run to the next that decides a result.
    let runners = Mutex([[FuzzRunner]](repeating: [], count: mitigations.count))
    var corpora = [Corpus](repeating: Corpus(), count: mitigations.count)
    var tallies = [Tally](repeating: Tally(), count: mitigations.count)
    // What the lane reached so far: its parts and the states new to it in the order reached
    // (sorted into a coverage once, at the lane's end), and the same states as the novelty
    // test of its runs, a table that grows epoch by epoch rather than being built again.
    var laneCoverage = [Coverage](repeating: Coverage(), count: mitigations.count)
    var laneStates = [[UInt64]](repeating: [], count: mitigations.count)
    var laneSets = [StateSet](repeating: StateSet(), count: mitigations.count)
    /// The lane's states joined into its coverage, the sets emptied for the next lane.
    func closeLane() {
      for m in mitigations.indices {
        laneCoverage[m].insert(states: laneStates[m])
        tallies[m].coverage.formUnion(laneCoverage[m])
        laneCoverage[m] = Coverage()
        laneStates[m].removeAll(keepingCapacity: true)
        laneSets[m].removeAll()
      }
    }
    var interrupted = false
    var captured: [(index: Int, touches: [Touch], findings: [Finding])] = []
    var lastProgress = start
    var epochStart = chunks.lowerBound
    while epochStart < chunks.upperBound {
      if let deadline, ContinuousClock.now >= deadline { break }
      if isInterrupted() {
        interrupted = true
        break
      }
      if epochStart % Self.laneChunks == 0 {
        // The lane's coverage joins the campaign's once, at the lane's end: a union per chunk
        // would merge the campaign's whole sorted set 512 times a lane.
        closeLane()
        for m in corpora.indices { corpora[m].restart() }
      }
      let laneEnd = (epochStart / Self.laneChunks + 1) * Self.laneChunks
      let length = Self.epochChunks(after: epochStart % Self.laneChunks)
      let epoch = epochStart..<min(epochStart + length, laneEnd, chunks.upperBound)
      epochStart = epoch.upperBound
      let items = mitigations.count * epoch.count
      // Each item: one chunk under one mitigation, with the corpus frozen for the epoch.
      let slots = Mutex([EpochItem?](repeating: nil, count: items))
      let workers = max(1, min(jobs, items))
      // The corpora and the novelty tests frozen for the epoch in a scope of their own: a copy
      // still alive when the epoch's new entries and states join them would make the first
      // join copy each whole corpus and table.
      do {
        let frozen = corpora
        let frozenCoverage = laneSets
        // Each worker takes the next item when it is free (chunks differ in cost, and an
        // epoch holds as few as eight): which worker runs an item decides nothing.
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          while true {
            let item = next.withLock { n -> Int in
              defer { n += 1 }
              return n
            }
            guard item < items else { break }
            let m = item / epoch.count
            let chunk = epoch.lowerBound + item % epoch.count
            var runner =
              runners.withLock { $0[m].popLast() }
              ?? FuzzRunner(configuration: configs[m], options: generation)
            let result = runChunk(
              chunk, runLimit: runLimit, runner: &runner, corpus: frozen[m],
              known: frozenCoverage[m], capture: capture)
            runners.withLock { $0[m].append(runner) }
            slots.withLock { $0[item] = result }
          }
        }
      }
      let results = slots.withLock { $0 }
      for m in mitigations.indices {
        // The epoch's chunks' coverage (a few new states each) united first, so that the
        // lane's whole sorted set is merged once an epoch rather than once a chunk.
        for c in 0..<epoch.count {
          guard var result = results[m * epoch.count + c] else { continue }
          for state in result.tally.coverage.states where laneSets[m].insert(state) {
            laneStates[m].append(state)
          }
          result.tally.coverage.removeStates()
          laneCoverage[m].formUnion(result.tally.coverage)
          result.tally.coverage = Coverage()
          tallies[m].merge(result.tally)
          for run in result.newStates { corpora[m].add(run.snapshots, touches: run.touches) }
          if m == 0 { captured += result.captured }
        }
      }
      if let progress {
        let now = ContinuousClock.now
        if now - lastProgress >= interval {
          lastProgress = now
          progress(Self.progress(tallies, elapsed: now - start))
        }
      }
      if epoch.upperBound * Self.coverageChunkSize >= runLimit { break }
      if let kind, tallies.contains(where: { $0.first(kind) != nil }) { break }
    }
    closeLane()
    if let progress { progress(Self.progress(tallies, elapsed: ContinuousClock.now - start)) }
    return CoverageResult(tallies: tallies, interrupted: interrupted, captured: captured)
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
