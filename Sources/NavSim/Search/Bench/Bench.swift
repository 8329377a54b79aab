import NavSimCore
import NavSimScenario

/// A named bench workload another part of NavSim contributes (the `explore` one, for example).
package struct BenchWorkload: Sendable {
  /// The workload's name, for errors and filtering.
  package var name: String
  /// Runs the workload and returns its lines.
  package var run: @Sendable () -> [BenchLine]

  /// Creates a workload.
  package init(name: String, run: @escaping @Sendable () -> [BenchLine]) {
    self.name = name
    self.run = run
  }
}

/// `navfuzz bench`: fixed, seeded workloads on the default app and profile, in the build it
/// runs in (measure release). Wall-clock rates; the one-core ones also per CPU second, which a
/// busy machine disturbs less.
///
/// ```swift
/// for line in Bench().run() { print(line) }
/// ```
package struct Bench: Sendable {
  /// The workloads' seed.
  package var seed: UInt64 = 1
  /// Multiplies every workload's size (1: the reference sizes; tests use less).
  package var scale = 1.0
  /// Workers for the all-cores figure (default: the online processors).
  package var jobs = Bench.processorCount
  /// Workloads added by other parts of NavSim, run after the built-in ones.
  package var extraWorkloads: [BenchWorkload] = []

  /// Creates the reference bench.
  package init() {}

  /// The number of online processors.
  package static var processorCount: Int { Platform.processorCount }

  /// The names of the built-in workloads, in the order they run (``run(only:)``).
  package static let workloadNames = [
    "sim", "fuzz", "fuzz-tab", "shrink", "search", "search-deep", "scan", "command",
  ]

  /// Runs every workload, in a fixed order.
  package func run() -> [BenchLine] { run(only: nil) }

  /// Runs the workloads whose name (one of ``workloadNames``, or an extra workload's) contains
  /// `filter`, or every one for `nil`; peak memory is always reported.
  package func run(only filter: String?) -> [BenchLine] {
    func wanted(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
    var lines: [BenchLine] = []
    if wanted("sim") { lines += simulation() }
    if wanted("fuzz") { lines += fuzzing() }
    if wanted("fuzz-tab") { lines += fuzzingTabApp() }
    if wanted("shrink") { lines += shrinking() }
    if wanted("search") { lines += search() }
    if wanted("search-deep") { lines += deepSearch() }
    if wanted("scan") { lines += scanning() }
    if wanted("command") { lines += command() }
    for workload in extraWorkloads where wanted(workload.name) { lines += workload.run() }
    lines.append(BenchLine(name: "memory.peak", value: Double(Self.peakMemoryKB()), unit: "KB"))
    return lines
  }

  func size(_ n: Int) -> Int { max(1, Int((Double(n) * scale).rounded())) }

  /// Simulated events per second: replays of pre-generated `timed` runs, counting every input
  /// delivered and every model event handled, without the oracles.
  func simulation() -> [BenchLine] {
    let campaign = Campaign(seed: seed)
    let config = campaign.configuration(for: .none)
    var runner = FuzzRunner(configuration: config, options: campaign.generation)
    var workload: [[TimedInput]] = []
    for k in 0..<size(5_000) {
      _ = runner.run(seed: campaign.runSeed(k))
      workload.append(TouchPhysics(config).inputs(runner.touches))
    }
    let template = NavigationModel(config)
    var events = 0
    let repeats = 8
    let (wall, cpu) = Self.measure {
      for _ in 0..<repeats {
        for inputs in workload {
          var model = template
          for timed in inputs {
            while let t = model.nextEventTime, t <= timed.time {
              _ = model.step()
              events += 1
            }
            model.advance(to: timed.time)
            model.apply(timed.input)
            events += 1
          }
          while model.step() { events += 1 }
        }
      }
    }
    return [
      BenchLine(name: "sim.events_per_s", value: Double(events) / wall, unit: "events/s"),
      BenchLine(name: "sim.events_per_cpu_s", value: Double(events) / cpu, unit: "events/s"),
    ]
  }

  /// Fuzz runs per second of the default campaign (`coverage`, mitigation `none`, probing
  /// included), on one core and on `jobs` cores.
  func fuzzing() -> [BenchLine] {
    let one = fuzzCampaign(runs: size(200_000), jobs: 1)
    let (wall1, cpu1) = Self.measure { _ = one.run() }
    let all = fuzzCampaign(runs: size(200_000), jobs: jobs)
    let (wallN, _) = Self.measure { _ = all.run() }
    let runs = Double(size(200_000))
    return [
      BenchLine(name: "fuzz.runs_per_s.1core", value: runs / wall1, unit: "runs/s"),
      BenchLine(name: "fuzz.runs_per_cpu_s.1core", value: runs / cpu1, unit: "runs/s"),
      BenchLine(name: "fuzz.runs_per_s.\(jobs)cores", value: runs / wallN, unit: "runs/s"),
      BenchLine(name: "fuzz.speedup.\(jobs)cores", value: wall1 / wallN, unit: "x"),
    ]
  }

  /// The fuzz workloads' campaign: the default strategy, mitigation `none`, no shrinking and
  /// no dependence searches.
  func fuzzCampaign(runs: Int, jobs: Int) -> Campaign {
    var campaign = Campaign(seed: seed)
    campaign.mitigations = [.none]
    campaign.budget = .runs(runs)
    campaign.shrinking = false
    campaign.searchingDependences = false
    campaign.jobs = jobs
    return campaign
  }

  /// Fuzz runs per second of the default campaign on the 20-screen ``tabApp``, on one core
  /// (the `fuzz-tab` workload, which `fuzz` includes).
  func fuzzingTabApp() -> [BenchLine] {
    var tabs = fuzzCampaign(runs: size(50_000), jobs: 1)
    tabs.configuration.app = Self.tabApp
    let (tabWall, tabCPU) = Self.measure { _ = tabs.run() }
    let tabRuns = Double(size(50_000))
    return [
      BenchLine(name: "fuzz.tab_app.runs_per_s.1core", value: tabRuns / tabWall, unit: "runs/s"),
      BenchLine(name: "fuzz.tab_app.runs_per_cpu_s.1core", value: tabRuns / tabCPU, unit: "runs/s"),
    ]
  }

  /// A 20-screen tab app in the shape of the apps read for docs/MODEL.md §3.1: four tabs, each
  /// a stack two or three screens deep, an item sheet holding its own stack, a cover, alerts,
  /// a dialog and the seed's sheet on pushed screens.
  package static let tabApp: App = {
    func s(_ name: String, _ links: [ScreenID] = [], _ items: [PresentationItem] = []) -> Screen {
      Screen(name: name, links: links, presentations: items)
    }
    let screens = [
      s("home", [1, 2]),  // 0
      s("post", [3], [.textSheet, PresentationItem(.alert)]),  // 1
      s("story", [], [PresentationItem(.sheet, content: 12, ownStack: true, isItem: true)]),  // 2
      s("comments", [], [.textSheet]),  // 3
      s("search", [5]),  // 4
      s("results", [6], [PresentationItem(.dialog)]),  // 5
      s("item", [], [.textSheet, PresentationItem(.sheet, content: 14)]),  // 6
      s("inbox", [8]),  // 7
      s("thread", [9], [PresentationItem(.alert)]),  // 8
      s("message", [], [PresentationItem(.cover, content: 15, ownStack: true)]),  // 9
      s("profile", [11]),  // 10
      s("settings", [], [PresentationItem(.dialog), .textSheet]),  // 11
      s("editor", [13]),  // 12
      s("draft", [], [.textSheet]),  // 13
      s("share"),  // 14
      s("viewer", [16]),  // 15
      s("media", [], [.textSheet]),  // 16
      s("about"),  // 17
      s("help"),  // 18
      s("legal"),  // 19
    ]
    return App(screens: screens, root: .tabs([0, 4, 7, 10]))
  }()

  /// The time to minimise the seed lockup (MODEL.md §2) from its stroke-expanded inputs.
  func shrinking() -> [BenchLine] {
    let (config, inputs) = Self.seedLockupTouches()
    let finding = Simulator.run(config, inputs: TouchPhysics(config).inputs(inputs)).findings.first
    { $0.kind == .lockup }
    guard let finding else {
      return [BenchLine(name: "shrink.seed_lockup", value: -1, unit: "ms")]
    }
    var minimal: [Touch] = []
    var replays = 0
    let repeats = 10
    let (wall, _) = Self.measure {
      for _ in 0..<repeats {
        var shrinker = Shrinker(configuration: config, finding: finding)
        minimal = shrinker.shrink(inputs)
        replays = shrinker.replays
      }
    }
    let actions = minimal.count
    return [
      BenchLine(name: "shrink.seed_lockup", value: wall * 1000 / Double(repeats), unit: "ms"),
      BenchLine(name: "shrink.seed_lockup.replays", value: Double(replays), unit: "runs"),
      BenchLine(name: "shrink.seed_lockup.user_inputs", value: Double(actions), unit: "inputs"),
    ]
  }

  /// The seed's lockup as a person performs it (one finger): from `root > detail`, tap "Show
  /// Sheet" at 0, pull the sheet down 0.6 over 200 ms leaving at 900 pt/s at 700 ms, swipe
  /// back 0.7 over 100 ms leaving at 600 pt/s at 1150 ms (the finger needs 237 ms to travel from
  /// the sheet to the left edge, docs/MODEL.md §10.1).
  package static func seedLockupTouches() -> (Configuration, [Touch]) {
    var config = Configuration()
    config.start = [0, 1]
    let touches = [
      Touch(at: 0, finger: 1, .tap(.showSheet, hold: config.profile.hold)),
      Touch(
        at: 700_000, finger: 1,
        .pan(.dragSheet, progress: 0.6, duration: 200_000, velocity: 900)),
      Touch(
        at: 1_150_000, finger: 1,
        .pan(.swipeBack, progress: 0.7, duration: 100_000, velocity: 600)),
    ]
    return (config, touches)
  }

  /// ``seedLockupTouches()`` as the model's inputs.
  package static func seedLockup() -> (Configuration, [TimedInput]) {
    let (config, touches) = seedLockupTouches()
    return (config, TouchPhysics(config).inputs(touches))
  }

  /// Wall-clock and process CPU seconds taken by `body`.
  static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let start = ContinuousClock.now
    let cpuStart = cpuSeconds()
    body()
    let cpu = cpuSeconds() - cpuStart
    let d = ContinuousClock.now - start
    let wall = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    return (max(wall, 1e-9), max(cpu, 1e-9))
  }

  static func cpuSeconds() -> Double { Platform.processCPUSeconds() }

  /// The process's peak resident memory, in KB; 0 if unknown.
  package static func peakMemoryKB() -> Int { Platform.peakMemoryKB() }
}
