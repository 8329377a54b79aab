/// The iPad split view (`device: ipad`, `container: split`): a primary column (sidebar) beside
/// or over a detail column that holds the navigation stack. Rules R19–R23
/// (docs/MODEL.md §5).
extension NavigationModel {
  /// Whether the shown primary column lies over the detail rather than beside it: portrait,
  /// unless the app forced `oneBesideSecondary` (R19, R21).
  var primaryOverlaysDetail: Bool {
    setup.isSplit && state.window.sidebarShown && !state.window.landscape
      && state.window.split.preferred != .oneBesideSecondary
  }

  /// R21 primary overlay [A] — the routing layer between the sheet and the dimming view
  /// (MODEL.md §4): in portrait a shown primary column covers the detail's leading part, its bar
  /// and left edge included, so those touches land on it; a touch on the detail's content lands
  /// on the dimmed detail, which hides the primary (UIKit's tap-outside for an overlay) and
  /// does nothing else.
  mutating func routePrimaryOverlay(_ zone: Zone) -> Disposition? {
    guard primaryOverlaysDetail else { return nil }
    if zone == .content {
      state.window.sidebarShown = false
      fire(.r21)
      note(.split, .r21) { m in "tap on the dimmed detail: primary column hidden" }
      // The alternative `r21TapThrough=1`: the tap goes on to the detail's content.
      if setup.profile.primaryOverlayTapThrough { return nil }
    }
    return .primaryColumn
  }

  /// `tap sidebar-toggle`. R20 sidebar toggle [A] — the display-mode button, UIKit-native (it
  /// acts at once, without changing the preferred display mode). While the primary is shown it
  /// sits in the primary column's bar; while it is hidden it is the detail root's leading bar
  /// item, which the back-button styles treat as the back button: `hidden-toolbar` hides it,
  /// `hidden-overlay` hides the whole bar, `clear-tint` keeps it. Deeper in the detail stack the
  /// back button takes its place.
  mutating func tapSidebarToggle() -> Disposition {
    guard setup.isSplit else { return .nothingThere }
    if !routed && state.window.windowLock > 0 { return .windowLock }
    if !routed && coveredAbove(.tab(0)) { return .sheet }
    if state.window.sidebarShown {
      setSidebar(false, rule: .r20, why: "sidebar button in the primary column")
      return .acted
    }
    // The alternative `r20Routed=0`: the button is above the navigation controller's views,
    // and only the window lock and a sheet stop it.
    if setup.profile.sidebarToggleRouted, let taken = route(.bar, .tab(0)) { return taken }
    guard setup.systemBackButton else { return .noBackButton }
    guard state.root.barDepth == 0 else { return .nothingThere }
    setSidebar(true, rule: .r20, why: "sidebar button on the detail's bar")
    return .acted
  }

  /// `app show-primary` / `app hide-primary`, as the seed's `UISplitViewController.isHide` does
  /// them: hide sets `isHide = true` (R22); show calls
  /// `dismiss(animated: true) { isHide = false }` (R23, then R22).
  mutating func splitAppAction(_ action: AppAction) -> Disposition {
    guard setup.isSplit else { return .nothingThere }
    switch action {
    case .hidePrimary:
      setIsHide(true)
      return .acted
    case .showPrimary:
      return dismissSplitViewController()
    default:
      return .nothingThere
    }
  }

  /// R22 isHide [A] — the seed's `didSet` runs on every set, even of the same value, and sets
  /// `preferredDisplayMode` (`true`: secondary only; `false`: one beside secondary); UIKit lays
  /// the columns out at once (R19), overriding what the sidebar button did.
  /// The alternative `r22EverySet=0` is a `didSet` that returns when the value did not change
  /// (`automatic`, never set, counts as a change).
  mutating func setIsHide(_ value: Bool) {
    let mode: SplitState.DisplayMode = value ? .secondaryOnly : .oneBesideSecondary
    if !setup.profile.isHideRelaysOnSameValue && state.window.split.preferred == mode {
      fire(.r22)
      note(.split, .r22) { m in "isHide = \(value) again: didSet sees no change" }
      return
    }
    state.window.split.preferred = mode
    fire(.r22)
    note(.split, .r22) { m in
      "isHide = \(value): preferredDisplayMode = \(value ? "secondaryOnly" : "oneBesideSecondary")"
    }
    relayoutColumns()
  }

