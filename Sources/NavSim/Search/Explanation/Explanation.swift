import NavSimCore
import NavSimScenario

/// What one scenario's finding rests on (`navfuzz explain FILE`): (a) each assumption of the
/// model re-run with its documented alternative (docs/MODEL.md §13), (b) for each timing value of the
/// profile the range over which the finding persists (by bisection), (c) for each input the
/// window of start times over which the finding persists (each input moved alone).
///
/// A candidate that no finger could perform under the changed values counts as not keeping the
/// finding (a person could not reproduce it).
///
/// ```swift
/// let explanation = Explanation(configuration: config, touches: touches, finding: finding)
/// print(explanation.text)
/// ```
public struct Explanation: Sendable {
  /// One assumption of the model and its alternative, as a profile setting.
  public struct Assumption: Hashable, Sendable {
    /// The rule or value and its tag (`R6 no window lock during interactive dismissal [A]`).
    public var name: String
    /// The profile setting that selects the alternative, and its value.
    public var setting: String
    /// The alternative's value.
    public var alternative: Int64
    /// The alternative in words.
    public var alternativeText: String
    /// The rule, if the assumption belongs to one (its firing in the run is reported).
    public var rule: Rule?

    /// A short name for verdict lines (`R7 [E]`, `R6 no lock [A]`).
    public var short: String {
      switch setting {
      case "r7Triggers": "R7 [E]"
      case "r6Lock": "R6 no lock [A]"
      case "r13OnDismiss": "R13 no onDismiss [A]"
      case "r14Defers": "R14 dropped present [A]"
      case "coordinatorWhileFinalizing": "no coordinator while finalizing [A]"
      case "touchOrder": "finger order [A]"
      default: setting
      }
    }

    /// The model's assumptions with a profile-selectable alternative (docs/MODEL.md §13), and R7's
    /// trigger (so that a finding can say it needs R7).
    public static let all: [Assumption] = [
      Assumption(
        name: "R7 orphaned pop [E] (triggered by interactive pops)", setting: "r7Triggers",
        alternative: 0, alternativeText: "no pop is orphaned", rule: .r7),
      Assumption(
        name: "R6 no window lock during an interactive dismissal [A]", setting: "r6Lock",
        alternative: 1, alternativeText: "the lock is held", rule: .r6),
      Assumption(
        name: "R13 onDismiss does not run when the presenter is removed [A]",
        setting: "r13OnDismiss", alternative: 1, alternativeText: "it runs", rule: .r13),
      Assumption(
        name: "R14 a present on a detached presenter is dropped [A]", setting: "r14Defers",
        alternative: 1, alternativeText: "deferred until the presenter is the idle top",
        rule: .r14),
      Assumption(
        name: "guard-coordinator: no coordinator while finalizing [A]",
        setting: "coordinatorWhileFinalizing", alternative: 1,
        alternativeText: "a coordinator exists", rule: nil),
      Assumption(
        name: "touch order within one event: finger order [A]", setting: "touchOrder",
        alternative: 1, alternativeText: "reversed", rule: nil),
      Assumption(
        name: "R24 the content swipe has its own guard, untouched by the edge delegate [A]",
        setting: "contentSwipeGuard", alternative: 1,
        alternativeText: "it runs under the edge recogniser's delegate", rule: .r24),
      Assumption(
        name: "R25 a back tap during a transition commits it and pops once more [A]",
        setting: "r25Interruptible", alternative: 0,
        alternativeText: "the back button is dead during transitions", rule: .r25),
      Assumption(
        name: "R26 a zoom dismiss is an interactive pop for R7 [A]",
        setting: "r26InteractivePop", alternative: 0,
        alternativeText: "orphaned only where a programmatic pop would be", rule: .r26),
    ]
  }

  /// An assumption's verdict for this finding.
  public struct AssumptionCheck: Sendable {
    /// The assumption.
    public var assumption: Assumption
    /// Whether the finding survives the alternative (`false`: the finding needs the assumption).
    public var survives: Bool
    /// Whether the assumption's rule fired in the run.
    public var fired: Bool
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
  }

  /// The configuration explained.
  public let configuration: Configuration
  /// The touches of the scenario.
  public let touches: [Touch]
  /// The finding explained.
  public let finding: Finding
  /// (a) Each assumption re-run with its alternative.
  public private(set) var assumptions: [AssumptionCheck] = []
  /// (b) The timing values' ranges.
  public private(set) var ranges: [ValueRange] = []
  /// (c) Each input's window.
  public private(set) var windows: [Window] = []
  /// The human margin of a one-finger finding: its tightest move relative to what Fitts's law
  /// gives (docs/MODEL.md §10.1); `nil` with several fingers or no move.
  public private(set) var humanMargin: FingerTravel? = nil

  /// The profile's timing and touch values that (b) varies, with the largest value tried: the
  /// animations and the lag, then the hand (docs/MODEL.md §10).
  public static let timingValues: [(setting: String, limit: Int64)] = [
    ("stateLag", 5_000_000), ("dismiss", 5_000_000), ("present", 5_000_000),
    ("push", 5_000_000), ("pop", 5_000_000), ("hold", 250_000), ("minHold", 250_000),
    ("refractory", 1_000_000), ("fittsA", 1_000_000), ("fittsB", 1_000_000), ("slop", 200),
    ("maxSpeed", 100_000), ("fps", 1000),
  ]

  /// The largest shift (each way) that (c) tries, µs.
  public static let windowLimit: Int64 = 5_000_000

