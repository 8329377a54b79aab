import NavSimCore

/// Deep links as a hand makes them (docs/MODEL.md §10.1): the generator draws an app input that
/// only a deep link makes (``TouchPhysics/isDeepLink(_:)``) no sooner than `linkGap` after the
/// last one and, with one finger, than that finger can travel to the banner and tap it; the
/// finger's next touch then travels from the banner: what
/// ``TouchPhysics/violations(_:fingers:)`` asks of one finger.
extension InputGenerator {
  /// Moves a deep link drawn at `t` to when a hand can tap it (``linkTime``), delivering what
  /// the model does until then, and records the tap in `hand` (``afterLink``). With one finger
  /// it is that finger's tap; with more, another hand's (the check's reading: only the gap
  /// between links).
  /// - Returns: `false` when it would come past ``latestStart`` (the run ends there).
  mutating func timeLink(
    at t: inout Int64, on model: inout NavigationModel, hand: inout ForkPoint, oneFinger: Bool,
    throttle: Int64
  ) -> Bool {
    let physics = model.setup.physics
    let ready = Self.linkTime(t, hand, oneFinger: oneFinger, physics: physics, throttle: throttle)
    if t < ready {
      t = ready
      guard t <= Self.latestStart else { return false }
      pending.deliver(before: t, to: &model)
      model.advance(to: VirtualTime(microseconds: t))
    }
    if oneFinger {
      Self.afterLink(at: t, &hand, physics: physics, throttle: throttle)
    } else {
      hand.lastLink = t
    }
    return true
  }

  /// The earliest a deep link drawn at `t` can come: `linkGap` after the hand's last and, with
  /// one finger (`oneFinger`), once finger 1 is free and has travelled from where it lifted to
  /// the banner (plus `throttle`).
  @inline(__always)
  static func linkTime(
    _ t: Int64, _ hand: ForkPoint, oneFinger: Bool, physics: TouchPhysics, throttle: Int64
  ) -> Int64 {
    var ready = t
    if let last = hand.lastLink { ready = max(ready, last &+ physics.profile.linkGap) }
    guard oneFinger else { return ready }
    ready = max(ready, get(hand.free, 1))
    if let from = hand.lifted[1] {
      let move = physics.linkMove(from: from.point, landscape: hand.landscape)
      ready = max(ready, from.time &+ move.needed &+ throttle)
    }
    return ready
  }

  /// The hand after finger 1 tapped a deep link's banner at `t`: it goes down again
  /// `refractory` later at the soonest (plus `throttle`), moving from the banner.
  @inline(__always)
  static func afterLink(
    at t: Int64, _ hand: inout ForkPoint, physics: TouchPhysics, throttle: Int64
  ) {
    hand.lastLink = t
    set(&hand.free, 1, max(get(hand.free, 1), t &+ physics.profile.refractory &+ throttle))
    hand.lifted[1] = (t, physics.banner(landscape: hand.landscape).center)
  }
}
