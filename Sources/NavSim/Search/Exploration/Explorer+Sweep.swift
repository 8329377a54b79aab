import NavSimCore
import NavSimScenario

/// The search itself: depth by depth, frame by frame, each new state judged by the oracles.
extension Search {
  mutating func run() {
    var start = NavigationModel(configuration)
    nodes.append(Node(parent: -1, action: 0, frame: 0))
    judge(start, depth: 0, frame: 0, app: false, node: nil)
    guard bounds.depth > 0, lastFrame >= 0 else {
      depthExplored = max(0, bounds.depth)
      return
    }
    start.advance(to: .zero)
    var current = Array(repeating: [Entry](), count: lastFrame + 1)
    let key = chainKey(start, app: false)
    current[0].append(Entry(key: key, node: 0, app: false))
    queued = 1
    frontier = 1
    account()
    for k in 0..<bounds.depth {
      layer = k
      if bounds.handOffRuns > 0 { sampleFrontier(current, depth: k) }
      var next = Array(repeating: [Entry](), count: lastFrame + 1)
      sweep(&current, into: &next, depth: k)
      if stopped {
        depthExplored = k
        handOff()
        return
      }
      depthExplored = k + 1
      if queued == 0 {
        depthExplored = bounds.depth
        return
      }
      if let kind = bounds.kind {
        if best[FindingKind.allCases.firstIndex(of: kind) ?? 0] != nil { return }
      }
      current = next
    }
  }

  /// Expands every state with `depth` actions, frame by frame; the states after one more action
  /// go to `next`.
  mutating func sweep(_ current: inout [[Entry]], into next: inout [[Entry]], depth k: Int) {
    queued = 0
    var steps: [[TimedInput]] = []
    var carried: [Int32: NavigationModel] = [:]
    for f in 0...lastFrame {
      let bucket = current[f]
      current[f] = []
      // The waits from the frame before are this frame's; those from this frame the next's.
      carried = waited
      waited = [:]
      carriedCommuting = waitedCommuting
      waitedCommuting = [:]
      guard !bucket.isEmpty else { continue }
      let t = frames.boundary(Int64(f))
      // This frame's plans, made once for its whole bucket (a gesture at a high frame rate is
      // many inputs: plans are never made for every frame at once).
      steps = menu.indices.map { t + durations[$0] <= horizon ? plan($0, frame: f) : [] }
      for entry in bucket {
        if stopped || interrupted() { return }
        frontier -= 1
        // A state is claimed when it is expanded, not when it is queued: the states with
        // `depth` actions are all expanded (frame by frame) before any with one more, so a
        // state is claimed by its fewest actions, then its earliest frame. Claimed at queueing,
        // a child one action deeper that lands at a later frame took the state before this
        // depth's waiting reached it there, and the search spent an action that changed
        // nothing (a cancelled swipe during a push) where waiting would have done.
        guard visit(entry.key, frame: f) else { continue }
        var model = carried.removeValue(forKey: entry.node) ?? model(after: entry.node, at: f)
        expand(
          entry, &model, frame: f, at: t, steps: steps, depth: k, current: &current, next: &next)
        account()
        // The clock is read every 4 096 states generated (a state's successors come in
        // batches, so an exact multiple of 4 096 was passed over for seconds at a time).
        if progress != nil && generated >= nextClockRead {
          nextClockRead = generated + 4_096
          report(force: false)
        }
      }
    }
  }

  /// Counts one more state expanded and, every 256, asks whether the search was interrupted;
  /// if it was, stops the search and returns true.
  @inline(__always)
  mutating func interrupted() -> Bool {
    expanded += 1
    guard let isInterrupted, expanded & 0xFF == 0, isInterrupted() else { return false }
    stopped = true
    end = .interrupted
    return true
  }

