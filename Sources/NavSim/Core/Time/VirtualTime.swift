/// A point on the simulation's virtual clock, in integer microseconds from the start of a run.
///
/// Nothing in NavSim reads the wall clock: every run starts at ``VirtualTime/zero`` and
/// advances only when the scheduler delivers an event or an input.
///
/// ```swift
/// let t = VirtualTime.zero + .milliseconds(16.7)
/// print(t)  // 16.7ms
/// ```
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the start of the run.
  public var microseconds: Int64

  /// Creates a time from a count of microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// The start of every run.
  public static let zero = VirtualTime(microseconds: 0)

  /// Whether `a` comes before `b`.
  public static func < (a: VirtualTime, b: VirtualTime) -> Bool {
    a.microseconds < b.microseconds
  }

  /// The time `d` after `a`.
  public static func + (a: VirtualTime, d: VirtualDuration) -> VirtualTime {
    VirtualTime(microseconds: a.microseconds &+ d.microseconds)
  }

  /// The duration from `b` to `a`.
  public static func - (a: VirtualTime, b: VirtualTime) -> VirtualDuration {
    VirtualDuration(microseconds: a.microseconds &- b.microseconds)
  }

  /// The time in milliseconds with up to three decimals, as scenario files write it (`1266.666ms`).
  public var description: String { VirtualDuration(microseconds: microseconds).description }
}

/// A length of virtual time, in integer microseconds.
public struct VirtualDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The length in microseconds.
  public var microseconds: Int64

  /// Creates a duration from a count of microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// Nothing.
  public static let zero = VirtualDuration(microseconds: 0)

  /// A duration of `value` milliseconds, rounded to the nearest microsecond.
  public static func milliseconds(_ value: Double) -> VirtualDuration {
    VirtualDuration(microseconds: Int64((value * 1000).rounded()))
  }

  /// A duration of `value` seconds, rounded to the nearest microsecond.
  public static func seconds(_ value: Double) -> VirtualDuration {
    VirtualDuration(microseconds: Int64((value * 1_000_000).rounded()))
  }

  /// Whether `a` comes before `b`.
  public static func < (a: VirtualDuration, b: VirtualDuration) -> Bool {
    a.microseconds < b.microseconds
  }

  /// The sum of two durations.
  public static func + (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
    VirtualDuration(microseconds: a.microseconds &+ b.microseconds)
  }

  /// The duration in milliseconds with up to three decimals and no trailing zeros (`350ms`,
  /// `16.666ms`).
  public var description: String { Self.formatMilliseconds(microseconds) + "ms" }

  /// Formats a count of microseconds as milliseconds with up to three decimals, no unit.
  package static func formatMilliseconds(_ us: Int64) -> String {
    NumberText.fixedPoint(us.magnitude, places: 3, negative: us < 0)
  }
}
