import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A scan reads the release build unless told to read the debug one: a debug menu and a debug
/// harness's pushes (Meshtastic's marketing capture in the root's `.task`) are not the app its
/// users run, and are said to be left out.
@Suite struct SourceScanConfigurationTests {
  static let sources = [
    "Garden.swift": """
    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { RootView() } }
    }
    struct RootView: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("plot", value: 1)
            .navigationDestination(for: Int.self) { _ in PlotView() }
        }
        .task {
          #if DEBUG
          path.append(1)
          #endif
        }
      }
    }
    struct PlotView: View {
      @State private var editing = false
      #if DEBUG
      @State private var debugging = false
      #endif
      var body: some View {
        Form {
          Button("Edit") { editing = true }
          #if DEBUG
          Button("Debug") { debugging = true }
          #endif
        }
        .sheet(isPresented: $editing) { EditPlotView() }
        #if DEBUG
        .sheet(isPresented: $debugging) { DebugMenu() }
        #endif
      }
    }
    struct EditPlotView: View { var body: some View { Text("e") } }
    struct DebugMenu: View {
      @State private var showing = false
      var body: some View { Text("d").sheet(isPresented: $showing) { Text("x") } }
    }
    """
  ]

  /// The release build: no debug menu, no app push from the `.task`; the file's note (at the
  /// one branch of four that writes a presentation or a view of the sources), and the view only
  /// debug code makes, are said.
  @Test func theReleaseBuildIsRead() throws {
    let scan = SourceFixtures.scan(Self.sources, debug: false)
    #expect(scan.app.screen(named: "PlotView")?.items.map(\.text) == ["sheet EditPlotView"])
    #expect(scan.app.appInputs?.isEmpty ?? true, "\(String(describing: scan.app.appInputs))")
    #expect(scan.configurationBranchesLeftOut == 4)
    let notes = scan.diagnostics.map(\.description)
    for expected in [
      "Garden.swift:32:5: note: this #if DEBUG branch is left out: the release build is read "
        + "(--debug reads the debug build): what only a debug build compiles, its views and "
        + "navigation, is not read",
      "Garden.swift:39:34: note: a view only #if DEBUG code (the release build is read) makes "
        + "(DebugMenu): 1 presentation site written in it, not the app's navigation, left out of "
        + "the counts",
    ] {
      #expect(notes.contains(expected), "\(expected)\n\(notes.joined(separator: "\n"))")
    }
    _ = try Scenario.parse(scan.app.text(), path: "garden.nav").configuration()
  }

  /// The debug build: the debug menu's sheet and the `.task`'s push are read.
  @Test func theDebugBuildIsReadWhenAsked() {
    let scan = SourceFixtures.scan(Self.sources, debug: true)
    #expect(
      scan.app.screen(named: "PlotView")?.items.map(\.text)
        == ["sheet EditPlotView", "sheet DebugMenu"])
    #expect(!(scan.app.appInputs?.isEmpty ?? true))
    #expect(scan.configurationBranchesLeftOut == 0)
    #expect(!scan.diagnostics.contains { $0.message.contains("#if DEBUG") })
  }
}
