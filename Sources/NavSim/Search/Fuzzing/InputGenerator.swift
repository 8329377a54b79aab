import NavSimCore
import NavSimScenario

/// What shapes the inputs of every run of a campaign.
public struct GenerationOptions: Hashable, Sendable {
  /// How inputs are placed in time.
  public var strategy: Strategy = .coverage
  /// The least time between the end of one user input and the start of the next (a human
  /// floor, like Android monkey's `--throttle`); app events are not throttled.
  public var throttle: VirtualDuration = .zero
  /// Whether `app …` inputs (deep links, timers) are part of the mix.
  public var appEvents = true
  /// Whether an `app push` pushes only screens some screen of the app links to (`navfuzz scan`:
  /// an app's own code pushes what it links to, not a sheet's content or its root); with no
  /// link in the app, an `app pop` instead. Off, it may push any screen.
  public var appPushesLinkedOnly = false
  /// The only app inputs drawn, when set (an app file's `app-inputs:`, the ones its source
  /// makes); an empty list draws none. `nil`: every kind.
  public var appActions: [AppAction]? = nil
  /// The most actions (a tap, a whole gesture, an app event) in one run.
  public var maxActions = 20
  /// How many fingers may touch at once (docs/MODEL.md §10.1): 1 makes one-finger runs, whose touches
  /// never overlap.
  public var fingers = 1
  /// The most fingers a campaign may use (`--fingers`).
  package static let maxFingers = InputGenerator.maxFingers

  /// Creates the default options: `coverage`, no throttle, app events on, up to 20 actions,
  /// one finger.
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
  /// What the run's states cover, and where a coverage-guided run may fork
  /// (``InputGenerator+Coverage.swift``).
  var observer = CoverageObserver()

