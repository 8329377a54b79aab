import Foundation
import NavSimTestSupport
import Testing

@testable import navfuzz

/// No output replaces an input, no two outputs share a file; exit
/// 64 with nothing written, whatever the command and however the path is spelt.
@Suite struct CommandPathsTests {
  /// A folder holding `S.nav` (the seed lockup), a symlink `L.nav` and a hard link `H.nav` to
  /// it, and `dd/T.nav`.
  private func scratch() throws -> String {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/S.nav")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/L.nav", withDestinationPath: dir + "/S.nav")
    try FileManager.default.linkItem(atPath: dir + "/S.nav", toPath: dir + "/H.nav")
    try FileManager.default.createDirectory(
      atPath: dir + "/dd", withIntermediateDirectories: false)
    write(seedLockupText, dir + "/dd/T.nav")
    return dir
  }

  private func listing(_ dir: String) -> [String] {
    (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
  }

  /// Command lines (`D` is the scratch folder) that would replace an input or write two
  /// outputs on one file.
  static let refused: [String] = [
    "run D/S.nav --html D/S.nav",
    "run D/S.nav --trace D/S.nav",
    "run D/S.nav --sarif D/S.nav",
    "run D/S.nav --html D/L.nav",
    "run D/S.nav --html D/H.nav",
    "run D/S.nav --html D/./dd/../S.nav",
    "run D/L.nav --sarif D/S.nav",
    "check D/dd --junit D/dd/T.nav",
    "check D --html D/dd/T.nav",
    "check D/dd --sarif D/dd/T.nav",
    "explain D/S.nav --html D/S.nav",
    "sweep D/S.nav --vary stateLag=0ms..100ms/2 --vary push=0ms..100ms/2 --html D/S.nav",
    "shrink D/S.nav -o D/S.nav",
    "shrink D/S.nav -o D/L.nav",
    "--app D/S.nav --html D/S.nav --runs 1",
    "explore --app D/S.nav --html D/H.nav --depth 1",
    "merge D/S.nav --html D/S.nav",
    "run D/S.nav --html D/X --sarif D/X",
    "run D/S.nav --html D/new/X --trace D/new/../new/X",
    "run D/S.nav --html D/X --sarif D/Y --trace D/X",
    "check D/dd --junit D/R --html D/R",
    "--runs 1 --html D/out --out D/out",
  ]

  @Test(arguments: refused)
  func anOutputOnAnInputOrOnAnotherOutputIsAUsageErrorAndWritesNothing(_ line: String) throws {
    let dir = try scratch()
    let before = listing(dir)
    let arguments = line.split(separator: " ").map {
      $0 == "D" || $0.hasPrefix("D/") ? dir + $0.dropFirst() : String($0)
    }
    let r = navfuzz(arguments)
    #expect(r.code == .usage, "\(line): \(r.err)")
    #expect(r.out == "", "\(line)")
    #expect(r.err.hasPrefix("error: "), "\(line)")
    #expect(r.err.contains("usage: navfuzz"), "\(line)")
    #expect(listing(dir) == before, "\(line)")
    let text = try String(contentsOfFile: dir + "/S.nav", encoding: .utf8)
    #expect(text == seedLockupText, "\(line)")
  }

  @Test func theMessageNamesTheOutputAndTheInput() throws {
    let dir = try scratch()
    let r = navfuzz(["run", dir + "/S.nav", "--html", dir + "/L.nav"])
    #expect(
      r.err.hasPrefix(
        "error: --html '\(dir)/L.nav' would replace the input '\(dir)/S.nav': an output never "
          + "replaces an input\n"))
    let two = navfuzz(["run", dir + "/S.nav", "--html", dir + "/X", "--sarif", dir + "/X"])
    #expect(
      two.err.hasPrefix(
        "error: --html '\(dir)/X' and --sarif '\(dir)/X' are one file: each output needs its own"
      ))
  }

  /// Standard output and devices are written through, never replaced: two of them are fine.
  @Test func standardOutputAndDevicesMayBeGivenTwice() throws {
    let dir = try scratch()
    let r = navfuzz(["run", dir + "/S.nav", "--html", "/dev/null", "--sarif", "/dev/null"])
    #expect(r.code == .finding)
  }

  /// A finding's file under `--out` is checked when its name is known, before any is written:
  /// the `--app` file it would replace, or an `--html` page on its name.
  @Test func aFindingFileOnTheAppFileOrOnAnotherOutputIsRefusedBeforeAnyIsWritten() throws {
    let dir = temporaryFolder()
    let first = navfuzz([
      "--seed", "1", "--runs", "300", "--mitigation", "none", "--out", dir + "/o",
    ])
    #expect(first.code == .finding)
    let app = dir + "/o/none-lockup.nav"
    let text = try String(contentsOfFile: app, encoding: .utf8)
    let again = navfuzz([
      "--seed", "1", "--runs", "300", "--mitigation", "none", "--out", dir + "/o", "--app", app,
    ])
    #expect(again.code == .usage)
    #expect(again.err.contains("would replace the input '\(app)' (--app)"))
    #expect(try String(contentsOfFile: app, encoding: .utf8) == text)

    let html = navfuzz([
      "--seed", "1", "--runs", "300", "--mitigation", "none", "--out", dir + "/p", "--html",
      dir + "/p/none-lockup.nav",
    ])
    #expect(html.code == .usage)
    #expect(!FileManager.default.fileExists(atPath: dir + "/p"))
  }

  /// The hook's check: `run S.nav --html S.nav` through the built executable.
  @Test func theBuiltExecutableLeavesTheInputAlone() throws {
    let dir = try scratch()
    let process = Process()
    process.executableURL = try BuiltExecutable.url()
    process.arguments = ["run", dir + "/S.nav", "--html", dir + "/S.nav"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
    #expect(try String(contentsOfFile: dir + "/S.nav", encoding: .utf8) == seedLockupText)
  }
}
