import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct ScenarioConfigurationTests {
  @Test func compilesTheHeader() throws {
    let s = try Scenario.parse(
      """
      profile: fixed
      device: ipad
      orientation: landscape
      container: split
      mitigation: guard-coordinator
      back-button: hidden-toolbar
      set: stateLag=1s, fps=120
      start: home > info
      screen: home: link info, sheet
      screen: info: link home
      """, path: "c.nav")
    let c = try s.configuration()
    var expected = Configuration()
    expected.profile = .fixed
    expected.profile.stateLag = 1_000_000
    expected.profile.fps = 120
    expected.device = .ipad
    expected.orientation = .landscape
    expected.container = .split
    expected.mitigations = Mitigations([.guardCoordinator])
    expected.backButton = .hiddenToolbar
    expected.start = [0, 1]
    expected.app = App(screens: [
      Screen(name: "home", links: [1], hasSheet: true), Screen(name: "info", links: [0]),
    ])
    #expect(c == expected)
  }

  @Test func theDefaultFileIsTheDefaultConfiguration() throws {
    #expect(try Scenario().configuration() == Configuration())
    #expect(try Scenario.parse("start: root > detail", path: "s").configuration().start == [0, 1])
  }

  @Test func reportsUnknownNamesOfAScenarioBuiltInCode() {
    var s = Scenario(profile: "ios99", start: ["detail"])
    s.events = [ScenarioEvent(.zero, .tap(.link("nowhere")))]
    s.settings = [.init("lag", 1)]
    do {
      _ = try s.configuration()
      Issue.record("compiled")
    } catch {
      #expect(
        error.problems.map(\.error) == [
          .unknownValue(what: "profile", value: "ios99", suggestion: nil),
          .unknownValue(what: "setting", value: "lag", suggestion: nil),
          .startNotAtRoot("detail", root: "root"),
          .unknownScreen("nowhere", suggestion: nil, known: ["root", "detail"]),
        ])
    }
  }

  @Test func resolvesNamesAndKeepsStepsAsWritten() throws {
    let s = try Scenario.parse(
      """
      @0ms tap link detail
      @10ms swipe-back begin
      @10ms swipe-back move 0.5
      @20ms swipe-back end velocity 300
      @20ms app push detail
      @30ms drag-sheet cancel
      """, path: "r.nav")
    let inputs = s.inputs(for: try s.configuration())
    #expect(
      inputs == [
        TimedInput(.zero, .tap(.link(1))),
        TimedInput(VirtualTime(microseconds: 10_000), .swipeBack(.begin)),
        TimedInput(VirtualTime(microseconds: 10_000), .swipeBack(.move(0.5))),
        TimedInput(VirtualTime(microseconds: 20_000), .swipeBack(.end(velocity: 300))),
        TimedInput(VirtualTime(microseconds: 20_000), .app(.push(1))),
        TimedInput(VirtualTime(microseconds: 30_000), .dragSheet(.cancel)),
      ])
  }

  @Test(arguments: [
    (Int64(60), "1 over 100ms"), (120, "0.7 over 250ms velocity 600"),
    (30, "0.5 over 1s"), (60, "1 over 16.666ms"), (1000, "0.3 over 7.5ms"),
  ])
  func shorthandMovesOncePerFrame(_ fps: Int64, _ stroke: String) throws {
    let s = try Scenario.parse(
      "set: fps=\(fps)\n@5ms swipe-back \(stroke)\n", path: "stroke.nav")
    let inputs = s.inputs(for: try s.configuration())
    guard case .swipeBack(.stroke(let p, let d, let v)) = s.events[0].action else {
      Issue.record("not a stroke")
      return
    }
    let clock = FrameClock(fps: fps)
    let start = Int64(5_000)
    let end = start + d.microseconds
    #expect(inputs.first == TimedInput(VirtualTime(microseconds: start), .swipeBack(.begin)))
    let moves = inputs.dropFirst().dropLast(2)
    // One move on every frame boundary strictly inside the stroke, and nothing else.
    var boundaries: [Int64] = []
    var k = clock.firstFrame(atOrAfter: start + 1)
    while clock.boundary(k) < end {
      boundaries.append(clock.boundary(k))
      k += 1
    }
    #expect(moves.map(\.time.microseconds) == boundaries)
    for move in moves {
      guard case .swipeBack(.move(let q)) = move.input else {
        Issue.record("not a move: \(move)")
        continue
      }
      let expected = p * Double(move.time.microseconds - start) / Double(d.microseconds)
      #expect(abs(q - expected) < 1e-12)
    }
    let mean = p * 390 / (Double(d.microseconds) / 1_000_000)
    #expect(
      inputs.suffix(2) == [
        TimedInput(VirtualTime(microseconds: end), .swipeBack(.move(p))),
        TimedInput(VirtualTime(microseconds: end), .swipeBack(.end(velocity: v ?? mean))),
      ])
  }

  @Test func dragExtentIsTheScreenHeight() throws {
    let s = try Scenario.parse(
      "device: ipad\norientation: landscape\n@0ms drag-sheet 1 over 1s", path: "d.nav")
    let last = s.inputs(for: try s.configuration()).last
    #expect(
      last == TimedInput(VirtualTime(microseconds: 1_000_000), .dragSheet(.end(velocity: 820))))
  }

  @Test func strokeStepsInterleaveWithLaterLinesInFileOrder() throws {
    let s = try Scenario.parse(
      """
      @0ms swipe-back 1 over 50ms
      @16.666ms tap back
      @50ms rotate
      """, path: "i.nav")
    let inputs = s.inputs(for: try s.configuration())
    let expected: [Input] = [
      .swipeBack(.begin), .swipeBack(.move(16_666.0 / 50_000)), .tap(.back),
      .swipeBack(.move(33_333.0 / 50_000)), .swipeBack(.move(1)),
      .swipeBack(.end(velocity: 7_800)), .rotate,
    ]
    #expect(inputs.map(\.input) == expected)
    #expect(inputs.map(\.time.microseconds) == [0, 16_666, 16_666, 33_333, 50_000, 50_000, 50_000])
  }

  @Test func buildsAScenarioFromARunThatReadsBackTheSame() throws {
    for seed in UInt64(0)..<300 {
      var generator = ScenarioGenerator(seed: seed)
      let written = generator.scenario()
      guard let configuration = try? written.configuration() else {
        Issue.record("seed \(seed): generated scenario does not compile")
        continue
      }
      let inputs = written.inputs(for: configuration)
      let scenario = Scenario(
        configuration: configuration, inputs: inputs, comments: ["seed \(seed)"],
        expectations: written.expectations)
      let text = scenario.canonicalText()
      do {
        let read = try Scenario.parse(text, path: "seed-\(seed).nav")
        let same = read == scenario
        #expect(same, "seed \(seed): reads back differently:\n\(text)")
        #expect(try read.configuration() == configuration, "seed \(seed)")
        #expect(read.inputs(for: configuration) == inputs, "seed \(seed)")
      } catch {
        Issue.record("seed \(seed): \(error)\n\(text)")
      }
    }
  }

  @Test func omitsDefaultsWhenBuiltFromTheDefaultConfiguration() {
    let s = Scenario(
      configuration: Configuration(),
      inputs: [
        TimedInput(VirtualTime(microseconds: 1_266_666), .swipeBack(.end(velocity: 600))),
        TimedInput(.zero, .tap(.showSheet)),
      ], comments: ["seed 42 run 7"])
    #expect(
      s.canonicalText() == """
        # seed 42 run 7

        @0ms tap show-sheet
        @1266.666ms swipe-back end velocity 600

        """)
  }
}
