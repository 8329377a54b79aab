import NavSimCore

/// `App/NavSimReproApp.swift`: the app, its root and the zoom support.
extension SwiftUIExport {
  var appFile: String {
    var out = plan.header("//", what: "The SwiftUI app")
    out += "\nimport SwiftUI\nimport UIKit\n\n@main\nstruct NavSimReproApp: App {\n"
    var initLines: [String] = []
    if app.backButton == .clearTint {
      initLines += [
        "    // back-button clear-tint: the system back button made transparent; each pushed screen",
        "    // draws its own image over it (BackButton.swift), which passes its taps through.",
        "    UINavigationBar.appearance().tintColor = .clear",
      ]
    }
    if app.mitigations.has(.exclusiveTouch) {
      initLines += [
        "    // mitigation exclusive-touch (NavSim docs/MODEL.md §12): isExclusiveTouch on the app's",
        "    // buttons. SwiftUI's Button and NavigationLink are not UIButtons and SwiftUI has no",
        "    // public isExclusiveTouch, so this reaches only UIKit's own buttons: the model's",
        "    // exclusive-touch has no faithful SwiftUI form (docs/DEVICE.md).",
        "    UIButton.appearance().isExclusiveTouch = true",
      ]
    }
    if !initLines.isEmpty {
      out += "  init() {\n" + initLines.joined(separator: "\n") + "\n  }\n\n"
    }
    out += """
        var body: some Scene {
          WindowGroup {
            RootContainer()
          }
        }
      }

      /// The app's screens: the values of the navigation path.
      enum Screen: String, Hashable, CaseIterable, Identifiable {

      """
    out += screenEnumBody
    out += rootContainer
    out += """

      /// Whether the stacks below have the app's mitigations (`no-mitigation` roots: false).
      private struct NavSimMitigatedKey: EnvironmentKey {
        static let defaultValue = true
      }

      extension EnvironmentValues {
        var navSimMitigated: Bool {
          get { self[NavSimMitigatedKey.self] }
          set { self[NavSimMitigatedKey.self] = newValue }
        }
      }

      """
    if zooms { out += zoomSupport }
    return out
  }

  /// The rest of the `Screen` enum: its cases, the view of each, and which are zoomed.
  var screenEnumBody: String {
    var out = ""
    for (i, screen) in app.screens.enumerated() {
      out += "  case \(names.cases[i]) = \(screen.name.swiftLiteral)\n"
    }
    out += """

        var id: String { rawValue }

        /// The screen's view; `pushed` is false for the stack's root (which has no back button).
        @MainActor @ViewBuilder
        func view(pushed: Bool) -> some View {

      """
    if guards {
      out += """
            // Every screen of every stack installs the stack's mitigations on its
            // UINavigationController when it appears (Mitigations.swift): whichever screen the
            // app launches on, and in a sheet's or a cover's own stack too.
            screen(pushed: pushed)
              .background(NavigationControllerHook().frame(width: 0, height: 0))
          }

          @MainActor @ViewBuilder
          private func screen(pushed: Bool) -> some View {

        """
    }
    out += "    switch self {\n"
    for (i, _) in app.screens.enumerated() {
      out += "    case .\(names.cases[i]): \(names.types[i])(pushed: pushed)\n"
    }
    out += "    }\n  }\n"
    if zooms {
      let zoomed = app.screens.indices.filter { app.screens[$0].zoom }.map { "." + names.cases[$0] }
      out += """

          /// Whether the screen is pushed with the zoom transition (iOS 18 and later).
          var zooms: Bool { [\(zoomed.joined(separator: ", "))].contains(self) }

        """
    }
    out += "}\n\n"
    return out
  }

