import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSource
@testable import navfuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `scan` reads and writes: only regular files, each bounded; odd folder
/// entries said and skipped; outputs that never replace an input or each other, and nothing
/// written before the run can succeed.
@Suite struct NavfuzzScanFilesTests {
  static let app = """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    struct Home: View { var body: some View { NavigationStack { Text("home") } } }

    """

  /// A folder holding the app in `App.swift`.
  func appFolder() -> String {
    let folder = temporaryFolder() + "/src"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    write(Self.app, folder + "/App.swift")
    return folder
  }

  /// The seed's shape with its pushed screen named `name`: a lockup warning on it.
  func seedShape(detail name: String) -> String {
    let folder = temporaryFolder() + "/src"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    write(
      """
      @main struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
      struct HomeView: View {
        var body: some View { NavigationStack { NavigationLink("d") { \(name)() } } }
      }
      struct \(name): View {
        @State private var shown = false
        var body: some View {
          Button("Show") { shown = true }.sheet(isPresented: $shown) { Text("s") }
        }
      }

      """, folder + "/App.swift")
    return folder
  }

  @Test func outIntoTheScannedFolderOverAnInputIsRefused() throws {
    let folder = appFolder()
    let scan = navfuzz(["scan", folder, "--out", folder + "/App.swift", "--runs", "10"])
    #expect(scan.code == .usage, "\(scan.err)")
    #expect(scan.err.contains("would replace the input '\(folder)/App.swift'"), "\(scan.err)")
    #expect(try String(contentsOfFile: folder + "/App.swift", encoding: .utf8) == Self.app)
  }

