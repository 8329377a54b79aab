import NavSimCore
import NavSimScenario

/// Minimises the touches of a run with a finding, keeping the finding (`navfuzz shrink`, and
/// automatic for every finding of a campaign), towards what a person would write to reproduce
/// it on a device (docs/MODEL.md §10.5).
///
/// The passes, each re-running the candidate and keeping it only if the run still has a
/// finding of the same signature (kind and cause class, ``FindingSignature``): remove touches
/// (rotations, tab taps and app inputs included), runs of them, then pairs anywhere (a rotation
/// and the rotation back, a visit to another tab and back); move touches to fewer fingers; make
/// gestures canonical (a tap held the profile's `hold`, a straight stroke, round progress,
/// durations and velocities); move touches earlier (with everything after them) and round
/// their times to 10 ms, then to whole milliseconds. Every candidate passes the performability
/// check with no more fingers than the original (``TouchPhysics/violations(_:fingers:)``), never
/// has more touches, and never ends later. No randomness: the same touches give the same
/// result.
///
/// ```swift
/// var shrinker = Shrinker(configuration: config, finding: finding)
/// let minimal = shrinker.shrink(touches)
/// ```
public struct Shrinker: Sendable {
  private let template: NavigationModel
  private let physics: TouchPhysics
  private let profile: Profile
  /// The finding to keep.
  public let finding: Finding
  /// The most replays one shrink may use (a bound for very long runs).
  public var replayLimit = 20_000
  /// Replays made so far.
  public private(set) var replays = 0
  /// The highest finger a candidate may use (the original's, ``TouchPhysics/fingerLimit(_:)``).
  private var fingers = 1

  /// The class of the finding's cause (``FindingSignature``): what a candidate must keep.
  private let causeClass: String

  /// Creates a shrinker for runs of `configuration` that must keep `finding`'s signature: its
  /// kind, whether it is recoverable, and the class of its cause (not the cause's words, which
  /// name screens and tabs: a tab tap or a rotation that is no part of the race changes them,
  /// and a person repeating the steps would rightly leave it out).
  public init(configuration: Configuration, finding: Finding) {
    template = NavigationModel(configuration)
    physics = TouchPhysics(configuration)
    profile = configuration.profile
    self.finding = finding
    causeClass = FindingSignature.causeClass(finding)
  }

  /// Whether `finding` is one this shrinker keeps: the same kind, recoverability and cause
  /// class.
  public func keeps(_ other: Finding) -> Bool {
    other.kind == finding.kind && other.recoverable == finding.recoverable
      && FindingSignature.causeClass(other) == causeClass
  }

  /// Whether `touches` still lead to the finding (one with its signature).
  public mutating func reproduces(_ touches: [Touch]) -> Bool {
    replays += 1
    var model = template
    return Simulator.run(&model, inputs: physics.inputs(touches)).findings.contains(where: keeps)
  }

  /// The smallest touches found that keep the finding; `touches` themselves if they do not
  /// reproduce it.
  public mutating func shrink(_ touches: [Touch]) -> [Touch] {
    guard reproduces(touches) else { return touches }
    fingers = physics.fingerLimit(touches)
    var current = Self.sorted(touches)
    for _ in 0..<3 {
      let before = current
      removeTouches(&current)
      removePairs(&current)
      fewerFingers(&current)
      canonicalGestures(&current)
      earlierTimes(&current)
      roundTimes(&current)
      if current == before { break }
    }
    return current
  }

