import NavSimCore
import NavSimScenario

/// What one scenario's finding rests on (`navfuzz explain FILE`): (a) for each assumption of
/// the model that fired (docs/MODEL.md §13), a search under its documented alternative, and
/// whether the finding then *needs* it, *narrows* or is *unaffected* (``Dependence``, measured
/// by the window widths of the inputs that matter), (b) for each timing value of the profile
/// the range over which the finding persists (by bisection), (c) for each input the window of
/// start times over which the finding persists (each input moved alone).
///
/// "The finding" is the one explained, not any finding of its kind: a candidate keeps it when
/// it makes a finding of the same signature (kind, cause class, app input or not) with the same
/// assumed rules ([A], [E/A]) fired. A candidate that no finger could perform under the changed
/// values counts as not keeping the finding (a person could not reproduce it).
///
/// - Complexity: near-linear in the number of inputs: a moved input is replayed from a
///   checkpoint of the unchanged run until the two runs are back in step (``stepsDelivered``
///   counts the work).
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
    /// A short name for verdict lines (`R7 [E]`, `R6 no lock [A]`).
    public var short: String
    /// The profile setting that selects the alternative, and its value.
    public var setting: String
    /// The alternative's value.
    public var alternative: Int64
    /// The alternative in words.
    public var alternativeText: String
    /// The rule, if the assumption belongs to one (its firing in the run is reported).
    public var rule: Rule?

    /// The assumptions whose alternative widens what the model lets happen (R7's scope: every
    /// pop orphaned, not only the interactive ones), searched where a mitigation holds, so that a
    /// mitigation that holds only under the modelled choice says so (docs/MODEL.md §13).
    public static var widening: [Assumption] {
      all.filter { $0.setting == "r7Triggers" && $0.alternative == 2 }
    }

    /// The model's assumptions with a profile-selectable alternative (docs/MODEL.md §13), and R7's
    /// trigger (so that a finding can say it needs R7).
    public static let all: [Assumption] = [
      Assumption(
        name: "R7 orphaned pop [E] (triggered by interactive pops)", short: "R7 [E]",
        setting: "r7Triggers",
        alternative: 0, alternativeText: "no pop is orphaned", rule: .r7),
      Assumption(
        name: "R7 orphans interactive pops only [A] (its scope)", short: "R7 scope [A]",
        setting: "r7Triggers",
        alternative: 2, alternativeText: "back-button and programmatic pops are orphaned too",
        rule: .r7),
      Assumption(
        name: "R6 no window lock during an interactive dismissal [A]", short: "R6 no lock [A]",
        setting: "r6Lock",
        alternative: 1, alternativeText: "the lock is held", rule: .r6),
      Assumption(
        name: "R13 onDismiss does not run when the presenter is removed [A]",
        short: "R13 no onDismiss [A]",
        setting: "r13OnDismiss", alternative: 1, alternativeText: "it runs", rule: .r13),
      Assumption(
        name: "R14 a present on a detached presenter is dropped [A]",
        short: "R14 dropped present [A]", setting: "r14Defers",
        alternative: 1, alternativeText: "deferred until the presenter is the idle top",
        rule: .r14),
      Assumption(
        name: "guard-coordinator: no coordinator while finalizing [A]",
        short: "no coordinator while finalizing [A]",
        setting: "coordinatorWhileFinalizing", alternative: 1,
        alternativeText: "a coordinator exists", rule: nil),
      Assumption(
        name: "touch order within one event: finger order [A]", short: "finger order [A]",
        setting: "touchOrder",
        alternative: 1, alternativeText: "reversed", rule: nil),
      Assumption(
        name: "R24 the content swipe has its own guard, untouched by the edge delegate [A]",
        short: "R24 own guard [A]",
        setting: "contentSwipeGuard", alternative: 1,
        alternativeText: "it runs under the edge recogniser's delegate", rule: .r24),
      Assumption(
        name: "R25 a back tap during a transition commits it and pops once more [A]",
        short: "R25 commit-then-pop [A]",
        setting: "r25Interruptible", alternative: 0,
        alternativeText: "the back button is dead during transitions", rule: .r25),
      Assumption(
        name: "R26 a zoom dismiss is an interactive pop for R7 [A]",
        short: "R26 interactive pop [A]",
        setting: "r26InteractivePop", alternative: 0,
        alternativeText: "orphaned only where a programmatic pop would be", rule: .r26),
      Assumption(
        name: "R29 a transition on a tab's stack goes on off screen when its tab is left [A]",
        short: "R29 goes on off screen [A]",
        setting: "tabSwitchCommits", alternative: 1, alternativeText: "it commits at once",
        rule: .r29),
      Assumption(
        name: "R12 a cancelled interactive pop never completes [E] (ios13)", short: "R12 [E]",
        setting: "r12Freezes", alternative: 0, alternativeText: "a cancelled pop completes",
        rule: .r12),
      Assumption(
        name: "R31 the content swipe may begin during a push or a pop, which commits [E]",
        short: "R31 content swipe mid-transition [E]",
        setting: "r24MidTransition", alternative: 0,
        alternativeText: "R24's guard keeps transition == none", rule: .r31),
      Assumption(
        name: "R31 a zoom transition can be grabbed during its animation [E]",
        short: "R31 zoom grabbed mid-transition [E]",
        setting: "r26MidTransition", alternative: 0,
        alternativeText: "R26's guard keeps transition == none", rule: .r31),
      Assumption(
        name: "R26 a rightward pan dismisses a zoomed screen too [E]", short: "R26 sideways [E]",
        setting: "r26Sideways",
        alternative: 0, alternativeText: "the zoom dismiss is downward only", rule: .r26),
      Assumption(
        name: "R30 the content takes taps during a push or a pop [E]",
        short: "R30 live content [E]",
        setting: "r30LiveContent", alternative: 0,
        alternativeText: "the content is dead during transitions", rule: .r30),
      Assumption(
        name: "R30's push half: the screen pushed from takes taps during the push [A]",
        short: "R30 push half [A]",
        setting: "r30PushLive", alternative: 0,
        alternativeText: "the content is dead during a push, live during a pop only",
        rule: .r30),
      Assumption(
        name: "R9 on ios26: a nested change leaves the bar out of step [A]",
        short: "R9 on ios26 [A]",
        setting: "r9BarCorrupts", alternative: 0,
        alternativeText: "the bar follows the nested change", rule: .r9),
      Assumption(
        name: "exclusive-touch: a tracking exclusive control holds the pans' touches too [A]",
        short: "exclusive-touch holds pans [A]",
        setting: "exclusivePans", alternative: 0, alternativeText: "it holds taps only",
        rule: nil),
      Assumption(
        name: "R15 the mask overlay takes the left edge's touches [A]",
        short: "R15 mask covers the edge [A]",
        setting: "maskCoversEdge", alternative: 0,
        alternativeText: "the edge recogniser still gets them", rule: .r15),
      Assumption(
        name: "a sheet animating out takes no touches (§4, layer 2) [A]",
        short: "a dismissing sheet takes no touches [A]",
        setting: "dismissingSheetCovers", alternative: 1,
        alternativeText: "it covers the screen until it is gone", rule: .r6),
      Assumption(
        name: "a tap accepted before the window lock acts at its touch-up [A]",
        short: "accepted taps survive the lock [A]",
        setting: "lockCancelsTaps", alternative: 1,
        alternativeText: "the lock cancels it", rule: .r4),
      Assumption(
        name: "a content tap accepted before a transition acts at its touch-up [A]",
        short: "content taps survive transitions [A]",
        setting: "transitionCancelsContent", alternative: 1,
        alternativeText: "the transition cancels it, as it cancels the back button's",
        rule: nil),
      Assumption(
        name: "R15 every presentation button toggles its binding (popUp.toggle()) [A]",
        short: "R15 toggle() [A]", setting: "buttonToggles", alternative: 0,
        alternativeText: "popUp = true", rule: nil),
      Assumption(
        name: "R19 a rotation lays the columns out again [A]", short: "R19 rotation relayout [A]",
        setting: "r19RotationRelayout",
        alternative: 0, alternativeText: "the columns stay as they were", rule: .r19),
      Assumption(
        name: "R20 the sidebar button on the detail's bar is routed as the bar [A]",
        short: "R20 routed toggle [A]",
        setting: "r20Routed", alternative: 0,
        alternativeText: "only the window lock and a sheet stop it", rule: .r20),
      Assumption(
        name: "R21 a tap on the dimmed detail only hides the primary [A]",
        short: "R21 tap only hides [A]",
        setting: "r21TapThrough", alternative: 1,
        alternativeText: "it also reaches the detail's content", rule: .r21),
      Assumption(
        name: "R22 isHide's didSet lays the columns out on every set [A]",
        short: "R22 every set [A]",
        setting: "r22EverySet", alternative: 0,
        alternativeText: "only when the value changes", rule: .r22),
      Assumption(
        name: "R23 a refused dismiss(animated:completion:) never runs its completion [A]",
        short: "R23 completion dropped [A]",
        setting: "r23RefusedRuns", alternative: 1,
        alternativeText: "it runs at the next frame", rule: .r23),
      Assumption(
        name: "Fitts's law: a fast hand, 72 ms per bit [A]", short: "fast hand [A]",
        setting: "fittsB",
        alternative: 144_000,
        alternativeText: "the average person of MacKenzie 2015, 144 ms per bit", rule: nil),
    ]
  }

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

  /// The configuration explained.
  public let configuration: Configuration
  /// The touches of the scenario.
  public let touches: [Touch]
  /// The finding explained.
  public let finding: Finding
  /// (a) Each assumption searched under its alternative.
  public private(set) var assumptions: [AssumptionCheck] = []
  /// (b) The timing values' ranges.
  public private(set) var ranges: [ValueRange] = []
  /// (c) Each input's window.
  public private(set) var windows: [Window] = []
  /// Model steps (inputs delivered) over every candidate run: the work done, near-linear in
  /// the number of inputs.
  public private(set) var stepsDelivered = 0
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

  /// How many evenly spaced points inside a window (c) or a range (b) are tried once its ends
  /// are found, to say whether the finding holds all the way between them.
  public static let interiorPoints: Int64 = 32

  /// The most start times (a)'s search tries for one input when the file itself no longer
  /// makes the finding under an alternative.
  public static let scanPoints: Int64 = 64

  /// Explains `finding` of `touches` under `configuration`; with `verdictRuns`, each fired
  /// assumption's word comes from the campaign's searches of that many runs each, as
  /// `navfuzz`'s verdicts do (docs/MODEL.md §13).
  public init(
    configuration: Configuration, touches: [Touch], finding: Finding, verdictRuns: Int = 0
  ) {
    self.configuration = configuration
    self.touches = touches
    self.finding = finding
    if !touches.contains(where: { $0.isTouch && $0.finger != 1 }) {
      humanMargin = TouchPhysics(configuration).tightestTravel(touches)
    }
    let target = ExplainTarget(finding)
    var replayer = Replayer(configuration: configuration, touches: touches, target: target)
    for i in touches.indices {
      var window = Self.window(i, replayer: &replayer)
      window.missed = Self.firstMissed(window.earliest, window.latest) {
        replayer.keeps(moving: i, to: $0)
      }
      windows.append(window)
    }
    for (setting, limit) in Self.timingValues {
      guard let value = configuration.profile.value(of: setting) else { continue }
      ranges.append(range(setting, value: value, limit: max(limit, value), replayer: &replayer))
    }
    stepsDelivered = replayer.delivered
    let fired = finding.rules
    for assumption in Assumption.relevant(
      to: configuration, touches: touches, fired: fired, allRules: true)
    {
      let didFire = assumption.rule.map { fired.has($0) } ?? true
      assumptions.append(
        AssumptionCheck(
          assumption: assumption,
          dependence: didFire ? search(assumption, target: target) : nil, fired: didFire))
    }
    let searched = assumptions.filter(\.fired).map(\.assumption)
    let verdicts = Self.verdicts(
      configuration: configuration, touches: touches, finding: finding,
      assumptions: searched, runs: verdictRuns)
    for verdict in verdicts {
      guard let i = assumptions.firstIndex(where: { $0.assumption == verdict.assumption })
      else { continue }
      assumptions[i].verdict = verdict
    }
  }

  /// The assumptions the finding needs (a search under their alternative no longer finds it).
  public var needed: [Assumption] { assumptions.filter { !$0.survives }.map(\.assumption) }

  /// The inputs whose timing matters to the finding (their windows end within the limit), or
  /// every input when none does.
  var timedInputs: [Int] {
    let bounded = windows.indices.filter { windows[$0].isBounded }
    return bounded.isEmpty ? Array(windows.indices) : bounded
  }

  /// (a) The search under `assumption`'s alternative: each input whose timing matters moved
  /// alone, its window measured where the alternative still makes the finding (from the
  /// file's time, or else from the first of ``scanPoints`` start times across the input's
  /// window widened by its width each way); the widths summed, with and without.
  mutating func search(_ assumption: Assumption, target: ExplainTarget) -> Dependence {
    var alternativeTarget = target
    alternativeTarget.ignoring = assumption.rule
    var alternative = Replayer(
      configuration: assumption.applied(to: configuration), touches: touches,
      target: alternativeTarget)
    var without: Int64 = 0
    var with: Int64 = 0
    for i in timedInputs {
      let w = windows[i]
      without += w.width
      let start = touches[i].time
      var found: Int64? = alternative.keepsAsIs ? start : nil
      if found == nil {
        let floor = max(0, start - Self.windowLimit)
        let low = max(floor, w.earliest - w.width)
        let high = min(start + Self.windowLimit, w.latest + w.width)
        let step = max(1, (high - low) / Self.scanPoints)
        var t = low
        while t <= high && found == nil {
          if alternative.keeps(moving: i, to: t) { found = t }
          t += step
        }
      }
      if let found {
        with += Self.window(i, from: found, replayer: &alternative).width
      }
    }
    stepsDelivered += alternative.delivered
    return Dependence(assumption: assumption, measure: .window, without: without, with: with)
  }

  /// Whether `touches` under `config` (a whole run) are performable with the file's fingers
  /// and make the finding.
  func keeps(_ config: Configuration, _ touches: [Touch]) -> Bool {
    var replayer = Replayer(
      configuration: configuration, touches: self.touches, target: .init(finding))
    return replayer.keeps(config, touches)
  }

  /// Whether the file with `setting` set to `value` keeps the finding (taps without their own
  /// `hold` follow a changed `hold`).
  func keeps(setting: String, _ value: Int64) -> Bool {
    var replayer = Replayer(configuration: configuration, touches: touches, target: .init(finding))
    return keeps(setting: setting, value, replayer: &replayer)
  }

  func keeps(setting: String, _ v: Int64, replayer: inout Replayer) -> Bool {
    var config = configuration
    guard config.profile.setting(setting, to: v) else { return false }
    guard setting == "hold" else { return replayer.keeps(config, touches) }
    // The taps that use the profile's hold (a file line without `hold D`) follow it.
    var held = touches
    for i in held.indices {
      if case .tap(let target, let hold) = held[i].motion, hold == configuration.profile.hold {
        held[i].motion = .tap(target, hold: v)
      }
    }
    return replayer.keeps(config, held)
  }

  func range(
    _ setting: String, value: Int64, limit: Int64, replayer: inout Replayer
  ) -> ValueRange {
    func keeps(_ v: Int64) -> Bool { self.keeps(setting: setting, v, replayer: &replayer) }
    let unit: Int64 = Profile.isDuration(setting) ? 1_000 : 1
    var low = value
    if keeps(0) {
      low = 0
    } else {
      var fails: Int64 = 0
      while low - fails > unit {
        let mid = fails + (low - fails) / 2
        if keeps(mid) { low = mid } else { fails = mid }
      }
    }
    var high: Int64? = value
    if keeps(limit) {
      high = nil
    } else {
      var works = value
      var fails = limit
      while fails - works > unit {
        let mid = works + (fails - works) / 2
        if keeps(mid) { works = mid } else { fails = mid }
      }
      high = works
    }
    var range = ValueRange(
      setting: setting, value: value, low: low, high: high, limit: limit,
      isDuration: Profile.isDuration(setting))
    range.missed = Self.firstMissed(low, high ?? limit, keeps)
    return range
  }

  /// The first of ``interiorPoints`` evenly spaced points strictly between `low` and `high`
  /// where `keeps` is false, if any.
  static func firstMissed(_ low: Int64, _ high: Int64, _ keeps: (Int64) -> Bool) -> Int64? {
    guard high - low > 1 else { return nil }
    var last = low
    for k in 1..<interiorPoints {
      let point = low + (high - low) * k / interiorPoints
      guard point > last, point < high else { continue }
      last = point
      if !keeps(point) { return point }
    }
    return nil
  }

  /// Bisection of touch `i`'s start, alone, earlier and later from `from` (a start that keeps
  /// the finding; the file's by default), in 1 µs steps.
  static func window(_ i: Int, from: Int64? = nil, replayer: inout Replayer) -> Window {
    let touch = replayer.touches[i]
    let start = from ?? touch.time
    var earliest = start
    let floor = max(0, touch.time - windowLimit)
    if replayer.keeps(moving: i, to: floor) {
      earliest = floor
    } else {
      var fails = floor
      while earliest - fails > 1 {
        let mid = fails + (earliest - fails) / 2
        if replayer.keeps(moving: i, to: mid) { earliest = mid } else { fails = mid }
      }
    }
    var latest = start
    let ceiling = touch.time + windowLimit
    if replayer.keeps(moving: i, to: ceiling) {
      latest = ceiling
    } else {
      var fails = ceiling
      while fails - latest > 1 {
        let mid = latest + (fails - latest) / 2
        if replayer.keeps(moving: i, to: mid) { latest = mid } else { fails = mid }
      }
    }
    let earliestIsFingerLimit =
      earliest > floor && !replayer.performable(moving: i, to: earliest - 1)
    let latestIsFingerLimit =
      latest < ceiling && !replayer.performable(moving: i, to: latest + 1)
    return Window(
      touch: touch, earliest: earliest, latest: latest,
      earliestIsFingerLimit: earliestIsFingerLimit, latestIsFingerLimit: latestIsFingerLimit,
      isBounded: (earliest > floor && !earliestIsFingerLimit)
        || (latest < ceiling && !latestIsFingerLimit))
  }
}
