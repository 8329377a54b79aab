import Testing

@testable import NavSimCore
@testable import NavSimScenario

@Suite struct PrinterTests {
  static let canonicalFiles = [
    """
    # seed 42 run 1377: lockup under none
    name: quick swipe-back after pull-to-dismiss
    start: root > detail
    expect: lockup

    @0ms tap show-sheet
    @700ms drag-sheet 0.6 over 200ms velocity 900
    @1150ms swipe-back 0.7 over 100ms velocity 600

    """,
    """
    #
    # two comment lines, the first empty
    profile: ios13
    device: ipad
    orientation: landscape
    container: split
    mitigation: gesture-mask,guard-none
    back-button: clear-tint
    set: stateLag=1000ms, fps=120, push=0.5ms
    start: home > info
    app-inputs: pop, push leaf
    deep-links: push info, dismiss-sheet
    screen: home: link info, link home, sheet
    screen: info
    screen: leaf: sheet
    expect: lockup recoverable
    expect: corruption
    expect: screen info
    expect: sheet shown

    @0ms tap link info
    @16.666ms swipe-back begin
    @16.666ms swipe-back move 0.1
    @33.333ms swipe-back move 0.0000001
    @1266.666ms swipe-back end velocity -150.25
    @1266.666ms drag-sheet cancel
    @1300ms drag-sheet 1 over 0ms
    @1300.001ms rotate
    @1400ms app push leaf
    @1500ms app pop
    @1600ms app pop-to-root
    @1700ms app dismiss-sheet
    @1800ms app show-primary
    @1900ms app hide-primary
    @2000ms tap back
    @2000ms tap custom-back
    @2000ms tap close-sheet
    @2000ms tap sidebar-toggle
    @86400000ms drag-sheet end

    """,
    """
    tabs: feed, inbox
    app-inputs: push message in inbox, pop-to-root in feed, select inbox
    screen: feed: link post
    screen: post
    screen: inbox: link message
    screen: message

    @0ms app push message in inbox
    @100ms app pop in inbox
    @200ms app pop-to-root in feed
    @300ms app push post in feed

    """,
    "expect: ok\n",
    "@0ms rotate\n",
    "# only a comment\n",
    "",
  ]

  @Test(arguments: canonicalFiles) func canonicalFilePrintsAsItself(_ file: String) throws {
    // The grammar's canonical form (one file holds model-level step lines).
    let printed = try Scenario.parse(file, path: "canonical.nav", performable: false)
      .canonicalText()
    #expect(printed == file)
  }

  @Test func printsTheSpecExampleCanonically() throws {
    let s = try Scenario.parse(ParserTests.seedFile, path: "seed.nav")
    #expect(
      s.canonicalText() == """
        # The seed's lockup: pull the sheet down, then swipe back at once.
        name: quick swipe-back after pull-to-dismiss
        start: root > detail
        expect: lockup

        @0ms tap show-sheet
        @700ms drag-sheet 0.6 over 200ms velocity 900
        @1150ms swipe-back 0.7 over 100ms velocity 600

        """)
  }

  @Test func printsOnlyNonDefaultHeaders() {
    var s = Scenario()
    #expect(s.canonicalText() == "")
    s.profile = "ios17"
    s.mitigations = []
    s.events = [ScenarioEvent(.zero, .gesture(.swipeBack, .step(.end(velocity: 0))))]
    #expect(s.canonicalText() == "@0ms swipe-back end\n")
  }

  @Test func parsePrintRoundTripsGeneratedScenarios() throws {
    for seed in UInt64(0)..<1500 {
      var generator = ScenarioGenerator(seed: seed)
      let scenario = generator.scenario()
      let text = scenario.canonicalText()
      let parsed: Scenario
      do {
        // The grammar alone: generated events are random, not what a finger can do.
        parsed = try Scenario.parse(text, path: "seed-\(seed).nav", performable: false)
      } catch {
        Issue.record("seed \(seed): the printed scenario does not parse:\n\(error)\n\(text)")
        continue
      }
      // A Bool keeps the failure short: the seed and the file, not two struct dumps.
      let same = parsed == scenario
      #expect(same, "seed \(seed): reads back differently:\n\(text)")
      #expect(parsed.canonicalText() == text, "seed \(seed)")
    }
  }
}

