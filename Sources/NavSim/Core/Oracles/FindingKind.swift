/// What an oracle found (MODEL.md §8).
public enum FindingKind: String, Hashable, Sendable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// No input the app offers changes what the user sees.
  case lockup
  /// At quiescence the bar does not belong to the committed top screen.
  case corruption
  /// The mask overlay is rendered while no sheet is up.
  case stuckMask = "stuck-mask"
  /// No short input sequence returns to the root (or shows the primary column).
  case deadEnd = "dead-end"
  /// The run did not reach quiescence within 10 s of its last input.
  case hang
  /// Informational: the configuration has no working swipe-back.
  case lostSwipe = "lost-swipe"
  /// One stack is dead — a tab's, or a sheet's or cover's own — while the window still
  /// responds: no control on it changes what the user sees, but the tab bar or the
  /// presentation's dismissal does (MODEL.md §8).
  case deadStack = "dead-stack"

  /// The text a user reads.
  public var description: String { rawValue }

  /// Whether the kind is informational only (never fails a scenario, never counts as a bug).
  public var isInformational: Bool { self == .lostSwipe }

  /// Whether `a` comes before `b`.
  public static func < (a: FindingKind, b: FindingKind) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}
