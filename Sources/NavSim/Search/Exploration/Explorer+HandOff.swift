import NavSimCore
import NavSimScenario

extension Search {
  /// A state a hand-off run may start from: the node of its last action, the frame it stands
  /// at, its number of actions and whether an app action led there.
  struct Start {
    var node: Int32
    var frame: Int32
    var depth: Int32
    var app: Bool
  }

  /// Keeps an even sample of the states with `depth` actions (the buckets of `current`) for a
  /// hand-off, at most ``ExplorationBounds/handOffStarts`` of them, in frame order.
  mutating func sampleFrontier(_ current: [[Entry]], depth: Int) {
    frontierStarts.removeAll(keepingCapacity: true)
    var total = 0
    for bucket in current { total += bucket.count }
    frontierStates = total
    let cap = max(1, bounds.handOffStarts)
    let stride = max(1, (total + cap - 1) / cap)
    var index = 0
    for (f, bucket) in current.enumerated() {
      for entry in bucket {
        if index % stride == 0 && frontierStarts.count < cap {
          frontierStarts.append(
            Start(node: entry.node, frame: Int32(f), depth: Int32(depth), app: entry.app))
        }
        index += 1
      }
    }
  }

  /// What the hand-off's runs share: the states they reached (by key, membership only: no
  /// order is read from it), the starts (the frontier's, then the states runs found new), the
  /// summary so far, and buffers reused from run to run.
  struct HandOffRuns {
    var rng: Xoshiro256StarStar
    var starts: [Start]
    var seen = Set<UInt64>()
    var summary: ExplorationHandOff
    var chain: [Node] = []
    var choices: [Int] = []
  }

  /// Fuzzes from the frontier sampled by ``sampleFrontier(_:depth:)``, `handOffRuns` runs up to
  /// the bounds' depth, recording the best counterexample of each kind in ``handOffBest``.
  mutating func handOff() {
    let runs = bounds.handOffRuns
    guard runs > 0, end == .maxStates || end == .maxMemory, !frontierStarts.isEmpty,
      depthExplored < bounds.depth
    else { return }
    var shared = HandOffRuns(
      rng: Xoshiro256StarStar(seed: bounds.handOffSeed), starts: frontierStarts,
      summary: ExplorationHandOff(
        frontierDepth: depthExplored, frontierStates: frontierStates,
        sampledStates: frontierStarts.count, runs: 0, inputs: 0, novelStates: 0,
        novelStatesDropped: 0))
    lastParent = nil
    for run in 0..<runs {
      if let isInterrupted, run & 0x3F == 0, isInterrupted() {
        shared.summary.interrupted = true
        break
      }
      shared.summary.runs += 1
      // Half the runs from the frontier the search left, half from the states runs found new.
      let frontier = frontierStarts.count
      let fromNovel = shared.starts.count > frontier && shared.rng.nextBool()
      let start =
        fromNovel
        ? shared.starts[frontier + shared.rng.nextIndex(shared.starts.count - frontier)]
        : shared.starts[shared.rng.nextIndex(frontier)]
      handOffRun(from: start, &shared)
    }
    handOffSummary = shared.summary
  }

  /// One hand-off run from `start`: random waits and inputs up to the bounds' depth, each new
  /// state judged; a finding better than the known one is kept in ``handOffBest``, and a state
  /// no run reached before becomes a start for the runs to come.
  mutating func handOffRun(from start: Start, _ shared: inout HandOffRuns) {
    let cap = max(1, bounds.handOffStarts)
    var f = Int(start.frame)
    var model = model(after: start.node, at: f)
    var hands = hands(after: start.node)
    var app = start.app
    var recorded = start.node
    var recordedCount = 0
    shared.chain.removeAll(keepingCapacity: true)
    while Int(start.depth) + shared.chain.count < bounds.depth {
      // Waits: at once half the time, else up to half a second of frames (a race's window).
      if shared.rng.nextBool() {
        let wait = 1 + shared.rng.nextIndex(30)
        guard f + wait <= lastFrame else { break }
        f += wait
        model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(f))))
      }
      let t = frames.boundary(Int64(f))
      guard let i = handOffInput(&model, at: t, &shared) else { break }
      var frame = f
      let ready = readyStart(i, hands)
      if t < ready {
        let e = Int(frames.firstFrame(atOrAfter: ready))
        guard e <= lastFrame, frames.boundary(Int64(e)) + durations[i] <= horizon else { break }
        frame = e
        model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(e))))
      }
      f = frame
      // An input that does not act leaves the state as waiting would: try another.
      guard perform(plan(i, frame: frame), on: &model) else { continue }
      shared.summary.inputs += 1
      shared.chain.append(Node(parent: -1, action: UInt16(i), frame: Int32(frame)))
      app = app || isApp[i]
      let begun = frames.boundary(Int64(frame))
      hands = advanced(hands, by: i, at: begun)
      let (mask, detection) = verdict(model)
      let depth = Int(start.depth) + shared.chain.count
      let key = Self.withHands(nodeKey(model, app: app, action: i), handSalt(hands, at: begun))
      let novel = shared.seen.insert(key).inserted
      if mask != 0 || novel {
        // The run's nodes so far, kept for a counterexample or a start.
        while recordedCount < shared.chain.count {
          var node = shared.chain[recordedCount]
          node.parent = recorded
          recorded = Int32(nodes.count)
          nodes.append(node)
          recordedCount += 1
        }
      }
      for (k, _) in FindingKind.allCases.enumerated() where mask & (1 << KindMask(k)) != 0 {
        let candidate = Candidate(
          depth: depth, frame: frame, detection: detection, node: recorded)
        if let known = handOffBest[k], !(candidate < known) { continue }
        handOffBest[k] = candidate
      }
      let g = Int(
        frames.firstFrame(
          atOrAfter: max(model.state.now + 1, begun + durations[i] + refractory)))
      guard g <= lastFrame else { break }
      model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(g))))
      f = g
      if novel && depth < bounds.depth {
        shared.summary.novelStates += 1
        if shared.starts.count < cap + frontierStarts.count {
          shared.starts.append(
            Start(node: recorded, frame: Int32(g), depth: Int32(depth), app: app))
        } else {
          shared.summary.novelStatesDropped += 1
        }
      }
    }
  }

  /// A random input of the menu among those the app offers in `model` at `t` that end within
  /// the horizon, or `nil` when there is none.
  mutating func handOffInput(
    _ model: inout NavigationModel, at t: Int64, _ shared: inout HandOffRuns
  ) -> Int? {
    touchables.removeAll(keepingCapacity: true)
    NavigationModel.appendTouchables(of: &model, to: &touchables)
    shared.choices.removeAll(keepingCapacity: true)
    for i in menu.indices where t + durations[i] <= horizon {
      if touched[i].allSatisfy({ kind in touchables.contains { $0.kind == kind } }) {
        shared.choices.append(i)
      }
    }
    guard !shared.choices.isEmpty else { return nil }
    return shared.choices[shared.rng.nextIndex(shared.choices.count)]
  }
}
