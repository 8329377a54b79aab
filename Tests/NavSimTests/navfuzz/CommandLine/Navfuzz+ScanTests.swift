import Foundation
import NavSimSourceTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSource
@testable import navfuzz

@Suite struct NavfuzzScanTests {
  /// The first seed's shape: the warning is at the `.sheet(` of the pushed screen, its command
  /// runs as printed and replays the lockup, and the app file fuzzes to the lockup.
  @Test func seedShapeWarnsAtTheSheetAndFuzzesToALockup() throws {
    let folder = temporaryFolder()
    let app = folder + "/app.nav"
    let findings = folder + "/found"
    let source = SourceFixtures.path("SeedShape")
    let scan = navfuzz(["scan", source, "--out", app, "--findings", findings, "--jobs", "1"])
    #expect(scan.code == .finding, "\(scan.err)")
    let warnings = scan.err.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 1, "\(scan.err)")
    let warning = try #require(warnings.first)
    #expect(
      warning.hasPrefix(
        source + "/Views.swift:26:5: warning: sheet presented from pushed screen 'DetailView' "
          + "(HomeView > DetailView) freezes the whole app on ios17 (lockup) when you tap the "
          + "button that shows the sheet, "),
      "\(warning)")
    // The gesture in words with its timing, the scope, a mitigation that holds, its code.
    #expect(warning.contains("pull the sheet down, then "), "\(warning)")
    #expect(warning.contains(" after letting go swipe back from the left edge; "), "\(warning)")
    #expect(warning.contains("; scope: whole app; fix: mitigation "), "\(warning)")
    #expect(warning.contains(" holds here against one finger ('navfuzz mitigation "), "\(warning)")
    // The model's reason follows as a note at the same place.
    #expect(
      scan.err.contains(source + "/Views.swift:26:5: note: why, by the model's probes: "),
      "\(scan.err)")
    // The command the warning prints runs as printed.
    let command = try #require(warning.range(of: "replay: navfuzz ")).upperBound
    let arguments = warning[command...].split(separator: " ").map(String.init)
    let replay = navfuzz(arguments)
    #expect(replay.code == .finding, "\(replay.err)")
    #expect(replay.out.contains("lockup"), "\(replay.out)")
    // The app file parses and its fuzz finds the lockup.
    let text = try String(contentsOfFile: app, encoding: .utf8)
    let scenario = try Scenario.parse(text, path: app)
    #expect(scenario.screens.map(\.name) == ["HomeView", "DetailView"])
    let fuzz = navfuzz([
      "fuzz", "--app", app, "--mitigation", "none", "--seed", "1", "--runs", "2000", "--jobs", "1",
      "--out", folder + "/fuzz", "--verbose",
    ])
    #expect(fuzz.code == .finding, "\(fuzz.err)")
    #expect(fuzz.out.contains("one finger: FAILS: lockup"), "\(fuzz.out)")
  }

  /// The tab app: tabs, the item sheet with its stack, the cover, the alert, the dialog, the
  /// custom back button, each presentation listed with its site.
  @Test func tabAppFileHasTheTree() throws {
    let folder = temporaryFolder()
    let app = folder + "/app.nav"
    let source = SourceFixtures.path("TabApp")
    let scan = navfuzz([
      "scan", source, "--out", app, "--findings", folder + "/found", "--runs", "200",
    ])
    let text = try String(contentsOfFile: app, encoding: .utf8)
    for line in [
      "tabs: FeedView, SettingsTab", "screen: SettingsTab: dialog",
      "screen: PostView: sheet EditorView item stack detents medium+large no-pull, alert, "
        + "cover PlayerView",
      "back-button: hidden-toolbar  # \(source)/Feed.swift:34:5",
    ] {
      #expect(text.split(separator: "\n").contains { $0 == line }, "\(line)\n\(text)")
    }
    for site in ["TabApp.swift:31:7", "Feed.swift:40:5", "Feed.swift:46:5", "Feed.swift:49:5"] {
      #expect(scan.out.contains("\(source)/\(site)  "), "\(site)\n\(scan.out)")
    }
    // Every presentation is judged by the model (the format holds the whole tree).
    #expect(!scan.out.contains("not judged"), "\(scan.out)")
    // The file parses as the tree and fuzzes.
    let scenario = try Scenario.parse(text, path: app)
    let configuration = try scenario.configuration()
    #expect(configuration.app.screens.map(\.name).prefix(2) == ["FeedView", "SettingsTab"])
    let fuzz = navfuzz([
      "fuzz", "--app", app, "--mitigation", "none", "--seed", "1", "--runs", "300", "--jobs", "1",
      "--out", folder + "/fuzz",
    ])
    #expect(fuzz.code == .success || fuzz.code == .finding, "\(fuzz.err)")
    #expect(fuzz.out.contains("300 runs per mitigation"), "\(fuzz.out)")
  }

  /// Same sources and seed, same stdout, whatever the jobs.
  @Test func stdoutIsDeterministic() {
    let folder = temporaryFolder()
    let source = SourceFixtures.path("SeedShape")
    let one = navfuzz(["scan", source, "--findings", folder + "/a", "--runs", "500", "--jobs", "1"])
    let two = navfuzz(["scan", source, "--findings", folder + "/a", "--runs", "500", "--jobs", "2"])
    #expect(one.out == two.out)
    #expect(one.out.hasPrefix("# Derived by navfuzz scan from 2 Swift files (43 lines)"))
  }

  /// `--warnings-exit 0`: the warnings still print, the status is 0 (an Xcode Run Script
  /// phase goes on); the default is 1; another value is a usage error.
  @Test func warningsExit() {
    let folder = temporaryFolder()
    let source = SourceFixtures.path("SeedShape")
    let lenient = navfuzz([
      "scan", source, "--findings", folder + "/a", "--runs", "500", "--warnings-exit", "0",
    ])
    #expect(lenient.code == .success, "\(lenient.err)")
    #expect(lenient.err.contains(": warning: "), "\(lenient.err)")
    let strict = navfuzz(["scan", source, "--findings", folder + "/a", "--runs", "500"])
    #expect(strict.code == .finding)
    #expect(navfuzz(["scan", source, "--warnings-exit", "2"]).code == .usage)
  }

  /// `--sarif`: one result per warning at the presentation's Swift line and column, the rules
  /// with help text, the mitigation and scope as properties; and `fuzz --app` of the app file
  /// the scan wrote puts its results at the same Swift line.
  @Test func sarifPointsAtTheSwiftLine() throws {
    let folder = temporaryFolder()
    let source = SourceFixtures.path("TabSheet")
    let sarif = folder + "/scan.sarif"
    let app = folder + "/app.nav"
    let scan = navfuzz([
      "scan", source, "--out", app, "--findings", folder + "/found", "--sarif", sarif,
      "--runs", "2000", "--jobs", "1",
    ])
    #expect(scan.code == .finding, "\(scan.err)")
    let log = try JSONValue.parse(try String(contentsOfFile: sarif, encoding: .utf8))
    let run = try #require(log["runs"]?.arrayValue?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
    #expect(
      rules.allSatisfy { $0["help"]?["text"]?.stringValue?.contains("navfuzz mitigation") == true })
    let results = try #require(run["results"]?.arrayValue)
    #expect(results.count == 1)
    let result = try #require(results.first)
    #expect(result["ruleId"]?.stringValue == "dead-stack")
    #expect(result["level"]?.stringValue == "warning")
    let place = result["locations"]?.arrayValue?.first?["physicalLocation"]
    #expect(place?["artifactLocation"]?["uri"]?.stringValue == source + "/Inbox.swift")
    #expect(place?["region"]?["startLine"]?.intValue == 16)
    #expect(place?["region"]?["startColumn"]?.intValue == 7)
    #expect(result["properties"]?["scope"]?.stringValue == "this tab's stack")
    #expect(result["properties"]?["mitigation"]?.stringValue != nil)
    // The app file records the sheet's place; the fuzz's SARIF points there.
    let text = try String(contentsOfFile: app, encoding: .utf8)
    #expect(text.contains("#   sheet ReplyView: \(source)/Inbox.swift:16:7\n"), "\(text)")
    let fuzzSARIF = folder + "/fuzz.sarif"
    let fuzz = navfuzz([
      "fuzz", "--app", app, "--mitigation", "none", "--app-events", "off", "--seed", "1",
      "--runs", "2000", "--jobs", "1", "--out", folder + "/fuzz", "--sarif", fuzzSARIF,
    ])
    #expect(fuzz.code == .finding, "\(fuzz.err)")
    let fuzzLog = try JSONValue.parse(try String(contentsOfFile: fuzzSARIF, encoding: .utf8))
    let fuzzResults = try #require(fuzzLog["runs"]?.arrayValue?.first?["results"]?.arrayValue)
    #expect(!fuzzResults.isEmpty)
    for result in fuzzResults {
      let place = result["locations"]?.arrayValue?.first?["physicalLocation"]
      #expect(place?["artifactLocation"]?["uri"]?.stringValue == source + "/Inbox.swift")
      #expect(place?["region"]?["startLine"]?.intValue == 16)
      #expect(
        result["message"]?["text"]?.stringValue?.hasPrefix("sheet ReplyView on MessageView: ")
          == true)
      #expect(result["relatedLocations"]?.arrayValue?.count == 1)
    }
  }

  /// A second scan into the same --findings folder removes the scenarios the first wrote
  /// (listed in its manifest) and leaves the user's own files.
  @Test func aSecondScanRemovesTheFirstsScenarios() throws {
    let folder = temporaryFolder()
    let found = folder + "/found"
    let first = navfuzz([
      "scan", SourceFixtures.path("SeedShape"), "--findings", found, "--runs", "500",
    ])
    #expect(first.code == .finding)
    let old = found + "/DetailView-sheet0-ios17-lockup.nav"
    #expect(FileManager.default.fileExists(atPath: old))
    let mine = found + "/mine.nav"
    try seedLockupText.write(toFile: mine, atomically: true, encoding: .utf8)
    let second = navfuzz([
      "scan", SourceFixtures.path("TabApp"), "--findings", found, "--runs", "200",
    ])
    #expect(second.code == .success, "\(second.err)")
    #expect(!FileManager.default.fileExists(atPath: old))
    #expect(FileManager.default.fileExists(atPath: mine))
  }

  @Test func badPaths() {
    let folder = temporaryFolder()
    #expect(navfuzz(["scan"]).code == .usage)
    #expect(navfuzz(["scan", folder + "/missing"]).code == .noInput)
    let empty = navfuzz(["scan", folder])
    #expect(empty.code == .noInput)
    #expect(empty.err.contains("no .swift file found"), "\(empty.err)")
  }
}
