import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct NavfuzzRunTests {
  /// A name with an ESC does not reach the terminal raw.
  @Test func theTextReportEscapesControlCharactersOfTheName() {
    let dir = temporaryFolder()
    write("name: a\u{1B}[31mred\n" + seedLockupText, dir + "/esc.nav")
    let r = navfuzz(["run", dir + "/esc.nav"])
    #expect(!r.out.contains("\u{1B}"))
    #expect(r.out.hasPrefix("== a\\u{1B}[31mred ("))
  }

  @Test func runPrintsATimelineAndTheFindingWithTaggedRules() {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["run", dir + "/seed.nav"])
    #expect(r.code == .finding)
    #expect(r.out.contains("time  in  nav sht msk lck  what"))
    #expect(r.out.contains("lockup at 1366.666ms"))
    #expect(r.out.contains("R7 [E] orphaned pop"))
    #expect(r.out.contains("expectations: met"))
    let widest = r.out.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 100)
  }

  @Test func runJSONDecodesWithTheFindingAndTrace() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["run", "--json", dir + "/seed.nav"])
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let runs = try #require(doc["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let findings = try #require(runs[0]["findings"] as? [[String: Any]])
    #expect(findings.first?["kind"] as? String == "lockup")
    #expect(findings.first?["timeUs"] as? Int == 1_366_666)
    let rules = try #require(findings.first?["rules"] as? [[String: Any]])
    #expect(rules.contains { $0["id"] as? String == "R7" && $0["tag"] as? String == "E" })
    #expect((runs[0]["trace"] as? [Any])?.isEmpty == false)
    #expect(runs[0]["expectationsMet"] as? Bool == true)
  }

  @Test func traceFileHasOneTrackPerActorAndSlices() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["run", dir + "/seed.nav", "--trace", dir + "/t.json"])
    #expect(r.code == .finding)
    let data = try #require(FileManager.default.contents(atPath: dir + "/t.json"))
    let doc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(doc["traceEvents"] as? [[String: Any]])
    let tracks = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(tracks == ["input", "navigation", "sheet", "mask", "window-lock", "split"])
    let slices = events.filter { $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
    #expect(slices.contains("presenting"))
    #expect(slices.contains("finalizing"))
    #expect(slices.contains { $0.hasPrefix("orphaned") })
    #expect(
      events.contains {
        $0["ph"] as? String == "i" && ($0["name"] as? String)?.hasPrefix("tap show-sheet") == true
      })
  }

  @Test func aFileWithErrorsRunsNothingAndExits65() {
    let dir = temporaryFolder()
    write(
      "start: root > detail\n@0ms swipe-bak begin\n@10ms tap back\n@5ms tap back\n",
      dir + "/bad.nav")
    write(seedLockupText, dir + "/good.nav")
    let r = navfuzz(["run", dir + "/good.nav", dir + "/bad.nav"])
    #expect(r.code == .dataError)
    #expect(r.out == "")
    #expect(
      r.err.contains("bad.nav:2:6: error: unknown action 'swipe-bak'; did you mean 'swipe-back'?"))
    #expect(r.err.contains("bad.nav:4:1: error: time goes backwards"))
  }

  @Test func aMissingFileExits66() {
    let r = navfuzz(["run", "/nonexistent/x.nav"])
    #expect(r.code == .noInput)
  }

  @Test func tieBreakReplaysDeterministically() {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let a = navfuzz(["run", "--tie-break", "7", dir + "/seed.nav"])
    let b = navfuzz(["run", "--tie-break", "7", dir + "/seed.nav"])
    #expect(a.out == b.out)
    #expect(a.code == .finding)
  }
}
