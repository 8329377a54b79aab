import NavSimCore

/// `navfuzz export --format xcuitest`: a UI test class that performs the scenario's touches
/// with the timing XCUITest allows (taps held their hold, strokes along their path with
/// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`), says in comments where
/// it cannot keep the scenario's timing, then probes like the oracles (docs/MODEL.md §8) and
/// fails when nothing responds. It writes the JSON result that `navfuzz confirm` reads.
struct XCUITestExport {
  let plan: DevicePlan

  init(_ plan: DevicePlan) { self.plan = plan }

  var files: [ExportFile] {
    [
      ExportFile("README.md", ExportReadme(plan).text),
      ExportFile("UITests/NavSimReproUITests.swift", testFile),
    ]
  }

  var profile: Profile { plan.app.configuration.profile }

  /// The longest animation of the profile, µs.
  var animation: Int64 { max(profile.push, profile.pop, profile.present, profile.dismiss) }

  var testFile: String {
    var out = plan.header("//", what: "The UI test")
    out += """

      import UIKit
      import XCTest

      /// Performs the scenario's touches on the app, then the oracles' probes: each touch the
      /// app offers, one after the other, until one changes what is on screen. Fails when none
      /// does (the app is locked up), and writes the result for `navfuzz confirm` to the path in
      /// the environment variable NAVSIM_RESULT (set TEST_RUNNER_NAVSIM_RESULT for xcodebuild),
      /// to the test's attachments and to the log (the line starting NAVSIM-RESULT).
      final class NavSimReproUITests: XCTestCase {
        @MainActor
        func testScenario() throws {
          let app = XCUIApplication()
          app.launch()
          let clock = PlanClock()
          var touches: [[String: Any]] = []

      """
    var orientation = plan.app.configuration.orientation
    var lastEnd: [Int: Int64] = [:]
    var latestEnd = Int64.min
    var latestFinger = 0
    for step in plan.steps {
      let ms = NumberText.milliseconds(step.time)
      out += "\n"
      out += plan.comment(
        [
          "\(step.index + 1). @\(ms)\(step.finger > 1 ? " finger \(step.finger):" : "") \(step.text)"
        ],
        "    //")
      if step.finger > 0, step.time < latestEnd, latestFinger != step.finger {
        out += plan.comment(
          [
            "XCUITest cannot keep this: finger \(step.finger) goes down while finger \(latestFinger) is "
              + "still down (until @\(NumberText.milliseconds(latestEnd))); XCUITest performs one "
              + "gesture at a time, so this one starts after the previous call returns. The "
              + "Appium route keeps both fingers."
          ], "    //")
      } else if step.finger > 0, let end = lastEnd.values.max(), step.time - end < animation {
        out += plan.comment(
          [
            "XCUITest cannot keep this gap: the touch goes down "
              + "\(NumberText.milliseconds(step.time - end)) after the previous one lifted, less "
              + "than an animation (\(NumberText.milliseconds(animation))), and XCUITest waits for "
              + "the app to be idle before each call, so it may land later than @\(ms); the result "
              + "records when it was sent."
          ], "    //")
      }
      switch step.action {
      case .tap(let control, let point, let hold):
        out +=
          "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time))))\n"
        out +=
          "    app.point(\(point.x.exportText), \(point.y.exportText))"
          + ".press(forDuration: \(Self.seconds(hold)))  // \(control)\n"
      case .stroke(let stroke):
        out += strokeComment(stroke)
        out +=
          "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time))))\n"
        out += strokeCall(stroke, indent: "    ") + "\n"
      case .nothing(let text):
        out += plan.comment(
          ["Skipped: `\(text)` lands on a control the app does not have, which does nothing."],
          "    //")
      case .unsupported(let text):
        if text == "rotate" {
          orientation = orientation == .portrait ? .landscape : .portrait
          out +=
            "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time))))\n"
          out +=
            "    XCUIDevice.shared.orientation = \(orientation == .portrait ? ".portrait" : ".landscapeLeft")\n"
        } else {
          out += plan.comment(
            [
              "Not performed: `\(text)` is the app acting by itself (a deep link, a timer); no UI "
                + "test can make the app do it. A finding that needs it is not reproduced here."
            ], "    //")
        }
      }
      if step.finger > 0 {
        lastEnd[step.finger] = step.time + step.duration
        if step.time + step.duration > latestEnd {
          latestEnd = step.time + step.duration
          latestFinger = step.finger
        }
      }
    }
    out += """

          // The probes (docs/MODEL.md §8), one after the other: each touch the app offers, as the
          // model's oracles make them, until one changes what is on screen.
          let probes: [(name: String, touch: () -> Void)] = [

      """
    for probe in plan.probes {
      switch probe.action {
      case .tap(_, let point, let hold):
        out +=
          "      (\(probe.name.swiftLiteral), { app.point(\(point.x.exportText), "
          + "\(point.y.exportText)).press(forDuration: \(Self.seconds(hold))) }),\n"
      case .stroke(let stroke):
        out += "      (\n        \(probe.name.swiftLiteral),\n        {\n"
        out += strokeCall(stroke, indent: "          ") + "\n        }\n      ),\n"
      case .unsupported, .nothing: continue
      }
    }
    out += """
          ]
          var probed: [[String: Any]] = []
          var responded: String?
          for probe in probes {
            let before = app.debugDescription
            probe.touch()
            // Let animations and state changes settle before looking again.
            Thread.sleep(forTimeInterval: 1.5)
            let changed = app.debugDescription != before
            probed.append(["name": probe.name, "responded": changed])
            if changed {
              responded = probe.name
              break
            }
          }
          NavSimResult.write(
            scenario: \(plan.source.swiftLiteral),
            responsive: responded != nil, probes: probed, touches: touches)
          XCTAssertNotNil(
            responded,
            "nothing responds: every probe left the screen as it was (the model predicts "
              + \(prediction.swiftLiteral) + ")")
        }
      }

      extension XCUIApplication {
        /// The window point (x, y), in points from the top-left corner.
        func point(_ x: Double, _ y: Double) -> XCUICoordinate {
          coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
            .withOffset(CGVector(dx: x, dy: y))
        }
      }

      /// The scenario's clock: waits until a touch's planned time (from the first touch) and
      /// records when its call was made. XCUITest first waits for the app to be idle, so the
      /// finger lands at or after that time; the scenario's gaps shorter than an animation
      /// cannot be kept.
      final class PlanClock {
        private var origin: Date?

        func start(index: Int, plannedMs: Double) -> [String: Any] {
          let origin = self.origin ?? Date()
          self.origin = origin
          let wait = plannedMs / 1000 - Date().timeIntervalSince(origin)
          if wait > 0 { Thread.sleep(forTimeInterval: wait) }
          let sent = Date().timeIntervalSince(origin) * 1000
          return ["index": index, "plannedMs": plannedMs, "sentMs": (sent * 1000).rounded() / 1000]
        }
      }

      /// The result `navfuzz confirm` reads (docs/DEVICE.md "The result file").
      enum NavSimResult {
        static func write(
          scenario: String, responsive: Bool, probes: [[String: Any]], touches: [[String: Any]]
        ) {
          let environment = ProcessInfo.processInfo.environment
          let result: [String: Any] = [
            "navsimResult": 1,
            "route": "xcuitest",
            "scenario": scenario,
            "ios": UIDevice.current.systemVersion,
            "device": environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model,
            "responsive": responsive,
            "probes": probes,
            "touches": touches,
          ]
          guard
            let data = try? JSONSerialization.data(
              withJSONObject: result, options: [.prettyPrinted, .sortedKeys]),
            let text = String(data: data, encoding: .utf8)
          else { return }
          print("NAVSIM-RESULT " + text.replacingOccurrences(of: "\\n", with: " "))
          let attachment = XCTAttachment(string: text)
          attachment.name = "navsim-result.json"
          attachment.lifetime = .keepAlways
          XCTContext.runActivity(named: "NavSim result") { $0.add(attachment) }
          if let path = environment["NAVSIM_RESULT"], !path.isEmpty {
            try? data.write(to: URL(fileURLWithPath: path))
          }
        }
      }

      """
    return out
  }

