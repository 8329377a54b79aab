import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The tree (docs/MODEL.md §3.1): the same rules on every stack and presenter. The seed race is
/// written once, as touches, and replayed on a pushed screen of every kind of stack a
/// generated app can have; nothing in the model knows which.
@Suite struct NavigationModelTreeTests {
  /// The seed race's touches from a pushed screen that shows the seed's sheet.
  static let race = """
    @0ms tap show-sheet
    +1100ms drag-sheet 0.2 over 150ms
    +400ms swipe-back 0.6 over 90ms
    """

  static func findings(_ text: String) throws -> [FindingKind] {
    let scenario = try Scenario.parse(text, path: "tree.nav")
    return try scenario.replay().findings.map(\.kind)
  }

  /// A screen whose sheet shows it again, presented past the deepest level a stack reference
  /// names: the levels stop there, and the visible stack stays the top level's (a 64th level
  /// would have read and written the root's stack).
  @Test func presentationsStopAtTheDeepestLevel() throws {
    let scenario = try Scenario.parse("screen: s: sheet s stack\n", path: "tree.nav")
    var model = NavigationModel(try scenario.configuration())
    for _ in 0..<(StackRef.maxLevel + 5) {
      _ = model.apply(.app(.present(0)))
      _ = model.runUntilQuiescent(limit: model.now + VirtualDuration(microseconds: 10_000_000))
    }
    #expect(model.state.levels.count == StackRef.maxLevel)
    #expect(model.state.visibleRef == .level(StackRef.maxLevel))
    #expect(model.state.root.stack.count == 1)
  }

  /// The race inside tab `i` of an app with `n` tabs.
  @Test(arguments: [(2, 0), (2, 1), (3, 2), (5, 3)])
  func theSeedRaceKillsTheStackOfAnyTab(_ shape: (tabs: Int, tab: Int)) throws {
    let names = (0..<shape.tabs).map { "t\($0)" }
    var text = "tabs: \(names.joined(separator: ", "))\n"
    for name in names { text += "screen: \(name): link \(name)-detail\n" }
    for name in names { text += "screen: \(name)-detail: sheet\n" }
    var touches = shape.tab == 0 ? "" : "@0ms tap tab t\(shape.tab)\n"
    touches += "+500ms tap link t\(shape.tab)-detail\n"
    touches += Self.race.replacingOccurrences(of: "@0ms", with: "+700ms")
    let kinds = try Self.findings(text + "\n" + touches)
    #expect(kinds.contains(.deadStack), "tab \(shape.tab) of \(shape.tabs): \(kinds)")
    #expect(!kinds.contains(.lockup), "the tab bar still works: \(kinds)")
  }

  /// The race inside the own stack of a sheet (or cover) `depth` levels up.
  @Test(arguments: [("sheet", 1), ("sheet", 2), ("cover", 1), ("cover", 3)])
  func theSeedRaceKillsTheStackOfAnyPresentationLevel(_ shape: (kind: String, depth: Int)) throws {
    var text = "screen: root: \(shape.kind) s1 stack\n"
    var touches = "@0ms tap \(shape.kind) s1\n"
    for level in 1...shape.depth {
      let next = level < shape.depth ? ", \(shape.kind) s\(level + 1) stack" : ""
      text += "screen: s\(level): link d\(level)\(next)\n"
      text += "screen: d\(level): sheet\n"
      if level < shape.depth {
        touches += "+700ms tap \(shape.kind) s\(level + 1)\n"
      }
    }
    touches += "+700ms tap link d\(shape.depth)\n"
    touches += Self.race.replacingOccurrences(of: "@0ms", with: "+500ms")
    let kinds = try Self.findings(text + "\n" + touches)
    #expect(kinds.contains(.deadStack), "\(shape): \(kinds)")
    #expect(!kinds.contains(.lockup), "the presentation can still be dismissed: \(kinds)")
  }

