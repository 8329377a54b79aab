import NavSimCore
import NavSimScenario

extension Campaign {
  /// How many independent searches a verdict word rests on (docs/MODEL.md §13, "The verdict
  /// rule").
  package static let verdictSearches = 3

  /// The seeds of a verdict's independent searches. The same for every campaign: a verdict
  /// is a statement about the model, the app and the mitigation, so `--seed N` changes what the
  /// campaign finds, never the word said about a line it shares with another seed.
  package static let searchSeeds: [UInt64] = (1...verdictSearches).map {
    SplitMix64.derive(0x5EA2_C400, UInt64($0))
  }

  /// The verdicts of `mitigation`'s FAIL lines, one per kind and input class that `reported`
  /// (its minimised findings) shows, by search (docs/MODEL.md §13): the runs with a finding of
  /// that kind in that class are counted in independent searches of `tally.runs` runs each at
  /// ``searchSeeds``, as modelled and under each assumption that can matter to a finding of the
  /// line (its rule fired in one of them), in each direction.
  /// - Complexity: per line's assumption, one to three campaigns of `tally.runs` runs under
  ///   `mitigation` alone; the searches as modelled (three campaigns) are shared by the lines.
  package func verdicts(
    of mitigation: Mitigation, tally: Tally, reported: [CampaignReport.ReportedFinding]
  ) -> [(kind: FindingKind, multiFinger: Bool, dependences: [Dependence])] {
    let config = configuration(for: mitigation)
    var lines:
      [(kind: FindingKind, inputClass: InputClass, assumptions: [Explanation.Assumption])] =
        []
    for finding in reported
    where finding.mitigation == mitigation && !finding.finding.needsAppInput
      && !finding.finding.kind.isInformational
    {
      let inputClass: InputClass = finding.multiFinger ? .multiFinger : .oneFinger
      let relevant = Explanation.Assumption.relevant(
        to: config, touches: finding.inputs, fired: finding.finding.rules)
      if let i = lines.firstIndex(where: {
        $0.kind == finding.finding.kind && $0.inputClass == inputClass
      }) {
        for a in relevant where !lines[i].assumptions.contains(a) { lines[i].assumptions.append(a) }
      } else {
        lines.append((finding.finding.kind, inputClass, relevant))
      }
    }
    guard !lines.isEmpty else { return [] }
    let runs = tally.runs
    let modelled = Self.searchSeeds.map { search(seed: $0, under: nil, mitigation, runs) }
    return lines.map { line in
      let dependences = self.dependences(
        of: line.kind, line.inputClass, on: line.assumptions, mitigation: mitigation,
        runs: runs, modelled: modelled)
      return (line.kind, line.inputClass == .multiFinger, dependences)
    }
  }

  /// The verdicts of one line, the runs under `mitigation` with a finding of `kind` whose
  /// touches are of `inputClass`, on each of `assumptions` (in ``Explanation/Assumption/all``'s
  /// order): the searches of docs/MODEL.md §13 at ``searchSeeds``, `runs` runs each; the
  /// searches as modelled are `modelled` when given (one tally per seed), else made here.
  /// `explain` and the campaign's verdicts both come from here.
  package func dependences(
    of kind: FindingKind, _ inputClass: InputClass, on assumptions: [Explanation.Assumption],
    mitigation: Mitigation, runs: Int, modelled: [Tally]? = nil
  ) -> [Dependence] {
    let seeds = Self.searchSeeds
    let modelled = modelled ?? seeds.map { search(seed: $0, under: nil, mitigation, runs) }
    let without = modelled.map { Int64($0.runs(kind, inputClass)) }
    return Explanation.Assumption.all.filter { assumptions.contains($0) }.map { assumption in
      var with: [Int64] = []
      for seed in seeds {
        let found = search(seed: seed, under: assumption, mitigation, runs)
        with.append(Int64(found.runs(kind, inputClass)))
        if Dependence.decide(without: without, with: with) != nil { break }
      }
      return Dependence(
        assumption: assumption, measure: .runs(of: runs), without: without, with: with)
    }
  }

  /// One independent search: this campaign's first `runs` runs at `seed`, under `mitigation`
  /// alone, with `assumption`'s alternative when given (unsharded, no minimising).
  func search(
    seed: UInt64, under assumption: Explanation.Assumption?, _ mitigation: Mitigation,
    _ runs: Int
  ) -> Tally {
    var search = self
    search.seed = seed
    if let assumption { search.configuration = assumption.applied(to: configuration) }
    search.mitigations = [mitigation]
    search.budget = .runs(runs)
    search.shard = nil
    search.singleRun = nil
    return search.fuzz(
      start: ContinuousClock.now, progress: nil, interval: .seconds(1),
      isInterrupted: { false }
    ).tallies.first ?? Tally()
  }
}

extension Tally {
  /// Runs with a finding of `kind` whose touches are of `inputClass` (a run's class: an app
  /// input makes it `app`, overlapping touches `multi-finger`). A run makes at most one finding
  /// of a kind, so the distinct findings' counts add up to runs.
  package func runs(_ kind: FindingKind, _ inputClass: InputClass) -> Int {
    var total = 0
    for occurrence in distinct where occurrence.finding.kind == kind {
      let runClass: InputClass =
        occurrence.finding.needsAppInput
        ? .app : (occurrence.multiFinger ? .multiFinger : .oneFinger)
      if runClass == inputClass { total += occurrence.count }
    }
    return total
  }
}
