import Dispatch
import NavSimCore
import NavSimScenario
import Synchronization

/// A fuzz campaign (`navfuzz fuzz`): seeded runs of generated inputs under each mitigation,
/// findings deduplicated and minimised, the result as a ``CampaignReport``.
///
/// Run `k` uses the seed `SplitMix64.derive(seed, k)` under every mitigation, so any run can be
/// replayed alone, and the report is the same for any number of jobs: runs are split into fixed
/// chunks by index and merged in index order.
///
/// ```swift
/// var campaign = Campaign(seed: 42)
/// campaign.budget = .runs(10_000)
/// campaign.jobs = 2
/// let report = campaign.run()
/// print(report.text, terminator: "")
/// try report.writeFiles()
/// ```
public struct Campaign: Sendable {
  /// How much to fuzz.
  public enum Budget: Hashable, Sendable {
    /// This many runs under each mitigation (deterministic output).
    case runs(Int)
    /// As many runs as fit in this many wall-clock seconds (output depends on the machine).
    case seconds(Double)
  }

  /// The campaign's seed.
  public var seed: UInt64
  /// How many runs, or how long.
  public var budget: Budget = .runs(10_000)
  /// The mitigations to fuzz, each with the same run seeds.
  public var mitigations: [Mitigation] = Mitigation.matrix
  /// Whether the mitigations were listed explicitly (`--mitigation`): then every finding
  /// fails the campaign; with the default `all`, `none` is the control and may lock up.
  public var mitigationsExplicit = false
  /// The app, profile, device and start; the campaign adds one mitigation at a time.
  public var configuration = Configuration()
  /// How the app is named in the header (`seed` for the seed app, or the `--app` file).
  public var appName = "seed"
  /// How inputs are generated.
  public var generation = GenerationOptions()
  /// Worker threads; the report does not depend on it.
  public var jobs = 1
  /// Where minimised findings are written.
  public var outDirectory = "navfuzz-out"
  /// Whether to minimise each distinct finding (always on for the CLI).
  public var shrinking = true
  /// Whether each FAIL's dependence on the assumptions is searched (docs/MODEL.md §10.1); the
  /// bench turns it off to time the fuzzing alone.
  public var searchingDependences = true
  /// The most distinct findings (by cause) of one kind under one mitigation that are minimised
  /// and written; the others are counted in the report.
  public var scenariosPerKind = 3
  /// Replay only this run (`--run K`): the report shows its scenario, timeline and findings.
  public var singleRun: Int? = nil
  /// The options, after `--seed N`, that make this campaign's runs what they are, as
  /// `navfuzz` reads them back (`["--fingers", "2", "--app", "app.nav"]`): every command the
  /// report prints carries them (``command``). `navfuzz` fills it from its one table of the
  /// options that change a run; empty for the defaults.
  public var replayArguments: [String] = []
  /// Fuzz only this shard's slice of the run indices (with a run budget; see
  /// ``runShard(progress:progressInterval:isInterrupted:)``).
  public var shard: Shard? = nil

  /// Runs per chunk of work: the unit a worker claims and the unit of merging.
  static let chunkSize = 64

  /// Creates a campaign with the defaults of CLI.md.
  public init(seed: UInt64, configuration: Configuration = Configuration()) {
    self.seed = seed
    self.configuration = configuration
  }

  /// The seed of run `index`.
  public func runSeed(_ index: Int) -> UInt64 {
    SplitMix64.derive(seed, UInt64(truncatingIfNeeded: index))
  }

  /// The campaign's configuration with `mitigation` added.
  public func configuration(for mitigation: Mitigation) -> Configuration {
    var config = configuration
    config.mitigations.formUnion(Mitigations([mitigation]))
    return config
  }