@Suite struct PrinterRobustnessTests {
  @Test func lineBreaksInCommentsAndNameStillGiveAFile() throws {
    let s = Scenario(comments: ["seed 42\nrun 3", ""], name: "two\r\nlines")
    let text = s.canonicalText()
    #expect(text == "# seed 42\n# run 3\n#\nname: two lines\n")
    let read = try Scenario.parse(text, path: "p.nav")
    #expect(read.comments == ["seed 42", "run 3", ""])
    #expect(read.name == "two lines")
  }

  /// The parser fuzz target's first find (Fuzz/regressions/formfeed-in-name.nav): a form feed
  /// is a newline to `Character` but not a line end to the lexer, so it must print as itself.
  @Test(arguments: ["\u{0C}", "\u{0B}", "\u{85}", "\u{2028}", "\u{2029}"])
  func charactersThatAreNoLineEndsStayInTheName(_ character: String) throws {
    let s = Scenario(comments: ["a\(character)b", "c\rd"], name: "x\(character)y\rz")
    let read = try Scenario.parse(s.canonicalText(), path: "p.nav")
    #expect(read.name == "x\(character)y z")
    #expect(read.comments == ["a\(character)b", "c", "d"])
    #expect(read.canonicalText() == s.canonicalText())
  }
}

/// `app … in TAB` names a tab: a screen that is not a tab's root, or `in` after an action
/// that does not change a path, is an error at its place.
@Suite struct TabPathChangeGrammarTests {
  static let app = """
    tabs: feed, inbox
    screen: feed: link post
    screen: post
    screen: inbox

    """

  @Test(arguments: [
    ("@0ms app push post in post\n", "post"),
    ("@0ms app present post in feed\n", "in"),
    ("@0ms app push post in\n", "a tab's root screen"),
    ("@0ms app push post in nowhere\n", "unknown screen 'nowhere'"),
  ])
  func aWrongTabIsAnErrorAtItsPlace(_ line: String, _ said: String) {
    #expect(throws: ScenarioDiagnostics.self) {
      try Scenario.parse(Self.app + line, path: "t.nav", performable: false)
    }
    do {
      _ = try Scenario.parse(Self.app + line, path: "t.nav", performable: false)
    } catch {
      #expect(error.description.contains("t.nav:5:"), "\(error)")
      #expect(error.description.contains(said), "\(error)")
    }
  }

  /// In `app-inputs:` a tab or a selected screen the app does not have is an error at its
  /// place, not an input silently left out.
  @Test(arguments: ["push post in nowhere", "select nowhere", "present post in feed"])
  func aWrongAppInputIsAnError(_ input: String) {
    let text =
      "tabs: feed, inbox\napp-inputs: \(input)\n"
      + Self.app.split(separator: "\n")
      .dropFirst().joined(separator: "\n") + "\nexpect: ok\n"
    do {
      _ = try Scenario.parse(text, path: "t.nav")
      Issue.record("\(input) was accepted")
    } catch {
      #expect(error.description.contains("t.nav:2:13: error:"), "\(error)")
    }
  }

  @Test func theEventResolvesToTheTabsOwnChange() throws {
    let text = Self.app + "@0ms app push post in feed\n@10ms app pop in inbox\n"
    let scenario = try Scenario.parse(text, path: "t.nav")
    let inputs = scenario.inputs(for: try scenario.configuration())
    #expect(inputs.map(\.input) == [.app(.inTab(0, .push(1))), .app(.inTab(1, .pop))])
  }
}
