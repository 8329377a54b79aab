import NavSimCore
import NavSimScenario
import NavSimSearch

extension ExploreReport {
  /// `explore --json`: per mitigation and profile, the bounds, how the search ended, the
  /// distinct states, and each shortest counterexample (the user-only one too, when the
  /// shortest needs an app input) with its scenario text.
  package var json: JSONValue {
    .object([
      (key: "results", value: .array(results.map(Self.json)))
    ])
  }

  static func json(_ r: ExplorationResult) -> JSONValue {
    let end: String
    switch r.end {
    case .complete: end = "complete"
    case .maxStates: end = "max-states"
    case .maxMemory: end = "max-memory"
    case .interrupted: end = "interrupted"
    }
    func counterexamples(_ list: [Counterexample]) -> JSONValue {
      .array(
        list.map { c in
          let text = scenario(c, in: r, recoverable: c.finding?.recoverable ?? false)
            .canonicalText()
          return .object([
            (key: "kind", value: .string(c.kind.rawValue)),
            (key: "inputs", value: .int(Int64(c.steps.count))),
            (key: "needsAppInput", value: .bool(c.needsAppInput)),
            (key: "cause", value: c.finding.map { .string($0.cause) } ?? .null),
            (
              key: "rules",
              value: .array((c.finding?.rules.rules ?? []).map { .string($0.description) })
            ),
            (key: "scenario", value: .string(text)),
          ])
        })
    }
    return .object(
      [
        (key: "mitigation", value: .string(r.configuration.mitigations.description)),
        (key: "profile", value: .string(r.configuration.profile.name)),
        (key: "depth", value: .int(Int64(r.bounds.depth))),
        (key: "horizonUs", value: .int(r.bounds.horizon.microseconds)),
        (key: "fingers", value: .int(Int64(r.bounds.fingers))),
        (key: "end", value: .string(end)),
        (key: "depthExplored", value: .int(Int64(r.depthExplored))),
        (key: "horizonCuts", value: .int(Int64(r.horizonCuts))),
        (key: "depthCuts", value: .int(Int64(r.depthCuts))),
        (key: "distinctStates", value: .int(Int64(r.distinctStates))),
        (key: "counterexamples", value: counterexamples(r.counterexamples)),
        (key: "userOnlyCounterexamples", value: counterexamples(r.userOnlyCounterexamples)),
      ] + (r.reducedInputs > 0 ? [(key: "reducedInputs", value: .int(Int64(r.reducedInputs)))] : [])
        + handOff(r, counterexamples))
  }

  /// The hand-off's fields, only where a bound stopped the search (the other documents are as
  /// before).
  static func handOff(_ r: ExplorationResult, _ list: ([Counterexample]) -> JSONValue)
    -> [(key: String, value: JSONValue)]
  {
    guard let h = r.handOff else { return [] }
    return [
      (
        key: "handOff",
        value: .object([
          (key: "frontierDepth", value: .int(Int64(h.frontierDepth))),
          (key: "frontierStates", value: .int(Int64(h.frontierStates))),
          (key: "sampledStates", value: .int(Int64(h.sampledStates))),
          (key: "runs", value: .int(Int64(h.runs))),
          (key: "inputs", value: .int(Int64(h.inputs))),
          (key: "novelStates", value: .int(Int64(h.novelStates))),
          (key: "interrupted", value: .bool(h.interrupted)),
          (key: "counterexamples", value: list(r.handOffCounterexamples)),
        ])
      )
    ]
  }
}
