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
  /// that kind in that class are counted in independent searches of ``verdictForks(_:)`` runs at
  /// ``searchSeeds``, as modelled and under each assumption that can matter to a finding of the
  /// line (its rule fired in one of them), in each direction, forking from the line's findings.
  /// - Complexity: per line, three searches as modelled and one to three per assumption, each
  ///   of ``verdictForks(_:)`` runs under `mitigation` alone.
  package func verdicts(
    of mitigation: Mitigation, tally: Tally, reported: [CampaignReport.ReportedFinding]
  ) -> [(kind: FindingKind, multiFinger: Bool, dependences: [Dependence])] {
    let config = configuration(for: mitigation)
    var lines:
      [(
        kind: FindingKind, inputClass: InputClass, assumptions: [Explanation.Assumption],
        bases: [[Touch]]
      )] = []
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
        lines[i].bases.append(finding.inputs)
      } else {
        lines.append((finding.finding.kind, inputClass, relevant, [finding.inputs]))
      }
    }
    return lines.map { line in
      let bases = Self.bases(line.bases, line.kind, line.inputClass, tally)
      let dependences = self.dependences(
        of: line.kind, line.inputClass, on: line.assumptions, mitigation: mitigation,
        runs: tally.runs, from: bases)
      return (line.kind, line.inputClass == .multiFinger, dependences)
    }
  }

  /// What a line's searches fork from: its minimised findings' touches (`minimised`), then the
  /// run of every distinct finding of `kind` and `inputClass` in `tally`, so that every path
  /// the campaign found to the line is forked from, not only the reported ones.
  package static func bases(
    _ minimised: [[Touch]], _ kind: FindingKind, _ inputClass: InputClass, _ tally: Tally
  ) -> [[Touch]] {
    var bases = minimised
    for occurrence in tally.distinct
    where occurrence.finding.kind == kind && !occurrence.finding.needsAppInput
      && (occurrence.multiFinger ? InputClass.multiFinger : .oneFinger) == inputClass
    {
      bases.append(occurrence.inputs)
    }
    return bases
  }

  /// The forks of each verdict search for a campaign of `runs` runs per mitigation: a
  /// fortieth of them, at least 100 (never more than `runs`), so the searches cost about what
  /// the campaign's loop does (docs/MODEL.md §13).
  package static func verdictForks(_ runs: Int) -> Int {
    max(0, min(runs, max(100, runs / 40)))
  }

  /// The verdicts of one line, the runs under `mitigation` with a finding of `kind` whose
  /// touches are of `inputClass`, on each of `assumptions` (in ``Explanation/Assumption/all``'s
  /// order), for a campaign of `runs` runs: the searches of docs/MODEL.md §13 at
  /// ``searchSeeds``, ``verdictForks(_:)`` forks each from `bases` (the line's findings'
  /// touches), and a *needs* checked by a campaign-style search of `runs` runs. `explain` and
  /// the campaign's verdicts both come from here.
  package func dependences(
    of kind: FindingKind, _ inputClass: InputClass, on assumptions: [Explanation.Assumption],
    mitigation: Mitigation, runs: Int, from bases: [[Touch]]
  ) -> [Dependence] {
    let forks = Self.verdictForks(runs)
    let seeds = Self.searchSeeds
    let assumptions = Explanation.Assumption.all.filter { assumptions.contains($0) }
    guard !assumptions.isEmpty else { return [] }
    let without = seeds.map {
      Int64(
        search(seed: $0, under: nil, mitigation, forks: forks, from: bases).runs(kind, inputClass))
    }
    return assumptions.map { assumption in
      var with: [Int64] = []
      for seed in seeds {
        let found = search(seed: seed, under: assumption, mitigation, forks: forks, from: bases)
        with.append(Int64(found.runs(kind, inputClass)))
        if Dependence.decide(without: without, with: with) != nil { break }
      }
      var dependence = Dependence(
        assumption: assumption, measure: .forks(of: forks), without: without, with: with)
      if dependence.verdict == .needs {
        let found = confirm(kind, inputClass, under: assumption, mitigation, runs: runs)
        dependence.confirmation = .init(runs: runs, found: Int64(found))
      }
      return dependence
    }
  }

  /// The campaign-style search that checks a *needs* the forks gave: `runs` runs (as many as
  /// the campaign's: a path under the alternative that shares nothing with the campaign's
  /// findings can be as rare as the campaign's own finds; ios26 `gesture-mask` under
  /// `fittsB=144ms` makes 6 to 43 one-finger lockups in 10 000 runs at seeds 1–4, most late in a
  /// lane, and none in the first 2 500 at the first search seed) of this
  /// campaign's strategy from the app's start at the first of ``searchSeeds``, under
  /// `assumption`'s alternative and `mitigation` alone, without app inputs (and with one finger
  /// for a one-finger line, which then stops at its first finding of `kind`): a path to the
  /// line's kind that shares nothing with the line's findings is found here.
  /// - Returns: the runs that found `kind` with touches of `inputClass`.
  func confirm(
    _ kind: FindingKind, _ inputClass: InputClass, under assumption: Explanation.Assumption,
    _ mitigation: Mitigation, runs: Int
  ) -> Int {
    var search = self
    search.seed = Self.searchSeeds[0]
    search.configuration = assumption.applied(to: configuration)
    search.mitigations = [mitigation]
    search.budget = .runs(runs)
    search.shard = nil
    search.singleRun = nil
    search.generation.appEvents = inputClass == .app
    if inputClass == .oneFinger { search.generation.fingers = 1 }
    let tallies: [Tally]
    if generation.strategy == .coverage {
      tallies =
        search.fuzzCoverage(
          start: ContinuousClock.now, progress: nil, interval: .seconds(3600),
          isInterrupted: { false }, until: inputClass == .oneFinger ? kind : nil
        ).tallies
    } else {
      tallies =
        search.fuzz(
          start: ContinuousClock.now, progress: nil, interval: .seconds(3600),
          isInterrupted: { false }
        ).tallies
    }
    return tallies.first?.runs(kind, inputClass) ?? 0
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

extension Campaign {
  /// Each row's verdicts (``verdicts(of:tally:reported:)``) and, for a row that holds, the
  /// widening assumptions under which it does not (``breaks(_:runs:among:from:)``), into
  /// `report`. Each row's searches are independent of the others': rows run side by side
  /// (``concurrently(_:_:)``; each search also splits its runs over the jobs), so a row with
  /// long searches does not leave a core idle.
  func searchVerdicts(
    of report: inout CampaignReport, tallies: [Tally],
    findings: [CampaignReport.ReportedFinding]
  ) {
    typealias HeldOnlyAsModelled = (
      assumption: Explanation.Assumption, kinds: [FindingKind], runs: Int, forks: Int
    )
    let rows = report.rows
    let bases = report.userFindingTouches
    let searched = concurrently(min(tallies.count, rows.count)) { i in
      let row = rows[i]
      let lines = verdicts(of: row.mitigation, tally: tallies[i], reported: findings)
      guard row.runs > 0, row.oneFingerKinds.isEmpty, row.multiFingerKinds.isEmpty else {
        return (lines, nil as [HeldOnlyAsModelled]?)
      }
      let held = breaks(
        row.mitigation, runs: row.runs, among: Explanation.Assumption.widening, from: bases
      )
      .map { ($0.assumption, $0.kinds, $0.runs, $0.forks) }
      return (lines, held)
    }
    for (i, (lines, held)) in searched.enumerated() {
      report.rows[i].dependences = lines
      if let held { report.rows[i].holdsOnlyAsModelled = held }
    }
  }
}
