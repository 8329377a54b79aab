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

  /// The calling thread's CPU time, seconds (0 where the platform does not say).
  static func threadCPUSeconds() -> Double { Platform.threadCPUSeconds() }
}
