import Dispatch
import NavSimCore
import NavSimScenario
import Synchronization

/// One target of `bench`'s `search` workload: an app and options where a strategy is measured
/// by the runs it takes to the first finding of `kind`.
package struct SearchTarget: Sendable {
  /// The target's name in the bench lines (`chain12`).
  package var name: String
  /// The app, profile, start and mitigation (one mitigation, explicit).
  package var configuration: Configuration
  /// The generation options other than the strategy.
  package var generation: GenerationOptions
  /// The finding sought.
  package var kind: FindingKind

  /// A chain of `n` screens from the root, the sheet on the deepest, one finger, no app
  /// inputs, mitigation `none`. A chain longer than a stack holds (``ScreenStack/capacity``,
  /// 32) goes on in a full-screen cover with its own stack, presented from the middle screen
  /// (chain 48: 24 screens, then 24 in the cover); the race is then inside the cover's stack,
  /// a dead stack rather than a lockup.
  package static func chain(_ n: Int) -> SearchTarget {
    let split = n > ScreenStack.capacity ? n / 2 : n
    var config = Configuration()
    config.app = App(
      screens: (0..<n).map { i in
        Screen(
          name: "s\(i)", links: i + 1 < n && i + 1 != split ? [ScreenID(i + 1)] : [],
          hasSheet: i + 1 == n,
          presentations: i + 1 == split && split < n
            ? [PresentationItem(.cover, content: ScreenID(split), ownStack: true)] : [])
      })
    config.start = [0]
    var generation = GenerationOptions()
    generation.appEvents = false
    return SearchTarget(
      name: "chain\(n)", configuration: config, generation: generation,
      kind: split < n ? .deadStack : .lockup)
  }

  /// A wide tree: a tab app of 4 tabs, each a stack of 6 screens, the deepest
  /// screen of the third tab presenting a sheet (`no-pull`) with its own stack of 3, the seed's
  /// text sheet on its deepest; one finger, no app inputs, mitigation `none`. The finding is
  /// the race inside the sheet's stack (pull the text sheet down, swipe back in the sheet's
  /// stack: a dead stack), 9 screens deep through one tab of four.
  package static var wideTree: SearchTarget {
    var screens: [Screen] = []
    for tab in 0..<4 {
      for depth in 0..<6 {
        let id = tab * 6 + depth
        let deepestOfThird = tab == 2 && depth == 5
        screens.append(
          Screen(
            name: "t\(tab)s\(depth)", links: depth < 5 ? [ScreenID(id + 1)] : [],
            presentations: deepestOfThird
              ? [PresentationItem(.sheet, content: 24, ownStack: true, noPull: true)] : []))
      }
    }
    for depth in 0..<3 {
      screens.append(
        Screen(
          name: "sheet\(depth)", links: depth < 2 ? [ScreenID(25 + depth)] : [],
          hasSheet: depth == 2))
    }
    var config = Configuration()
    config.app = App(screens: screens, root: .tabs([0, 6, 12, 18]))
    var generation = GenerationOptions()
    generation.appEvents = false
    return SearchTarget(
      name: "wide_tree", configuration: config, generation: generation, kind: .deadStack)
  }

  /// The seed app from `root > detail` under `mitigation`, user inputs alone (app inputs find
  /// these lockups in a handful of runs whatever the strategy).
  static func seed(
    _ name: String, _ mitigation: Mitigation, profile: Profile = .ios17, fingers: Int = 1
  ) -> SearchTarget {
    var config = Configuration()
    config.start = [0, 1]
    config.profile = profile
    config.mitigations = Mitigations([mitigation])
    var generation = GenerationOptions()
    generation.fingers = fingers
    generation.appEvents = false
    return SearchTarget(name: name, configuration: config, generation: generation, kind: .lockup)
  }

  /// The zoom screen of `scenarios/ios18-zoom-dismiss-lockup.nav` (`root: link photo`,
  /// `photo: sheet, zoom`, from `root > photo`) on `ios18` under `guard-presented`.
  static var zoom: SearchTarget {
    var config = Configuration()
    config.app = App(screens: [
      Screen(name: "root", links: [1]), Screen(name: "photo", hasSheet: true, zoom: true),
    ])
    config.start = [0, 1]
    config.profile = .ios18
    config.mitigations = Mitigations([.guardPresented])
    var generation = GenerationOptions()
    generation.appEvents = false
    return SearchTarget(
      name: "ios18_zoom_guard_presented", configuration: config, generation: generation,
      kind: .lockup)
  }

  /// The targets, in the order `bench` prints them.
  package static let all: [SearchTarget] = [
    .chain(12), .chain(7),
    .seed("gesture_mask_2fingers", .gestureMask, fingers: 2),
    .seed("ios26_guard_presented", .guardPresented, profile: .ios26),
    .seed("guard_coordinator", .guardCoordinator),
    .zoom,
  ]

  /// The first run that finds ``kind`` under `strategy` with campaign seed `seed`, within
  /// `runs` runs.
  package func firstRun(strategy: Strategy, seed: UInt64, runs: Int) -> Int? {
    var campaign = Campaign(seed: seed, configuration: configuration)
    campaign.mitigations = [Mitigation.none]
    campaign.generation = generation
    campaign.generation.strategy = strategy
    campaign.budget = .runs(runs)
    campaign.shrinking = false
    return campaign.firstRun(finding: kind)
  }
}

