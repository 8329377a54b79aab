import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario
@testable import NavSimSearch

/// The W3C Actions of `navfuzz export --format appium` read back into touches give the
/// scenario's touches: the same fingers, targets and strokes, every time within a millisecond
/// (the actions' durations are whole milliseconds).
@Suite struct AppiumActionsTests {
  /// How far the read-back touches are from the originals, for one scenario (the worst of its
  /// touches): µs for times, points for travel, pt/s for velocities.
  struct Drift {
    var touches = 0
    var time: Int64 = 0
    var end: Int64 = 0
    var progress = 0.0
    var velocity = 0.0
    var aliased = 0
  }

  /// Compares the touches of `scenario` with its actions read back; returns the drift.
  static func roundTrip(_ scenario: Scenario, _ name: String) throws -> Drift {
    let plan = try DevicePlan(scenario, source: name)
    let app = plan.app.configuration.app
    let physics = TouchPhysics(plan.app.configuration)
    let text = AppiumActions(plan).text
    let read = try AppiumActions.touches(
      from: text, app: app, layout: plan.layout, physics: physics)
    let steps = plan.steps.filter(\.isPerformed)
    #expect(read.count == steps.count, "\(name): \(read.count) touches read, \(steps.count) sent")
    var drift = Drift()
    // Finger by finger, in time order (two fingers down within one rounded millisecond may
    // read back in the other order).
    var pairs: [(DevicePlan.Step, Touch)] = []
    for finger in plan.fingers {
      let sent = steps.filter { $0.finger == finger }.sorted { $0.time < $1.time }
      let back = read.filter { $0.finger == finger }
      #expect(sent.count == back.count, "\(name): finger \(finger)")
      pairs += zip(sent, back).map { ($0, $1) }
    }
    for (step, touch) in pairs {
      drift.touches += 1
      #expect(touch.finger == step.finger, "\(name): \(step.text)")
      drift.time = max(drift.time, abs(touch.time - step.time))
      drift.end = max(drift.end, abs(touch.end - (step.time + step.duration)))
      switch (step.action, touch.motion) {
      case (.tap(let control, let point, let hold), .tap(let target, let readHold)):
        // Controls that are one physical control on the device read back as the first of them.
        let canonical = plan.layout.control(at: point)
        if canonical != control { drift.aliased += 1 }
        #expect(ExportControl.identifier(target, in: app) == canonical, "\(name): \(step.text)")
        drift.end = max(drift.end, abs(readHold - hold))
      case (.stroke(let stroke), .pan(let kind, let progress, _, let velocity)):
        #expect(kind == stroke.kind, "\(name): \(step.text)")
        // Points are whole: the travel is within a point of the path's.
        let extent = physics.extent(kind)
        #expect(abs(progress - stroke.reached) <= 1 / extent, "\(name): \(step.text)")
        drift.progress = max(drift.progress, abs(progress - stroke.reached) * extent)
        if stroke.reached == stroke.progress, let velocity {
          // Over the last frame: a point of rounding at each end, and the knee's millisecond.
          let frame = Double(physics.frame) / 1_000_000
          let error = abs(velocity - stroke.velocity)
          #expect(
            error <= 1 / frame + abs(stroke.velocity) * 0.07,
            "\(name): \(step.text): \(velocity) for \(stroke.velocity)")
          drift.velocity = max(drift.velocity, error)
        }
      default:
        Issue.record("\(name): \(step.text) read back as \(touch.motion)")
      }
    }
    #expect(drift.time <= 500, "\(name): a touch-down \(drift.time) µs off")
    #expect(drift.end <= 1_000, "\(name): a touch-up \(drift.end) µs off")
    return drift
  }

  @Test(arguments: RepositoryScenarios.files)
  func everyRepositoryScenarioRoundTrips(_ file: String) throws {
    let text = try String(
      contentsOf: RepositoryScenarios.folder.appendingPathComponent(file), encoding: .utf8)
    _ = try Self.roundTrip(try Scenario.parse(text, path: file), file)
  }

  /// Generated scenarios: fuzz runs of one to three fingers (touches that overlap, share frames
  /// and follow each other at `refractory`) on every repository scenario's app.
  @Test func generatedScenariosRoundTrip() throws {
    let apps = try RepositoryScenarios.files.map { file in
      try Scenario.parse(
        try String(
          contentsOf: RepositoryScenarios.folder.appendingPathComponent(file), encoding: .utf8),
        path: file
      ).configuration()
    }
    var overlapping = 0
    for seed in 0..<200 {
      var campaign = Campaign(seed: UInt64(seed), configuration: apps[seed % apps.count])
      campaign.generation.fingers = 1 + seed % 3
      let run = campaign.replay(
        run: seed, mitigation: campaign.configuration.mitigations.members.first ?? .none)
      let scenario = Scenario(configuration: run.configuration, touches: run.touches)
      let plan = try DevicePlan(scenario, source: "seed \(seed)")
      if plan.overlaps { overlapping += 1 }
      _ = try Self.roundTrip(scenario, "seed \(seed)")
    }
    #expect(overlapping > 10, "the sweep must include touches of two fingers down at once")
  }

  @Test func everySourceHasOneActionPerTickOfTheSameDuration() throws {
    let scenario = try Scenario.parse(
      """
      mitigation: gesture-mask
      start: root > detail

      @0ms tap back
      @20ms finger 2: tap show-sheet hold 60ms
      @30ms finger 3: swipe-back 0.5 over 150ms velocity 800
      """, path: "three.nav")
    let actions = AppiumActions(try DevicePlan(scenario, source: "three.nav"))
    #expect(actions.sources.map(\.finger) == [1, 2, 3])
    let counts = Set(actions.sources.map(\.items.count))
    #expect(counts.count == 1)
    for tick in 0..<(counts.first ?? 0) {
      let durations = Set(
        actions.sources.map { source -> Int64 in
          switch source.items[tick] {
          case .pause(let d), .move(let d, _): d
          case .down, .up: 0
          }
        })
      #expect(durations.count == 1, "tick \(tick): \(durations)")
    }
  }

  @Test func theSeedLockupsActionsHoldTheScenariosTimes() throws {
    let text = try String(
      contentsOf: RepositoryScenarios.folder.appendingPathComponent("seed-lockup-iphone.nav"),
      encoding: .utf8)
    let plan = try DevicePlan(try Scenario.parse(text, path: "seed.nav"), source: "seed.nav")
    // One touch source per press (appium/WebDriverAgent #936: pauses between the down/up
    // cycles of one source are lost): three sources of one finger, each one down and one up.
    let sources = AppiumActions(plan).sources
    #expect(sources.map(\.finger) == [1, 1, 1])
    #expect(sources.map(\.press) == [1, 2, 3])
    for source in sources {
      #expect(source.items.filter { $0 == .down }.count == 1)
      #expect(source.items.filter { $0 == .up }.count == 1)
    }
    // Each press goes down at its time: the durations of the ticks before its down add up to
    // 0, 700 and 1150 ms; every source has as many ticks.
    let downs: [Int64] = sources.map { source in
      var t: Int64 = 0
      for item in source.items {
        switch item {
        case .pause(let d), .move(let d, _): t += d
        case .down: return t
        case .up: break
        }
      }
      return -1
    }
    #expect(downs == [0, 700, 1150])
    #expect(Set(sources.map(\.items.count)).count == 1)
    #expect(AppiumActions(plan).text.contains("\"id\": \"finger1-3\""))
  }

  @Test func aBodyThatHitsNoControlIsAnError() {
    let scenario = Scenario(start: ["root", "detail"])
    let config = (try? scenario.configuration()) ?? Configuration()
    let layout = ExportLayout(ExportApp(config, title: "t"))
    let body = """
      {"actions": [{"type": "pointer", "id": "finger1", "actions": [
        {"type": "pointerMove", "duration": 0, "x": 300, "y": 800},
        {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 80},
        {"type": "pointerUp", "button": 0}]}]}
      """
    #expect(throws: AppiumReadError.self) {
      try AppiumActions.touches(
        from: body, app: config.app, layout: layout, physics: TouchPhysics(config))
    }
    #expect(throws: AppiumReadError.self) {
      try AppiumActions.touches(
        from: "[]", app: config.app, layout: layout, physics: TouchPhysics(config))
    }
  }
}
