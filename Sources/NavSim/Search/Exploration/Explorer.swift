import NavSimCore
import NavSimScenario

/// Bounded exhaustive search over model states, in the style of an explicit-state model
/// checker (TLC, Spin): the `explore` command (CLI.md).
///
/// Time advances in display frames. At each frame boundary, just after the render pass, the
/// user may make one action from a small menu (``ExplorationAction``: each tap, a completed and a
/// cancelled swipe-back and pull-down, rotation on iPad, the app's own actions) or wait. A
/// gesture is made as a whole: it begins at the boundary and the search resumes after its
/// release. After every action the run goes on to quiescence and the oracles judge it, as
/// `run` does.
///
/// The search is breadth-first in the number of actions and, within one number, sweeps the
/// frames in time order, so the first counterexample of each kind is the shortest: fewest
/// actions, then the earliest last action, then the earliest detection. States are identified
/// by ``ModelState/fingerprint`` (the whole state, pending events relative to now) and stored in
/// a ``FingerprintTable`` with the earliest frame they were reached at: a state reached again no
/// earlier, with no fewer actions left, has nothing new to offer and is pruned.
///
/// The frontier is compact: a queued state is stored as the node of its last action, its table
/// key and a flag (16 bytes), not as a model; the model is rebuilt when the state is expanded,
/// by replaying the node's actions from the start (at most `depth` actions). Memory is about
/// the table, the nodes and the frontier, counted as the search goes
/// (``ExplorationResult/peakBytes``); past ``ExplorationBounds/maxMemory`` the search stops
/// with the depths before the current one fully explored, like past `maxStates`.
///
/// ```swift
/// var config = Configuration()
/// config.start = [0, 1]  // root > detail
/// let result = Explorer.explore(configuration: config, bounds: ExplorationBounds())
/// print(result.counterexample(.lockup)?.inputs ?? [])
/// ```
public enum Explorer {
  /// Explores `configuration` within `bounds`.
  ///
  /// - Parameters:
  ///   - progress: called about once a second of wall time with counts for a progress line
  ///     (stderr only: the rates depend on the machine).
  ///   - isInterrupted: polled as the search goes; once it returns `true` the search stops
  ///     (``ExplorationEnd/interrupted``) with what the depths before the current one found.
  /// - Returns: for each finding kind reached, its shortest counterexample (replayed with
  ///   ``Simulator/run(_:inputs:recordingTrace:)``), and the number of distinct states.
  /// - Complexity: O(S × M) model steps for S distinct states and a menu of M actions.
  public static func explore(
    configuration: Configuration, bounds: ExplorationBounds = ExplorationBounds(),
    progress: ((ExplorationProgress) -> Void)? = nil, isInterrupted: (() -> Bool)? = nil
  ) -> ExplorationResult {
    var search = Search(configuration, bounds)
    search.progress = progress
    search.isInterrupted = isInterrupted
    search.run()
    return search.result()
  }

  /// Explores each configuration in turn (a table of mitigations and profiles); after an
  /// interrupted one, the others are left out.
  public static func explore(
    configurations: [Configuration], bounds: ExplorationBounds = ExplorationBounds(),
    progress: ((Configuration, ExplorationProgress) -> Void)? = nil,
    isInterrupted: (() -> Bool)? = nil
  ) -> [ExplorationResult] {
    var results: [ExplorationResult] = []
    for config in configurations {
      let result = explore(
        configuration: config, bounds: bounds,
        progress: progress.map { report in
          { report(config, $0) }
        }, isInterrupted: isInterrupted)
      results.append(result)
      if result.end == .interrupted { break }
    }
    return results
  }
}

/// One exploration's working state.
struct Search {
  /// A set of finding kinds, bit `i` for `FindingKind.allCases[i]`
  /// (`ExplorerTests.everyFindingKindFitsTheKindMask` fails when the kinds outgrow it).
  typealias KindMask = UInt8

