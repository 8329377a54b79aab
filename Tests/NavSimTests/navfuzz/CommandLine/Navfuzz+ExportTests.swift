import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import navfuzz

/// `navfuzz export FILE --format LIST --out DIR` and `navfuzz confirm RESULT.json` end to end
/// (CLI.md `export`, `confirm`).
@Suite struct NavfuzzExportTests {
  @Test func theSeedExportsEveryFormatIntoOneFolder() throws {
    let dir = temporaryFolder()
    let file = dir + "/seed.nav"
    write(seedLockupText, file)
    let r = navfuzz(["export", file, "--out", dir + "/out"])
    #expect(r.code == .success, "\(r.err)")
    for path in [
      "README.md", "project.yml", "App/NavSimReproApp.swift", "App/Screens/ScreenDetail.swift",
      "UITests/NavSimReproUITests.swift", "appium/actions.json", "appium/send.py",
    ] {
      #expect(FileManager.default.fileExists(atPath: dir + "/out/" + path), "\(path)")
      #expect(r.out.contains(dir + "/out/" + path), "\(path)")
    }
    // A second export, of one format, into the same folder is fine.
    let again = navfuzz(["export", file, "--format", "appium", "--out", dir + "/out"])
    #expect(again.code == .success)
    #expect(!again.out.contains("App/"))
  }

  @Test func aFolderOfOtherFilesIsNotWrittenInto() throws {
    let dir = temporaryFolder()
    let file = dir + "/seed.nav"
    write(seedLockupText, file)
    write("# my project\n", dir + "/README.md")
    let r = navfuzz(["export", file, "--out", dir])
    #expect(r.code == .cannotCreate)
    #expect(r.err.contains("navfuzz export did not write"))
    #expect((try? String(contentsOfFile: dir + "/README.md", encoding: .utf8)) == "# my project\n")
  }

  @Test func badArgumentsAreUsageErrorsAndBadFilesTheirStatus() {
    #expect(navfuzz(["export"]).code == .usage)
    #expect(navfuzz(["export", "x.nav", "--format", "android"]).code == .usage)
    #expect(navfuzz(["export", "/nonexistent/x.nav"]).code == .noInput)
    let dir = temporaryFolder()
    write("@0ms tap nowhere\n", dir + "/bad.nav")
    #expect(navfuzz(["export", dir + "/bad.nav", "--out", dir + "/o"]).code == .dataError)
  }

