import NavSimCore
import NavSimScenario

/// Minimises the inputs of a run with a finding, keeping the finding (`navfuzz shrink`, and
/// automatic for every finding of a campaign).
///
/// The passes, each re-running the candidate after every step and keeping it only if the run
/// still has a finding of the same kind and cause: remove actions (a tap, or a whole gesture),
/// then gesture moves, then simplify values (progress to tenths, velocities to hundreds), then
/// times (move actions earlier, shorten gestures, round to 10 ms or to a frame). A candidate
/// never has more inputs nor a later last input than the current one, so the result never grows.
/// No randomness: the same inputs give the same result.
///
/// ```swift
/// var shrinker = Shrinker(configuration: config, finding: finding)
/// let minimal = shrinker.shrink(inputs)
/// ```
public struct Shrinker: Sendable {
  /// One input with its position in the original list (the tie-break among equal times).
  struct Step: Sendable {
    var time: Int64
    var sequence: Int
    var input: Input
  }

  /// A tap, an app event, or a whole gesture (begin, moves, release): what pass 1 removes.
  typealias Group = [Step]

  private let template: NavigationModel
  /// The finding to keep.
  public let finding: Finding
  /// The most replays one shrink may use (a bound for very long runs).
  public var replayLimit = 20_000
  /// Replays made so far.
  public private(set) var replays = 0

  /// Creates a shrinker for runs of `configuration` that must keep `finding` (its kind,
  /// whether it is recoverable, and its cause).
  public init(configuration: Configuration, finding: Finding) {
    template = NavigationModel(configuration)
    self.finding = finding
  }

  /// Whether `inputs` still lead to the finding.
  public mutating func reproduces(_ inputs: [TimedInput]) -> Bool {
    replays += 1
    var model = template
    return Simulator.run(&model, inputs: inputs).findings.contains {
      $0.kind == finding.kind && $0.recoverable == finding.recoverable && $0.cause == finding.cause
    }
  }

  /// The smallest inputs found that keep the finding; `inputs` itself if they do not reproduce
  /// it.
  public mutating func shrink(_ inputs: [TimedInput]) -> [TimedInput] {
    guard reproduces(inputs) else { return inputs }
    var groups = Self.groups(inputs)
    for _ in 0..<3 {
      let before = Self.flatten(groups)
      removeGroups(&groups)
      removeMoves(&groups)
      simplifyValues(&groups)
      simplifyTimes(&groups)
      if Self.flatten(groups) == before { break }
    }
    return Self.flatten(groups)
  }

  // MARK: - Groups

  /// Splits inputs into actions: each gesture's steps (begin to release) form one group.
  static func groups(_ inputs: [TimedInput]) -> [Group] {
    var groups: [Group] = []
    var open: [GestureKind: Int] = [:]
    for (i, timed) in inputs.enumerated() {
      let step = Step(time: timed.time.microseconds, sequence: i, input: timed.input)
      guard let (kind, phase) = timed.input.gestureStep else {
        groups.append([step])
        continue
      }
      switch phase {
      case .begin:
        groups.append([step])
        open[kind] = groups.count - 1
      case .move:
        if let g = open[kind] { groups[g].append(step) } else { groups.append([step]) }
      case .end, .cancel:
        if let g = open[kind] {
          groups[g].append(step)
          open[kind] = nil
        } else {
          groups.append([step])
        }
      }
    }
    return groups
  }

  /// The groups' steps in time order (equal times keep their original order).
  static func flatten(_ groups: [Group]) -> [TimedInput] {
    groups.joined().sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
      .map { TimedInput(VirtualTime(microseconds: $0.time), $0.input) }
  }

  /// Accepts `candidate` if it keeps the finding and does not grow.
  private mutating func attempt(_ groups: inout [Group], _ candidate: [Group]) -> Bool {
    guard replays < replayLimit else { return false }
    let current = Self.flatten(groups)
    let next = Self.flatten(candidate)
    guard next.count <= current.count,
      (next.last?.time ?? .zero) <= (current.last?.time ?? .zero)
    else { return false }
    guard reproduces(next) else { return false }
    groups = candidate
    return true
  }

  // MARK: - Passes

  /// Pass 1: removes runs of consecutive actions, halving the run length down to one.
  mutating func removeGroups(_ groups: inout [Group]) {
    var size = max(1, groups.count / 2)
    while true {
      var start = 0
      while start < groups.count {
        var candidate = groups
        candidate.removeSubrange(start..<min(groups.count, start + size))
        if !attempt(&groups, candidate) { start += size }
      }
      if size == 1 { break }
      size /= 2
    }
  }

  /// Pass 2: removes a gesture's moves, all at once, else one at a time.
  mutating func removeMoves(_ groups: inout [Group]) {
    for g in groups.indices {
      let moves = groups[g].indices.filter { Self.isMove(groups[g][$0].input) }
      guard !moves.isEmpty else { continue }
      var candidate = groups
      candidate[g].removeAll { Self.isMove($0.input) }
      if attempt(&groups, candidate) { continue }
      for i in moves.reversed() {
        var single = groups
        single[g].remove(at: i)
        _ = attempt(&groups, single)
      }
    }
  }

  /// Pass 3: rounds progress to tenths and velocities to hundreds (then to zero).
  mutating func simplifyValues(_ groups: inout [Group]) {
    for g in groups.indices {
      for i in groups[g].indices {
        for simpler in Self.simpler(groups[g][i].input) {
          var candidate = groups
          candidate[g][i].input = simpler
          if attempt(&groups, candidate) { break }
        }
      }
    }
  }