  /// A state at a frame boundary, waiting to be expanded: the state after the actions of
  /// `node`, at the boundary of the frame whose bucket holds the entry (rebuilt by
  /// ``model(after:at:)``).
  struct Entry {
    /// Its key in the fingerprint table, in two halves (12 bytes an entry, not 16).
    private var keyHigh: UInt32
    private var keyLow: UInt32
    /// The node of its last action (low 31 bits) and whether an app action led here (top bit).
    private var nodeAndApp: UInt32

    init(key: UInt64, node: Int32, app: Bool) {
      keyHigh = UInt32(truncatingIfNeeded: key >> 32)
      keyLow = UInt32(truncatingIfNeeded: key)
      nodeAndApp = UInt32(bitPattern: node) & 0x7FFF_FFFF | (app ? 0x8000_0000 : 0)
    }

    /// Its key in the fingerprint table.
    var key: UInt64 { UInt64(keyHigh) << 32 | UInt64(keyLow) }
    /// The node of its last action.
    var node: Int32 { Int32(bitPattern: nodeAndApp & 0x7FFF_FFFF) }
    /// Whether an app action led here.
    var app: Bool { nodeAndApp & 0x8000_0000 != 0 }
  }

  /// An action made in the search: which one, at which frame, after which node.
  struct Node {
    var parent: Int32
    var action: UInt16
    /// At most 60 s at 1 000 fps: fewer than 65 536 frames (8 bytes a node).
    private var frame16: UInt16

    init(parent: Int32, action: UInt16, frame: Int32) {
      self.parent = parent
      self.action = action
      frame16 = UInt16(clamping: frame)
    }

    var frame: Int32 { Int32(frame16) }
  }

  /// A finding's place in the order of counterexamples.
  struct Candidate: Comparable {
    var depth: Int
    var frame: Int
    var detection: Int64
    var node: Int32

    static func < (a: Candidate, b: Candidate) -> Bool {
      (a.depth, a.frame, a.detection, a.node) < (b.depth, b.frame, b.detection, b.node)
    }
  }

  let configuration: Configuration
  let bounds: ExplorationBounds
  let frames: FrameClock
  let menu: [ExplorationAction]
  let durations: [Int64]
  /// The touch physics (docs/MODEL.md §10), and the pause a finger needs before its next touch.
  let physics: TouchPhysics
  let refractory: Int64
  /// Each menu action's touches when it begins at time 0.
  let relativeTouches: [[Touch]]
  /// How long after a lift where the finger lifted still limits its next touch (Fitts's law,
  /// docs/MODEL.md §10.1), µs.
  let longestMove: Int64
  /// The moves from each lone tap to each action (``tapMoves(_:_:refractory:)``).
  let tapMoves: [Int64]
  let isApp: [Bool]
  /// What each menu action touches (empty: a rotation or an app action, always tried).
  let touched: [[Touchable.Kind]]
  /// The actions' earliest starts for one hand (a reused buffer).
  var readyBuffer: [Int64] = []
  /// The touchables of the state being expanded (a reused buffer).
  var touchables: [Touchable] = []
  let horizon: Int64
  /// The last frame an action may begin at.
  let lastFrame: Int
  let kindMask: KindMask

