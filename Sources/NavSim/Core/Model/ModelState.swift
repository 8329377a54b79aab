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

/// A presentation level's phase (MODEL.md §3): a sheet, a cover, an alert or a dialog.
public enum Presentation: UInt8, Hashable, Sendable {
  /// Nothing presented.
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

/// An event the model schedules for itself, with the stack or presentation level it is for.
package struct ModelEvent: Hashable, Sendable {
  /// What happens.
  package enum Kind: UInt8, Hashable, Sendable {
    /// A render pass at a frame boundary (scheduled only while a change waits for it).
    case render
    /// A stack's navigation transition completes (`slot`: the stack, ``StackRef``).
    case transitionEnd
    /// A presentation animation completes (presenting, dismissing, returning; `slot`: level).
    case presentationEnd
    /// The delayed commit of an interactively dismissed presentation (R6; `slot`: level).
    case finalizeCommit
    /// The completion of the split view controller's `dismiss(animated:completion:)` (R23).
    case splitDismissCompletion
  }

  /// What happens.
  package var kind: Kind
  /// The stack (``StackRef/rawValue``) or presentation level it is for.
  package var slot: UInt8

  package init(_ kind: Kind, slot: UInt8 = 0) {
    self.kind = kind
    self.slot = slot
  }

  /// A render pass.
  package static let render = ModelEvent(.render)
  /// The split view's dismiss completion.
  package static let splitDismissCompletion = ModelEvent(.splitDismissCompletion)

  /// The event as one number (for fingerprints).
  package var rawValue: UInt16 { UInt16(kind.rawValue) | UInt16(slot) << 8 }
}

/// Which stack of the window a rule acts on: a tab's (the root's only stack is tab 0), or the
/// own content of presentation level `k` (1 is presented from the root's stack).
@usableFromInline
package struct StackRef: Hashable, Sendable {
  @usableFromInline package var rawValue: UInt8

  /// Tab `index`'s stack (tab 0: the root stack of a stack or split app).
  package static func tab(_ index: Int) -> StackRef { StackRef(rawValue: UInt8(index & 0x3F)) }
  /// The deepest presentation level a reference names (six bits): the model presents no
  /// level past it, as a stack holds no screen past ``ScreenStack/capacity``.
  package static let maxLevel = 0x3F

  /// The content of presentation level `level` (from 1).
  package static func level(_ level: Int) -> StackRef {
    StackRef(rawValue: 0x40 | UInt8(level & 0x3F))
  }

  /// The presentation level whose content it is, 0 for a tab's stack.
  @inlinable
  package var level: Int { rawValue & 0x40 != 0 ? Int(rawValue & 0x3F) : 0 }
  /// The tab, for a tab's stack.
  @inlinable
  package var tab: Int { Int(rawValue & 0x3F) }
  /// Whether it is a tab's stack (or the root's only stack).
  @inlinable
  package var isTab: Bool { rawValue & 0x40 == 0 }
}

/// One navigation controller's state (MODEL.md §3): the root's stack, a tab's, or the own
/// stack of a sheet or cover; also the lone screen a sheet shows without a stack.
public struct StackState: Hashable, Sendable {
  /// The committed navigation stack (empty: a presentation showing no screen, as the seed's
  /// text sheet, an alert or a dialog).
  public internal(set) var stack = ScreenStack()
  /// The app's navigation path (SwiftUI state): what the app wants the stack to be.
  public internal(set) var path = ScreenStack()
  /// Whether the app changed the path since UIKit last took it (a request waiting).
  var pathDirty = false
  /// Whether it is a navigation stack (a presentation's content outside a `NavigationStack`
  /// has links that push nothing).
  public internal(set) var navigable = true
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
  /// Per stack depth: the bits of the presentation items of that screen whose binding
  /// (`isPresented`, an item) is set.
  var bindings = InlineBytes()
  /// Per stack depth: the items whose present was dropped (R14) until their binding changes.
  var dropped = InlineBytes()
  /// The gesture-mask modifier's `enable` on this stack (a count under `gesture-mask-counted`).
  public internal(set) var maskEnable: UInt8 = 0
  /// Whether this stack's mask overlay is rendered.
  public internal(set) var maskRendered = false

  /// A stack committed to `screens`.
  init(_ screens: ScreenStack, navigable: Bool = true) {
    stack = screens
    path = screens
    target = screens
    self.navigable = navigable
    barScreen = screens.top
    barDepth = UInt8(max(0, screens.count - 1))
  }

  /// An empty placeholder (a presentation with no screen, or the selected tab's slot).
  init() {}

  /// Whether any binding of the stack is set.
  var anyBinding: Bool { !bindings.isZero }

