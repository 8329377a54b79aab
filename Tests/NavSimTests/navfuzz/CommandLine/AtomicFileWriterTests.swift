import Foundation
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct AtomicFileWriterTests {
  /// A fresh folder for one test (tests run in parallel and share nothing).
  private func scratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("navsim-atomic-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func entries(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesANewFileCreatingItsFolders() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/navfuzz-out/lockup/1.nav"
    try AtomicFileWriter.write("expect: lockup\n", to: path)
    #expect(contents(path) == "expect: lockup\n")
    #expect(try entries(folder + "/navfuzz-out/lockup") == ["1.nav"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
  }

  @Test func replacesAnExistingFileWholly() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/report.json"
    try AtomicFileWriter.write(String(repeating: "old ", count: 10_000), to: path)
    try AtomicFileWriter.write("new", to: path)
    #expect(contents(path) == "new")
    try AtomicFileWriter.write(bytes: [0, 255, 10], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([0, 255, 10]))
    try AtomicFileWriter.write("", to: path)
    #expect(contents(path) == "")
    #expect(try entries(folder) == ["report.json"])
  }

  @Test func aFolderAtTheTargetIsLeftAloneAndNoTemporaryFileRemains() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/taken"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    #expect {
      try AtomicFileWriter.write("x", to: target)
    } throws: { error in
      guard case .cannotReplace(let path, _) = error as? FileWriteError else { return false }
      return path == target
    }
    #expect(try entries(folder) == ["taken"])
    #expect(try entries(target) == [])
  }

  @Test func aFileInTheWayOfAFolderIsReported() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFileWriter.write("I am a file", to: folder + "/out")
    #expect(
      throws: FileWriteError.cannotCreateDirectory(
        path: folder + "/out", reason: "a file is in the way")
    ) {
      try AtomicFileWriter.write("x", to: folder + "/out/finding.nav")
    }
    #expect(contents(folder + "/out") == "I am a file")
  }

  @Test func anUnwritablePlaceFailsWithExit73() throws {
    // /proc refuses new folders even to root, so this fails on every Linux machine.
    #expect {
      try AtomicFileWriter.write("x", to: "/proc/navsim-no-such/dir/file.nav")
    } throws: { error in
      guard let error = error as? FileWriteError,
        case .cannotCreateDirectory(let path, let reason) = error
      else { return false }
      return path == "/proc/navsim-no-such" && !reason.isEmpty && error.exitCode == .cannotCreate
        && error.description.hasPrefix("error: cannot create the folder '/proc/navsim-no-such': ")
    }
    #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("x", to: "/proc/x.nav") }
  }

  @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
  func aReadOnlyFolderFailsBeforeTouchingTheTarget() throws {
    let folder = try scratchFolder()
    defer {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try AtomicFileWriter.write("old", to: folder + "/a.nav")
    #expect(chmod(folder, 0o555) == 0)
    #expect {
      try AtomicFileWriter.write("new", to: folder + "/a.nav")
    } throws: { error in
      guard case .cannotCreateFile(let path, _) = error as? FileWriteError else { return false }
      return path == folder + "/a.nav"
    }
    #expect(contents(folder + "/a.nav") == "old")
    #expect(try entries(folder) == ["a.nav"])
  }

  @Test func aPathThatNamesNoFileIsRefused() {
    #expect(throws: FileWriteError.cannotCreateFile(path: "", reason: "not a file name")) {
      try AtomicFileWriter.write("x", to: "")
    }
    #expect(throws: FileWriteError.cannotCreateFile(path: "out/", reason: "not a file name")) {
      try AtomicFileWriter.write("x", to: "out/")
    }
  }

  @Test func errorsNameThePathAndMapTo73() {
    let errors: [FileWriteError] = [
      .cannotCreateDirectory(path: "a", reason: "r"), .cannotCreateFile(path: "a", reason: "r"),
      .cannotWrite(path: "a", reason: "r"), .cannotReplace(path: "a", reason: "r"),
    ]
    for error in errors {
      #expect(error.exitCode == .cannotCreate)
      #expect(error.path == "a")
      #expect(error.description.hasPrefix("error: cannot "))
      #expect(error.description.hasSuffix(" 'a': r"))
    }
  }
}
