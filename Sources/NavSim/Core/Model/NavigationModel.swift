/// The executable navigation model: state, scheduler and rules R1–R15 (MODEL.md §1–§6)
/// and R16–R23 (docs/MODEL.md §5).
///
/// A model is a value. Copying it (for a probe, or a branch of an exploration) copies the
/// state and shares the immutable configuration.
///
/// ```swift
/// var config = Configuration()
/// config.start = [0, 1]  // root > detail
/// var model = NavigationModel(config)
/// _ = model.apply(.tap(.showSheet))
/// model.advance(to: VirtualTime(microseconds: 700_000))
/// ```
public struct NavigationModel: Sendable {
  package let setup: Setup
  /// The model's state.
  public internal(set) var state: ModelState
  /// Every state change so far, when the model records a trace (`nil` otherwise).
  public package(set) var trace: [TraceEntry]?
  /// Set only while a touch-up acts whose touch-down was already routed (docs/MODEL.md §10.2): routing
  /// lets it through. Not state: always `false` between inputs.
  var routed = false

  /// Creates a model at time zero, its stack committed to `configuration.start`.
  /// - Parameters:
  ///   - recordingTrace: whether to record every state change (slower; for `run` and tests).
  public init(_ configuration: Configuration, recordingTrace: Bool = false) {
    setup = Setup(configuration)
    state = ModelState()
    trace = recordingTrace ? [] : nil
    var start = ScreenStack(
      configuration.start.filter { Int($0) < configuration.app.screens.count })
    if start.count == 0 || start[0] != 0 {
      start = ScreenStack([0] + start.elements.drop { $0 == 0 })
    }
    state.stack = start
    state.path = start
    syncBar()
    state.landscape = configuration.orientation == .landscape
    state.sidebarShown = setup.isSplit && state.landscape
    state.tieBreak = configuration.tieBreakSeed.map { SplitMix64(seed: $0) }
  }

  /// The configuration the model runs.
  public var configuration: Configuration { setup.configuration }

  /// The current virtual time.
  public var now: VirtualTime { VirtualTime(microseconds: state.now) }

  /// Whether no event is pending (the script may still have inputs to deliver).
  public var isIdle: Bool { state.queue.isEmpty }

  /// When the next pending event is due, if any.
  public var nextEventTime: VirtualTime? {
    state.queue.min.map { VirtualTime(microseconds: $0.time) }
  }

  /// What the user sees now.
  public var observation: Observation {
    let backShown: Bool =
      switch setup.customBackZone {
      case .content: state.stack.count > 1
      default: state.barDepth > 0
      }
    return Observation(
      screen: state.stack.top, depth: state.stack.count - 1, barScreen: state.barScreen,
      backShown: backShown, sheetShown: state.presentation.isShown,
      sidebarShown: state.sidebarShown)
  }

  // MARK: - Running

  /// Delivers every event due at or before `time`, then moves the clock to `time`.
  ///
  /// - Complexity: O(k log n) for k events delivered.
  public mutating func advance(to time: VirtualTime) {
    let t = time.microseconds
    while let entry = state.queue.min, entry.time <= t {
      _ = state.queue.popMin()
      state.now = entry.time
      handle(entry.payload)
    }
    if t > state.now { state.now = t }
  }

  /// Delivers events until none is pending, or until the next one is due after `limit`.
  /// - Returns: whether the model is quiescent (no event pending).
  public mutating func runUntilQuiescent(limit: VirtualTime) -> Bool {
    while let entry = state.queue.min {
      guard entry.time <= limit.microseconds else { return false }
      _ = state.queue.popMin()
      state.now = entry.time
      handle(entry.payload)
    }
    return true
  }

  /// Delivers the single next pending event, if any. Returns whether one was delivered.
  public mutating func step() -> Bool {
    guard let entry = state.queue.popMin() else { return false }
    state.now = max(state.now, entry.time)
    handle(entry.payload)
    return true
  }

  mutating func handle(_ event: ModelEvent) {
    switch event {
    case .render: renderPass()
    case .transitionEnd: endTransition()
    case .presentationEnd: endPresentationAnimation()
    case .finalizeCommit: commitFinalize()
    case .splitDismissCompletion: runSplitDismissCompletion()
    }
    checkInvariants()
  }

  // MARK: - Scheduling

  mutating func schedule(_ event: ModelEvent, at time: Int64) {
    let order: UInt64
    if state.tieBreak != nil, let key = state.tieBreak?.next() {
      order = key
    } else {
      // MODEL.md §1: timers before the render pass, each in scheduling order.
      order = (event == .render ? 1 << 62 : 0) | state.sequence
    }
    state.sequence &+= 1
    state.queue.insert(event, at: time, order: order)
  }

  mutating func cancel(_ event: ModelEvent) {
    state.queue.removeAll { $0 == event }
  }

  /// Asks for a render pass at the next frame boundary (a state change is waiting).
  ///
  /// A change made at the very instant of a pass already scheduled (a timer due at that frame
  /// boundary, which runs before the pass) waits for the following boundary (MODEL.md §1):
  /// `change` is then held back from that pass.
  mutating func requestRender(_ change: RenderChange = []) {
    if state.renderScheduled {
      if state.renderTime == state.now { state.deferredChanges |= change.rawValue }
      return
    }
    state.renderScheduled = true
    state.renderTime = setup.frames.nextBoundary(after: state.now)
    schedule(.render, at: state.renderTime)
  }

  /// When an animation of `duration` µs started now completes.
  func completion(after duration: Int64) -> Int64 {
    setup.frames.completion(start: state.now, duration: duration)
  }

  // MARK: - Recording

  @inline(__always)
  mutating func fire(_ rule: Rule) { state.rulesFired.insert(RuleSet(rule)) }

  @inline(__always)
  mutating func note(_ actor: Actor, _ rule: Rule?, _ message: (NavigationModel) -> String) {
    guard trace != nil else { return }
    let entry = TraceEntry(
      time: now, actor: actor, rule: rule, message: message(self), lanes: LaneSnapshot(state))
    trace?.append(entry)
  }

  func name(_ id: ScreenID) -> String { setup.configuration.app.name(of: id) }

  func describe(_ stack: ScreenStack) -> String {
    stack.elements.map(name).joined(separator: " > ")
  }

  /// The bar follows the committed top.
  mutating func syncBar() { setBar(to: state.stack) }

  mutating func setBar(to stack: ScreenStack) {
    state.barScreen = stack.top
    state.barDepth = UInt8(max(0, stack.count - 1))
  }

  /// The rule that orphaned the transition in flight, if it is orphaned.
  var orphanRule: Rule? {
    state.transition == .orphaned ? Rule(rawValue: state.orphanedBy) : nil
  }
}
