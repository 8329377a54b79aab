import NavSimCore
import NavSimScenario

/// What `explain` looks for in a candidate run: the finding's signature (kind and
/// recoverability, cause class, app input or not; the mitigation and profile are the file's)
/// and the assumed rules ([A] and [E/A]) that fired with it, so that a finding of the same kind
/// with another cause (R14's dropped present rather than R13's removed presenter) is another
/// finding.
struct ExplainTarget: Sendable {
  let kind: FindingKind
  let recoverable: Bool
  let needsAppInput: Bool
  let causeClass: String
  /// The assumed rules that fired with the finding.
  let assumedRules: RuleSet
  /// A rule left out of the comparison (the rule whose alternative is searched).
  var ignoring: Rule? = nil

  init(_ finding: Finding) {
    kind = finding.kind
    recoverable = finding.recoverable
    needsAppInput = finding.needsAppInput
    causeClass = FindingSignature.causeClass(finding)
    assumedRules = Self.assumed(finding.rules)
  }

  /// The rules tagged [A] or [E/A].
  static let assumedMask: UInt32 = Rule.allCases.filter { $0.tag != .evidence }.reduce(0) {
    $0 | RuleSet($1).rawValue
  }

  /// The assumed rules of `rules`.
  static func assumed(_ rules: RuleSet) -> RuleSet {
    RuleSet(rawValue: rules.rawValue & assumedMask)
  }

  /// Whether `finding` is this one.
  func matches(_ finding: Finding) -> Bool {
    guard finding.kind == kind, finding.recoverable == recoverable,
      finding.needsAppInput == needsAppInput
    else { return false }
    var mine = assumedRules
    var theirs = Self.assumed(finding.rules)
    if let ignoring {
      mine.remove(RuleSet(ignoring))
      theirs.remove(RuleSet(ignoring))
    }
    return mine == theirs && FindingSignature.causeClass(finding) == causeClass
  }
}

/// Replays a scenario's touches with one touch moved, in time near-linear in the number of
/// touches: the unchanged run is kept as a checkpoint before each delivered step, a candidate
/// starts from the checkpoint before its first changed step and stops as soon as its model is
/// back in step with the unchanged run's (equal state at the same instant, every changed step
/// delivered): from there on the two runs are the same, so the candidate's findings are the
/// unchanged run's. The performability check of a moved touch walks only its finger's
/// sequence, from the move until the finger lifts where it did (``MovedTouchCheck``,
/// docs/MODEL.md §10.5).
struct Replayer {
  let configuration: Configuration
  let physics: TouchPhysics
  let touches: [Touch]
  let target: ExplainTarget
  /// The file's highest finger (at least 1): the limit of the performability check.
  let fingers: Int
  let needsApp: Bool
  /// The unchanged run's steps in delivery order, and the touch each belongs to.
  let steps: [TouchPhysics.Step]
  let owner: [Int]
  /// Each touch's first and last step positions.
  let firstStep: [Int]
  let lastStep: [Int]
  /// The unchanged run's model before each step, advanced to the step's time.
  let checkpoints: [NavigationModel]
  /// Whether the unchanged run is performable and makes the target.
  let keepsAsIs: Bool
  /// The performability check of a moved touch (exact, without checking the whole run).
  let check: MovedTouchCheck
  /// For each app input, the app inputs just before and after it in the file (`nil` for the
  /// others and at the ends).
  let appBefore: [Int?]
  let appAfter: [Int?]
  /// Steps delivered to a model so far, over every run (a measure of the work).
  private(set) var delivered = 0