  @Test func outThroughALinkToAnInputIsRefused() throws {
    let folder = appFolder()
    let link = temporaryFolder() + "/app.nav"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: folder + "/App.swift")
    let scan = navfuzz(["scan", folder, "--out", link, "--runs", "10"])
    #expect(scan.code == .usage, "\(scan.err)")
    #expect(try String(contentsOfFile: folder + "/App.swift", encoding: .utf8) == Self.app)
  }

  /// `--out` where a finding file goes: refused before anything is written.
  @Test func outWhereAFindingGoesIsRefusedAndNothingIsWritten() throws {
    let source = seedShape(detail: "Detail")
    let first = temporaryFolder()
    let found = navfuzz([
      "scan", source, "--out", first + "/app.nav", "--findings", first + "/f", "--jobs", "1",
    ])
    #expect(found.code == .finding, "\(found.err)")
    let names = try FileManager.default.contentsOfDirectory(atPath: first + "/f")
    let name = try #require(names.first)
    let folder = temporaryFolder()
    let scan = navfuzz([
      "scan", source, "--out", folder + "/f/" + name, "--findings", folder + "/f", "--jobs", "1",
    ])
    #expect(scan.code == .usage, "\(scan.err)")
    #expect(scan.err.contains("each output needs its own"), "\(scan.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/f"))
  }

  /// A `--findings` that cannot be created: exit 73, and `--out` is left as it was.
  @Test func failingFindingsLeaveOutUntouched() throws {
    let source = seedShape(detail: "Detail")
    let folder = temporaryFolder()
    write("before\n", folder + "/app.nav")
    write("a file, not a folder\n", folder + "/f")
    let scan = navfuzz([
      "scan", source, "--out", folder + "/app.nav", "--findings", folder + "/f/x", "--jobs", "1",
    ])
    #expect(scan.code == .cannotCreate, "\(scan.err)")
    #expect(try String(contentsOfFile: folder + "/app.nav", encoding: .utf8) == "before\n")
  }

  /// A view named in 230 characters: its finding's file name is shortened under the file
  /// system's 255 bytes, and written.
  @Test func longViewNameGivesAShortenedFindingName() throws {
    let name = "Detail" + String(repeating: "Long", count: 56)
    let source = seedShape(detail: name)
    let folder = temporaryFolder()
    let scan = navfuzz([
      "scan", source, "--out", folder + "/app.nav", "--findings", folder + "/f", "--jobs", "1",
    ])
    #expect(scan.code == .finding, "\(scan.err)")
    // The findings, not the manifest that lists them.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/f").filter {
      !$0.hasPrefix(".")
    }
    #expect(names.count == 1)
    let file = try #require(names.first)
    #expect(file.utf8.count <= 200)
    #expect(file.hasPrefix("Detail"))
    #expect(file.hasSuffix("-ios17-lockup.nav"))
    #expect(scan.out.contains("navfuzz run \(folder)/f/\(file)"), "\(scan.out)")
  }

  /// A FIFO named `*.swift`, a dangling link, a link loop and a name that is not UTF-8: each a
  /// note, the scan reading the rest (it blocked on the FIFO, or exited 66).
  @Test func oddEntriesAreNotedAndSkipped() throws {
    let folder = appFolder()
    #expect(mkfifo(folder + "/Pipe.swift", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Gone.swift", withDestinationPath: folder + "/nothing.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Loop.swift", withDestinationPath: folder + "/Loop.swift")
    let bytes: [UInt8] =
      Array((folder + "/Bad").utf8) + [0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74, 0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        open($0, O_CREAT | O_WRONLY, 0o600)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let scan = navfuzz(["scan", folder, "--runs", "10", "--findings", temporaryFolder()])
    #expect(scan.code == .success, "\(scan.err)")
    #expect(scan.out.contains("navfuzz scan: 1 files"), "\(scan.out)")
    for (path, why) in [
      ("/Pipe.swift", "not a regular file"), ("/Gone.swift", "leads nowhere"),
      ("/Loop.swift", "leads nowhere"), ("/Bad\u{FFFD}.swift", "not UTF-8"),
    ] {
      #expect(scan.err.contains(folder + path + ": note: "), "\(path): \(scan.err)")
      #expect(
        scan.err.split(separator: "\n").contains {
          $0.hasPrefix(folder + path) && $0.contains(why)
        },
        "\(path): \(scan.err)")
    }
  }

  /// `check` never passes by leaving a scenario out: a dangling `.nav` link in its folder is an
  /// error naming it and why (it was "cannot read the file"), a FIFO one too (never waited on).
  @Test func checkRefusesAFolderWithAScenarioItCannotRead() throws {
    let folder = temporaryFolder()
    write(seedLockupText, folder + "/seed.nav")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/gone.nav", withDestinationPath: folder + "/nothing.nav")
    let check = navfuzz(["check", folder])
    #expect(check.code == .noInput, "\(check.err)")
    #expect(check.err.contains("'\(folder)/gone.nav': a symbolic link that leads nowhere"))
    try FileManager.default.removeItem(atPath: folder + "/gone.nav")
    #expect(mkfifo(folder + "/pipe.nav", 0o600) == 0)
    let fifo = navfuzz(["check", folder])
    #expect(fifo.code == .noInput, "\(fifo.err)")
    #expect(fifo.err.contains("'\(folder)/pipe.nav': not a regular file"), "\(fifo.err)")
  }

  /// `/dev/zero` given to the commands that read a file: an error, never a read without end.
  @Test func deviceGivenToEveryReadingCommandIsAnError() {
    let scan = navfuzz(["scan", "/dev/zero"])
    #expect(scan.code == .noInput)
    #expect(scan.err.contains("'/dev/zero': not a regular file"), "\(scan.err)")
    let folder = temporaryFolder()
    for arguments in [
      ["run", "/dev/zero"], ["check", "/dev/zero"], ["confirm", "/dev/zero"],
      ["explain", "/dev/zero"], ["shrink", "/dev/zero"],
      ["export", "/dev/zero", "--out", folder + "/export"],
    ] {
      let result = navfuzz(arguments)
      #expect(result.code == .noInput, "\(arguments): \(result.err)")
      #expect(result.err.contains("'/dev/zero': larger than 64 MiB"), "\(arguments): \(result.err)")
    }
  }
}
