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

  /// The canonical stroke of `kind` (a probe's, and what the shrinker writes; MODEL.md §8,
  /// §11): the whole distance in the gesture's ``GestureDescriptor/probeDuration`` (200 ms
  /// across, 300 ms down, where 200 ms would outrun `maxSpeed` on an iPhone's 844 pt), leaving
  /// at 1000 pt/s.
  package static func stroke(_ kind: GestureKind) -> Touch.Motion {
    .pan(kind, progress: 1, duration: kind.descriptor.probeDuration, velocity: 1000)
  }

  /// The probes the app offers in `model`'s situation (MODEL.md §8): every touchable the app
  /// has there (``NavigationModel/touchables``), visible or not.
  package static func menu(for model: NavigationModel) -> [Probe] {
    motions(for: model).map { Probe(name: $0.touchable.name(model), motion: $0.motion) }
  }

  /// ``menu(for:)`` without the names, which only a report needs.
  static func motions(for model: NavigationModel) -> [(touchable: Touchable, motion: Touch.Motion)]
  {
    var model = model
    var touchables: [Touchable] = []
    collect(&model, into: &touchables)
    let hold = model.setup.profile.hold
    return touchables.map { ($0, motion($0, hold: hold)) }
  }

  /// What a probe of `touchable` does: a tap held `hold`, or the canonical stroke.
  @inline(__always)
  static func motion(_ touchable: Touchable, hold: Int64) -> Touch.Motion {
    switch touchable.kind {
    case .tap(let target): .tap(target, hold: hold)
    case .gesture(let kind): stroke(kind)
    }
  }

  /// Makes `list` the touchables ``motions(for:)`` probes in `model`, in its buffer (the
  /// oracles' hot path; `inout` only to read the model in place).
  static func collect(_ model: inout NavigationModel, into list: inout [Touchable]) {
    list.removeAll(keepingCapacity: true)
    NavigationModel.appendTouchables(of: &model, to: &list)
  }

  /// Makes `list` the probes of the stack the user sees in `model` (the dead-stack oracle,
  /// MODEL.md §8), in its buffer: the visible controls of its screen — links, presentation
  /// buttons, the back buttons and the pans of a pushed screen — without the tab bar and the
  /// presentation's own controls. A link on a presentation without a stack of its own is no
  /// control: SwiftUI shows it disabled, as nothing there is to push on.
  static func collectStack(_ model: inout NavigationModel, into list: inout [Touchable]) {
    list.removeAll(keepingCapacity: true)
    let edge = model.edgeStack
    let (count, navigable) = model.state.readStack(edge) { ($0.stack.count, $0.navigable) }
    guard count > 0, !model.coveredAbove(edge) else { return }
    NavigationModel.appendTouchables(of: &model, to: &list)
    let pushed = count > 1
    // Behind a shown presentation that leaves this stack live (a medium undimmed sheet, above
    // every tab), a presentation button cannot work: UIKit presents one at a time and refuses
    // the present until the shown one is dismissed (MODEL.md §8). It is no control of a dead
    // stack.
    var behindShown = false
    var k = edge.level + 1
    while k <= model.state.levels.count, !behindShown {
      behindShown = model.state.levelPhase(k).isShown
      k += 1
    }
    var kept = 0
    for i in list.indices {
      let touchable = list[i]
      guard touchable.visible else { continue }
      switch touchable.kind {
      case .tap(.link) where !navigable: continue
      case .tap(.showSheet) where behindShown, .tap(.present) where behindShown: continue
      case .tap(.link), .tap(.showSheet), .tap(.present), .tap(.back), .tap(.customBack): break
      case .gesture(let kind) where kind.traits.pops && pushed: break
      case .gesture, .tap(.closeSheet), .tap(.sidebarToggle), .tap(.ok), .tap(.cancel), .tap(.tab):
        continue
      }
      list[kept] = touchable
      kept += 1
    }
    list.removeLast(list.count - kept)
  }

  /// The rotation probe (on iPad, for "recoverable by rotation").
  static let rotation = Probe(name: "rotate", motion: .rotate)

  /// How long after its last input a probe may take to settle before it counts as hung.
  static let settleLimit: Int64 = 10_000_000

  /// Moves a quiescent `model`'s clock to the next mark of its frame clock's period, where a
  /// probe's finger lands (docs/MODEL.md §8): nothing happens while a quiescent model waits, and
  /// from a mark every probe meets the frame boundaries alike whenever the model settled, so a
  /// verdict depends on the state alone. A model with events pending is left as it is.
  @inline(__always)
  static func awaitMark(_ model: inout NavigationModel) {
    guard model.state.queue.isEmpty else { return }
    model.state.now = model.setup.frames.periodMark(atOrAfter: model.state.now)
  }

  /// Runs the probe on a copy of `model` to quiescence.
  /// - Returns: the model after the probe and what happened to the probe's touch.
  package func run(on model: NavigationModel) -> (model: NavigationModel, disposition: Disposition)
  {
    Self.run(motion, on: model)
  }

  /// Runs `motion`, as a probe, on a copy of `model` to quiescence.
  /// - Returns: the model after the probe and what happened to the probe's touch.
  static func run(_ motion: Touch.Motion, on model: NavigationModel) -> (
    model: NavigationModel, disposition: Disposition
  ) {
    var model = model
    var copy = model
    let disposition = run(motion, on: &model, in: &copy)
    return (copy, disposition)
  }

  /// Runs `motion`, as a probe, on `after` made a copy of `model` (assigned, in its own
  /// buffers: ``ProbeBuffers``), to quiescence. `model` is only read.
  /// - Returns: what happened to the probe's touch.
  @discardableResult
  static func run(
    _ motion: Touch.Motion, on model: inout NavigationModel, in after: inout NavigationModel
  ) -> Disposition {
    after.assign(from: &model)
    after.trace = nil
    awaitMark(&after)
    // Through a reference of its own: the physics is then read in place, not copied (with its
    // profile) for every probe.
    let setup = after.setup
    let disposition = setup.physics.perform(
      Touch(at: after.state.now, finger: 1, motion), on: &after)
    _ = after.runUntilQuiescent(limit: after.now + VirtualDuration(microseconds: Self.settleLimit))
    return disposition
  }

  /// Delivers the probe's touch from `model`'s now, without waiting for the model to settle.
  /// - Returns: what happened to it (the touch-down's fate if it was not accepted, else the
  ///   action's).
  @discardableResult
  package func deliver(to model: inout NavigationModel) -> Disposition {
    model.setup.physics.perform(Touch(at: model.state.now, finger: 1, motion), on: &model)
  }
}
