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
    /// For each kind of the first two classes, the assumptions its minimised finding needs.
    public var restsOn: [(kind: FindingKind, multiFinger: Bool, assumptions: [String])] = []
    /// The most fingers the campaign allowed.
    public var fingers = 1

    init(mitigation: Mitigation, tally: Tally) {
      self.mitigation = mitigation
      runs = tally.runs
      distinctFindings = tally.distinct.count
      kinds = FindingKind.allCases.filter { !$0.isInformational }.map {
        ($0, tally.count($0), tally.first($0))
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

    /// One class's part of the verdict: `holds`, or `FAILS: lockup (rests on R7 [E], …)`.
    func classVerdict(_ kinds: [FindingKind], multiFinger: Bool, verb: String) -> String {
      guard !kinds.isEmpty else { return verb == "" ? "holds" : "add nothing" }
      let parts = kinds.map { kind -> String in
        let needed = restsOn.first { $0.kind == kind && $0.multiFinger == multiFinger }
        guard let needed, !needed.assumptions.isEmpty else { return kind.rawValue }
        return "\(kind.rawValue) (rests on \(needed.assumptions.joined(separator: ", ")))"
      }
      return (verb == "" ? "FAILS: " : "add ") + parts.joined(separator: ", ")
    }

    /// The verdict by input class (docs/MODEL.md §10.1): what holds against one finger, what two
    /// fingers add, what app inputs add; each FAIL with the assumptions it rests on.
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

  /// A distinct finding (kind, cause, mitigation), minimised.
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
    /// The assumptions the finding needs (their alternative removes it), short names.
    public var restsOn: [String] = []
  }

  /// The campaign that made the report.
  public var campaign: Campaign
  /// One row per mitigation, in the campaign's order.
  public var rows: [Row] = []
  /// The distinct findings, by mitigation then first run.
  public var findings: [ReportedFinding] = []
  /// Whether the campaign was interrupted (the report covers the runs finished so far).
  public var interrupted = false
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
        guard inClass,
          !row.restsOn.contains(where: {
            $0.kind == f.finding.kind && $0.multiFinger == f.multiFinger
          })
        else { continue }
        self.rows[i].restsOn.append((f.finding.kind, f.multiFinger, f.restsOn))
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
