import NavSimCore
import NavSimScenario

/// The mitigation to adopt for one app, computed from a campaign per profile (`navfuzz
/// --profile all`): the first mitigation (by cost, then by what app inputs still find, then in
/// the matrix's order) that holds against one finger on every profile it ran, searched again
/// under each assumption's alternative (docs/MODEL.md §13) to say whether it needs any.
///
/// ```
/// adopt full-screen-cover: holds against one finger on ios16–ios26, needs nothing assumed;
/// cost: none the oracles see; app inputs still find corruption
/// ```
public struct Recommendation: Sendable {
  /// A mitigation that holds on every profile, with the assumptions whose alternative makes it
  /// fail (and what then fails).
  public struct Candidate: Sendable {
    /// The mitigation.
    public var mitigation: Mitigation
    /// The profiles it holds on (all of the reports').
    public var profiles: [String]
    /// Each assumption whose alternative makes it fail against one finger: the profile and
    /// the kinds found.
    public var breaks: [(assumption: Explanation.Assumption, profile: String, kinds: [FindingKind])]
    /// Whether it costs the swipe-back on some profile.
    public var costsSwipeBack: Bool
    /// The kinds app inputs still find, over every profile.
    public var appKinds: [FindingKind]
  }

  /// The profiles, in the reports' order.
  public var profiles: [String]
  /// The mitigation recommended, if one holds everywhere.
  public var adopted: Candidate?
  /// Where nothing holds: each profile on which no mitigation holds against one finger, with
  /// each mitigation's one-finger kinds there.
  public var unheld: [(profile: String, failures: [(Mitigation, [FindingKind])])] = []
  /// Where nothing holds on some profiles: what to adopt on the others, if one holds there.
  public var elsewhere: Candidate?
  /// Per profile, mitigation and kind of an unheld profile, the assumed ([A]) choices the
  /// kind's one-finger line needs (docs/MODEL.md §13): a mitigation that fails only under them
  /// would hold under their alternative, and the line says so.
  public var assumedNeeds:
    [(profile: String, mitigation: Mitigation, kind: FindingKind, needs: [String])] = []

  /// Computes the recommendation from one report per profile (each over the same mitigations,
  /// possibly with more on some profiles).
  /// - Complexity: for each candidate tried, one campaign of the reports' runs per relevant
  ///   assumption and profile; candidates are tried in order until one needs nothing.
  public init(reports: [CampaignReport]) {
    profiles = reports.map(\.campaign.configuration.profile.name)
    adopted = Self.adopt(reports)
    guard adopted == nil else { return }
    for report in reports {
      guard
        !report.rows.contains(where: { $0.runs > 0 && Self.failsAgainstFingers($0).isEmpty })
      else { continue }
      unheld.append(
        (
          report.campaign.configuration.profile.name,
          report.rows.map { ($0.mitigation, Self.failsAgainstFingers($0)) }
        ))
      for row in report.rows {
        for line in row.dependences where !line.multiFinger {
          let needs = line.dependences.filter {
            $0.verdict == .needs && $0.assumption.short.hasSuffix("[A]")
          }.map(\.assumption.short)
          guard !needs.isEmpty else { continue }
          assumedNeeds.append(
            (report.campaign.configuration.profile.name, row.mitigation, line.kind, needs))
        }
      }
    }
    // What to adopt on the other profiles, where one holds there.
    let rest = reports.filter { report in
      !unheld.contains { $0.profile == report.campaign.configuration.profile.name }
    }
    if !rest.isEmpty && rest.count < reports.count { elsewhere = Self.adopt(rest) }
  }

  /// The kinds a row fails with against the campaign's fingers.
  static func failsAgainstFingers(_ row: CampaignReport.Row) -> [FindingKind] {
    row.oneFingerKinds + (row.fingers > 1 ? row.multiFingerKinds : [])
  }

  /// The candidate to adopt over `reports`: the first by cost and app kinds that holds on
  /// every one and needs nothing assumed, else the first that holds (with what it needs);
  /// `nil` when none holds on them all.
  static func adopt(_ reports: [CampaignReport]) -> Candidate? {
    let profiles = reports.map(\.campaign.configuration.profile.name)
    var order: [Mitigation] = []
    for report in reports {
      for row in report.rows where !order.contains(row.mitigation) { order.append(row.mitigation) }
    }
    var candidates: [Candidate] = []
    for mitigation in order {
      let rows = reports.compactMap { $0.rows.first { $0.mitigation == mitigation } }
      guard rows.count == reports.count, rows.allSatisfy({ $0.runs > 0 }),
        rows.allSatisfy({ failsAgainstFingers($0).isEmpty })
      else { continue }
      var app: [FindingKind] = []
      for row in rows { for kind in row.appKinds where !app.contains(kind) { app.append(kind) } }
      candidates.append(
        Candidate(
          mitigation: mitigation, profiles: profiles, breaks: [],
          costsSwipeBack: rows.contains { $0.cost != nil }, appKinds: app.sorted()))
    }
    // Stable: by cost, then by how many kinds app inputs still find.
    let ranked = candidates.enumerated().sorted {
      ($0.element.costsSwipeBack ? 1 : 0, $0.element.appKinds.count, $0.offset)
        < ($1.element.costsSwipeBack ? 1 : 0, $1.element.appKinds.count, $1.offset)
    }.map(\.element)
    var tried: [Candidate] = []
    for var candidate in ranked {
      for report in reports {
        // The widening alternatives were searched for the report's holding rows already.
        let row = report.rows.first { $0.mitigation == candidate.mitigation }
        let searched = report.campaign.searchingDependences && !report.interrupted && row != nil
        let among = Explanation.Assumption.all.filter {
          !searched || !Explanation.Assumption.widening.contains($0)
        }
        let profile = report.campaign.configuration.profile.name
        candidate.breaks += (searched ? row?.holdsOnlyAsModelled ?? [] : []).map {
          ($0.assumption, profile, $0.kinds)
        }
        candidate.breaks += report.campaign.breaks(
          candidate.mitigation, runs: report.runsPerMitigation, among: among,
          from: report.userFindingTouches
        ).map { ($0.assumption, $0.profile, $0.kinds) }
      }
      tried.append(candidate)
      if candidate.breaks.isEmpty { break }
    }
    return tried.first { $0.breaks.isEmpty } ?? tried.first
  }

