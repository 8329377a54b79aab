import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

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
    #expect(
      names == [
        "sim.events_per_s", "sim.events_per_cpu_s", "fuzz.runs_per_s.1core",
        "fuzz.runs_per_cpu_s.1core", "fuzz.runs_per_s.2cores", "fuzz.speedup.2cores",
        "fuzz.tab_app.runs_per_s.1core", "fuzz.tab_app.runs_per_cpu_s.1core",
        "shrink.seed_lockup", "shrink.seed_lockup.replays", "shrink.seed_lockup.user_inputs",
        "scan.lines", "scan.screens", "scan.lines_per_s.1core", "scan.lines_per_cpu_s.1core",
        "extra.states_per_s", "memory.peak",
      ])
    #expect(lines.allSatisfy { $0.value > 0 })
    #expect(lines.first { $0.name == "shrink.seed_lockup.user_inputs" }?.value ?? 99 <= 3)
    #expect(BenchLine(name: "a", value: 12.34, unit: "ms").description == "a 12.3 ms")
    #expect(BenchLine(name: "a", value: 5, unit: "x").description == "a 5 x")
  }
}