  /// Run `index` under `mitigation`, alone: the same inputs and findings as in the campaign.
  public func replay(run index: Int, mitigation: Mitigation) -> FuzzRun {
    let config = configuration(for: mitigation)
    if generation.strategy == .coverage {
      return replayCoverage(runs: index..<index + 1, mitigation: mitigation).first
        ?? FuzzRun(
          index: index, seed: runSeed(index), mitigation: mitigation, configuration: config,
          touches: [], findings: [])
    }
    var runner = FuzzRunner(configuration: config, options: generation)
    let seed = runSeed(index)
    let findings = runner.run(seed: seed)
    return FuzzRun(
      index: index, seed: seed, mitigation: mitigation, configuration: config,
      touches: runner.touches, findings: findings)
  }

  /// Runs `indices` under `mitigation`, each the same inputs and findings as in the campaign:
  /// ``replay(run:mitigation:)`` for each, but a coverage-guided campaign's lanes are fuzzed
  /// once for all of them (not once per run).
  public func replay(runs indices: Range<Int>, mitigation: Mitigation) -> [FuzzRun] {
    if generation.strategy == .coverage {
      return replayCoverage(runs: indices, mitigation: mitigation)
    }
    return indices.map { replay(run: $0, mitigation: mitigation) }
  }

  // MARK: - Running

  /// Runs the campaign.
  /// - Parameters:
  ///   - progress: called about once per `progressInterval` (and once at the end) with the
  ///     totals so far, from a worker thread, never concurrently.
  ///   - progressInterval: the least wall-clock time between two progress calls.
  ///   - isInterrupted: polled between chunks of runs; once it returns `true` the campaign
  ///     stops and reports the runs finished so far (Ctrl-C).
  /// - Returns: the report; its text is the same for the same campaign and any `jobs`
  ///   (unless the budget is a time or the campaign was interrupted).
  public func run(
    progress: (@Sendable (CampaignProgress) -> Void)? = nil,
    progressInterval: Duration = .seconds(1),
    isInterrupted: @Sendable () -> Bool = { false }
  ) -> CampaignReport {
    if let k = singleRun {
      let runs = mitigations.map { replay(run: k, mitigation: $0) }
      return CampaignReport(campaign: self, singleRuns: runs)
    }
    let start = ContinuousClock.now
    let (tallies, interrupted) = fuzz(
      start: start, progress: progress, interval: progressInterval, isInterrupted: isInterrupted)
    return report(tallies: tallies, interrupted: interrupted)
  }

  /// The report of fuzzed tallies (one per mitigation, in ``mitigations`` order): the matrix,
  /// and the chosen distinct findings minimised. Depends only on the tallies, so tallies merged
  /// from shards give the unsharded report.
  package func report(tallies: [Tally], interrupted: Bool) -> CampaignReport {
    var rows: [CampaignReport.Row] = []
    var pending: [(mitigation: Mitigation, occurrence: Occurrence)] = []
    for (mitigation, tally) in zip(mitigations, tallies) {
      rows.append(CampaignReport.Row(mitigation: mitigation, tally: tally))
      // Up to `scenariosPerKind` per kind, by first run — but the first found with user
      // inputs alone always among them, so the report shows one where there is one.
      // The first of each kind found by one finger, then by several fingers, are always
      // among them (the verdict's classes, docs/MODEL.md §10.1).
      var perKind = [Int](repeating: 0, count: FindingKind.allCases.count)
      var chosen = [Bool](repeating: false, count: tally.distinct.count)
      for multiFinger in [false, true] {
        var classTaken = [Bool](repeating: false, count: FindingKind.allCases.count)
        for (i, occurrence) in tally.distinct.enumerated()
        where !occurrence.finding.needsAppInput && occurrence.multiFinger == multiFinger {
          let slot = Tally.slot(occurrence.finding.kind)
          guard !classTaken[slot], !chosen[i], scenariosPerKind > 0 else { continue }
          classTaken[slot] = true
          perKind[slot] += 1
          chosen[i] = true
        }
      }
      for (i, occurrence) in tally.distinct.enumerated() where !chosen[i] {
        let slot = Tally.slot(occurrence.finding.kind)
        guard perKind[slot] < scenariosPerKind else { continue }
        perKind[slot] += 1
        chosen[i] = true
      }
      for (i, occurrence) in tally.distinct.enumerated() where chosen[i] {
        pending.append((mitigation, occurrence))
      }
    }
    // Per mitigation: by kind, then by first run.
    pending.sort {
      ($0.mitigation.rawValue == $1.mitigation.rawValue)
        ? ($0.occurrence.finding.kind, $0.occurrence.runIndex)
          < ($1.occurrence.finding.kind, $1.occurrence.runIndex)
        : (mitigations.firstIndex(of: $0.mitigation) ?? 0)
          < (mitigations.firstIndex(of: $1.mitigation) ?? 0)
    }
    let (findings, unreplayed) = minimise(pending)
    var report = CampaignReport(
      campaign: self, rows: rows, findings: findings, interrupted: interrupted)
    if searchingDependences && !interrupted {
      searchVerdicts(of: &report, tallies: tallies, findings: findings)
      // Each finding shows the verdict of its line (its mitigation, kind and input class).
      for j in report.findings.indices where !report.findings[j].finding.needsAppInput {
        let f = report.findings[j]
        let row = report.rows.first { $0.mitigation == f.mitigation }
        report.findings[j].dependences =
          row?.dependences.first {
            $0.kind == f.finding.kind && $0.multiFinger == f.multiFinger
          }?.dependences ?? []
      }
    }
    report.unreplayed = unreplayed.map {
      ($0.mitigation, $0.occurrence.finding, $0.occurrence.runIndex)
    }
    return report
  }

