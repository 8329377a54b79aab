import NavSimCore
import NavSimScenario

/// What a campaign found: per mitigation the runs and findings by kind, and every distinct
/// finding minimised to a scenario. ``text`` renders it as `navfuzz fuzz` prints it.
public struct CampaignReport: Sendable {
  /// One mitigation's line of the matrix.
  public struct Row: Sendable {
    /// The mitigation.
    public var mitigation: Mitigation
    /// Runs made under it.
    public var runs: Int
    /// Runs with a finding of each kind, with the first such run, for every kind that is not
    /// informational, in `FindingKind` order.
    public var kinds: [(kind: FindingKind, runs: Int, firstRun: Int?)]
    /// Distinct findings (kind and cause) under this mitigation, minimised or not.
    public var distinctFindings: Int
    /// The mitigation's informational cost (no working swipe-back), if it has one.
    public var cost: Finding?
    /// The kinds found by some run made of user inputs alone.
    public var userKinds: [FindingKind]
    /// The kinds found only by runs that needed an `app …` input.
    public var appOnlyKinds: [FindingKind]
    /// The kinds one finger finds (touches never overlap, no app input), docs/MODEL.md §10.1.
    public var oneFingerKinds: [FindingKind] = []
    /// The kinds that two or more fingers add (some touches overlap, no app input).
    public var multiFingerKinds: [FindingKind] = []
    /// The kinds that app inputs add to both.
    public var appKinds: [FindingKind] = []
    /// For each kind of the first two classes, what its verdict line depends on, by search
    /// (``Campaign/verdicts(of:tally:reported:)``).
    public var dependences: [(kind: FindingKind, multiFinger: Bool, dependences: [Dependence])] =
      []
    /// For each kind one finger finds, the human margin of its minimised finding: the fastest
    /// move it needs (docs/MODEL.md §10.1).
    public var margins: [(kind: FindingKind, travel: FingerTravel)] = []
    /// Where the row holds against the campaign's fingers: each widening assumption
    /// (``Explanation/Assumption/widening``) under whose alternative it does not, with the kinds
    /// then found, the runs that found one and the forks of that search
    /// (``Campaign/breaks(_:runs:among:from:)``).
    public var holdsOnlyAsModelled:
      [(assumption: Explanation.Assumption, kinds: [FindingKind], runs: Int, forks: Int)] = []
    /// Per kind, the runs with a finding of it whose touches are one finger's, those whose
    /// touches overlap (no app input in either), and those with an app input: what a verdict
    /// line and the first screen's cells count.
    public var classRuns: [(kind: FindingKind, oneFinger: Int, multiFinger: Int, app: Int)] = []
    /// The most fingers the campaign allowed.
    public var fingers = 1
    /// The abstract states and rules its runs reached.
    package var coverage = Coverage()

    init(mitigation: Mitigation, tally: Tally) {
      self.mitigation = mitigation
      runs = tally.runs
      coverage = tally.coverage
      distinctFindings = tally.distinct.count
      kinds = FindingKind.allCases.filter { !$0.isInformational }.map {
        ($0, tally.count($0), tally.first($0))
      }
      classRuns = FindingKind.allCases.filter { !$0.isInformational }.map {
        ($0, tally.runs($0, .oneFinger), tally.runs($0, .multiFinger), tally.runs($0, .app))
      }
      let found = tally.distinct.map(\.finding).filter { !$0.kind.isInformational }
      let user = FindingKind.allCases.filter { kind in
        found.contains { $0.kind == kind } && tally.foundByUserInputs(kind)
      }
      userKinds = user
      appOnlyKinds = FindingKind.allCases.filter { kind in
        !user.contains(kind) && found.contains { $0.kind == kind }
      }
      for occurrence in tally.distinct where !occurrence.finding.kind.isInformational {
        classify(
          occurrence.finding.kind, app: occurrence.finding.needsAppInput,
          multiFinger: occurrence.multiFinger)
      }
    }

    /// Adds a kind found in a class (a minimised finding may move a kind to a smaller class).
    mutating func classify(_ kind: FindingKind, app: Bool, multiFinger: Bool) {
      if app {
        if !appKinds.contains(kind) { appKinds.append(kind) }
      } else if multiFinger {
        if !multiFingerKinds.contains(kind) { multiFingerKinds.append(kind) }
      } else if !oneFingerKinds.contains(kind) {
        oneFingerKinds.append(kind)
      }
      oneFingerKinds.sort()
      multiFingerKinds = multiFingerKinds.filter { !oneFingerKinds.contains($0) }.sorted()
      appKinds = appKinds.filter {
        !oneFingerKinds.contains($0) && !multiFingerKinds.contains($0)
      }.sorted()
    }

