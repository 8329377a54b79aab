import Dispatch
import NavSimCore
import NavSimScenario
import Synchronization

/// The lanes of a coverage-guided campaign as a tree, and the workers that run them.
///
/// Lane `k` starts from its parent's corpus (``parentLane(_:)``): `k` with its lowest set bit
/// cleared. Lane 0 is the root; lanes 1, 2, 4, 8, … are its children, lane 3 is lane 2's,
/// lane 7 lane 6's (whose parent is lane 4). A lane has as many ancestors as set bits, so:
///
/// - a line of lanes carries what it learned over 2, 3, … lanes (lane 1 continues lane 0, lane 3
///   continues lanes 0 and 2), and a deep screen one lane could not reach is reached by its
///   descendants;
/// - lanes whose parent is done are independent: every worker runs whole lanes, one after
///   another, with no barrier between them (lane 0 alone starts with nothing to share it);
/// - a shard, or a replayed run, needs only its lanes' ancestors, a handful: it replays those
///   it does not own (their tallies left out) instead of the campaign's whole prefix;
/// - the lanes a worker must keep for their children are few at any time (a lane's start is
///   let go once its last child has started).
extension Campaign {
  /// The lane lane `lane` starts from: `lane` with its lowest set bit cleared (`nil` for lane 0).
  static func parentLane(_ lane: Int) -> Int? { lane > 0 ? lane & (lane - 1) : nil }

  /// The lanes to run for `targets`, ascending: the ancestors below them (replayed for their
  /// corpora), then the targets.
  static func lanesToRun(_ targets: Range<Int>) -> [Int] {
    var below: [Int] = []
    var lastFirst = -1
    for lane in targets {
      // The first ancestor below the targets; every ancestor of it is below too.
      var a = parentLane(lane)
      while let p = a, p >= targets.lowerBound { a = parentLane(p) }
      guard let first = a, first != lastFirst else { continue }
      lastFirst = first
      var b: Int? = first
      while let p = b {
        below.append(p)
        b = parentLane(p)
      }
    }
    return Coverage.sortedUnique(below.map { UInt64($0) }).map { Int($0) } + Array(targets)
  }

  /// What a campaign's budget makes of its lanes.
  struct LanePlan {
    /// The most runs per mitigation.
    var runLimit: Int
    /// When a timed campaign stops.
    var deadline: ContinuousClock.Instant?
    /// How many chunks of runs the campaign holds.
    var totalChunks: Int
    /// For a run count, the lanes to run: the ancestors replayed first, then the targets.
    var lanes: [Int]?
    /// Where the targets start in ``lanes``.
    var targetsFrom: Int
  }

  /// The lanes of the budget (a campaign started at `start`): all of them, the shard's, or
  /// those of the `capture`d runs, with the ancestors they start from.
  func lanePlan(start: ContinuousClock.Instant, capture: Range<Int>?) -> LanePlan {
    switch budget {
    case .runs(let n):
      let runLimit = max(0, n)
      let totalChunks = (runLimit + Self.coverageChunkSize - 1) / Self.coverageChunkSize
      let lanes = (totalChunks + Self.laneChunks - 1) / Self.laneChunks
      var targets = 0..<lanes
      if let shard { targets = shard.slice(of: lanes) }
      if let capture, let first = capture.first, let last = capture.last {
        let lane = { (run: Int) in run / Self.coverageChunkSize / Self.laneChunks }
        targets = max(targets.lowerBound, lane(first))..<min(targets.upperBound, lane(last) + 1)
      }
      let all = Self.lanesToRun(targets)
      return LanePlan(
        runLimit: runLimit, deadline: nil, totalChunks: totalChunks, lanes: all,
        targetsFrom: all.count - targets.count)
    case .seconds(let s):
      return LanePlan(
        runLimit: Int.max, deadline: start + .milliseconds(Int64((max(0, s) * 1000).rounded())),
        totalChunks: Int.max / Self.coverageChunkSize, lanes: nil, targetsFrom: 0)
    }
  }

