/// What shapes the inputs of every run of a campaign.
public struct GenerationOptions: Hashable, Sendable {
  /// How inputs are placed in time.
  public var strategy: Strategy = .timed
  /// The least time between the end of one user input and the start of the next (a human
  /// floor, like Android monkey's `--throttle`); app events are not throttled.
  public var throttle: VirtualDuration = .zero
  /// Whether `app …` inputs (deep links, timers) are part of the mix.
  public var appEvents = true
  /// The most actions (a tap, a whole gesture, an app event) in one run.
  public var maxActions = 20

  /// Creates the default options: `timed`, no throttle, app events on, up to 12 actions.
  public init() {}
}

/// Generates one run's inputs while simulating them: a live model decides what the screen
/// offers at each moment and where its own upcoming events fall, so that inputs can land just
/// before or just after them.
///
/// The generator owns reusable buffers; a campaign worker keeps one and calls ``generate`` once
/// per run with a fresh seed.
struct InputGenerator {
  /// What a user may do next.
  enum Action {
    case input(Input)
    case gesture(GestureKind)
  }

  let options: GenerationOptions
  var rng = Xoshiro256StarStar(seed: 0)
  /// The kinds enabled for this run (all, or a swarm subset).
  var kinds: InputKinds = .all
  /// Whether this run places inputs near the model's events (else uniform delays).
  var anchored = true
  /// The chance that a user action is an input landing nowhere.
  var strayChance = 0.06
  /// The chance that a gesture is cancelled rather than released.
  var cancelChance = 0.1

  private var menu: [Action] = []
  private var anchors: [Int64] = []

  /// The latest time an action may start: a gesture starting then (at most 600 ms long) still
  /// ends within ``Scenario/maximumTime``.
  static let latestStart: Int64 = Scenario.maximumTime - 600_000
  /// The longest delay of the `uniform` strategy, µs.
  static let uniformMaxDelay: Int64 = 800_000
  /// How many of the model's upcoming events the `timed` strategy looks ahead at.
  static let lookahead = 6
  /// The chance that the `timed` strategy ignores the model's events and waits freely.
  static let freeChance = 0.25
  /// The chance that an action is an app event, when they are on.
  static let appChance = 0.08

  init(options: GenerationOptions) {
    self.options = options
    menu.reserveCapacity(16)
    anchors.reserveCapacity(Self.lookahead + 1)
  }

  /// Starts a run: reseeds, and under `swarm` draws this run's kinds and options.
  mutating func reset(seed: UInt64) {
    rng = Xoshiro256StarStar(seed: seed)
    kinds = options.appEvents ? .all : InputKinds.all.subtracting(.app)
    anchored = options.strategy != .uniform
    strayChance = 0.06
    cancelChance = 0.1
    guard options.strategy == .swarm else { return }
    var subset: InputKinds = []
    for kind in InputKinds.swarmable where rng.nextBool() { subset.insert(kind) }
    if !options.appEvents { subset.remove(.app) }
    kinds = subset.isEmpty ? [.swipeBack] : subset
    anchored = rng.chance(0.75)
    strayChance = rng.chance(0.5) ? 0 : 0.15
    cancelChance = rng.chance(0.5) ? 0 : 0.3
  }

  /// Generates, applies and records one run's inputs on `model`, which ends at the time of the
  /// last input (never advanced past it, so a replay of `inputs` reaches the same state).
  /// - Returns: whether an `app …` input was used.
  mutating func generate(_ model: inout NavigationModel, into inputs: inout [TimedInput]) -> Bool {
    let actions = 1 + rng.nextIndex(max(1, options.maxActions))
    var lastUserEnd: Int64? = nil
    var needsApp = false
    for _ in 0..<actions {
      let isApp = kinds.contains(.app) && rng.chance(Self.appChance)
      var earliest = model.state.now
      if !isApp, let end = lastUserEnd {
        earliest = max(earliest, end &+ options.throttle.microseconds)
      }
      let t = nextTime(model, earliest: earliest)
      // Nothing past what a scenario file may name, so every run can be written and read back
      // (a profile with day-long durations puts the model's events near the limit).
      guard t <= Self.latestStart else { break }
      model.advance(to: VirtualTime(microseconds: t))
      if isApp {
        record(appInput(model), at: t, on: &model, into: &inputs)
        needsApp = true
        continue
      }
      switch chooseUserAction(model) {
      case .input(let input):
        record(input, at: t, on: &model, into: &inputs)
        lastUserEnd = t
      case .gesture(let kind):
        lastUserEnd = gesture(kind, at: t, on: &model, into: &inputs)
      }
    }
    return needsApp
  }

