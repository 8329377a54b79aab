extension NavigationModel {
  /// `tap custom-back`: the custom back button of the configured style.
  ///
  /// R17 custom back button [E/A] — `hidden-toolbar` (a bar item) and `hidden-overlay` (a
  /// button at the top of the content, in a ZStack) call `dismiss()`, which SwiftUI turns into
  /// a path pop at the next frame on a pushed screen. Under `clear-tint` the custom image lets
  /// the touch through to the transparent system item underneath: the back button (R2, at
  /// once), or in a split view's detail root with the primary hidden, the sidebar button (R20).
  /// R18 dismiss at the detail root [E] — in a split view the custom button is also on the
  /// detail column's root, where `dismiss()` does nothing.
  mutating func tapCustomBack() -> Disposition {
    let c = edgeStack
    switch setup.backButtonStyle {
    case .system:
      return .nothingThere
    case .clearTint:
      if setup.isSplit && c.isTab && !state.window.sidebarShown && state[c].barDepth == 0 {
        return tapSidebarToggle()
      }
      let result = tap(.back)
      if result == .acted {
        fire(.r17)
        note(.navigation, .r17) { m in "custom image over a clear back button: the tap reached it" }
      }
      return result
    case .hiddenToolbar, .hiddenOverlay:
      guard let zone = setup.customBackZone else { return .nothingThere }
      if let taken = route(zone, c) { return taken }
      if state[c].stack.count > 1 {
        fire(.r17)
        note(.navigation, .r17) { m in
          "custom back button: dismiss() pops \(m.name(m.state[c].stack.top)) at the next frame"
        }
        dismissFromScreen(c)
        return .acted
      }
      guard setup.isSplit && c.isTab else { return .nothingThere }
      fire(.r18)
      note(.navigation, .r18) { m in "dismiss() at the detail column's root does nothing" }
      return .ignored(.r18)
    }
  }

  /// R16 hidden back button [E] — with the back button hidden, UIKit's recogniser delegate
  /// refuses every edge swipe (openradar 19031955), unless the app replaced that delegate.
  mutating func swipeDisabledByHiddenBack() -> Disposition {
    state[finger: .swipeBack] = .refused
    fire(.r16)
    note(.navigation, .r16) { m in "edge swipe refused: the back button is hidden" }
    return .ignored(.r16)
  }
}