  let table = FingerprintTable(exactFrames: true)
  var nodes: [Node] = []
  var best: [Candidate?]
  var bestUser: [Candidate?]
  var judged: [UInt64: KindMask] = [:]
  var generated = 0
  /// Inputs not tried because they would have ended past the horizon.
  var horizonCuts = 0
  /// New states at the last depth (a deeper search would expand them).
  var depthCuts = 0
  var queued = 0
  var depthExplored = 0
  var end = ExplorationEnd.complete
  var stopped = false
  /// Entries in the frontier (this depth's buckets and the next's).
  var frontier = 0
  /// The start, advanced to time zero: where every replay begins.
  var initial: NavigationModel
  /// The last parent whose model ``model(after:at:)`` rebuilt, and that model.
  var lastParent: (node: Int32, model: NavigationModel)? = nil
  /// The models of the states waiting one frame from the frame being swept, by node, kept
  /// until the next frame is swept so a wait costs one frame's advance, not a replay (at most
  /// one bucket's worth).
  var waited: [Int32: NavigationModel] = [:]
  /// The most memory the search's own structures held, bytes (see ``memory``).
  var peakBytes = 0
  /// The states of the depth being swept, sampled for a hand-off (``sampleFrontier(_:depth:)``),
  /// and how many there were.
  var frontierStarts: [Start] = []
  var frontierStates = 0
  /// The hand-off's best counterexample of each kind, and what it did (``handOff()``).
  var handOffBest: [Candidate?]
  var handOffSummary: ExplorationHandOff? = nil

  var progress: ((ExplorationProgress) -> Void)?
  var isInterrupted: (() -> Bool)?
  /// Entries expanded, for polling ``isInterrupted`` every so many.
  var expanded = 0
  let clock = ContinuousClock()
  var started: ContinuousClock.Instant
  var lastReport: ContinuousClock.Instant
  /// The states generated when the progress clock is read next.
  var nextClockRead = 4_096
  var layer = 0

  init(_ configuration: Configuration, _ bounds: ExplorationBounds) {
    self.configuration = configuration
    self.bounds = bounds
    let setup = Setup(configuration)
    frames = setup.frames
    menu = ExplorationAction.menu(
      for: configuration, appEvents: bounds.appEvents, fingers: bounds.fingers)
    durations = menu.map { $0.duration(bounds, profile: configuration.profile) }
    physics = TouchPhysics(configuration)
    refractory = configuration.profile.refractory
    relativeTouches = menu.map {
      $0.touches(at: 0, bounds: bounds, profile: configuration.profile)
    }
    longestMove = physics.longestMove
    tapMoves = Self.tapMoves(physics, relativeTouches, refractory: refractory)
    isApp = menu.map(\.isAppAction)
    touched = menu.map(\.touched)
    horizon = max(0, bounds.horizon.microseconds)
    lastFrame = Int(frames.firstFrame(atOrAfter: horizon &+ 1) - 1)
    let kinds = FindingKind.allCases
    best = Array(repeating: nil, count: kinds.count)
    bestUser = Array(repeating: nil, count: kinds.count)
    handOffBest = Array(repeating: nil, count: kinds.count)
    if let kind = bounds.kind {
      kindMask = KindMask(1) << KindMask(kinds.firstIndex(of: kind) ?? 0)
    } else {
      kindMask = .max
    }
    started = clock.now
    lastReport = started
    initial = NavigationModel(configuration)
    initial.advance(to: .zero)
  }

  // MARK: - Keys

  @inline(__always)
  func chainKey(_ model: NavigationModel, app: Bool) -> UInt64 {
    let fp = model.state.fingerprint
    return app ? Self.salted(fp, 1) : fp
  }

  /// A state just after an action: its future starts at the next frame, not this one, so it is
  /// kept apart from the states at frame boundaries (and from actions of other lengths).
  @inline(__always)
  func nodeKey(_ model: NavigationModel, app: Bool, action: Int) -> UInt64 {
    Self.salted(model.state.fingerprint, 2 | (app ? 1 : 0) | UInt64(durations[action]) << 2)
  }

  @inline(__always)
  static func salted(_ fingerprint: UInt64, _ salt: UInt64) -> UInt64 {
    var h = FingerprintHasher()
    h.mix(fingerprint)
    h.mix(salt)
    return h.finished
  }

  /// Records a visit at frame `f`; returns whether it must be explored.
  @inline(__always)
  mutating func visit(_ key: UInt64, frame f: Int) -> Bool {
    let fresh = table.insert(key, frame: f) != .known
    if table.count > bounds.maxStates {
      stopped = true
      end = .maxStates
    }
    return fresh
  }