  private func record(
    _ input: Input, at t: Int64, on model: inout NavigationModel, into inputs: inout [TimedInput]
  ) {
    model.apply(input)
    inputs.append(TimedInput(VirtualTime(microseconds: t), input))
  }

  // MARK: - Time

  /// When the next action starts: near one of the model's upcoming events (with jitter on
  /// either side), after a free delay, or after a uniform delay.
  mutating func nextTime(_ model: NavigationModel, earliest: Int64) -> Int64 {
    guard anchored else {
      return earliest &+ Int64(rng.nextBounded(UInt64(Self.uniformMaxDelay) + 1))
    }
    collectAnchors(model)
    if anchors.isEmpty || rng.chance(Self.freeChance) { return earliest &+ freeDelay() }
    // The last upcoming event is where the model settles; the others are the steps on the way.
    let anchor =
      rng.chance(0.5) ? anchors[anchors.count - 1] : anchors[rng.nextIndex(anchors.count)]
    return max(earliest, anchor &+ jitter(frame: model.setup.frames.frameDuration))
  }

  /// The times of the model's next events (distinct, in order), found by running a copy
  /// forward, so that the events a pending render pass will schedule count too.
  private mutating func collectAnchors(_ model: NavigationModel) {
    anchors.removeAll(keepingCapacity: true)
    guard !model.state.queue.isEmpty else { return }
    var look = model
    look.trace = nil
    while anchors.count < Self.lookahead, let entry = look.state.queue.min {
      if anchors.last != entry.time { anchors.append(entry.time) }
      _ = look.step()
    }
  }

  /// A signed offset around an anchor: often nothing or a few µs, up to three frames.
  private mutating func jitter(frame: Int64) -> Int64 {
    let magnitude: Int64
    let bucket = rng.nextBounded(20)
    switch bucket {
    case 0..<3: magnitude = 0
    case 3..<6: magnitude = 1 + Int64(rng.nextBounded(100))
    case 6..<13: magnitude = Int64(rng.nextBounded(UInt64(max(1, frame))))
    default: magnitude = frame + Int64(rng.nextBounded(UInt64(max(1, 2 * frame))))
    }
    return rng.nextBool() ? magnitude : -magnitude
  }

  /// A delay not tied to the model: at once, a short pause, or a long one.
  private mutating func freeDelay() -> Int64 {
    switch rng.nextBounded(10) {
    case 0: return 0
    case 1..<4: return Int64(rng.nextBounded(60_000))
    case 4..<7: return 60_000 + Int64(rng.nextBounded(340_000))
    default: return 400_000 + Int64(rng.nextBounded(900_000))
    }
  }

  // MARK: - What to do

  /// Mostly an input the visible screen offers now; sometimes one that lands nowhere.
  mutating func chooseUserAction(_ model: NavigationModel) -> Action {
    if kinds.contains(.stray) && rng.chance(strayChance) { return strayAction(model) }
    buildMenu(model)
    guard !menu.isEmpty else { return strayAction(model) }
    return menu[rng.nextIndex(menu.count)]
  }

  /// What the user can see and touch: the sheet's controls while it covers the screen, else the
  /// navigation bar, the screen's content and the left edge (MODEL.md §4).
  private mutating func buildMenu(_ model: NavigationModel) {
    menu.removeAll(keepingCapacity: true)
    let setup = model.setup
    let state = model.state
    if state.presentation.coversScreen {
      if kinds.contains(.closeSheet) { menu.append(.input(.tap(.closeSheet))) }
      if kinds.contains(.dragSheet) && !setup.fullScreenCover { menu.append(.gesture(.dragSheet)) }
      return
    }
    if kinds.contains(.back) && setup.systemBackButton && state.barDepth > 0 {
      menu.append(.input(.tap(.back)))
    }
    if kinds.contains(.customBack) && setup.customBackZone != nil && state.stack.count > 1 {
      menu.append(.input(.tap(.customBack)))
    }
    let top = Int(state.stack.top)
    if kinds.contains(.link) && top < setup.links.count {
      for link in setup.links[top] { menu.append(.input(.tap(.link(link)))) }
    }
    if kinds.contains(.showSheet) && top < setup.hasSheet.count && setup.hasSheet[top] {
      menu.append(.input(.tap(.showSheet)))
    }
    if kinds.contains(.swipeBack) { menu.append(.gesture(.swipeBack)) }
    if kinds.contains(.device) {
      if setup.isPad { menu.append(.input(.rotate)) }
      if setup.isSplit { menu.append(.input(.tap(.sidebarToggle))) }
    }
  }

