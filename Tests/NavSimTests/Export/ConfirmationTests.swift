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
    // animation (r6Lock=1) no longer changes it, so only R7's alternative agrees.
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
    // The swipe sent 400 ms late: after the window (it closes at 1330 ms), so no lockup.
    let late = try Confirmation(
      scenario: scenario,
      result: DeviceResult(ios: "17.5", responsive: true, route: "xcuitest", sent: [2: 1_400_000]),
      source: "seed")
    #expect(late.usesSentTimes)
    #expect(late.agrees)
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
}
