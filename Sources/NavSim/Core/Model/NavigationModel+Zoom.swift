extension NavigationModel {
  /// `zoom-dismiss …`. R26 zoom dismiss [E/A] — from `ios18` on, a screen pushed with the zoom
  /// transition (`screen: NAME: …, zoom`) can be popped interactively by a downward swipe that
  /// begins anywhere on its content. The pop is an interactive pop for R7 [A] (the profile value
  /// `zoomDismissIsInteractivePop` selects the alternative: it is orphaned only where a
  /// non-interactive pop would be); its recogniser begins only with `count > 1 && transition ==
  /// none` [A], whatever the app does to the edge recogniser; moves and release follow R3's
  /// thresholds on the screen's height [A]. (docs/MODEL.md §11)
  ///
  /// The pan's touch is routed like the edge swipe's (MODEL.md §4).
  mutating func zoomDismiss(_ phase: GesturePhase) -> Disposition {
    guard case .begin = phase else { return popPan(phase, track: .zoomPan) }
    if let refused = panBegins(track: .zoomPan) { return refused }
    let c = state[stackOf: .zoomPan]
    let s = state[c]
    let top = Int(s.stack.top)
    guard s.stack.count > 1, top < setup.zoomDismissible.count, setup.zoomDismissible[top]
    else { return .nothingThere }
    guard s.transition == .none else {
      state.zoomPan = .refused
      return .ignored(.r26)
    }
    startPop(c, to: s.stack.droppingTop, interactive: true)
    if !setup.profile.zoomDismissIsInteractivePop {
      state[c].doom = orphaningRule(interactive: false)
    }
    state.zoomPan = .active
    fire(.r26)
    let doomed = state[c].doom == Rule.r7.rawValue
    note(.navigation, .r26) { m in
      "zoom dismiss: interactive pop to \(m.describe(m.state[c].target)) begins; dimming view added"
        + (doomed ? "; presentation uncommitted: its completion will never come" : "")
    }
    return .acted
  }
}
