import NavSimTestSupport
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

  /// Runs of the verdict search at `seed` under `mitigation` with `assumption`'s alternative
  /// (the profile set as `--set` would; as modelled when `nil`), forking from `bases`, that
  /// found `kind` with touches of `inputClass`: each run made again and then replayed alone
  /// from its own touches, which must give the same findings (a fork is a run a person can
  /// repeat from the start), and classed from those touches.
  static func runs(
    _ campaign: Campaign, seed: UInt64, _ mitigation: Mitigation,
    _ assumption: Explanation.Assumption?, _ kind: FindingKind, _ inputClass: InputClass,
    forks: Int, from bases: [[Touch]]
  ) -> Int {
    var other = campaign
    other.seed = seed
    if let assumption {
      let set = other.configuration.profile.setting(
        assumption.setting, to: assumption.alternative)
      #expect(set)
    }
    let config = other.configuration(for: mitigation)
    var runner = FuzzRunner(configuration: config, options: other.generation)
    var count = 0
    for index in 0..<forks {
      let findings = other.searchRun(index, from: bases, on: &runner)
      let touches = runner.touches
      let replayed = Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings
        .filter { !$0.kind.isInformational }
      #expect(replayed.map(\.kind) == findings.map(\.kind), "fork \(index) at \(seed)")
      let found = findings.contains {
        $0.kind == kind
          && ($0.needsAppInput ? .app : InputClass.of(touches, configuration: config))
            == inputClass
      }
      if found { count += 1 }
    }
    return count
  }

  static func runs(_ campaign: Campaign) -> Int {
    if case .runs(let n) = campaign.budget { return n }
    return 0
  }

  /// Every count a verdict rests on is what its search's runs, made one by one and each
  /// replayed from its own touches, find: per search seed, as modelled and under the
  /// alternative, forking from the line's findings; and the word is the rule's
  /// (``Dependence/decide(without:with:)``), so *needs* is said only when every search under
  /// the alternative found none of the line's kind and class.
  @Test func everyVerdictCountIsWhatItsSearchesRunsFind() {
    var checked = 0
    var words: Set<String> = []
    for campaign in Self.campaigns.prefix(3) {
      let report = campaign.run()
      let tallies = campaign.fuzz(
        start: ContinuousClock.now, progress: nil, interval: .seconds(1), isInterrupted: { false }
      ).tallies
      let forks = Campaign.verdictForks(Self.runs(campaign))
      for (m, row) in report.rows.enumerated() {
        for line in row.dependences {
          let inputClass: InputClass = line.multiFinger ? .multiFinger : .oneFinger
          let minimised = report.findings.filter {
            $0.mitigation == row.mitigation && $0.finding.kind == line.kind
              && !$0.finding.needsAppInput && $0.multiFinger == line.multiFinger
          }.map(\.inputs)
          let bases = Campaign.bases(minimised, line.kind, inputClass, tallies[m])
          #expect(!bases.isEmpty)
          for d in line.dependences.prefix(3) {
            #expect(d.measure == .forks(of: forks))
            for (i, seed) in Campaign.searchSeeds.enumerated() {
              let modelled = Self.runs(
                campaign, seed: seed, row.mitigation, nil, line.kind, inputClass,
                forks: forks, from: bases)
              #expect(
                Int(d.withoutEach[i]) == modelled, "\(row.mitigation) \(d.alternativeSetting)")
              guard i < d.withEach.count else { continue }
              let under = Self.runs(
                campaign, seed: seed, row.mitigation, d.assumption, line.kind, inputClass,
                forks: forks, from: bases)
              #expect(Int(d.withEach[i]) == under, "\(row.mitigation) \(d.alternativeSetting)")
            }
            #expect(d.verdict == Dependence.decide(without: d.withoutEach, with: d.withEach))
            if d.verdict == .needs {
              #expect(d.withEach.count == Campaign.verdictSearches && d.with == 0)
            }
            checked += 1
            words.insert(d.verdict.rawValue)
          }
        }
      }
    }
    #expect(checked > 6 && words.count >= 2, "\(words)")
  }

  /// A fork's prefix is the finding's first touches, moved later only where the search's hand
  /// is slower: as modelled it is kept as written, and under the slow hand every touch still
  /// comes after the last one's finger could travel (the generator's rule).
  @Test func aForkKeepsItsPrefixAndMovesItOnlyForASlowerHand() throws {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(2_000)
    campaign.mitigations = [.none]
    let report = campaign.run()
    let base = try #require(
      report.findings.first { $0.finding.kind == .lockup && !$0.finding.needsAppInput }?.inputs)
    #expect(base.count >= 2)
    let config = campaign.configuration(for: .none)
    var runner = FuzzRunner(configuration: config, options: campaign.generation)
    _ = runner.run(seed: 7, prefix: base.prefix(base.count - 1))
    #expect(Array(runner.touches.prefix(base.count - 1)) == Array(base.prefix(base.count - 1)))
    let slow = try #require(Explanation.Assumption.all.first { $0.setting == "fittsB" })
    var slowCampaign = campaign
    slowCampaign.configuration = slow.applied(to: campaign.configuration)
    let slowConfig = slowCampaign.configuration(for: .none)
    var slowRunner = FuzzRunner(configuration: slowConfig, options: campaign.generation)
    _ = slowRunner.run(seed: 7, prefix: base.prefix(base.count - 1))
    let moved = Array(slowRunner.touches.prefix(base.count - 1))
    #expect(moved.map(\.motion) == Array(base.prefix(base.count - 1)).map(\.motion))
    for (was, now) in zip(base, moved) { #expect(now.time >= was.time) }
    for i in moved.indices.dropFirst()
    where moved[i].isTouch && moved[i - 1].isTouch && moved[i].finger == moved[i - 1].finger {
      #expect(moved[i].time >= moved[i - 1].end + slowConfig.profile.refractory)
    }
  }

  /// The rule, over every small vector of counts: *unaffected* exactly when a search under the
  /// alternative found some and as many as the least search as modelled; *needs* only with
  /// three zeros under the alternative and none as modelled; *narrows* only when every search
  /// under the alternative found fewer than every search as modelled; undecided (more searches
  /// needed, `nil`) only before the third search.
  @Test func theVerdictRuleOverEveryVectorOfSmallCounts() {
    let values: [Int64] = [0, 1, 2, 5]
    for a in values {
      for b in values {
        for c in values {
          let without = [a, b, c]
          for x in values {
            for y in values {
              for z in values {
                for made in 1...3 {
                  let with = Array([x, y, z].prefix(made))
                  let word = Dependence.decide(without: without, with: with)
                  let least = without.min() ?? 0
                  let reached = with.contains { $0 > 0 && $0 >= least }
                  #expect((word == .unaffected) == reached)
                  if made < 3 && !reached { #expect(word == nil) }
                  if word == .needs { #expect(with == [0, 0, 0] && least > 0) }
                  if word == .narrows {
                    #expect(made == 3 && with.allSatisfy { $0 < least } && with != [0, 0, 0])
                  }
                  if word == .undecided { #expect(with == [0, 0, 0] && least == 0) }
                }
              }
            }
          }
        }
      }
    }
    // One drop of one count is no narrowing.
    #expect(Dependence.decide(without: [2218, 2230, 2199], with: [2217]) == .unaffected)
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
    // alternative) removes no run: R6 is not needed (narrows or unaffected).
    #expect(r6.verdict != .needs)
    #expect(
      report.rows[0].classVerdict.contains(
        "needs R7 [E]: 0 in 3 × 100 forks and 2000 runs under r7Triggers=0"))
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