  /// Without the interactive dismissal (a programmatic close instead) nothing is dead, in a
  /// tab or in a sheet's stack: the finding comes from R6 + R7, not from the shape.
  @Test func aProgrammaticCloseLeavesEveryStackAlive() throws {
    let tab = """
      tabs: a, b
      screen: a: link d
      screen: b
      screen: d: sheet
      start: a > d

      @0ms tap show-sheet
      +1100ms tap close-sheet
      +400ms swipe-back 0.6 over 90ms
      """
    #expect(try Self.findings(tab).isEmpty)
    let sheet = """
      screen: root: sheet s stack
      screen: s: link d
      screen: d: sheet

      @0ms tap sheet s
      +700ms tap link d
      +500ms tap show-sheet
      +1100ms tap close-sheet
      +400ms swipe-back 0.6 over 90ms
      """
    #expect(try Self.findings(sheet).isEmpty)
  }

  @Test func aTabKeepsItsStackWhileAnotherIsShown() throws {
    let text = """
      tabs: a, b
      screen: a: link d
      screen: b: link e
      screen: d
      screen: e
      expect: screen d

      @0ms tap link d
      +600ms tap tab b
      +400ms tap link e
      +600ms tap tab a
      """
    let outcome = try Scenario.parse(text, path: "t.nav").replay()
    #expect(outcome.passed, "\(outcome.failures)")
    #expect(outcome.result.model.state.tabs[1].stack.count == 2)
  }

  @Test func aSecondSheetOfTheSameScreenWaitsAndAnotherScreensIsDropped() throws {
    let queued = """
      screen: root: sheet a, sheet b
      screen: a
      screen: b
      expect: screen b

      @0ms tap sheet a
      @700ms app present b
      @800ms tap close-sheet
      """
    #expect(try Scenario.parse(queued, path: "q.nav").replay().passed)
    let dropped = """
      screen: root: link d, sheet h
      screen: d: sheet s
      screen: h
      screen: s
      start: root > d
      expect: screen d

      @0ms tap sheet s
      @700ms app present h
      @800ms tap close-sheet
      """
    let outcome = try Scenario.parse(dropped, path: "d.nav").replay()
    #expect(outcome.passed, "\(outcome.failures)")
    #expect(outcome.result.model.state.rulesFired.has(.r27))
  }

  @Test func anItemSheetGivenANewItemIsDismissedAndPresentedAgain() throws {
    let text = """
      screen: root: sheet d item
      screen: d
      expect: sheet shown

      @0ms tap sheet d
      @700ms app present d
      """
    let outcome = try Scenario.parse(text, path: "i.nav").replay()
    #expect(outcome.passed)
    #expect(outcome.result.model.state.rulesFired.has(.r28))
    #expect(outcome.result.model.state.rulesFired.has(.r5))
  }

  /// A sheet dismissed by one finger while another swipes back inside the sheet's own stack:
  /// when the sheet leaves the window its stack's pan is cancelled (docs/MODEL.md §10.2), so
  /// the finger drives nothing more, not the stack of a sheet presented later at the same level.
  /// (A level gone with its pop still active would trap in the debug build's invariant checks,
  /// which this suite runs under.)
  @Test func aPanInsideALevelThatLeavesTheWindowIsCancelled() throws {
    let text = """
      screen: root: sheet editor stack
      screen: editor: link detail
      screen: detail: sheet

      @0ms tap sheet editor
      +900ms tap link detail
      +450ms finger 2: drag-sheet 0.87 over 130ms
      +80ms swipe-back 0.69 over 700ms
      +1000ms tap sheet editor
      """
    let outcome = try Scenario.parse(text, path: "tree.nav").replay(recordingTrace: true)
    let run = outcome.result
    let messages = run.trace.map(\.message)
    let cancelled = try #require(
      messages.firstIndex(of: "swipe-back cancelled: its view left the window"))
    let released = try #require(messages.lastIndex { $0.hasPrefix("swipe-back end") })
    #expect(cancelled < released)
    #expect(messages[released].hasSuffix("nothing there"))
    #expect(outcome.findings.isEmpty)
    #expect(run.model.state.levels.count == 1)
    #expect(run.model.state.levels[0].content.transition == .none)
    #expect(run.model.state[finger: .swipeBack] == .idle)
  }
}
