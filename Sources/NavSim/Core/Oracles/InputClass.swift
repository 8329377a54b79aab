/// Which hands a run needs (docs/MODEL.md §10.1): one finger, several fingers at once, or the app.
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

  /// The class of a run made of `touches` under `configuration` (docs/MODEL.md §10): `app`
  /// when one of them is an app input; `multi-finger` when they need more than one finger
  /// (given all to one finger, the performability check fails: ``TouchPhysics/needsSeveralFingers(_:)``);
  /// else `one-finger`. A rotation is not a touch. The one place that decides it.
  public static func of(_ touches: [Touch], configuration: Configuration) -> InputClass {
    if touches.contains(where: { if case .app = $0.motion { true } else { false } }) {
      return .app
    }
    return TouchPhysics(configuration).needsSeveralFingers(touches) ? .multiFinger : .oneFinger
  }
}
