/// The navigation controller's transition (MODEL.md §3).
public enum Transition: UInt8, Hashable, Sendable {
  /// Idle.
  case none
  /// A push animating in.
  case push
  /// A non-interactive pop (back button or programmatic) animating out.
  case pop
  /// An edge swipe in progress, following the finger.
  case interactivePop
  /// A released swipe animating to completion.
  case settlingComplete
  /// A released swipe animating back.
  case settlingCancel
  /// A transition whose completion never came: it stays in flight for good (R7, R10–R12).
  case orphaned

  /// Whether a transition is in flight (an orphaned one counts, MODEL.md R7).
  public var inFlight: Bool { self != .none }
}

/// The sheet's presentation (MODEL.md §3).
public enum Presentation: UInt8, Hashable, Sendable {
  /// No sheet.
  case none
  /// Animating in (the window lock is held).
  case presenting
  /// On screen.
  case presented
  /// Following a finger pulling it down.
  case dragging
  /// A cancelled drag animating back up.
  case returning
  /// A programmatic dismissal animating out (the window lock is held).
  case dismissing
  /// An interactive dismissal animating out (no window lock).
  case dismissingInteractive
  /// Gone from the screen but not committed: the binding is still true (R6).
  case finalizing

  /// Whether the sheet is on screen (what a user sees).
  public var isShown: Bool {
    switch self {
    case .none, .finalizing: false
    default: true
    }
  }

  /// Whether the sheet's view takes every touch (MODEL.md §4, layer 2).
  public var coversScreen: Bool {
    switch self {
    case .presenting, .presented, .dragging, .returning: true
    default: false
    }
  }

  /// Whether the presentation is uncommitted after an interactive dismissal (R7's trigger).
  public var isUncommittedInteractive: Bool {
    self == .dismissingInteractive || self == .finalizing
  }
}

/// Whether a gesture is following a finger.
package enum GestureTrack: UInt8, Hashable, Sendable {
  /// No finger down.
  case idle
  /// The gesture began and drives the model.
  case active
  /// A finger is down but the gesture did not begin (swallowed or refused).
  case refused
  /// A finger is down where the recogniser sees it, but has not moved `slop` yet: nothing has
  /// begun (docs/MODEL.md §10.4).
  case touching
}

/// An event the model schedules for itself.
package enum ModelEvent: UInt8, Hashable, Sendable {
  /// A render pass at a frame boundary (scheduled only while a change waits for it).
  case render
  /// The navigation transition's completion.
  case transitionEnd
  /// The presentation animation's completion (presenting, dismissing, returning).
  case presentationEnd
  /// The delayed commit of an interactively dismissed presentation (R6).
  case finalizeCommit
  /// The completion of the split view controller's `dismiss(animated:completion:)` (R23).
  case splitDismissCompletion
}

/// The whole mutable state of the model (MODEL.md §3): plain values, no references but the
/// event queue's buffer, so a copy for a probe is cheap.
public struct ModelState: Sendable {
  /// The current virtual time, µs.
  public internal(set) var now: Int64 = 0

  /// The committed navigation stack.
  public internal(set) var stack = ScreenStack()
  /// The app's navigation path (SwiftUI state): what the app wants the stack to be.
  public internal(set) var path = ScreenStack()
  /// Whether the app changed the path since UIKit last took it (a request waiting).
  var pathDirty = false
  /// The transition in flight.
  public internal(set) var transition: Transition = .none
  /// Whether the pop in flight is interactive (an edge swipe).
  var popIsInteractive = false
  /// Where the transition in flight goes.
  var target = ScreenStack()
  /// The edge swipe's progress, 0…1.
  var progress: Double = 0
  /// The rule that will orphan the transition in flight at its completion (0: none).
  var doom: UInt8 = 0
  /// The rule that orphaned the transition (0: none).
  public internal(set) var orphanedBy: UInt8 = 0

  /// Whose bar the navigation bar shows.
  public internal(set) var barScreen: ScreenID = 0
  /// The stack depth of the screen whose bar is shown (0: the root's bar, no back button).
  public internal(set) var barDepth: UInt8 = 0
  /// Whether the pop's dimming view is on top of the stack's content.
  public internal(set) var dimming = false

  /// The sheet's presentation.
  public internal(set) var presentation: Presentation = .none
  /// The sheet's drag progress, 0…1.
  var sheetProgress: Double = 0
  /// The stack depth of the screen presenting the sheet.
  var presenterDepth: UInt8 = 0
  /// Bit d: the `isPresented` binding of the screen at depth d.
  public internal(set) var bindings: UInt16 = 0
  /// Bit d: a present of the screen at depth d was dropped (R14) until its binding changes.
  var dropped: UInt16 = 0

  /// The window's begin/end-ignoring-interaction counter.
  public internal(set) var windowLock: UInt8 = 0
  /// The mask modifier's `enable` (a boolean 0/1, or a count under `gesture-mask-counted`).
  public internal(set) var maskEnable: UInt8 = 0
  /// Whether the mask overlay is rendered.
  public internal(set) var maskRendered = false

  /// Whether the split view's primary column is shown.
  public internal(set) var sidebarShown = false
  /// Whether the device is in landscape.
  public internal(set) var landscape = false
  /// The split view's preferred display mode and the `dismiss` completions awaiting a sheet.
  public internal(set) var split = SplitState()

  /// The edge swipe's finger.
  var swipe: GestureTrack = .idle
  /// The sheet drag's finger.
  var drag: GestureTrack = .idle
  /// The content swipe's finger (R24).
  var contentPan: GestureTrack = .idle
  /// The zoom dismiss's finger (R26).
  var zoomPan: GestureTrack = .idle

  /// Changes waiting for the next render pass.
  var pendingSheetRemoval = false
  var pendingBinding = false
  var pendingMask = false
  var renderScheduled = false
  /// When the scheduled render pass runs (meaningful while `renderScheduled`).
  var renderTime: Int64 = 0
  /// Changes made at the instant of a scheduled render pass, after it was scheduled (by a
  /// timer due at that boundary): they wait for the next pass (MODEL.md §1). Bits of
  /// ``RenderChange``.
  var deferredChanges: UInt8 = 0

  /// Tap targets (bits of ``TapTarget/pressBit``) whose touch-down was accepted and whose
  /// touch-up will act (docs/MODEL.md §10.3).
  var pressed: UInt8 = 0
  /// Tap targets whose touch-down was swallowed or dropped: their touch-up does nothing.
  var pressRefused: UInt8 = 0
  /// How many extra fingers are down on each tap target (4 bits per target, by the bit of
  /// ``TapTarget/pressBit``): a control tracks one touch, so the others do nothing [A].
  var pressIgnored: UInt32 = 0
  /// Fingers down in the window (kept under `exclusive-touch` only).
  var touchesDown: UInt8 = 0
  /// Whether an exclusive-touch control is tracking a touch (`exclusive-touch`).
  var exclusiveHeld = false

  /// The rules that fired so far.
  public internal(set) var rulesFired = RuleSet()
  /// The next scheduling sequence number.
  package var sequence: UInt64 = 0
  /// The tie-break generator's state, when a tie-break seed is set.
  var tieBreak: SplitMix64? = nil

  /// The pending events.
  package var queue = EventQueue<ModelEvent>()
}
