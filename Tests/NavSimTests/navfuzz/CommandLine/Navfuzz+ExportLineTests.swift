import Foundation
import NavSimTestSupport
import Testing

/// Every finding block of the whole report (`--verbose`) prints the command that exports its
/// file for a device, and that line, run as printed by a shell in the folder fuzz ran in, writes
/// a self-contained export of the finding.
@Suite struct NavfuzzExportLineTests {
  /// Runs `command` with `/bin/sh -c` in `folder`, the built `navfuzz` first on the PATH.
  private func shell(_ command: String, in folder: String) throws -> (status: Int32, out: String) {
    let binary = try BuiltExecutable.url().deletingLastPathComponent().path
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return try runProcess("/bin/sh", ["-c", command], in: folder, environment: environment)
  }

  @Test(arguments: [["--seed", "1"], ["--seed", "2", "--fingers", "2"]])
  func everyFindingBlockPrintsAnExportLineThatWorks(_ options: [String]) throws {
    let folder = temporaryFolder()
    let fuzz = try shell(
      "navfuzz " + options.joined(separator: " ") + " --runs 300 --verbose", in: folder)
    #expect(fuzz.status == 0 || fuzz.status == 1, "\(fuzz.out)")
    let lines = fuzz.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let blocks = lines.indices.filter { lines[$0].hasPrefix("== ") }
    let exports = lines.filter { $0.hasPrefix("export: ") }
    #expect(!blocks.isEmpty, "\(fuzz.out)")
    #expect(exports.count == blocks.count, "a finding block without its export line")
    // Each block's export line names the block's own file.
    for (block, line) in zip(blocks, exports) {
      let path = lines[(block + 1)...].first { $0.hasSuffix(".nav:") }.map { String($0.dropLast()) }
      #expect(line == "export: navfuzz export \(path ?? "?") --out repro", "\(line)")
    }
    // The line, run as printed, exports the finding: its scenario copied in, the one command.
    for line in exports.prefix(2) {
      let command = String(line.dropFirst("export: ".count))
      let export = try shell(command, in: folder)
      #expect(export.status == 0, "\(command): \(export.out)")
      let path = command.split(separator: " ")[2]
      let copied = try String(contentsOfFile: folder + "/repro/scenario.nav", encoding: .utf8)
      let original = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
      #expect(copied == original)
      #expect(FileManager.default.isExecutableFile(atPath: folder + "/repro/run.sh"))
    }
  }

  @Test func theFirstScreenStartsWhereABlockDoes() throws {
    let folder = temporaryFolder()
    let fuzz = try shell("navfuzz --seed 1 --runs 300", in: folder)
    let start = fuzz.out.split(separator: "\n").first { $0.hasPrefix("start here: ") } ?? ""
    guard let open = start.range(of: "(then: ") else {
      Issue.record("no start here line: \(fuzz.out)")
      return
    }
    let command = start[open.upperBound...].dropLast()
    let verbose = try shell("navfuzz --seed 1 --runs 300 --verbose", in: folder)
    #expect(verbose.out.contains("\nexport: \(command)\n"), "\(command)")
  }
}