  /// Explains `finding` of `touches` under `configuration`.
  /// - Parameter assumptionsOnly: only (a), the assumptions (for a campaign's verdicts).
  public init(
    configuration: Configuration, touches: [Touch], finding: Finding,
    assumptionsOnly: Bool = false
  ) {
    self.configuration = configuration
    self.touches = touches
    self.finding = finding
    let physics = TouchPhysics(configuration)
    if !touches.contains(where: { $0.isTouch && $0.finger != 1 }) {
      humanMargin = physics.tightestTravel(touches)
    }
    let fired = Simulator.run(configuration, inputs: TouchPhysics(configuration).inputs(touches))
      .model.state.rulesFired
    for assumption in Assumption.all {
      var config = configuration
      guard config.profile.value(of: assumption.setting) != assumption.alternative,
        config.profile.setting(assumption.setting, to: assumption.alternative)
      else { continue }
      if assumption.setting == "coordinatorWhileFinalizing"
        && !configuration.mitigations.has(.guardCoordinator)
      {
        continue
      }
      // The iOS 18/26 rules' assumptions, only on a profile that has the rule (docs/MODEL.md §11).
      let profile = configuration.profile
      if (assumption.rule == .r24 && !profile.contentSwipe)
        || (assumption.rule == .r25 && !profile.interruptibleNavigation)
        || (assumption.rule == .r26 && !profile.zoomTransition)
      {
        continue
      }
      if assumption.setting == "touchOrder"
        && Set(touches.filter(\.isTouch).map(\.finger)).count < 2
      {
        continue
      }
      assumptions.append(
        AssumptionCheck(
          assumption: assumption, survives: keeps(config, touches),
          fired: assumption.rule.map { fired.has($0) } ?? true))
    }
    if assumptionsOnly { return }
    for (setting, limit) in Self.timingValues {
      guard let value = configuration.profile.value(of: setting) else { continue }
      ranges.append(range(setting, value: value, limit: max(limit, value)))
    }
    for i in touches.indices { windows.append(window(i)) }
  }

  /// The assumptions the finding needs (their alternative removes it).
  public var needed: [Assumption] { assumptions.filter { !$0.survives }.map(\.assumption) }

  /// Whether `touches` under `config` keep the finding (kind and recoverability), performable.
  func keeps(_ config: Configuration, _ touches: [Touch]) -> Bool {
    let physics = TouchPhysics(config)
    let fingers = Set(self.touches.filter(\.isTouch).map(\.finger)).count
    guard physics.violations(touches, fingers: max(1, fingers)).isEmpty else { return false }
    return Simulator.run(config, inputs: physics.inputs(touches)).findings.contains {
      $0.kind == finding.kind && $0.recoverable == finding.recoverable
    }
  }

  func keeps(setting: String, _ value: Int64) -> Bool {
    var config = configuration
    guard config.profile.setting(setting, to: value) else { return false }
    guard setting == "hold" else { return keeps(config, touches) }
    // The taps that use the profile's hold (a file line without `hold D`) follow it.
    var held = touches
    for i in held.indices {
      if case .tap(let target, let hold) = held[i].motion, hold == configuration.profile.hold {
        held[i].motion = .tap(target, hold: value)
      }
    }
    return keeps(config, held)
  }

  /// Bisection outwards from the value: the lowest and highest values that keep the finding,
  /// assuming it persists over one interval around the value.
  func range(_ setting: String, value: Int64, limit: Int64) -> ValueRange {
    let unit: Int64 = Profile.isDuration(setting) ? 1_000 : 1
    var low = value
    if keeps(setting: setting, 0) {
      low = 0
    } else {
      var fails: Int64 = 0
      while low - fails > unit {
        let mid = fails + (low - fails) / 2
        if keeps(setting: setting, mid) { low = mid } else { fails = mid }
      }
    }
    var high: Int64? = value
    if keeps(setting: setting, limit) {
      high = nil
    } else {
      var works = value
      var fails = limit
      while fails - works > unit {
        let mid = works + (fails - works) / 2
        if keeps(setting: setting, mid) { works = mid } else { fails = mid }
      }
      high = works
    }
    return ValueRange(
      setting: setting, value: value, low: low, high: high, limit: limit,
      isDuration: Profile.isDuration(setting))
  }

  /// Bisection of touch `i`'s start, alone, earlier and later, in 1 ms steps (µs precision at
  /// the ends).
  func window(_ i: Int) -> Window {
    let start = touches[i].time
    func keepsAt(_ t: Int64) -> Bool {
      var moved = touches
      moved[i].time = t
      return keeps(configuration, moved)
    }
    var earliest = start
    let floor = max(0, start - Self.windowLimit)
    if keepsAt(floor) {
      earliest = floor
    } else {
      var fails = floor
      while earliest - fails > 1 {
        let mid = fails + (earliest - fails) / 2
        if keepsAt(mid) { earliest = mid } else { fails = mid }
      }
    }
    var latest = start
    let ceiling = start + Self.windowLimit
    if keepsAt(ceiling) {
      latest = ceiling
    } else {
      var fails = ceiling
      while fails - latest > 1 {
        let mid = latest + (fails - latest) / 2
        if keepsAt(mid) { latest = mid } else { fails = mid }
      }
    }
    func performable(_ t: Int64) -> Bool {
      var moved = touches
      moved[i].time = t
      let fingers = Set(touches.filter(\.isTouch).map(\.finger)).count
      return TouchPhysics(configuration).violations(moved, fingers: max(1, fingers)).isEmpty
    }
    return Window(
      touch: touches[i], earliest: earliest, latest: latest,
      earliestIsFingerLimit: earliest > floor && !performable(earliest - 1),
      latestIsFingerLimit: latest < ceiling && !performable(latest + 1))
  }
}
