import NavSimCore
import NavSimScenario

extension Bench {
  /// What a user waits for against what the fuzz loop costs: the default command's campaign
  /// (`navfuzz --seed N`: every default mitigation, the findings minimised and replayed, the
  /// verdict searches and the recommendation) and its fuzz loop alone (the same runs, nothing
  /// else), both on one core, in runs of the loop per CPU second (the `command` workload).
  func command() -> [BenchLine] {
    var loop = Campaign(seed: seed)
    loop.budget = .runs(size(10_000))
    loop.jobs = 1
    loop.outDirectory = ""
    let whole = loop
    loop.shrinking = false
    loop.searchingDependences = false
    let (_, loopCPU) = Self.measure { _ = loop.run() }
    let (_, wholeCPU) = Self.measure {
      _ = Recommendation(reports: [whole.run()]).line
    }
    let runs = Double(size(10_000) * loop.mitigations.count)
    return [
      BenchLine(name: "command.loop.runs_per_cpu_s", value: runs / loopCPU, unit: "runs/s"),
      BenchLine(name: "command.whole.runs_per_cpu_s", value: runs / wholeCPU, unit: "runs/s"),
      BenchLine(name: "command.cost", value: wholeCPU / loopCPU, unit: "x"),
    ]
  }
}
