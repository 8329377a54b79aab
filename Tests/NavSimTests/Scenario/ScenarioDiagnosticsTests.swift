import Testing

@testable import NavSimCore
@testable import NavSimScenario

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

  /// A `deep-links:` value that is no app input, or names no screen, is reported where it is.
  @Test func aBadDeepLinkIsReportedInPlace() {
    let text = "screen: home: link info\nscreen: info\ndeep-links: pop, jump home, push nowhere\n"
    do {
      _ = try Scenario.parse(text, path: "a.nav")
      Issue.record("parsed without error")
    } catch {
      let lines = error.description.split(separator: "\n").filter { $0.hasPrefix("a.nav:") }
      #expect(lines.count == 2)
      #expect(lines.first?.hasPrefix("a.nav:3:18: error: unknown app input") == true)
      #expect(lines.last?.hasPrefix("a.nav:3:29: error: ") == true)
      #expect(lines.last?.contains("nowhere") == true)
    }
  }

  /// Two deep links closer than `linkGap` are refused at the second, as an impossible touch
  /// is; the app's own inputs and links far enough apart are not.
  @Test func deepLinksTooCloseAreNotPerformable() throws {
    let header = "screen: home: link info\nscreen: info\napp-inputs: pop\ndeep-links: push info\n"
    do {
      _ = try Scenario.parse(header + "@0ms app push info\n@100ms app push info\n", path: "a.nav")
      Issue.record("parsed without error")
    } catch {
      #expect(error.description.hasPrefix("a.nav:6:1: error: "))
      #expect(error.description.contains("linkGap"))
    }
    _ = try Scenario.parse(header + "@0ms app push info\n@500ms app push info\n", path: "a.nav")
    _ = try Scenario.parse(header + "@0ms app pop\n@1ms app pop\n", path: "a.nav")
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

  // MARK: - Control characters shown, carets under the character

  @Test func controlAndInvisibleCharactersAreWrittenVisibly() {
    let text =
      "\u{FEFF}name: x\n\u{FEFF}start: root\nna\u{1B}[2Jme: x\nexpect: ok\0\n@0ms rotate\u{7F}\n"
    do {
      _ = try Scenario.parse(text, path: "evil\u{1B}.nav")
      Issue.record("parsed")
    } catch {
      let rendered = error.description
      for scalar in rendered.unicodeScalars where scalar != "\n" {
        #expect(!VisibleText.isInvisible(scalar), "raw U+\(String(scalar.value, radix: 16))")
      }
      #expect(rendered.contains("evil\\u{1B}.nav:2:1: error: unknown key '\\u{FEFF}start'"))
      #expect(rendered.contains("na\\u{1B}[2Jme: x"))
      #expect(rendered.contains("'ok\\u{0}'"))
      #expect(rendered.contains("rotate\\u{7F}"))
    }
  }

  @Test func caretCountsTerminalColumnsOnWideCombiningAndEscapedText() {
    // COL stays in UTF-8 bytes; the caret line counts what the terminal shows.
    let cases: [(line: String, column: Int, caret: String)] = [
      ("日本 x", 8, "     ^"),
      ("e\u{301}e\u{301} x", 8, "   ^"),
      ("🙂 x", 6, "   ^"),
      ("\u{1B}x y", 4, String(repeating: " ", count: 8) + "^"),
      ("\tab x", 5, "\t   ^"),
    ]
    for c in cases {
      let diagnostic = ScenarioDiagnostic(
        line: 1, column: c.column, error: .unknownAction("x", suggestion: nil), sourceLine: c.line)
      let lines = diagnostic.rendered(path: "p").split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.last.map(String.init) == c.caret, "\(c.line)")
    }
  }

  @Test func aHugeQuotedTokenIsClippedInTheMessage() {
    let token = String(repeating: "q", count: 5_000)
    let diagnostic = ScenarioDiagnostic(
      line: 1, column: 1, error: .unknownAction(token, suggestion: nil), sourceLine: "x")
    let first = diagnostic.rendered(path: "p").split(separator: "\n").first ?? ""
    #expect(first.count < ScenarioDiagnostic.maximumMessageLength + 30)
    #expect(first.contains("…"))
  }
}