/// Runs to the first finding over seeds: quartiles and misses.
package struct SearchFigures: Sendable, Equatable {
  /// Runs to the first finding (its index + 1) for each seed that found it, sorted.
  package var runs: [Int]
  /// Seeds that found nothing within the budget.
  package var misses: Int

  /// The value at quantile `q` of ``runs`` with the misses counted as infinitely many runs
  /// (`nil` when that quantile falls on a miss).
  package func quantile(_ q: Double) -> Int? {
    let n = runs.count + misses
    guard n > 0 else { return nil }
    let i = min(n - 1, Int((Double(n - 1) * q).rounded()))
    return i < runs.count ? runs[i] : nil
  }
}

extension Bench {
  /// The strategies the `search` workload compares, side by side.
  static let searchStrategies: [Strategy] = [.coverage, .timed, .uniform]

  /// `search`: for each target and strategy, runs to the first finding over seeds 1…50 (5 with
  /// `--quick`) with 20 000 runs each (2 000): median, quartiles and misses. A quantile that
  /// falls on a miss prints as the budget plus one (not found within the budget).
  func search() -> [BenchLine] {
    let seeds = max(1, Int((50 * scale).rounded()))
    let budget = max(1, Int((20_000 * scale).rounded()))
    var lines: [BenchLine] = []
    for target in SearchTarget.all {
      for strategy in Self.searchStrategies {
        let figures = Self.figures(
          target, strategy: strategy, seeds: 1...UInt64(seeds), runs: budget, jobs: jobs)
        lines += Self.lines(figures, prefix: "search.\(target.name).\(strategy)", budget: budget)
      }
    }
    return lines
  }

  /// The deep targets of `search-deep`: chains of 32 and 48 screens and the wide
  /// tree, where only `coverage` finds anything.
  package static let deepTargets: [SearchTarget] = [.chain(32), .chain(48), .wideTree]

  /// `search-deep`: for each of ``deepTargets``, runs to the first lockup under `coverage` over
  /// seeds 1…20 (2 with `--quick`) with 50 000 runs each (5 000): median, quartiles, misses.
  func deepSearch() -> [BenchLine] {
    let seeds = max(1, Int((20 * scale).rounded()))
    let budget = max(1, Int((50_000 * scale).rounded()))
    var lines: [BenchLine] = []
    for target in Self.deepTargets {
      let figures = Self.figures(
        target, strategy: .coverage, seeds: 1...UInt64(seeds), runs: budget, jobs: jobs)
      lines += Self.lines(figures, prefix: "search.\(target.name).coverage", budget: budget)
    }
    return lines
  }

  /// A search figure's lines: `PREFIX.q1`, `.median`, `.q3` (runs; a miss reads as `budget` +
  /// 1) and `.misses` (seeds).
  static func lines(_ figures: SearchFigures, prefix: String, budget: Int) -> [BenchLine] {
    func line(_ suffix: String, _ value: Int?) -> BenchLine {
      BenchLine(name: "\(prefix).\(suffix)", value: Double(value ?? budget + 1), unit: "runs")
    }
    return [
      line("q1", figures.quantile(0.25)), line("median", figures.quantile(0.5)),
      line("q3", figures.quantile(0.75)),
      BenchLine(name: "\(prefix).misses", value: Double(figures.misses), unit: "seeds"),
    ]
  }

  /// The figures of `target` under `strategy` over `seeds`, the seeds spread over `jobs`.
  package static func figures(
    _ target: SearchTarget, strategy: Strategy, seeds: ClosedRange<UInt64>, runs: Int, jobs: Int
  ) -> SearchFigures {
    let list = Array(seeds)
    let found = Mutex([Int?](repeating: nil, count: list.count))
    let workers = max(1, min(jobs, list.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var i = worker
      while i < list.count {
        let first = target.firstRun(strategy: strategy, seed: list[i], runs: runs)
        found.withLock { $0[i] = first.map { $0 + 1 } }
        i += workers
      }
    }
    let all = found.withLock { $0 }
    return SearchFigures(
      runs: all.compactMap { $0 }.sorted(), misses: all.filter { $0 == nil }.count)
  }
}
