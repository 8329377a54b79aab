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
    // The other pans that pop, only where the profile has them (MODEL.md §11).
    if configuration.profile.contentSwipe {
      menu.append(.gesture(.contentSwipe, complete: true))
      menu.append(.gesture(.contentSwipe, complete: false))
    }
    if setup.zoomDismissible.contains(true) {
      menu.append(.gesture(.zoomDismiss, complete: true))
      menu.append(.gesture(.zoomDismiss, complete: false))
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

  /// The action's steps when it begins at `start`.
  func steps(
    at start: VirtualTime, bounds: ExplorationBounds, frames: FrameClock
  ) -> [TimedInput] {
    switch self {
    case .tap(let target): return [TimedInput(start, .tap(target))]
    case .rotate: return [TimedInput(start, .rotate)]
    case .app(let action): return [TimedInput(start, .app(action))]
    case .gesture(let kind, let complete):
      let shape = complete ? bounds.completeGesture : bounds.cancelledGesture
      return TimedInput.stroke(
        kind, progress: shape.progress, over: shape.duration, velocity: shape.velocity,
        start: start, frames: frames, extent: 1)
    }
  }

  /// How long the action lasts, µs (0 for a tap).
  func duration(_ bounds: ExplorationBounds) -> Int64 {
    guard case .gesture(_, let complete) = self else { return 0 }
    let shape = complete ? bounds.completeGesture : bounds.cancelledGesture
    return max(0, shape.duration.microseconds)
  }
}
