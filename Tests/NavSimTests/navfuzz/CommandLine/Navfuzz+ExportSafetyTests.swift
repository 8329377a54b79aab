import Foundation
import NavSimTestSupport
import Testing

@testable import navfuzz

/// `export` never replaces its input, and an export that fails leaves the folder as it was.
@Suite struct NavfuzzExportSafetyTests {
  /// A scenario saved as `README.md` in a folder an earlier export wrote, exported there
  /// again: refused, the file left as it was (the export's README.md replaced it).
  @Test func theInputIsNeverWrittenOver() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    #expect(navfuzz(["export", dir + "/seed.nav", "--out", dir + "/out"]).code == .success)
    write(seedLockupText, dir + "/out/README.md")
    let again = navfuzz(["export", dir + "/out/README.md", "--out", dir + "/out"])
    #expect(again.code == .usage, "\(again.err)")
    #expect(again.err.contains("would replace the input"), "\(again.err)")
    #expect(try String(contentsOfFile: dir + "/out/README.md", encoding: .utf8) == seedLockupText)
  }

  /// A second scenario exported where a folder is in the way of one of its files: exit 73,
  /// and every file of the first export is as it was (none of the second's moved in).
  @Test func aFailedExportLeavesTheFolderAsItWas() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    #expect(navfuzz(["export", dir + "/seed.nav", "--out", dir + "/out"]).code == .success)
    let readme = try String(contentsOfFile: dir + "/out/README.md", encoding: .utf8)
    let actions = try String(contentsOfFile: dir + "/out/appium/actions.json", encoding: .utf8)
    try FileManager.default.removeItem(atPath: dir + "/out/appium/send.py")
    try FileManager.default.createDirectory(
      atPath: dir + "/out/appium/send.py", withIntermediateDirectories: true)
    let other = seedLockupText.replacingOccurrences(of: "@0ms tap", with: "@50ms tap")
    write(other, dir + "/other.nav")
    let failed = navfuzz(["export", dir + "/other.nav", "--out", dir + "/out"])
    #expect(failed.code == .cannotCreate, "\(failed.err)")
    #expect(try String(contentsOfFile: dir + "/out/README.md", encoding: .utf8) == readme)
    #expect(
      try String(contentsOfFile: dir + "/out/appium/actions.json", encoding: .utf8) == actions)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out/" + Navfuzz.stagingFolder))
  }
}