  /// `RootContainer`: the window's root, its stacks and their paths.
  var rootContainer: String {
    let root = app.screens.first?.name ?? "root"
    let path = app.start.dropFirst().map { "." + caseName($0) }.joined(separator: ", ")
    var out = ""
    let tabs = app.tabs
    let kind =
      switch app.root {
      case .split: "a NavigationSplitView whose detail column holds the NavigationStack"
      case .tabs: "a TabView whose every tab is a NavigationStack"
      case .stack: "one NavigationStack"
      }
    out += plan.comment(
      [
        "The window's root: \(kind), launched with the scenario's start stack "
          + "(\(app.start.joined(separator: " > ")))."
      ], "///")
    out += "struct RootContainer: View {\n"
    if tabs.isEmpty {
      out += "  @State private var path: [Screen] = [\(path)]\n"
    } else {
      for (i, _) in tabs.enumerated() {
        out += "  @State private var path\(i): [Screen] = [\(i == 0 ? path : "")]\n"
      }
    }
    if zooms { out += "  @Namespace private var zoom\n" }
    out += "\n  var body: some View {\n"
    var lines: [String]
    switch app.root {
    case .stack:
      lines = stackLines(root: root, path: "path")
    case .split:
      lines =
        [
          "NavigationSplitView {",
          "  List(Screen.allCases) { screen in",
          "    Text(screen.rawValue)",
          "  }",
          "  .navigationTitle(\"Screens\")",
          "} detail: {",
        ] + stackLines(root: root, path: "path").map { "  " + $0 } + ["}"]
    case .tabs(let roots):
      lines = ["TabView {"]
      for (i, tab) in roots.enumerated() {
        lines += stackLines(root: tab, path: "path\(i)").map { "  " + $0 }
        lines += [
          "  // The tab bar item (\("tab-\(tab)".swiftLiteral) in the model; UIKit names it by its title).",
          "  .tabItem { Label(\(tab.swiftLiteral), systemImage: \("\(i + 1).circle".swiftLiteral)) }",
        ]
      }
      lines.append("}")
    }
    lines += [
      "// What the app runs (the mitigation in force) and its touch log (NavSimStatus.swift).",
      ".overlay(alignment: .bottom) { NavSimStatus() }",
    ]
    out += lines.map { "    " + $0 + "\n" }.joined()
    out += "  }\n}\n"
    return out
  }

  /// The lines of one stack of the root: its root screen, its destinations and what it
  /// carries (the zoom namespace, the mitigations).
  func stackLines(root: String, path: String) -> [String] {
    var lines = [
      "NavigationStack(path: $\(path)) {",
      "  Screen.\(caseName(root)).view(pushed: false)",
    ]
    let mitigated = app.screen(named: root)?.mitigated ?? true
    lines += [
      "    .navigationDestination(for: Screen.self) { screen in",
      zooms
        ? "      screen.view(pushed: true).zoomDestination(screen, in: zoom)"
        : "      screen.view(pushed: true)",
      "    }",
      "}",
    ]
    if zooms { lines.append(".environment(\\.zoomNamespace, zoom)") }
    if guards && !mitigated {
      lines.append(".environment(\\.navSimMitigated, false)")
    }
    if mask && mitigated {
      let name =
        app.mitigations.has(.gestureMaskCounted) ? "gesture-mask-counted" : "gesture-mask"
      lines += [
        "// mitigation \(name): the stack carries the mask (the first seed's modifier).",
        ".modifier(NavigationViewGestureMaskModifier())",
      ]
    } else if mask || guards {
      lines.append("// no-mitigation: this stack has none of the app's mitigations.")
    }
    return lines
  }

  var zoomSupport: String {
    """

    /// The namespace of the zoom transitions, from the root to the links.
    private struct ZoomNamespaceKey: EnvironmentKey {
      static let defaultValue: Namespace.ID? = nil
    }

    extension EnvironmentValues {
      var zoomNamespace: Namespace.ID? {
        get { self[ZoomNamespaceKey.self] }
        set { self[ZoomNamespaceKey.self] = newValue }
      }
    }

    extension View {
      /// A pushed screen declared `zoom`: `navigationTransition(.zoom(…))` from iOS 18 on.
      @ViewBuilder
      func zoomDestination(_ screen: Screen, in namespace: Namespace.ID) -> some View {
        if #available(iOS 18.0, *) {
          if screen.zooms {
            self.navigationTransition(.zoom(sourceID: screen, in: namespace))
          } else {
            self
          }
        } else {
          self
        }
      }

      /// The link a zoomed screen grows from.
      @ViewBuilder
      func zoomSource(_ screen: Screen, in namespace: Namespace.ID?) -> some View {
        if #available(iOS 18.0, *), let namespace {
          if screen.zooms {
            self.matchedTransitionSource(id: screen, in: namespace)
          } else {
            self
          }
        } else {
          self
        }
      }
    }

    """
  }
}
