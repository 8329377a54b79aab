/// How well a rule is supported (MODEL.md: every rule carries one).
public enum EvidenceTag: String, Hashable, Sendable {
  /// Reported in public sources.
  case evidence = "E"
  /// An assumption of this model.
  case assumption = "A"
  /// The rule's effect is reported; some of its details (thresholds, timings) are assumed.
  case mixed = "E/A"
}

/// A rule of the navigation model (docs/MODEL.md §5), by id.
public enum Rule: UInt8, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case r1 = 1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15
  /// R16 hidden back button [E] — a hidden system back button disables the interactive pop
  /// (openradar 19031955); a replaced recogniser delegate brings the swipe back under its own
  /// guard (docs/MODEL.md §5).
  case r16
  /// R17 custom back button [E/A] — a custom button calls `dismiss()`, which pops a pushed
  /// screen at the next frame; under `clear-tint` the touch reaches the transparent system item.
  case r17
  /// R18 dismiss at the detail root [E] — `dismiss()` from the root of a split view's detail
  /// column does nothing (the second seed: it "cannot be implemented" there).
  case r18
  /// R19 column layout [A] — the primary column follows the preferred display mode and the
  /// orientation; a rotation relays the columns out.
  case r19
  /// R20 sidebar toggle [A] — the display-mode button shows or hides the primary column at
  /// once; while the primary is hidden it is the detail root's leading bar item.
  case r20
  /// R21 primary overlay [A] — in portrait a shown primary column overlays the detail: bar and
  /// edge touches land on it; a content tap lands on the dimmed detail and hides it.
  case r21
  /// R22 isHide [A] — the seed's `isHide` `didSet` sets the preferred display mode on every
  /// set (`true`: secondary only; `false`: primary beside the secondary).
  case r22
  /// R23 dismiss completion [A] — the split view's `dismiss(animated:completion:)` runs its
  /// completion at the next frame with nothing presented, at the sheet's commit with a sheet
  /// presented, and never while a presentation or dismissal is in progress.
  case r23
  /// R24 content swipe [E/A] — on `ios26` a rightward pan anywhere in a pushed screen's content
  /// starts an interactive pop as R3's edge swipe does, through a second recogniser with its own
  /// system guard; only `content-swipe-off` disables it (docs/MODEL.md §11).
  case r24
  /// R25 interruptible navigation [E/A] — on `ios26` the back button is live during a push or a
  /// pop: the running transition commits at once and the pop begins (docs/MODEL.md §11).
  case r25
  /// R26 zoom dismiss [E/A] — on `ios18` and later a screen pushed with the zoom transition can
  /// be popped interactively by a downward swipe on its content, an interactive pop for R7
  /// (docs/MODEL.md §11).
  case r26
  /// R27 one presentation per presenter [E] — a screen's stack presents one thing at a time: a
  /// present asked for by another item of the presenting screen waits until it is gone; one
  /// from any other screen is dropped (UIKit's "already presenting"), as R14 drops
  /// (docs/MODEL.md §5, "Presenters and tabs").
  case r27
  /// R28 item replaced [E] — `.sheet(item:)` given a new item while it is up dismisses the
  /// sheet, runs `onDismiss` and presents it again (docs/MODEL.md §5, "Presenters and tabs").
  case r28
  /// R29 tab selection [E/A] — a tab tap or `app select` shows another tab's stack at once;
  /// a transition of the stack left behind goes on off screen (docs/MODEL.md §5, "Presenters
  /// and tabs").
  case r29
  /// R30 live content during transitions [E] — on `ios26` a screen's content takes taps while a
  /// push or a pop of its stack is running (react-native-screens PR 3173: "as soon as another
  /// screen appears in transition, it is interactable"; Twinskaraoke PR 96) (docs/MODEL.md §11).
  case r30
  /// R31 a pan grabs a running transition [E/A] — the content swipe (R24, `ios26`) or the zoom
  /// dismiss (R26, `ios18` on) begins while a push or a pop is running: the content swipe
  /// commits it and pops once more (react-native-screens PR 3093, 3142), the zoom dismiss
  /// catches a zoom transition and drives it back (Apple's "Enhancing your app with fluid
  /// transitions") (docs/MODEL.md §11).
  case r31

  /// `R7`.
  public var id: String { "R\(rawValue)" }

  /// A few words naming the rule.
  public var title: String {
    switch self {
    case .r1: "push"
    case .r2: "back tap"
    case .r3: "edge swipe"
    case .r4: "present"
    case .r5: "programmatic dismiss"
    case .r6: "interactive dismiss"
    case .r7: "orphaned pop"
    case .r8: "relayout"
    case .r9: "nested transition"
    case .r10: "root swipe"
    case .r11: "swipe during push"
    case .r12: "cancelled pop"
    case .r13: "presenter removed"
    case .r14: "detached presenter"
    case .r15: "mask"
    case .r16: "hidden back button"
    case .r17: "custom back button"
    case .r18: "dismiss at the detail root"
    case .r19: "column layout"
    case .r20: "sidebar toggle"
    case .r21: "primary overlay"
    case .r22: "isHide"
    case .r23: "dismiss completion"
    case .r24: "content swipe"
    case .r25: "interruptible navigation"
    case .r26: "zoom dismiss"
    case .r27: "one presentation per presenter"
    case .r28: "item replaced"
    case .r29: "tab selection"
    case .r30: "live content during transitions"
    case .r31: "a pan grabs a running transition"
    }
  }

  /// The rule's evidence tag (docs/MODEL.md §5). Every rule is listed, with no `default`, so
  /// a new rule does not compile until someone decides how well it is supported.
  public var tag: EvidenceTag {
    switch self {
    case .r1, .r2, .r4, .r5, .r7, .r8, .r9, .r10, .r11, .r12, .r15, .r16, .r18, .r27, .r28, .r30:
      .evidence
    case .r3, .r6, .r13, .r17, .r24, .r25, .r26, .r29, .r31: .mixed
    case .r14, .r19, .r20, .r21, .r22, .r23: .assumption
    }
  }

  /// `R7 [E]`.
  public var description: String { "\(id) [\(tag.rawValue)]" }

  /// Whether `a` comes before `b`.
  public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
}

/// A set of rules, as a bit mask (which rules fired during a run).
///
/// Bit `n` is rule `Rn`, so the mask holds rules up to `R31`; a test fails when a rule is added
/// past that (`RuleTests.everyRuleFitsTheRuleSet`).
public struct RuleSet: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt32
  /// Creates a value from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A set holding `rule`.
  public init(_ rule: Rule) { rawValue = 1 << UInt32(rule.rawValue) }

  /// Whether `rule` is in the set.
  public func has(_ rule: Rule) -> Bool { rawValue & (1 << UInt32(rule.rawValue)) != 0 }

  /// The rules in id order.
  public var rules: [Rule] { Rule.allCases.filter(has) }
}
