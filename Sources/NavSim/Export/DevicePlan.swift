import NavSimCore
import NavSimScenario

/// A scenario's touches in device terms: each tap at its control's point with its hold, each
/// stroke as the path a finger draws (docs/MODEL.md §10.4: a straight piece, then the last frame
/// at the release velocity) from the layout's start point, at the scenario's times; then the
/// probes the model's oracles make at quiescence. The XCUITest and Appium generators write
/// this plan; the round-trip test reads the Appium actions back into touches and compares.
public struct DevicePlan: Sendable {
  /// One stroke: where the finger is at each knee of its path.
  public struct Stroke: Hashable, Sendable {
    /// Which recogniser it drives.
    public var kind: GestureKind
    /// The path: (µs after touch-down, point), from the touch-down to the touch-up.
    public var knots: [Knot]
    /// The progress the scenario asks for.
    public var progress: Double
    /// The progress the path reaches (less when the window ends first).
    public var reached: Double
    /// The release velocity, pt/s (the speed over the last frame).
    public var velocity: Double
    /// Whether the velocity was written (`nil` in the scenario: a straight stroke).
    public var curved: Bool
    /// From touch-down to touch-up, µs.
    public var duration: Int64 { knots.last?.time ?? 0 }
  }

  /// A point of a stroke's path.
  public struct Knot: Hashable, Sendable {
    /// µs after the touch-down.
    public var time: Int64
    /// Where the finger is.
    public var point: ExportPoint
  }

  /// What one step does.
  public enum Action: Hashable, Sendable {
    /// A tap on a control, held `hold` µs.
    case tap(control: String, point: ExportPoint, hold: Int64)
    /// A stroke.
    case stroke(Stroke)
    /// An input no device route can make from outside the app (an app action, a rotation in
    /// a gesture chain), with the scenario's words for it.
    case unsupported(String)
    /// A tap on a control the app does not have: it does nothing, on the device as in the
    /// model, so no route makes it.
    case nothing(String)
  }

  /// One touch of the scenario.
  public struct Step: Hashable, Sendable {
    /// The touch's index in the scenario's touches.
    public var index: Int
    /// The finger (0 for an app action or a rotation).
    public var finger: Int
    /// When the finger goes down, µs from the start of the run.
    public var time: Int64
    /// What it does.
    public var action: Action
    /// The scenario's line for it (`drag-sheet 0.6 over 200ms velocity 900`).
    public var text: String
    /// Whether the model has a sheet or a cover up when it lands: a tap there is aimed where
    /// the device's tree shows its control (``ObservedScreen/aim(_:x:y:)``).
    public var inPresentation: Bool = false
  }

  /// One probe of the oracles (docs/MODEL.md §8), as a finger makes it on the device.
  public struct ProbeStep: Hashable, Sendable {
    /// The probe's name in the model's reports (`back`, `link detail`, `swipe-back`).
    public var name: String
    /// What the finger does (its time is 0: probes run one after the other).
    public var action: Action
  }

  /// The app.
  public let app: ExportApp
  /// Its layout.
  public let layout: ExportLayout
  /// The scenario's touches.
  public let steps: [Step]
  /// The probes the model makes at the end of the run, in its menu order.
  public let probes: [ProbeStep]
  /// The model's findings for the run (informational ones left out).
  public let findings: [Finding]
  /// The scenario's path or name, for the generated files' comments.
  public let source: String

  /// The plan of `scenario`.
  /// - Parameter source: the file it came from, quoted in the generated files.
  /// - Throws: the scenario's diagnostics when its configuration names unknown values.
  public init(_ scenario: Scenario, source: String) throws(ScenarioDiagnostics) {
    let app = try ExportApp(scenario)
    let config = app.configuration
    self.app = app
    self.source = source
    let layout = ExportLayout(app)
    self.layout = layout
    let physics = TouchPhysics(config)
    let touches = scenario.touches(for: config)
    let landing = Self.landing(touches, app: app, configuration: config)
    steps = touches.enumerated().map { i, touch in
      Step(
        index: i, finger: touch.finger, time: touch.time,
        action: Self.action(
          touch.motion, app: config.app, layout: layout, physics: physics,
          inSheet: landing[i].sheetStack),
        text: Self.text(touch.motion, app: config.app),
        inPresentation: landing[i].presented)
    }
    let run = Simulator.run(config, inputs: physics.inputs(touches))
    findings = run.findings.filter { !$0.kind.isInformational }
    let endInSheet = Self.visibleStackIsASheets(run.model, app: app)
    probes = Probe.menu(for: run.model).map {
      ProbeStep(
        name: $0.name,
        action: Self.action(
          $0.motion, app: config.app, layout: layout, physics: physics, inSheet: endInSheet))
    }
  }

  /// The touches given to each finger, by finger (fingers from 1, in order).
  public var fingers: [Int] {
    Array(Set(steps.filter { $0.finger > 0 }.map(\.finger))).sorted()
  }

