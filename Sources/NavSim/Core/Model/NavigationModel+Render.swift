extension NavigationModel {
  /// The render pass at a frame boundary (MODEL.md §1): applies the changes that were waiting
  /// before it, in order — sheet removals (R13), navigation path changes, sheet bindings (R4,
  /// R5, R14), the mask overlay (R15). A change made during the pass waits for the next frame.
  mutating func renderPass() {
    state.renderScheduled = false
    let held = RenderChange(rawValue: state.deferredChanges)
    state.deferredChanges = 0
    let removal = state.pendingSheetRemoval && !held.contains(.sheetRemoval)
    let navigation = state.pathDirty && !held.contains(.navigation)
    let binding = state.pendingBinding && !held.contains(.binding)
    let mask = state.pendingMask && !held.contains(.mask)
    let maskShown = state.maskEnable > 0
    if removal { state.pendingSheetRemoval = false }
    if binding { state.pendingBinding = false }
    if mask { state.pendingMask = false }
    if removal { removeSheet() }
    if navigation { applyPath() }
    if binding { applyBindings() }
    if mask && state.maskRendered != maskShown {
      state.maskRendered = maskShown
      note(.mask, .r15) { m in maskShown ? "overlay rendered" : "overlay removed" }
    }
    // Changes held back wait for the next boundary.
    if !held.isEmpty { requestRender() }
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
    requestRender(.mask)
  }
}

/// The kinds of change a render pass applies (MODEL.md §1 order), as bits.
struct RenderChange: OptionSet, Sendable {
  let rawValue: UInt8
  /// R13's sheet removal.
  static let sheetRemoval = RenderChange(rawValue: 1)
  /// A navigation path change.
  static let navigation = RenderChange(rawValue: 2)
  /// A sheet binding.
  static let binding = RenderChange(rawValue: 4)
  /// The mask overlay (R15).
  static let mask = RenderChange(rawValue: 8)
}
