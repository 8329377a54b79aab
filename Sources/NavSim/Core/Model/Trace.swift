/// Who changed state, one lane per actor in a timeline.
public enum Actor: String, Hashable, Sendable, CaseIterable {
  /// The user's or the app's inputs.
  case input
  /// The navigation stack and its transitions.
  case navigation
  /// The sheet's presentation.
  case sheet
  /// The gesture-mask overlay.
  case mask
  /// The window's interaction lock.
  case windowLock = "window-lock"
  /// The split view's columns.
  case split
}

/// One state change of a run: when, who, which rule, what.
public struct TraceEntry: Hashable, Sendable, CustomStringConvertible {
  /// When it happened.
  public var time: VirtualTime
  /// The actor whose state changed.
  public var actor: Actor
  /// The rule that made the change, if one did.
  public var rule: Rule?
  /// What happened, in a few words.
  public var message: String
  /// The actors' states right after the change (for timelines and trace slices).
  package var lanes: LaneSnapshot
  /// For an `input` entry, the input delivered.
  public var input: Input? = nil

  /// The text a user reads.
  public var description: String {
    let ruleText = rule.map { " (\($0))" } ?? ""
    return "\(time) \(actor.rawValue): \(message)\(ruleText)"
  }
}

/// The state of each actor's lane at one moment.
package struct LaneSnapshot: Hashable, Sendable {
  /// The navigation transition.
  package var transition: Transition
  /// Whether a dimming view is up.
  package var dimming: Bool
  /// The sheet's presentation.
  package var presentation: Presentation
  /// Whether the mask overlay is rendered.
  package var mask: Bool
  /// The window's interaction lock count.
  package var windowLock: UInt8
  /// Whether the split view's primary column is shown.
  package var sidebar: Bool
  /// The tabs' stacks (0 in an app of one stack) and the presentation levels, up to
  /// ``maxContainers`` of each: the per-container lanes of the SVG timeline.
  package var tabCount: UInt8 = 0
  package var levelCount: UInt8 = 0
  /// Each level's phase, four bits a level from the first.
  var levelPhases: UInt32 = 0
  /// Each stack's transition, four bits a stack: the tabs' in the low 32 bits, the levels' own
  /// stacks in the high 32.
  var stackTransitions: UInt64 = 0
  /// Bit `k − 1`: level `k` holds its own navigation stack.
  package var levelStacks: UInt8 = 0

  /// The most tabs and levels a snapshot tells apart.
  package static let maxContainers = 8

  init(_ s: ModelState) {
    let visible = s[s.visibleRef]
    transition = visible.transition
    dimming = visible.dimming
    presentation = s.presentation
    mask = visible.maskRendered
    windowLock = s.window.windowLock
    sidebar = s.window.sidebarShown
    tabCount = UInt8(min(s.tabs.count, Self.maxContainers))
    for i in 0..<Int(tabCount) {
      stackTransitions |= UInt64(s[.tab(i)].transition.rawValue) << UInt64(4 * i)
    }
    levelCount = UInt8(min(s.levels.count, Self.maxContainers))
    for i in 0..<Int(levelCount) {
      let level = s.levels[i]
      levelPhases |= UInt32(level.phase.rawValue) << UInt32(4 * i)
      if level.content.navigable && level.content.stack.count > 0 {
        levelStacks |= 1 << UInt8(i)
        stackTransitions |= UInt64(level.content.transition.rawValue) << UInt64(32 + 4 * i)
      }
    }
  }

  /// Tab `i`'s stack's transition (from 0; `none` past the tabs).
  package func tabTransition(_ i: Int) -> Transition {
    guard i >= 0 && i < Int(tabCount) else { return .none }
    return Transition(rawValue: UInt8(truncatingIfNeeded: stackTransitions >> UInt64(4 * i)) & 0xF)
      ?? .none
  }

  /// Level `k`'s phase (from 1; `none` past the chain).
  package func levelPhase(_ k: Int) -> Presentation {
    guard k >= 1 && k <= Int(levelCount) else { return .none }
    return Presentation(
      rawValue: UInt8(truncatingIfNeeded: levelPhases >> UInt32(4 * (k - 1))) & 0xF)
      ?? .none
  }

  /// Level `k`'s own stack's transition (from 1; `none` past the chain or without a stack).
  package func levelTransition(_ k: Int) -> Transition {
    guard k >= 1 && k <= Int(levelCount) else { return .none }
    let word = stackTransitions >> UInt64(32 + 4 * (k - 1))
    return Transition(rawValue: UInt8(truncatingIfNeeded: word) & 0xF) ?? .none
  }
}

