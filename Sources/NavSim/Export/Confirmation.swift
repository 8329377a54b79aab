import NavSimCore
import NavSimScenario
import NavSimSearch

/// `navfuzz confirm`: what a device run observed (``DeviceResult``) against what the model
/// predicts for that device's profile, and, when they disagree, what would make them agree —
/// decided by running the model, never by a table: the touches moved within the route's timing
/// slack (a search), and each documented alternative of docs/MODEL.md §13 re-run with the
/// touches as the device made them (the discrete ones), or searched over a range (the timing
/// values).
///
/// ```swift
/// let confirmation = try Confirmation(scenario: scenario, result: result, source: "seed.nav")
/// print(confirmation.text)  // pasteable into a bug report
/// ```
public struct Confirmation: Sendable {
  /// A documented alternative and what the model says under it.
  public struct AlternativeCheck: Sendable {
    /// The `--set` name.
    public var setting: String
    /// The value tried (for a discrete alternative).
    public var value: Int64
    /// The alternative in words.
    public var text: String
    /// Whether the model agrees with the device under it, at the touches' times.
    public var agrees: Bool
  }

  /// A timing value and the values for which the model agrees with the device.
  public struct RangeCheck: Sendable {
    /// The `--set` name.
    public var setting: String
    /// Its value in the run.
    public var value: Int64
    /// The agreeing interval nearest the value (`nil`: no value tried agrees).
    public var agreeing: ClosedRange<Int64>?
    /// The largest value tried.
    public var limit: Int64
  }

  /// A touch moved alone that makes the model agree.
  public struct Shift: Sendable {
    /// The touch's index.
    public var index: Int
    /// How far it moved, µs (positive: later).
    public var by: Int64
  }

  /// What the device observed.
  public let result: DeviceResult
  /// The scenario's configuration on the device's profile and device kind.
  public let configuration: Configuration
  /// The scenario's touches at their planned times.
  public let planned: [Touch]
  /// The touches at the times the route sent them (the planned ones where it gave none).
  public let performed: [Touch]
  /// Whether ``performed`` differs from ``planned`` and is what the model was run on.
  public let usesSentTimes: Bool
  /// Why the sent times were not used, when the result gave some.
  public let sentTimesNote: String?
  /// The model's findings for the performed touches (informational ones left out).
  public let findings: [Finding]
  /// Whether the model predicts the app stays responsive (no lockup).
  public let predictedResponsive: Bool
  /// The rules that fired in the model's run.
  public let rules: [Rule]
  /// Each probe the device made, with what the model's probe does from its end state.
  public let probes: [(name: String, device: Bool, model: Bool?)]
  /// The nearest shift of one touch within the route's slack that makes the model agree.
  public let shift: Shift?
  /// The route's timing slack the shift search used, µs.
  public let slack: Int64
  /// Each discrete alternative.
  public let alternatives: [AlternativeCheck]
  /// Each timing value's agreeing range.
  public let ranges: [RangeCheck]
  /// The scenario's path, for the report.
  public let source: String
  /// How the profile was chosen from the iOS version.
  public let profileNote: String

  /// Whether the model and the device agree (the verdict is AGREE).
  public var agrees: Bool { verdict == .agree }

  /// The verdict: AGREE, DISAGREE (and why) or INCONCLUSIVE (the run did not test the
  /// prediction).
  public let verdict: Verdict
  /// What the model predicts at the planned times: `lockup`, `dead-stack` or `responsive`.
  public let plannedOutcome: String
  /// What the model predicts at the times the touches were made (delivered, else sent, else
  /// planned).
  public let outcome: String
  /// The screen on top at the end of the model's run (at the times used).
  public let modelScreen: String
  /// The touches a route makes (a tap on a control the app has, or a stroke), by index: those
  /// the app's touch log should show.
  public let made: [Int]
  /// Whether the times the app's touch log gave (``DeviceResult/delivered``) were used.
  public let usesDeliveredTimes: Bool
  /// The touches that, moved alone from their planned time to the time used, change the
  /// model's prediction: those that missed the model's window.
  public let missedWindow: [Int]
  /// Why the result cannot be used with this scenario (a touch index out of range, a planned
  /// time that is not the scenario's), with its place; `nil` when it can.
  public let refusal: DeviceResultError?

  /// The timing values whose range is searched, with the largest value tried.
  public static let timingValues: [(setting: String, limit: Int64)] = [
    ("stateLag", 2_000_000), ("dismiss", 2_000_000), ("present", 2_000_000),
    ("push", 2_000_000), ("pop", 2_000_000),
  ]