  /// Pass 4: moves each action earlier (with everything after it), shortens gestures, and rounds
  /// start times down to 10 ms or to a frame boundary.
  mutating func simplifyTimes(_ groups: inout [Group]) {
    let frames = template.setup.frames
    for g in Self.startOrder(groups) {
      let start = Self.start(groups[g])
      let previousEnd = Self.latestEnd(groups, before: start, excluding: g)
      // Earlier: alone, else with everything after it, by the largest shift that keeps the
      // finding (bisection).
      if start > previousEnd {
        let alone = Self.shift(groups, from: g, by: previousEnd - start, onlyGroup: true)
        if !attempt(&groups, alone) { shiftEarlier(&groups, g, by: start - previousEnd) }
      }
      // Shorter: the gesture's span scaled down.
      shorten(&groups, g)
      // Rounder: the start rounded down.
      let s = Self.start(groups[g])
      let roundings = [
        s - s % 10_000, frames.boundary(max(0, frames.firstFrame(atOrAfter: s) - 1)),
      ]
      rounding: for onlyGroup in [true, false] {
        for rounded in roundings where rounded < s && rounded >= previousEnd {
          let candidate = Self.shift(groups, from: g, by: rounded - s, onlyGroup: onlyGroup)
          if attempt(&groups, candidate) { break rounding }
        }
      }
    }
  }

  private mutating func shiftEarlier(_ groups: inout [Group], _ g: Int, by gap: Int64) {
    guard gap > 0 else { return }
    if attempt(&groups, Self.shift(groups, from: g, by: -gap)) { return }
    var works: Int64 = 0
    var fails = gap
    while fails - works > 1_000 {
      let mid = (works + fails) / 2
      if attempt(&groups, Self.shift(groups, from: g, by: -(mid - works))) {
        works = mid
      } else {
        fails = mid
      }
    }
  }

  private mutating func shorten(_ groups: inout [Group], _ g: Int) {
    let start = Self.start(groups[g])
    let span = (groups[g].map(\.time).max() ?? start) - start
    guard span > 0 else { return }
    var candidates: [Int64] = [0]
    var d = span / 2
    while d >= 1_000 {
      candidates.append(span - d)
      d /= 2
    }
    candidates.append(span - span % 10_000)
    for newSpan in candidates where newSpan < span {
      var candidate = Self.shift(groups, from: g, by: newSpan - span, excludingGroup: true)
      for i in candidate[g].indices {
        let offset = candidate[g][i].time - start
        candidate[g][i].time = start + offset * newSpan / span
      }
      if attempt(&groups, candidate) { return }
    }
  }

  // MARK: - Helpers

  static func isMove(_ input: Input) -> Bool {
    if case .move = input.gestureStep?.phase { return true }
    return false
  }

  /// Simpler forms of a gesture step's value, simplest first: a velocity of 0, 500, 1000, then
  /// rounded to tens or hundreds; a progress rounded to tenths.
  static func simpler(_ input: Input) -> [Input] {
    guard let (kind, phase) = input.gestureStep else { return [] }
    func rebuild(_ phase: GesturePhase) -> Input { kind.input(phase) }
    switch phase {
    case .move(let p):
      let tenth = (p * 10).rounded() / 10
      return tenth == p ? [] : [rebuild(.move(tenth))]
    case .end(let v):
      let sign = v < 0 ? -1.0 : 1.0
      var values: [Double] = [0]
      for round in [500.0, 1000.0] where abs(v) > round { values.append(sign * round) }
      values.append((v / 100).rounded() * 100)
      values.append((v / 10).rounded() * 10)
      var out: [Input] = []
      var seen: [Double] = []
      for value in values where value != v && !seen.contains(value) {
        seen.append(value)
        out.append(rebuild(.end(velocity: value)))
      }
      return out
    default:
      return []
    }
  }

  static func start(_ group: Group) -> Int64 { group.map(\.time).min() ?? 0 }

  /// Group indices by start time (then original order).
  static func startOrder(_ groups: [Group]) -> [Int] {
    groups.indices.sorted {
      (start(groups[$0]), groups[$0].first?.sequence ?? 0)
        < (start(groups[$1]), groups[$1].first?.sequence ?? 0)
    }
  }

  /// The latest step time among groups that start before `time` (0 if none).
  static func latestEnd(_ groups: [Group], before time: Int64, excluding g: Int) -> Int64 {
    var end: Int64 = 0
    for (i, group) in groups.enumerated() where i != g && start(group) <= time {
      for step in group where step.time <= time { end = max(end, step.time) }
    }
    return end
  }

  /// Shifts group `g` and every group that starts after it by `delta` (negative: earlier);
  /// with `onlyGroup`, `g` alone. With `excludingGroup`, `g` stays and only the groups starting at or after its last step
  /// move (a gesture being shortened).
  static func shift(
    _ groups: [Group], from g: Int, by delta: Int64, excludingGroup: Bool = false,
    onlyGroup: Bool = false
  ) -> [Group] {
    func key(_ i: Int) -> (Int64, Int) { (start(groups[i]), groups[i].first?.sequence ?? 0) }
    let origin = key(g)
    let end = groups[g].map(\.time).max() ?? origin.0
    var out = groups
    for i in out.indices {
      let moves =
        onlyGroup
        ? i == g
        : excludingGroup ? i != g && key(i) > origin && key(i).0 >= end : i == g || key(i) > origin
      guard moves else { continue }
      for j in out[i].indices { out[i][j].time = max(0, out[i][j].time + delta) }
    }
    return out
  }
}
