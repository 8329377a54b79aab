import Testing

@testable import NavSimCore
@testable import NavSimScenario

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
    // Gesture steps are model-level lines: the grammar reads them, a finger does not make them.
    let s = try Scenario.parse(
      """
      @0ms tap link detail
      @10ms swipe-back begin
      @10ms swipe-back move 0.5
      @20ms swipe-back end velocity 300
      @20ms app push detail
      @30ms drag-sheet cancel
      """, path: "r.nav", performable: false)
    let inputs = s.inputs(for: try s.configuration())
    #expect(
      inputs == [
        TimedInput(.zero, .press(.link(1))),
        TimedInput(VirtualTime(microseconds: 10_000), .gesture(.swipeBack, .begin)),
        TimedInput(VirtualTime(microseconds: 10_000), .gesture(.swipeBack, .move(0.5))),
        TimedInput(VirtualTime(microseconds: 20_000), .app(.push(1))),
        TimedInput(VirtualTime(microseconds: 20_000), .gesture(.swipeBack, .end(velocity: 300))),
        TimedInput(VirtualTime(microseconds: 30_000), .gesture(.dragSheet, .cancel)),
        // The tap acts at its touch-up, 80 ms later, delivered at the next frame.
        TimedInput(VirtualTime(microseconds: 83_333), .tap(.link(1))),
      ])
  }

  /// A stroke as a finger makes it (docs/MODEL.md §10.2, §4): touch-down at the first frame at or after
  /// its time; the recogniser begins at the frame after the finger moved `slop`; then one move
  /// per frame at the finger's position; at the frame of the lift, the final progress and the
  /// release velocity (the last frame's speed; the mean speed for a straight stroke).
  @Test(arguments: [
    (Int64(60), "1 over 100ms"), (120, "0.7 over 250ms velocity 600"),
    (30, "0.5 over 1s"), (60, "0.1 over 16.666ms"), (1000, "0.05 over 7.5ms"),
  ])
  func shorthandMovesOncePerFrame(_ fps: Int64, _ stroke: String) throws {
    let s = try Scenario.parse(
      "set: fps=\(fps)\n@5ms swipe-back \(stroke)\n", path: "stroke.nav")
    let config = try s.configuration()
    let inputs = s.inputs(for: config)
    guard case .gesture(.swipeBack, .stroke(let p, let d, let v)) = s.events[0].action else {
      Issue.record("not a stroke")
      return
    }
    let clock = FrameClock(fps: fps)
    let start = Int64(5_000)
    let end = start + d.microseconds
    let width = 390.0
    let physics = TouchPhysics(config)
    let path = physics.path(.swipeBack, progress: p, duration: d.microseconds, velocity: v)
    let crossing = try #require(path.first(reaching: 10))
    #expect(path.position(crossing) >= 10 - 1e-9)
    #expect(crossing == 0 || path.position(crossing - 1) < 10)
    let down = clock.boundary(atOrAfter: start)
    let begin = clock.boundary(atOrAfter: start + crossing)
    let up = clock.boundary(atOrAfter: end)
    #expect(
      inputs.first == TimedInput(VirtualTime(microseconds: down), .gesture(.swipeBack, .down)))
    #expect(
      inputs.dropFirst().first
        == TimedInput(VirtualTime(microseconds: begin), .gesture(.swipeBack, .begin)))
    let moves = inputs.dropFirst(2).dropLast(2)
    var boundaries: [Int64] = []
    var k = clock.firstFrame(atOrAfter: begin)
    while clock.boundary(k) < up {
      boundaries.append(clock.boundary(k))
      k += 1
    }
    #expect(moves.map(\.time.microseconds) == boundaries)
    for move in moves {
      guard case .gesture(.swipeBack, .move(let q)) = move.input else {
        Issue.record("not a move: \(move)")
        continue
      }
      let expected = path.position(move.time.microseconds - start) / width
      #expect(abs(q - expected) < 1e-12)
      #expect(q >= 0 && q <= p + 1e-12)
    }
    let mean = p * width / (Double(d.microseconds) / 1_000_000)
    #expect(
      inputs.suffix(2) == [
        TimedInput(VirtualTime(microseconds: up), .gesture(.swipeBack, .move(p))),
        TimedInput(VirtualTime(microseconds: up), .gesture(.swipeBack, .end(velocity: v ?? mean))),
      ])
    // The release velocity is the finger's speed over the last frame.
    let frame = clock.frameDuration
    let lastFrame = path.position(d.microseconds) - path.position(d.microseconds - frame)
    #expect(abs(lastFrame / (Double(frame) / 1_000_000) - (v ?? mean)) < 1)
  }

  @Test func dragExtentIsTheScreenHeight() throws {
    let s = try Scenario.parse(
      "device: ipad\norientation: landscape\n@0ms drag-sheet 1 over 1s", path: "d.nav")
    let last = s.inputs(for: try s.configuration()).last
    #expect(
      last
        == TimedInput(
          VirtualTime(microseconds: 1_000_000), .gesture(.dragSheet, .end(velocity: 820))))
  }

  /// Touch changes wait for the frame; other fingers' and app inputs interleave by time, then
  /// finger order; an app input acts at its own time.
  @Test func strokeStepsInterleaveWithLaterLinesInFileOrder() throws {
    let s = try Scenario.parse(
      """
      @0ms swipe-back 0.5 over 100ms
      @10ms finger 2: tap back
      @50ms app pop
      """, path: "i.nav")
    let inputs = s.inputs(for: try s.configuration())
    let times = inputs.map(\.time.microseconds)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(inputs.first?.input == .gesture(.swipeBack, .down))
    #expect(inputs.contains(TimedInput(VirtualTime(microseconds: 50_000), .app(.pop))))
    #expect(inputs.contains(TimedInput(VirtualTime(microseconds: 16_666), .press(.back))))
    #expect(inputs.contains(TimedInput(VirtualTime(microseconds: 100_000), .tap(.back))))
    // At 100 ms finger 1's move comes before finger 2's touch-up.
    let at100 = inputs.filter { $0.time.microseconds == 100_000 }.map(\.input)
    #expect(
      at100 == [
        .gesture(.swipeBack, .move(0.5)), .gesture(.swipeBack, .end(velocity: 1950)), .tap(.back),
      ])
  }

  /// `touchOrder=1` (the [A] alternative) hands later fingers' changes first.
  @Test func reversedTouchOrderHandsLaterFingersFirst() throws {
    let s = try Scenario.parse(
      """
      set: touchOrder=1
      @0ms swipe-back 0.5 over 100ms
      @10ms finger 2: tap back
      """, path: "i.nav")
    let at100 = s.inputs(for: try s.configuration()).filter { $0.time.microseconds == 100_000 }
    #expect(
      at100.map(\.input) == [
        .tap(.back), .gesture(.swipeBack, .move(0.5)), .gesture(.swipeBack, .end(velocity: 1950)),
      ])
  }

  @Test func buildsAScenarioFromARunThatReadsBackTheSame() throws {
    for seed in UInt64(0)..<300 {
      var generator = ScenarioGenerator(seed: seed)
      let written = generator.scenario()
      guard let configuration = try? written.configuration() else {
        Issue.record("seed \(seed): generated scenario does not compile")
        continue
      }
      let touches = written.touches(for: configuration)
      let scenario = Scenario(
        configuration: configuration, touches: touches, comments: ["seed \(seed)"],
        expectations: written.expectations)
      let text = scenario.canonicalText()
      do {
        // The grammar alone: generated events are random, not what a finger can do.
        let read = try Scenario.parse(text, path: "seed-\(seed).nav", performable: false)
        let same = read == scenario
        #expect(same, "seed \(seed): reads back differently:\n\(text)")
        #expect(try read.configuration() == configuration, "seed \(seed)")
        #expect(read.touches(for: configuration) == touches, "seed \(seed)")
        #expect(
          read.inputs(for: configuration) == TouchPhysics(configuration).inputs(touches),
          "seed \(seed)")
      } catch {
        Issue.record("seed \(seed): \(error)\n\(text)")
      }
    }
  }

  /// The app inputs an app file names (`app-inputs:`, `none` included) are the app's, so a file
  /// written from its configuration (a finding, a counterexample) says them again; a file that
  /// names none leaves the line out (every kind).
  @Test func theAppsOwnInputsAreWrittenBackFromItsConfiguration() throws {
    let screens = "screen: home: link info\nscreen: info: sheet\nscreen: leaf\n"
    for line in ["app-inputs: push leaf, pop\n", "app-inputs: none\n", ""] {
      let text = line + "deep-links: push info\n" + screens
      let config = try Scenario.parse(text, path: "a.nav").configuration()
      let written = Scenario(configuration: config, inputs: []).canonicalText()
      #expect(written == text, "\(written)")
      #expect(try Scenario.parse(written, path: "b.nav").configuration() == config)
    }
    let config = try Scenario.parse("app-inputs: pop, push leaf\n" + screens, path: "c.nav")
      .configuration()
    #expect(config.app.appInputs == [.pop, .push(2)])
    #expect(try Scenario.parse(screens, path: "d.nav").configuration().app.appInputs == nil)
  }

  @Test func omitsDefaultsWhenBuiltFromTheDefaultConfiguration() {
    let s = Scenario(
      configuration: Configuration(),
      inputs: [
        TimedInput(VirtualTime(microseconds: 1_266_666), .gesture(.swipeBack, .end(velocity: 600))),
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