  /// An input that may land nowhere: any tap target, a rotation, or a gesture anywhere.
  private mutating func strayAction(_ model: NavigationModel) -> Action {
    let screens = model.setup.links.count
    switch rng.nextBounded(9) {
    case 0: return .input(.tap(.link(ScreenID(truncatingIfNeeded: rng.nextIndex(screens)))))
    case 1: return .input(.tap(.back))
    case 2: return .input(.tap(.closeSheet))
    case 3: return .input(.tap(.showSheet))
    case 4: return .input(.tap(.customBack))
    case 5: return .input(.tap(.sidebarToggle))
    case 6: return .input(.rotate)
    case 7: return .gesture(.swipeBack)
    default: return .gesture(.dragSheet)
    }
  }

  /// An app event: push a screen the visible one links to (or any), pop, pop to root, or
  /// dismiss the sheet.
  private mutating func appInput(_ model: NavigationModel) -> Input {
    let setup = model.setup
    switch rng.nextBounded(4) {
    case 0:
      let top = Int(model.state.stack.top)
      let links = top < setup.links.count ? setup.links[top] : []
      if !links.isEmpty && rng.chance(0.8) { return .app(.push(links[rng.nextIndex(links.count)])) }
      return .app(.push(ScreenID(truncatingIfNeeded: rng.nextIndex(setup.links.count))))
    case 1: return .app(.pop)
    case 2: return .app(.popToRoot)
    default: return .app(.dismissSheet)
    }
  }

  // MARK: - Gestures

  /// Performs a whole gesture from `start`: begin, 0–3 moves to a final progress, then a
  /// release (at the mean speed or a random velocity) or a cancel.
  /// - Returns: the time of its last step.
  mutating func gesture(
    _ kind: GestureKind, at start: Int64, on model: inout NavigationModel,
    into inputs: inout [TimedInput]
  ) -> Int64 {
    let duration: Int64
    switch rng.nextBounded(10) {
    case 0..<4: duration = 16_000 + Int64(rng.nextBounded(64_000))
    case 4..<8: duration = 80_000 + Int64(rng.nextBounded(170_000))
    default: duration = 250_000 + Int64(rng.nextBounded(350_000))
    }
    let hundredths: UInt64
    switch rng.nextBounded(10) {
    case 0..<3: hundredths = rng.nextBounded(30)
    case 3..<7: hundredths = 30 + rng.nextBounded(40)
    default: hundredths = 70 + rng.nextBounded(31)
    }
    let progress = Double(hundredths) / 100
    let moves = Int(rng.nextBounded(4))
    record(kind.input(.begin), at: start, on: &model, into: &inputs)
    if moves > 0 {
      for i in 1...moves {
        let t = start &+ duration * Int64(i) / Int64(moves)
        model.advance(to: VirtualTime(microseconds: t))
        let p = (Double(hundredths * UInt64(i) / UInt64(moves))) / 100
        record(kind.input(.move(i == moves ? progress : p)), at: t, on: &model, into: &inputs)
      }
    }
    let end = start &+ duration
    model.advance(to: VirtualTime(microseconds: end))
    if rng.chance(cancelChance) {
      record(kind.input(.cancel), at: end, on: &model, into: &inputs)
      return end
    }
    let velocity: Double
    if rng.chance(0.6) {
      let extent = kind == .swipeBack ? model.setup.width : model.setup.height
      velocity = (progress * extent / (Double(duration) / 1_000_000)).rounded()
    } else {
      velocity = Double(Int64(rng.nextBounded(2_500)) - 500)
    }
    record(kind.input(.end(velocity: velocity)), at: end, on: &model, into: &inputs)
    return end
  }
}