  /// Expands `model`, the state of `entry` at frame `f` (time `t`): tries each input of the
  /// menu (``act(_:from:_:frame:at:hands:readies:steps:depth:next:)``), and waits one frame
  /// (``waitOneFrame(_:_:frame:readies:current:)``).
  @inline(__always)
  mutating func expand(
    _ entry: Entry, _ model: inout NavigationModel, frame f: Int, at t: Int64,
    steps: [[TimedInput]], depth k: Int, current: inout [[Entry]], next: inout [[Entry]]
  ) {
    // The one list of what a user can touch here: a tap on something the app
    // does not offer in this state does nothing but let time pass, which waiting covers.
    touchables.removeAll(keepingCapacity: true)
    NavigationModel.appendTouchables(of: &model, to: &touchables)
    // Where the fingers lifted on the way here: a finger's next touch waits for its move
    // (Fitts's law, docs/MODEL.md §10.1).
    let hands = hands(after: entry.node)
    let limited = !isFree(hands, at: t)
    var readies: [Int64] = []
    if limited {
      readies.reserveCapacity(menu.count)
      for j in menu.indices { readies.append(readyStart(j, hands)) }
    }
    // A path change that commutes with the last frame was made a frame ago, with the same
    // effect (the reduction, ``NavigationModel/pathChangesCommutingWithAFrame(then:renderAfter:)``).
    let commuting = reduces ? carriedCommuting[entry.node] ?? 0 : 0
    // `model` goes `inout` to the helpers, which only read it: passed borrowed from an `inout`
    // one, it would be copied on every call.
    for i in menu.indices {
      if commuting != 0, reducibleStack[i] >= 0,
        commuting & (1 << UInt64(reducibleStack[i])) != 0
      {
        reduced += 1
        continue
      }
      act(
        i, from: &model, entry, frame: f, at: t, hands: hands, readies: readies, steps: steps,
        depth: k, next: &next)
    }
    waitOneFrame(&model, entry, frame: f, readies: readies, current: &current)
  }

  /// Makes input `i` from `model`, the state of `entry` at frame `f` (time `t`, its fingers
  /// `hands`), at the first frame the fingers allow it (`readies`, when they limit the inputs;
  /// `steps`: the inputs' plans at `f`), judges the new state, and queues it in `next` when a
  /// deeper search goes on from it.
  @inline(__always)
  mutating func act(
    _ i: Int, from model: inout NavigationModel, _ entry: Entry, frame f: Int, at t: Int64,
    hands: Hands, readies: [Int64], steps: [[TimedInput]], depth k: Int, next: inout [[Entry]]
  ) {
    if !touched[i].allSatisfy({ kind in touchables.contains { $0.kind == kind } }) {
      return
    }
    // An input the app offers here that would end past the horizon: a path the bounds
    // cut, which the report says.
    guard t + durations[i] <= horizon else {
      horizonCuts += 1
      return
    }
    let ready = readies.isEmpty ? Int64.min : readies[i]
    var frame = f
    var child = model
    if t < ready {
      // A state that changes goes on waiting frame by frame and tries again; an idle one
      // stays the same state, so the action is made at the first frame it can begin.
      guard model.isIdle else { return }
      let e = Int(frames.firstFrame(atOrAfter: ready))
      guard e <= lastFrame, frames.boundary(Int64(e)) + durations[i] <= horizon else {
        horizonCuts += 1
        return
      }
      frame = e
      child.advance(to: VirtualTime(microseconds: frames.boundary(Int64(e))))
      // An input that does not act leaves the state as waiting would: nothing to explore.
      guard perform(plan(i, frame: e), on: &child) else { return }
    } else {
      // An input that does not act leaves the state as waiting would (a tap swallowed, a
      // gesture that never began), with one action fewer left: nothing to explore.
      guard perform(steps[i], on: &child) else { return }
    }
    let start = frames.boundary(Int64(frame))
    generated += 1
    let app = entry.app || isApp[i]
    let after = advanced(hands, by: i, at: start)
    let lifted = start + durations[i]
    // What the finger still forbids once the next touch may go down (the same salt keys
    // the state just after the action).
    let g = Int(frames.firstFrame(atOrAfter: max(child.state.now + 1, lifted + refractory)))
    let b = frames.boundary(Int64(g))
    let salt = handSalt(after, at: b)
    guard visit(Self.withHands(nodeKey(child, app: app, action: i), salt), frame: frame)
    else { return }
    // A node is kept only for a state queued or a finding recorded (most states of the
    // last depth are neither).
    let node = Node(parent: entry.node, action: UInt16(i), frame: Int32(frame))
    let id = judge(child, depth: k + 1, frame: frame, app: app, node: node)
    guard k + 1 < bounds.depth else {
      // A new state at the last depth: a deeper search would go on from it.
      depthCuts += 1
      return
    }
    // One finger: the next touch goes down after this one lifted plus `refractory` (and
    // its move, checked when it is tried).
    guard g <= lastFrame else { return }
    child.advance(to: VirtualTime(microseconds: b))
    let key = Self.withHands(chainKey(child, app: app), salt)
    if let stored = table.frame(of: key), stored <= g { return }
    let parent = id ?? Int32(nodes.count)
    if id == nil { nodes.append(node) }
    next[g].append(Entry(key: key, node: parent, app: app))
    queued += 1
    frontier += 1
  }

