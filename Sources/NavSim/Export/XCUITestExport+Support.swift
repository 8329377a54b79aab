import NavSimCore

/// The helpers the UI test file ends with: window points, the clock, the settled tree and the
/// result.
extension XCUITestExport {
  /// The helpers after the test class: coordinates, the clock, the settled tree, the result.
  var support: String {
    supportPoints + supportClock + supportTree + supportTouches + supportResult
  }

  /// The window points and the gesture velocity in points per second.
  var supportPoints: String {
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

    """
  }

  /// `PlanClock`: the scenario's clock.
  var supportClock: String {
    """

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

    """
  }

  /// `SettledTree`: the settled accessibility tree, read and normalised.
  var supportTree: String {
    """

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

    """
  }

  /// The rest of `SettledTree`: where to aim a touch, and a probe's touch.
  var supportTouches: String {
    """

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

    """
  }

  /// `NavSimResult`: the result file `navfuzz confirm` reads.
  var supportResult: String {
    """

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
}