  /// `ios16–ios26` (three profiles or more), `ios17, ios26`, or `ios17`.
  static func span(_ names: [String]) -> String {
    names.count > 2 ? "\(names[0])–\(names[names.count - 1])" : names.joined(separator: ", ")
  }

  /// The line `fuzz` ends with.
  public var line: String {
    if let adopted {
      return "adopt " + Self.text(adopted, on: Self.span(adopted.profiles))
    }
    guard !unheld.isEmpty else { return "no mitigation to recommend: none was run" }
    func fails(_ profile: String, _ failures: [(Mitigation, [FindingKind])]) -> String {
      failures.filter { !$0.1.isEmpty }.map { mitigation, kinds in
        "\(mitigation.rawValue) FAILS: "
          + kinds.map { kind in
            let needs = assumedNeeds.first {
              $0.profile == profile && $0.mitigation == mitigation && $0.kind == kind
            }
            return kind.rawValue
              + (needs.map { " (needs " + $0.needs.joined(separator: ", ") + ")" } ?? "")
          }.joined(separator: ", ")
      }.joined(separator: "; ")
    }
    let parts =
      unheld.count == 1
      ? fails(unheld[0].profile, unheld[0].failures)
      : unheld.map { "\($0.profile) (\(fails($0.profile, $0.failures)))" }.joined(
        separator: "; ")
    var out =
      "no mitigation holds against one finger on " + Self.span(unheld.map(\.profile)) + ": "
      + parts
    if let elsewhere {
      out += ". On \(Self.span(elsewhere.profiles)), adopt " + Self.text(elsewhere, on: nil)
    }
    return out
  }

  /// `M: holds against one finger on P, needs …; cost: …; app inputs still find …`.
  static func text(_ candidate: Candidate, on span: String?) -> String {
    var out =
      "\(candidate.mitigation.rawValue): holds against one finger"
      + (span.map { " on \($0)" } ?? "") + ", "
    if candidate.breaks.isEmpty {
      out += "needs nothing assumed"
    } else {
      out +=
        "needs "
        + candidate.breaks.map {
          "\($0.assumption.short) (under \($0.assumption.alternativeSetting) "
            + "on \($0.profile): " + $0.kinds.map(\.rawValue).joined(separator: ", ") + ")"
        }.joined(separator: ", ")
    }
    out += "; cost: " + (candidate.costsSwipeBack ? "no swipe-back" : "none the oracles see")
    if !candidate.appKinds.isEmpty {
      out += "; app inputs still find " + candidate.appKinds.map(\.rawValue).joined(separator: ", ")
    }
    return out
  }
}

extension Campaign {
  /// The assumptions whose alternative makes `mitigation` fail against the campaign's fingers
  /// (no app input), each with the kinds then found, the runs that found one and the forks of
  /// the search that did: up to ``searchSeeds``'s independent searches of
  /// ``verdictForks(_:)`` of `runs` each, forking from `bases` (the campaign's findings with
  /// user inputs, under any mitigation); the first that fails decides, and a mitigation holds
  /// under an alternative only when every search does (docs/MODEL.md §13).
  func breaks(
    _ mitigation: Mitigation, runs: Int,
    among candidates: [Explanation.Assumption] = Explanation.Assumption.all,
    from bases: [[Touch]]
  ) -> [(
    assumption: Explanation.Assumption, profile: String, kinds: [FindingKind], runs: Int,
    forks: Int
  )] {
    let config = configuration(for: mitigation)
    let forks = Self.verdictForks(runs)
    return Explanation.Assumption.relevant(
      to: config, touches: [], fired: RuleSet(), allRules: true
    ).filter { candidates.contains($0) }.compactMap { assumption in
      for seed in Self.searchSeeds {
        let alternative = search(
          seed: seed, under: assumption, mitigation, forks: forks, from: bases)
        var kinds: [FindingKind] = []
        var failing = 0
        for occurrence in alternative.distinct
        where !occurrence.finding.needsAppInput && !occurrence.finding.kind.isInformational
          && (generation.fingers > 1 || !occurrence.multiFinger)
        {
          if !kinds.contains(occurrence.finding.kind) { kinds.append(occurrence.finding.kind) }
        }
        for kind in kinds {
          failing = max(
            failing, alternative.runs(kind, .oneFinger) + alternative.runs(kind, .multiFinger))
        }
        if !kinds.isEmpty {
          return (assumption, configuration.profile.name, kinds.sorted(), failing, forks)
        }
      }
      return nil
    }
  }
}

extension CampaignReport {
  /// The touches of the findings with user inputs alone (any mitigation), which searches for
  /// a holding mitigation fork from (``Campaign/breaks(_:runs:among:from:)``).
  var userFindingTouches: [[Touch]] {
    findings.filter { !$0.finding.needsAppInput && !$0.finding.kind.isInformational }.map(
      \.inputs)
  }
}
