extension NavigationModel {
  /// The render pass at a frame boundary (MODEL.md §1): applies the changes that were waiting
  /// before it, in order — sheet removals (R13), navigation path changes, sheet bindings (R4,
  /// R5, R14), the mask overlay (R15). A change made during the pass waits for the next frame.
  mutating func renderPass() {
    state.renderScheduled = false
    let held = RenderChange(rawValue: state.deferredChanges)
    state.deferredChanges = 0
    let removal = state.pendingSheetRemoval && !held.contains(.sheetRemoval)
    let navigation = !held.contains(.navigation)
    let binding = state.pendingBinding && !held.contains(.binding)
    let mask = state.pendingMask && !held.contains(.mask)

    if removal { state.pendingSheetRemoval = false }
    if binding { state.pendingBinding = false }
    if mask { state.pendingMask = false }
    if removal { removeMarkedLevels() }
    if navigation { applyPaths() }
    if binding { applyBindings() }
    if mask { renderMasks() }
    // Changes held back wait for the next boundary.
    if !held.isEmpty { requestRender() }
  }

  /// The mask overlays follow their modifiers' `enable` (R15).
  mutating func renderMasks() {
    for c in maskedStacks {
      let shown = state[c].maskEnable > 0
      guard state[c].maskRendered != shown else { continue }
      state[c].maskRendered = shown
      note(.mask, .r15) { m in shown ? "overlay rendered" : "overlay removed" }
    }
  }

  /// The stacks that carry the gesture-mask modifier: every stack whose root the mitigation is
  /// attached to (docs/MODEL.md §6).
  var maskedStacks: [StackRef] {
    guard setup.maskMode != .off else { return [] }
    if state.tabs.count <= 1 && state.levels.isEmpty {
      return mitigated(state.rootRef) ? [state.rootRef] : []
    }
    return allStacks.filter { state[$0].stack.count > 0 && state[$0].navigable && mitigated($0) }
  }

  /// R15 mask [E] — `disable(b)` posts a notification every mask modifier receives
  /// synchronously; each sets its `enable = b` (a boolean; a count under
  /// `gesture-mask-counted`), and its overlay follows at the next frame.
  mutating func disable(_ on: Bool) {
    let stacks = maskedStacks
    guard !stacks.isEmpty else { return }
    for c in stacks {
      switch setup.maskMode {
      case .off: return
      case .boolean: state[c].maskEnable = on ? 1 : 0
      case .counted:
        let e = state[c].maskEnable
        state[c].maskEnable = on ? e &+ 1 : (e > 0 ? e - 1 : 0)
      }
    }
    fire(.r15)
    note(.mask, .r15) { m in "disable(\(on)): enable = \(m.state[stacks[0]].maskEnable)" }
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
