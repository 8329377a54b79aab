import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario

/// `navfuzz export --format xcuitest`: the touches with their hold and path, comments where
/// XCUITest cannot keep the scenario's timing or fingers, and the oracles' probes.
@Suite struct XCUITestExportTests {
  static func test(_ scenario: Scenario) throws -> String {
    let plan = try DevicePlan(scenario, source: "t.nav")
    return XCUITestExport(plan).testFile
  }

  @Test func theSeedLockupsTouchesKeepTheirHoldAndPath() throws {
    let text = XCUITestExport(try ExportFixtures.plan("seed-lockup-iphone.nav")).testFile
    #expect(text.contains("app.point(96, 129).press(forDuration: 0.08)  // show-sheet"))
    // The drag: 0.6 of 844 pt from the sheet's top in 200 ms, one speed.
    #expect(text.contains("app.point(195, 81).press("))
    #expect(text.contains("thenDragTo: app.point(195, 587)"))
    // The speed in points per second, turned into XCUIGestureVelocity's pixels per second.
    #expect(text.contains("withVelocity: .points(2530)"))
    #expect(
      text.contains("XCUIGestureVelocity(rawValue: CGFloat(pointsPerSecond) * UIScreen.main.scale)")
    )
    #expect(
      text.contains(
        "the scenario\n    // releases at 900 pt/s. Both give the same outcome by R6's thresholds.")
    )
    // The swipe 250 ms after the drag lifted (the finger travels to the edge): XCUITest cannot
    // keep that gap.
    #expect(text.contains("XCUITest cannot keep this gap: the touch goes down 250ms after"))
    #expect(text.contains("XCTAssertTrue(\n      check.verdict.name == \"responsive\""))
    // The lockup check decides, on the settled, normalised tree: no debugDescription.
    #expect(!text.contains("debugDescription"))
    #expect(text.contains("LockupCheck.run(candidates"))
  }

  /// The probes are chosen on the device from what is on screen, among every control and
  /// stroke of the app: each probe the model makes at the run's end is one of them.
  @Test func aTapWhileASheetOrCoverIsUpIsAimedWhereTheTreeShowsIt() throws {
    // The seed's sheet, a cover under full-screen-cover: its close button is placed in the
    // cover's own space, so the test reads the tree before tapping it; show-sheet, tapped on
    // the detail screen, keeps the layout's window point.
    let text = XCUITestExport(try ExportFixtures.plan("ios26-mitigation-full-screen-cover.nav"))
      .testFile
    #expect(text.contains("app.point(96, 129).press(forDuration: 0.08)  // show-sheet"))
    #expect(
      text.contains("SettledTree.aim(app, \"close-sheet\", 330, 133).press(forDuration: 0.08)"))
    #expect(!text.contains("app.point(330, 133).press("))
    // A tree app's sheet with its own stack: the links inside it are aimed too.
    let tree = try ExportFixtures.plan("tree/two-sheets-queue.nav")
    let steps = tree.steps.filter { step in
      if case .tap = step.action { return step.inPresentation }
      return false
    }
    #expect(!steps.isEmpty)
  }

  @Test func everyProbeOfTheModelIsACandidate() throws {
    for file in RepositoryScenarios.files {
      let plan = try ExportFixtures.plan(file)
      let text = XCUITestExport(plan).testFile
      let names = plan.candidates.map(\.name)
      for probe in plan.probes where probe.action.isFingerTouch {
        #expect(names.contains(probe.name), "\(file): \(probe.name)")
        #expect(
          text.contains("name: \(probe.name.swiftLiteral), needs: ["), "\(file): \(probe.name)"
        )
      }
    }
    let seed = try ExportFixtures.plan("seed-lockup-iphone.nav")
    #expect(seed.probes.map(\.name) == ["back", "show-sheet", "swipe-back"])
  }

  @Test func twoFingersDownAtOnceAreSaidToBePlayedOneAfterTheOther() throws {
    let text = try Self.test(
      try Scenario.parse(
        """
        mitigation: gesture-mask
        start: root > detail

        @0ms tap back
        @20ms finger 2: tap show-sheet hold 60ms
        """, path: "t.nav"))
    #expect(
      text.contains(
        "XCUITest cannot keep this: finger 2 goes down while finger 1 is still down (until @80ms)"))
  }

  @Test func appInputsAreNotPerformedAndRotationsAre() throws {
    let text = try Self.test(
      try Scenario.parse(
        """
        device: ipad
        @0ms app push detail
        @500ms rotate
        """, path: "t.nav"))
    #expect(text.contains("Not performed: `app push detail` is the app acting by itself"))
    #expect(text.contains("XCUIDevice.shared.orientation = .landscapeLeft"))
  }

  @Test func aReleaseOnTheOtherSideOfAThresholdIsAWarning() throws {
    // Released at 100 pt/s after 0.2 of the height the drag cancels (R6: 0.3 or 300 pt/s);
    // at one speed over 300 ms it leaves at 563 pt/s and completes.
    let text = try Self.test(
      try Scenario.parse(
        """
        start: root > detail
        @0ms tap show-sheet
        @800ms drag-sheet 0.2 over 300ms velocity 100
        """, path: "t.nav"))
    #expect(text.contains("WARNING: by R6's thresholds the two releases differ"))
  }

  /// run.sh: the one command from the finding to a verdict (checked by `bash -n` in
  /// Scripts/check-export.sh; it runs only on a Mac).
  @Test func runShGoesFromTheToolsToConfirm() throws {
    let iphone = RunScript(try ExportFixtures.plan("seed-lockup-iphone.nav")).text
    for step in [
      "#!/usr/bin/env bash", "need xcrun", "xcodegen generate --spec project.yml",
      "xcrun simctl list runtimes", "xcrun simctl create \"$name\"", "xcrun simctl bootstatus",
      "TEST_RUNNER_NAVSIM_RESULT=\"$result\" xcodebuild test", "\"$navfuzz\" confirm \"$result\"",
      "runtime=\"17.5\"", "device_type=\"iPhone 14\"", "python3 appium/send.py",
    ] {
      #expect(iphone.contains(step), "\(step)")
    }
    let ipad = RunScript(try ExportFixtures.plan("ipad-split-clear-tint-lockup.nav")).text
    #expect(ipad.contains("device_type=\"iPad"))
  }
}
