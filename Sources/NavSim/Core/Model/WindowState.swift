/// The window's scalar state (MODEL.md §3): the selected tab, the interaction lock, the split
/// view, the fingers and the controls they hold, and the changes waiting for the next render
/// pass. One plain value, so that ``ModelState`` copies it with one assignment and compares
/// it with one `==` (every field is part of the situation).
public struct WindowState: Hashable, Sendable {
  /// The selected tab.
  public internal(set) var selectedTab: UInt8 = 0
  /// The window's begin/end-ignoring-interaction counter.
  public internal(set) var windowLock: UInt8 = 0
  /// Whether the split view's primary column is shown.
  public internal(set) var sidebarShown = false
  /// Whether the device is in landscape.
  public internal(set) var landscape = false
  /// The split view's preferred display mode and the `dismiss` completions awaiting a sheet.
  public internal(set) var split = SplitState()

  /// Each gesture's finger and what it drives: the stack whose interactive pop a pan drives
  /// (each pan its own, so that one finger's touch-down never retargets another finger's pan),
  /// the presentation level the sheet drag's finger is on.
  var fingers = GestureFingers()

  /// Changes waiting for the next render pass.
  var pendingSheetRemoval = false
  var pendingBinding = false
  var pendingMask = false
  var renderScheduled = false
  /// Changes made at the instant of a scheduled render pass, after it was scheduled (by a
  /// timer due at that boundary): they wait for the next pass (MODEL.md §1). Bits of
  /// ``RenderChange``.
  var deferredChanges: UInt8 = 0

  /// Tap targets (bits of ``TapTarget/pressBit``) whose touch-down was accepted and whose
  /// touch-up will act (docs/MODEL.md §10.3).
  var pressed: UInt16 = 0
  /// Tap targets whose touch-down was swallowed or dropped: their touch-up does nothing.
  var pressRefused: UInt16 = 0
  /// How many extra fingers are down on each tap target (4 bits per target, by the bit of
  /// ``TapTarget/pressBit``): a control tracks one touch, so the others do nothing [A].
  var pressIgnored: UInt64 = 0
  /// Fingers down in the window (kept under `exclusive-touch` only).
  var touchesDown: UInt8 = 0
  /// Whether an exclusive-touch control is tracking a touch (`exclusive-touch`).
  var exclusiveHeld = false
}
