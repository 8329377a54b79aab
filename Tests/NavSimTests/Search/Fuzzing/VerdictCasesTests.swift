import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// The verdict words of docs/MODEL.md §13 against what an independent search finds, on the
/// cases where a word once said more than the search behind it: each campaign is the default
/// command's (10 000 runs, coverage), one mitigation, and the word is checked against a
/// campaign under the alternative (as `--set` makes it) or against the rule.
@Suite struct VerdictCasesTests {
  static func campaign(
    _ profile: Profile, _ mitigation: Mitigation, seed: UInt64 = 1, app: App? = nil
  ) -> Campaign {
    var campaign = Campaign(seed: seed)
    campaign.configuration.profile = profile
    if let app { campaign.configuration.app = app }
    campaign.mitigations = [mitigation]
    campaign.mitigationsExplicit = true
    campaign.jobs = 2
    campaign.outDirectory = ""
    return campaign
  }

  /// The one-finger line of `kind` in the campaign's only row.
  static func line(_ report: CampaignReport, _ kind: FindingKind) -> [Dependence]? {
    report.rows.first?.dependences.first { $0.kind == kind && !$0.multiFinger }?.dependences
  }

  /// One-finger runs of `kind` in `campaign` run under `setting`'s `value` (without app inputs).
  static func oneFingerRuns(
    _ campaign: Campaign, _ kind: FindingKind, _ setting: String, _ value: Int64
  ) -> Int {
    var other = campaign
    other.searchingDependences = false
    other.shrinking = false
    other.generation.appEvents = false
    let set = other.configuration.profile.setting(setting, to: value)
    #expect(set)
    let report = other.run()
    return report.rows.first?.classRuns.first { $0.kind == kind }?.oneFinger ?? 0
  }

  /// ios13 `none`: the lockup's cause class names R12, but lockups survive `r12Freezes=0`, so
  /// the line does not say it needs R12 (a word from the searches, not from the label).
  @Test func aRuleInTheCauseIsNotANeedWhileTheSearchFindsTheKind() throws {
    let campaign = Self.campaign(.ios13, .none)
    let line = try #require(Self.line(campaign.run(), .lockup))
    let r12 = line.first { $0.assumption.setting == "r12Freezes" }
    #expect(r12?.verdict != .needs)
    #expect(Self.oneFingerRuns(campaign, .lockup, "r12Freezes", 0) > 0)
  }

  /// ios26 `gesture-mask`: the slow hand makes the one-finger lockup rare but another path
  /// still reaches it (a campaign at seed 2 under `fittsB=144ms` finds it), so the line does
  /// not say it needs the fast hand: the forks' zero is checked by a campaign-style search.
  @Test func aRarePathUnderTheAlternativeIsNoNeed() throws {
    let campaign = Self.campaign(.ios26, .gestureMask)
    let line = try #require(Self.line(campaign.run(), .lockup))
    let hand = try #require(line.first { $0.assumption.setting == "fittsB" })
    #expect(hand.verdict != .needs, "\(hand.short)")
    var seed2 = campaign
    seed2.seed = 2
    #expect(Self.oneFingerRuns(seed2, .lockup, "fittsB", 144_000) > 0)
  }

  /// ios26 `back-hidden` at seed 2: with one finger, no corruption survives
  /// `r30LiveContent=0`, and the one-finger line says it needs R30 (its searches count
  /// one-finger runs, not the app inputs' runs).
  @Test func aOneFingerLineCountsOneFingerRuns() throws {
    let campaign = Self.campaign(.ios26, .backHidden, seed: 2)
    let report = campaign.run()
    let line = try #require(Self.line(report, .corruption))
    let r30 = try #require(line.first { $0.assumption.setting == "r30LiveContent" })
    #expect(r30.verdict == .needs, "\(r30.short)")
    #expect(Self.oneFingerRuns(campaign, .corruption, "r30LiveContent", 0) == 0)
  }

  /// The cover app's dead stack does not need R6's missing lock: the words name R7 only.
  @Test func theCoverAppsDeadStackDoesNotNeedR6() throws {
    let url = RepositoryScenarios.folder.appendingPathComponent("tree/cover-stack-seed-race.nav")
    let text = try String(contentsOf: url, encoding: .utf8)
    let scenario = try Scenario.parse(text, path: url.path)
    let campaign = Self.campaign(.ios17, .none, app: try scenario.configuration().app)
    let report = campaign.run()
    let line = try #require(Self.line(report, .deadStack))
    #expect(line.first { $0.assumption.setting == "r6Lock" }?.verdict != .needs)
    #expect(line.first { $0.assumption.setting == "r7Triggers" }?.verdict == .needs)
  }

  /// The words a user acts on (*needs*) are the same for seeds 1 to 4 on the default profile:
  /// the lines fork from other minimised findings, at the same search seeds.
  @Test func theNeedsAreTheSameWordsForSeedsOneToFour() {
    var needs: [[String]] = []
    for seed in UInt64(1)...4 {
      let report = Self.campaign(.ios17, .guardCoordinator, seed: seed).run()
      needs.append(
        (Self.line(report, .lockup) ?? []).filter { $0.verdict == .needs }.map(
          \.assumption.setting))
    }
    #expect(needs.allSatisfy { $0 == needs[0] }, "\(needs)")
    #expect(needs[0] == ["r7Triggers", "coordinatorWhileFinalizing"])
  }
}
