import Foundation
import NavSimTestSupport
import Testing

@testable import navfuzz

@Suite struct FindingsManifestTests {
  /// The names of the `.nav` files under `folder`, relative to it, sorted.
  static func navFiles(_ folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var names: [String] = []
    while let name = enumerator?.nextObject() as? String {
      if name.hasSuffix(".nav") { names.append(name) }
    }
    return names.sorted()
  }

  /// A second run with other options (one profile after several, fewer mitigations) removes
  /// the finding files the first wrote, keeps a file the user put there and the files it
  /// writes again, and leaves `check` green on the folder.
  @Test func aSecondRunLeavesOnlyItsOwnFindings() throws {
    let folder = temporaryFolder()
    let out = folder + "/out"
    let first = navfuzz([
      "--seed", "1", "--runs", "300", "--jobs", "1", "--profile", "ios16,ios17",
      "--mitigation", "none,gesture-mask", "--out", out,
    ])
    #expect(first.code == .finding, "\(first.err)")
    let firstFiles = Self.navFiles(out)
    #expect(firstFiles.contains { $0.hasPrefix("ios16/") }, "\(firstFiles)")
    // A file of the user's: never listed, never removed.
    let mine = out + "/mine.nav"
    try seedLockupText.write(toFile: mine, atomically: true, encoding: .utf8)
    let second = navfuzz([
      "--seed", "2", "--runs", "300", "--jobs", "1", "--mitigation", "none", "--out", out,
    ])
    #expect(second.code == .finding, "\(second.err)")
    let secondFiles = Self.navFiles(out)
    #expect(
      !secondFiles.contains { $0.hasPrefix("ios16/") || $0.hasPrefix("ios17/") }, "\(secondFiles)")
    #expect(secondFiles.contains("mine.nav"))
    #expect(secondFiles.contains("none-lockup.nav"), "\(secondFiles)")
    let manifest = try String(contentsOfFile: out + "/.navfuzz-manifest", encoding: .utf8)
    #expect(manifest.split(separator: "\n").contains("none-lockup.nav"), "\(manifest)")
    #expect(!manifest.contains("mine.nav"))
    let check = navfuzz(["check", out])
    #expect(check.code == .success, "\(check.out)\(check.err)")
  }

  /// A manifest's names that leave the folder, and listed files that are not the fuzzer's, are
  /// never removed.
  @Test func removesOnlyTheFuzzersFilesInsideTheFolder() throws {
    let folder = temporaryFolder()
    let out = folder + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let outside = folder + "/outside.nav"
    try "# found by navfuzz --seed 1, run 1\n".write(
      toFile: outside, atomically: true, encoding: .utf8)
    let edited = out + "/edited.nav"
    try "# my notes\nstart: root\n".write(toFile: edited, atomically: true, encoding: .utf8)
    let stale = out + "/stale.nav"
    try "# found by navfuzz --seed 1, run 2\n".write(
      toFile: stale, atomically: true, encoding: .utf8)
    try "../outside.nav\n\(folder)/outside.nav\nedited.nav\nstale.nav\n".write(
      toFile: out + "/.navfuzz-manifest", atomically: true, encoding: .utf8)
    #expect(FindingsManifest.removeStale(in: out).isEmpty)
    #expect(FileManager.default.fileExists(atPath: outside))
    #expect(FileManager.default.fileExists(atPath: edited))
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  /// `--app` with an app's sources points to `navfuzz scan`.
  @Test func appSourcesPointToScan() throws {
    let folder = temporaryFolder()
    let directory = navfuzz(["--app", folder, "--runs", "10"])
    #expect(directory.code == .noInput)
    #expect(directory.err.contains("'navfuzz scan \(folder) --out app.nav'"), "\(directory.err)")
    let swift = folder + "/FeedView.swift"
    try "import SwiftUI\nstruct FeedView: View { var body: some View { Text(\"\") } }\n".write(
      toFile: swift, atomically: true, encoding: .utf8)
    let file = navfuzz(["--app", swift, "--runs", "10"])
    #expect(file.code == .dataError)
    #expect(file.err.contains("Swift source, not an app file"), "\(file.err)")
    #expect(file.err.split(separator: "\n").count == 1, "\(file.err)")
  }
}
