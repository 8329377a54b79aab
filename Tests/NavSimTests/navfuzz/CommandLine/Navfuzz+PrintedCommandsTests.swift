import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// Every command `navfuzz` prints, run as printed, reproduces what it names: a finding file's
/// `# found by` command replays the run that found it, its `replay:` line passes `check`, and
/// every file written replays (fuzz with one to three fingers, a tree app without app events,
/// explore).
@Suite struct NavfuzzPrintedCommandsTests {
  /// The words of a printed command after `navfuzz` (single-quoted words kept whole).
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var any = false
    for c in command {
      if c == "'" {
        quoted.toggle()
        any = true
      } else if c == " " && !quoted {
        if any { words.append(word) }
        word = ""
        any = false
      } else {
        word.append(c)
        any = true
      }
    }
    if any { words.append(word) }
    return Array(words.drop { $0 == "navfuzz" })
  }

  @Test(arguments: [
    [], ["--fingers", "2"], ["--fingers", "3"],
    [
      "--fingers", "2", "--app-events", "off", "--app",
      RepositoryScenarios.folder.appendingPathComponent("tree/tab-seed-race.nav").path,
    ],
  ])
  func fuzzFilesReplayAndTheirFoundByCommandsReplayTheirRun(_ options: [String]) throws {
    let dir = temporaryFolder()
    let r = navfuzz(["--seed", "2", "--runs", "1500", "--out", dir] + options)
    #expect(r.code == .finding || r.code == .success)
    #expect(!r.out.contains("not written:"), "a finding did not replay: \(r.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".nav")
    }.sorted()
    #expect(!files.isEmpty)
    let check = navfuzz(["check", dir])
    #expect(check.code == .success, "\(check.out)")
    for name in files.prefix(6) {
      let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
      let first = text.split(separator: "\n").first.map(String.init) ?? ""
      // `# found by navfuzz --seed 2 … --run K --mitigation M (coverage); replay: navfuzz run P`
      let prefix = "# found by "
      #expect(first.hasPrefix(prefix), "\(name): \(first)")
      guard let open = first.range(of: " (", options: .backwards) else { continue }
      let command = String(
        first[first.index(first.startIndex, offsetBy: prefix.count)..<open.lowerBound])
      for option in options where option.hasPrefix("--") {
        #expect(command.contains(option), "\(name): \(command) lacks \(option)")
      }
      let replayed = navfuzz(Self.words(command))
      let expect = text.split(separator: "\n").first { $0.hasPrefix("expect: ") } ?? ""
      let kind = expect.dropFirst("expect: ".count).split(separator: " ").first ?? ""
      let header = replayed.out.split(separator: "\n").first { $0.hasPrefix("== run ") } ?? ""
      let found = header.split(separator: "): ", maxSplits: 1).last ?? ""
      #expect(
        found.hasPrefix(kind) || found.contains("; \(kind)"),
        "\(name): `\(command)` printed \(header)")
      #expect(!header.contains("no finding"), "\(name): `\(command)` printed \(header)")
    }
  }

  /// explore writes each shortest counterexample, and each file passes `check`.
  @Test func exploreWritesCounterexamplesThatReplay() throws {
    let dir = temporaryFolder()
    let r = navfuzz(["explore", "--depth", "3", "--mitigation", "none", "--out", dir])
    #expect(r.code == .success || r.code == .finding)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".nav")
    }
    #expect(!files.isEmpty, "\(r.out)")
    #expect(r.err.contains("navfuzz: wrote "), "\(r.err)")
    let check = navfuzz(["check", dir])
    #expect(check.code == .success, "\(check.out)")
  }

  /// scan's finding files name the scan that found them, with the folder and every option that
  /// changes a verdict: run as printed it warns at the same place, and each file's `replay:`
  /// command reproduces its finding.
  @Test func scanFilesNameTheScanThatFoundThem() throws {
    let app = RepositoryScenarios.folder.deletingLastPathComponent()
      .appendingPathComponent("Tests/NavSimTests/Source/Fixtures/SeedShape").path
    let dir = temporaryFolder()
    let r = navfuzz([
      "scan", app, "--runs", "1500", "--seed", "3", "--out", dir + "/app.nav", "--findings", dir,
    ])
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".nav") && $0 != "app.nav"
    }.sorted()
    #expect(!files.isEmpty, "\(r.out)\(r.err)")
    for name in files {
      let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
      let first = text.split(separator: "\n").first.map(String.init) ?? ""
      let prefix = "# found by "
      #expect(first.hasPrefix(prefix), "\(name): \(first)")
      guard let open = first.range(of: " ("), let replay = first.range(of: "; replay: ")
      else { continue }
      let command = String(
        first[first.index(first.startIndex, offsetBy: prefix.count)..<open.lowerBound])
      for option in ["--seed 3", "--runs 1500", "--profile ios17", app] {
        #expect(command.contains(option), "\(name): \(command) lacks \(option)")
      }
      let again = navfuzz(Self.words(command) + ["--findings", temporaryFolder()])
      let place = first[open.upperBound...].split(separator: ")").first ?? ""
      let location = place.split(separator: ", ").last.map(String.init) ?? "?"
      #expect(again.err.contains(location + ": warning:"), "\(command): \(again.err)")
      let replayed = navfuzz(Self.words(String(first[replay.upperBound...])))
      #expect(replayed.code == .success || replayed.code == .finding, "\(replayed.out)")
      let check = navfuzz(["check", dir + "/" + name])
      #expect(check.code == .success, "\(check.out)")
    }
  }
}
