import NavSimCore
import NavSimScenario

/// The counterexamples a search found, replayed, and its result.
extension Search {
  func steps(to node: Int32) -> [ExplorationStep] {
    var steps: [ExplorationStep] = []
    var n = Int(node)
    while n > 0 {
      let record = nodes[n]
      steps.append(
        ExplorationStep(
          time: VirtualTime(microseconds: frames.boundary(Int64(record.frame))),
          action: menu[Int(record.action)]))
      n = Int(record.parent)
    }
    return steps.reversed()
  }

  func counterexample(_ kind: FindingKind, _ candidate: Candidate) -> Counterexample {
    let steps = steps(to: candidate.node)
    var inputs: [TimedInput] = []
    for step in steps {
      inputs += step.action.steps(at: step.time, bounds: bounds, physics: physics)
    }
    let replay = Simulator.run(configuration, inputs: inputs)
    let finding = replay.findings.first { $0.kind == kind }
    return Counterexample(kind: kind, steps: steps, inputs: inputs, finding: finding)
  }

  /// Whether a candidate lies within the depth explored fully.
  func complete(_ c: Candidate) -> Bool { c.depth <= depthExplored }

  mutating func result() -> ExplorationResult {
    report(force: true)
    var all: [Counterexample] = []
    var userOnly: [Counterexample] = []
    var handedOff: [Counterexample] = []
    for (i, kind) in FindingKind.allCases.enumerated() {
      if let h = handOffBest[i], !(best[i].map(complete) ?? false) {
        handedOff.append(counterexample(kind, h))
      }
      guard let c = best[i], complete(c) else { continue }
      let example = counterexample(kind, c)
      all.append(example)
      if example.needsAppInput, let u = bestUser[i], complete(u) {
        userOnly.append(counterexample(kind, u))
      }
    }
    return ExplorationResult(
      configuration: configuration, bounds: bounds, counterexamples: all,
      userOnlyCounterexamples: userOnly, distinctStates: table.count,
      statesGenerated: generated, depthExplored: depthExplored, end: end,
      tableBytes: table.bytes, peakBytes: peakBytes, horizonCuts: horizonCuts,
      depthCuts: depthCuts, reducedInputs: reduced, handOff: handOffSummary,
      handOffCounterexamples: handedOff)
  }
}
