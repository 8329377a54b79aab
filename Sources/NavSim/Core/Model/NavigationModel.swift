/// The executable navigation model: its state, its scheduler and rules R1–R31 (docs/MODEL.md
/// §1–§6; the rules are §5).
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

  /// Creates a model at time zero, its first stack committed to `configuration.start` and
  /// every other tab at its root.
  /// - Parameters:
  ///   - recordingTrace: whether to record every state change (slower; for `run` and tests).
  public init(_ configuration: Configuration, recordingTrace: Bool = false) {
    setup = Setup(configuration)
    state = ModelState()
    trace = recordingTrace ? [] : nil
    let roots = setup.tabRoots
    let first = roots.first ?? 0
    var start = ScreenStack(
      configuration.start.filter { Int($0) < configuration.app.screens.count })
    if start.count == 0 || start[0] != first {
      start = ScreenStack([first] + start.elements.drop { $0 == first })
    }
    state.root = StackState(start)
    if roots.count > 1 {
      state.tabs = roots.enumerated().map { i, screen in
        i == 0 ? StackState() : StackState(ScreenStack([screen]))
      }
    }
    state.window.landscape = configuration.orientation == .landscape
    state.window.sidebarShown = setup.isSplit && state.window.landscape
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
    let ref = state.visibleRef
    let visible = state[ref]
    let backShown: Bool =
      switch setup.customBackZone {
      case .content: visible.stack.count > 1
      default: visible.barDepth > 0
      }
    var shown = 0
    var top: PresentationKind? = nil
    for level in state.levels where level.phase.isShown {
      shown += 1
      top = presentationItem(level)?.kind
    }
    return Observation(
      screen: visible.stack.top, depth: visible.stack.count - 1, barScreen: visible.barScreen,
      backShown: backShown, sheetShown: shown > 0, sidebarShown: state.window.sidebarShown,
      tab: state.window.selectedTab, presentations: UInt8(shown), topPresentation: top)
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

  /// Steps the model through its next events, appending the time of each (distinct, in
  /// order) to `times` until it holds `limit` or no event is pending.
  package mutating func stepCollectingEventTimes(into times: inout [Int64], limit: Int) {
    while times.count < limit, let next = state.queue.min?.time {
      if times.last != next { times.append(next) }
      _ = step()
    }
  }

  mutating func handle(_ event: ModelEvent) {
    switch event.kind {
    case .render: renderPass()
    case .transitionEnd: endTransition(StackRef(rawValue: event.slot))
    case .presentationEnd: endPresentationAnimation(level: Int(event.slot))
    case .finalizeCommit: commitFinalize(level: Int(event.slot))
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
      order = (event.kind == .render ? 1 << 62 : 0) | state.sequence
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
    if state.window.renderScheduled {
      if state.renderTime == state.now { state.window.deferredChanges |= change.rawValue }
      return
    }
    state.window.renderScheduled = true
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

  /// The bar of stack `c` follows its committed top.
  mutating func syncBar(_ c: StackRef) {
    state.withStack(c) { s in
      s.barScreen = s.stack.top
      s.barDepth = UInt8(max(0, s.stack.count - 1))
    }
  }

  mutating func setBar(_ c: StackRef, to stack: ScreenStack) {
    state.withStack(c) { s in
      s.barScreen = stack.top
      s.barDepth = UInt8(max(0, stack.count - 1))
    }
  }

  /// The rule that orphaned the transition in flight on stack `c`, if it is orphaned.
  @inline(__always)
  func orphanRule(_ c: StackRef) -> Rule? {
    let s = state[c]
    return s.transition == .orphaned ? Rule(rawValue: s.orphanedBy) : nil
  }

  /// The item presentation level `level` shows.
  @inline(__always)
  func presentationItem(_ level: PresentationLevel) -> PresentationItem? {
    presentationItem(presenter: level.presenter, item: level.item)
  }

  /// Item `item` of screen `presenter`.
  @inline(__always)
  func presentationItem(presenter: ScreenID, item: UInt8) -> PresentationItem? {
    let p = Int(presenter)
    guard p < setup.presentations.count, Int(item) < setup.presentations[p].count else {
      return nil
    }
    return setup.presentations[p][Int(item)]
  }

  /// The item of level `k` (from 1).
  @inline(__always)
  func presentationItem(level k: Int) -> PresentationItem? {
    guard k >= 1 && k <= state.levels.count else { return nil }
    let (presenter, item) = state.withLevel(k) { ($0.presenter, $0.item) }
    return presentationItem(presenter: presenter, item: item)
  }
}