  private var touchables: [Touchable] = []
  private var anchors: [Int64] = []
  /// The copy ``collectAnchors(_:)`` steps, kept from call to call for its buffers.
  private var lookahead: NavigationModel? = nil
  /// The steps of the run's touches not yet delivered.
  var pending = StepQueue()

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
    touchables.reserveCapacity(16)
    anchors.reserveCapacity(Self.lookahead + 1)
  }

  /// Starts a run: reseeds, and under `swarm` draws this run's kinds and options.
  mutating func reset(seed: UInt64) {
    rng = Xoshiro256StarStar(seed: seed)
    let appEvents = options.appEvents && options.appActions?.isEmpty != true
    kinds = appEvents ? .all : InputKinds.all.subtracting(.app)
    anchored = options.strategy != .uniform
    strayChance = 0.06
    guard options.strategy == .swarm else { return }
    var subset: InputKinds = []
    for kind in InputKinds.swarmable where rng.nextBool() { subset.insert(kind) }
    if !appEvents { subset.remove(.app) }
    kinds = subset.isEmpty ? [.swipeBack] : subset
    anchored = rng.chance(0.75)
    strayChance = rng.chance(0.5) ? 0 : 0.15
  }

  /// Generates, applies and records one run's touches on `model` (delivered with
  /// ``TouchPhysics``), which ends at the time of the last delivered input (never advanced past
  /// it, so a replay of `physics.inputs(touches)` reaches the same state). Every touch is one a
  /// person can make, with at most `options.fingers` fingers.
  /// - Returns: whether an `app …` input was used.
  /// - Parameter fork: where a coverage-guided run resumes a saved run (its model is `model`
  ///   and its touches `touches` already); `nil` starts afresh.
  mutating func generate(
    _ model: inout NavigationModel, into touches: inout [Touch], resuming fork: ForkPoint? = nil
  ) -> Bool {
    let physics = model.setup.physics
    let profile = model.setup.profile
    let actions = fork == nil ? 1 + rng.nextIndex(max(1, options.maxActions)) : forkLength()
    let fingers = max(1, min(options.fingers, Self.maxFingers))
    // When and where each finger lifted (its next touch-down `refractory` and its travel later,
    // MODEL.md §10.1), the orientation, the last deep link: a forked run resumes them.
    var hand =
      fork
      ?? ForkPoint(
        free: (0, 0, 0, 0), needsApp: false, lifted: FingerPoints(),
        landscape: model.state.window.landscape)
    let throttle = options.throttle.microseconds
    pending.removeAll()
    // A forked run's first input comes strictly after the saved run's last delivered step: at
    // the same instant, a replay of the touches from the start would deliver the steps in
    // finger order (``TouchPhysics/inputs(_:)``), not in the order the fork made them.
    var resumeAfter = fork == nil ? Int64.min : model.state.now &+ 1
    for _ in 0..<actions where touches.count < Self.maxTouches {
      let isApp = kinds.contains(.app) && rng.chance(Self.appChance)
      let finger = fingers == 1 ? 1 : 1 + rng.nextIndex(fingers)
      var earliest = max(model.state.now, resumeAfter)
      if !isApp { earliest = max(earliest, Self.get(hand.free, finger)) }
      var t = nextTime(&model, earliest: earliest)
      // Nothing past what a scenario file may name, so every run can be written and read back
      // (a profile with day-long durations puts the model's events near the limit).
      guard t <= Self.latestStart else { break }
      pending.deliver(before: t, to: &model)
      if observer.enabled {
        observer.observe(&model, settled: pending.isEmpty, touches: touches.count, fork: hand)
      }
      model.advance(to: VirtualTime(microseconds: t))
      var touch: Touch
      if isApp {
        guard case .app(let action) = appInput(&model) else { continue }
        // A person's deep link comes when a hand can tap it.
        if physics.isDeepLink(action),
          !timeLink(at: &t, on: &model, hand: &hand, oneFinger: fingers == 1, throttle: throttle)
        {
          break
        }
        touch = Touch(at: t, finger: 0, .app(action))
        hand.needsApp = true
      } else {
        guard let user = userTouch(&model, at: t, finger: finger, profile, physics) else {
          continue
        }
        touch = user
        if touch.isTouch {
          let from = hand.lifted[finger]
          let move = physics.move(from: from?.point, to: touch, landscape: hand.landscape)
          if let from, let move {
            // Never sooner than the finger can travel there from where it lifted.
            let ready = from.time &+ move.needed &+ throttle
            if t < ready {
              t = ready
              guard t <= Self.latestStart else { break }
              pending.deliver(before: t, to: &model)
              model.advance(to: VirtualTime(microseconds: t))
              touch.time = t
            }
          }
          hand.lifted[finger] = (touch.end, move?.end ?? TouchPoint(x: 0, y: 0))
          Self.set(&hand.free, finger, touch.end &+ profile.refractory &+ throttle)
        } else if case .rotate = touch.motion {
          hand.landscape.toggle()
        }
      }
      pending.schedule(touch, index: touches.count, physics)
      touches.append(touch)
      resumeAfter = .min
    }
    pending.deliver(before: Int64.max, to: &model)
    if observer.enabled {
      observer.observe(&model, settled: true, touches: touches.count, fork: hand)
    }
    return hand.needsApp
  }

  /// The touch of the user action chosen at `t` for `finger` (a rotation is fingerless), or
  /// `nil` for an input no touch makes.
  @inline(__always)
  mutating func userTouch(
    _ model: inout NavigationModel, at t: Int64, finger: Int, _ profile: Profile,
    _ physics: TouchPhysics
  ) -> Touch? {
    switch chooseUserAction(&model) {
    case .input(.rotate): Touch(at: t, finger: 0, .rotate)
    case .input(.tap(let target)):
      Touch(at: t, finger: finger, .tap(target, hold: hold(profile)))
    case .input: nil
    case .gesture(let kind): Touch(at: t, finger: finger, pan(kind, physics))
    }
  }

  // The helpers below take the live model `inout` although most only read it: a model passed
  // as a plain (borrowed) argument from an `inout` one is copied (a memcpy of the state and a
  // retain of each buffer) on every call, on the fuzzer's hot path.

  package static let maxFingers = 4

  /// Where and when each finger (1 to ``maxFingers``) lifted last, without an allocation.
  struct FingerPoints: Sendable {
    var points: (Slot?, Slot?, Slot?, Slot?) = (nil, nil, nil, nil)
    typealias Slot = (time: Int64, point: TouchPoint)

    subscript(finger: Int) -> Slot? {
      get {
        switch finger {
        case 1: points.0
        case 2: points.1
        case 3: points.2
        default: points.3
        }
      }
      set {
        switch finger {
        case 1: points.0 = newValue
        case 2: points.1 = newValue
        case 3: points.2 = newValue
        default: points.3 = newValue
        }
      }
    }
  }

  static func get(_ free: (Int64, Int64, Int64, Int64), _ finger: Int) -> Int64 {
    switch finger {
    case 1: free.0
    case 2: free.1
    case 3: free.2
    default: free.3
    }
  }

  static func set(_ free: inout (Int64, Int64, Int64, Int64), _ finger: Int, _ value: Int64) {
    switch finger {
    case 1: free.0 = value
    case 2: free.1 = value
    case 3: free.2 = value
    default: free.3 = value
    }
  }

  /// How many actions a fork adds to its corpus entry: one, then each next with the chance
  /// ``forkGoesOn`` (a geometric count, 2.9 on average), at most `maxActions`. A fresh run draws
  /// 1 to `maxActions` alike: it has every step from the start to make, where a fork starts
  /// where an earlier run stopped, and a short fork from each of many entries reaches more new
  /// states per second than a long one from few (docs/GUIDE.md "Performance").
  mutating func forkLength() -> Int {
    var actions = 1
    while actions < options.maxActions && rng.chance(Self.forkGoesOn) { actions += 1 }
    return actions
  }

  /// The chance that a fork goes on to one more action.
  static let forkGoesOn = 0.65

  /// A tap's hold: mostly the profile's, else anywhere a person holds a tap.
  private mutating func hold(_ profile: Profile) -> Int64 {
    guard rng.chance(0.3), profile.maxHold > profile.minHold else { return profile.hold }
    return profile.minHold + Int64(rng.nextBounded(UInt64(profile.maxHold - profile.minHold) + 1))
  }

  // MARK: - Time

  /// When the next action starts: near one of the model's upcoming events (with jitter on
  /// either side), after a free delay, or after a uniform delay.
  mutating func nextTime(_ model: inout NavigationModel, earliest: Int64) -> Int64 {
    guard anchored else {
      return earliest &+ Int64(rng.nextBounded(UInt64(Self.uniformMaxDelay) + 1))
    }
    // The anchors are collected only when one is used: there are some exactly when an event is
    // pending, so the draws are those of collecting first.
    if model.nextEventTime == nil || rng.chance(Self.freeChance) {
      return earliest &+ freeDelay()
    }
    collectAnchors(&model)
    // The last upcoming event is where the model settles; the others are the steps on the way.
    let anchor =
      rng.chance(0.5) ? anchors[anchors.count - 1] : anchors[rng.nextIndex(anchors.count)]
    return max(earliest, anchor &+ jitter(frame: model.setup.frames.frameDuration))
  }

  /// The times of the model's next events (distinct, in order), found by running a copy
  /// forward, so that the events a pending render pass will schedule count too.
  private mutating func collectAnchors(_ model: inout NavigationModel) {
    anchors.removeAll(keepingCapacity: true)
    // Through the model's own non-generic accessor: the scheduler is the core's, and its
    // generic code is not specialised in this module.
    guard model.nextEventTime != nil else { return }
    // The copy is assigned into the last one's buffers: a plain copy would copy the queue and
    // the levels again on their first write, and free them at the end.
    if lookahead == nil {
      lookahead = model
    } else {
      lookahead?.assign(from: &model)
    }
    lookahead?.trace = nil
    lookahead?.stepCollectingEventTimes(into: &anchors, limit: Self.lookahead)
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

  /// Mostly an input the visible screen offers now (one of the menu: the visible
  /// ``NavigationModel/touchables`` this run's kinds allow, then a rotation on iPad); sometimes
  /// one that lands nowhere.
  mutating func chooseUserAction(_ model: inout NavigationModel) -> Action {
    if kinds.contains(.stray) && rng.chance(strayChance) { return strayAction(model) }
    touchables.removeAll(keepingCapacity: true)
    NavigationModel.appendTouchables(of: &model, to: &touchables)
    let rotates = kinds.contains(.device) && model.setup.isPad && model.topShownLevel == nil
    // The menu is counted, then walked to the item drawn, rather than built.
    var count = rotates ? 1 : 0
    for touchable in touchables where touchable.visible && action(touchable.kind) != nil {
      count += 1
    }
    guard count > 0 else { return strayAction(model) }
    var r = rng.nextIndex(count)
    for touchable in touchables where touchable.visible {
      guard let action = action(touchable.kind) else { continue }
      if r == 0 { return action }
      r -= 1
    }
    return .input(.rotate)
  }

  /// What touching `kind` is, if this run's kinds allow it: the tree's buttons (docs/MODEL.md
  /// §3.1) count as the kinds they resemble, and the other pans that pop (MODEL.md §11) as
  /// the swipe-back kind.
  @inline(__always)
  private func action(_ kind: Touchable.Kind) -> Action? {
    let allowed: Bool
    switch kind {
    case .tap(.back): allowed = kinds.contains(.back)
    case .tap(.customBack): allowed = kinds.contains(.customBack)
    case .tap(.link), .tap(.tab): allowed = kinds.contains(.link)
    case .tap(.showSheet), .tap(.present): allowed = kinds.contains(.showSheet)
    case .tap(.closeSheet), .tap(.ok), .tap(.cancel): allowed = kinds.contains(.closeSheet)
    case .tap(.sidebarToggle): allowed = kinds.contains(.device)
    case .gesture(let gesture):
      allowed = kinds.contains(gesture.traits.pops ? .swipeBack : .dragSheet)
    }
    guard allowed else { return nil }
    switch kind {
    case .tap(let target): return .input(.tap(target))
    case .gesture(let gesture): return .gesture(gesture)
    }
  }

  /// An input that may land nowhere: any tap target, a rotation, or a gesture anywhere (every
  /// pan a finger can make, those of a profile or screen that has none included).
  mutating func strayAction(_ model: NavigationModel) -> Action {
    let screens = model.setup.links.count
    let setup = model.setup
    // The tree's targets join the draw only for an app that has them (the seed app's runs
    // stay as they were).
    let tree = setup.hasTreeItems
    let gestures = UInt64(GestureKind.strayDraw.count)
    let draw = rng.nextBounded(7 + gestures + (tree ? 3 : 0))
    switch draw {
    case 0: return .input(.tap(.link(ScreenID(truncatingIfNeeded: rng.nextIndex(screens)))))
    case 1: return .input(.tap(.back))
    case 2: return .input(.tap(.closeSheet))
    case 3: return .input(.tap(.showSheet))
    case 4: return .input(.tap(.customBack))
    case 5: return .input(.tap(.sidebarToggle))
    case 6: return .input(.rotate)
    case 7..<7 + gestures: return .gesture(GestureKind.strayDraw[Int(draw - 7)])
    case 7 + gestures:
      let s = rng.nextIndex(screens)
      let items = setup.presentations[s]
      guard !items.isEmpty else { return .input(.tap(.ok)) }
      return .input(.tap(.present(items[rng.nextIndex(items.count)].key)))
    case 8 + gestures: return .input(.tap(rng.nextBool() ? .ok : .cancel))
    default:
      return .input(.tap(.tab(UInt8(truncatingIfNeeded: rng.nextIndex(setup.tabRoots.count)))))
    }
  }

  // MARK: - Gestures

  /// A pan a person can make: a duration, a travel, and either a straight stroke or a release
  /// velocity its movement can give (else a straight stroke).
  mutating func pan(_ kind: GestureKind, _ physics: TouchPhysics) -> Touch.Motion {
    var duration: Int64
    switch rng.nextBounded(10) {
    case 0..<4: duration = 30_000 + Int64(rng.nextBounded(70_000))
    case 4..<8: duration = 100_000 + Int64(rng.nextBounded(150_000))
    default: duration = 250_000 + Int64(rng.nextBounded(350_000))
    }
    let hundredths: UInt64
    switch rng.nextBounded(10) {
    case 0..<3: hundredths = rng.nextBounded(30)
    case 3..<7: hundredths = 30 + rng.nextBounded(40)
    default: hundredths = 70 + rng.nextBounded(31)
    }
    let progress = Double(hundredths) / 100
    // No finger outruns maxSpeed: a long travel takes long enough.
    let travel = progress * physics.extent(kind)
    let fastest = Int64(
      (travel / Double(max(1, physics.profile.maxSpeed)) * 1_000_000).rounded(.up))
    duration = max(duration, fastest + fastest / 4 + physics.frame)
    var velocity: Double? = nil
    if rng.chance(0.4) {
      velocity = Double(Int64(rng.nextBounded(2_500)) - 500)
    }
    let motion = Touch.Motion.pan(kind, progress: progress, duration: duration, velocity: velocity)
    if velocity != nil, physics.violation(Touch(at: 0, finger: 1, motion)) != nil {
      return .pan(kind, progress: progress, duration: duration, velocity: nil)
    }
    return motion
  }
}
