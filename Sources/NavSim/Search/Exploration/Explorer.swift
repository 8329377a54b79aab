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
  /// Per menu action: the bit of the stack whose path an app action changes, for the reduction
  /// (``NavigationModel/pathChangesCommutingWithAFrame(then:renderAfter:)``: a tab's own, or
  /// the stack the user sees); −1 for any other action, or a deep link, whose timing the
  /// person's hand limits.
  let reducibleStack: [Int8]
  /// Per node reached by waiting at the frame being swept, the stacks whose path changes the
  /// reduction leaves out there (the same change a frame before has the same effect); those
  /// waited into the next frame.
  var carriedCommuting: [Int32: UInt64] = [:]
  var waitedCommuting: [Int32: UInt64] = [:]
  /// Whether the menu has an action the reduction may leave out.
  let reduces: Bool
  /// The inputs the reduction left out.
  var reduced = 0
  /// Whether each menu action is a deep link (``TouchPhysics/isDeepLink(_:)``), and the least
  /// time between two (`linkGap`).
  let isLink: [Bool]
  let linkGap: Int64
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
      for: configuration, appEvents: bounds.appEvents, appActions: bounds.appActions,
      fingers: bounds.fingers)
    durations = menu.map { $0.duration(bounds, profile: configuration.profile) }
    physics = TouchPhysics(configuration)
    refractory = configuration.profile.refractory
    relativeTouches = menu.map {
      $0.touches(at: 0, bounds: bounds, profile: configuration.profile)
    }
    longestMove = physics.longestMove
    tapMoves = Self.tapMoves(physics, relativeTouches, refractory: refractory)
    isApp = menu.map(\.isAppAction)
    isLink = menu.map { [physics] action in
      if case .app(let app) = action { return physics.isDeepLink(app) }
      return false
    }
    linkGap = configuration.profile.linkGap
    touched = menu.map(\.touched)
    reducibleStack = zip(menu, isLink).map { action, link in
      guard bounds.reduction, !link, case .app(let app) = action else { return -1 }
      switch app {
      case .inTab(let tab, _) where Int(tab) < NavigationModel.appStackBit: return Int8(tab)
      case .push, .pop, .popToRoot: return Int8(NavigationModel.appStackBit)
      default: return -1
      }
    }
    reduces = reducibleStack.contains { $0 >= 0 }
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
}
