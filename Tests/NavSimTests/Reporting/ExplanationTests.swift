import Foundation
import NavSimScenarioTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ExplanationTests {
  static func seed() throws -> Explanation {
    let (config, touches) = Bench.seedLockupTouches()
    let finding = try #require(
      Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings.first {
        $0.kind == .lockup
      })
    return Explanation(configuration: config, touches: touches, finding: finding)
  }

  /// A window or a range whose ends keep the finding but whose inside does not all keep it
  /// says so, with a start or value that does not (its ends are found by bisection, which
  /// assumes one interval); every such point indeed loses the finding, and the ends keep it.
  @Test func aWindowWithAGapSaysWhereTheFindingIsLost() throws {
    var gaps = 0
    for (file, config, touches, finding) in try RepositoryScenarios.findingCases() {
      let e = Explanation(configuration: config, touches: touches, finding: finding)
      var replayer = Replayer(
        configuration: config, touches: touches, target: ExplainTarget(finding))
      for (i, w) in e.windows.enumerated() {
        guard let missed = w.missed else { continue }
        gaps += 1
        #expect(w.earliest < missed && missed < w.latest, "\(file): input \(i)")
        let atMissed = replayer.keeps(moving: i, to: missed)
        let atEarliest = replayer.keeps(moving: i, to: w.earliest)
        let atLatest = replayer.keeps(moving: i, to: w.latest)
        #expect(!atMissed && atEarliest && atLatest, "\(file): input \(i) at \(missed)")
        #expect(e.text.contains("not at every time between (not @"), "\(file)")
      }
      for r in e.ranges {
        guard let missed = r.missed else { continue }
        gaps += 1
        #expect(!e.keeps(setting: r.setting, missed), "\(file): \(r.setting) at \(missed)")
        #expect(e.keeps(setting: r.setting, r.low), "\(file): \(r.setting)")
        #expect(e.text.contains("not every one: not "), "\(file)")
      }
    }
    // The repository has such windows and ranges (ios26-live-content-double-link.nav's first
    // tap keeps its lockup at 0 ms and at 503 ms, not at 31 ms).
    #expect(gaps >= 3)
  }

  /// A finger's number only names it: explain says the same of a two-finger file whose second
  /// finger is numbered 3 (the performability check's limit is the highest finger a file uses,
  /// not how many it uses, which refused every variant of such a file).
  @Test func renumberingAFingerChangesNoSentence() throws {
    let cases = try RepositoryScenarios.renumberedFindingCases()
    for (file, config, touches, renumbered, finding) in cases {
      let two = Explanation(configuration: config, touches: touches, finding: finding).text
      let three = Explanation(configuration: config, touches: renumbered, finding: finding).text
      #expect(two.replacingOccurrences(of: "finger 2", with: "finger 3") == three, "\(file)")
    }
    #expect(cases.count >= 2)
  }

  /// The seed lockup needs R7 (with no orphaned pop it is gone) and survives the alternatives
  /// of the assumptions it does not rest on.
  @Test func theSeedLockupNeedsR7() throws {
    let e = try Self.seed()
    #expect(e.needed.contains { $0.setting == "r7Triggers" })
    #expect(e.assumptions.contains { $0.assumption.setting == "r13OnDismiss" && $0.survives })
    #expect(e.text.contains("R7 orphaned pop"))
  }

  /// On ios26 a content-swipe lockup under guard-presented rests on R24's own guard: under the
  /// edge delegate (the alternative) the custom guard would refuse it. On ios17 the iOS 26
  /// assumptions are not listed at all.
  @Test func aContentSwipeLockupRestsOnR24sOwnGuardAndIOS17ListsNoIOS26Assumption() throws {
    var config = Configuration.detail([.guardPresented], profile: .ios26)
    config.start = [0, 1]
    let touches = [
      Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000)),
      Touch(
        at: 700_000, finger: 1, .pan(.dragSheet, progress: 0.6, duration: 200_000, velocity: 900)),
      Touch(
        at: 1_000_000, finger: 1,
        .pan(.contentSwipe, progress: 0.7, duration: 150_000, velocity: 600)),
    ]
    let finding = try #require(
      Simulator.run(config, inputs: TouchPhysics(config).inputs(touches)).findings.first {
        $0.kind == .lockup
      })
    let e = Explanation(configuration: config, touches: touches, finding: finding)
    #expect(e.needed.contains { $0.setting == "contentSwipeGuard" })
    #expect(e.needed.contains { $0.setting == "r7Triggers" })
    let seed = try Self.seed()
    #expect(
      !seed.assumptions.contains {
        ["contentSwipeGuard", "r25Interruptible", "r26InteractivePop"].contains(
          $0.assumption.setting)
      })
  }

  /// The stateLag range's ends agree with a direct sweep: the value just below the low end
  /// loses the finding, the low end keeps it.
  @Test func theStateLagRangeAgreesWithASweep() throws {
    let e = try Self.seed()
    let range = try #require(e.ranges.first { $0.setting == "stateLag" })
    #expect(range.high == nil)  // a longer lag only widens the window
    #expect(range.low <= range.value)
    #expect(e.keeps(setting: "stateLag", range.low))
    if range.low > 0 { #expect(!e.keeps(setting: "stateLag", range.low - 1_000)) }
    // Every value on a 10 ms grid above the low end keeps the finding; below it none does.
    for v in stride(from: Int64(0), through: 1_000_000, by: 10_000) {
      #expect(e.keeps(setting: "stateLag", v) == (v >= range.low), "stateLag \(v)")
    }
  }

  /// The swipe's window ends agree with a direct sweep of its start in 1 ms steps.
  @Test func theSwipeWindowAgreesWithASweep() throws {
    let e = try Self.seed()
    let i = try #require(
      e.touches.firstIndex { if case .pan(.swipeBack, _, _, _) = $0.motion { true } else { false } }
    )
    let window = e.windows[i]
    #expect(window.earliest < window.touch.time && window.touch.time < window.latest)
    var swept: [Int64] = []
    for t in stride(from: Int64(800_000), through: 1_800_000, by: 1_000) {
      var moved = e.touches
      moved[i].time = t
      if e.keeps(e.configuration, moved) { swept.append(t) }
    }
    let first = try #require(swept.first)
    let last = try #require(swept.last)
    // The sweep's kept starts form one interval whose ends are the window's, to the ms.
    #expect(swept.count == Int((last - first) / 1_000) + 1)
    #expect(abs(first - window.earliest) < 1_000)
    #expect(abs(last - window.latest) < 1_000)
  }
}

