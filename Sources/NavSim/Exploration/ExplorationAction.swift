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

  /// Whether the action comes from the app rather than the user.
  public var isAppAction: Bool {
    if case .app = self { return true }
    return false
  }

  /// The menu for `configuration`, in the order that breaks ties between equally short
  /// counterexamples: taps, gestures, rotation, then app actions.
  static func menu(for configuration: Configuration, appEvents: Bool) -> [ExplorationAction] {
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
    if setup.isSplit { menu.append(.tap(.sidebarToggle)) }
    menu.append(.gesture(.swipeBack, complete: true))
    menu.append(.gesture(.swipeBack, complete: false))
    if screens.contains(where: \.hasSheet) {
      menu.append(.gesture(.dragSheet, complete: true))
      menu.append(.gesture(.dragSheet, complete: false))
    }
    if setup.isPad { menu.append(.rotate) }
    if appEvents {
      for id in screens.indices.dropFirst() { menu.append(.app(.push(ScreenID(id)))) }
      menu.append(.app(.pop))
      menu.append(.app(.popToRoot))
      if screens.contains(where: \.hasSheet) { menu.append(.app(.dismissSheet)) }
      if setup.isSplit {
        menu.append(.app(.showPrimary))
        menu.append(.app(.hidePrimary))
      }
    }
    return menu
  }

  /// The action as a person makes it with finger 1 (INPUT.md): a tap held the profile's
  /// `hold`, a gesture of the bounds' shape.
  func touch(at start: Int64, bounds: ExplorationBounds, profile: Profile) -> Touch {
    switch self {
    case .tap(let target): return Touch(at: start, finger: 1, .tap(target, hold: profile.hold))
    case .rotate: return Touch(at: start, finger: 0, .rotate)
    case .app(let action): return Touch(at: start, finger: 0, .app(action))
    case .gesture(let kind, let complete):
      let shape = complete ? bounds.completeGesture : bounds.cancelledGesture
      return Touch(
        at: start, finger: 1,
        .pan(
          kind, progress: shape.progress, duration: shape.duration.microseconds,
          velocity: shape.velocity))
    }
  }

  /// The action's steps when it begins at `start`, delivered as ``TouchPhysics`` does.
  func steps(at start: VirtualTime, bounds: ExplorationBounds, physics: TouchPhysics)
    -> [TimedInput]
  {
    physics.inputs(touch(at: start.microseconds, bounds: bounds, profile: physics.profile))
  }

  /// How long the action's finger is down, µs (0 for a rotation or an app action).
  func duration(_ bounds: ExplorationBounds, profile: Profile) -> Int64 {
    max(0, touch(at: 0, bounds: bounds, profile: profile).end)
  }
}