  /// Whether two touches are down at the same time (only the Appium route makes that).
  public var overlaps: Bool {
    var latest = Int64.min
    for step in steps.filter({ $0.finger > 0 }).sorted(by: { $0.time < $1.time }) {
      if step.time < latest { return true }
      latest = max(latest, step.time + step.duration)
    }
    return false
  }

  /// For each touch, whether the stack it lands on is a sheet's own stack (its bar is at the
  /// sheet's top), and whether a sheet or a cover is up: the model run up to the touch's time.
  static func landing(_ touches: [Touch], app: ExportApp, configuration: Configuration)
    -> [(sheetStack: Bool, presented: Bool)]
  {
    let inputs = TouchPhysics(configuration).inputs(touches)
    var model = NavigationModel(configuration)
    var next = 0
    var out = Array(repeating: (sheetStack: false, presented: false), count: touches.count)
    for i in touches.indices.sorted(by: { touches[$0].time < touches[$1].time }) {
      let t = touches[i].time
      while next < inputs.count && inputs[next].time.microseconds < t {
        model.advance(to: inputs[next].time)
        model.apply(inputs[next].input)
        next += 1
      }
      model.advance(to: VirtualTime(microseconds: max(t, model.now.microseconds)))
      out[i] = (visibleStackIsASheets(model, app: app), sheetOrCoverIsUp(model))
    }
    return out
  }

  /// Whether a sheet or a cover is on top in `model` (its content is placed in the
  /// presentation's own coordinate space on the device).
  static func sheetOrCoverIsUp(_ model: NavigationModel) -> Bool {
    model.observation.topPresentation?.hasContent ?? false
  }

  /// Whether `model`'s visible stack is the own stack of a sheet on top.
  static func visibleStackIsASheets(_ model: NavigationModel, app: ExportApp) -> Bool {
    guard model.state.visibleRef.level > 0, let top = model.state.levels.last,
      Int(top.presenter) < app.screens.count
    else { return false }
    let items = app.screens[Int(top.presenter)].presentations
    guard Int(top.item) < items.count else { return false }
    return items[Int(top.item)].kind == .sheet && items[Int(top.item)].ownStack
  }

  static func action(
    _ motion: Touch.Motion, app: App, layout: ExportLayout, physics: TouchPhysics,
    inSheet: Bool = false
  ) -> Action {
    switch motion {
    case .tap(let target, let hold):
      let id = ExportControl.identifier(target, in: app)
      guard let point = layout.point(id, inSheet: inSheet) else {
        return .nothing("tap \(id)")
      }
      return .tap(control: id, point: point, hold: hold)
    case .pan(let kind, let progress, let duration, let velocity):
      let path = physics.path(kind, progress: progress, duration: duration, velocity: velocity)
      let start = layout.strokeStart(kind)
      let (dx, dy) = layout.direction(kind)
      let room = layout.room(kind)
      func at(_ travel: Double) -> ExportPoint {
        let t = min(max(travel, 0), room)
        return ExportPoint(x: (start.x + dx * t).rounded(), y: (start.y + dy * t).rounded())
      }
      var knots = [Knot(time: 0, point: start)]
      if path.knee > 0 && path.knee < path.duration {
        knots.append(Knot(time: path.knee, point: at(path.kneeTravel)))
      }
      knots.append(Knot(time: path.duration, point: at(path.travel)))
      let extent = physics.extent(kind)
      return .stroke(
        Stroke(
          kind: kind, knots: knots, progress: progress,
          reached: min(path.travel, room) / extent, velocity: path.velocity,
          curved: velocity != nil))
    case .rotate: return .unsupported("rotate")
    case .app(let action): return .unsupported(Self.text(.app(action), app: app))
    }
  }

  static func text(_ motion: Touch.Motion, app: App) -> String {
    switch motion {
    case .tap(let target, _):
      switch target {
      case .link(let s): "tap link \(app.name(of: s))"
      case .present(let key):
        "tap \(key.kind.keyword)" + (key.content.map { " \(app.name(of: $0))" } ?? "")
      case .tab(let i): "tap tab \(app.name(of: app.tabRoot(Int(i))))"
      default: "tap \(ExportControl.identifier(target, in: app))"
      }
    case .pan(let kind, let progress, let duration, let velocity):
      "\(kind.keyword) \(progress.exportText) over \(NumberText.milliseconds(duration))"
        + (velocity.map { " velocity \($0.exportText)" } ?? "")
    case .rotate: "rotate"
    case .app(let action): "app " + action.words(in: app)
    }
  }
}

extension DevicePlan.Step {
  /// Whether a finger makes it on the device (a tap on a control the app has, or a stroke).
  public var isPerformed: Bool {
    switch action {
    case .tap, .stroke: true
    case .unsupported, .nothing: false
    }
  }

  /// How long the finger is down, µs (0 for an input without a finger).
  public var duration: Int64 {
    switch action {
    case .tap(_, _, let hold): hold
    case .stroke(let stroke): stroke.duration
    case .unsupported, .nothing: 0
    }
  }
}
