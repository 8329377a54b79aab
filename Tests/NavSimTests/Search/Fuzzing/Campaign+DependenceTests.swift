import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct CampaignDependenceTests {
  /// Small campaigns over several seeds and mitigations (one and two fingers).
  static let campaigns: [Campaign] = [1, 2, 3].flatMap { seed -> [Campaign] in
    [1, 2].map { fingers in
      var campaign = Campaign(seed: UInt64(seed))
      campaign.budget = .runs(500)
      campaign.jobs = 2
      campaign.mitigations = [.none, .guardCoordinator, .guardPresented]
      campaign.generation.fingers = fingers
      return campaign
    }
  }

  /// Runs of `campaign` under `mitigation` with `assumption`'s alternative (the profile set as
  /// `--set` would) whose finding has `signature`, each run's signature computed from its own
  /// touches.
  static func runs(
    _ campaign: Campaign, _ mitigation: Mitigation, _ assumption: Explanation.Assumption,
    _ signature: FindingSignature
  ) -> Int {
    var other = campaign
    let set = other.configuration.profile.setting(assumption.setting, to: assumption.alternative)
    #expect(set)
    other.mitigations = [mitigation]
    var count = 0
    let config = other.configuration(for: mitigation)
    for run in other.replay(runs: 0..<runs(campaign), mitigation: mitigation) {
      if run.findings.contains(where: {
        let s = FindingSignature($0, configuration: config, touches: run.touches)
        return (s.kind, s.causeClass, s.inputClass)
          == (signature.kind, signature.causeClass, signature.inputClass)
      }) {
        count += 1
      }
    }
    return count
  }

  static func runs(_ campaign: Campaign) -> Int {
    if case .runs(let n) = campaign.budget { return n }
    return 0
  }

  /// An assumption is never reported as needed while a search under its alternative still
  /// finds the finding's signature: each dependence's count under the alternative is what the
  /// alternative's runs, replayed one by one, find, and *needs* exactly when that is none.
  @Test func anAssumptionIsNeededOnlyWhenTheSearchUnderItsAlternativeFindsNothing() {
    var checked = 0
    var needs = 0
    var still = 0
    for campaign in Self.campaigns {
      let report = campaign.run()
      for f in report.findings where !f.dependences.isEmpty {
        // The searched signature is the first run's: its class is that run's touches'.
        let first = campaign.replay(run: f.firstRun, mitigation: f.mitigation)
        guard let signature = f.searched else {
          Issue.record("a searched finding names its signature")
          continue
        }
        #expect(
          first.findings.contains {
            FindingSignature(
              $0, configuration: first.configuration, touches: first.touches
            ) == signature
          })
        for d in f.dependences {
          let found = Self.runs(campaign, f.mitigation, d.assumption, signature)
          #expect(
            Int(d.with) == found,
            "seed \(campaign.seed) \(f.mitigation) \(f.path) \(d.alternativeSetting)")
          #expect((d.verdict == .needs) == (found == 0))
          guard case .runs(let n) = d.measure else {
            Issue.record("a campaign measures runs")
            continue
          }
          #expect(n == Self.runs(campaign) && d.without > 0)
          checked += 1
          if d.verdict == .needs { needs += 1 } else { still += 1 }
        }
      }
    }
    #expect(checked > 6 && needs > 0 && still > 0)
  }

  /// The seed's lockup under `none` needs R7 and only narrows without R6's missing lock: the
  /// lock is held and the runs still find it, fewer of them.
  @Test func theSeedLockupNeedsR7AndNotR6() throws {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(2_000)
    campaign.jobs = 2
    campaign.mitigations = [.none]
    let report = campaign.run()
    let lockup = try #require(
      report.rows[0].dependences.first { $0.kind == .lockup && !$0.multiFinger })
    let r7 = try #require(lockup.dependences.first { $0.assumption.setting == "r7Triggers" })
    let r6 = try #require(lockup.dependences.first { $0.assumption.setting == "r6Lock" })
    #expect(r7.verdict == .needs)
    // With one finger's travel from the sheet to the edge (Fitts's law, docs/MODEL.md §10.1)
    // the swipe begins after the sheet stopped animating, so holding the window lock then (R6's
    // alternative) no longer removes a run: R6 is not needed (narrows or unaffected).
    #expect(r6.verdict != .needs)
    #expect(report.rows[0].classVerdict.contains("needs R7 [E]: 0 under r7Triggers=0"))
    #expect(!report.rows[0].classVerdict.contains("needs R6"))
  }
}