extension ExplanationTests {
  /// The windows are the explained finding's, not its kind's: on the mask leak by a deep link
  /// (R13), the deep link at 0 ms makes the same kinds through R14 (the present dropped), so
  /// the window stops short of 0 ms, and its earliest start still has R13 fired.
  @Test func theWindowsAreTheFindingsNotItsKinds() throws {
    let file = RepositoryScenarios.folder.appendingPathComponent("mask-leak-pop-to-root.nav")
    let scenario = try Scenario.parse(String(contentsOf: file, encoding: .utf8), path: "m.nav")
    let e = try #require(try Explanation.explain(scenario))
    let i = try #require(e.touches.firstIndex { $0.isApp })
    let window = e.windows[i]
    #expect(window.earliest > 0)
    func rules(at t: Int64) -> [RuleSet] {
      var moved = e.touches
      moved[i].time = t
      return Simulator.run(e.configuration, inputs: TouchPhysics(e.configuration).inputs(moved))
        .findings.filter { $0.kind == e.finding.kind }.map(\.rules)
    }
    #expect(rules(at: 0).contains { $0.has(.r14) && !$0.has(.r13) })
    #expect(rules(at: window.earliest).contains { $0.has(.r13) })
    #expect(!rules(at: window.earliest - 1).contains { $0.has(.r13) && !$0.has(.r14) })
  }

  /// An assumption explain calls needed has no start, on a fine grid across each timed
  /// input's window and beyond, that makes the finding under its alternative.
  @Test func aNeededAssumptionHasNoStartUnderItsAlternative() throws {
    var needs = 0
    for (file, config, touches, finding) in try RepositoryScenarios.findingCases().prefix(40) {
      let e = Explanation(configuration: config, touches: touches, finding: finding)
      for check in e.assumptions where check.dependence?.verdict == .needs {
        needs += 1
        var target = ExplainTarget(finding)
        target.ignoring = check.assumption.rule
        var alternative = Replayer(
          configuration: check.assumption.applied(to: config), touches: touches, target: target)
        #expect(!alternative.keepsAsIs, "\(file) \(check.assumption.setting)")
        for i in e.timedInputs {
          let w = e.windows[i]
          for t in stride(
            from: max(0, w.earliest - 500_000), through: w.latest + 500_000, by: 5_000)
          {
            let kept = alternative.keeps(moving: i, to: t)
            #expect(!kept, "\(file) \(check.assumption.setting): input \(i) at \(t)")
          }
        }
      }
    }
    #expect(needs > 5)
  }
}
