import NavSimCore
import NavSimScenario

/// One run of a campaign: its seed, the inputs it generated and what the oracles found.
public struct FuzzRun: Sendable {
  /// The run's index in its campaign (`--run K`).
  public var index: Int
  /// The run's own seed, derived from the campaign seed and the index.
  public var seed: UInt64
  /// The mitigation it ran under.
  public var mitigation: Mitigation
  /// The configuration it ran (the campaign's, with the mitigation added).
  public var configuration: Configuration
  /// The touches it generated (every one a person can make); their inputs
  /// (``TouchPhysics/inputs(_:)``) replayed through ``Simulator/run`` give the same findings.
  public var touches: [Touch]
  /// The model inputs of ``touches``, in delivery order.
  public var inputs: [TimedInput] { TouchPhysics(configuration).inputs(touches) }
  /// What the oracles found (informational kinds excluded).
  public var findings: [Finding]
}

/// Runs fuzz runs for one configuration, reusing its buffers from run to run (one per worker).
struct FuzzRunner {
  private(set) var template: NavigationModel
  /// The model each run generates on, assigned the app's start or a corpus entry's model
  /// (``NavigationModel/assign(from:)``) so that it writes in its own buffers.
  private var live: NavigationModel
  var generator: InputGenerator
  /// The abstract states of the runs since ``takeCoverage()`` that the coverage they join
  /// does not hold already, with repeats across runs.
  var observedStates: [UInt64] = []
  /// The touches of the last run.
  private(set) var touches: [Touch] = []
  /// Inputs delivered and model events handled by this runner so far (for `bench`).
  private(set) var simulatedEvents = 0
  /// The verdicts on the final states judged so far (a run that ends where an earlier one did
  /// is judged from it).
  private(set) var memo: JudgeMemo?

  /// A runner for `configuration`; its memo holds `memoCapacity` verdicts (a worker that makes
  /// a few dozen runs, as a verdict search's does, need not build and free the thousands of
  /// slots a campaign's lane fills).
  init(
    configuration: Configuration, options: GenerationOptions,
    memoCapacity: Int = JudgeMemo.defaultCapacity
  ) {
    memo = JudgeMemo(capacity: memoCapacity)
    // A private copy of the app's arrays: workers that share one buffer would contend on its
    // reference count (the probes read screen names).
    // Every other field of the app is carried as it is.
    var config = configuration
    config.app.screens = configuration.app.screens.map {
      var screen = $0
      screen.name = String(decoding: Array($0.name.utf8), as: UTF8.self)
      screen.links = $0.links.map { $0 }
      screen.presentations = $0.presentations.map { $0 }
      return screen
    }
    config.app.deepLinks = configuration.app.deepLinks.map { $0 }
    template = NavigationModel(config)
    live = template
    generator = InputGenerator(options: options)
    generator.observer.enabled = true
    generator.observer.forking = options.strategy == .coverage
    touches.reserveCapacity(32)
  }

  var configuration: Configuration { template.configuration }

  /// The touch physics of the runner's configuration (whether a run's touches need more than
  /// one finger, docs/MODEL.md §10.1, is `physics.needsSeveralFingers(touches)`).
  var physics: TouchPhysics { template.setup.physics }

  /// Runs the run seeded with `seed`: generates its inputs on a live model, then finishes as
  /// ``Simulator/run(_:inputs:recordingTrace:)`` does (fingers released, run to quiescence or
  /// hang, judged).
  /// - Returns: the non-informational findings; the inputs are in ``inputs``.
  mutating func run(seed: UInt64) -> [Finding] {
    run(seed: seed, from: nil, of: nil)
  }

  /// Runs the run seeded with `seed`, resuming entry `entry` of `corpus` (its model and
  /// touches) when given.
  mutating func run(seed: UInt64, from entry: Int?, of corpus: Corpus?) -> [Finding] {
    touches.removeAll(keepingCapacity: true)
    generator.reset(seed: seed)
    generator.observer.reset()
    var fork: ForkPoint? = nil
    if let entry, let corpus {
      corpus.entries.withUnsafeBufferPointer { entries in
        if let base = entries.baseAddress, let offset = CorpusEntry.modelOffset {
          let saved = UnsafeRawPointer(base + entry).advanced(by: offset)
          live.assign(from: saved.assumingMemoryBound(to: NavigationModel.self))
        } else {
          var saved = entries[entry].model
          live.assign(from: &saved)
        }
        touches.append(contentsOf: entries[entry].touches)
        fork = entries[entry].fork
      }
      // A fork places its inputs as `timed` or `uniform`, half each; a fresh run is `timed`'s
      // run of the same seed.
      generator.anchored = generator.rng.nextBool()
    } else {
      live.assign(from: &template)
    }
    let needsApp = generator.generate(&live, into: &touches, resuming: fork)
    observedStates.append(contentsOf: generator.observer.novel)
    let findings = Simulator.finish(&live, needsAppInput: needsApp, memo: &memo)
    simulatedEvents &+= touches.count &* 3 &+ Int(truncatingIfNeeded: live.state.sequence)
    return findings.filter { !$0.kind.isInformational }
  }

  /// Runs the run seeded with `seed` from the app's start with `prefix` as its first touches
  /// (re-timed where this configuration's hand is slower), then the run's own: a verdict
  /// search's fork from a finding (``InputGenerator/place(_:on:into:)``, docs/MODEL.md §13).
  mutating func run(seed: UInt64, prefix: ArraySlice<Touch>) -> [Finding] {
    touches.removeAll(keepingCapacity: true)
    generator.reset(seed: seed)
    generator.observer.reset()
    live.assign(from: &template)
    let fork = generator.place(prefix, on: &live, into: &touches)
    // As a corpus fork: its inputs placed as `timed` or `uniform`, half each.
    if fork != nil { generator.anchored = generator.rng.nextBool() }
    let needsApp = generator.generate(&live, into: &touches, resuming: fork)
    observedStates.removeAll(keepingCapacity: true)
    let findings = Simulator.finish(&live, needsAppInput: needsApp, memo: &memo)
    return findings.filter { !$0.kind.isInformational }
  }

  /// The coverage of the runs since the last call, and starts afresh.
  mutating func takeCoverage() -> Coverage {
    var coverage = generator.observer.takeParts()
    coverage.insert(states: observedStates)
    observedStates.removeAll(keepingCapacity: true)
    return coverage
  }
}
