/// Which hands a run needs (INPUT.md §1): one finger, several fingers at once, or the app.
///
/// Reports keep the three apart: what holds against one finger, what more two fingers find,
/// what app inputs add.
public enum InputClass: String, Hashable, Sendable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// Every touch by one finger: touches never overlap.
  case oneFinger = "one-finger"
  /// Touches of different fingers overlap.
  case multiFinger = "multi-finger"
  /// The run uses an app input (a deep link, a timer, programmatic navigation).
  case app

  /// The text a user reads.
  public var description: String { rawValue }

  /// Whether `a` comes before `b`.
  public static func < (a: InputClass, b: InputClass) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }

  /// The class of a run made of `inputs` (in any order; same-instant inputs keep list order).
  ///
  /// The one place that decides it, so the finger model of INPUT.md can replace the derivation
  /// below without touching its callers. Until inputs carry fingers it is derived from the
  /// touches: an `app …` input makes the run `app`; otherwise a touch that goes down while a
  /// gesture's finger is still down (from `begin` to `end` or `cancel`), or at the same instant
  /// as another touch-down, needs a second finger. A rotation is not a touch.
  public static func of(_ inputs: [TimedInput]) -> InputClass {
    if inputs.contains(where: { $0.input.isAppAction }) { return .app }
    var swipeDown = false
    var dragDown = false
    var lastTouchDown: VirtualTime? = nil
    for timed in Simulator.inTimeOrder(inputs) {
      let touchDown: Bool
      switch timed.input {
      case .tap: touchDown = true
      case .swipeBack(.begin), .dragSheet(.begin): touchDown = true
      default: touchDown = false
      }
      if touchDown {
        if swipeDown || dragDown || lastTouchDown == timed.time { return .multiFinger }
        lastTouchDown = timed.time
      }
      switch timed.input {
      case .swipeBack(.begin): swipeDown = true
      case .swipeBack(.end), .swipeBack(.cancel): swipeDown = false
      case .dragSheet(.begin): dragDown = true
      case .dragSheet(.end), .dragSheet(.cancel): dragDown = false
      default: break
      }
    }
    return .oneFinger
  }
}