  /// Fuzzes every mitigation over the same run indices, chunk by chunk (only the shard's
  /// chunks when ``shard`` is set).
  func fuzz(
    start: ContinuousClock.Instant, progress: (@Sendable (CampaignProgress) -> Void)?,
    interval: Duration, isInterrupted: @Sendable () -> Bool
  ) -> (tallies: [Tally], interrupted: Bool) {
    if generation.strategy == .coverage {
      let result = fuzzCoverage(
        start: start, progress: progress, interval: interval, isInterrupted: isInterrupted)
      return (result.tallies, result.interrupted)
    }
    let totalChunks: Int?
    let deadline: ContinuousClock.Instant?
    switch budget {
    case .runs(let n):
      totalChunks = (max(0, n) + Self.chunkSize - 1) / Self.chunkSize
      deadline = nil
    case .seconds(let s):
      totalChunks = nil
      deadline = start + .milliseconds(Int64((max(0, s) * 1000).rounded()))
    }
    let runLimit: Int
    if case .runs(let n) = budget { runLimit = max(0, n) } else { runLimit = Int.max }
    let configs = mitigations.map(configuration(for:))
    var chunks = 0..<(totalChunks ?? Int.max)
    if let shard, let totalChunks { chunks = shard.slice(of: totalChunks) }
    let endChunk = chunks.upperBound
    let board = Mutex(
      Board(mitigations: mitigations.count, firstChunk: chunks.lowerBound, lastProgress: start))
    let workers = max(1, min(jobs, chunks.count))

    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var runners = configs.map { FuzzRunner(configuration: $0, options: generation) }
      while true {
        let claimed: Int? = board.withLock { b in
          if b.stopped { return nil }
          if b.nextChunk >= endChunk { return nil }
          if let deadline, ContinuousClock.now >= deadline {
            b.stopped = true
            return nil
          }
          if isInterrupted() {
            b.stopped = true
            b.interrupted = true
            return nil
          }
          defer { b.nextChunk += 1 }
          return b.nextChunk
        }
        guard let chunk = claimed else { return }
        let first = chunk * Self.chunkSize
        let last = min(first + Self.chunkSize, runLimit)
        var results: [Tally] = []
        results.reserveCapacity(runners.count)
        for m in runners.indices {
          var tally = Tally()
          let physics = runners[m].physics
          for index in first..<last {
            let findings = runners[m].run(seed: runSeed(index))
            tally.add(
              run: index, findings: findings, inputs: runners[m].touches,
              multiFinger: physics.needsSeveralFingers(runners[m].touches))
          }
          tally.coverage = runners[m].takeCoverage()
          results.append(tally)
        }
        board.withLock { b in
          b.store(chunk: chunk, results)
          guard let progress else { return }
          let now = ContinuousClock.now
          if now - b.lastProgress >= interval {
            b.lastProgress = now
            progress(b.progress(elapsed: now - start))
          }
        }
      }
    }
    return board.withLock { b in
      if let progress { progress(b.progress(elapsed: ContinuousClock.now - start)) }
      return (b.mergedPrefix(), b.interrupted)
    }
  }

  /// Each finding's touches minimised (`nil` when ``shrinking`` is off), in parallel
  /// (``concurrently(_:_:)``): the result does not depend on the threads.
  private func shrink(_ pending: [(mitigation: Mitigation, occurrence: Occurrence)]) -> [[Touch]?] {
    guard shrinking else { return [[Touch]?](repeating: nil, count: pending.count) }
    return concurrently(pending.count) { i -> [Touch]? in
      let (mitigation, occurrence) = pending[i]
      var shrinker = Shrinker(
        configuration: configuration(for: mitigation), finding: occurrence.finding)
      return shrinker.shrink(occurrence.inputs)
    }
  }

  /// The first of `candidates` (touches, `nil` for none) that replays under `config` to a
  /// finding `found` keeps (``Shrinker/keeps(_:)``), with the finding it replays to.
  private static func replaying(
    _ candidates: [[Touch]?], _ found: Finding, _ config: Configuration
  ) -> ([Touch], Finding)? {
    let keeper = Shrinker(configuration: config, finding: found)
    for case let touches? in candidates {
      let replayed = Simulator.run(config, inputs: TouchPhysics(config).inputs(touches))
        .findings.first(where: keeper.keeps)
      if let replayed { return (touches, replayed) }
    }
    return nil
  }

  /// Minimises every distinct finding (in parallel, deterministically), names its file and
  /// checks that the file replays; a finding whose file would not is returned apart.
  private func minimise(
    _ pending: [(mitigation: Mitigation, occurrence: Occurrence)]
  ) -> (
    findings: [CampaignReport.ReportedFinding],
    unreplayed: [(mitigation: Mitigation, occurrence: Occurrence)]
  ) {
    var unreplayed: [(mitigation: Mitigation, occurrence: Occurrence)] = []
    let minimised = shrink(pending)
    var used: [String] = []
    var reported: [CampaignReport.ReportedFinding] = []
    var signatures: [FindingSignature] = []
    for (i, (mitigation, occurrence)) in pending.enumerated() {
      let config = configuration(for: mitigation)
      // The minimised touches, else the run's own, whichever replays to the finding; a finding
      // neither replays to is not written (``CampaignReport/unreplayed``).
      guard
        let (inputs, finding) = Self.replaying(
          [minimised[i], occurrence.inputs], occurrence.finding, config)
      else {
        unreplayed.append((mitigation, occurrence))
        continue
      }
      // Distinct causes can minimise to one bug: one finding (and file) per signature, the
      // first by the order above, counting the runs of the others.
      let signature = FindingSignature(finding, configuration: config, touches: inputs)
      if let same = signatures.firstIndex(of: signature) {
        reported[same].runs += occurrence.count
        reported[same].sameSignature += 1
        continue
      }
      signatures.append(signature)
      let base = "\(mitigation.rawValue)-\(finding.kind.rawValue)"
      var name = base
      var n = 1
      while used.contains(name) {
        n += 1
        name = "\(base)-\(n)"
      }
      used.append(name)
      let path = outDirectory.isEmpty ? "\(name).nav" : "\(outDirectory)/\(name).nav"
      let text = FindingScenario.text(
        configuration: config, touches: inputs, finding: finding,
        comment: "found by \(replayCommand(run: occurrence.runIndex, mitigation: mitigation))"
          + " (\(generation.strategy)); replay: navfuzz run \(ShellWord.quoted(path))")
      // The file's own bytes, read back, must replay to the same finding before it is written.
      guard FindingScenario.replays(text, path: path, signature: signature) else {
        unreplayed.append((mitigation, occurrence))
        signatures.removeLast()
        used.removeLast()
        continue
      }
      let physics = TouchPhysics(config)
      let multiFinger = physics.needsSeveralFingers(inputs)
      reported.append(
        CampaignReport.ReportedFinding(
          mitigation: mitigation, finding: finding, firstRun: occurrence.runIndex,
          runs: occurrence.count, originalInputs: occurrence.inputs, inputs: inputs,
          path: path, scenarioText: text,
          multiFinger: multiFinger,
          humanMargin: multiFinger ? nil : physics.tightestTravel(Self.oneFinger(inputs))))
    }
    return (reported, unreplayed)
  }
}