  @Test func theFormatListIsParsed() throws {
    let command = try Command.parse(["export", "f.nav", "--format", "appium, swiftui,appium"])
    #expect(command == .export(ExportOptions(file: "f.nav", formats: [.appium, .swiftui])))
    #expect(
      try Command.parse(["export", "f.nav", "--format", "all", "--out", "d"])
        == .export(ExportOptions(file: "f.nav", outDirectory: "d")))
  }

  @Test func confirmAgreesExitsZeroAndDisagreesExitsOne() {
    let dir = temporaryFolder()
    let file = dir + "/seed.nav"
    write(seedLockupText, file)
    write(
      #"{"ios": "17.5", "device": "iPhone 14", "responsive": false, "scenario": "\#(file)"}"#,
      dir + "/frozen.json")
    write(#"{"ios": "17.5", "responsive": true}"#, dir + "/fine.json")
    let frozen = navfuzz(["confirm", dir + "/frozen.json"])
    #expect(frozen.code == .success)
    #expect(frozen.out.contains("verdict: AGREE"))
    let fine = navfuzz(["confirm", dir + "/fine.json", "--scenario", file])
    #expect(fine.code == .finding)
    #expect(fine.out.contains("--set r7Triggers=0 (no pop is orphaned): agrees"))
    #expect(navfuzz(["confirm", dir + "/fine.json"]).code == .usage)
    write("{", dir + "/broken.json")
    #expect(navfuzz(["confirm", dir + "/broken.json", "--scenario", file]).code == .dataError)
    #expect(navfuzz(["confirm", dir + "/none.json"]).code == .noInput)
  }

  @Test func anExportIsSelfContainedAndReplacesOnlyItsOwnFiles() throws {
    let dir = temporaryFolder()
    write(
      """
      screen: home: link list
      screen: list: link item
      screen: item
      @0ms tap link list
      """, dir + "/three.nav")
    write(seedLockupText, dir + "/seed.nav")
    let first = navfuzz(["export", dir + "/three.nav", "--out", dir + "/repro"])
    #expect(first.code == .success, "\(first.err)")
    #expect(FileManager.default.fileExists(atPath: dir + "/repro/App/Screens/ScreenList.swift"))
    // A file of the engineer's, and one that xcodebuild or run.sh writes, stay.
    write("{}", dir + "/repro/result.json")
    let second = navfuzz(["export", dir + "/seed.nav", "--out", dir + "/repro"])
    #expect(second.code == .success, "\(second.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/repro/App/Screens/ScreenList.swift"))
    #expect(second.out.contains("removed \(dir)/repro/App/Screens/ScreenList.swift"))
    #expect(FileManager.default.fileExists(atPath: dir + "/repro/App/Screens/ScreenDetail.swift"))
    #expect((try? String(contentsOfFile: dir + "/repro/result.json", encoding: .utf8)) == "{}")
    // The scenario is copied in; run.sh is executable and is the next step.
    #expect(
      (try? String(contentsOfFile: dir + "/repro/scenario.nav", encoding: .utf8)) == seedLockupText)
    #expect(FileManager.default.isExecutableFile(atPath: dir + "/repro/run.sh"))
    #expect(second.out.contains("next: \(dir)/repro/run.sh"))
    let manifest = try String(contentsOfFile: dir + "/repro/.navfuzz-export", encoding: .utf8)
    #expect(manifest.contains("\nrun.sh\n") && manifest.contains("\nscenario.nav\n"))
    #expect(!manifest.contains("ScreenList.swift") && !manifest.contains("result.json"))
  }

  @Test func confirmTakesTheScenarioTheResultNamesFromTheResultsFolder() {
    let dir = temporaryFolder()
    let export = navfuzz(["export", seedFile(dir), "--out", dir + "/repro"])
    #expect(export.code == .success)
    write(
      #"{"ios": "17.5", "responsive": false, "scenario": "scenario.nav"}"#,
      dir + "/repro/result.json")
    // From another folder: scenario.nav is next to the result, not next to the caller.
    let r = navfuzz(["confirm", dir + "/repro/result.json"])
    #expect(r.code == .success, "\(r.err)")
    #expect(r.out.contains("navfuzz confirm: \(dir)/repro/scenario.nav"))
  }

  @Test func confirmRefusesAContradictoryResultWithItsPlace() {
    let dir = temporaryFolder()
    let file = seedFile(dir)
    write(
      "{\"ios\": \"17.5\",\n \"responsive\": false,\n"
        + " \"probes\": [{\"name\": \"back\", \"responded\": true}]}",
      dir + "/r.json")
    let r = navfuzz(["confirm", dir + "/r.json", "--scenario", file])
    #expect(r.code == .dataError)
    #expect(r.err.contains("r.json:3:30: error: "), "\(r.err)")
    write(
      #"{"ios": "17.5", "responsive": true, "touches": [{"index": 5, "sentMs": 1}]}"#,
      dir + "/range.json")
    let range = navfuzz(["confirm", dir + "/range.json", "--scenario", file])
    #expect(range.code == .dataError)
    #expect(range.err.contains("range.json:1:50: error: "), "\(range.err)")
    #expect(range.err.contains("touch index 5 is out of range"))
    write(
      #"{"ios": "17.5", "responsive": true, "route": "selenium"}"#, dir + "/route.json")
    #expect(navfuzz(["confirm", dir + "/route.json", "--scenario", file]).code == .dataError)
  }

  @Test func confirmSaysInconclusiveWithStatusTwoForASwipeThatCameLate() {
    let dir = temporaryFolder()
    let file = seedFile(dir)
    write(
      #"{"ios": "17.5", "route": "xcuitest", "responsive": true, "touches": ["#
        + #"{"index": 0, "sentMs": 0}, {"index": 1, "sentMs": 700}, {"index": 2, "sentMs": 1730}]}"#,
      dir + "/late.json")
    let r = navfuzz(["confirm", dir + "/late.json", "--scenario", file])
    #expect(r.code == .inconclusive)
    #expect(r.out.contains("verdict: INCONCLUSIVE (the run did not test the prediction"))
  }

  func seedFile(_ dir: String) -> String {
    write(seedLockupText, dir + "/seed.nav")
    return dir + "/seed.nav"
  }

  @Test func mitigationListsThemAndPrintsTheCodeOfOne() {
    let list = navfuzz(["mitigation"])
    #expect(list.code == .success)
    for m in Mitigation.allCases { #expect(list.out.contains("\n  \(m.rawValue) "), "\(m)") }
    let code = navfuzz(["mitigation", "guard-coordinator"])
    #expect(code.code == .success)
    #expect(code.out.contains("// ==== App/Mitigations.swift ===="))
    #expect(code.out.contains("navigationController.transitionCoordinator == nil"))
    let unknown = navfuzz(["mitigation", "duct-tape"])
    #expect(unknown.code == .usage)
    #expect(unknown.err.contains("unknown mitigation 'duct-tape'"))
  }
}