    /// One class's part of the verdict: `holds`, or `FAILS: lockup (433 of 10000 runs; needs
    /// R7 [E]: 0 under r7Triggers=0; …)`.
    func classVerdict(_ kinds: [FindingKind], multiFinger: Bool, verb: String) -> String {
      guard !kinds.isEmpty else {
        guard verb == "" else { return "add nothing" }
        guard !holdsOnlyAsModelled.isEmpty else { return "holds" }
        return "holds as modelled only: "
          + holdsOnlyAsModelled.map {
            "under \($0.assumption.alternativeSetting) (\($0.assumption.short)) it FAILS: "
              + $0.kinds.map(\.rawValue).joined(separator: ", ")
              + " (\($0.runs) of \($0.forks) forks)"
          }.joined(separator: "; ")
      }
      let parts = kinds.map { kind -> String in
        let found = dependences.first { $0.kind == kind && $0.multiFinger == multiFinger }
        let counted = classRuns.first { $0.kind == kind }
        let n = (multiFinger ? counted?.multiFinger : counted?.oneFinger) ?? 0
        let head = "\(n) of \(runs) \(multiFinger ? "overlapping-finger" : "one-finger") runs"
        let text = Dependence.describe(kind.rawValue, head: head, found?.dependences ?? [])
        guard !multiFinger, let margin = margins.first(where: { $0.kind == kind }) else {
          return text
        }
        return text + " (needs " + margin.travel.margin + ")"
      }
      return (verb == "" ? "FAILS: " : "add ") + parts.joined(separator: ", ")
    }

    /// The verdict by input class (docs/MODEL.md §10.1): what holds against one finger, what two
    /// fingers add, what app inputs add; each FAIL with what it depends on, by search.
    public var classVerdict: String { classVerdictParts.joined(separator: "; ") }

    /// ``classVerdict``'s parts, one per class (and the cost).
    public var classVerdictParts: [String] {
      guard runs > 0 else { return ["not run"] }
      var parts = ["one finger: " + classVerdict(oneFingerKinds, multiFinger: false, verb: "")]
      parts.append(
        fingers < 2
          ? "two fingers: not tried (--fingers 2)"
          : "two fingers: " + classVerdict(multiFingerKinds, multiFinger: true, verb: "add"))
      parts.append(
        "app inputs: "
          + (appKinds.isEmpty
            ? "add nothing" : "add " + appKinds.map(\.rawValue).joined(separator: ", ")))
      if cost != nil { parts.append("cost: no swipe-back") }
      return parts
    }

    /// Runs with any finding of `kind`.
    public func runs(_ kind: FindingKind) -> Int { kinds.first { $0.kind == kind }?.runs ?? 0 }

    /// The first run with a finding of `kind`.
    public func firstRun(_ kind: FindingKind) -> Int? {
      kinds.first { $0.kind == kind }?.firstRun
    }

    /// Whether some run found something.
    public var hasFinding: Bool { kinds.contains { $0.runs > 0 } }
  }

  /// A distinct finding, minimised: one per ``FindingSignature`` (kind, cause class,
  /// mitigation, profile, input class).
  public struct ReportedFinding: Sendable {
    /// The mitigation it was found under.
    public var mitigation: Mitigation
    /// The finding, as the minimised scenario makes it.
    public var finding: Finding
    /// The first run that found it.
    public var firstRun: Int
    /// How many runs found it.
    public var runs: Int
    /// The first run's touches.
    public var originalInputs: [Touch]
    /// The minimised touches.
    public var inputs: [Touch]
    /// Where the scenario is written (under the campaign's out directory).
    public var path: String
    /// The minimised scenario, in canonical form.
    public var scenarioText: String
    /// Whether the minimised touches need two fingers or more (given to one finger they are
    /// not performable).
    public var multiFinger: Bool = false
    /// What the finding's verdict line (its mitigation, kind and input class) depends on, by
    /// search (empty for app-input findings, and when the campaign searched none).
    public var dependences: [Dependence] = []

