import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct NavfuzzCheckTests {
  /// `navfuzz check` reads a file's bytes as they are: two invalid UTF-8 bytes before an
  /// error are two columns.
  @Test func checkReadsTheFilesBytesAsTheyAre() throws {
    let bytes = Array("mitigation: ".utf8) + [0xFF, 0xFF] + Array(", bogus\n@0ms tap back\n".utf8)
    let path = temporaryFolder() + "/u.nav"
    try AtomicFileWriter.write(bytes: bytes, to: path)
    let r = navfuzz(["check", path])
    #expect(r.err.contains("u.nav:1:17: error: unknown mitigation 'bogus'"))
  }

  @Test func checkPassesAndFailsWithReasonsInStableOrder() {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/b-seed.nav")
    write(
      seedLockupText.replacingOccurrences(of: "expect: lockup", with: "expect: ok"),
      dir + "/a-wrong.nav")
    try? FileManager.default.createDirectory(
      atPath: dir + "/sub", withIntermediateDirectories: true)
    write("start: root > detail\nexpect: screen root\n\n@0ms tap back\n", dir + "/sub/c-back.nav")
    write("not a scenario", dir + "/readme.txt")
    let r = navfuzz(["check", dir])
    #expect(r.code == .finding)
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "FAIL \(dir)/a-wrong.nav: expected ok, found lockup",
        "PASS \(dir)/b-seed.nav",
        "PASS \(dir)/sub/c-back.nav",
        "2 passed, 1 failed",
      ])
  }

  @Test func checkExitsZeroWhenAllPassAndWritesJUnit() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["check", dir + "/seed.nav", "--junit", dir + "/out/junit.xml"])
    #expect(r.code == .success)
    #expect(r.out.hasSuffix("1 passed, 0 failed\n"))
    let xml = try #require(FileManager.default.contents(atPath: dir + "/out/junit.xml"))
    let text = String(decoding: xml, as: UTF8.self)
    #expect(text.contains("<testsuite name=\"navfuzz check\" tests=\"1\" failures=\"0\">"))
  }

  @Test func aFileWithErrorsFailsWith65AndTheOthersStillRun() {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/good.nav")
    write("expect: lockdown\n", dir + "/typo.nav")
    let r = navfuzz(["check", dir])
    #expect(r.code == .dataError)
    #expect(r.out.contains("PASS \(dir)/good.nav"))
    #expect(r.out.contains("FAIL \(dir)/typo.nav: 1 error in the file"))
    #expect(r.err.contains("typo.nav:1:9: error:"))
    #expect(r.out.hasSuffix("1 passed, 1 failed\n"))
  }

  /// A file whose lines end in a lone CR is read line by line; an empty file fails.
  @Test func aLoneCRFileIsCheckedAndAnEmptyFileFails() {
    let dir = temporaryFolder()
    write(
      seedLockupText.replacingOccurrences(of: "expect: lockup", with: "expect: ok")
        .replacingOccurrences(of: "\n", with: "\r"), dir + "/cr.nav")
    write("name: nothing here\n", dir + "/empty.nav")
    let r = navfuzz(["check", dir])
    #expect(r.code == .dataError)
    #expect(r.out.contains("FAIL \(dir)/cr.nav: expected ok, found lockup"))
    #expect(r.out.contains("FAIL \(dir)/empty.nav: 1 error in the file"))
    #expect(r.err.contains("empty.nav:1:1: error: no event and no expectation"))
  }

  @Test func unexpectedFindingFailsAFileWithFindingExpectations() {
    let dir = temporaryFolder()
    write(
      "start: root > detail\nexpect: stuck-mask\n\n@0ms tap back\n@100ms app push detail\n",
      dir + "/x.nav")
    let r = navfuzz(["check", dir])
    #expect(r.out.contains("FAIL \(dir)/x.nav: expected stuck-mask, found corruption"))
  }

  @Test func theRepositoryScenariosAllPass() {
    let r = navfuzz(["check", RepositoryScenarios.folder.path])
    #expect(r.code == .success, "\(r.out)")
    let closing = r.out.split(separator: "\n").last.map(String.init) ?? ""
    #expect(closing == "\(RepositoryScenarios.files.count) passed, 0 failed")
  }
}

/// A file with nothing to check is refused with a location, like every other
/// error of a file.
@Suite struct NavfuzzCheckEmptyFileTests {
  @Test(arguments: ["", "name: x\nstart: root\n", "\n\n# only a comment\n"])
  func aFileWithNothingToCheckIsALocatedError(_ text: String) {
    let dir = temporaryFolder()
    write(text, dir + "/e.nav")
    let r = navfuzz(["check", dir + "/e.nav"])
    #expect(r.code == .dataError)
    #expect(
      r.err.hasPrefix(
        "\(dir)/e.nav:1:1: error: no event and no expectation; there is nothing to check"))
  }
}
