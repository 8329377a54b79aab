/// An input a user might try on a quiescent screen, and the oracles' way of trying it: a touch
/// a person can make (docs/MODEL.md §10.5), delivered with the same physics as every other touch.
package struct Probe: Hashable, Sendable, CustomStringConvertible {
  /// The probe's name in reports (`back`, `link detail`, `swipe-back`).
  package var name: String
  /// What the finger does (a tap held the profile's `hold`, or a canonical stroke), or a
  /// rotation.
  package var motion: Touch.Motion

  /// The text a user reads.
  package var description: String { name }

  /// The canonical swipe-back stroke (MODEL.md §8): the whole width in 200 ms, leaving at
  /// 1000 pt/s.
  static let swipeStroke = Touch.Motion.pan(
    .swipeBack, progress: 1, duration: 200_000, velocity: 1000)
  /// The canonical pull-down: the whole height in 300 ms, leaving at 1000 pt/s (in 200 ms the
  /// finger would outrun `maxSpeed` on an iPhone's 844 pt).
  static let pullStroke = Touch.Motion.pan(
    .dragSheet, progress: 1, duration: 300_000, velocity: 1000)
  /// The canonical content swipe (MODEL.md §11): as the swipe-back, from inside the content.
  static let contentStroke = Touch.Motion.pan(
    .contentSwipe, progress: 1, duration: 200_000, velocity: 1000)
  /// The canonical zoom dismiss (MODEL.md §11): a downward swipe over the height, as the
  /// pull-down.
  static let zoomStroke = Touch.Motion.pan(
    .zoomDismiss, progress: 1, duration: 300_000, velocity: 1000)

  /// The canonical stroke of `kind` (a probe's, and what the shrinker writes).
  package static func stroke(_ kind: GestureKind) -> Touch.Motion {
    switch kind {
    case .swipeBack: swipeStroke
    case .dragSheet: pullStroke
    case .contentSwipe: contentStroke
    case .zoomDismiss: zoomStroke
    }
  }

  /// The probes the app offers in `model`'s situation (MODEL.md §8): every touchable the app
  /// has there (``NavigationModel/touchables``), visible or not.
  package static func menu(for model: NavigationModel) -> [Probe] {
    motions(for: model).map { Probe(name: $0.touchable.name(model), motion: $0.motion) }
  }

  /// ``menu(for:)`` without the names, which only a report needs (the oracles' hot path).
  static func motions(for model: NavigationModel) -> [(touchable: Touchable, motion: Touch.Motion)]
  {
    var touchables: [Touchable] = []
    touchables.reserveCapacity(8)
    model.appendTouchables(to: &touchables)
    return touchables.map { touchable in
      switch touchable.kind {
      case .tap(let target): (touchable, .tap(target, hold: model.setup.profile.hold))
      case .gesture(let kind): (touchable, stroke(kind))
      }
    }
  }

  /// The probes of the stack the user sees (the dead-stack oracle, MODEL.md §8): the visible
  /// controls of its screen — links, presentation buttons, the back buttons and the pans of a
  /// pushed screen — without the tab bar and the presentation's own controls.
  package static func stackMenu(for model: NavigationModel) -> [Probe] {
    stackMotions(for: model).map { Probe(name: $0.touchable.name(model), motion: $0.motion) }
  }

  /// ``stackMenu(for:)`` without the names.
  static func stackMotions(for model: NavigationModel) -> [(
    touchable: Touchable, motion: Touch.Motion
  )] {
    let edge = model.edgeStack
    let s = model.state[edge]
    guard s.stack.count > 0, !model.coveredAbove(edge) else { return [] }
    var touchables: [Touchable] = []
    touchables.reserveCapacity(8)
    model.appendTouchables(to: &touchables)
    let pushed = s.stack.count > 1
    return touchables.compactMap { touchable in
      guard touchable.visible else { return nil }
      switch touchable.kind {
      case .tap(.link), .tap(.showSheet), .tap(.present), .tap(.back), .tap(.customBack):
        guard case .tap(let target) = touchable.kind else { return nil }
        return (touchable, .tap(target, hold: model.setup.profile.hold))
      case .gesture(let kind) where kind != .dragSheet && pushed:
        return (touchable, stroke(kind))
      default:
        return nil
      }
    }
  }

  /// The rotation probe (on iPad, for "recoverable by rotation").
  static let rotation = Probe(name: "rotate", motion: .rotate)

  /// How long after its last input a probe may take to settle before it counts as hung.
  static let settleLimit: Int64 = 10_000_000

  /// Runs the probe on a copy of `model` to quiescence.
  /// - Returns: the model after the probe and what happened to the probe's touch.
  package func run(on model: NavigationModel) -> (model: NavigationModel, disposition: Disposition)
  {
    Self.run(motion, on: model)
  }

  /// Runs `motion`, as a probe, on a copy of `model` to quiescence.
  static func run(_ motion: Touch.Motion, on model: NavigationModel) -> (
    model: NavigationModel, disposition: Disposition
  ) {
    var copy = model
    copy.trace = nil
    let disposition = model.setup.physics.perform(
      Touch(at: copy.state.now, finger: 1, motion), on: &copy)
    _ = copy.runUntilQuiescent(limit: copy.now + VirtualDuration(microseconds: Self.settleLimit))
    return (copy, disposition)
  }

  /// Delivers the probe's touch from `model`'s now, without waiting for the model to settle.
  /// - Returns: what happened to it (the touch-down's fate if it was not accepted, else the
  ///   action's).
  @discardableResult
  package func deliver(to model: inout NavigationModel) -> Disposition {
    model.setup.physics.perform(Touch(at: model.state.now, finger: 1, motion), on: &model)
  }
}
