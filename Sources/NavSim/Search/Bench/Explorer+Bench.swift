import NavSimCore
import NavSimScenario

/// The figures of the `explore` bench workload (CLI.md `bench`; never part of a test verdict).
package struct ExploreBenchmark: Sendable {
  /// Distinct states stored.
  package var distinctStates: Int
  /// States generated before deduplication.
  package var statesGenerated: Int
  /// Wall time, seconds.
  package var wallSeconds: Double
  /// CPU time of the exploring thread, seconds (what one core did, whatever else runs).
  package var cpuSeconds: Double
  /// The fingerprint table's size divided by the distinct states stored.
  package var bytesPerState: Double
  /// The search's peak memory (table, nodes, frontier, verdicts) divided by the distinct
  /// states stored.
  package var peakBytesPerState: Double = 0

  /// Distinct states per second of the thread's CPU time.
  package var distinctPerSecond: Double { cpuSeconds > 0 ? Double(distinctStates) / cpuSeconds : 0 }
  /// Distinct states per second of wall time.
  package var distinctPerWallSecond: Double {
    wallSeconds > 0 ? Double(distinctStates) / wallSeconds : 0
  }

  /// `NAME VALUE UNIT` lines for `bench`.
  package var lines: [BenchLine] {
    [
      BenchLine(name: "explore.distinct_states", value: Double(distinctStates), unit: "states"),
      BenchLine(
        name: "explore.distinct_states_per_cpu_s", value: distinctPerSecond, unit: "states/s"),
      BenchLine(
        name: "explore.distinct_states_per_s", value: distinctPerWallSecond, unit: "states/s"),
      BenchLine(name: "explore.bytes_per_state", value: bytesPerState, unit: "B"),
      BenchLine(name: "explore.peak_bytes_per_state", value: peakBytesPerState, unit: "B"),
    ]
  }
}

extension Explorer {
  /// The `explore` bench workload: the seed app from `root > detail` under mitigation `none`,
  /// app events on, searched to `depth` inputs within a 3 s horizon on the calling thread.
  ///
  /// - Parameter depth: 8 by default (about a million distinct states); the CLI's default
  ///   depth 4 is too small a workload to time.
  package static func benchWorkload(depth: Int = 8) -> ExploreBenchmark {
    var config = Configuration()
    config.start = [0, 1]
    var bounds = ExplorationBounds()
    bounds.depth = depth
    let clock = ContinuousClock()
    let cpuStart = threadCPUSeconds()
    let start = clock.now
    let result = explore(configuration: config, bounds: bounds)
    let wall = clock.now - start
    let cpu = threadCPUSeconds() - cpuStart
    return ExploreBenchmark(
      distinctStates: result.distinctStates, statesGenerated: result.statesGenerated,
      wallSeconds: Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18,
      cpuSeconds: cpu,
      bytesPerState: Double(result.tableBytes) / Double(max(1, result.distinctStates)),
      peakBytesPerState: Double(result.peakBytes) / Double(max(1, result.distinctStates)))
  }

  /// The wide tree of the `explore` bench: four tabs of six screens each, and on tab 3's deepest
  /// screen a sheet with its own stack of three, whose last screen has the seed's sheet (the
  /// race inside the sheet's stack).
  package static let wideTree: App = {
    var screens: [Screen] = []
    var roots: [ScreenID] = []
    for (t, tab) in ["a", "b", "c", "d"].enumerated() {
      let first = screens.count
      roots.append(ScreenID(first))
      for i in 0..<6 {
        var screen = Screen(name: "\(tab)\(i)", links: i < 5 ? [ScreenID(first + i + 1)] : [])
        if t == 2 && i == 5 {
          // The sheet's stack follows tab c: x0, x1, x2.
          screen.presentations = [
            PresentationItem(.sheet, content: ScreenID(first + 6), ownStack: true)
          ]
        }
        screens.append(screen)
      }
      if t == 2 {
        let x = screens.count
        screens.append(Screen(name: "x0", links: [ScreenID(x + 1)]))
        screens.append(Screen(name: "x1", links: [ScreenID(x + 2)]))
        screens.append(Screen(name: "x2", hasSheet: true))
      }
    }
    return App(screens: screens, root: .tabs(roots))
  }()