  static func sorted(_ touches: [Touch]) -> [Touch] {
    touches.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// Accepts `candidate` if a person can perform it, it keeps the finding and does not grow.
  /// - Parameter later: how much later than the current one the candidate may end (rounding a
  ///   time up moves everything after it by less than the rounding unit).
  private mutating func attempt(
    _ current: inout [Touch], _ candidate: [Touch], later: Int64 = 0
  ) -> Bool {
    guard replays < replayLimit, candidate != current else { return false }
    guard candidate.count <= current.count,
      (candidate.map(\.end).max() ?? 0) <= (current.map(\.end).max() ?? 0) + later
    else { return false }
    let next = Self.sorted(candidate)
    guard physics.violations(next, fingers: fingers).isEmpty else { return false }
    guard reproduces(next) else { return false }
    current = next
    return true
  }

  // MARK: - Passes

  /// Removes runs of consecutive touches, halving the run length down to one.
  mutating func removeTouches(_ current: inout [Touch]) {
    var size = max(1, current.count / 2)
    while true {
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + size))
        if !attempt(&current, candidate) { start += size }
      }
      if size == 1 { break }
      size /= 2
    }
  }

  /// Removes two touches at once, anywhere in the run: inputs that undo each other (two
  /// rotations, a visit to another tab and back) can each be needed while the other is there,
  /// and consecutive runs of touches (``removeTouches(_:)``) never take them both.
  mutating func removePairs(_ current: inout [Touch]) {
    var i = 0
    while i < current.count {
      var j = i + 1
      var removed = false
      while j < current.count {
        var candidate = current
        candidate.remove(at: j)
        candidate.remove(at: i)
        if attempt(&current, candidate) {
          removed = true
          break
        }
        j += 1
      }
      if !removed { i += 1 }
    }
  }

  /// Moves each touch of a later finger to a lower one, and renumbers fingers densely.
  mutating func fewerFingers(_ current: inout [Touch]) {
    for i in current.indices where current[i].finger > 1 {
      for f in 1..<current[i].finger {
        var candidate = current
        candidate[i].finger = f
        if attempt(&current, candidate) { break }
      }
    }
    let used = Array(Set(current.filter(\.isTouch).map(\.finger))).sorted()
    var renumbered = current
    for i in renumbered.indices where renumbered[i].isTouch {
      renumbered[i].finger = (used.firstIndex(of: renumbered[i].finger) ?? 0) + 1
    }
    _ = attempt(&current, renumbered)
  }

  /// Canonical gestures: a tap held the profile's `hold`; a pan as a straight stroke, with
  /// round progress, duration and velocity.
  mutating func canonicalGestures(_ current: inout [Touch]) {
    for i in current.indices {
      for motion in canonical(current[i].motion) {
        var candidate = current
        candidate[i].motion = motion
        if attempt(&current, candidate) { break }
      }
    }
  }

  /// Simpler forms of a motion, simplest first.
  func canonical(_ motion: Touch.Motion) -> [Touch.Motion] {
    switch motion {
    case .tap(let target, let hold):
      return hold == profile.hold ? [] : [.tap(target, hold: profile.hold)]
    case .pan(let kind, let p, let d, let v):
      // The probes' strokes first (what the oracles try; never longer than the original).
      let probe = Probe.stroke(kind)
      var out: [Touch.Motion] = []
      if case .pan(_, _, let pd, _) = probe, pd <= d { out.append(probe) }
      let tenth = (p * 10).rounded() / 10
      let fifth = (p * 5).rounded() / 5
      var durations: [Int64] = [
        200_000, 150_000, 300_000, (d / 50_000) * 50_000, (d / 10_000) * 10_000,
      ]
      durations = durations.filter { $0 > 0 }
      for progress in [1.0, fifth, tenth, p] {
        for duration in durations where duration <= d || progress == p {
          out.append(.pan(kind, progress: progress, duration: duration, velocity: nil))
        }
      }
      if let v {
        for rounded in [(v / 500).rounded() * 500, (v / 100).rounded() * 100, 0] {
          out.append(.pan(kind, progress: tenth, duration: d, velocity: rounded))
          out.append(.pan(kind, progress: p, duration: d, velocity: rounded))
        }
      }
      var unique: [Touch.Motion] = []
      for m in out where m != motion && !unique.contains(m) { unique.append(m) }
      return unique
    case .rotate, .app:
      return []
    }
  }

  /// Moves each touch earlier, with every touch after it, by the largest shift (bisection
  /// in 1 ms steps) that keeps the finding; first to time zero.
  mutating func earlierTimes(_ current: inout [Touch]) {
    var i = 0
    while i < current.count {
      let start = current[i].time
      let floor = i == 0 ? 0 : current[i - 1].time
      let gap = start - floor
      if gap > 0 {
        if !attempt(&current, Self.shift(current, from: i, by: -gap)) {
          var works: Int64 = 0
          var fails = gap
          while fails - works > 1_000 {
            let mid = (works + fails) / 2
            if attempt(&current, Self.shift(current, from: i, by: -(mid - works))) {
              works = mid
            } else {
              fails = mid
            }
          }
        }
      }
      i += 1
    }
  }

  /// Rounds each touch's time to 100 ms, else 50 ms, 10 ms or a whole millisecond — down, else
  /// up with every touch after it (their timing relative to it kept, so the whole script may
  /// end up to one unit later), else alone.
  mutating func roundTimes(_ current: inout [Touch]) {
    for i in current.indices {
      let t = current[i].time
      rounding: for unit: Int64 in [100_000, 50_000, 10_000, 1_000] where t % unit != 0 {
        let down = t - t % unit
        let up = down + unit
        if attempt(&current, Self.shift(current, from: i, by: down - t)) { break rounding }
        if attempt(&current, Self.shift(current, from: i, by: up - t), later: up - t) {
          break rounding
        }
        for target in [down, up] {
          var alone = current
          alone[i].time = target
          if attempt(&current, alone) { break rounding }
        }
      }
    }
  }

  /// Shifts touch `i` and every touch after it by `delta` (negative: earlier), never before 0.
  static func shift(_ touches: [Touch], from i: Int, by delta: Int64) -> [Touch] {
    var out = touches
    for j in i..<out.count { out[j].time = max(0, out[j].time + delta) }
    return out
  }
}