/// The new alternatives are searched where their rule fired and they can matter
/// (docs/MODEL.md §13), and a one-finger FAIL says whether it needs the fast hand.
@Suite struct CampaignDependenceAlternativesTests {
  static func settings(
    _ config: Configuration, _ touches: [Touch], fired: [Rule]
  ) -> [String] {
    var set = RuleSet()
    for rule in fired { set.insert(RuleSet(rule)) }
    return Explanation.Assumption.relevant(to: config, touches: touches, fired: set)
      .map(\.setting)
  }

  static let oneFinger = [
    Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
    Touch(at: 700_000, finger: 1, .tap(.back, hold: 80_000)),
  ]
  static let twoFingers = [
    Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
    Touch(at: 10_000, finger: 2, .tap(.back, hold: 80_000)),
  ]

  @Test func fittsBIsSearchedForOneFingerOnly() {
    let config = Configuration.detail()
    #expect(Self.settings(config, Self.oneFinger, fired: [.r4]).contains("fittsB"))
    #expect(!Self.settings(config, Self.twoFingers, fired: [.r4]).contains("fittsB"))
    let hand = Explanation.Assumption.all.first { $0.setting == "fittsB" }
    #expect(hand?.alternativeSetting == "fittsB=144ms")
  }

  @Test func eachRuleBoundAlternativeNeedsItsRuleAndItsPlace() {
    let on26 = Configuration.detail(profile: .ios26)
    #expect(Self.settings(on26, Self.oneFinger, fired: [.r30]).contains("r30LiveContent"))
    #expect(!Self.settings(on26, Self.oneFinger, fired: [.r4]).contains("r30LiveContent"))
    #expect(!Self.settings(.detail(), Self.oneFinger, fired: [.r30]).contains("r30LiveContent"))
    #expect(Self.settings(on26, Self.oneFinger, fired: [.r31]).contains("r24MidTransition"))
    // The seed app has no zoomed screen: the zoom's alternatives cannot matter to it.
    #expect(!Self.settings(on26, Self.oneFinger, fired: [.r31, .r26]).contains("r26Sideways"))
    #expect(
      Self.settings(.detail(profile: .ios13), Self.oneFinger, fired: [.r12]).contains("r12Freezes"))
    #expect(
      Self.settings(.detail([.gestureMask]), Self.oneFinger, fired: [.r15]).contains(
        "maskCoversEdge"))
    #expect(!Self.settings(.detail(), Self.oneFinger, fired: [.r15]).contains("maskCoversEdge"))
    #expect(Self.settings(.detail(), Self.oneFinger, fired: []).contains("buttonToggles"))
    #expect(
      Self.settings(.detail(), Self.oneFinger, fired: [.r6]).contains("dismissingSheetCovers"))
    #expect(!Self.settings(.detail(), Self.oneFinger, fired: []).contains("dismissingSheetCovers"))
    #expect(
      Self.settings(.detail([.exclusiveTouch]), Self.twoFingers, fired: []).contains(
        "exclusivePans"))
    #expect(
      !Self.settings(.detail([.exclusiveTouch]), Self.oneFinger, fired: []).contains(
        "exclusivePans"))
    #expect(
      Self.settings(.detail(), Self.twoFingers, fired: []).contains("transitionCancelsContent"))
    var split = Configuration.detail()
    split.device = .ipad
    split.container = .split
    for (setting, rule) in [
      ("r19RotationRelayout", Rule.r19), ("r20Routed", .r20), ("r21TapThrough", .r21),
      ("r22EverySet", .r22), ("r23RefusedRuns", .r23),
    ] {
      #expect(Self.settings(split, Self.oneFinger, fired: [rule]).contains(setting))
      #expect(!Self.settings(split, Self.oneFinger, fired: []).contains(setting))
      #expect(!Self.settings(.detail(), Self.oneFinger, fired: [rule]).contains(setting))
    }
  }

  /// The seed's one-finger lockup under `none`: the campaign searches it again with the average
  /// person's hand (MacKenzie 2015's 144 ms per bit) and says what that does.
  @Test func aOneFingerFailReportsWhetherItNeedsTheFastHand() throws {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(2_000)
    campaign.jobs = 2
    campaign.mitigations = [.none]
    let report = campaign.run()
    let lockup = try #require(
      report.rows[0].dependences.first { $0.kind == .lockup && !$0.multiFinger })
    let hand = try #require(lockup.dependences.first { $0.assumption.setting == "fittsB" })
    #expect(hand.alternativeSetting == "fittsB=144ms")
    #expect(report.rows[0].classVerdict.contains("under fittsB=144ms"))
  }
}
