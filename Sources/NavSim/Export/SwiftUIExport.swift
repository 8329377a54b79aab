import NavSimCore

/// `navfuzz export --format swiftui`: a SwiftUI app that reproduces a scenario's app — one view
/// per screen, the links, the presentations, the back-button style and the mitigations in
/// force as real code, every control with the accessibility identifier the model names it by,
/// and every control placed on the layout's grid (``ExportLayout``) so that the UI test's and
/// the Appium actions' coordinates land on it. Only public API.
struct SwiftUIExport {
  let plan: DevicePlan
  let app: ExportApp
  let names: SwiftNames

  init(_ plan: DevicePlan) {
    self.plan = plan
    app = plan.app
    names = SwiftNames(plan.app.screens.map(\.name))
  }

  var files: [ExportFile] {
    var files = [
      ExportFile("README.md", ExportReadme(plan).text),
      ExportFile("project.yml", projectFile),
      ExportFile("App/NavSimReproApp.swift", appFile),
      ExportFile("App/Layout.swift", layoutFile),
      ExportFile("App/NavSimStatus.swift", statusFile),
    ]
    for (i, screen) in app.screens.enumerated() {
      files.append(ExportFile("App/Screens/\(names.types[i]).swift", screenFile(i, screen)))
    }
    if app.hasSheets { files.append(ExportFile("App/SheetContent.swift", sheetFile)) }
    if app.backButton != .system { files.append(ExportFile("App/BackButton.swift", backFile)) }
    if let mitigations = mitigationsFile {
      files.append(ExportFile("App/Mitigations.swift", mitigations))
    }
    return files
  }

  var mask: Bool { app.mitigations.has(.gestureMask) || app.mitigations.has(.gestureMaskCounted) }
  var guards: Bool {
    app.mitigations.has(.guardPresented) || app.mitigations.has(.guardCoordinator)
      || app.mitigations.has(.guardNone) || app.mitigations.has(.contentSwipeOff)
  }
  var zooms: Bool { app.screens.contains(where: \.zoom) }

  func caseName(_ screen: String) -> String {
    app.screens.firstIndex { $0.name == screen }.map { names.cases[$0] } ?? "root"
  }

  func typeName(_ screen: String) -> String {
    app.screens.firstIndex { $0.name == screen }.map { names.types[$0] } ?? "ScreenRoot"
  }

  // MARK: - The app