  /// Fuzzes every mitigation lane by lane (only the shard's lanes, their ancestors replayed,
  /// when ``shard`` is set).
  /// - Parameters:
  ///   - capture: the run indices whose touches and findings to keep (under the first
  ///     mitigation); only their lanes and the lanes they descend from are run.
  ///   - kind: stops at the first run that finds it (every lower lane still run).
  func fuzzCoverage(
    start: ContinuousClock.Instant, progress: (@Sendable (CampaignProgress) -> Void)?,
    interval: Duration, isInterrupted: @Sendable () -> Bool, capture: Range<Int>? = nil,
    until kind: FindingKind? = nil
  ) -> CoverageResult {
    let layout = lanePlan(start: start, capture: capture)
    let (runLimit, deadline, totalChunks) = (layout.runLimit, layout.deadline, layout.totalChunks)
    let plan = layout.lanes
    let configs = mitigations.map(configuration(for:))
    let count = mitigations.count
    let board = Mutex(
      LaneBoard(
        plan: plan, targetsFrom: layout.targetsFrom, mitigations: count, lastProgress: start))
    let wake = DispatchSemaphore(value: 0)
    let items = plan.map { $0.count * count } ?? Int.max
    let workers = max(1, min(jobs, items))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      // Runners (their buffers and verdict memos) are reused from lane to lane: a runner
      // carries nothing from one run to the next that decides a result.
      var runners = [FuzzRunner?](repeating: nil, count: count)
      while true {
        let next = board.withLock { b in
          b.claim(deadline: deadline, isInterrupted: isInterrupted)
        }
        let claim: LaneBoard.Claim
        switch next {
        case .done: return
        case .wait:
          wake.wait()
          continue
        case .run(let c): claim = c
        }
        let m = claim.mitigation
        var runner =
          runners[m].take() ?? FuzzRunner(configuration: configs[m], options: generation)
        let first = claim.lane * Self.laneChunks
        let chunks = min(first, totalChunks)..<min(first + Self.laneChunks, totalChunks)
        let lane = claim.lane
        let result = runLane(
          chunks, laneStart: first, inherited: claim.inherited, keepStart: claim.keepStart,
          runLimit: runLimit, runner: &runner, capture: m == 0 ? capture : nil, until: kind,
          stop: {
            board.withLock { b in
              b.shouldStop(lane: lane, deadline: deadline, isInterrupted: isInterrupted)
            }
          })
        runners[m] = runner
        let waiting = board.withLock { b in
          b.store(claim, result, until: kind)
          if let progress {
            let now = ContinuousClock.now
            if now - b.lastProgress >= interval {
              b.lastProgress = now
              progress(b.progress(elapsed: now - start))
            }
          }
          defer { b.waiting = 0 }
          return b.waiting
        }
        for _ in 0..<waiting { wake.signal() }
      }
    }
    return board.withLock { b in
      let (tallies, captured) = b.finish()
      if let progress { progress(b.progress(elapsed: ContinuousClock.now - start)) }
      return CoverageResult(tallies: tallies, interrupted: b.interrupted, captured: captured)
    }
  }
}

/// The shared state of a coverage-guided campaign's workers: which lanes (under which
/// mitigation) are claimed and done, the starts kept for lanes to come, and the tallies merged
/// in lane order.
private struct LaneBoard: ~Copyable {
  /// A lane to run under one mitigation.
  struct Claim {
    var position: Int
    var lane: Int
    var mitigation: Int
    var inherited: Campaign.LaneStart?
    var keepStart: Bool
  }

  enum Next {
    case run(Claim)
    case wait
    case done
  }

  /// The lanes, ascending (`nil`: 0, 1, 2, … until the deadline).
  let plan: [Int]?
  /// The first position in ``plan`` whose tally is reported (those before are ancestors
  /// replayed for their corpora).
  let targetsFrom: Int
  let mitigations: Int
  /// Per item (position × mitigations + mitigation) below ``claimedBelow`` + the window: claimed.
  var claimed: [Bool] = []
  /// Every item below it is claimed.
  var claimedBelow = 0
  var inFlight = 0
  /// Workers waiting for a lane's parent to finish.
  var waiting = 0
  /// Where each lane is in ``plan`` (a fixed plan; looked up, never iterated).
  var positions: [Int: Int] = [:]
  /// Per item whose lane has children to run: those not started yet (looked up, never
  /// iterated); its start is let go when the last one starts.
  var childrenLeft: [Int: Int] = [:]
  /// What finished lanes hand their children, by item (looked up, never iterated).
  var starts: [Int: Campaign.LaneStart] = [:]
  /// Items finished.
  var finished: [Int: Bool] = [:]
  var stopped = false
  var interrupted = false
  /// The lowest lane that found the finding sought.
  var foundLane = Int.max
  var lastProgress: ContinuousClock.Instant
  /// Per mitigation: the target lanes merged so far in lane order, and the next position.
  var merged: [Tally]
  var mergedUpTo: [Int]
  /// Finished tallies waiting for an earlier lane's, by item.
  var pending: [Int: Tally] = [:]
  /// Captured runs by position.
  var captured: [Int: [(index: Int, touches: [Touch], findings: [Finding])]] = [:]
  /// Totals over finished target lanes, for progress.
  var runs = 0
  var counts = [Int](repeating: 0, count: FindingKind.allCases.count)

  init(plan: [Int]?, targetsFrom: Int, mitigations: Int, lastProgress: ContinuousClock.Instant) {
    self.plan = plan
    self.targetsFrom = targetsFrom
    self.mitigations = mitigations
    self.lastProgress = lastProgress
    merged = [Tally](repeating: Tally(), count: mitigations)
    mergedUpTo = [Int](repeating: targetsFrom, count: mitigations)
    if let plan {
      for (p, lane) in plan.enumerated() { positions[lane] = p }
      var children = [Int](repeating: 0, count: plan.count)
      for lane in plan {
        if let parent = Campaign.parentLane(lane), let p = positions[parent] { children[p] += 1 }
      }
      for (p, n) in children.enumerated() where n > 0 {
        for m in 0..<mitigations { childrenLeft[p * mitigations + m] = n }
      }
      claimed = [Bool](repeating: false, count: plan.count * mitigations)
    }
  }