    /// The assumptions the finding needs (a search under their alternative no longer finds it).
    public var needs: [Explanation.Assumption] {
      dependences.filter { $0.verdict == .needs }.map(\.assumption)
    }
    /// With one finger, the minimised touches' tightest move relative to Fitts's law: the
    /// finding's human margin (docs/MODEL.md §10.1).
    public var humanMargin: FingerTravel? = nil
    /// How many other distinct findings (by cause) minimised to this one's signature and were
    /// merged into it (their runs are in ``runs``).
    public var sameSignature = 0
  }

  /// How many distinct findings `row`'s mitigation had, one per signature among the minimised
  /// ones (distinct causes that minimised to one signature count once).
  public func distinctFindings(of row: Row) -> Int {
    row.distinctFindings
      - findings.reduce(0) { $0 + ($1.mitigation == row.mitigation ? $1.sameSignature : 0) }
  }

  /// The campaign that made the report.
  public var campaign: Campaign
  /// One row per mitigation, in the campaign's order.
  public var rows: [Row] = []
  /// The distinct findings, by mitigation then first run.
  public var findings: [ReportedFinding] = []
  /// Whether the campaign was interrupted (the report covers the runs finished so far).
  public var interrupted = false
  /// The distinct findings whose file, read back, did not replay to them: not written, and
  /// said (a defect of the fuzzer's fast path, never expected): the mitigation, the finding as
  /// the campaign's run made it, and that run.
  public var unreplayed: [(mitigation: Mitigation, finding: Finding, run: Int)] = []
  /// With `--run K`: run K under each mitigation.
  public var singleRuns: [FuzzRun] = []

  init(campaign: Campaign, rows: [Row], findings: [ReportedFinding], interrupted: Bool) {
    self.campaign = campaign
    self.rows = rows
    self.findings = findings
    self.interrupted = interrupted
    for i in self.rows.indices {
      self.rows[i].cost = Oracles.lostSwipe(campaign.configuration(for: self.rows[i].mitigation))
      self.rows[i].fingers = campaign.generation.fingers
      for f in findings where f.mitigation == self.rows[i].mitigation {
        self.rows[i].classify(
          f.finding.kind, app: f.finding.needsAppInput, multiFinger: f.multiFinger)
      }
      for f in findings where f.mitigation == self.rows[i].mitigation && !f.finding.needsAppInput {
        let row = self.rows[i]
        let inClass =
          f.multiFinger
          ? row.multiFingerKinds.contains(f.finding.kind)
          : row.oneFingerKinds.contains(f.finding.kind)
        guard inClass, !f.multiFinger, let margin = f.humanMargin,
          !row.margins.contains(where: { $0.kind == f.finding.kind })
        else { continue }
        self.rows[i].margins.append((f.finding.kind, margin))
      }
      // A run counts as "user inputs alone" when it had no app input; a minimised finding
      // shows that a run which had one did not need it.
      for f in findings
      where f.mitigation == self.rows[i].mitigation && !f.finding.needsAppInput
        && !self.rows[i].userKinds.contains(f.finding.kind)
      {
        self.rows[i].userKinds.append(f.finding.kind)
        self.rows[i].userKinds.sort()
        self.rows[i].appOnlyKinds.removeAll { $0 == f.finding.kind }
      }
    }
  }

  init(campaign: Campaign, singleRuns: [FuzzRun]) {
    self.campaign = campaign
    self.singleRuns = singleRuns
  }

  /// Runs made under each mitigation.
  public var runsPerMitigation: Int { rows.first?.runs ?? 0 }

  /// The mitigations whose findings fail the campaign: all of them when listed explicitly,
  /// else all but the `none` control.
  package func failing(_ mitigation: Mitigation) -> Bool {
    campaign.mitigationsExplicit || mitigation != .none
  }

  /// Whether a mitigation that must hold had a finding: any listed one when the mitigations
  /// were listed explicitly, any but the `none` control otherwise. (The command line turns this
  /// and ``interrupted`` into its exit status.)
  public var failed: Bool {
    if !singleRuns.isEmpty {
      return singleRuns.contains { run in
        !run.findings.isEmpty && failing(run.mitigation)
      }
    }
    return rows.contains { failing($0.mitigation) && $0.hasFinding }
  }

  /// For stderr: the `none` control found no lockup, so the campaign says little.
  public var controlWarning: String? {
    guard !campaign.mitigationsExplicit, singleRuns.isEmpty,
      let control = rows.first(where: { $0.mitigation == .none }), control.runs(.lockup) == 0,
      control.runs(.deadStack) == 0
    else { return nil }
    return "navfuzz: the control (mitigation none) found no lockup in \(control.runs) runs: "
      + "the campaign was too small to mean much"
  }
}
