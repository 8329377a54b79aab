/// Something a person does with one finger (a tap, a pan), or an input that is not a touch (a
/// rotation, an app action) — the unit of docs/MODEL.md §10. ``TouchPhysics`` turns touches into the
/// model's inputs; ``TouchPhysics/violations(_:fingers:)`` says which ones no hand can do.
///
/// ```swift
/// let touches = [
///   Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
///   Touch(at: 800_000, finger: 1, .pan(.dragSheet, progress: 0.5, duration: 150_000, velocity: nil)),
/// ]
/// let inputs = TouchPhysics(configuration).inputs(touches)
/// ```
public struct Touch: Hashable, Sendable {
  /// What the finger does.
  public enum Motion: Hashable, Sendable {
    /// Down on a control, up `hold` µs later at the same point; the control acts at the up.
    case tap(TapTarget, hold: Int64)
    /// A pan that travels `progress` of the extent in `duration` µs and leaves the finger at
    /// `velocity` pt/s (`nil`: a straight stroke at constant speed).
    case pan(GestureKind, progress: Double, duration: Int64, velocity: Double?)
    /// Turning the device (no finger).
    case rotate
    /// The app changing state by itself (no finger).
    case app(AppAction)
  }

  /// When the finger goes down (or the input happens), µs.
  public var time: Int64
  /// The finger, from 1; 0 for a rotation or an app action.
  public var finger: Int
  /// What happens.
  public var motion: Motion

  /// Creates a touch.
  public init(at time: Int64, finger: Int, _ motion: Motion) {
    self.time = time
    self.finger = finger
    self.motion = motion
  }

  /// Whether a finger makes it.
  public var isTouch: Bool {
    switch motion {
    case .tap, .pan: true
    case .rotate, .app: false
    }
  }

  /// Whether it is an app action.
  public var isApp: Bool {
    if case .app = motion { return true }
    return false
  }

  /// Whether some touches of `touches` are down at the same time (the multi-finger class,
  /// docs/MODEL.md §10.1).
  public static func overlap(_ touches: [Touch]) -> Bool {
    let fingers = touches.filter(\.isTouch).sorted { ($0.time, $0.finger) < ($1.time, $1.finger) }
    var latestEnd = Int64.min
    for touch in fingers {
      if touch.time < latestEnd { return true }
      latestEnd = max(latestEnd, touch.end)
    }
    return false
  }

  /// When the finger lifts (the touch's time for a rotation or an app action), µs.
  public var end: Int64 {
    switch motion {
    case .tap(_, let hold): time &+ hold
    case .pan(_, _, let duration, _): time &+ duration
    case .rotate, .app: time
    }
  }
}

/// A request that no finger can make (docs/MODEL.md §10.4–§5), with the touch it is about.
public struct TouchViolation: Error, CustomStringConvertible, Hashable, Sendable {
  /// The index of the touch in the list checked.
  public var index: Int
  /// Why no finger can do it.
  public var reason: String

  /// The text a user reads.
  public var description: String { reason }
}

/// The touch limits and delivery of docs/MODEL.md §10.1–§4 for one configuration: when touch changes
/// reach the app (at display frames, fingers in order), where a pan begins (after `slop`),
/// what its release velocity is (from the movement), and what no finger can do.
public struct TouchPhysics: Sendable {
  let frames: FrameClock
  let width: Double
  let height: Double
  package let profile: Profile
  /// Where every touchable is (docs/MODEL.md §10.7), computed once per configuration.
  public let geometry: TouchGeometry
  /// Whether the device starts in landscape.
  let startsLandscape: Bool
  /// The app inputs only a person's deep link makes (``App/deepLinks``), timed as a hand can.
  package let deepLinks: [AppAction]

  /// The physics of `configuration` (its profile's values and screen).
  public init(_ configuration: Configuration) {
    frames = FrameClock(fps: configuration.profile.fps)
    let size = configuration.screenSize
    width = size.width
    height = size.height
    profile = configuration.profile
    geometry = TouchGeometry(configuration)
    startsLandscape = configuration.orientation == .landscape
    deepLinks = configuration.app.deepLinks
  }

  /// The extent a pan's progress is measured on: the screen's width for a swipe, its height
  /// for a sheet drag.
  public func extent(_ kind: GestureKind) -> Double { kind.isHorizontal ? width : height }

  /// The duration of one frame, µs.
  package var frame: Int64 { frames.frameDuration }