/// What happened to an input: the layer of MODEL.md §4 that took it, or the rule that ignored it.
package enum Disposition: Hashable, Sendable, CustomStringConvertible {
  /// The input reached its target and acted.
  case acted
  /// Dropped: the window ignores interaction (a presentation or dismissal animating).
  case windowLock
  /// Swallowed by the sheet's view, which covers the screen.
  case sheet
  /// Swallowed by a pop's dimming view; `orphanedBy` names the rule that left it there.
  case dimmingView(orphanedBy: Rule?)
  /// Swallowed by the gesture-mask overlay.
  case mask
  /// Dropped by the stack's views during a transition; `orphanedBy` if the transition never ends.
  case transition(orphanedBy: Rule?)
  /// Taken by the split view's primary column overlaying the detail in portrait (R21).
  case primaryColumn
  /// The edge-pan recogniser's guard refused to begin.
  case guardRefused
  /// The bar shows no back button.
  case noBackButton
  /// Nothing of that kind is on screen (no such link, no sheet, no finger down).
  case nothingThere
  /// The input reached the app but a rule made it do nothing.
  case ignored(Rule)
  /// A touch-up whose touch-down was swallowed or dropped: it does nothing (docs/MODEL.md §10.2).
  case touchDownLost
  /// Held off by an exclusive-touch control (`exclusive-touch`, docs/MODEL.md §12).
  case exclusiveTouch

  /// The text a user reads.
  package var description: String {
    switch self {
    case .acted: "acted"
    case .windowLock: "dropped by the window's interaction lock"
    case .sheet: "swallowed by the sheet"
    case .dimmingView(let rule):
      rule.map { "swallowed by the dimming view of an orphaned pop (\($0.id))" }
        ?? "swallowed by the dimming view of a pop"
    case .mask: "swallowed by the gesture mask"
    case .transition(let rule):
      rule.map { "dropped during a transition that never ends (\($0.id))" }
        ?? "dropped during a transition"
    case .primaryColumn: "taken by the primary column overlaying the detail (R21)"
    case .guardRefused: "refused by the edge-pan guard"
    case .noBackButton: "no back button on the bar"
    case .nothingThere: "nothing there"
    case .ignored(let rule): "ignored (\(rule.id))"
    case .touchDownLost: "its touch-down was not accepted"
    case .exclusiveTouch: "held off by an exclusive-touch control"
    }
  }
}

/// What a user sees: the lockup oracle compares it before and after each probe.
public struct Observation: Hashable, Sendable {
  /// The visible screen.
  public var screen: ScreenID
  /// The stack depth of the visible screen.
  public var depth: Int
  /// Whose bar is shown.
  public var barScreen: ScreenID
  /// Whether the bar shows a back control.
  public var backShown: Bool
  /// Whether a sheet is on screen.
  public var sheetShown: Bool
  /// Whether the split view's primary column is shown.
  public var sidebarShown: Bool
  /// The selected tab (0 without tabs).
  public var tab: UInt8 = 0
  /// How many presentation levels are on screen.
  public var presentations: UInt8 = 0
  /// What the top presentation on screen is, if any.
  public var topPresentation: PresentationKind? = nil
}
