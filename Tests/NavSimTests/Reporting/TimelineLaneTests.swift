import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario

/// The lane table the three timelines read: every actor has its one column, and a state lane
/// tells its states apart (a change of state ends a bar in the SVG and a slice in the trace).
@Suite struct TimelineLaneTests {
  @Test func everyActorHasOneColumnInTheOrderOfItsCases() {
    #expect(TimelineLane.columns.map(\.actor) == Actor.allCases)
    #expect(Timeline.lanes.map(\.header) == ["in", "nav", "sht", "msk", "lck", "spl"])
    for lane in TimelineLane.all {
      let first = TimelineLane.all.first { $0.actor == lane.actor }
      #expect((lane.column != nil) == (first?.name == lane.name), "\(lane.name)")
    }
  }

  @Test func aTransitionOrAPresentationIsIdleOnlyWhenNone() {
    let transitions = (0...UInt8.max).compactMap(Transition.init(rawValue:))
    let states = transitions.map(LaneState.transition)
    #expect(states.filter { $0 == nil }.count == 1)
    #expect(Set(states.compactMap(\.self)).count == transitions.count - 1)
    let presentations = (0...UInt8.max).compactMap(Presentation.init(rawValue:))
    let sheets = presentations.map(LaneState.presentation)
    #expect(sheets.filter { $0 == nil }.count == 1)
    #expect(Set(sheets.compactMap(\.self)).count == presentations.count - 1)
  }

  /// The SVG timeline's lanes of a run of `text`.
  static func laneNames(_ text: String) throws -> [String] {
    let outcome = try Scenario.parse(text, path: "lanes.nav").replay(recordingTrace: true)
    return SVGTimeline(outcome.result.trace).lanes().map(\.name)
  }

  /// A tree app's run gets a lane per container it used: a tab app one per tab's stack, a
  /// sheet holding its own stack one for its level and one for that stack; the seed app (one
  /// stack, one plain sheet) none beyond the table's.
  @Test func aTreeAppGetsALanePerContainerAndTheSeedAppNone() throws {
    let seed = try Self.laneNames("start: root > detail\n\n@0ms tap show-sheet\n")
    #expect(!seed.contains { $0.hasPrefix("tab ") || $0.hasPrefix("level ") }, "\(seed)")
    let tabs = try Self.laneNames(
      """
      tabs: a, b
      screen: a: link d
      screen: b
      screen: d: sheet

      @0ms tap link d
      +600ms tap tab b
      """)
    #expect(tabs.contains("tab 1's stack") && tabs.contains("tab 2's stack"), "\(tabs)")
    #expect(!tabs.contains { $0.hasPrefix("level ") }, "\(tabs)")
    let sheet = try Self.laneNames(
      """
      screen: root: sheet s stack
      screen: s: link d
      screen: d: sheet

      @0ms tap sheet s
      +700ms tap link d
      """)
    #expect(sheet.contains("level 1") && sheet.contains("level 1's stack"), "\(sheet)")
    #expect(!sheet.contains { $0.hasPrefix("tab ") }, "\(sheet)")
  }

  /// A level's lane follows that level, and its stack's lane that stack's transition, whatever
  /// the stack the user sees: a push inside the sheet shows on the level's stack lane.
  @Test func aPushInsideASheetShowsOnItsLevelsStackLane() throws {
    let outcome = try Scenario.parse(
      """
      screen: root: sheet s stack
      screen: s: link d
      screen: d: sheet

      @0ms tap sheet s
      +700ms tap link d
      """, path: "lanes.nav"
    ).replay(recordingTrace: true)
    let lanes = SVGTimeline(outcome.result.trace).lanes()
    let stack = try #require(lanes.first { $0.name == "level 1's stack" })
    #expect(stack.bars.map(\.label) == ["push"])
    let level = try #require(lanes.first { $0.name == "level 1" })
    #expect(level.bars.map(\.label) == ["presenting", "on screen"])
  }
}