  /// When a touch change made at `t` reaches the app: the first frame boundary at or after it.
  public func delivery(_ t: Int64) -> Int64 { frames.boundary(atOrAfter: t) }

  // MARK: - Paths

  /// A pan's path: points travelled at µs `tau` after touch-down. Two straight pieces: to
  /// `x1` at `d - w`, then at the release speed for the last `w` (one frame), so that the
  /// speed over the last frame is the release velocity (docs/MODEL.md §10.4).
  package struct Path {
    /// The whole travel, points.
    package var travel: Double
    /// From touch-down to touch-up, µs.
    package var duration: Int64
    /// The end of the first piece (µs) and the travel there.
    package var knee: Int64
    package var kneeTravel: Double
    /// The release velocity, pt/s.
    package var velocity: Double

    /// The travel `tau` µs after touch-down.
    package func position(_ tau: Int64) -> Double {
      if tau <= 0 { return 0 }
      if tau >= duration { return travel }
      if tau <= knee {
        return knee == 0 ? kneeTravel : kneeTravel * Double(tau) / Double(knee)
      }
      let span = duration - knee
      return kneeTravel + (travel - kneeTravel) * Double(tau - knee) / Double(span)
    }

    /// The first µs at which the finger has travelled `distance`, if it ever does.
    func first(reaching distance: Double) -> Int64? {
      if distance <= 0 { return 0 }
      if kneeTravel >= distance {
        guard knee > 0 else { return 0 }
        return Int64((Double(knee) * distance / kneeTravel).rounded(.up))
      }
      guard travel >= distance, travel > kneeTravel else { return nil }
      let f = (distance - kneeTravel) / (travel - kneeTravel)
      return min(duration, knee + Int64((Double(duration - knee) * f).rounded(.up)))
    }
  }

  package func path(
    _ kind: GestureKind, progress: Double, duration: Int64, velocity: Double?
  ) -> Path {
    let travel = progress * extent(kind)
    let d = max(0, duration)
    guard let v = velocity, d > 0 else {
      let mean = d > 0 ? travel / (Double(d) / 1_000_000) : 0
      return Path(travel: travel, duration: d, knee: d, kneeTravel: travel, velocity: mean)
    }
    let w = min(frame, d)
    let kneeTravel = travel - v * Double(w) / 1_000_000
    return Path(travel: travel, duration: d, knee: d - w, kneeTravel: kneeTravel, velocity: v)
  }

  // MARK: - Delivery

  /// One delivered change: when, in which order among same-instant changes, what.
  package struct Step {
    package var time: Int64
    package var order: Int
    package var sequence: Int
    package var input: Input
  }

  /// The model inputs of `touches`: touch changes delivered at frame boundaries, same-frame
  /// changes of different fingers in finger order (reversed under `touchOrder=1`), app actions
  /// and rotations at their own time, before the fingers' changes of the same instant.
  public func inputs(_ touches: [Touch]) -> [TimedInput] {
    var steps: [Step] = []
    steps.reserveCapacity(touches.count * 4)
    for (i, touch) in touches.enumerated() { append(touch, index: i, to: &steps) }
    steps.sort { ($0.time, $0.order, $0.sequence) < ($1.time, $1.order, $1.sequence) }
    return steps.map { TimedInput(VirtualTime(microseconds: $0.time), $0.input) }
  }

  /// The model inputs of one touch, in delivery order.
  public func inputs(_ touch: Touch) -> [TimedInput] { inputs([touch]) }

  package func append(_ touch: Touch, index: Int, to steps: inout [Step]) {
    var cursor = self.steps(of: touch, index: index)
    while !cursor.isDone {
      steps.append(
        Step(
          time: cursor.time, order: cursor.order, sequence: cursor.sequence, input: cursor.input))
      cursor.advance()
    }
  }

  /// Delivers one touch to `model` from its time on, step by step (advancing the model to
  /// each step), without waiting for the model to settle afterwards.
  /// - Returns: the touch-down's disposition if it was not accepted, else the action's (a
  ///   tap's touch-up, a pan's begin).
  package func perform(_ touch: Touch, on model: inout NavigationModel) -> Disposition {
    var result: Disposition = .nothingThere
    var first = true
    forEachStep(touch) { t, input in
      model.advance(to: VirtualTime(microseconds: t))
      let d = model.apply(input)
      switch input {
      case .press:
        result = d
        first = d == .acted
      case .tap, .rotate, .app:
        if first { result = d }
        first = false
      default:
        switch input.gestureStep?.phase {
        case .down?:
          result = d
          first = d == .acted
        case .begin?:
          if first { result = d }
          first = false
        default: break
        }
      }
    }
    return result
  }