  var prediction: String {
    plan.findings.isEmpty
      ? "no finding" : plan.findings.map(\.label).joined(separator: ", ")
  }

  /// The one XCUITest call of a stroke: pressed for a hundredth of a second at its start, then
  /// dragged to its end at the speed that keeps its duration.
  func strokeCall(_ stroke: DevicePlan.Stroke, indent: String) -> String {
    let start = stroke.knots.first?.point ?? ExportPoint(x: 0, y: 0)
    let end = stroke.knots.last?.point ?? start
    return """
      \(indent)app.point(\(start.x.exportText), \(start.y.exportText)).press(
      \(indent)  forDuration: 0.01, thenDragTo: app.point(\(end.x.exportText), \(end.y.exportText)),
      \(indent)  withVelocity: XCUIGestureVelocity(\(speed(stroke).exportText)), thenHoldForDuration: 0)
      """
  }

  /// The constant speed that keeps the stroke's duration, pt/s (whole).
  func speed(_ stroke: DevicePlan.Stroke) -> Double {
    let start = stroke.knots.first?.point ?? ExportPoint(x: 0, y: 0)
    let end = stroke.knots.last?.point ?? start
    let travel = abs(end.x - start.x) + abs(end.y - start.y)
    let seconds = Double(stroke.duration) / 1_000_000
    return seconds > 0 ? max(1, (travel / seconds).rounded()) : 1
  }

