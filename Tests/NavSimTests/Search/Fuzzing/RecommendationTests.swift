import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct RecommendationTests {
  static func reports(_ profiles: [Profile], mitigations: [Mitigation]) -> [CampaignReport] {
    profiles.map { profile in
      var config = Configuration()
      config.start = [0]
      config.profile = profile
      var campaign = Campaign(seed: 1, configuration: config)
      campaign.budget = .runs(1_500)
      campaign.jobs = 2
      campaign.mitigations = mitigations
      campaign.shrinking = false
      return campaign.run()
    }
  }

  /// The mitigation adopted holds against one finger in every report, and the line says so
  /// with the profiles it was computed over; the ones that fail are never adopted.
  @Test func theAdoptedMitigationHoldsOnEveryProfile() throws {
    // On ios26 the content is live during transitions (R30), so a second tap on the link during
    // the push corrupts the bar under every mitigation; with R30's alternative
    // full-screen-cover holds there, as it did before R30.
    var ios26 = Profile.ios26
    let changed = ios26.setting("r30LiveContent", to: 0)
    #expect(changed)
    let reports = Self.reports(
      [.ios17, ios26], mitigations: [.none, .guardPresented, .fullScreenCover])
    let recommendation = Recommendation(reports: reports)
    let adopted = try #require(recommendation.adopted)
    for report in reports {
      let row = try #require(report.rows.first { $0.mitigation == adopted.mitigation })
      #expect(row.oneFingerKinds.isEmpty)
    }
    #expect(adopted.mitigation != .none)
    #expect(
      recommendation.line.hasPrefix(
        "adopt \(adopted.mitigation.rawValue): holds against one finger on ios17, ios26, "))
    #expect(
      recommendation.line.contains(adopted.breaks.isEmpty ? "needs nothing assumed" : "needs "))
  }

  /// On ios26 as it is, the content live during transitions (R30) leaves no mitigation of these
  /// holding: full-screen-cover FAILS with the one-finger corruption of a second link tap.
  @Test func onIOS26NoneOfTheseHolds() throws {
    let reports = Self.reports([.ios26], mitigations: [.none, .guardPresented, .fullScreenCover])
    let recommendation = Recommendation(reports: reports)
    #expect(recommendation.adopted == nil)
    let row = try #require(reports[0].rows.first { $0.mitigation == .fullScreenCover })
    #expect(row.oneFingerKinds.contains(.corruption))
  }

  /// With no mitigation that holds, the line names the profile where none does.
  @Test func withNothingThatHoldsTheLineSaysWhere() {
    let reports = Self.reports([.ios17], mitigations: [.none])
    let line = Recommendation(reports: reports).line
    #expect(line.hasPrefix("no mitigation holds against one finger on ios17: "), "\(line)")
    #expect(line.contains("none FAILS: lockup"))
  }

  /// Where nothing holds on some profiles but a mitigation holds on the others, the line says
  /// both: what fails where nothing holds, and what to adopt on the rest (searched there again
  /// under every assumption's alternative, as an adopted mitigation is).
  @Test func whereNothingHoldsOnOneProfileTheLineStillSaysWhatToAdoptOnTheOthers() throws {
    let reports = Self.reports(
      [.ios17, .ios26], mitigations: [.none, .guardPresented, .fullScreenCover])
    let recommendation = Recommendation(reports: reports)
    #expect(recommendation.adopted == nil)
    #expect(recommendation.unheld.map(\.profile) == ["ios26"])
    let elsewhere = try #require(recommendation.elsewhere)
    #expect(elsewhere.profiles == ["ios17"])
    let row = try #require(reports[0].rows.first { $0.mitigation == elsewhere.mitigation })
    #expect(row.oneFingerKinds.isEmpty)
    let line = recommendation.line
    #expect(
      line.hasPrefix("no mitigation holds against one finger on ios26: none FAILS: "), "\(line)")
    #expect(
      line.contains(
        ". On ios17, adopt \(elsewhere.mitigation.rawValue): holds against one finger, "))
    // What fails on ios26 says which assumed choices it needs, by search (each of them
    // searched as the verdicts are): a mitigation that fails only under them would hold under
    // their alternative.
    for needs in recommendation.assumedNeeds {
      #expect(needs.profile == "ios26")
      #expect(needs.needs.allSatisfy { $0.hasSuffix("[A]") })
      #expect(line.contains("\(needs.kind.rawValue) (needs " + needs.needs.joined(separator: ", ")))
      let row = try #require(reports[1].rows.first { $0.mitigation == needs.mitigation })
      let line = try #require(row.dependences.first { $0.kind == needs.kind && !$0.multiFinger })
      for short in needs.needs {
        #expect(
          line.dependences.contains { $0.assumption.short == short && $0.verdict == .needs })
      }
    }
  }
}
