import Testing

@testable import NavSimCore
@testable import NavSimScenario

@Suite struct ParserTests {
  static let seedFile = """
    # The seed's lockup: pull the sheet down, then swipe back at once.
    name: quick swipe-back after pull-to-dismiss
    profile: ios17
    mitigation: none
    start: root > detail
    expect: lockup

    @0ms     tap show-sheet
    +700ms   drag-sheet 0.6 over 200ms velocity 900
    +450ms   swipe-back 0.7 over 100ms velocity 600
    """

  @Test func readsTheSpecExample() throws {
    let s = try Scenario.parse(Self.seedFile, path: "seed.nav")
    #expect(s.comments == ["The seed's lockup: pull the sheet down, then swipe back at once."])
    #expect(s.name == "quick swipe-back after pull-to-dismiss")
    #expect(s.profile == "ios17")
    #expect(s.mitigations == [])
    #expect(s.start == ["root", "detail"])
    #expect(s.expectations == [.finding(.lockup)])
    #expect(
      s.events == [
        ScenarioEvent(.zero, .tap(.showSheet)),
        ScenarioEvent(
          VirtualTime(microseconds: 700_000),
          .gesture(
            .dragSheet,
            .stroke(progress: 0.6, duration: .init(microseconds: 200_000), velocity: 900))),
        ScenarioEvent(
          VirtualTime(microseconds: 1_150_000),
          .gesture(
            .swipeBack,
            .stroke(progress: 0.7, duration: .init(microseconds: 100_000), velocity: 600))),
      ])
  }

  @Test func readsEveryHeaderKey() throws {
    let s = try Scenario.parse(
      """
      name: every key  # a comment after a value
      profile: ios13
      device: ipad
      orientation: landscape
      container: split
      mitigation: gesture-mask, guard-none
      back-button: hidden-overlay
      set: push=500ms, stateLag = 1s
      set: fps=120, dismiss=250000us
      start: home > info > home
      screen: home: link info, sheet
      screen: info: link home
      screen: leaf
      expect: lockup recoverable
      expect: screen info
      expect: sheet hidden
      """, path: "keys.nav")
    #expect(s.name == "every key")
    #expect(s.profile == "ios13")
    #expect(s.device == .ipad)
    #expect(s.orientation == .landscape)
    #expect(s.container == .split)
    #expect(s.mitigations == Mitigations([.gestureMask, .guardNone]))
    #expect(s.backButton == .hiddenOverlay)
    #expect(
      s.settings == [
        .init("push", 500_000), .init("stateLag", 1_000_000), .init("fps", 120),
        .init("dismiss", 250_000),
      ])
    #expect(s.start == ["home", "info", "home"])
    #expect(
      s.screens == [
        ScreenDeclaration("home", links: ["info"], hasSheet: true),
        ScreenDeclaration("info", links: ["home"]), ScreenDeclaration("leaf"),
      ])
    #expect(
      s.expectations == [
        .finding(.lockup, recoverable: true), .screen("info"), .sheet(shown: false),
      ])
    #expect(s.comments.isEmpty)
  }

  @Test func keepsOnlyTheCommentsBeforeTheFirstHeader() throws {
    let s = try Scenario.parse(
      "#first\n\n#  second\n#\nname: x\n# dropped\n@0ms rotate # dropped too\n", path: "c.nav")
    #expect(s.comments == ["first", " second", ""])
    #expect(s.events == [ScenarioEvent(.zero, .rotate)])
  }

  @Test func defaultsWhenTheFileIsEmpty() throws {
    #expect(try Scenario.parse("", path: "e.nav") == Scenario())
    #expect(try Scenario.parse("\n\n  \n", path: "e.nav") == Scenario())
  }

  @Test func startAtTheRootAloneIsTheDefault() throws {
    #expect(try Scenario.parse("start: root", path: "s.nav").start == [])
  }

  struct TimeCase: Sendable, CustomTestStringConvertible {
    var header: String
    var lines: [String]
    var microseconds: [Int64]
    var testDescription: String { lines.joined(separator: "; ") }
  }

  static let timeCases: [TimeCase] = [
    .init(
      header: "", lines: ["@0ms", "+16.7ms", "@0.35s", "+250us"],
      microseconds: [0, 16_700, 350_000, 350_250]),
    .init(
      header: "", lines: ["@1000000us", "@1.0000005s", "@1266.666ms", "+0.0004ms", "+0.0005ms"],
      microseconds: [1_000_000, 1_000_001, 1_266_666, 1_266_666, 1_266_667]),
    .init(
      header: "", lines: ["@1f", "@2f", "+1f", "@60f"],
      microseconds: [16_666, 33_333, 50_000, 1_000_000]),
    .init(
      header: "set: fps=120", lines: ["@3f", "+1f", "+2f"],
      microseconds: [25_000, 33_333, 50_000]),
    .init(
      header: "", lines: ["+1s", "+0s", "@1000000us"],
      microseconds: [1_000_000, 1_000_000, 1_000_000]),
  ]

  @Test(arguments: timeCases) func resolvesTimes(_ c: TimeCase) throws {
    let text = ([c.header] + c.lines.map { "\($0) rotate" }).joined(separator: "\n")
    let s = try Scenario.parse(text, path: "t.nav")
    #expect(s.events.map(\.time.microseconds) == c.microseconds)
  }

  @Test func readsEveryAction() throws {
    let s = try Scenario.parse(
      """
      @0ms tap link detail
      @0ms tap back
      @0ms tap custom-back
      @0ms tap show-sheet
      @0ms tap close-sheet
      @0ms tap sidebar-toggle
      @0ms swipe-back begin
      @0ms swipe-back move 0.25
      @0ms swipe-back end
      @0ms swipe-back end velocity -200.5
      @0ms swipe-back cancel
      @0ms swipe-back 1 over 2f
      @0ms drag-sheet begin
      @0ms drag-sheet move 1
      @0ms drag-sheet end velocity 0
      @0ms drag-sheet cancel
      @0ms drag-sheet 0.5 over 0.2s velocity 0.000001
      @0ms rotate
      @0ms app push detail
      @0ms app pop
      @0ms app pop-to-root
      @0ms app dismiss-sheet
      @0ms app show-primary
      @0ms app hide-primary
      """, path: "a.nav", performable: false)  // the grammar: steps and one finger everywhere
    let d = VirtualDuration(microseconds: 33_333)
    #expect(
      s.events.map(\.action) == [
        .tap(.link("detail")), .tap(.back), .tap(.customBack), .tap(.showSheet),
        .tap(.closeSheet), .tap(.sidebarToggle),
        .gesture(.swipeBack, .step(.begin)), .gesture(.swipeBack, .step(.move(0.25))),
        .gesture(.swipeBack, .step(.end(velocity: 0))),
        .gesture(.swipeBack, .step(.end(velocity: -200.5))),
        .gesture(.swipeBack, .step(.cancel)),
        .gesture(.swipeBack, .stroke(progress: 1, duration: d, velocity: nil)),
        .gesture(.dragSheet, .step(.begin)), .gesture(.dragSheet, .step(.move(1))),
        .gesture(.dragSheet, .step(.end(velocity: 0))), .gesture(.dragSheet, .step(.cancel)),
        .gesture(
          .dragSheet, .stroke(progress: 0.5, duration: .init(microseconds: 200_000), velocity: 1e-6)
        ),
        .rotate, .app(.push("detail")), .app(.pop), .app(.popToRoot), .app(.dismissSheet),
        .app(.showPrimary), .app(.hidePrimary),
      ])
    #expect(s.events.allSatisfy { $0.time == .zero })
  }

  @Test func acceptsWindowsLineEndingsAndTabs() throws {
    let s = try Scenario.parse("device:\tipad\r\n@0ms\ttap\tback\r\n", path: "w.nav")
    #expect(s.device == .ipad)
    #expect(s.events == [ScenarioEvent(.zero, .tap(.back))])
  }

  @Test func declaredScreensReplaceTheSeedNames() throws {
    let text = "screen: home: link about\nscreen: about\n@0ms tap link about\n@0ms app push home"
    let s = try Scenario.parse(text, path: "s.nav")
    #expect(s.screenNames == ["home", "about"])
    #expect(throws: ScenarioDiagnostics.self) {
      try Scenario.parse("screen: home\n@0ms tap link detail", path: "s.nav")
    }
  }

  // MARK: - Errors

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { message }
  }

  static let errorCases: [ErrorCase] = [
    .init(text: "nmae: x", line: 1, column: 1, message: "unknown key 'nmae'; did you mean 'name'?"),
    .init(
      text: "profile: ios16\n  profile: ios13", line: 2, column: 3,
      message: "repeated key 'profile' (first given on line 1); "
        + "only expect, screen and set repeat"),
    .init(
      text: "@0ms rotate\ndevice: ipad", line: 2, column: 1,
      message: "header 'device' after an event; headers come before the first event line"),
    .init(
      text: "@0ms swipe-bak 0.7 over 100ms", line: 1, column: 6,
      message: "unknown action 'swipe-bak'; did you mean 'swipe-back'?"),
    .init(
      text: "@350ms rotate\n@200ms rotate", line: 2, column: 1,
      message: "time goes backwards: @200ms after @350ms"),
    .init(
      text: "@100ms rotate\n+250ms rotate\n@0.3s rotate", line: 3, column: 1,
      message: "time goes backwards: @300ms after @350ms"),
    .init(
      text: "@0ms swipe-back move 1.5", line: 1, column: 22,
      message: "progress must be between 0 and 1, found '1.5'"),
    .init(
      text: "@0ms drag-sheet -0.1 over 10ms", line: 1, column: 17,
      message: "progress must be between 0 and 1, found '-0.1'"),
    .init(
      text: "@0ms drag-sheet move 0.x", line: 1, column: 22,
      message:
        "bad number '0.x'; write digits with an optional '-' and decimals, like '0.6' or '900'"),
    .init(
      text: "@0ms swipe-back end velocity 1e3", line: 1, column: 30,
      message:
        "bad number '1e3'; write digits with an optional '-' and decimals, like '0.6' or '900'"),
    .init(
      text: "@0ms tap", line: 1, column: 10,
      message: "missing argument after 'tap': expected a target: link NAME, back, custom-back, "
        + "show-sheet, close-sheet, sheet NAME, cover NAME, alert, dialog, ok, cancel, tab NAME, "
        + "sidebar-toggle"),
    .init(
      text: "@0ms tap link", line: 1, column: 15,
      message: "missing argument after 'link': expected a screen name"),
    .init(
      text: "@5ms", line: 1, column: 6,
      message:
        "missing argument after '@5ms': expected an action "
        + "(tap, swipe-back, drag-sheet, content-swipe, zoom-dismiss, rotate, app)"
    ),
    .init(
      text: "@0ms rotate now", line: 1, column: 13,
      message: "unexpected 'now' at the end of the line"),
    .init(
      text: "@0ms tap back  twice # comment", line: 1, column: 16,
      message: "unexpected 'twice' at the end of the line"),
    .init(
      text: "device: ipad mini", line: 1, column: 14,
      message: "unexpected 'mini' at the end of the line"),
    .init(
      text: "@5sec rotate", line: 1, column: 2,
      message: "unknown unit 'sec' in '5sec'; use us, ms, s or f"),
    .init(
      text: "@5mz rotate", line: 1, column: 2,
      message: "unknown unit 'mz' in '5mz'; did you mean 'ms'?"),
    .init(
      text: "@350 rotate", line: 1, column: 2,
      message: "missing unit in '350'; use us, ms, s or f"),
    .init(
      text: "@1.5us rotate", line: 1, column: 2, message: "'us' takes a whole number, found '1.5us'"
    ),
    .init(
      text: "@1.5f rotate", line: 1, column: 2, message: "'f' takes a whole number, found '1.5f'"),
    .init(
      text: "@x rotate", line: 1, column: 2,
      message: "bad time 'x'; write a number and a unit, like '350ms', '0.5s', '120us' or '3f'"),
    .init(
      text: "@ rotate", line: 1, column: 2,
      message: "missing argument after '@': expected a time like '350ms'"),
    .init(
      text: "@99999999999999999999999ms rotate", line: 1, column: 2,
      message: "value too large: '99999999999999999999999ms' (the most is 86400000ms)"),
    .init(
      text: "@86400s rotate\n+1us rotate", line: 2, column: 1,
      message: "value too large: '+1us' (the most is @86400000ms)"),
    .init(
      text: "@0ms swipe-back 1 over 61s", line: 1, column: 24,
      message: "value too large: '61s' (the most is 60000ms)"),
    .init(
      text: "@0ms swipe-back end velocity 1\(String(repeating: "0", count: 400))", line: 1,
      column: 30,
      message:
        "value too large: '1\(String(repeating: "0", count: 400))' (the most is about 1.8e308)"),
    .init(
      text: "start: root > detial", line: 1, column: 15,
      message: "unknown screen 'detial'; did you mean 'detail'?"),
    .init(
      text: "screen: home: link about\nscreen: info", line: 1, column: 20,
      message: "unknown screen 'about'; the screens are home, info"),
    .init(
      text: "@0ms tap link detial", line: 1, column: 15,
      message: "unknown screen 'detial'; did you mean 'detail'?"),
    .init(
      text: "@0ms app push settings", line: 1, column: 15,
      message: "unknown screen 'settings'; the screens are root, detail"),
    .init(
      text: "expect: screen rot", line: 1, column: 16,
      message: "unknown screen 'rot'; did you mean 'root'?"),
    .init(
      text: "start: detail", line: 1, column: 8,
      message: "start must begin with the root screen 'root', found 'detail'"),
    .init(
      text: "start: root >", line: 1, column: 14,
      message: "missing argument after '>': expected a screen name"),
    .init(
      text: "start: " + Array(repeating: "root", count: 33).joined(separator: ">"), line: 1,
      column: 168, message: "too many screens in start (the most is 32)"),
    .init(
      text: "profile: ios19", line: 1, column: 10,
      message: "unknown profile 'ios19'; did you mean 'ios17'?"),
    .init(
      text: "device: ipone", line: 1, column: 9,
      message: "unknown device 'ipone'; did you mean 'iphone'?"),
    .init(
      text: "orientation: landscpe", line: 1, column: 14,
      message: "unknown orientation 'landscpe'; did you mean 'landscape'?"),
    .init(
      text: "container: splt", line: 1, column: 12,
      message: "unknown container 'splt'; did you mean 'split'?"),
    .init(
      text: "back-button: hidden-tolbar", line: 1, column: 14,
      message: "unknown back-button style 'hidden-tolbar'; did you mean 'hidden-toolbar'?"),
    .init(
      text: "mitigation: gesture-mask,guard-presnted", line: 1, column: 26,
      message: "unknown mitigation 'guard-presnted'; did you mean 'guard-presented'?"),
    .init(
      text: "mitigation: none, gesture-mask", line: 1, column: 13,
      message: "'none' cannot be combined with other mitigations"),
    .init(
      text: "mitigation: gesture-mask, gesture-mask", line: 1, column: 27,
      message: "mitigation 'gesture-mask' given twice"),
    .init(
      text: "mitigation: gesture-mask,", line: 1, column: 26,
      message: "missing argument after ',': expected a mitigation name"),
    .init(
      text: "set: stat-lag=1s", line: 1, column: 6,
      message: "unknown setting 'stat-lag'; did you mean 'stateLag'?"),
    .init(
      text: "set: fps=0", line: 1, column: 10,
      message: "'fps' must be a whole number between 1 and 1000, found '0'"),
    .init(
      text: "set: push=350", line: 1, column: 11,
      message: "missing unit in '350'; use us, ms or s"),
    .init(
      text: "set: push=3f", line: 1, column: 11,
      message: "unknown unit 'f' in '3f'; use us, ms or s"),
    .init(
      text: "set: push 350ms", line: 1, column: 10,
      message: "missing argument after 'push': expected '=VALUE'"),
    .init(
      text: "set: pop=1s\nset: pop=2s", line: 2, column: 6,
      message: "setting 'pop' given twice (first on line 1)"),
    .init(
      text: "screen: home: link home\nscreen: home", line: 2, column: 9,
      message: "screen 'home' given twice (first on line 1)"),
    .init(
      text: "screen: a/b", line: 1, column: 9,
      message: "bad screen name 'a/b'; names use letters, digits, '-', '_' and '.'"),
    .init(
      text: "screen: home: lnk about", line: 1, column: 15,
      message: "unknown screen item 'lnk'; did you mean 'link'?"),
    .init(
      text: "screen: home: sheet, sheet", line: 1, column: 22, message: "item 'sheet' given twice"),
    .init(
      text: "expect: ok\nexpect: lockup", line: 2, column: 9,
      message: "'expect: lockup' conflicts with 'expect: ok' on line 1"),
    .init(
      text: "expect: sheet shown\nexpect: sheet hidden", line: 2, column: 9,
      message: "'expect: sheet hidden' conflicts with 'expect: sheet shown' on line 1"),
    .init(
      text: "expect: hang\nexpect: hang", line: 2, column: 9,
      message: "expectation 'hang' given twice (first on line 1)"),
    .init(
      text: "expect: hang recoverable", line: 1, column: 14,
      message: "only a lockup or a dead end can be 'recoverable', found 'hang recoverable'"),
    .init(
      text: "expect: lockup recovrable", line: 1, column: 16,
      message: "unexpected 'recovrable' at the end of the line; did you mean 'recoverable'?"),
    .init(
      text: "expect: lokcup", line: 1, column: 9,
      message: "unknown expectation 'lokcup'; did you mean 'lockup'?"),
    .init(
      text: "expect: sheet up", line: 1, column: 15,
      message: "unknown sheet state 'up'"),
    .init(text: "name:", line: 1, column: 6, message: "missing value for 'name'"),
    .init(
      text: "name:   # only a comment", line: 1, column: 6, message: "missing value for 'name'"),
    .init(
      text: "hello world", line: 1, column: 1,
      message:
        "expected a header 'key: value' or an event line starting with '@' or '+', found 'hello'"),
    .init(
      text: "  tap back", line: 1, column: 3,
      message: "missing time before 'tap'; event lines start with '@T' or '+T' (like '@0ms')"),
    .init(
      text: "@0ms swipe-back 0.5 ovr 100ms", line: 1, column: 21,
      message: "expected 'over', found 'ovr'; did you mean 'over'?"),
    .init(
      text: "@0ms swipe-back 0.5 over 100ms velcity 3", line: 1, column: 32,
      message: "expected 'velocity', found 'velcity'; did you mean 'velocity'?"),
    .init(
      text: "@0ms swipe-back 0.5", line: 1, column: 21,
      message: "missing argument after '0.5': expected 'over D' (a duration like '120ms')"),
    .init(
      text: "@0ms tap bak", line: 1, column: 10,
      message: "unknown tap target 'bak'; did you mean 'back'?"),
    .init(
      text: "@0ms app pop-to-rot", line: 1, column: 10,
      message: "unknown app action 'pop-to-rot'; did you mean 'pop-to-root'?"),
    .init(
      text: "@0ms drag-sheet bgein", line: 1, column: 17,
      message: "unknown gesture step 'bgein'; did you mean 'begin'?"),
    .init(
      text: "@0ms", line: 1, column: 6,
      message:
        "missing argument after '@0ms': expected an action (tap, swipe-back, drag-sheet, "
        + "content-swipe, zoom-dismiss, rotate, app)"),
    .init(
      text: "@0ms finger 2:", line: 1, column: 16,
      message:
        "missing argument after '2:': expected a finger's action (tap, swipe-back, drag-sheet, "
        + "content-swipe, zoom-dismiss)"),
    .init(
      text: "@0ms zoom-dismis 1 over 100ms", line: 1, column: 6,
      message: "unknown action 'zoom-dismis'; did you mean 'zoom-dismiss'?"),
  ]

  @Test(arguments: errorCases) func reportsTheProblem(_ c: ErrorCase) {
    do {
      let s = try Scenario.parse(c.text, path: "case.nav")
      Issue.record("parsed without error: \(s)")
    } catch {
      #expect(error.problems.count == 1, "\(error)")
      let problem = error.problems.first
      #expect(problem?.line == c.line, "\(error)")
      #expect(problem?.column == c.column, "\(error)")
      #expect(problem?.error.description == c.message)
    }
  }

  @Test func reportsEveryProblemOfAFileInLineOrder() {
    let text = """
      # header comment
      nmae: x
      profile: ios17
      device: ipone
      screen: home: link nowhere
      @200ms tap show-sheet
      @100ms swipe-bak 0.7 over 100ms
      +1f drag-sheet 1.2 over 10ms
      +2f tap link home
      """
    do {
      _ = try Scenario.parse(text, path: "many.nav")
      Issue.record("parsed without error")
    } catch {
      let located = error.problems.map { [$0.line, $0.column] }
      #expect(located == [[2, 1], [4, 9], [5, 20], [7, 1], [7, 8], [8, 16]], "\(error)")
      #expect(error.path == "many.nav")
    }
  }

  @Test func reportsATimeAndAnActionProblemOnOneLine() {
    #expect(throws: ScenarioDiagnostics.self) { try Scenario.parse("@1x tapp", path: "x") }
    do {
      _ = try Scenario.parse("@1x tapp", path: "x")
    } catch {
      #expect(error.problems.map(\.column) == [2, 5])
    }
  }

  // MARK: - Line ends and the byte order mark

  /// The seed file with `\n` line ends replaced by `ending`: the same scenario either way.
  @Test(arguments: ["\r", "\r\n", "\n"])
  func everyLineEndReadsTheSameScenario(ending: String) throws {
    let text = Self.seedFile.replacingOccurrences(of: "\n", with: ending)
    let expected = try Scenario.parse(Self.seedFile, path: "seed.nav")
    let s = try Scenario.parse(text, path: "seed.nav")
    #expect(s == expected)
    #expect(s.expectations == [.finding(.lockup)])
    #expect(s.events.count == 3)
  }

  @Test func lineNumbersCountLoneCarriageReturns() {
    do {
      _ = try Scenario.parse("name: x\rexpect: lockdown\r\n@0ms tap back\r", path: "cr.nav")
      Issue.record("parsed")
    } catch {
      #expect(error.problems.map(\.line) == [2])
      #expect(error.problems.map(\.column) == [9])
      #expect(error.problems.map(\.sourceLine) == ["expect: lockdown"])
    }
  }

  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let s = try Scenario.parse("\u{FEFF}name: bom\nexpect: ok\n", path: "bom.nav")
    #expect(s.name == "bom")
    #expect(s.expectations == [.ok])
    do {
      _ = try Scenario.parse("\u{FEFF}stat: x\n", path: "bom.nav")
      Issue.record("parsed")
    } catch {
      // The column counts from after the mark, and the key has no invisible prefix.
      #expect(error.problems.map(\.column) == [1])
      #expect(error.problems.first?.error == .unknownKey("stat", suggestion: "start"))
    }
  }

  @Test func aFileToCheckWithNoEventAndNoExpectationIsAnError() throws {
    // The lone-CR case of the issue, had its line ends not been seen: one `name:` line.
    for text in ["name: x\n", "", "# only a comment\n", "mitigation: none\nstart: root > detail\n"]
    {
      #expect(throws: ScenarioDiagnostics.self, "\(text)") {
        try Scenario.parseCheckable(text, path: "empty.nav")
      }
    }
    #expect(throws: Never.self) { try Scenario.parseCheckable("expect: ok\n", path: "a.nav") }
    #expect(throws: Never.self) { try Scenario.parseCheckable("@0ms rotate\n", path: "a.nav") }
  }
}
