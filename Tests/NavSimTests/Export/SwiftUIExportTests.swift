import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario

/// `navfuzz export --format swiftui`: the app of every scenario has every control the model
/// names, with its identifier, and the mitigation in force as code; the seed lockup's export
/// is the golden copy, byte for byte.
@Suite struct SwiftUIExportTests {
  @Test func theSeedLockupsExportIsTheGoldenCopy() throws {
    let files = ExportFixtures.files(try ExportFixtures.plan("seed-lockup-iphone.nav"))
    var goldenPaths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: ExportFixtures.golden.path)
    while let next = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = ExportFixtures.golden.appendingPathComponent(next).path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        goldenPaths.append(next)
      }
    }
    #expect(goldenPaths.sorted() == files.keys.sorted())
    for (path, text) in files {
      let golden = try String(
        contentsOf: ExportFixtures.golden.appendingPathComponent(path), encoding: .utf8)
      #expect(text == golden, "\(path) differs from its golden copy")
    }
  }

  @Test(arguments: RepositoryScenarios.files)
  func everyControlOfTheAppHasItsIdentifier(_ file: String) throws {
    let plan = try ExportFixtures.plan(file)
    let files = SwiftUIExport(plan).files
    let code = files.filter(\.isSwift).map(\.text).joined(separator: "\n")
    func identified(_ id: String) -> Bool {
      code.contains(".accessibilityIdentifier(\(id.swiftLiteral))")
    }
    for screen in plan.app.screens {
      #expect(identified(ExportControl.screen(screen.name)), "\(file): \(screen.name)")
      for link in screen.links { #expect(identified("link-\(link)"), "\(file): link \(link)") }
      for presentation in screen.presentations {
        #expect(identified(presentation.trigger), "\(file): \(screen.name)")
        #expect(identified(presentation.close), "\(file): \(screen.name)")
      }
    }
    #expect(identified("custom-back") == (plan.app.backButton != .system), "\(file)")
    // Every control on the grid is placed on its layout point.
    for (id, point) in plan.layout.controls where id != "back" && id != "sidebar-toggle" {
      #expect(
        code.contains(
          "\(id.swiftLiteral): CGPoint(x: \(point.x.exportText), y: \(point.y.exportText))"),
        "\(file): \(id)")
    }
    // Only public API: no key-value lookups, selectors by name or underscored members.
    for forbidden in ["value(forKey", "perform(", "NSClassFromString", "._", "@_"] {
      #expect(!code.contains(forbidden), "\(file): \(forbidden)")
    }
  }

  /// The mitigation in force, and the back-button style, as the code that makes them.
  static let codeFor: [(Mitigation, [String])] = [
    (
      .gestureMask,
      [
        "@State private var enable = false", "struct NavigationViewGestureMaskModifier",
        "Color.white.opacity(0.001)", "disable(true)", "popUp.toggle()",
        "onDismiss: { disable(false) }", ".modifier(NavigationViewGestureMaskModifier())",
      ]
    ),
    (
      .gestureMaskCounted,
      ["@State private var count = 0", "count = max(0, count + (on ? 1 : -1))"]
    ),
    (
      .guardPresented,
      [
        "navigationController.presentedViewController == nil",
        "interactivePopGestureRecognizer?.delegate = self",
      ]
    ),
    (.guardCoordinator, ["navigationController.transitionCoordinator == nil"]),
    (.guardNone, ["interactivePopGestureRecognizer?.delegate = nil"]),
    (.fullScreenCover, [".fullScreenCover(isPresented: $popUp"]),
    (.contentSwipeOff, ["interactiveContentPopGestureRecognizer?.isEnabled = false"]),
    (.backHidden, ["navigationBarBackButtonHidden(true)", "dismiss()"]),
    (.exclusiveTouch, ["isExclusiveTouch = true"]),
  ]

  @Test(arguments: RepositoryScenarios.files)
  func theMitigationInForceIsCode(_ file: String) throws {
    let plan = try ExportFixtures.plan(file)
    let code = SwiftUIExport(plan).files.filter(\.isSwift).map(\.text).joined(separator: "\n")
    for (mitigation, lines) in Self.codeFor {
      let inForce = plan.app.mitigations.has(mitigation)
      for line in lines where inForce {
        #expect(code.contains(line), "\(file): \(mitigation) needs \(line)")
      }
      if !inForce, let first = lines.first, mitigation != .backHidden {
        #expect(!code.contains(first), "\(file): \(first) without \(mitigation)")
      }
    }
    let style: [BackButtonStyle: String] = [
      .hiddenToolbar: "navigationBarBackButtonHidden(true)",
      .hiddenOverlay: ".navigationBarHidden(true)",
      .clearTint: "UINavigationBar.appearance().tintColor = .clear",
    ]
    for (s, line) in style {
      #expect(code.contains(line) == (plan.app.backButton == s), "\(file): \(s)")
    }
    #expect(code.contains("NavigationSplitView") == (plan.app.root == .split), "\(file)")
    #expect(
      code.contains("navigationTransition(.zoom") == plan.app.screens.contains(where: \.zoom),
      "\(file)")
    // The start stack is the path the app launches with.
    let names = SwiftNames(plan.app.screens.map(\.name))
    let path = plan.app.start.dropFirst().compactMap { name in
      plan.app.screens.firstIndex { $0.name == name }.map { "." + names.cases[$0] }
    }
    let pathName = plan.app.tabs.isEmpty ? "path" : "path0"
    #expect(
      code.contains("@State private var \(pathName): [Screen] = [\(path.joined(separator: ", "))]"),
      "\(file)")
    #expect(code.contains("TabView {") == !plan.app.tabs.isEmpty, "\(file)")
  }

  @Test func screenNamesBecomeDistinctSwiftIdentifiers() {
    let names = SwiftNames(["root", "my-list", "my_list", "default", "2fa", "a.b", "view"])
    #expect(
      names.cases == [
        "root", "myList", "screenMyList2", "screenDefault", "screen2fa", "aB", "screenView",
      ])
    #expect(Set(names.types).count == names.types.count)
    #expect(names.types.first == "ScreenRoot")
  }
}

