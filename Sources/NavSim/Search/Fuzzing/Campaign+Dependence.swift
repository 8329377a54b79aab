import NavSimCore
import NavSimScenario

extension Campaign {
  /// What a minimised finding depends on, by search (docs/MODEL.md §13): for each assumption
  /// that can matter to it (``Explanation/Assumption/relevant(to:touches:fired:allRules:)``),
  /// the campaign's runs made again under `mitigation` with the assumption's alternative (the
  /// same run seeds, as many runs as `tally` counts), and the runs that find the finding's
  /// signature counted with and without it.
  /// - Parameters:
  ///   - finding: the finding, as its minimised touches make it (its rules are the ones that
  ///     fired).
  ///   - touches: the minimised touches.
  ///   - occurrence: the campaign's first run of the finding.
  ///   - tally: the campaign's tally under `mitigation`.
  /// - Complexity: one campaign of `tally.runs` runs under one mitigation per assumption.
  /// - Returns: the signature searched for (the first run's finding, in the class of that
  ///   run's touches, so that the runs counted include it) and the dependences.
  package func dependences(
    of finding: Finding, touches: [Touch], occurrence: Occurrence, mitigation: Mitigation,
    tally: Tally
  ) -> (signature: FindingSignature, dependences: [Dependence]) {
    let config = configuration(for: mitigation)
    var signature = FindingSignature(
      occurrence.finding, configuration: config, touches: occurrence.inputs)
    if !occurrence.finding.needsAppInput {
      signature.inputClass = occurrence.multiFinger ? .multiFinger : .oneFinger
    }
    let runs = tally.runs
    let without = Int64(tally.runs(matching: signature))
    let dependences = Explanation.Assumption.relevant(
      to: config, touches: touches, fired: finding.rules
    )
    .map { assumption in
      let alternative = tallies(under: assumption, mitigation: mitigation, runs: runs)
      let with = Int64(alternative.first?.runs(matching: signature) ?? 0)
      return Dependence(
        assumption: assumption, measure: .runs(of: runs), without: without, with: with)
    }
    return (signature, dependences)
  }
}

extension Campaign {
  /// The tallies of this campaign's first `runs` runs made again under `mitigation` alone with
  /// `assumption`'s alternative (the same run seeds, unsharded): the search that both a
  /// finding's dependences and the recommendation's "needs nothing assumed" rest on.
  func tallies(
    under assumption: Explanation.Assumption, mitigation: Mitigation, runs: Int
  ) -> [Tally] {
    var search = self
    search.configuration = assumption.applied(to: configuration)
    search.mitigations = [mitigation]
    search.budget = .runs(runs)
    search.shard = nil
    search.singleRun = nil
    return search.fuzz(
      start: ContinuousClock.now, progress: nil, interval: .seconds(1),
      isInterrupted: { false }
    ).tallies
  }
}