  func lane(at position: Int) -> Int? {
    guard let plan else { return position }
    return position < plan.count ? plan[position] : nil
  }

  func position(of lane: Int) -> Int? { plan == nil ? lane : positions[lane] }

  /// The children of an item's lane to run: in an open plan every child lane (lane 0's
  /// without end).
  func children(_ item: Int) -> Int {
    if plan != nil { return childrenLeft[item] ?? 0 }
    let lane = item / mitigations
    return lane == 0 ? Int.max : lane.trailingZeroBitCount
  }

  /// The first unclaimed item whose lane's parent is done (scanning a window of items beyond
  /// the lowest unclaimed one), claimed.
  mutating func claim(
    deadline: ContinuousClock.Instant?, isInterrupted: () -> Bool
  ) -> Next {
    if !stopped {
      if let deadline, ContinuousClock.now >= deadline { stopped = true }
      if isInterrupted() {
        stopped = true
        interrupted = true
      }
    }
    if stopped { return .done }
    let window = 64 * mitigations
    var item = claimedBelow
    let end =
      plan.map { min($0.count * mitigations, claimedBelow + window) } ?? claimedBelow + window
    var anyLeft = false
    while item < end {
      defer { item += 1 }
      if item < claimed.count, claimed[item] { continue }
      let pos = item / mitigations
      guard let lane = lane(at: pos), lane < foundLane else { continue }
      anyLeft = true
      let m = item % mitigations
      var inherited: Campaign.LaneStart? = nil
      if let parent = Campaign.parentLane(lane) {
        guard let p = position(of: parent) else { continue }
        let parentItem = p * mitigations + m
        guard finished[parentItem] == true else { continue }
        inherited = starts[parentItem]
        let left = (childrenLeft[parentItem] ?? children(parentItem)) - 1
        childrenLeft[parentItem] = left
        if left <= 0 {
          starts[parentItem] = nil
          childrenLeft[parentItem] = nil
        }
      }
      while claimed.count <= item { claimed.append(false) }
      claimed[item] = true
      while claimedBelow < claimed.count, claimed[claimedBelow] { claimedBelow += 1 }
      inFlight += 1
      return .run(
        Claim(
          position: pos, lane: lane, mitigation: m, inherited: inherited,
          keepStart: children(item) > 0))
    }
    if inFlight > 0 && anyLeft {
      waiting += 1
      return .wait
    }
    return .done
  }

  /// Whether a lane running now should stop before its next epoch.
  mutating func shouldStop(
    lane: Int, deadline: ContinuousClock.Instant?, isInterrupted: () -> Bool
  ) -> Bool {
    if lane > foundLane { return true }
    if stopped { return true }
    if let deadline, ContinuousClock.now >= deadline { stopped = true }
    if isInterrupted() {
      stopped = true
      interrupted = true
    }
    return stopped
  }

  mutating func store(_ claim: Claim, _ result: Campaign.LaneResult, until kind: FindingKind?) {
    inFlight -= 1
    let item = claim.position * mitigations + claim.mitigation
    finished[item] = true
    if let start = result.start, children(item) > 0 { starts[item] = start }
    if let kind, result.tally.first(kind) != nil { foundLane = min(foundLane, claim.lane) }
    guard claim.position >= targetsFrom else { return }
    runs += result.tally.runs
    for i in counts.indices { counts[i] += result.tally.counts[i] }
    if !result.captured.isEmpty { captured[claim.position] = result.captured }
    pending[item] = result.tally
    let m = claim.mitigation
    while let next = pending.removeValue(forKey: mergedUpTo[m] * mitigations + m) {
      merged[m].merge(next)
      mergedUpTo[m] += 1
    }
  }

  /// The tallies, the lanes finished after a gap (a stopped campaign) merged in lane order,
  /// and the captured runs in run order.
  mutating func finish() -> (
    tallies: [Tally], captured: [(index: Int, touches: [Touch], findings: [Finding])]
  ) {
    for item in pending.keys.sorted() {
      if let tally = pending[item] { merged[item % mitigations].merge(tally) }
    }
    pending.removeAll()
    var runs: [(index: Int, touches: [Touch], findings: [Finding])] = []
    for position in captured.keys.sorted() { runs += captured[position] ?? [] }
    return (merged, runs)
  }

  func progress(elapsed: Duration) -> CampaignProgress {
    CampaignProgress(
      runs: runs, counts: zip(FindingKind.allCases, counts).map { ($0, $1) }, elapsed: elapsed)
  }
}