  /// What XCUITest changes in a stroke, and whether the model's thresholds give the same
  /// outcome for the speed it releases at.
  func strokeComment(_ stroke: DevicePlan.Stroke) -> String {
    var lines: [String] = []
    let v = speed(stroke)
    if stroke.curved {
      let same =
        finishes(stroke.kind, stroke.reached, v)
        == finishes(stroke.kind, stroke.reached, stroke.velocity)
      lines.append(
        "XCUITest drags at one speed: \(v.exportText) pt/s (so the stroke keeps its "
          + "\(NumberText.milliseconds(stroke.duration))); the scenario releases at "
          + "\(stroke.velocity.exportText) pt/s. "
          + (same
            ? "Both give the same outcome by \(thresholdName(stroke.kind))'s thresholds."
            : "WARNING: by \(thresholdName(stroke.kind))'s thresholds the two releases differ: "
              + "this stroke does not do what the scenario's does."))
    }
    if stroke.reached < stroke.progress - 0.0005 {
      lines.append(
        "The window ends first: the finger travels \(NumberText.decimal(stroke.reached, places: 3)) "
          + "of the extent instead of \(stroke.progress.exportText).")
    }
    return lines.isEmpty ? "" : plan.comment(lines, "    //")
  }

  func thresholdName(_ kind: GestureKind) -> String { kind == .dragSheet ? "R6" : "R3" }

  /// Whether a release at `progress` and `velocity` completes (R3's or R6's thresholds).
  func finishes(_ kind: GestureKind, _ progress: Double, _ velocity: Double) -> Bool {
    if kind == .dragSheet {
      return progress >= Double(profile.sheetFinishProgress) / 1000
        || velocity >= Double(profile.sheetFinishVelocity)
    }
    let vf = Double(profile.popFinishVelocity)
    return velocity >= vf
      || (progress >= Double(profile.popFinishProgress) / 1000 && velocity > -vf)
  }

  static func ms(_ us: Int64) -> String { (Double(us) / 1000).exportText }

  static func seconds(_ us: Int64) -> String { (Double(us) / 1_000_000).exportText }
}