  /// Whether a binding is set whose present was not dropped (a present waiting).
  var waitingBinding: Bool {
    (bindings.w0 & ~dropped.w0) | (bindings.w1 & ~dropped.w1) | (bindings.w2 & ~dropped.w2)
      | (bindings.w3 & ~dropped.w3) != 0
  }

  /// Screens that enter the stack (committed now, not in `old` at their depth) are new
  /// instances: their `@State` starts over.
  mutating func resetNewScreens(from old: ScreenStack) {
    let new = stack
    for d in 0..<min(new.count, ScreenStack.capacity) where d >= old.count || old[d] != new[d] {
      bindings[d] = 0
      dropped[d] = 0
    }
  }

  /// Mixes every field into `h` (the fingerprint of MODEL.md §3); with `clearingSpent`, a
  /// spent swipe progress as zero (``ModelState/clearSpentProgress()``).
  func mix(into h: inout FingerprintHasher, clearingSpent: Bool = false) {
    stack.mix(into: &h)
    path.mix(into: &h)
    target.mix(into: &h)
    bindings.mix(into: &h)
    dropped.mix(into: &h)
    h.mix(clearingSpent && ModelState.isSpent(self) ? 0 : progress.bitPattern)
    var flags = UInt64(transition.rawValue)
    flags |= UInt64(doom) << 8 | UInt64(orphanedBy) << 16 | UInt64(barScreen) << 24
    flags |= UInt64(barDepth) << 32 | UInt64(maskEnable) << 40
    if pathDirty { flags |= 1 << 48 }
    if navigable { flags |= 1 << 49 }
    if popIsInteractive { flags |= 1 << 50 }
    if dimming { flags |= 1 << 51 }
    if maskRendered { flags |= 1 << 52 }
    h.mix(flags)
  }
}

/// One presentation level (MODEL.md §3): what a screen of the level below presents, its
/// phase, and its content's own stack.
public struct PresentationLevel: Hashable, Sendable {
  /// The phase.
  public internal(set) var phase: Presentation = .none
  /// The drag progress, 0…1.
  var progress: Double = 0
  /// The presenting screen's depth in the stack of the level below.
  public internal(set) var presenterDepth: UInt8 = 0
  /// The presenter's tab (for the first level of a tab app).
  public internal(set) var presenterTab: UInt8 = 0
  /// The index of the presenting screen's item (``Screen/presentations``).
  public internal(set) var item: UInt8 = 0
  /// The presenting screen.
  public internal(set) var presenter: ScreenID = 0
  /// The content: its own stack, or the lone screen it shows, or nothing.
  public internal(set) var content = StackState()
  /// R13 marked it for removal at the next render pass (its presenter is leaving).
  var removing = false
  /// R28: its item was replaced; it is dismissed and presented again.
  var replacing = false

  /// Mixes every field into `h`; with `clearingSpent`, a drag progress not being dragged and
  /// the content's spent swipe progress as zero (``ModelState/clearSpentProgress()``).
  func mix(into h: inout FingerprintHasher, clearingSpent: Bool = false) {
    h.mix(clearingSpent && ModelState.isSpent(progress, phase) ? 0 : progress.bitPattern)
    h.mix(
      UInt64(phase.rawValue) | UInt64(presenterDepth) << 8 | UInt64(presenterTab) << 16
        | UInt64(item) << 24 | UInt64(presenter) << 32 | (removing ? 1 << 40 : 0)
        | (replacing ? 1 << 41 : 0))
    content.mix(into: &h, clearingSpent: clearingSpent)
  }
}

/// The whole mutable state of the model (MODEL.md §3): plain values — the visible root stack
/// inline, the other tabs' and the presentation levels' in small arrays, the event queue's
/// buffer — so a copy for a probe is cheap.
public struct ModelState: Sendable {
  /// The current virtual time, µs.
  public internal(set) var now: Int64 = 0

  /// Every tab's stack by tab index; the selected tab's entry is an empty placeholder (its
  /// stack is ``root``). Empty without tabs.
  public internal(set) var tabs: [StackState] = []
  /// The presentation chain: `levels[0]` is presented from the root's stack, each next one
  /// from the content of the one before.
  public internal(set) var levels: [PresentationLevel] = []

  /// The window's scalar state: the selected tab, the lock, the split view, the fingers, the
  /// controls they hold, and the changes waiting for the next render pass.
  public internal(set) var window = WindowState()
  /// When the scheduled render pass runs (meaningful while `window.renderScheduled`).
  var renderTime: Int64 = 0

  /// The rules that fired so far.
  public internal(set) var rulesFired = RuleSet()
  /// The next scheduling sequence number.
  package var sequence: UInt64 = 0
  /// The tie-break generator's state, when a tie-break seed is set.
  var tieBreak: SplitMix64? = nil

  /// The pending events.
  package var queue = EventQueue<ModelEvent>()

