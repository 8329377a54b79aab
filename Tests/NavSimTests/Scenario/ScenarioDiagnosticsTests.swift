import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct ScenarioDiagnosticsTests {
  @Test func rendersLikeACompiler() {
    let text = "name: x\n+300ms swipe-bak 0.7 over 100ms\n"
    do {
      _ = try Scenario.parse(text, path: "scenarios/seed.nav")
      Issue.record("parsed without error")
    } catch {
      #expect(
        error.description == """
          scenarios/seed.nav:2:8: error: unknown action 'swipe-bak'; did you mean 'swipe-back'?
          +300ms swipe-bak 0.7 over 100ms
                 ^
          """)
    }
  }

  @Test func caretFollowsTabsAndCountsBytes() {
    let diagnostic = ScenarioDiagnostic(
      line: 3, column: 6, error: .unknownAction("x", suggestion: nil), sourceLine: "\té@ x")
    #expect(
      diagnostic.rendered(path: "p") == "p:3:6: error: unknown action 'x'\n\té@ x\n\t   ^")
  }

  @Test func joinsProblemsWithNewlines() {
    do {
      _ = try Scenario.parse("a\nb", path: "p")
      Issue.record("parsed without error")
    } catch {
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 6)
      #expect(lines[0].hasPrefix("p:1:1: error: "))
      #expect(lines[3].hasPrefix("p:2:1: error: "))
    }
  }

  @Test func rendersAProblemWithoutALine() {
    let diagnostic = ScenarioDiagnostic(
      line: 0, column: 0, error: .noneCombined, sourceLine: "")
    #expect(
      diagnostic.rendered(path: "x")
        == "x: error: 'none' cannot be combined with other mitigations")
  }
}
