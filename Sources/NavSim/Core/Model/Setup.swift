/// The configuration with everything derived from it that the hot path needs, computed once
/// and shared by every copy of a model (copying a model retains it instead of copying arrays).
package final class Setup: Sendable {
  enum MaskMode: UInt8 { case off, boolean, counted }

  let configuration: Configuration
  package let profile: Profile
  package let frames: FrameClock
  package let links: [[ScreenID]]
  package let hasSheet: [Bool]
  /// Per screen: its presentation items (docs/MODEL.md §3.1).
  package let presentations: [[PresentationItem]]
  /// The root screen of each tab (one entry for a stack or split app).
  package let tabRoots: [ScreenID]
  /// Per screen, as a stack's root: whether the app's mitigation is attached to that stack
  /// (the mask modifier, the custom recogniser delegate).
  package let mitigatedStack: [Bool]
  /// Whether the app has anything of the tree beyond the seed's shape (tabs, presentation
  /// items other than the text sheet): the fuzzer then draws the tree's inputs too.
  package let hasTreeItems: Bool
  /// The screens some presentation item shows (the targets of `app present`), in id order.
  package let presentedScreens: [ScreenID]
  /// Per screen: pushed with the zoom transition, so R26's zoom dismiss pops it (the profile
  /// has the zoom transition and the screen is declared `zoom`).
  package let zoomDismissible: [Bool]
  /// Per screen: whether its presentation buttons toggle their binding (the seed's
  /// `popUp.toggle()`) rather than set it (`popUp = true`): the screen's `button` item, else
  /// the profile value `buttonToggles`.
  package let buttonToggles: [Bool]
  /// R24's content-swipe recogniser exists and is enabled (`ios26`, no `content-swipe-off`).
  package let contentSwipeEnabled: Bool
  let maskMode: MaskMode
  /// The system guard `count > 1 && transition == none` is in force (no custom guard, no nil
  /// delegate).
  let systemGuard: Bool
  let guardPresented: Bool
  let guardCoordinator: Bool
  /// The edge-pan recogniser is enabled at all (a hidden back button disables it).
  let swipeEnabled: Bool
  /// The bar shows UIKit's back button (possibly transparent).
  package let systemBackButton: Bool
  /// Where the custom back button sits, if there is one.
  package let customBackZone: Zone?
  /// The back-button style in force (`back-hidden` turns `system` into `hidden-toolbar`).
  let backButtonStyle: BackButtonStyle
  package let fullScreenCover: Bool
  package let isPad: Bool
  package let isSplit: Bool
  package let width: Double
  package let height: Double
  /// `exclusive-touch`: the app's buttons and links are exclusive-touch views.
  package let exclusiveTouch: Bool
  /// R3 and R6 release thresholds (profile values, in the units the rules compare).
  package let popFinishProgress: Double
  package let popFinishVelocity: Double
  package let sheetFinishProgress: Double
  package let sheetFinishVelocity: Double
  /// The touch physics of docs/MODEL.md §10 (for probes).
  package let physics: TouchPhysics

  package init(_ c: Configuration) {
    configuration = c
    profile = c.profile
    frames = FrameClock(fps: c.profile.fps)
    links = c.app.screens.map(\.links)
    hasSheet = c.app.screens.map(\.hasSheet)
    presentations = c.app.screens.map(\.presentations)
    tabRoots = c.app.rootScreens
    mitigatedStack = c.app.screens.map { !$0.unmitigated }
    hasTreeItems =
      c.app.hasTabs || c.app.screens.contains { $0.presentations.contains { $0 != .textSheet } }
    var shown: [ScreenID] = []
    for screen in c.app.screens {
      for item in screen.presentations {
        if let content = item.content, !shown.contains(content) { shown.append(content) }
      }
    }
    presentedScreens = shown.sorted()
    let zoom = c.profile.zoomTransition
    zoomDismissible = c.app.screens.map { zoom && $0.zoom }
    buttonToggles = c.app.screens.map {
      $0.buttonAction.map { $0 == .toggle } ?? c.profile.presentButtonToggles
    }
    let m = c.mitigations
    contentSwipeEnabled = c.profile.contentSwipe && !m.has(.contentSwipeOff)
    maskMode = m.has(.gestureMaskCounted) ? .counted : m.has(.gestureMask) ? .boolean : .off
    guardPresented = m.has(.guardPresented)
    guardCoordinator = m.has(.guardCoordinator)
    let guardNone = m.has(.guardNone)
    systemGuard = !guardNone && !guardPresented && !guardCoordinator
    let style = c.effectiveBackButton
    backButtonStyle = style
    let hidden = style == .hiddenToolbar || style == .hiddenOverlay
    // R16: the hidden back button's refusal lives in UIKit's own recogniser delegate; an app
    // that replaces the delegate (guard-none, or a custom guard) brings the swipe back.
    swipeEnabled = !hidden || !systemGuard
    systemBackButton = !hidden
    customBackZone =
      switch style {
      case .system, .clearTint: nil
      case .hiddenToolbar: .bar
      case .hiddenOverlay: .content
      }
    fullScreenCover = m.has(.fullScreenCover)
    exclusiveTouch = m.has(.exclusiveTouch)
    isPad = c.device == .ipad
    // R19: on iPhone a split view collapses into a single stack.
    isSplit = c.container == .split && isPad
    let size = c.screenSize
    width = size.width
    height = size.height
    popFinishProgress = Double(c.profile.popFinishProgress) / 1000
    popFinishVelocity = Double(c.profile.popFinishVelocity)
    sheetFinishProgress = Double(c.profile.sheetFinishProgress) / 1000
    sheetFinishVelocity = Double(c.profile.sheetFinishVelocity)
    physics = TouchPhysics(c)
  }
}

/// Where on the screen a touch lands (MODEL.md §4, layer 5).
package enum Zone: UInt8 {
  /// The navigation bar (back button, toolbar items).
  case bar
  /// The visible screen's content (links, buttons).
  case content
  /// The left-edge zone that feeds the edge-pan recogniser.
  case edge
}