  init(configuration: Configuration, touches: [Touch], target: ExplainTarget) {
    self.configuration = configuration
    self.touches = touches
    self.target = target
    physics = TouchPhysics(configuration)
    fingers = physics.fingerLimit(touches)
    needsApp = touches.contains(where: \.isApp)
    check = MovedTouchCheck(physics, touches: touches, fingers: fingers)
    let apps = touches.indices.filter { touches[$0].isApp }
    var before = [Int?](repeating: nil, count: touches.count)
    var after = [Int?](repeating: nil, count: touches.count)
    for (k, i) in apps.enumerated() {
      if k > 0 { before[i] = apps[k - 1] }
      if k + 1 < apps.count { after[i] = apps[k + 1] }
    }
    appBefore = before
    appAfter = after
    var all: [TouchPhysics.Step] = []
    all.reserveCapacity(touches.count * 4)
    for (i, touch) in touches.enumerated() { physics.append(touch, index: i, to: &all) }
    all.sort(by: Self.before)
    steps = all
    owner = all.map { $0.sequence >> 12 }
    var first = [Int](repeating: Int.max, count: touches.count)
    var last = [Int](repeating: -1, count: touches.count)
    for (p, i) in owner.enumerated() {
      first[i] = min(first[i], p)
      last[i] = max(last[i], p)
    }
    firstStep = first
    lastStep = last
    var model = NavigationModel(configuration)
    var saved: [NavigationModel] = []
    saved.reserveCapacity(all.count)
    for step in all {
      model.advance(to: VirtualTime(microseconds: step.time))
      saved.append(model)
      _ = model.apply(step.input)
    }
    checkpoints = saved
    delivered = all.count
    let findings = Simulator.run(&model, inputs: [], needsAppInput: needsApp).findings
    keepsAsIs = check.performable && findings.contains(where: target.matches)
  }

  /// Delivery order: time, then finger order, then scheduling order.
  static func before(_ a: TouchPhysics.Step, _ b: TouchPhysics.Step) -> Bool {
    (a.time, a.order, a.sequence) < (b.time, b.order, b.sequence)
  }

  /// Whether the touches with touch `i` begun at `time` instead can be made by a hand
  /// (``MovedTouchCheck``: exactly the whole check's answer), and, for an app input, whether
  /// it stays between the app inputs before and after it (an app makes its own steps in order:
  /// a deep link's push comes before its pop), which also keeps a moved app input's run back
  /// in step with the unchanged one within a few steps, so that explaining a long script of
  /// app inputs costs linear time.
  func performable(moving i: Int, to time: Int64) -> Bool {
    if touches[i].isApp {
      if let p = appBefore[i], time < touches[p].time { return false }
      if let n = appAfter[i], time > touches[n].time { return false }
    }
    return check.allows(moving: i, to: time)
  }

  /// Whether the run with touch `i` begun at `time` (the others unchanged) is performable and
  /// makes the target.
  mutating func keeps(moving i: Int, to time: Int64) -> Bool {
    guard performable(moving: i, to: time) else { return false }
    if time == touches[i].time { return keepsAsIs }
    var moved = touches[i]
    moved.time = time
    var new: [TouchPhysics.Step] = []
    physics.append(moved, index: i, to: &new)
    new.sort(by: Self.before)
    // Where the first new step goes among the unchanged steps.
    var low = 0
    var high = steps.count
    if let head = new.first {
      while low < high {
        let mid = (low + high) / 2
        if Self.before(steps[mid], head) { low = mid + 1 } else { high = mid }
      }
    }
    let start = min(firstStep[i] == Int.max ? steps.count : firstStep[i], low)
    var model: NavigationModel
    if start == 0 {
      model = NavigationModel(configuration)
    } else {
      model = checkpoints[start - 1]
      _ = model.apply(steps[start - 1].input)
    }
    var b = start
    var n = 0
    let oldLast = lastStep[i]
    while b < steps.count || n < new.count {
      if b < steps.count && owner[b] == i {
        b += 1
        continue
      }
      let takeNew = n < new.count && (b >= steps.count || Self.before(new[n], steps[b]))
      let step = takeNew ? new[n] : steps[b]
      model.advance(to: VirtualTime(microseconds: step.time))
      // Back in step: the same state at the same instant, and the same assumed rules fired
      // so far (the findings' rules are the rules fired).
      if !takeNew && n == new.count && b > oldLast && model.state == checkpoints[b].state
        && ExplainTarget.assumed(model.state.rulesFired)
          == ExplainTarget.assumed(checkpoints[b].state.rulesFired)
      {
        return keepsAsIs
      }
      _ = model.apply(step.input)
      delivered += 1
      if takeNew { n += 1 } else { b += 1 }
    }
    return Simulator.run(&model, inputs: [], needsAppInput: needsApp).findings.contains(
      where: target.matches)
  }

  /// Whether `touches` (any change) under `configuration` are performable and make the
  /// target: a whole run.
  mutating func keeps(_ configuration: Configuration, _ touches: [Touch]) -> Bool {
    let physics = TouchPhysics(configuration)
    guard physics.violations(touches, fingers: fingers).isEmpty else { return false }
    let inputs = physics.inputs(touches)
    delivered += inputs.count
    return Simulator.run(configuration, inputs: inputs).findings.contains(where: target.matches)
  }
}
