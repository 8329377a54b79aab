import NavSimCore
import NavSimScenario

/// What an explanation found: each assumption's verdict, each setting's range, each input's
/// window.
extension Explanation {
  /// An assumption's verdict for this finding.
  public struct AssumptionCheck: Sendable {
    /// The assumption.
    public var assumption: Assumption
    /// The file's windows under the alternative (`nil`: not searched, the rule did not fire).
    public var dependence: Dependence?
    /// Whether the assumption's rule fired in the run.
    public var fired: Bool
    /// The campaign's searches of the finding's line under the alternative
    /// (``Explanation/verdicts(configuration:touches:finding:assumptions:runs:)``): the word
    /// `navfuzz` gives too; `nil` when not searched.
    public var verdict: Dependence? = nil

    /// The word said: the campaign's searches' when made, else the windows'.
    public var word: Dependence.Verdict? { (verdict ?? dependence)?.verdict }

    /// Whether the finding is still found under the alternative (not searched counts as found:
    /// the run never used the assumption).
    public var survives: Bool { word != .needs }
  }

  /// The range of one profile value over which the finding persists.
  public struct ValueRange: Sendable {
    /// The setting.
    public var setting: String
    /// Its value in the run.
    public var value: Int64
    /// The lowest value found that keeps the finding (`nil`: none tried below the value did).
    public var low: Int64
    /// The highest value that keeps it, or `nil` when it persists up to ``limit``.
    public var high: Int64?
    /// The largest value tried.
    public var limit: Int64
    /// Whether the value is a duration (µs) rather than a plain number.
    public var isDuration: Bool
    /// A value between ``low`` and the highest (``high``, or ``limit``) that does not keep the
    /// finding, the first of ``Explanation/interiorPoints`` evenly spaced ones; `nil` when each
    /// of them keeps it. The ends are found by bisection, which assumes the values that keep
    /// the finding are one interval: this says when they are not.
    public var missed: Int64? = nil
  }

  /// The window of start times over which one input keeps the finding, others unchanged.
  public struct Window: Sendable {
    /// The input.
    public var touch: Touch
    /// The earliest start that keeps the finding, µs.
    public var earliest: Int64
    /// The latest start that keeps it, µs.
    public var latest: Int64
    /// Whether a finger could not begin it earlier (the previous touch of its finger and
    /// `refractory`), rather than the finding ending there.
    public var earliestIsFingerLimit = false
    /// Whether a finger could not begin it later (its next touch).
    public var latestIsFingerLimit = false
    /// Whether the finding ends at one of its ends within the limit (the input's timing
    /// matters to it).
    public var isBounded = false

    /// A start between ``earliest`` and ``latest`` that does not keep the finding, the first
    /// of ``Explanation/interiorPoints`` evenly spaced ones; `nil` when each of them keeps it
    /// (the ends are found by bisection, which assumes the starts that keep the finding are
    /// one interval: this says when they are not).
    public var missed: Int64? = nil

    /// The window's width, µs, counting both ends (1 for a single instant).
    public var width: Int64 { latest - earliest + 1 }
  }
}