  /// The memory of the search's growing structures, bytes: the fingerprint table, the nodes,
  /// the frontier (its entries, and as much again for the buckets' spare capacity) and the
  /// oracles' verdicts by state (a dictionary entry and its share of empty slots).
  var memory: Int {
    table.bytes + nodes.capacity * MemoryLayout<Node>.stride
      + 2 * frontier * MemoryLayout<Entry>.stride + judged.capacity * 24
      + waited.count * Self.modelBytes
  }

  /// What a kept model costs, bytes (an estimate: its stored properties and its arrays).
  static let modelBytes = 1024

  /// Updates ``peakBytes``; stops the search past ``ExplorationBounds/maxMemory``.
  @inline(__always)
  mutating func account() {
    let bytes = memory
    if bytes > peakBytes { peakBytes = bytes }
    if bytes > bounds.maxMemory, !stopped {
      stopped = true
      end = .maxMemory
    }
  }

  // MARK: - Fingers in space

  /// Where fingers 1 and 2 lifted last, and the orientation (docs/MODEL.md §10.1).
  typealias Hands = (one: TouchPhysics.FingerAt?, two: TouchPhysics.FingerAt?, landscape: Bool)

  /// The hands after the actions leading to `node`, from the touches they made.
  func hands(after node: Int32) -> Hands {
    var chain: [Int32] = []
    var n = Int(node)
    while n > 0 {
      chain.append(Int32(n))
      n = Int(nodes[n].parent)
    }
    var hands: Hands = (nil, nil, configuration.orientation == .landscape)
    for id in chain.reversed() {
      let record = nodes[Int(id)]
      hands = advanced(hands, by: Int(record.action), at: frames.boundary(Int64(record.frame)))
    }
    return hands
  }

  /// The hands after action `i` begun at `start`. A finger that lifted from a lone tap keeps
  /// the action's number (`index` is `i + 1`): where it lifted is then the tap's centre, and
  /// its moves come from ``tapMoves``.
  func advanced(_ hands: Hands, by i: Int, at start: Int64) -> Hands {
    var out = hands
    let lone = relativeTouches[i].count == 1
    for var touch in relativeTouches[i] {
      touch.time += start
      if case .rotate = touch.motion { out.landscape.toggle() }
      guard touch.isTouch, touch.finger == 1 || touch.finger == 2 else { continue }
      let previous = touch.finger == 1 ? out.one : out.two
      let end = physics.points(touch, from: previous?.point, landscape: out.landscape)?.end
      var tap = false
      if case .tap = touch.motion { tap = lone && touch.finger == 1 }
      let at = TouchPhysics.FingerAt(
        index: tap ? i + 1 : 0, time: touch.time, end: touch.end,
        point: end ?? TouchPoint(x: 0, y: 0))
      if touch.finger == 1 { out.one = at } else { out.two = at }
    }
    return out
  }

  /// The earliest start of action `i` that gives each of its fingers the time to move from
  /// where it lifted (`Int64.min` when nothing limits it).
  func readyStart(_ i: Int, _ hands: Hands) -> Int64 {
    var ready = Int64.min
    let count = menu.count
    for touch in relativeTouches[i] where touch.isTouch {
      guard let previous = touch.finger == 1 ? hands.one : hands.two else { continue }
      let needed: Int64
      if previous.index > 0 && touch.finger == 1 && touch.time == 0 {
        needed = tapMoves[(hands.landscape ? count * count : 0) + (previous.index - 1) * count + i]
      } else {
        needed =
          physics.move(from: previous.point, to: touch, landscape: hands.landscape)?.needed
          ?? refractory
      }
      ready = max(ready, previous.end + needed - touch.time)
    }
    return ready
  }

