import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz explore` end to end (CLI.md `explore`).
@Suite struct NavfuzzExploreTests {
  /// `--json` is one JSON document whose counterexamples are scenarios that replay to their
  /// finding.
  @Test func jsonIsOneDocumentWhoseScenariosReplay() throws {
    let r = navfuzz(["explore", "--mitigation", "none", "--depth", "3", "--json"])
    #expect(r.code == .finding)
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let results = try #require(doc["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let counterexamples = try #require(results[0]["counterexamples"] as? [[String: Any]])
    let lockup = try #require(counterexamples.first { $0["kind"] as? String == "lockup" })
    let text = try #require(lockup["scenario"] as? String)
    let outcome = try Scenario.parse(text, path: "lockup.nav").replay()
    #expect(outcome.passed, "\(outcome.failures)")
  }

  /// The table's row for `mitigation`: its cells split on runs of spaces.
  static func row(_ text: String, _ mitigation: String) -> [String]? {
    for line in text.split(separator: "\n") {
      let cells = line.split(separator: "  ", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.first == mitigation, cells.count == 4 { return cells }
    }
    return nil
  }

  /// The indented scenario printed under the line starting with `heading`, unindented.
  static func scenario(_ text: String, after heading: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return nil }
    var out = ""
    for line in lines[(start + 1)...] {
      if line.hasPrefix("  => ") { return out }
      out += line.isEmpty ? "\n" : String(line.dropFirst(2)) + "\n"
    }
    return nil
  }

  @Test func aLockupUnderNoneIsPrintedWithTheTableAndReplays() throws {
    let r = navfuzz([
      "explore", "--depth", "3", "--mitigation", "none,gesture-mask", "--app-events", "off",
    ])
    #expect(r.code == .finding)
    #expect(r.out.hasPrefix("explore: depth 3, horizon 3s, app events off\n"))
    let header = try #require(Self.row(r.out, "mitigation"))
    #expect(header == ["mitigation", "profile", "verdict", "distinct states"])
    let none = try #require(Self.row(r.out, "none"))
    #expect(none[1] == "ios17")
    #expect(none[2] == "lockup 3")
    #expect((Int(none[3]) ?? 0) > 0)
    let mask = try #require(Self.row(r.out, "gesture-mask"))
    #expect(mask[2] == "no finding")
    #expect(
      r.out.contains("== gesture-mask (ios17)\nno finding within depth 3, horizon 3s ("))

    #expect(r.out.contains("lockup: shortest counterexample, 3 inputs\n"))
    let text = try #require(Self.scenario(r.out, after: "lockup: shortest counterexample"))
    #expect(text.contains("expect: lockup\n"))
    #expect(text.contains("start: root > detail\n"))
    let dir = temporaryFolder()
    write(text, dir + "/lockup.nav")
    let replay = navfuzz(["run", dir + "/lockup.nav"])
    #expect(replay.code == .finding)
    #expect(replay.out.contains("lockup at "))
    #expect(replay.out.contains("expectations: met"))
    let scenario = try Scenario.parse(text, path: "lockup.nav")
    #expect(scenario.events.count == 3)
  }

  /// `--max-memory` stops the search after a whole depth and says so.
  @Test func maxMemoryStopsWithTheDepthFullyExploredAndSaysSo() {
    let r = navfuzz([
      "explore", "--mitigation", "none", "--depth", "7", "--horizon", "60s", "--max-memory", "4M",
    ])
    #expect(r.out.contains("stopped: more than 4M of memory (--max-memory); depth "))
    #expect(r.out.contains(" of 7 fully explored\n"))
    #expect(r.err.contains("navfuzz: none stopped at --max-memory 4M; depth "))
    let bad = navfuzz(["explore", "--max-memory", "lots"])
    #expect(bad.code == .usage)
    #expect(bad.err.hasPrefix("error: --max-memory takes a size such as 512M or 2G, got 'lots'"))
  }

  @Test func theMaskAloneHoldsAndExitsZero() {
    let r = navfuzz([
      "explore", "--mitigation", "gesture-mask", "--app-events", "off", "--depth", "3",
    ])
    #expect(r.code == .success)
    #expect(r.out.contains("no finding within depth 3, horizon 3s ("))
    #expect(r.out.contains("the bounds cut paths, so this is no proof"))
    #expect(!r.out.contains(": shortest counterexample, "))
    #expect(Self.row(r.out, "gesture-mask")?[2] == "no finding")
  }

  @Test(arguments: [
    ["explore", "--depth", "3", "--mitigation", "none,gesture-mask", "--app-events", "off"],
    ["explore", "--depth", "3"],
  ])
  func theSameArgumentsGiveTheSameStdout(_ arguments: [String]) {
    let first = navfuzz(arguments)
    let second = navfuzz(arguments)
    #expect(!first.out.isEmpty)
    #expect(first.out == second.out)
    #expect(first.code == second.code)
  }
}

/// SIGTERM stops `explore` as Ctrl-C does: what the finished depths found, exit 143 (the
/// search polls the handler).
@Suite struct NavfuzzExploreInterruptTests {
  @Test func sigtermPrintsWhatTheFinishedDepthsFoundAndExits143() throws {
    let launched = try NavfuzzFuzzInterruptTests.launch([
      "explore", "--mitigation", "none", "--depth", "30", "--horizon", "60s", "--progress",
      "--max-memory", "8G", "--max-states", "1000000000",
    ])
    NavfuzzFuzzInterruptTests.interrupt(launched, with: SIGTERM, firstLine: 3, stop: 5)
    let process = launched.process
    let stdout = launched.stdout
    let stderr = launched.stderr
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 143)
    #expect(stdout.text.contains("interrupted: depth "))
    #expect(stdout.text.contains(" of 30 fully explored\n"))
    #expect(stderr.text.contains("navfuzz: interrupted; none: depth "))
  }
}