extension Campaign {
  /// `touches` with every touch given to finger 1 (a one-finger finding's minimised touches may
  /// still number their fingers apart).
  static func oneFinger(_ touches: [Touch]) -> [Touch] {
    touches.map { touch in
      var t = touch
      if t.isTouch { t.finger = 1 }
      return t
    }
  }
}

/// The totals of a campaign so far, for the progress line.
public struct CampaignProgress: Sendable {
  /// Runs finished (over every mitigation).
  public var runs: Int
  /// Runs with a finding of each kind (over every mitigation), in `FindingKind.allCases` order.
  public var counts: [(kind: FindingKind, runs: Int)]
  /// Wall-clock time since the campaign started.
  public var elapsed: Duration

  /// The libFuzzer-style line: `#48000 runs  52k/s  lockup 3  corruption 0  stuck-mask 0  2.1s`.
  public var line: String {
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) * 1e-18
    let rate = seconds > 0 ? Double(runs) / seconds : 0
    let rateText = rate >= 1000 ? "\(Int((rate / 1000).rounded()))k/s" : "\(Int(rate.rounded()))/s"
    var text = "#\(runs) runs  \(rateText)"
    for (kind, n) in counts where !kind.isInformational && (n > 0 || kind <= .stuckMask) {
      text += "  \(kind.rawValue) \(n)"
    }
    let tenths = Int((seconds * 10).rounded())
    return text + "  \(tenths / 10).\(tenths % 10)s"
  }
}