  /// The selected tab's stack (the root's only stack without tabs). Last, after the small
  /// fields the rules read most: an accessor that copies a prefix of the state copies less.
  public internal(set) var root = StackState()
}

extension ModelState {
  /// The stack `ref` names. The references the model makes always name a stack that exists
  /// (the invariant checks say so); one that does not reads and writes the selected tab's.
  ///
  @inline(__always)
  package subscript(ref: StackRef) -> StackState {
    // Plain accessors, not coroutines: a `_read`/`_modify` that yields through an array
    // element gets a heap-allocated frame on every access (a malloc and a free per read on
    // the fuzzer's hot path). A copy of a stack is a few hundred bytes of memcpy.
    @inline(__always) get {
      if ref.rawValue == window.selectedTab { return root }
      if ref.isTab { return ref.tab < tabs.count ? tabs[ref.tab] : root }
      let k = ref.level
      return k >= 1 && k <= levels.count ? levels[k - 1].content : root
    }
    @inline(__always) set {
      if ref.rawValue == window.selectedTab {
        root = newValue
      } else if ref.isTab {
        if ref.tab < tabs.count { tabs[ref.tab] = newValue } else { root = newValue }
      } else {
        let k = ref.level
        if k >= 1 && k <= levels.count { levels[k - 1].content = newValue } else { root = newValue }
      }
    }
  }

  /// Runs `body` on the stack `ref` names, in place (as the subscript reads and writes it).
  ///
  /// The fuzzer's hot paths write several fields of a stack at once: through the subscript's
  /// setter each write copies the whole stack out and back in, and a `_modify` coroutine that
  /// yields through an array element is not inlined and allocates its frame. A closure is
  /// inlined, and its `inout` reaches the stored stack directly.
  @inline(__always)
  package mutating func withStack<R>(_ ref: StackRef, _ body: (inout StackState) -> R) -> R {
    if ref.rawValue == window.selectedTab { return body(&root) }
    if ref.isTab {
      if ref.tab < tabs.count { return body(&tabs[ref.tab]) }
      return body(&root)
    }
    let k = ref.level
    if k >= 1 && k <= levels.count { return body(&levels[k - 1].content) }
    return body(&root)
  }

  /// The selected tab's stack, as a reference.
  package var rootRef: StackRef { .tab(Int(window.selectedTab)) }

  /// The stack of the level below presentation level `k` (its presenter's).
  @inline(__always)
  package func presenterRef(ofLevel k: Int) -> StackRef {
    guard k <= 1 else { return .level(k - 1) }
    return levels.isEmpty ? rootRef : .tab(Int(withLevel(1) { $0.presenterTab }))
  }

  /// The committed stack of the screen the user sees on top (for reports and tests).
  public var stack: ScreenStack { self[visibleRef].stack }
  /// The transition of the visible stack.
  public var transition: Transition { self[visibleRef].transition }
  /// The top presentation level's phase (`none` with nothing presented).
  @inline(__always)
  public var presentation: Presentation { levels.isEmpty ? .none : levelPhase(levels.count) }

  /// The stack the user sees on top: the content of the highest presentation level that is on
  /// screen and shows a screen, else the selected tab's.
  @inline(__always)
  package var visibleRef: StackRef {
    var k = levels.count
    while k >= 1 {
      if levelPhase(k).isShown && levelContentCount(k) > 0 { return .level(k) }
      k -= 1
    }
    return rootRef
  }
}

extension ModelState {
  // The visible stack's fields, read-only, for reports and tests that look at one stack.

  /// Whether the visible stack's pop dimming view is up.
  public var dimming: Bool { self[visibleRef].dimming }
  /// Whose bar the visible stack shows.
  public var barScreen: ScreenID { self[visibleRef].barScreen }
  /// The depth of the screen whose bar the visible stack shows.
  public var barDepth: UInt8 { self[visibleRef].barDepth }
  /// The rule that orphaned the visible stack's transition (0: none).
  public var orphanedBy: UInt8 { self[visibleRef].orphanedBy }
  /// Where the visible stack's transition goes.
  var target: ScreenStack { self[visibleRef].target }
  /// The visible stack's path.
  var path: ScreenStack { self[visibleRef].path }
  /// Whether the visible stack's mask overlay is rendered.
  public var maskRendered: Bool { self[visibleRef].maskRendered }
  /// The visible stack's mask `enable`.
  public var maskEnable: UInt8 { self[visibleRef].maskEnable }
  /// Bit d: some binding of the screen at depth d of the root stack is set.
  public var bindings: UInt16 {
    var bits: UInt16 = 0
    for d in 0..<16 where root.bindings[d] != 0 { bits |= 1 << UInt16(d) }
    return bits
  }
  /// The top presentation level's presenter depth.
  var presenterDepth: UInt8 { levels.last?.presenterDepth ?? 0 }
}