  /// R23 dismiss completion [A] — `dismiss(animated:completion:)` on the split view controller.
  /// With nothing presented there is nothing to animate and the completion runs at the next
  /// frame. With a sheet presented, the sheet is dismissed the programmatic way (its binding set
  /// to false, R5) and the completion runs when the sheet's presentation commits. While a
  /// presentation or dismissal is in progress (presenting, dragged, returning, animating out,
  /// or finalizing) UIKit refuses ("while a presentation or dismiss is in progress") and the
  /// completion never runs.
  mutating func dismissSplitViewController() -> Disposition {
    switch state.levels.first?.phase ?? .none {
    case .none:
      schedule(.splitDismissCompletion, at: setup.frames.nextBoundary(after: state.now))
      note(.split, .r23) { m in
        "dismiss(animated:completion:): nothing presented; completion at the next frame"
      }
      return .acted
    case .presented:
      state.window.split.awaitingSheet &+= 1
      note(.split, .r23) { m in
        "dismiss(animated:completion:): dismissing the sheet; completion when it commits"
      }
      dismissLevel(1)
      return .acted
    default:
      fire(.r23)
      if setup.profile.refusedDismissCompletes {
        // The alternative `r23RefusedRuns=1`: UIKit refuses the dismissal but calls back.
        schedule(.splitDismissCompletion, at: setup.frames.nextBoundary(after: state.now))
        note(.split, .r23) { m in
          "dismiss(animated:completion:) refused: a presentation is in progress; completion at the next frame"
        }
        return .ignored(.r23)
      }
      note(.split, .r23) { m in
        "dismiss(animated:completion:) refused: a presentation is in progress; the completion never runs"
      }
      return .ignored(.r23)
    }
  }

  /// The scheduled completion: `isHide = false`.
  mutating func runSplitDismissCompletion() {
    fire(.r23)
    note(.split, .r23) { m in "dismiss completion runs" }
    setIsHide(false)
  }

  /// The sheet's presentation committed (R5 or R6): completions waiting for it run, in order,
  /// after `onDismiss`.
  mutating func sheetCommittedForSplit() {
    guard state.window.split.awaitingSheet > 0 else { return }
    let count = state.window.split.awaitingSheet
    state.window.split.awaitingSheet = 0
    for _ in 0..<count { runSplitDismissCompletion() }
  }

  /// The sheet was removed without a dismissal (R13): the dismissal the completions waited for
  /// never ends, so they never run.
  mutating func sheetRemovedForSplit() {
    guard state.window.split.awaitingSheet > 0 else { return }
    state.window.split.awaitingSheet = 0
    fire(.r23)
    note(.split, .r23) { m in "sheet removed: the dismiss completions waiting for it never run" }
  }

  /// R19 column layout [A] — the primary column follows the preferred display mode in the
  /// current orientation (`automatic`: beside the detail in landscape, hidden in portrait).
  /// Called on a rotation (with R8) and when the app sets `isHide`.
  mutating func relayoutColumns() {
    guard setup.isSplit else { return }
    let shown = state.window.split.preferred.showsPrimary(landscape: state.window.landscape)
    guard shown != state.window.sidebarShown else { return }
    setSidebar(shown, rule: .r19, why: "column layout")
  }

  mutating func setSidebar(_ shown: Bool, rule: Rule, why: String) {
    state.window.sidebarShown = shown
    fire(rule)
    note(.split, rule) { m in "\(why): primary column \(shown ? "shown" : "hidden")" }
  }
}