/// The shared state of a campaign's workers.
private struct Board: ~Copyable {
  var nextChunk = 0
  var stopped = false
  var interrupted = false
  var lastProgress: ContinuousClock.Instant
  /// The chunks `0..<mergedChunks`, merged in index order, one tally per mitigation.
  var merged: [Tally]
  var mergedChunks = 0
  /// Finished chunks waiting for an earlier one.
  var waiting: [Int: [Tally]] = [:]
  /// Totals over every finished chunk, for progress.
  var runs = 0
  var counts = [Int](repeating: 0, count: FindingKind.allCases.count)

  init(mitigations: Int, firstChunk: Int, lastProgress: ContinuousClock.Instant) {
    merged = [Tally](repeating: Tally(), count: mitigations)
    nextChunk = firstChunk
    mergedChunks = firstChunk
    self.lastProgress = lastProgress
  }

  /// Records a finished chunk and merges every chunk that is now next in line, so memory holds
  /// only the chunks finished out of order.
  mutating func store(chunk: Int, _ tallies: [Tally]) {
    for tally in tallies {
      runs += tally.runs
      for i in counts.indices { counts[i] += tally.counts[i] }
    }
    waiting[chunk] = tallies
    while let next = waiting.removeValue(forKey: mergedChunks) {
      for m in merged.indices { merged[m].merge(next[m]) }
      mergedChunks += 1
    }
  }

  /// The chunks finished, merged in index order (every claimed chunk finishes, so once the
  /// workers are done they form a prefix).
  func mergedPrefix() -> [Tally] { merged }

  func progress(elapsed: Duration) -> CampaignProgress {
    CampaignProgress(
      runs: runs, counts: zip(FindingKind.allCases, counts).map { ($0, $1) }, elapsed: elapsed)
  }
}
