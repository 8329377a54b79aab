import Testing

@testable import NavSimCore
@testable import NavSimReporting

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
}