  /// The wide tree's workload: one finger, user inputs alone, from tab a's root, depth 12 (the
  /// length of the race inside the sheet's stack), horizon 6 s. Deterministic figures (states,
  /// each finding kind's inputs) and the thread's CPU time.
  package static func wideTreeBenchmark(depth: Int = 12) -> [BenchLine] {
    var config = Configuration()
    config.app = wideTree
    config.start = [0]
    var bounds = ExplorationBounds()
    bounds.depth = depth
    bounds.horizon = .seconds(6)
    bounds.appEvents = false
    let cpuStart = threadCPUSeconds()
    let result = explore(configuration: config, bounds: bounds)
    let cpu = threadCPUSeconds() - cpuStart
    var lines = [
      BenchLine(
        name: "explore.wide_tree.distinct_states", value: Double(result.distinctStates),
        unit: "states")
    ]
    for c in result.counterexamples where !c.kind.isInformational {
      let name =
        "explore.wide_tree.\(String(c.kind.rawValue.map { $0 == "-" ? "_" : $0 }))_inputs"
      lines.append(BenchLine(name: name, value: Double(c.steps.count), unit: "inputs"))
    }
    lines.append(BenchLine(name: "explore.wide_tree.cpu_s", value: cpu, unit: "s"))
    return lines
  }

  /// A chain of `n` screens from the root, the seed's sheet on the last, with every app event
  /// in the menu (a push of each screen, pop, pop-to-root, dismiss): the explorer's growth per
  /// input when the app acts at any frame (issue 40's partial-order question).
  package static func chain(_ n: Int) -> App {
    App(
      screens: (0..<n).map { i in
        Screen(name: "s\(i)", links: i + 1 < n ? [ScreenID(i + 1)] : [], hasSheet: i + 1 == n)
      })
  }

  /// The chain of 8's workload: mitigation `none`, one finger, app events on, horizon 3 s, the
  /// distinct states at each depth from 1 to `depth` (each its own search) and the last depth's
  /// states over the one before's (`growth`). Deterministic.
  package static func chainAppEventsBenchmark(depth: Int = 4) -> [BenchLine] {
    var config = Configuration()
    config.app = chain(8)
    config.start = [0]
    var lines: [BenchLine] = []
    var states: [Int] = []
    for d in 1...max(1, depth) {
      var bounds = ExplorationBounds()
      bounds.depth = d
      bounds.handOffRuns = 0
      let result = explore(configuration: config, bounds: bounds)
      states.append(result.distinctStates)
      lines.append(
        BenchLine(
          name: "explore.chain8_app_events.depth\(d)_states",
          value: Double(result.distinctStates), unit: "states"))
    }
    if states.count >= 2, let last = states.last {
      let before = states[states.count - 2]
      lines.append(
        BenchLine(
          name: "explore.chain8_app_events.growth",
          value: Double(last) / Double(max(1, before)), unit: "x"))
    }
    return lines
  }

  /// A tab app whose routers change the tabs' paths: tabs feed (feed > post > comments, the
  /// seed's sheet on comments) and inbox (inbox > thread > message), from the feed's root.
  package static let routedTabs: App = App(
    screens: [
      Screen(name: "feed", links: [1]), Screen(name: "post", links: [2]),
      Screen(name: "comments", hasSheet: true), Screen(name: "inbox", links: [4]),
      Screen(name: "thread", links: [5]), Screen(name: "message"),
    ], root: .tabs([0, 3]))

  /// The routed tabs' workload: mitigation `none`, one finger, every app event in the menu (a
  /// change to each tab's path among them), horizon 3 s, the distinct states at each depth
  /// from 1 to `depth` with the partial-order reduction and without (`_full`), and the changes
  /// it left out at the last depth. Deterministic.
  package static func routedTabsBenchmark(depth: Int = 4) -> [BenchLine] {
    var config = Configuration()
    config.app = routedTabs
    config.start = [0]
    var lines: [BenchLine] = []
    for d in 1...max(1, depth) {
      for reduction in [true, false] {
        var bounds = ExplorationBounds()
        bounds.depth = d
        bounds.handOffRuns = 0
        bounds.reduction = reduction
        let result = explore(configuration: config, bounds: bounds)
        lines.append(
          BenchLine(
            name: "explore.routed_tabs.depth\(d)_states" + (reduction ? "" : "_full"),
            value: Double(result.distinctStates), unit: "states"))
        if reduction && d == depth {
          lines.append(
            BenchLine(
              name: "explore.routed_tabs.reduced_inputs", value: Double(result.reducedInputs),
              unit: "inputs"))
        }
      }
    }
    return lines
  }

  /// The calling thread's CPU time, seconds (0 where the platform does not say).
  static func threadCPUSeconds() -> Double { Platform.threadCPUSeconds() }
}
