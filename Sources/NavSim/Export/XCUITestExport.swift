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
      ExportFile("UITests/LockupCheck.swift", LockupCheckSource.text),
      ExportFile("run.sh", RunScript(plan).text),
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
          \(touchesAppended ? "var" : "let") touches: [[String: Any]] = []
          \(plan.steps.contains { $0.isPerformed } ? "var" : "let") performed: [Int] = []

      """
    out += stepsCode
    out += probesCode
    out += support
    return out
  }

  /// The scenario's steps as the test performs them, each with its comment.
  var stepsCode: String {
    var out = ""
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
      out += timingComment(
        step, lastEnd: lastEnd, latestEnd: latestEnd, latestFinger: latestFinger)
      out += actionCode(step, orientation: &orientation)
      if step.finger > 0 {
        lastEnd[step.finger] = step.time + step.duration
        if step.time + step.duration > latestEnd {
          latestEnd = step.time + step.duration
          latestFinger = step.finger
        }
      }
    }
    return out
  }

  /// What XCUITest cannot keep of a step's timing: a second finger down while another is,
  /// or a gap shorter than an animation; empty when it keeps it.
  func timingComment(
    _ step: DevicePlan.Step, lastEnd: [Int: Int64], latestEnd: Int64, latestFinger: Int
  ) -> String {
    let ms = NumberText.milliseconds(step.time)
    var out = ""
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
    return out
  }

  /// The code that performs a step (a rotation turns `orientation`).
  func actionCode(_ step: DevicePlan.Step, orientation: inout Orientation) -> String {
    var out = ""
    switch step.action {
    case .tap(let control, let point, let hold):
      out +=
        "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time)), app: app))\n"
      out += "    performed.append(\(step.index))\n"
      if step.inPresentation {
        // Inside a sheet or a cover the app places its controls in the presentation's own
        // space (`.global` there is not the window's): aimed where the tree shows them.
        out +=
          "    SettledTree.aim(app, \(control.swiftLiteral), \(point.x.exportText), "
          + "\(point.y.exportText)).press(forDuration: \(Self.seconds(hold)))\n"
      } else {
        out +=
          "    app.point(\(point.x.exportText), \(point.y.exportText))"
          + ".press(forDuration: \(Self.seconds(hold)))  // \(control)\n"
      }
    case .stroke(let stroke):
      out += strokeComment(stroke)
      out +=
        "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time)), app: app))\n"
      out += "    performed.append(\(step.index))\n"
      out += strokeCall(stroke, indent: "    ") + "\n"
    case .nothing(let text):
      out += plan.comment(
        ["Skipped: `\(text)` lands on a control the app does not have, which does nothing."],
        "    //")
    case .unsupported(let text):
      if text == "rotate" {
        orientation = orientation == .portrait ? .landscape : .portrait
        out +=
          "    touches.append(clock.start(index: \(step.index), plannedMs: \(Self.ms(step.time)), app: app))\n"
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
    return out
  }

  /// After the steps: the app's touch log, the probes, the verdict and the result.
  var probesCode: String {
    var out = ""
    out += """

          // What the app saw: its passive recogniser's touch-downs (App/NavSimStatus.swift), in the
          // order the touches above were made.
          let log = app.descendants(matching: .any)
            .matching(identifier: ScreenTree.touchLogIdentifier).firstMatch
          let downs = TouchLog.downs(log.exists ? log.label : "")
          let matched = TouchLog.match(downs, origin: clock.originUptime, touches: performed)

          // The probes (docs/MODEL.md §8, LockupCheck.swift): chosen from what is on screen, not
          // from the model's prediction; each judged by whether the settled accessibility tree
          // (normalised: no addresses, whole points) changed.
          let candidates: [ProbeCandidate] = [

      """
    for candidate in plan.candidates {
      out += "      " + candidateText(candidate) + ",\n"
    }
    out += """
          ]
          let end = SettledTree.read(app)
          let observed = ObservedScreen(end)
          let check = LockupCheck.run(candidates, read: { SettledTree.read(app) }) { motion in
            SettledTree.perform(motion, in: app)
          }
          NavSimResult.write(
            scenario: \(DevicePlan.scenarioFile.swiftLiteral), observed: observed, tree: end,
            check: check, touches: touches, delivered: matched.delivered, stray: matched.extra)
          XCTAssertTrue(
            check.verdict.name == "responsive",
            "\\(check.verdict.name): the probes of "
              + check.verdict.containers.filter { !$0.responded }.map(\\.container)
              .joined(separator: ", ") + " left the screen as it was (the model predicts "
              + \(prediction.swiftLiteral) + ")")
        }
      }


      """
    return out
  }

  /// A candidate probe as the lockup check's `ProbeCandidate` literal.
  func candidateText(_ c: DevicePlan.Candidate) -> String {
    func motion(_ action: DevicePlan.Action) -> String {
      switch action {
      case .tap(_, let p, let hold):
        return ".tap(x: \(p.x.exportText), y: \(p.y.exportText), hold: \(Self.seconds(hold)))"
      case .stroke(let stroke):
        let a = stroke.knots.first?.point ?? ExportPoint(x: 0, y: 0)
        let b = stroke.knots.last?.point ?? a
        return
          ".stroke(fromX: \(a.x.exportText), fromY: \(a.y.exportText), toX: \(b.x.exportText), "
          + "toY: \(b.y.exportText), duration: \(Self.seconds(stroke.duration)))"
      case .unsupported, .nothing: return ".tap(x: 0, y: 0, hold: 0)"
      }
    }
    let needs = c.needs.map(\.swiftLiteral).joined(separator: ", ")
    var arguments = ["name: \(c.name.swiftLiteral)", "needs: [\(needs)]"]
    if c.window { arguments.append("window: true") }
    arguments.append("motion: \(motion(c.action))")
    if c.inSheet != c.action { arguments.append("inSheet: \(motion(c.inSheet))") }
    // As swift-format lays it out: on one line when it fits in 100 columns, else the arguments
    // packed on the lines below.
    let one = "ProbeCandidate(" + arguments.joined(separator: ", ") + ")"
    if 6 + one.count + 1 <= 100 { return one }
    var lines: [String] = []
    var line = ""
    for (i, argument) in arguments.enumerated() {
      let piece = argument + (i == arguments.count - 1 ? ")" : ",")
      if line.isEmpty {
        line = piece
      } else if 8 + line.count + 1 + piece.count + (i == arguments.count - 1 ? 1 : 0) <= 100 {
        line += " " + piece
      } else {
        lines.append(line)
        line = piece
      }
    }
    lines.append(line)
    return "ProbeCandidate(\n" + lines.map { "        " + $0 }.joined(separator: "\n")
  }

  /// Whether some step records when it was made (a tap, a stroke or a rotation).
  var touchesAppended: Bool {
    plan.steps.contains {
      if $0.isPerformed { return true }
      if case .unsupported("rotate") = $0.action { return true }
      return false
    }
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
      \(indent)  withVelocity: .points(\(speed(stroke).exportText)), thenHoldForDuration: 0)
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