/// The app tree (docs/MODEL.md §3.1): a tab app whose screens present item sheets with their
/// own stack, covers, alerts and dialogs.
@Suite struct SwiftUIExportTreeTests {
  @Test func aTabAppWithNestedPresentationsExportsEveryContainer() throws {
    let plan = try ExportFixtures.plan("tree/app-flow-item-sheet-stack-cover.nav")
    let code = SwiftUIExport(plan).files.filter(\.isSwift).map(\.text).joined(separator: "\n")
    for line in [
      "TabView {", "NavigationStack(path: $path0)", "NavigationStack(path: $path1)",
      ".tabItem { Label(\"library\"", ".sheet(item: $presents0) { _ in",
      "PresentedScreen(ownStack: true, mitigated: true) { Screen.editor.view(pushed: false) }",
      ".fullScreenCover(isPresented: $presents0) {", ".alert(\"Alert\", isPresented: $presents1)",
      ".confirmationDialog(\"Dialog\", isPresented: $presents0)",
      ".accessibilityIdentifier(\"sheet-editor\")", ".accessibilityIdentifier(\"cover-reader\")",
      ".accessibilityIdentifier(\"alert\")", ".accessibilityIdentifier(\"dialog\")",
      ".accessibilityIdentifier(\"ok\")", ".accessibilityIdentifier(\"cancel\")",
      ".accessibilityIdentifier(\"close-sheet\")",
    ] {
      #expect(code.contains(line), "\(line)")
    }
    #expect(plan.layout.point("tab-profile") != nil)
    #expect(plan.layout.point("tab-library")?.y == plan.layout.point("tab-profile")?.y)
  }

  @Test func aBackButtonInASheetsOwnStackIsAtTheSheetsBar() throws {
    let scenario = try Scenario.parse(
      """
      screen: root: sheet editor stack
      screen: editor: link detail
      screen: detail

      @0ms tap sheet editor
      @800ms tap link detail
      @1500ms tap back
      """, path: "t.nav")
    let plan = try DevicePlan(scenario, source: "t.nav")
    guard case .tap(_, let point, _) = plan.steps[2].action else {
      Issue.record("tap back is not a tap")
      return
    }
    #expect(point == plan.layout.point("back", inSheet: true))
    #expect(point != plan.layout.point("back"))
  }
}