  /// Waits one frame from `model`, the state of `entry` at frame `f` (`readies`: when each
  /// input may begin, when the fingers limit the inputs, else empty): a state that changes is queued at the next
  /// frame of `current`; an idle one stays the same state (the clock is not part of it).
  @inline(__always)
  mutating func waitOneFrame(
    _ model: inout NavigationModel, _ entry: Entry, frame f: Int, readies: [Int64],
    current: inout [[Entry]]
  ) {
    guard !model.isIdle && f < lastFrame else { return }
    var later = model
    let b = frames.boundary(Int64(f + 1))
    later.advance(to: VirtualTime(microseconds: b))
    generated += 1
    let key = Self.withHands(
      chainKey(later, app: entry.app), readies.isEmpty ? 0 : Self.salt(readies, at: b, frames))
    if table.frame(of: key).map({ $0 > f + 1 }) ?? true {
      current[f + 1].append(Entry(key: key, node: entry.node, app: entry.app))
      waited[entry.node] = later
      if reduces {
        let commuting = model.pathChangesCommutingWithAFrame(
          then: later, renderAfter: frames.boundary(Int64(f + 2)))
        if commuting != 0 { waitedCommuting[entry.node] = commuting }
      }
      frontier += 1
    }
  }

  /// Runs a copy of `model` to quiescence and records what the oracles find there.
  /// - Parameter node: the action that led here, added to ``nodes`` when a finding is recorded.
  /// - Returns: the node's index if it was added.
  @discardableResult
  mutating func judge(
    _ model: NavigationModel, depth: Int, frame: Int, app: Bool, node: Node?
  ) -> Int32? {
    let (mask, detection) = verdict(model)
    guard mask != 0 else { return nil }
    // A node made now comes after every recorded one, so it wins only on the rest of the
    // order.
    func better(_ c: Candidate?) -> Bool {
      guard let c else { return true }
      return (depth, frame, detection) < (c.depth, c.frame, c.detection)
    }
    var made: Int32? = nil
    for (i, _) in FindingKind.allCases.enumerated() where mask & (1 << KindMask(i)) != 0 {
      let improvesAll = better(best[i])
      let improvesUser = !app && better(bestUser[i])
      guard improvesAll || improvesUser else { continue }
      let id: Int32
      if let made {
        id = made
      } else if let node {
        id = Int32(nodes.count)
        nodes.append(node)
      } else {
        id = 0
      }
      made = id
      let candidate = Candidate(depth: depth, frame: frame, detection: detection, node: id)
      if improvesAll { best[i] = candidate }
      if improvesUser { bestUser[i] = candidate }
    }
    return made
  }

  /// The finding kinds (of ``kindMask``) the oracles find once a copy of `model` has run to
  /// quiescence, and the time it settled (or gave up, for a hang).
  @inline(__always)
  mutating func verdict(_ model: NavigationModel) -> (mask: KindMask, detection: Int64) {
    var run = model
    var mask: KindMask
    if !run.runUntilQuiescent(limit: run.now + Simulator.hangLimit) {
      mask = Self.bit(.hang)
    } else {
      // Keyed by the state alone, like the table: the oracles' verdict does not depend on where
      // the clock stands (OraclePhaseTests checks it).
      let key = run.state.fingerprint
      if let known = judged[key] {
        mask = known
      } else {
        mask = 0
        for finding in Oracles.judge(run) { mask |= Self.bit(finding.kind) }
        judged[key] = mask
      }
    }
    mask &= kindMask
    return (mask, run.state.now)
  }

  static func bit(_ kind: FindingKind) -> KindMask {
    KindMask(1) << KindMask(FindingKind.allCases.firstIndex(of: kind) ?? 0)
  }

  mutating func report(force: Bool) {
    guard let progress else { return }
    let now = clock.now
    guard force || now - lastReport >= .seconds(1) else { return }
    lastReport = now
    let elapsed = now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    progress(
      ExplorationProgress(
        states: generated, distinct: table.count, queue: queued, depth: layer, seconds: seconds,
        bytes: memory))
  }
}
