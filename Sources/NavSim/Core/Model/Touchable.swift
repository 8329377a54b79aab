/// One thing a user can touch on a given model state: the single list that the probes, the
/// fuzzer and the explorer filter (each for its own purpose) instead of keeping three menus.
public struct Touchable: Hashable, Sendable {
  /// What a finger does with it.
  public enum Kind: Hashable, Sendable {
    /// A control, tapped.
    case tap(TapTarget)
    /// A pan recogniser, dragged.
    case gesture(GestureKind)
  }

  /// The control or recogniser.
  public var kind: Kind
  /// Whether it is on screen and reachable now (MODEL.md §4: the sheet's controls while it
  /// covers the screen, else the bar, the content and the left edge); the probes try the app's
  /// every control whatever it shows, the fuzzer and the explorer mostly what is visible.
  public var visible: Bool

  /// The probe's name in reports (`back`, `link detail`, `swipe-back`).
  func name(_ model: NavigationModel) -> String {
    switch kind {
    case .tap(.back): "back"
    case .tap(.customBack): "custom-back"
    case .tap(.link(let s)): "link \(model.name(s))"
    case .tap(.showSheet): "show-sheet"
    case .tap(.closeSheet): "close-sheet"
    case .tap(.sidebarToggle): "sidebar-toggle"
    case .gesture(.swipeBack): "swipe-back"
    case .gesture(.dragSheet): "pull-down"
    case .gesture(.contentSwipe): "content-swipe"
    case .gesture(.zoomDismiss): "zoom-dismiss"
    }
  }
}

extension NavigationModel {
  /// Everything the app offers a finger in this state, in a fixed order: back, custom back,
  /// the visible screen's links, "Show Sheet", the sheet's close button and pull-down (while a
  /// sheet is shown), the sidebar toggle (split view), the edge swipe; on `ios26` the content
  /// swipe (the hand can make it even where the app disabled its recogniser), and from `ios18`
  /// on a zoomed pushed screen the zoom dismiss (MODEL.md §11).
  public var touchables: [Touchable] {
    var out: [Touchable] = []
    out.reserveCapacity(8)
    appendTouchables(to: &out)
    return out
  }

  /// Appends ``touchables`` to `out` (no allocation when `out` has room).
  package func appendTouchables(to out: inout [Touchable]) {
    let covered = state.presentation.coversScreen
    if setup.systemBackButton {
      out.append(Touchable(kind: .tap(.back), visible: !covered && state.barDepth > 0))
    }
    if setup.customBackZone != nil {
      out.append(Touchable(kind: .tap(.customBack), visible: !covered && state.stack.count > 1))
    }
    let top = Int(state.stack.top)
    if top < setup.links.count {
      for link in setup.links[top] {
        out.append(Touchable(kind: .tap(.link(link)), visible: !covered))
      }
    }
    if top < setup.hasSheet.count && setup.hasSheet[top] {
      out.append(Touchable(kind: .tap(.showSheet), visible: !covered))
    }
    if state.presentation.isShown {
      out.append(Touchable(kind: .tap(.closeSheet), visible: covered))
      out.append(Touchable(kind: .gesture(.dragSheet), visible: covered && !setup.fullScreenCover))
    }
    if setup.isSplit {
      out.append(Touchable(kind: .tap(.sidebarToggle), visible: !covered))
    }
    out.append(Touchable(kind: .gesture(.swipeBack), visible: !covered))
    if setup.profile.contentSwipe {
      out.append(Touchable(kind: .gesture(.contentSwipe), visible: !covered))
    }
    if state.stack.count > 1 && top < setup.zoomDismissible.count && setup.zoomDismissible[top] {
      out.append(Touchable(kind: .gesture(.zoomDismiss), visible: !covered))
    }
  }
}
