import NavSimCore
import NavSimScenario

/// One entry of the explorer's input menu: a tap, a whole gesture, a rotation or an app action.
///
/// A gesture is made as a whole: it begins at a frame boundary, moves once per frame and is
/// released `duration` later (``TimedInput/stroke(_:progress:over:velocity:start:frames:extent:)``),
/// so a race that needs the gesture to *begin* inside a window is within reach.
public enum ExplorationAction: Hashable, Sendable {
  /// A tap.
  case tap(TapTarget)
  /// A whole edge swipe or pull-down, completed or cancelled.
  case gesture(GestureKind, complete: Bool)
  /// Turning the device (iPad only: on iPhone it relays out nothing).
  case rotate
  /// The app changing state by itself.
  case app(AppAction)
  /// Two fingers (`explore --fingers 2`): the first action with finger 1 and the second with
  /// finger 2, going down `afterFrames` frames later, before one finger could have made it (while
  /// the first is down, or within `refractory` of its lift). One step.
  indirect case together(ExplorationAction, ExplorationAction, afterFrames: Int)

  /// The latest offset, in frames, of a two-finger step's second touch (also bounded by the
  /// first touch's end plus `refractory`).
  static let maxOffsetFrames = 12

  /// Whether the action comes from the app rather than the user.
  public var isAppAction: Bool {
    if case .app = self { return true }
    return false
  }

  /// What the action's fingers touch (empty for a rotation or an app action).
  var touched: [Touchable.Kind] {
    switch self {
    case .tap(let target): [.tap(target)]
    case .gesture(let kind, _): [.gesture(kind)]
    case .rotate, .app: []
    case .together(let a, let b, _): a.touched + b.touched
    }
  }

  /// The menu for `configuration`, in the order that breaks ties between equally short
  /// counterexamples: taps, gestures, rotation, then app actions.
  static func menu(
    for configuration: Configuration, appEvents: Bool, appActions: [AppAction]? = nil,
    fingers: Int = 1
  ) -> [ExplorationAction] {
    let single = singleMenu(for: configuration, appEvents: appEvents, appActions: appActions)
    guard fingers >= 2 else { return single }
    // Every ordered pair of touches whose second goes down before one finger could have made
    // it: while the first is down, or after its lift but within `refractory` (a tap's lift
    // and a second finger's touch-down a frame later race the push the tap started).
    let touches = single.filter {
      switch $0 {
      case .tap, .gesture: true
      default: false
      }
    }
    let profile = configuration.profile
    let frames = FrameClock(fps: profile.fps)
    var pairs: [ExplorationAction] = []
    for a in touches {
      let lasts = a.touches(at: 0, bounds: ExplorationBounds(), profile: profile)[0].end
      for b in touches {
        for k in 0...maxOffsetFrames where frames.boundary(Int64(k)) < lasts + profile.refractory {
          pairs.append(.together(a, b, afterFrames: k))
        }
      }
    }
    return single + pairs
  }

