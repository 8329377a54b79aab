import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct AtomicFileWriterTests {
  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func entries(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesANewFileCreatingItsFolders() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/navfuzz-out/lockup/1.nav"
    try AtomicFileWriter.write("expect: lockup\n", to: path)
    #expect(contents(path) == "expect: lockup\n")
    #expect(try entries(folder + "/navfuzz-out/lockup") == ["1.nav"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
  }

  @Test func replacesAnExistingFileWholly() throws {
    let folder = temporaryFolder()
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
    let folder = temporaryFolder()
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
    let folder = temporaryFolder()
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
    let folder = temporaryFolder()
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

  /// 73 when the file cannot be made, 74 when its bytes cannot be written.
  @Test func errorsNameThePathAndMapTo73Or74() {
    let errors: [(FileWriteError, ExitCode)] = [
      (.cannotCreateDirectory(path: "a", reason: "r"), .cannotCreate),
      (.cannotCreateFile(path: "a", reason: "r"), .cannotCreate),
      (.cannotWrite(path: "a", reason: "r"), .ioError),
      (.cannotReplace(path: "a", reason: "r"), .cannotCreate),
    ]
    for (error, code) in errors {
      #expect(error.exitCode == code)
      #expect(error.path == "a")
      #expect(error.description.hasPrefix("error: cannot "))
      #expect(error.description.hasSuffix(" 'a': r"))
    }
  }

  // MARK: - What is at the path decides how it is written

  private func kind(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    // The reader opens the FIFO on another thread (an open blocks until both ends are open).
    let received = Received()
    Thread.detachNewThread {
      let handle = FileHandle(forReadingAtPath: fifo)
      received.set(handle?.readDataToEndOfFile() ?? Data())
    }
    try AtomicFileWriter.write("through the pipe\n", to: fifo)
    #expect(received.wait() == Data("through the pipe\n".utf8))
    #expect(kind(fifo) == S_IFIFO)
    #expect(try entries(folder) == ["pipe"])
  }

  @Test func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let device = folder + "/null"
    // A private /dev/null (char 1,3); making one needs root, so without it there is nothing to
    // test here (the FIFO test covers writing through).
    guard mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return }
    try AtomicFileWriter.write("into the void", to: device)
    #expect(kind(device) == S_IFCHR)
    #expect(try entries(folder) == ["null"])
  }

  @Test func aSymlinksTargetIsReplacedAndTheLinkStays() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/real", withIntermediateDirectories: false)
    try AtomicFileWriter.write("old", to: folder + "/real/report.json")
    // A relative link, to a link, to the file.
    try #require(symlink("real/report.json", folder + "/inner") == 0)
    try #require(symlink(folder + "/inner", folder + "/outer") == 0)
    try AtomicFileWriter.write("new", to: folder + "/outer")
    #expect(contents(folder + "/real/report.json") == "new")
    #expect(kind(folder + "/outer") == S_IFLNK)
    #expect(kind(folder + "/inner") == S_IFLNK)
    #expect(kind(folder + "/real/report.json") == S_IFREG)
    #expect(try entries(folder) == ["inner", "outer", "real"])
    #expect(try entries(folder + "/real") == ["report.json"])
    // A dangling link: its target is created, the link stays.
    try #require(symlink("real/new.json", folder + "/dangling") == 0)
    try AtomicFileWriter.write("made", to: folder + "/dangling")
    #expect(contents(folder + "/real/new.json") == "made")
    #expect(kind(folder + "/dangling") == S_IFLNK)
  }

  @Test func aLinkLoopIsAnErrorNotAHang() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(symlink(folder + "/b", folder + "/a") == 0)
    try #require(symlink(folder + "/a", folder + "/b") == 0)
    #expect(
      throws: FileWriteError.cannotCreateFile(
        path: folder + "/a", reason: "too many levels of symbolic links")
    ) {
      try AtomicFileWriter.write("x", to: folder + "/a")
    }
  }

  @Test func aDashIsStandardOutput() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = RepositoryScenarios.folder.appendingPathComponent("seed-lockup-iphone.nav")
    let process = Process()
    process.executableURL = try BuiltExecutable.url()
    process.arguments = ["run", scenario.path, "--trace", "-"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: data, as: UTF8.self).contains("{\"traceEvents\":["))
    #expect(try entries(folder) == [])
  }
}

/// Bytes handed from a reader thread to the test, once.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let ready = DispatchSemaphore(value: 0)

  func set(_ data: Data) {
    lock.withLock { self.data = data }
    ready.signal()
  }

  func wait() -> Data {
    _ = ready.wait(timeout: .now() + 10)
    return lock.withLock { data }
  }
}
