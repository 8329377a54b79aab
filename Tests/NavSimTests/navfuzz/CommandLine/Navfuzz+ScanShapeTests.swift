import Foundation
import NavSimSourceTestSupport
import NavSimTestSupport
import Testing

@testable import navfuzz

/// `scan --fuzz` says nothing about an app that is not true: a screen with nothing on it is
/// not a lockup, and an app whose navigation is not read is not fuzzed.
@Suite struct NavfuzzScanShapeTests {
  /// "Hello, world": one `Text`, no finding, exit 0.
  @Test func helloWorldHolds() {
    let folder = temporaryFolder()
    let scan = navfuzz([
      "scan", SourceFixtures.path("Hello"), "--fuzz", "--runs", "300", "--jobs", "1",
      "--findings", folder + "/found", "--out", folder + "/app.nav",
    ])
    #expect(scan.code == .success, "\(scan.out)\n\(scan.err)")
    #expect(scan.out.contains("one finger: holds"), "\(scan.out)")
    #expect(!scan.out.contains("lockup/"), "\(scan.out)")
  }

  /// A coordinator app: its two presentations are notes at their places, the summary counts
  /// them, and the one-screen app read is not fuzzed.
  @Test func anAppWhoseNavigationIsNotReadIsNotFuzzed() {
    let folder = temporaryFolder()
    let source = SourceFixtures.path("Coordinator")
    let scan = navfuzz([
      "scan", source, "--fuzz", "--runs", "300", "--jobs", "1", "--findings", folder + "/found",
      "--out", folder + "/app.nav",
    ])
    #expect(scan.code == .success, "\(scan.out)\n\(scan.err)")
    #expect(
      scan.out.contains(
        "1 screens, 0 presentations; 2 presentation sites seen, 0 read: the app's navigation is "
          + "not read (a coordinator, a router or UIKit); app file"),
      "\(scan.out)")
    #expect(scan.out.contains("\nnot fuzzed: 2 presentation sites seen, 0 read"), "\(scan.out)")
    #expect(!scan.out.contains("navfuzz fuzz:"), "\(scan.out)")
    for site in ["Screens.swift:7:7", "Screens.swift:15:7"] {
      #expect(
        scan.err.contains("\(source)/\(site): note: a presentation written here is on none"),
        "\(site)\n\(scan.err)")
    }
  }

  /// An app whose screens coordinators make: the race of a sheet a flow presents from a pushed
  /// screen is found by the whole-app campaign, as in an app written with SwiftUI's own
  /// constructs. The flow's coordinator shows one of two screens, so the sheet on each is read
  /// through a guess: it is not judged one by one, and no warning says it.
  @Test func aCoordinatorAppsRaceIsFound() {
    let folder = temporaryFolder()
    let scan = navfuzz([
      "scan", SourceFixtures.path("CoordinatorFlow"), "--runs", "300", "--jobs", "1", "--fuzz",
      "--findings", folder + "/found", "--out", folder + "/app.nav",
    ])
    #expect(scan.code == .finding, "\(scan.out)\n\(scan.err)")
    for screen in ["GreenhouseScreen", "PlotScreen"] {
      #expect(
        scan.out.contains(
          "sheet SeedsScreen stack on \(screen)  ios17  not judged: read through the actions of "
            + "a coordinator that shows GreenhouseScreen or PlotScreen"), "\(scan.out)")
    }
    #expect(!scan.err.contains("warning:"), "\(scan.err)")
    #expect(scan.out.contains("alert on PlotScreen  ios17  holds"), "\(scan.out)")
    #expect(scan.out.contains("\nnone            300        "), "\(scan.out)")
    #expect(scan.out.contains("  lockup  "), "\(scan.out)")
  }
}