  /// The slack of each route's timing, µs: how far a touch may land from its planned time.
  public static func slack(route: String) -> Int64 {
    switch route {
    case "appium": 17_000
    case "xcuitest": 500_000
    default: 150_000
    }
  }

  /// Compares `result` with the model's prediction for `scenario` on the result's device.
  /// - Throws: the scenario's diagnostics if its configuration is invalid.
  public init(scenario: Scenario, result: DeviceResult, source: String)
    throws(ScenarioDiagnostics)
  {
    var onDevice = scenario
    let (profile, note) = result.profile
    onDevice.profile = profile
    onDevice.device = result.deviceKind
    var config = try onDevice.configuration()
    config.tieBreakSeed = nil
    self.result = result
    self.source = source
    configuration = config
    profileNote =
      note
      + (result.deviceKind != scenario.device
        ? "; the device is an \(result.deviceKind == .ipad ? "iPad" : "iPhone"), the file's is not"
        : "")
    let touches = onDevice.touches(for: config)
    planned = touches
    refusal = Self.refusal(result, touches: touches)
    usesDeliveredTimes = !result.delivered.isEmpty
    let physics = TouchPhysics(config)
    (performed, usesSentTimes, sentTimesNote) = Self.performed(touches, result, physics)
    let run = Simulator.run(config, inputs: physics.inputs(performed))
    findings = run.findings.filter { !$0.kind.isInformational }
    predictedResponsive = !run.findings.contains { $0.kind == .lockup }
    outcome = Self.outcome(run.findings)
    plannedOutcome =
      performed == touches
      ? outcome : Self.outcome(Simulator.run(config, inputs: physics.inputs(touches)).findings)
    modelScreen = config.app.name(of: run.model.observation.screen)
    missedWindow = Self.missed(config, planned: touches, used: performed, outcome: plannedOutcome)
    let plan = try DevicePlan(scenario, source: source)
    made = plan.steps.filter { $0.isPerformed && $0.finger > 0 }.map(\.index)
    rules = run.model.state.rulesFired.rules
    probes = Self.probes(result, run.model)
    slack = Self.slack(route: result.route)
    if predictedResponsive != result.responsive {
      (shift, alternatives, ranges) = Self.agreeing(
        config, performed, responsive: result.responsive, slack: slack,
        fingers: physics.fingerLimit(touches))
    } else {
      (shift, alternatives, ranges) = (nil, [], [])
    }
    verdict = Self.verdict(
      result: result, outcome: outcome, plannedOutcome: plannedOutcome,
      modelScreen: modelScreen, probes: probes, timesNote: sentTimesNote,
      made: made, delivered: usesDeliveredTimes,
      shift: shift, missed: missedWindow)
  }

  /// The touches the model runs on: those of `planned` moved to the times `result` gives (the
  /// app's touch log's, else the route's), unless it gives none or they are not performable;
  /// whether they moved, and why not when they are not performable.
  static func performed(
    _ planned: [Touch], _ result: DeviceResult, _ physics: TouchPhysics
  ) -> ([Touch], Bool, String?) {
    var sent = planned
    let given = result.delivered.isEmpty ? result.sent : result.delivered
    for (index, time) in given where index < sent.count { sent[index].time = time }
    if given.isEmpty || sent == planned {
      return (planned, false, nil)
    } else if let problem = physics.violations(sent, fingers: physics.fingerLimit(planned))
      .first
    {
      return (
        planned, false,
        "the times as sent are not performable (\(problem.reason)); the planned times are used"
      )
    } else {
      return (sent, true, nil)
    }
  }

  /// Each probe the device made (`result`), with whether the model's same probe responds from
  /// the end state of `model` (`nil`: not a probe of the model).
  static func probes(
    _ result: DeviceResult, _ model: NavigationModel
  ) -> [(name: String, device: Bool, model: Bool?)] {
    let before = model.observation.detailView
    let menu = Probe.menu(for: model)
    return result.probes.map { probe in
      let responds = menu.first { $0.name == probe.name }.map {
        $0.run(on: model).model.observation.detailView != before
      }
      return (probe.name, probe.responded, responds)
    }
  }

