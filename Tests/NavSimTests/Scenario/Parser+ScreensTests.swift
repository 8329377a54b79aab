import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The tree's format (docs/SCENARIOS.md): what it accepts prints back the same, and every
/// misuse is a located error.
@Suite struct ParserScreensTests {
  static let app = """
    tabs: library, profile
    screen: library: link book
    screen: book: sheet editor stack item, alert, sheet notes detents medium undimmed
    screen: editor: link chapter, no-mitigation
    screen: chapter: cover reader stack, dialog
    screen: reader
    screen: notes
    screen: profile: dialog, sheet settings no-pull, sheet
    screen: settings
    start: library > book

    @0ms tap sheet editor
    @600ms tap link chapter
    @1100ms tap cover reader
    @1800ms tap close-sheet
    @2400ms tap tab profile
    @2900ms tap dialog
    @3500ms tap cancel
    @4000ms app select library
    @4100ms app present notes
    @4900ms app dismiss
    @5800ms tap alert
    @6600ms tap ok
    @7200ms app dismiss
    @8200ms tap ok
    """

  @Test func theTreeReadsPrintsAndReadsBackTheSame() throws {
    let scenario = try Scenario.parse(Self.app, path: "app.nav")
    #expect(scenario.tabs == ["library", "profile"])
    let book = try #require(scenario.screens.first { $0.name == "book" })
    #expect(book.presentations.count == 3)
    #expect(book.presentations[0].ownStack && book.presentations[0].isItem)
    #expect(book.presentations[2].medium && !book.presentations[2].large)
    let printed = scenario.canonicalText()
    #expect(try Scenario.parse(printed, path: "again.nav") == scenario)
    #expect(try Scenario.parse(printed, path: "again.nav").canonicalText() == printed)
    let config = try scenario.configuration()
    #expect(config.app.hasTabs)
    #expect(config.app.rootScreens == [0, 6])
  }

  @Test func theTreeRunsToTheEnd() throws {
    let outcome = try Scenario.parse(Self.app, path: "app.nav").replay()
    #expect(outcome.findings.isEmpty, "\(outcome.findings)")
    #expect(outcome.result.model.observation.topPresentation == nil)
  }

  struct Misuse: Sendable, CustomStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var message: String
    var description: String { message }
  }

  static let misuses: [Misuse] = [
    .init(
      text: "screen: a: sheet\nscreen: b\n\n@0ms tap tab b", line: 4, column: 14,
      message: "'b' is not a tab: the app has no 'tabs:' line"),
    .init(
      text: "tabs: a\nscreen: a: sheet x", line: 2, column: 18,
      message: "unknown screen 'x'; the screens are a"),
    .init(
      text: "screen: a: sheet b undimmed\nscreen: b", line: 1, column: 20,
      message: "unexpected 'undimmed' at the end of the line"),
    .init(
      text: "screen: a: cover b detents medium\nscreen: b", line: 1, column: 20,
      message: "unexpected 'detents' at the end of the line"),
    .init(
      text: "screen: a: alert, alert", line: 1, column: 19,
      message: "item 'alert' given twice"),
    .init(
      text: "tabs: a, a\nscreen: a", line: 1, column: 10,
      message: "tab 'a' given twice (first on line 1)"),
    .init(
      text: "screen: a: sheet b stak\nscreen: b", line: 1, column: 20,
      message: "unexpected 'stak' at the end of the line; did you mean 'stack'?"),
    .init(
      text: "screen: a: sheet, button sett", line: 1, column: 26,
      message: "unknown button action 'sett'; did you mean 'set'?"),
    .init(
      text: "screen: a: sheet, button set, button toggle", line: 1, column: 31,
      message: "item 'button' given twice"),
    .init(
      text: "screen: a: sheet, button set now", line: 1, column: 30,
      message: "unexpected 'now' at the end of the line"),
  ]

  @Test(arguments: misuses)
  func aMisuseIsALocatedError(_ m: Misuse) {
    do {
      _ = try Scenario.parse(m.text, path: "m.nav")
      Issue.record("parsed without error")
    } catch {
      let problem = error.problems.first
      #expect(problem?.line == m.line)
      #expect(problem?.column == m.column)
      #expect(problem?.error.description == m.message)
    }
  }

  /// `button set` / `button toggle` (docs/SCENARIOS.md): the screen's choice between the seed's
  /// `popUp.toggle()` and `popUp = true`, printed back and carried into the app; without it
  /// the screen follows the profile's `buttonToggles`.
  @Test func aScreensButtonActionRoundTrips() throws {
    let text = """
      start: root > detail
      screen: root: link detail, button toggle
      screen: detail: sheet, zoom, no-mitigation, button set
      screen: other: sheet

      @0ms tap show-sheet

      """
    let scenario = try Scenario.parse(text, path: "b.nav")
    #expect(scenario.screens.map(\.buttonAction) == [.toggle, .set, nil])
    #expect(scenario.canonicalText() == text)
    let config = try scenario.configuration()
    #expect(config.app.screens.map(\.buttonAction) == [.toggle, .set, nil])
    let back = Scenario(configuration: config, inputs: [])
    #expect(back.screens.map(\.buttonAction) == [.toggle, .set, nil])
    #expect(
      back.canonicalText().contains("screen: detail: sheet, zoom, no-mitigation, button set\n"))
  }

  /// A tap on a button the visible screen does not have is a no-op, as a tap on nothing is.
  @Test func aTapOnAButtonThatIsNotThereDoesNothing() throws {
    let text = """
      screen: a: link b
      screen: b: sheet c
      screen: c
      expect: screen a

      @0ms tap sheet c
      """
    #expect(try Scenario.parse(text, path: "n.nav").replay().passed)
  }
}