  /// The one-finger menu; its app actions only those of `appActions` when it is given.
  static func singleMenu(
    for configuration: Configuration, appEvents: Bool, appActions: [AppAction]? = nil
  ) -> [ExplorationAction] {
    let setup = Setup(configuration)
    let screens = configuration.app.screens
    var menu: [ExplorationAction] = []
    if setup.systemBackButton { menu.append(.tap(.back)) }
    if setup.customBackZone != nil { menu.append(.tap(.customBack)) }
    var linked: [ScreenID] = []
    for screen in screens {
      for link in screen.links where !linked.contains(link) { linked.append(link) }
    }
    for link in linked.sorted() { menu.append(.tap(.link(link))) }
    if screens.contains(where: \.hasSheet) {
      menu.append(.tap(.showSheet))
      menu.append(.tap(.closeSheet))
    }
    // The tree's buttons (docs/MODEL.md §3.1), each presentation key once, in declaration order.
    var keys: [PresentationKey] = []
    for screen in screens {
      for item in screen.presentations where item != .textSheet && !keys.contains(item.key) {
        keys.append(item.key)
      }
    }
    for key in keys { menu.append(.tap(.present(key))) }
    // Their dismiss controls, each once, in the order of the kinds.
    for kind in PresentationKind.allCases where keys.contains(where: { $0.kind == kind }) {
      let dismiss = ExplorationAction.tap(kind.dismissControl)
      if !menu.contains(dismiss) { menu.append(dismiss) }
    }
    if configuration.app.hasTabs {
      for i in configuration.app.rootScreens.indices { menu.append(.tap(.tab(UInt8(i)))) }
    }
    if setup.isSplit { menu.append(.tap(.sidebarToggle)) }
    // Each gesture the app can offer somewhere (the pans that pop, only where the profile has
    // them, MODEL.md §11), completed and cancelled.
    for kind in GestureKind.all where kind.descriptor.explorable(setup) {
      menu.append(.gesture(kind, complete: true))
      menu.append(.gesture(kind, complete: false))
    }
    if setup.isPad { menu.append(.rotate) }
    guard appEvents else { return menu }
    var apps: [AppAction] = []
    for id in screens.indices.dropFirst() { apps.append(.push(ScreenID(id))) }
    apps.append(.pop)
    apps.append(.popToRoot)
    if screens.contains(where: { !$0.presentations.isEmpty }) { apps.append(.dismissSheet) }
    for id in setup.presentedScreens { apps.append(.present(id)) }
    if configuration.app.hasTabs {
      for i in configuration.app.rootScreens.indices { apps.append(.select(UInt8(i))) }
      apps += tabChanges(configuration.app)
    }
    if setup.isSplit {
      apps.append(.showPrimary)
      apps.append(.hidePrimary)
    }
    for action in apps where appActions?.contains(action) ?? true { menu.append(.app(action)) }
    return menu
  }

  /// The changes a router makes to each tab's own path in a tab app (``AppAction/inTab(_:_:)``):
  /// a push of each screen the tab's root reaches by links, a pop and a pop to the root.
  static func tabChanges(_ app: App) -> [AppAction] {
    let roots = app.rootScreens
    guard roots.count > 1 else { return [] }
    var actions: [AppAction] = []
    for (i, root) in roots.enumerated() {
      var reached = [root]
      var k = 0
      while k < reached.count {
        let id = Int(reached[k])
        if id < app.screens.count {
          for link in app.screens[id].links where !reached.contains(link) { reached.append(link) }
        }
        k += 1
      }
      for id in reached.dropFirst().sorted() { actions.append(.inTab(UInt8(i), .push(id))) }
      actions.append(.inTab(UInt8(i), .pop))
      actions.append(.inTab(UInt8(i), .popToRoot))
    }
    return actions
  }

  /// The action as a person makes it (docs/MODEL.md §10): a tap held the profile's `hold`, a gesture
  /// of the bounds' shape, with finger 1 (and finger 2 for the second of two).
  /// - Parameter start: a frame boundary.
  package func touches(
    at start: Int64, bounds: ExplorationBounds, profile: Profile, finger: Int = 1
  )
    -> [Touch]
  {
    switch self {
    case .tap(let target):
      return [Touch(at: start, finger: finger, .tap(target, hold: profile.hold))]
    case .rotate: return [Touch(at: start, finger: 0, .rotate)]
    case .app(let action): return [Touch(at: start, finger: 0, .app(action))]
    case .gesture(let kind, let complete):
      let shape = complete ? bounds.completeGesture : bounds.cancelledGesture
      return [
        Touch(
          at: start, finger: finger,
          .pan(
            kind, progress: shape.progress, duration: shape.duration.microseconds,
            velocity: shape.velocity))
      ]
    case .together(let a, let b, let k):
      let frames = FrameClock(fps: profile.fps)
      let later = frames.boundary(frames.firstFrame(atOrAfter: start) + Int64(k))
      return a.touches(at: start, bounds: bounds, profile: profile, finger: 1)
        + b.touches(at: later, bounds: bounds, profile: profile, finger: 2)
    }
  }

  /// The action's steps when it begins at `start`, delivered as ``TouchPhysics`` does.
  func steps(at start: VirtualTime, bounds: ExplorationBounds, physics: TouchPhysics)
    -> [TimedInput]
  {
    physics.inputs(touches(at: start.microseconds, bounds: bounds, profile: physics.profile))
  }

  /// How long after its start the action's last finger lifts, µs (0 for a rotation or an app
  /// action).
  func duration(_ bounds: ExplorationBounds, profile: Profile) -> Int64 {
    max(0, touches(at: 0, bounds: bounds, profile: profile).map(\.end).max() ?? 0)
  }
}
