extension NavigationModel {
  /// The render pass at a frame boundary (MODEL.md §1): applies the changes that were waiting
  /// before it, in order — sheet removals (R13), navigation path changes, sheet bindings (R4,
  /// R5, R14), the mask overlay (R15). A change made during the pass waits for the next frame.
  mutating func renderPass() {
    state.window.renderScheduled = false
    let held = RenderChange(rawValue: state.window.deferredChanges)
    state.window.deferredChanges = 0
    let removal = state.window.pendingSheetRemoval && !held.contains(.sheetRemoval)
    let navigation = !held.contains(.navigation)
    let binding = state.window.pendingBinding && !held.contains(.binding)
    let mask = state.window.pendingMask && !held.contains(.mask)

    if removal { state.window.pendingSheetRemoval = false }
    if binding { state.window.pendingBinding = false }
    if mask { state.window.pendingMask = false }
    if removal { removeMarkedLevels() }
    if navigation { applyPaths() }
    if binding { applyBindings() }
    if mask { renderMasks() }
    // Changes held back wait for the next boundary.
    if !held.isEmpty { requestRender() }
  }

  /// The mask overlays follow their modifiers' `enable` (R15).
  mutating func renderMasks() {
    forEachMaskedStack { m, c in
      let shown = m.state[c].maskEnable > 0
      guard m.state[c].maskRendered != shown else { return }
      m.state[c].maskRendered = shown
      m.note(.mask, .r15) { m in shown ? "overlay rendered" : "overlay removed" }
    }
  }

  /// The stacks that carry the gesture-mask modifier: every stack whose root the mitigation is
  /// attached to (docs/MODEL.md §6).
  var maskedStacks: [StackRef] {
    var out: [StackRef] = []
    var copy = self
    copy.forEachMaskedStack { _, c in out.append(c) }
    return out
  }

  /// Calls `body` with each stack that carries the mask modifier, without allocating.
  mutating func forEachMaskedStack(_ body: (inout NavigationModel, StackRef) -> Void) {
    guard setup.maskMode != .off else { return }
    if state.tabs.count <= 1 && state.levels.isEmpty {
      if mitigated(state.rootRef) { body(&self, state.rootRef) }
      return
    }
    for i in 0..<max(1, state.tabs.count) {
      let c = StackRef.tab(i)
      if mitigated(c) { body(&self, c) }
    }
    var k = 1
    while k <= state.levels.count {
      let c = StackRef.level(k)
      if state[c].stack.count > 0 && state[c].navigable && mitigated(c) { body(&self, c) }
      k += 1
    }
  }

  /// R15 mask [E] — `disable(b)` posts a notification every mask modifier receives
  /// synchronously; each sets its `enable = b` (a boolean; a count under
  /// `gesture-mask-counted`), and its overlay follows at the next frame.
  mutating func disable(_ on: Bool) {
    var any = false
    var first = StackRef.tab(0)
    forEachMaskedStack { m, c in
      if !any { first = c }
      any = true
      switch m.setup.maskMode {
      case .off: return
      case .boolean: m.state[c].maskEnable = on ? 1 : 0
      case .counted:
        let e = m.state[c].maskEnable
        m.state[c].maskEnable = on ? e &+ 1 : (e > 0 ? e - 1 : 0)
      }
    }
    guard any else { return }
    fire(.r15)
    note(.mask, .r15) { m in "disable(\(on)): enable = \(m.state[first].maskEnable)" }
    state.window.pendingMask = true
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