  /// The move from the centre of action `i`'s lone tap to the first touch of action `j`, for
  /// every pair, portrait then landscape (`tapMoves[o·M² + i·M + j]`), µs.
  static func tapMoves(
    _ physics: TouchPhysics, _ relativeTouches: [[Touch]], refractory: Int64
  ) -> [Int64] {
    let m = relativeTouches.count
    var out = Array(repeating: refractory, count: 2 * m * m)
    for (o, landscape) in [false, true].enumerated() {
      for i in 0..<m {
        guard relativeTouches[i].count == 1, let tap = relativeTouches[i].first,
          case .tap = tap.motion,
          let from = physics.points(tap, from: nil, landscape: landscape)?.end
        else { continue }
        for j in 0..<m {
          guard let first = relativeTouches[j].first(where: { $0.finger == 1 && $0.isTouch }),
            let move = physics.move(from: from, to: first, landscape: landscape)
          else { continue }
          out[o * m * m + i * m + j] = move.needed
        }
      }
    }
    return out
  }

  /// What the hands add to a state's key at time `now`: for each action a finger cannot begin
  /// yet, how many frames it must still wait; nothing once every action may begin. Two ways
  /// into one state whose fingers allow the same actions at the same frames are one state
  /// (where a later pan begins still follows the finger, docs/MODEL.md §10.6).
  mutating func handSalt(_ hands: Hands, at now: Int64) -> UInt64 {
    guard !isFree(hands, at: now) else { return 0 }
    readyBuffer.removeAll(keepingCapacity: true)
    for i in menu.indices { readyBuffer.append(readyStart(i, hands)) }
    return Self.salt(readyBuffer, at: now, frames)
  }

  /// Whether no finger's lift limits any touch at `now` any more.
  @inline(__always)
  func isFree(_ hands: Hands, at now: Int64) -> Bool {
    hands.one.map { now - $0.end >= longestMove } ?? true
      && hands.two.map { now - $0.end >= longestMove } ?? true
  }

  /// The salt of the actions' earliest starts `readies` at `now` (0 when none is in the future).
  static func salt(_ readies: [Int64], at now: Int64, _ frames: FrameClock) -> UInt64 {
    var h = FingerprintHasher()
    var any = false
    let frame = frames.firstFrame(atOrAfter: now)
    for (i, ready) in readies.enumerated() where ready > now {
      any = true
      h.mix(UInt64(i))
      h.mix(UInt64(bitPattern: frames.firstFrame(atOrAfter: ready) - frame))
    }
    return any ? h.finished : 0
  }

  /// `key` with the hands' salt (unchanged when the hands limit nothing).
  @inline(__always)
  static func withHands(_ key: UInt64, _ salt: UInt64) -> UInt64 {
    salt == 0 ? key : salted(key, salt)
  }

  /// The inputs of action `i` begun at frame `f`.
  func plan(_ i: Int, frame f: Int) -> [TimedInput] {
    menu[i].steps(
      at: VirtualTime(microseconds: frames.boundary(Int64(f))), bounds: bounds, physics: physics)
  }

  /// Applies action `i` begun at frame `f` to `model` (standing at the frame's boundary).
  /// - Returns: whether its first input acted (else the model is as waiting would leave it).
  @inline(__always)
  func perform(_ steps: [TimedInput], on model: inout NavigationModel) -> Bool {
    guard model.apply(steps[0].input) == .acted else { return false }
    for step in steps.dropFirst() {
      model.advance(to: step.time)
      model.apply(step.input)
    }
    return true
  }

