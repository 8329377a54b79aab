import Foundation
import NavSimReportingTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz explain FILE [--json]` end to end.
@Suite struct NavfuzzExplainTests {
  @Test func explainNamesR7AStateLagRangeAndTheSwipesWindow() {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["explain", dir + "/seed.nav"])
    #expect(r.code == .success)
    #expect(r.out.contains("R7 orphaned pop [E]"))
    // The words are navfuzz's (three independent searches), the windows the file's.
    #expect(
      r.out.contains(
        "alternative r7Triggers=0 (no pop is orphaned): needs (needs R7 [E]: 0 in 3 × 250 forks and 10000 runs"
      ))
    // With the finger's travel (Fitts's law), one finger reaches the edge only after the sheet
    // has stopped animating, so R6's lock does not touch the seed race: the window is the same.
    #expect(r.out.contains("alternative r6Lock=1 (the lock is held): unaffected (R6 no lock [A]"))
    // The file's own window closes under the slower hand, yet the campaign still finds the
    // kind with it: the word is narrows, not needs.
    #expect(r.out.contains("alternative fittsB=144ms ("))
    #expect(
      !r.out.contains("fittsB=144ms (the average person of MacKenzie 2015, 144 ms per bit): needs"))
    #expect(r.out.contains("  stateLag (300ms): lockup for any value"))
    #expect(r.out.contains("swipe-back 0.7 over 100ms velocity 600: may begin anywhere from "))
  }

  @Test func explainJSONDecodes() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["explain", "--json", dir + "/seed.nav"])
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let assumptions = try #require(doc["assumptions"] as? [[String: Any]])
    #expect(
      assumptions.contains {
        $0["setting"] as? String == "r7Triggers" && $0["verdict"] as? String == "needs"
      })
    let r6 = try #require(assumptions.first { $0["setting"] as? String == "r6Lock" })
    #expect(r6["verdict"] as? String == "unaffected")
    let search = try #require(r6["search"] as? [String: Any])
    #expect(search["measure"] as? String == "forks")
    let measure = try #require(r6["dependence"] as? [String: Any])
    #expect(measure["measure"] as? String == "windowUs")
    #expect((measure["with"] as? Int ?? 0) > 0)
    #expect(measure["with"] as? Int == measure["without"] as? Int)
    #expect((doc["windows"] as? [[String: Any]])?.count == 3)
  }

  @Test func explainHTMLIsTheRunsPageWithTheExplanation() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz(["explain", dir + "/seed.nav", "--html", dir + "/explain.html"])
    #expect(r.code == .success)
    let html = try String(contentsOfFile: dir + "/explain.html", encoding: .utf8)
    #expect(HTMLStructure.problems(html, entries: 1) == [])
    #expect(html.contains("R7 orphaned pop [E]"))
    #expect(html.contains("(no pop is orphaned): needs (needs R7 [E]"))
  }

  @Test func aFileWithoutAFindingSaysSo() {
    let dir = temporaryFolder()
    write("start: root > detail\n@0ms tap back\n", dir + "/ok.nav")
    let r = navfuzz(["explain", dir + "/ok.nav"])
    #expect(r.code == .finding)
    #expect(r.err.contains("no finding to explain"))
  }

  @Test func fingersIsAFuzzOption() throws {
    let command = try Command.parse(["--seed", "1", "--fingers", "2"])
    let options = try #require(command.options(as: FuzzOptions.self))
    #expect(options.fingers == 2)
    #expect(throws: UsageError.self) { try Command.parse(["--fingers", "0"]) }
  }
}