  /// On a disagreement, what makes the model agree with a device that stayed `responsive` (or
  /// did not): the nearest shift of one touch of `performed` within `slack`, each discrete
  /// alternative, and each timing value's agreeing range, each run with at most `fingers`.
  static func agreeing(
    _ config: Configuration, _ performed: [Touch], responsive: Bool, slack: Int64, fingers: Int
  ) -> (Shift?, [AlternativeCheck], [RangeCheck]) {
    func agrees(_ c: Configuration, _ t: [Touch]) -> Bool {
      let p = TouchPhysics(c)
      guard p.violations(t, fingers: fingers).isEmpty else { return false }
      return !Simulator.run(c, inputs: p.inputs(t)).findings.contains { $0.kind == .lockup }
        == responsive
    }
    let shift = Self.nearestShift(config, performed, slack: slack, agrees: agrees)
    var checks: [AlternativeCheck] = []
    for alternative in Self.alternatives(config, touches: performed) {
      var c = config
      guard c.profile.setting(alternative.setting, to: alternative.value) else { continue }
      checks.append(
        AlternativeCheck(
          setting: alternative.setting, value: alternative.value, text: alternative.text,
          agrees: agrees(c, performed)))
    }
    var found: [RangeCheck] = []
    for (setting, limit) in Self.timingValues {
      guard let value = config.profile.value(of: setting) else { continue }
      found.append(
        Self.range(config, performed, setting: setting, value: value, limit: limit, agrees))
    }
    return (shift, checks, found)
  }

  /// The discrete alternatives that apply to `config` (docs/MODEL.md §13): those of
  /// `navfuzz explain` (a) whose value is not already the configuration's, R7's other
  /// trigger, and only where they can matter.
  static func alternatives(_ config: Configuration, touches: [Touch]) -> [(
    setting: String, value: Int64, text: String
  )] {
    let profile = config.profile
    var out: [(String, Int64, String)] = []
    for assumption in Explanation.Assumption.all
    where assumption.applies(to: config, touches: touches, allRules: true) {
      out.append((assumption.setting, assumption.alternative, assumption.alternativeText))
      if assumption.setting == "r7Triggers" {
        out.append(
          ("r7Triggers", 2, "every pop is orphaned, programmatic and back-button ones too"))
      }
    }
    // Each alternative once: R7's other trigger is also an assumption of its own (its scope).
    var seen: [(String, Int64)] = []
    return out.filter { alternative in
      guard profile.value(of: alternative.0) != alternative.1,
        !seen.contains(where: { $0 == (alternative.0, alternative.1) })
      else { return false }
      seen.append((alternative.0, alternative.1))
      return true
    }
  }

  /// The smallest shift of one touch, by whole frames within `slack`, that makes the model
  /// agree (nearest first, earlier before later).
  static func nearestShift(
    _ config: Configuration, _ touches: [Touch], slack: Int64,
    agrees: (Configuration, [Touch]) -> Bool
  ) -> Shift? {
    let frame = TouchPhysics(config).frame
    guard frame > 0 else { return nil }
    let steps = Int(slack / frame)
    guard steps > 0 else { return nil }
    for k in 1...steps {
      for sign in [Int64(-1), 1] {
        let by = sign * Int64(k) * frame
        for i in touches.indices where touches[i].isTouch {
          var moved = touches
          moved[i].time += by
          guard moved[i].time >= 0 else { continue }
          if agrees(config, moved) { return Shift(index: i, by: by) }
        }
      }
    }
    return nil
  }

  /// The interval of `setting`'s values, nearest the run's value, over which the model
  /// agrees: a grid of 40 steps up to `limit`, its ends refined by bisection to 1 ms.
  static func range(
    _ config: Configuration, _ touches: [Touch], setting: String, value: Int64, limit: Int64,
    _ agrees: (Configuration, [Touch]) -> Bool
  ) -> RangeCheck {
    func at(_ v: Int64) -> Bool {
      var c = config
      return c.profile.setting(setting, to: v) && agrees(c, touches)
    }
    let step = max(1_000, limit / 40)
    let grid = stride(from: Int64(0), through: limit, by: Int(step)).map { ($0, at($0)) }
    let agreeing = grid.indices.filter { grid[$0].1 }
    guard
      let nearest = agreeing.min(by: {
        (abs(grid[$0].0 - value), grid[$0].0) < (abs(grid[$1].0 - value), grid[$1].0)
      })
    else { return RangeCheck(setting: setting, value: value, agreeing: nil, limit: limit) }
    var lo = nearest
    while lo > 0 && grid[lo - 1].1 { lo -= 1 }
    var hi = nearest
    while hi < grid.count - 1 && grid[hi + 1].1 { hi += 1 }
    func refine(_ good: Int64, _ bad: Int64) -> Int64 {
      var good = good
      var bad = bad
      while abs(bad - good) > 1_000 {
        let mid = good + (bad - good) / 2
        if at(mid) { good = mid } else { bad = mid }
      }
      return good
    }
    let low = lo > 0 ? refine(grid[lo].0, grid[lo - 1].0) : grid[lo].0
    let high = hi < grid.count - 1 ? refine(grid[hi].0, grid[hi + 1].0) : grid[hi].0
    return RangeCheck(setting: setting, value: value, agreeing: low...high, limit: limit)
  }
}