  /// Calls `body` with each model input of `touch` and its delivery time, in delivery order
  /// (``StepCursor``).
  package func forEachStep(_ touch: Touch, _ body: (Int64, Input) -> Void) {
    var cursor = steps(of: touch, index: 0)
    while !cursor.isDone {
      body(cursor.time, cursor.input)
      cursor.advance()
    }
  }

  // MARK: - The performability check

  /// Whether `touches` need more than one finger: given all to finger 1 they are not
  /// performable (they overlap, or follow each other faster than `refractory`). The input
  /// classes of docs/MODEL.md §10.1.
  public func needsSeveralFingers(_ touches: [Touch]) -> Bool {
    guard touches.contains(where: { $0.isTouch && $0.finger != 1 }) else { return false }
    var one = touches
    for i in one.indices where one[i].isTouch { one[i].finger = 1 }
    return !violations(one, fingers: 1).isEmpty
  }

  /// The finger limit a run of `touches` holds itself to, for the performability check of
  /// its variants (a moved touch, a shrunk run): its highest finger, at least 1. Fingers are
  /// numbered from 1, and the check refuses a finger numbered above the limit, so a run that
  /// uses fingers 1 and 3 holds three, not two (the number of fingers it uses).
  package static func fingerLimit(_ touches: [Touch]) -> Int {
    var highest = 1
    for touch in touches where touch.isTouch { highest = max(highest, touch.finger) }
    return highest
  }

  /// What no finger can do in `touches` (docs/MODEL.md §10.5: one check for the parser, the fuzzer,
  /// the shrinker and the probes): a tap held too short or too long; a pan shorter than a
  /// frame, faster than `maxSpeed`, or with a release velocity its movement cannot give; a
  /// finger that goes down again before it lifted plus `refractory`; more fingers than
  /// `fingers` (`nil`: any).
  /// - Returns: the violations, by touch index; empty when a person can do it all.
  public func violations(_ touches: [Touch], fingers: Int? = nil) -> [TouchViolation] {
    var out: [TouchViolation] = []
    forEachViolation(touches, fingers: fingers) { out.append($0) }
    return out.sorted { $0.index < $1.index }
  }

  /// Calls `body` with each violation of ``violations(_:fingers:)`` as it is found (in time
  /// order, not index order), keeping none: a file of millions of bad touches costs no list
  /// of their reasons.
  package func forEachViolation(
    _ touches: [Touch], fingers: Int? = nil, _ body: (TouchViolation) -> Void
  ) {
    var last: [Int: (end: Int64, what: String, time: Int64, point: TouchPoint)] = [:]
    var lastLink: Int64? = nil
    forEachInHandOrder(touches) { i, landscape in
      let touch = touches[i]
      if case .app(let action) = touch.motion, isDeepLink(action) {
        let finger = fingers == 1 ? last[1] : nil
        if let reason = deepLinkViolation(
          at: touch.time, after: lastLink, finger: finger, landscape: landscape)
        {
          body(TouchViolation(index: i, reason: reason))
        }
        lastLink = touch.time
        // One finger: the link's tap is the finger's, on the banner; its next touch travels
        // from there.
        if fingers == 1 {
          last[1] = (touch.time, "a deep link", touch.time, banner(landscape: landscape).center)
        }
        return
      }
      guard touch.isTouch else { return }
      if let reason = violation(touch) {
        body(TouchViolation(index: i, reason: reason))
      }
      if touch.finger < 1 {
        body(TouchViolation(index: i, reason: "a touch needs a finger (1 or more)"))
        return
      }
      if let fingers, touch.finger > fingers {
        body(
          TouchViolation(
            index: i,
            reason: "finger \(touch.finger) is not allowed: at most \(fingers) "
              + (fingers == 1 ? "finger" : "fingers")))
      }
      let previous = last[touch.finger]
      let move = move(from: previous?.point, to: touch, landscape: landscape)
      if let previous, let move {
        if touch.time < previous.end {
          body(
            TouchViolation(
              index: i,
              reason: "finger \(touch.finger) is still down: \(previous.what) began @"
                + NumberText.milliseconds(previous.time) + " and lifts @"
                + NumberText.milliseconds(previous.end)))
        } else if touch.time < previous.end &+ move.needed {
          body(
            TouchViolation(
              index: i,
              reason: move.fitts > profile.refractory
                ? travelReason(touch, after: previous.what, previous.end, move)
                : "finger \(touch.finger) lifted @\(NumberText.milliseconds(previous.end)): "
                  + "a finger needs \(NumberText.milliseconds(profile.refractory)) (refractory) "
                  + "before it goes down again"))
        }
      }
      let end = move?.end ?? TouchPoint(x: 0, y: 0)
      last[touch.finger] = (touch.end, label(touch), touch.time, end)
    }
  }

