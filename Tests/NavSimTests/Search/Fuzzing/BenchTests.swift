import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct BenchTests {
  /// The bench's shape only: names, units and sane values. Speed is measured with
  /// `navfuzz bench` in release, never asserted in tests.
  @Test func aSmallBenchPrintsEveryLine() {
    var bench = Bench()
    bench.scale = 0.005
    bench.jobs = 2
    bench.extraWorkloads = [
      BenchWorkload(name: "extra") {
        [BenchLine(name: "extra.states_per_s", value: 1, unit: "states/s")]
      }
    ]
    let lines = bench.run()
    let names = lines.map(\.name)
    var search: [String] = []
    for target in SearchTarget.all {
      for strategy in ["coverage", "timed", "uniform"] {
        for figure in ["q1", "median", "q3", "misses"] {
          search.append("search.\(target.name).\(strategy).\(figure)")
        }
      }
    }
    for target in Bench.deepTargets {
      for figure in ["q1", "median", "q3", "misses"] {
        search.append("search.\(target.name).coverage.\(figure)")
      }
    }
    #expect(
      names
        == [
          "sim.events_per_s", "sim.events_per_cpu_s", "fuzz.runs_per_s.1core",
          "fuzz.runs_per_cpu_s.1core", "fuzz.runs_per_s.2cores", "fuzz.speedup.2cores",
          "fuzz.tab_app.runs_per_s.1core", "fuzz.tab_app.runs_per_cpu_s.1core",
          "shrink.seed_lockup", "shrink.seed_lockup.replays", "shrink.seed_lockup.user_inputs",
        ] + search + [
          "scan.lines", "scan.screens", "scan.lines_per_s.1core", "scan.lines_per_cpu_s.1core",
          "command.loop.runs_per_cpu_s", "command.whole.runs_per_cpu_s", "command.cost",
          "extra.states_per_s", "memory.peak",
        ])
    // Every figure is positive but a count of seeds missed, which may be zero.
    #expect(lines.allSatisfy { $0.value > 0 || ($0.unit == "seeds" && $0.value == 0) })
    #expect(lines.first { $0.name == "shrink.seed_lockup.user_inputs" }?.value ?? 99 <= 3)
    #expect(BenchLine(name: "a", value: 12.34, unit: "ms").description == "a 12.3 ms")
    #expect(BenchLine(name: "a", value: 5, unit: "x").description == "a 5 x")
  }

  /// The `search` figures: quantiles over the seeds that found, misses counted as never.
  @Test func searchFiguresCountMissesAsNever() {
    let figures = SearchFigures(runs: [3, 5, 9, 12], misses: 1)
    #expect(figures.quantile(0) == 3)
    #expect(figures.quantile(0.25) == 5)
    #expect(figures.quantile(0.5) == 9)
    #expect(figures.quantile(0.75) == 12)
    #expect(figures.quantile(1) == nil)
    #expect(SearchFigures(runs: [], misses: 4).quantile(0.5) == nil)
  }

  /// On the chain of 7, the coverage-guided strategy finds the lockup in a few epochs where a
  /// fresh run almost never does (seeds 1–3, 2 000 runs each).
  @Test func coverageFindsTheChainOf7LockupWithinAFewEpochs() {
    let figures = Bench.figures(
      .chain(7), strategy: .coverage, seeds: 1...3, runs: 2_000, jobs: 2)
    #expect(figures.misses == 0)
    #expect(figures.runs.allSatisfy { $0 <= 1_500 }, "\(figures.runs)")
  }
}
