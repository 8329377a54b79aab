import NavSimCore
import NavSimScenario

extension InputGenerator {
  /// Delivers `prefix` (the first touches of a finding) on `model` as this run's first touches,
  /// each moved later where the model's hand could not make it as written (a slower hand under
  /// an assumption's alternative, docs/MODEL.md §10.1; the touches after it keep their gaps),
  /// and returns where the run resumes: a verdict search's fork (docs/MODEL.md §13).
  ///
  /// Every step of the prefix is delivered before the run goes on, so the run's touches
  /// replayed from the start reach the same state (a fork's first new touch comes strictly
  /// after the last delivered step, as a corpus fork's does).
  /// - Returns: `nil` when `prefix` is empty (a fresh run).
  mutating func place(
    _ prefix: ArraySlice<Touch>, on model: inout NavigationModel, into touches: inout [Touch]
  ) -> ForkPoint? {
    guard !prefix.isEmpty else { return nil }
    let physics = model.setup.physics
    let profile = model.setup.profile
    let throttle = options.throttle.microseconds
    var hand = ForkPoint(
      free: (0, 0, 0, 0), needsApp: false, lifted: FingerPoints(),
      landscape: model.state.window.landscape)
    var steps = StepQueue()
    var shift: Int64 = 0
    // A deep link is finger 1's tap with one finger, another hand's with more (as in
    // ``generate(_:into:resuming:)``).
    let oneFinger = options.fingers <= 1
    for var touch in prefix where touches.count < Self.maxTouches {
      var t = max(touch.time &+ shift, model.state.now)
      var move: TouchPhysics.Move? = nil
      if touch.isTouch {
        let finger = max(1, min(touch.finger, Self.maxFingers))
        t = max(t, Self.get(hand.free, finger))
        move = physics.move(from: hand.lifted[finger]?.point, to: touch, landscape: hand.landscape)
        if let from = hand.lifted[finger], let move {
          t = max(t, from.time &+ move.needed &+ throttle)
        }
      } else if case .app(let action) = touch.motion, physics.isDeepLink(action) {
        t = Self.linkTime(t, hand, oneFinger: oneFinger, physics: physics, throttle: throttle)
      }
      guard t <= Self.latestStart else { break }
      shift = t &- touch.time
      touch.time = t
      steps.deliver(before: t, to: &model)
      model.advance(to: VirtualTime(microseconds: t))
      if touch.isTouch {
        let finger = max(1, min(touch.finger, Self.maxFingers))
        hand.lifted[finger] = (touch.end, move?.end ?? TouchPoint(x: 0, y: 0))
        Self.set(&hand.free, finger, touch.end &+ profile.refractory &+ throttle)
      } else if case .rotate = touch.motion {
        hand.landscape.toggle()
      } else if case .app(let action) = touch.motion {
        hand.needsApp = true
        if physics.isDeepLink(action) {
          if oneFinger {
            Self.afterLink(at: t, &hand, physics: physics, throttle: throttle)
          } else {
            hand.lastLink = t
          }
        }
      }
      steps.schedule(touch, index: touches.count, physics)
      touches.append(touch)
    }
    steps.deliver(before: Int64.max, to: &model)
    return hand
  }
}