  /// The model after the actions leading to `node`, at the boundary of frame `f`: the start
  /// replayed with each action at its frame (the search's steps are deterministic, so this is
  /// the state the frontier entry stands for). Siblings sit together in a bucket, so the model
  /// after their parent's action is kept for the next entry (``lastParent``).
  mutating func model(after node: Int32, at f: Int) -> NavigationModel {
    var model: NavigationModel
    if node > 0 {
      let record = nodes[Int(node)]
      if let last = lastParent, last.node == record.parent {
        model = last.model
      } else {
        model = replay(to: record.parent)
        lastParent = (record.parent, model)
      }
      let frame = Int(record.frame)
      model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(frame))))
      _ = perform(plan(Int(record.action), frame: frame), on: &model)
    } else {
      model = initial
    }
    model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(f))))
    return model
  }

  /// The model just after the action of `node` (the start for node 0), not advanced further.
  func replay(to node: Int32) -> NavigationModel {
    var chain: [Node] = []
    var n = Int(node)
    while n > 0 {
      chain.append(nodes[n])
      n = Int(nodes[n].parent)
    }
    var model = initial
    for record in chain.reversed() {
      let frame = Int(record.frame)
      model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(frame))))
      _ = perform(plan(Int(record.action), frame: frame), on: &model)
    }
    return model
  }

  // MARK: - Search

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
    let expandChildren = k + 1 < bounds.depth
    queued = 0
    var steps: [[TimedInput]] = []
    var carried: [Int32: NavigationModel] = [:]
    for f in 0...lastFrame {
      let bucket = current[f]
      current[f] = []
      // The waits from the frame before are this frame's; those from this frame the next's.
      carried = waited
      waited = [:]
      guard !bucket.isEmpty else { continue }
      let t = frames.boundary(Int64(f))
      // This frame's plans, made once for its whole bucket (a gesture at a high frame rate is
      // many inputs: plans are never made for every frame at once).
      steps = menu.indices.map { t + durations[$0] <= horizon ? plan($0, frame: f) : [] }
      for entry in bucket {
        if stopped { return }
        expanded += 1
        if let isInterrupted, expanded & 0xFF == 0, isInterrupted() {
          stopped = true
          end = .interrupted
          return
        }
        frontier -= 1
        // A state is claimed when it is expanded, not when it is queued: the states with
        // `depth` actions are all expanded (frame by frame) before any with one more, so a
        // state is claimed by its fewest actions, then its earliest frame. Claimed at queueing,
        // a child one action deeper that lands at a later frame took the state before this
        // depth's waiting reached it there, and the search spent an action that changed
        // nothing (a cancelled swipe during a push) where waiting would have done.
        guard visit(entry.key, frame: f) else { continue }
        var model = carried.removeValue(forKey: entry.node) ?? model(after: entry.node, at: f)
        // The one list of what a user can touch here (issue 9): a tap on something the app
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
        for i in menu.indices {
          if !touched[i].allSatisfy({ kind in touchables.contains { $0.kind == kind } }) {
            continue
          }
          // An input the app offers here that would end past the horizon: a path the bounds
          // cut, which the report says.
          guard t + durations[i] <= horizon else {
            horizonCuts += 1
            continue
          }
          let ready = limited ? readies[i] : Int64.min
          var frame = f
          var child = model
          if t < ready {
            // A state that changes goes on waiting frame by frame and tries again; an idle one
            // stays the same state, so the action is made at the first frame it can begin.
            guard model.isIdle else { continue }
            let e = Int(frames.firstFrame(atOrAfter: ready))
            guard e <= lastFrame, frames.boundary(Int64(e)) + durations[i] <= horizon else {
              horizonCuts += 1
              continue
            }
            frame = e
            child.advance(to: VirtualTime(microseconds: frames.boundary(Int64(e))))
            // An input that does not act leaves the state as waiting would: nothing to explore.
            guard perform(plan(i, frame: e), on: &child) else { continue }
          } else {
            // An input that does not act leaves the state as waiting would (a tap swallowed, a
            // gesture that never began), with one action fewer left: nothing to explore.
            guard perform(steps[i], on: &child) else { continue }
          }
          let start = frames.boundary(Int64(frame))
          generated += 1
          let app = entry.app || isApp[i]
          let after = advanced(hands, by: i, at: start)
          let lifted = start + durations[i]
          // What the finger still forbids once the next touch may go down (the same salt keys
          // the state just after the action).
          let g = Int(
            frames.firstFrame(atOrAfter: max(child.state.now + 1, lifted + refractory)))
          let b = frames.boundary(Int64(g))
          let salt = handSalt(after, at: b)
          guard visit(Self.withHands(nodeKey(child, app: app, action: i), salt), frame: frame)
          else { continue }
          // A node is kept only for a state queued or a finding recorded (most states of the
          // last depth are neither).
          let node = Node(parent: entry.node, action: UInt16(i), frame: Int32(frame))
          let id = judge(child, depth: k + 1, frame: frame, app: app, node: node)
          guard expandChildren else {
            // A new state at the last depth: a deeper search would go on from it.
            depthCuts += 1
            continue
          }
          // One finger: the next touch goes down after this one lifted plus `refractory` (and
          // its move, checked when it is tried).
          guard g <= lastFrame else { continue }
          child.advance(to: VirtualTime(microseconds: b))
          let key = Self.withHands(chainKey(child, app: app), salt)
          if let stored = table.frame(of: key), stored <= g { continue }
          let parent = id ?? Int32(nodes.count)
          if id == nil { nodes.append(node) }
          next[g].append(Entry(key: key, node: parent, app: app))
          queued += 1
          frontier += 1
        }
        // Waiting one frame; an idle state stays the same state (the clock is not part of it).
        if !model.isIdle && f < lastFrame {
          var later = model
          let b = frames.boundary(Int64(f + 1))
          later.advance(to: VirtualTime(microseconds: b))
          generated += 1
          let key = Self.withHands(
            chainKey(later, app: entry.app), limited ? Self.salt(readies, at: b, frames) : 0)
          if table.frame(of: key).map({ $0 > f + 1 }) ?? true {
            current[f + 1].append(Entry(key: key, node: entry.node, app: entry.app))
            waited[entry.node] = later
            frontier += 1
          }
        }
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

  // MARK: - Results

  func steps(to node: Int32) -> [ExplorationStep] {
    var steps: [ExplorationStep] = []
    var n = Int(node)
    while n > 0 {
      let record = nodes[n]
      steps.append(
        ExplorationStep(
          time: VirtualTime(microseconds: frames.boundary(Int64(record.frame))),
          action: menu[Int(record.action)]))
      n = Int(record.parent)
    }
    return steps.reversed()
  }

  func counterexample(_ kind: FindingKind, _ candidate: Candidate) -> Counterexample {
    let steps = steps(to: candidate.node)
    var inputs: [TimedInput] = []
    for step in steps {
      inputs += step.action.steps(at: step.time, bounds: bounds, physics: physics)
    }
    let replay = Simulator.run(configuration, inputs: inputs)
    let finding = replay.findings.first { $0.kind == kind }
    return Counterexample(kind: kind, steps: steps, inputs: inputs, finding: finding)
  }

  /// Whether a candidate lies within the depth explored fully.
  func complete(_ c: Candidate) -> Bool { c.depth <= depthExplored }

  mutating func result() -> ExplorationResult {
    report(force: true)
    var all: [Counterexample] = []
    var userOnly: [Counterexample] = []
    var handedOff: [Counterexample] = []
    for (i, kind) in FindingKind.allCases.enumerated() {
      if let h = handOffBest[i], !(best[i].map(complete) ?? false) {
        handedOff.append(counterexample(kind, h))
      }
      guard let c = best[i], complete(c) else { continue }
      let example = counterexample(kind, c)
      all.append(example)
      if example.needsAppInput, let u = bestUser[i], complete(u) {
        userOnly.append(counterexample(kind, u))
      }
    }
    return ExplorationResult(
      configuration: configuration, bounds: bounds, counterexamples: all,
      userOnlyCounterexamples: userOnly, distinctStates: table.count,
      statesGenerated: generated, depthExplored: depthExplored, end: end,
      tableBytes: table.bytes, peakBytes: peakBytes, horizonCuts: horizonCuts,
      depthCuts: depthCuts, handOff: handOffSummary, handOffCounterexamples: handedOff)
  }
}
