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
        name: "R29 a path changed on a tab not on screen is taken at once [A]",
        short: "R29 off window at once [A]",
        setting: "offWindowAnimates", alternative: 1,
        alternativeText: "its push or pop runs off screen", rule: .r29),
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
  public internal(set) var stepsDelivered = 0
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

  /// The values (b) varies for `touches`: ``timingValues``, and `linkGap` (up to 5 s) when
  /// they hold a deep link (docs/MODEL.md §10.1).
  static func timingValues(
    _ configuration: Configuration, _ touches: [Touch]
  ) -> [(setting: String, limit: Int64)] {
    let hasLink = TouchPhysics(configuration).hasDeepLink(touches)
    return timingValues + (hasLink ? [("linkGap", 5_000_000)] : [])
  }

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
    for (setting, limit) in Self.timingValues(configuration, touches) {
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
}
