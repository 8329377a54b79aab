@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// A deliberately naive check of the explorer, written only for the tests: every sequence of at
/// most `depth` menu actions at frame granularity (one action per frame, the next beginning
/// after the previous one's release, every sequence passing the performability check with one
/// finger: `refractory` and Fitts's-law travel), each run to quiescence and judged. No deduplication, no
/// pruning; the judge is memoised on the exact quiescent state and time, which is a pure
/// function's cache.
struct NaiveEnumeration {
  /// The least (inputs, last action's frame, detection time) at which each kind was found.
  struct Verdict: Equatable, CustomStringConvertible {
    var inputs: Int
    var lastFrame: Int
    var detection: Int64

    var description: String {
      "\(inputs) inputs, last at frame \(lastFrame), detected at \(detection)µs"
    }

    func precedes(_ other: Verdict) -> Bool {
      (inputs, lastFrame, detection) < (other.inputs, other.lastFrame, other.detection)
    }
  }

  let configuration: Configuration
  let bounds: ExplorationBounds
  let frames: FrameClock
  let menu: [ExplorationAction]
  let lastFrame: Int
  var verdicts: [FindingKind: Verdict] = [:]
  var memo: [UInt64: [FindingKind]] = [:]
  var runs = 0

  init(_ configuration: Configuration, _ bounds: ExplorationBounds) {
    self.configuration = configuration
    self.bounds = bounds
    frames = FrameClock(fps: configuration.profile.fps)
    menu = ExplorationAction.menu(for: configuration, appEvents: bounds.appEvents)
    lastFrame = Int(frames.firstFrame(atOrAfter: bounds.horizon.microseconds + 1) - 1)
  }

  static func verdicts(_ configuration: Configuration, _ bounds: ExplorationBounds)
    -> [FindingKind: Verdict]
  {
    var naive = NaiveEnumeration(configuration, bounds)
    let start = NavigationModel(configuration)
    naive.judge(start, inputs: 0, frame: 0)
    if bounds.depth > 0 { naive.extend(start, from: 0, inputs: 0, touches: []) }
    return naive.verdicts
  }

  mutating func extend(_ model: NavigationModel, from first: Int, inputs: Int, touches: [Touch]) {
    guard first <= lastFrame else { return }
    var waiting = model
    for f in first...lastFrame {
      let t = frames.boundary(Int64(f))
      waiting.advance(to: VirtualTime(microseconds: t))
      let profile = configuration.profile
      for action in menu
      where t + action.duration(bounds, profile: profile) <= bounds.horizon.microseconds {
        var child = waiting
        let physics = TouchPhysics(configuration)
        let sequence = touches + action.touches(at: t, bounds: bounds, profile: profile)
        guard physics.violations(sequence, fingers: 1).isEmpty else { continue }
        for step in action.steps(at: VirtualTime(microseconds: t), bounds: bounds, physics: physics)
        {
          child.advance(to: step.time)
          child.apply(step.input)
        }
        judge(child, inputs: inputs + 1, frame: f)
        if inputs + 1 < bounds.depth {
          // One finger: the next touch after this one lifted plus `refractory` (docs/MODEL.md §10.1).
          let next = max(
            child.state.now + 1, t + action.duration(bounds, profile: profile) + profile.refractory)
          extend(
            child, from: Int(frames.firstFrame(atOrAfter: next)), inputs: inputs + 1,
            touches: sequence)
        }
      }
    }
  }

  mutating func judge(_ model: NavigationModel, inputs: Int, frame: Int) {
    runs += 1
    var run = model
    let quiescent = run.runUntilQuiescent(limit: run.now + Simulator.hangLimit)
    let kinds: [FindingKind]
    if !quiescent {
      kinds = [.hang]
    } else {
      var h = FingerprintHasher()
      h.mix(run.state.fingerprint)
      h.mix(UInt64(run.state.now))
      let key = h.finished
      if let known = memo[key] {
        kinds = known
      } else {
        kinds = Oracles.judge(run).map(\.kind)
        memo[key] = kinds
      }
    }
    let verdict = Verdict(inputs: inputs, lastFrame: frame, detection: run.state.now)
    for kind in kinds where bounds.kind == nil || bounds.kind == kind {
      if verdicts[kind].map({ verdict.precedes($0) }) ?? true { verdicts[kind] = verdict }
    }
  }
}
