import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario

/// `navfuzz confirm`: a device that agrees with the model, and one that does not, with what
/// makes the model agree decided by running it.
@Suite struct ConfirmationTests {
  @Test func aFrozenDeviceAgreesWithTheSeedLockup() throws {
    let scenario = try ExportFixtures.scenario("seed-lockup-iphone.nav")
    let c = try Confirmation(
      scenario: scenario, result: DeviceResult(ios: "17.5", responsive: false), source: "seed")
    #expect(c.agrees)
    #expect(c.text.contains("verdict: AGREE"))
    #expect(c.alternatives.isEmpty && c.ranges.isEmpty)
  }

  @Test func aResponsiveDeviceNamesTheRulesAndTheAlternativesThatAgree() throws {
    let scenario = try ExportFixtures.scenario("seed-lockup-iphone.nav")
    let c = try Confirmation(
      scenario: scenario,
      result: DeviceResult(
        ios: "17.5", responsive: true, probes: [.init(name: "back", responded: true)]),
      source: "seed")
    #expect(!c.agrees)
    #expect(c.rules == [.r3, .r4, .r6, .r7])
    let agreeing = c.alternatives.filter(\.agrees).map { "\($0.setting)=\($0.value)" }
    // The file's swipe begins once the sheet is gone (finalizing): holding the lock during the
    // animation (r6Lock=1) does not change it, so only R7's alternative agrees.
    #expect(agreeing == ["r7Triggers=0"])
    #expect(c.probes.map(\.model) == [false])
    #expect(c.text.contains("verdict: DISAGREE"))
    #expect(c.text.contains("R7 [E] orphaned pop"))
    #expect(
      c.text.contains("The model agrees with the device under: --set r7Triggers=0"))
    // The present's range: explain says the lockup persists up to 599.974 ms.
    let present = try #require(c.ranges.first { $0.setting == "present" }?.agreeing)
    #expect((599_000...601_000).contains(present.lowerBound))
  }

  /// For every repository scenario that locks up, a device that stays responsive: every
  /// alternative said to agree removes the lockup, and every one said not to keeps it, when
  /// the file is replayed with the alternative as a `set:` line (an independent path through
  /// the parser and the replay).
  @Test func everyAlternativeSaidToAgreeDoesWhenReplayedFromTheFile() throws {
    let versions = [
      "ios13": "13.7", "ios16": "16.4", "ios17": "17.5", "ios18": "18.4", "ios26": "26.0",
    ]
    var checked = 0
    for file in RepositoryScenarios.files {
      let scenario = try ExportFixtures.scenario(file)
      guard let ios = versions[scenario.profile], scenario.device == .iphone,
        scenario.expectations.contains(.finding(.lockup))
      else { continue }
      let c = try Confirmation(
        scenario: scenario, result: DeviceResult(ios: ios, responsive: true), source: file)
      #expect(!c.agrees, "\(file)")
      for check in c.alternatives {
        var changed = scenario
        changed.settings.removeAll { $0.name == check.setting }
        changed.settings.append(.init(check.setting, check.value))
        let locks = try changed.replay().findings.contains { $0.kind == .lockup }
        #expect(locks != check.agrees, "\(file): \(check.setting)=\(check.value)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func theTouchesAreRunAtTheTimesTheRouteSentThem() throws {
    let scenario = try ExportFixtures.scenario("seed-lockup-iphone.nav")
    // The swipe sent 250 ms late: after the window (it closes at 1330 ms), so the model says
    // no lockup for the touches as made; the device did not lock up either, but the run did not
    // test the prediction: INCONCLUSIVE, not AGREE.
    let late = try Confirmation(
      scenario: scenario,
      result: DeviceResult(ios: "17.5", responsive: true, route: "xcuitest", sent: [2: 1_400_000]),
      source: "seed")
    #expect(late.usesSentTimes)
    #expect(late.outcome == "responsive" && late.plannedOutcome == "lockup")
    #expect(late.missedWindow == [2])
    #expect(!late.agrees)
    guard case .inconclusive = late.verdict else {
      Issue.record("late: \(late.verdict)")
      return
    }
    // Sent times no finger could make (the swipe before the drag lifted) are not used.
    let overlapping = try Confirmation(
      scenario: scenario,
      result: DeviceResult(ios: "17.5", responsive: false, sent: [2: 800_000]), source: "seed")
    #expect(!overlapping.usesSentTimes)
    #expect(overlapping.sentTimesNote?.contains("not performable") == true)
  }

  /// A finger's number only names it: the times a route sent for a file whose second finger is
  /// numbered 3 are used as they are for fingers 1 and 2 (the limit of the check is the
  /// highest finger, not how many fingers the file uses, which refused them).
  @Test func sentTimesOfAFingerNumberedThreeAreUsed() throws {
    let file = "found/link-and-back-same-frame.nav"
    let text = try String(
      contentsOf: RepositoryScenarios.folder.appendingPathComponent(file), encoding: .utf8)
    for finger in [2, 3] {
      let renamed = text.replacingOccurrences(of: "finger 2:", with: "finger \(finger):")
      let scenario = try Scenario.parse(renamed, path: file)
      // The first tap sent 1 ms late: still a touch a hand makes.
      let c = try Confirmation(
        scenario: scenario,
        result: DeviceResult(ios: "17.5", responsive: true, route: "xcuitest", sent: [0: 1_000]),
        source: file)
      #expect(c.usesSentTimes, "finger \(finger): \(c.sentTimesNote ?? "")")
    }
  }

  @Test func aShiftWithinTheRoutesSlackIsTried() throws {
    let scenario = try ExportFixtures.scenario("seed-lockup-iphone.nav")
    let c = try Confirmation(
      scenario: scenario, result: DeviceResult(ios: "17.5", responsive: true), source: "seed")
    let shift = try #require(c.shift)
    var moved = c.performed
    moved[shift.index].time += shift.by
    let run = Simulator.run(c.configuration, inputs: TouchPhysics(c.configuration).inputs(moved))
    #expect(!run.findings.contains { $0.kind == .lockup })
    #expect(abs(shift.by) <= c.slack)
  }

  static func seed(_ result: String) throws -> NavSimExport.Confirmation {
    try Confirmation(
      scenario: try ExportFixtures.scenario("seed-lockup-iphone.nav"),
      result: try DeviceResult.parse(result), source: "seed")
  }

  /// A result as the exported UI test writes it for the seed, with `extra` members.
  static func uiTestResult(
    responsive: Bool, verdict: String, screen: String, probes: String,
    swipeSent: String = "1150.4", swipeDown: String? = "1161.2", stray: Int = 0
  ) -> String {
    let delivered =
      swipeDown.map {
        #", "delivered": [{"index": 0, "downMs": 8.5}, {"index": 1, "downMs": 709}, "#
          + #"{"index": 2, "downMs": \#($0)}], "strayTouches": \#(stray)"#
      } ?? ""
    return #"""
      {"navsimResult": 1, "route": "xcuitest", "scenario": "scenario.nav", "ios": "17.5",
       "device": "iPhone 14", "responsive": \#(responsive), "verdict": "\#(verdict)",
       "screen": "\#(screen)", "presented": "none", "probes": [\#(probes)],
       "touches": [{"index": 0, "plannedMs": 0, "sentMs": 0.4},
        {"index": 1, "plannedMs": 700, "sentMs": 700.9},
        {"index": 2, "plannedMs": 1150, "sentMs": \#(swipeSent)}]\#(delivered)}
      """#
  }

  static let noResponse =
    #"{"name": "back", "container": "stack", "responded": false}, "#
    + #"{"name": "show-sheet", "container": "stack", "responded": false}, "#
    + #"{"name": "swipe-back", "container": "stack", "responded": false}"#

  @Test func aFrozenDeviceWhoseTouchesCameInTheWindowAgrees() throws {
    let c = try Self.seed(
      Self.uiTestResult(
        responsive: false, verdict: "lockup", screen: "detail", probes: Self.noResponse))
    #expect(c.usesDeliveredTimes)
    #expect(c.missedWindow.isEmpty)
    #expect(c.verdict == .agree)
  }

  @Test func aDeviceThatPoppedToRootNeverAgrees() throws {
    // As the old UI test wrote it: the model's probes found nothing to answer them at the root.
    let old = try Self.seed(
      Self.uiTestResult(
        responsive: false, verdict: "lockup", screen: "root", probes: Self.noResponse))
    #expect(old.verdict == .disagree(.model))
    #expect(old.text.contains("end screen: device root, model detail"))
    // As the lockup check writes it: probed from the root, the link pushes.
    let new = try Self.seed(
      Self.uiTestResult(
        responsive: true, verdict: "responsive", screen: "root",
        probes: #"{"name": "link detail", "container": "stack", "responded": true}"#))
    #expect(new.verdict == .disagree(.model))
  }

  @Test func aSwipeThatCame580msLateIsNotAgreement() throws {
    // The device stayed responsive, as the model says for a swipe at 1730 ms: the run did not
    // test the prediction.
    let responsive = try Self.seed(
      Self.uiTestResult(
        responsive: true, verdict: "responsive", screen: "root",
        probes: #"{"name": "link detail", "container": "stack", "responded": true}"#,
        swipeSent: "1730", swipeDown: "1730"))
    #expect(responsive.missedWindow == [2])
    guard case .inconclusive(let reason) = responsive.verdict else {
      Issue.record("\(responsive.verdict)")
      return
    }
    #expect(reason.contains("outside the model's window (touch 2)"))
    // The device locked up although the swipe came after the window: the model is wrong.
    let frozen = try Self.seed(
      Self.uiTestResult(
        responsive: false, verdict: "lockup", screen: "detail", probes: Self.noResponse,
        swipeSent: "1730", swipeDown: "1730"))
    #expect(frozen.verdict == .disagree(.model))
    #expect(frozen.text.contains("for the times the touches came it says responsive"))
  }

  @Test func aDisagreementIsTheModelsWhenTheTouchesCameInTheWindow() throws {
    let c = try Self.seed(
      Self.uiTestResult(
        responsive: true, verdict: "responsive", screen: "detail",
        probes: #"{"name": "back", "container": "stack", "responded": true}"#))
    #expect(c.verdict == .disagree(.model))
    #expect(c.text.contains("the touches reached the app in its window"))
  }

  @Test func withoutTheAppsTimesAShiftWithinTheSlackIsTheRoutesTiming() throws {
    // Sent times only (no touch log): a shift within XCUITest's slack agrees.
    let c = try Self.seed(
      Self.uiTestResult(
        responsive: true, verdict: "responsive", screen: "detail",
        probes: #"{"name": "back", "container": "stack", "responded": true}"#, swipeDown: nil))
    #expect(!c.usesDeliveredTimes)
    #expect(c.shift != nil)
    #expect(c.verdict == .disagree(.routeTiming))
  }

  @Test func aStrayTouchOrAMissingOneMakesAnAgreementInconclusive() throws {
    let stray = try Self.seed(
      Self.uiTestResult(
        responsive: false, verdict: "lockup", screen: "detail", probes: Self.noResponse, stray: 1))
    guard case .inconclusive = stray.verdict else {
      Issue.record("\(stray.verdict)")
      return
    }
    let text = Self.uiTestResult(
      responsive: false, verdict: "lockup", screen: "detail", probes: Self.noResponse
    )
    .replacingOccurrences(of: #"{"index": 2, "downMs": 1161.2}"#, with: "")
    .replacingOccurrences(
      of: #"{"index": 1, "downMs": 709}, "#, with: #"{"index": 1, "downMs": 709}"#)
    let missing = try Self.seed(text)
    guard case .inconclusive(let reason) = missing.verdict else {
      Issue.record("\(missing.verdict)")
      return
    }
    #expect(reason.contains("touch 2 never reached the app"))
  }

  @Test func aDeadStackIsJudgedWithItsProbes() throws {
    // The model: the feed tab's stack is dead. A device whose back still works in that tab.
    let c = try Confirmation(
      scenario: try ExportFixtures.scenario("tree/tab-other-tab-still-works.nav"),
      result: try DeviceResult.parse(
        #"{"ios": "17.5", "responsive": true, "verdict": "responsive", "#
          + #""probes": [{"name": "back", "container": "tab feed", "responded": true}]}"#),
      source: "tab")
    #expect(c.outcome == "dead-stack")
    #expect(c.verdict != .agree)
  }

  @Test func aTouchIndexOutOfRangeOrAnotherScenariosPlanIsRefused() throws {
    let out = try Self.seed(
      #"{"ios": "17.5", "responsive": false, "touches": [{"index": 0, "sentMs": 0},"#
        + "\n" + #" {"index": 9, "sentMs": 10}]}"#)
    #expect(out.refusal?.reason.contains("touch index 9 is out of range") == true)
    #expect(out.refusal?.line == 2 && out.refusal?.column == 3)
    let other = try Self.seed(
      #"{"ios": "17.5", "responsive": false, "touches": [{"index": 1, "plannedMs": 500, "sentMs": 500}]}"#
    )
    #expect(other.refusal?.reason.contains("the result is of another scenario") == true)
  }
}
