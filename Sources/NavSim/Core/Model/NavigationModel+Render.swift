extension NavigationModel {
  /// The render pass at a frame boundary (MODEL.md §1): applies the changes that were waiting
  /// before it, in order — sheet removals (R13), navigation path changes, sheet bindings (R4,
  /// R5, R14), the mask overlay (R15). A change made during the pass waits for the next frame.
  mutating func renderPass() {
    state.renderScheduled = false
    let removal = state.pendingSheetRemoval
    let navigation = state.pathDirty
    let binding = state.pendingBinding
    let mask = state.pendingMask
    let maskShown = state.maskEnable > 0
    state.pendingSheetRemoval = false
    state.pendingBinding = false
    state.pendingMask = false
    if removal { removeSheet() }
    if navigation { applyPath() }
    if binding { applyBindings() }
    if mask && state.maskRendered != maskShown {
      state.maskRendered = maskShown
      note(.mask, .r15) { m in maskShown ? "overlay rendered" : "overlay removed" }
    }
  }

  /// R15 mask [E] — `disable(b)` posts a notification every mask modifier receives
  /// synchronously; each sets `enable = b` (a boolean; a count under `gesture-mask-counted`),
  /// and the overlay follows at the next frame.
  mutating func disable(_ on: Bool) {
    switch setup.maskMode {
    case .off: return
    case .boolean: state.maskEnable = on ? 1 : 0
    case .counted:
      state.maskEnable =
        on ? state.maskEnable &+ 1 : (state.maskEnable > 0 ? state.maskEnable - 1 : 0)
    }
    fire(.r15)
    note(.mask, .r15) { m in "disable(\(on)): enable = \(m.state.maskEnable)" }
    state.pendingMask = true
    requestRender()
  }
}
