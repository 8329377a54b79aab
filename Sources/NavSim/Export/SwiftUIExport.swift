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

  /// The file of screen `index`: its view, with a button for each presentation and a link
  /// for each screen it pushes, each placed where the model's layout puts it.
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
    out += stateProperties(screen)
    out += """

        var body: some View {
          ZStack {
            Color(uiColor: .systemBackground)
            Text(\(screen.name.swiftLiteral))
              .font(.largeTitle)
              .foregroundColor(.secondary)
              .allowsHitTesting(false)

      """
    out += controls(screen)
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

  /// The screen view's state and environment: each presentation's binding, and the values its
  /// back button and its zoom transitions read.
  func stateProperties(_ screen: ExportApp.Screen) -> String {
    var out = ""
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
    return out
  }

  /// The screen's controls inside its `ZStack`: a button per presentation (setting its
  /// binding, behind the gesture mask when one is in force), then a link per screen it pushes.
  func controls(_ screen: ExportApp.Screen) -> String {
    var out = ""
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
    plan.header("//", what: "The presented content") + sheetContent + presentedScreen
      + presentedStack + presentedItem
  }
}
