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
      if step.finger > 0 {
        lastEnd[step.finger] = step.time + step.duration
        if step.time + step.duration > latestEnd {
          latestEnd = step.time + step.duration
          latestFinger = step.finger
        }
      }
    }
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
    out += support
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

  /// The helpers after the test class: coordinates, the clock, the settled tree, the result.
  var support: String {
    """
    extension XCUIApplication {
      /// The window point (x, y), in points from the top-left corner.
      func point(_ x: Double, _ y: Double) -> XCUICoordinate {
        coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
          .withOffset(CGVector(dx: x, dy: y))
      }
    }

    extension XCUIGestureVelocity {
      /// A speed in points per second, in the unit XCUIGestureVelocity takes: pixels per second
      /// (the screen's scale, 3 on the iPhones of the default layout, 2 on the iPad).
      @MainActor
      static func points(_ pointsPerSecond: Double) -> XCUIGestureVelocity {
        XCUIGestureVelocity(rawValue: CGFloat(pointsPerSecond) * UIScreen.main.scale)
      }
    }

    /// The scenario's clock, in system uptime (the clock of `UITouch.timestamp`, which the
    /// app's touch log records): waits until a touch's planned time (from the first touch) and
    /// records when its call was made. XCUITest waits for the app to be idle before each touch,
    /// so the time is taken after that wait (a query's resolution waits the same way); the
    /// scenario's gaps shorter than an animation cannot be kept.
    @MainActor
    final class PlanClock {
      private var origin: Double?

      /// The first touch's time, system uptime in seconds.
      var originUptime: Double { origin ?? 0 }

      func start(index: Int, plannedMs: Double, app: XCUIApplication) -> [String: Any] {
        _ = app.windows.firstMatch.exists
        let origin = self.origin ?? ProcessInfo.processInfo.systemUptime
        self.origin = origin
        let wait = plannedMs / 1000 - (ProcessInfo.processInfo.systemUptime - origin)
        if wait > 0 {
          Thread.sleep(forTimeInterval: wait)
          _ = app.windows.firstMatch.exists
        }
        let sent = (ProcessInfo.processInfo.systemUptime - origin) * 1000
        return ["index": index, "plannedMs": plannedMs, "sentMs": (sent * 1000).rounded() / 1000]
      }
    }

    /// The app's accessibility tree as the lockup check reads it (LockupCheck.swift).
    @MainActor
    enum SettledTree {
      /// The tree once two reads 0.25 s apart agree, from 0.5 s after the call, at most 3 s.
      static func read(_ app: XCUIApplication) -> ScreenTree {
        Thread.sleep(forTimeInterval: 0.5)
        var last = snapshot(app)
        for _ in 0..<10 {
          Thread.sleep(forTimeInterval: 0.25)
          let next = snapshot(app)
          if !next.differs(from: last) { return next }
          last = next
        }
        return last
      }

      /// One read, normalised (no addresses: XCUIElementSnapshot has none; whole points).
      static func snapshot(_ app: XCUIApplication) -> ScreenTree {
        guard let snapshot = try? app.snapshot() else {
          return ScreenTree(
            ScreenElement(kind: "Unreadable", frame: ScreenFrame(x: 0, y: 0, width: 0, height: 0)))
        }
        return ScreenTree(element(snapshot))
      }

      static func element(_ s: XCUIElementSnapshot) -> ScreenElement {
        ScreenElement(
          kind: kind(s.elementType), identifier: s.identifier, label: s.label,
          value: (s.value as? String) ?? "", selected: s.isSelected,
          frame: ScreenFrame(
            x: Double(s.frame.origin.x), y: Double(s.frame.origin.y),
            width: Double(s.frame.size.width), height: Double(s.frame.size.height)),
          children: s.children.map { element($0) })
      }

      static func kind(_ type: XCUIElement.ElementType) -> String {
        switch type {
        case .application: return "Application"
        case .window: return "Window"
        case .navigationBar: return "NavigationBar"
        case .tabBar: return "TabBar"
        case .button: return "Button"
        case .staticText: return "StaticText"
        case .image: return "Image"
        case .alert: return "Alert"
        case .sheet: return "Sheet"
        case .other: return "Other"
        default: return "Type\\(type.rawValue)"
        }
      }

      /// Where to tap control `identifier`, planned at window point (x, y), while a sheet or a
      /// cover is up: the app places the presentation's controls in its own coordinate space
      /// (`.global` inside a sheet is the sheet's), so the finger goes where one read of the
      /// tree shows the control (LockupCheck.swift, `ObservedScreen.aim`), else to (x, y).
      static func aim(_ app: XCUIApplication, _ identifier: String, _ x: Double, _ y: Double)
        -> XCUICoordinate
      {
        let point = ObservedScreen(snapshot(app)).aim(identifier, x: x, y: y)
        return app.point(point.x, point.y)
      }

      /// Makes a probe's touch.
      static func perform(_ motion: ProbeCandidate.Motion, in app: XCUIApplication) {
        switch motion {
        case .tap(let x, let y, let hold):
          app.point(x, y).press(forDuration: hold)
        case .stroke(let fromX, let fromY, let toX, let toY, let duration):
          let travel = abs(toX - fromX) + abs(toY - fromY)
          app.point(fromX, fromY).press(
            forDuration: 0.01, thenDragTo: app.point(toX, toY),
            withVelocity: .points(duration > 0 ? max(1, travel / duration) : 1),
            thenHoldForDuration: 0)
        }
      }
    }

    /// The result `navfuzz confirm` reads (docs/DEVICE.md "The result file").
    @MainActor
    enum NavSimResult {
      static func write(
        scenario: String, observed: ObservedScreen, tree: ScreenTree,
        check: (outcomes: [ProbeOutcome], verdict: LockupVerdict), touches: [[String: Any]],
        delivered: [(index: Int, ms: Double)], stray: Int
      ) {
        let environment = ProcessInfo.processInfo.environment
        let result: [String: Any] = [
          "navsimResult": 1,
          "route": "xcuitest",
          "scenario": scenario,
          "ios": UIDevice.current.systemVersion,
          "device": environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model,
          "responsive": check.verdict.responsive,
          "verdict": check.verdict.name,
          "screen": observed.screen ?? "",
          "presented": observed.presented ?? "none",
          "containers": check.verdict.containers.map {
            ["container": $0.container, "responded": $0.responded] as [String: Any]
          },
          "probes": check.outcomes.map {
            ["name": $0.name, "container": $0.container, "responded": $0.responded] as [String: Any]
          },
          "touches": touches,
          "delivered": delivered.map { ["index": $0.index, "downMs": $0.ms] as [String: Any] },
          "strayTouches": stray,
        ]
        guard
          let data = try? JSONSerialization.data(
            withJSONObject: result, options: [.prettyPrinted, .sortedKeys]),
          let text = String(data: data, encoding: .utf8)
        else { return }
        print("NAVSIM-RESULT " + text.replacingOccurrences(of: "\\n", with: " "))
        XCTContext.runActivity(named: "NavSim result") { activity in
          let attachment = XCTAttachment(string: text)
          attachment.name = "navsim-result.json"
          attachment.lifetime = .keepAlways
          activity.add(attachment)
          let screen = XCTAttachment(string: tree.text)
          screen.name = "navsim-tree-after-touches.txt"
          screen.lifetime = .keepAlways
          activity.add(screen)
        }
        if let path = environment["NAVSIM_RESULT"], !path.isEmpty {
          try? data.write(to: URL(fileURLWithPath: path))
        }
      }
    }

    """
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