  var appFile: String {
    let root = app.screens.first?.name ?? "root"
    let path = app.start.dropFirst().map { "." + caseName($0) }.joined(separator: ", ")
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
    func stack(root: String, path: String) -> [String] {
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
    var lines: [String]
    switch app.root {
    case .stack:
      lines = stack(root: root, path: "path")
    case .split:
      lines =
        [
          "NavigationSplitView {",
          "  List(Screen.allCases) { screen in",
          "    Text(screen.rawValue)",
          "  }",
          "  .navigationTitle(\"Screens\")",
          "} detail: {",
        ] + stack(root: root, path: "path").map { "  " + $0 } + ["}"]
    case .tabs(let roots):
      lines = ["TabView {"]
      for (i, tab) in roots.enumerated() {
        lines += stack(root: tab, path: "path\(i)").map { "  " + $0 }
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

  // MARK: - The layout

  var layoutFile: String {
    let layout = plan.layout
    let device =
      app.configuration.device == .ipad ? "an 820 × 1180 pt iPad" : "a 390 × 844 pt iPhone"
    var out = plan.header("//", what: "The layout of the app")
    out += """

      import SwiftUI

      /// Where each control is, in window points: NavSim's default layout for \(device)
      /// (docs/DEVICE.md), the table the UI test and the Appium actions aim with too.
      enum Layout {
        static let points: [String: CGPoint] = [

      """
    for (id, p) in layout.controls where !["back", "sidebar-toggle"].contains(id) {
      out += "    \(id.swiftLiteral): CGPoint(x: \(p.x.exportText), y: \(p.y.exportText)),\n"
    }
    let cell = ExportLayout.cell
    out += """
        ]
        static let cell = CGSize(width: \(cell.width.exportText), height: \(cell.height.exportText))
      }

      /// Places its content centred on its control's point of the window, whatever the
      /// container around it (a pushed screen, a sheet), so that coordinates land on it.
      struct Placed<Content: View>: View {
        let identifier: String
        @ViewBuilder var content: Content

        var body: some View {
          GeometryReader { proxy in
            let origin = proxy.frame(in: .global).origin
            let point = Layout.points[identifier] ?? .zero
            content.position(x: point.x - origin.x, y: point.y - origin.y)
          }
        }
      }

      /// A control's label: the whole cell is its touch area.
      struct Cell: View {
        let title: String

        init(_ title: String) { self.title = title }

        var body: some View {
          Text(title)
            .frame(width: Layout.cell.width, height: Layout.cell.height)
            .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
            .contentShape(Rectangle())
        }
      }

      """
    return out
  }

  // MARK: - Screens

  /// The binding of presentation `i` of a screen: the seed's `popUp` for its text sheet.
  func binding(_ p: ExportApp.Presentation, _ i: Int) -> String {
    p.trigger == "show-sheet" ? "popUp" : "presents\(i)"
  }

  /// The label of a presentation's button.
  func label(_ p: ExportApp.Presentation) -> String {
    p.trigger == "show-sheet"
      ? "Show Sheet" : p.trigger.split(separator: "-", maxSplits: 1).joined(separator: " ")
  }

  func screenFile(_ index: Int, _ screen: ExportApp.Screen) -> String {
    let type = names.types[index]
    var parts: [String] = []
    if !screen.links.isEmpty {
      parts.append("links to " + screen.links.joined(separator: ", "))
    }
    for p in screen.presentations {
      parts.append("`\(p.trigger)` and its \(p.kind.keyword)")
    }
    if screen.zoom { parts.append("pushed with the zoom transition from iOS 18 on") }
    var out = plan.header("//", what: "The screen \(screen.name.swiftLiteral)")
    out += "\nimport SwiftUI\n\n"
    out += plan.comment(
      [
        "The screen \(screen.name.swiftLiteral)"
          + (parts.isEmpty ? "." : ": " + parts.joined(separator: "; ") + ".")
      ],
      "///")
    out += "struct \(type): View {\n"
    out += "  /// False for the stack's root (no back button there).\n  let pushed: Bool\n"
    for (i, p) in screen.presentations.enumerated() {
      if p.isItem {
        out += "  /// The item of `.sheet(item:)`: a new one while it is up replaces it.\n"
        out += "  @State private var \(binding(p, i)): PresentedItem?\n"
      } else {
        out +=
          "  /// The binding of `\(p.trigger)`\(p.trigger == "show-sheet" ? " (`popUp` in the first seed)" : "").\n"
        out += "  @State private var \(binding(p, i)) = false\n"
      }
    }
    if app.backButton != .system { out += "  @Environment(\\.dismiss) private var dismiss\n" }
    if zooms && !screen.links.isEmpty {
      out += "  @Environment(\\.zoomNamespace) private var zoom\n"
    }
    out += """

        var body: some View {
          ZStack {
            Color(uiColor: .systemBackground)
            Text(\(screen.name.swiftLiteral))
              .font(.largeTitle)
              .foregroundColor(.secondary)
              .allowsHitTesting(false)

      """
    for (i, p) in screen.presentations.enumerated() {
      out += "      Placed(identifier: \(p.trigger.swiftLiteral)) {\n        Button {\n"
      if mask {
        out += "          disable(true)  // the gesture mask, as the first seed's button does\n"
      }
      if p.isItem {
        out += "          \(binding(p, i)) = PresentedItem()  // a new item, also while one is up\n"
      } else if screen.toggles {
        out += "          \(binding(p, i)).toggle()  // the seed's toggle(), not `= true` (R15)\n"
      } else {
        out += "          \(binding(p, i)) = true  // `button set`, not the seed's toggle() (R15)\n"
      }
      out += "        } label: {\n          Cell(\(label(p).swiftLiteral))\n        }\n"
      out += "        .accessibilityIdentifier(\(p.trigger.swiftLiteral))\n      }\n"
    }
    for link in screen.links {
      let id = "link-\(link)"
      out += "      Placed(identifier: \(id.swiftLiteral)) {\n"
      out += "        NavigationLink(value: Screen.\(caseName(link))) {\n"
      out += "          Cell(\(link.swiftLiteral))\n        }\n"
      out += "        .accessibilityIdentifier(\(id.swiftLiteral))\n"
      if zooms { out += "        .zoomSource(.\(caseName(link)), in: zoom)\n" }
      out += "      }\n"
    }
    out += """
          }
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier(\(ExportControl.screen(screen.name).swiftLiteral))
          .navigationTitle(\(screen.name.swiftLiteral))
          .navigationBarTitleDisplayMode(.inline)

      """
    for (i, p) in screen.presentations.enumerated() {
      out += presentationModifier(p, binding: binding(p, i), presenter: screen.name)
    }
    if app.backButton != .system && app.root == .split {
      out += "    // R18: in a split view the detail column's root has the custom button too.\n"
      out += "    .backButton(pushed: true, dismiss: dismiss)\n"
    } else if app.backButton != .system {
      out += "    .backButton(pushed: pushed, dismiss: dismiss)\n"
    }
    out += "  }\n}\n"
    return out
  }

  /// The modifier of one presentation, with its content.
  func presentationModifier(_ p: ExportApp.Presentation, binding b: String, presenter: String)
    -> String
  {
    let onDismiss = mask && p.kind.hasContent ? ", onDismiss: { disable(false) }" : ""
    var content: String
    if let screen = p.content {
      content =
        "PresentedScreen(ownStack: \(p.ownStack), mitigated: \(app.screen(named: screen)?.mitigated ?? true)) "
        + "{ Screen.\(caseName(screen)).view(pushed: false) }"
    } else {
      content = "SheetContent(isPresented: $\(b), presenter: \(presenter.swiftLiteral))"
    }
    var extras: [String] = []
    if p.kind.isPullable && p.medium {
      extras.append(
        p.large ? ".presentationDetents([.medium, .large])" : ".presentationDetents([.medium])")
    }
    if p.kind.isPullable && p.undimmed { extras.append(".undimmedBackground()") }
    if p.noPull { extras.append(".interactiveDismissDisabled()") }
    if !extras.isEmpty {
      content += "\n" + extras.map { "        " + $0 }.joined(separator: "\n")
    }
    let modifier = p.kind.modifier
    switch p.kind {
    case .sheet, .cover:
      var out = ""
      if p.kind == .cover && app.mitigations.has(.fullScreenCover) {
        out += "    // mitigation full-screen-cover: a cover cannot be pulled down.\n"
      }
      if p.isItem {
        out += "    .\(modifier)(item: $\(b)\(onDismiss)) { _ in\n"
      } else {
        out += "    .\(modifier)(isPresented: $\(b)\(onDismiss)) {\n"
      }
      return out + "      \(content)\n    }\n"
    case .alert:
      return """
            .\(modifier)("Alert", isPresented: $\(b)) {
              Button("OK") {}
                .accessibilityIdentifier(\(p.close.swiftLiteral))
            }

        """
    case .dialog:
      return """
            .\(modifier)("Dialog", isPresented: $\(b)) {
              Button("Action") {}
              Button("Cancel", role: .cancel) {}
                .accessibilityIdentifier(\(p.close.swiftLiteral))
            }

        """
    }
  }

  var sheetFile: String {
    var out = plan.header("//", what: "The presented content")
    out += """

      import SwiftUI

      /// What a sheet shows: a text and the close button, which sets the binding to false (the
      /// programmatic dismissal, R5); the sheet itself can be pulled down (R6).
      struct SheetContent: View {
        @Binding var isPresented: Bool
        let presenter: String

        var body: some View {
          ZStack {
            Color(uiColor: .secondarySystemBackground).ignoresSafeArea()
            Text("Sheet of \\(presenter)")
              .allowsHitTesting(false)
            Placed(identifier: "close-sheet") {
              Button {
                isPresented = false
              } label: {
                Cell("Close")
              }
              .accessibilityIdentifier("close-sheet")
            }
          }
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier("sheet")
          .overlay(alignment: .bottomLeading) { TouchLogView().frame(width: 1, height: 1) }
        }
      }

      /// A sheet's or a cover's screen, alone or in its own NavigationStack (links inside it
      /// push there, and it has the app's mitigations unless its root is `no-mitigation`), with
      /// the close button: the content's `dismiss()`.
      struct PresentedScreen<Content: View>: View {
        let ownStack: Bool
        let mitigated: Bool
        @ViewBuilder var content: Content
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
          ZStack {
            if ownStack {
              stack
            } else {
              content
            }
            Placed(identifier: "close-sheet") {
              Button {
                dismiss()
              } label: {
                Cell("Close")
              }
              .accessibilityIdentifier("close-sheet")
            }
          }
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier("sheet")
          .overlay(alignment: .bottomLeading) { TouchLogView().frame(width: 1, height: 1) }
        }

      """
    if mask {
      out += """
          /// The own stack: the mask on it, as on every stack of the app.
          @ViewBuilder
          private var stack: some View {
            if mitigated {
              NavigationStack {
                content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
              }
              // mitigation: a sheet's or a cover's own stack carries the mask too.
              .modifier(NavigationViewGestureMaskModifier())
            } else {
              NavigationStack {
                content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
              }
              .environment(\\.navSimMitigated, false)
            }
          }
        }

        """
    } else {
      out += """
          /// The own stack, with the app's mitigations unless its root is `no-mitigation`.
          private var stack: some View {
            NavigationStack {
              content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
            }
            .environment(\\.navSimMitigated, mitigated)
          }
        }

        """
    }
    out += """

      /// The item of a `.sheet(item:)`: every tap makes a new one.
      struct PresentedItem: Identifiable {
        let id = UUID()
      }

      extension View {
        /// `undimmed`: the screen behind stays live (`presentationBackgroundInteraction`,
        /// iOS 16.4 and later).
        @ViewBuilder
        func undimmedBackground() -> some View {
          if #available(iOS 16.4, *) {
            self.presentationBackgroundInteraction(.enabled)
          } else {
            self
          }
        }
      }

      """
    return out
  }

  // MARK: - Back buttons

  var backFile: String {
    var out = plan.header("//", what: "The back-button style \(app.backButton.rawValue)")
    out += "\nimport SwiftUI\n\nextension View {\n"
    out += "  /// The back-button style on a screen (the stack's root has none).\n"
    out += "  func backButton(pushed: Bool, dismiss: DismissAction) -> some View {\n"
    out += "    modifier(BackButtonStyle(pushed: pushed, dismiss: dismiss))\n  }\n}\n\n"
    switch app.backButton {
    case .system: break
    case .hiddenToolbar:
      out += """
        /// `hidden-toolbar` (the second seed): the system back button hidden
        /// (`navigationBarBackButtonHidden`, which also turns the edge swipe off, R16) and a bar
        /// item calling `dismiss()` (R17).
        struct BackButtonStyle: ViewModifier {
          let pushed: Bool
          let dismiss: DismissAction

          @ViewBuilder
          func body(content: Content) -> some View {
            if pushed {
              content
                .navigationBarBackButtonHidden(true)
                .toolbar {
                  ToolbarItem(placement: .navigationBarLeading) {
                    Button {
                      dismiss()
                    } label: {
                      Image(systemName: "chevron.backward")
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                    }
                    .accessibilityIdentifier("custom-back")
                  }
                }
            } else {
              content
            }
          }
        }

        """
    case .hiddenOverlay:
      out += """
        /// `hidden-overlay` (the second seed): the whole bar hidden (`navigationBarHidden`, which
        /// turns the edge swipe off, R16) and a button at the top of the content calling
        /// `dismiss()` (R17).
        struct BackButtonStyle: ViewModifier {
          let pushed: Bool
          let dismiss: DismissAction

          @ViewBuilder
          func body(content: Content) -> some View {
            if pushed {
              ZStack {
                content
                Placed(identifier: "custom-back") {
                  Button {
                    dismiss()
                  } label: {
                    Image(systemName: "chevron.backward")
                      .frame(width: 44, height: 44)
                      .contentShape(Rectangle())
                  }
                  .accessibilityIdentifier("custom-back")
                }
              }
              .navigationBarHidden(true)
            } else {
              content.navigationBarHidden(true)
            }
          }
        }

        """
    case .clearTint:
      out += """
        /// `clear-tint` (the second seed): the system back button is transparent
        /// (`UINavigationBar.appearance().tintColor = .clear` in the app's init) and an image
        /// over it takes no touches, so a tap on it is a tap on the system item underneath (R17).
        struct BackButtonStyle: ViewModifier {
          let pushed: Bool
          let dismiss: DismissAction

          @ViewBuilder
          func body(content: Content) -> some View {
            if pushed {
              content.overlay {
                Placed(identifier: "custom-back") {
                  Image(systemName: "arrow.backward")
                    .foregroundColor(.accentColor)
                    .allowsHitTesting(false)
                    .accessibilityIdentifier("custom-back")
                }
              }
            } else {
              content
            }
          }
        }

        """
    }
    return out
  }

  // MARK: - Mitigations

  var mitigationsFile: String? {
    guard mask || guards else { return nil }
    var out = plan.header("//", what: "The mitigations in force")
    out += "\nimport Combine\nimport SwiftUI\nimport UIKit\n"
    if mask {
      let counted = app.mitigations.has(.gestureMaskCounted)
      out += """

        extension Notification.Name {
          /// What `disable(_:)` posts; every mask modifier receives it at once.
          static let navigationViewGestureMask = Notification.Name("NavigationViewGestureMask")
        }

        /// Turns the gesture mask on (`true`) or off (`false`) in every modifier of the app: the
        /// first seed's function (R15). NotificationCenter delivers the post synchronously; the
        /// overlay follows at the next render.
        func disable(_ value: Bool) {
          NotificationCenter.default.post(name: .navigationViewGestureMask, object: value)
        }


        """
      if counted {
        out += """
          /// `gesture-mask-counted`: the first seed's modifier with a count instead of a boolean;
          /// the overlay shows while the count is above zero (it never goes below zero).
          struct NavigationViewGestureMaskModifier: ViewModifier {
            @State private var count = 0

            func body(content: Content) -> some View {
              content
                .overlay {
                  if count > 0 {
                    Color.white.opacity(0.001)
                      .ignoresSafeArea()
                  }
                }
                .onReceive(NotificationCenter.default.publisher(for: .navigationViewGestureMask)) {
                  note in
                  let on = (note.object as? Bool) ?? false
                  count = max(0, count + (on ? 1 : -1))
                }
            }
          }

          """
      } else {
        out += """
          /// `gesture-mask`: the first seed's `NavigationViewGestureMaskModifier`, as written there
          /// (R15): a boolean `enable` and an almost transparent overlay over the whole stack, bar
          /// and left edge included, that swallows every touch while it is shown.
          struct NavigationViewGestureMaskModifier: ViewModifier {
            @State private var enable = false

            func body(content: Content) -> some View {
              content
                .overlay {
                  if enable {
                    Color.white.opacity(0.001)
                      .ignoresSafeArea()
                  }
                }
                .onReceive(NotificationCenter.default.publisher(for: .navigationViewGestureMask)) {
                  note in
                  enable = (note.object as? Bool) ?? false
                }
            }
          }

          """
      }
    }
    if guards { out += guardCode }
    return out
  }

  var guardCode: String {
    let m = app.mitigations
    var conditions = ["navigationController.viewControllers.count > 1"]
    var names: [String] = []
    if m.has(.guardPresented) {
      conditions.append("navigationController.presentedViewController == nil")
      names.append("guard-presented")
    }
    if m.has(.guardCoordinator) {
      conditions.append("navigationController.transitionCoordinator == nil")
      names.append("guard-coordinator")
    }
    var install: [String] = []
    if !names.isEmpty {
      install += [
        "    // \(names.joined(separator: ", ")): this object replaces UIKit's own delegate of the edge",
        "    // swipe, and with it UIKit's own checks (docs/MODEL.md R3, decision).",
        "    navigationController.interactivePopGestureRecognizer?.delegate = self",
      ]
    } else if m.has(.guardNone) {
      install += [
        "    // guard-none: the recogniser's delegate set to nil, no guard at all (R10, R11, R16).",
        "    navigationController.interactivePopGestureRecognizer?.delegate = nil",
      ]
    }
    if m.has(.contentSwipeOff) {
      install += [
        "    // content-swipe-off: iOS 26's content swipe (R24) switched off, as the apps of S20 do.",
        "    #if compiler(>=6.2)",
        "      if #available(iOS 26.0, *) {",
        "        navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false",
        "      }",
        "    #endif",
      ]
    }
    var out = """

      /// Finds the UINavigationController that SwiftUI's NavigationStack runs on, with public API
      /// only: this view controller is a child of its screen's hosting controller, so its
      /// `navigationController` is the stack's. Every screen has one (Screen.view(pushed:)), so
      /// the mitigations are installed before the first touch on whichever screen the app
      /// launches with, and on a sheet's or a cover's own stack when it appears; a stack whose
      /// root is `no-mitigation` gets none (`navSimMitigated`).
      struct NavigationControllerHook: UIViewControllerRepresentable {
        @Environment(\\.navSimMitigated) private var mitigated

        func makeUIViewController(context: Context) -> HookController { HookController() }
        func updateUIViewController(_ controller: HookController, context: Context) {
          controller.active = mitigated
        }
      }

      /// The view controller of ``NavigationControllerHook``.
      final class HookController: UIViewController {
        var active = true

        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          install()
        }

        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          install()
        }

        private func install() {
          if active, let navigationController {
            SwipeBackGuard.installOnce(on: navigationController)
          }
        }
      }

      /// The edge swipe's guard: \(names.isEmpty ? "the mitigations on the navigation controller" : "the recogniser's delegate, `gestureRecognizerShouldBegin`"), one per navigation controller.
      @MainActor
      final class SwipeBackGuard: NSObject, UIGestureRecognizerDelegate {
        /// The guards installed, by navigation controller (the recogniser holds its delegate
        /// weakly).
        private static var installed: [ObjectIdentifier: SwipeBackGuard] = [:]
        private weak var navigationController: UINavigationController?

        /// Installs a guard on `navigationController`, once.
        static func installOnce(on navigationController: UINavigationController) {
          let key = ObjectIdentifier(navigationController)
          guard installed[key] == nil else { return }
          let swipeGuard = SwipeBackGuard()
          installed[key] = swipeGuard
          swipeGuard.install(on: navigationController)
          MitigationStatus.shared.installed = installed.count
        }

        func install(on navigationController: UINavigationController) {
          self.navigationController = navigationController

      """
    out += install.joined(separator: "\n") + "\n  }\n"
    if !names.isEmpty {
      out += """

          func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let navigationController else { return false }
            return \(conditions.joined(separator: "\n      && "))
          }

        """
    }
    out += "}\n"
    return out
  }

  // MARK: - The project

  var projectFile: String {
    plan.header("#", what: "The XcodeGen project (https://github.com/yonaskolb/XcodeGen)")
      + """

      name: NavSimRepro
      options:
        bundleIdPrefix: org.navsim
        deploymentTarget:
          iOS: "16.0"
      settings:
        base:
          SWIFT_VERSION: "5.0"
      targets:
        NavSimRepro:
          type: application
          platform: iOS
          sources: [App]
          settings:
            base:
              PRODUCT_BUNDLE_IDENTIFIER: org.navsim.NavSimRepro
              GENERATE_INFOPLIST_FILE: YES
              INFOPLIST_KEY_UILaunchScreen_Generation: YES
              INFOPLIST_KEY_UISupportedInterfaceOrientations: UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
              INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
              TARGETED_DEVICE_FAMILY: "1,2"
              MARKETING_VERSION: "1.0"
              CURRENT_PROJECT_VERSION: "1"
        NavSimReproUITests:
          type: bundle.ui-testing
          platform: iOS
          sources:
            - path: UITests
              optional: true
          dependencies:
            - target: NavSimRepro
          settings:
            base:
              PRODUCT_BUNDLE_IDENTIFIER: org.navsim.NavSimReproUITests
              GENERATE_INFOPLIST_FILE: YES
              TEST_TARGET_NAME: NavSimRepro
      schemes:
        NavSimRepro:
          build:
            targets:
              NavSimRepro: all
              NavSimReproUITests: [test]
          test:
            targets: [NavSimReproUITests]

      """
  }
}
