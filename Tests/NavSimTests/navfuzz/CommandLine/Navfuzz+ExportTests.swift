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
}