  /// "finger 1 needs 475 ms to travel from back to show-sheet (…)".
  func travelReason(
    _ touch: Touch, after what: String, _ lifted: Int64, _ move: Move
  ) -> String {
    "finger \(touch.finger) needs \(NumberText.milliseconds(move.needed)) to travel from \(what) "
      + "to \(label(touch)) (\(NumberText.decimal(move.distance, places: 0)) pt to a "
      + "\(NumberText.decimal(move.width, places: 0)) pt target, Fitts's law: "
      + "\(NumberText.milliseconds(profile.fittsIntercept)) + "
      + "\(NumberText.milliseconds(profile.fittsSlope)) × "
      + "\(NumberText.decimal(move.bits, places: 2)) bits); it lifted @"
      + "\(NumberText.milliseconds(lifted)) and goes down "
      + "\(NumberText.milliseconds(touch.time &- lifted)) later"
  }

  /// Why one touch, alone, cannot be made (`nil`: it can).
  public func violation(_ touch: Touch) -> String? {
    switch touch.motion {
    case .rotate, .app: return nil
    case .tap(_, let hold):
      if hold < profile.minHold {
        return "a tap held \(NumberText.milliseconds(hold)) is shorter than a finger's "
          + "\(NumberText.milliseconds(profile.minHold)) (minHold)"
      }
      if hold > profile.maxHold {
        return "a touch held \(NumberText.milliseconds(hold)) is not a tap: at most "
          + "\(NumberText.milliseconds(profile.maxHold)) (maxHold)"
      }
      return nil
    case .pan(let kind, let progress, let duration, let velocity):
      // Named only in a message: a touch that can be made builds no text.
      var name: String { Self.name(touch.motion) }
      guard duration >= frame else {
        return "\(name) over \(NumberText.milliseconds(duration)) is shorter than one frame "
          + "(\(NumberText.milliseconds(frame))): a finger needs at least a frame between "
          + "touch-down and touch-up"
      }
      guard (0...1).contains(progress) else { return "\(name) progress must be in 0…1" }
      let maxSpeed = Double(profile.maxSpeed)
      let p = path(kind, progress: progress, duration: duration, velocity: velocity)
      if abs(p.velocity) > maxSpeed {
        return "\(name) velocity \(NumberText.decimal(p.velocity, places: 0)) is faster than "
          + "a finger moves (maxSpeed \(profile.maxSpeed) pt/s)"
      }
      if p.travel == 0 && velocity.map({ $0 != 0 }) == true {
        return "\(name) velocity \(NumberText.decimal(p.velocity, places: 0)) with no movement: "
          + "the release velocity comes from the finger's movement"
      }
      if p.kneeTravel < -0.001 {
        return "\(name) cannot end at velocity \(NumberText.decimal(p.velocity, places: 0)): "
          + "its last frame alone would travel more than \(NumberText.decimal(progress, places: 3))"
          + " of the extent"
      }
      if p.kneeTravel > extent(kind) + 0.001 {
        return "\(name) cannot end at velocity \(NumberText.decimal(p.velocity, places: 0)): "
          + "the finger would have to leave the screen first"
      }
      if p.knee > 0 && abs(p.kneeTravel) / (Double(p.knee) / 1_000_000) > maxSpeed + 0.001 {
        return "\(name) travels faster than a finger moves (maxSpeed \(profile.maxSpeed) pt/s): "
          + "take longer than \(NumberText.milliseconds(duration))"
      }
      return nil
    }
  }

  static func name(_ motion: Touch.Motion) -> String {
    switch motion {
    case .tap: "tap"
    case .pan(let kind, _, _, _): kind.keyword
    case .rotate: "rotate"
    case .app: "app"
    }
  }
}
