import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSource

/// What real apps write (docs/SCAN.md), each on a fixture of its own written for these tests.
@Suite struct SourceScanRealAppsTests {
  /// `#if os(iOS)` is taken and the other platforms' branches are left out, in the App body,
  /// in a view's `body` written twice, in a modifier chain and around whole declarations; an
  /// `#if DEBUG` decides nothing.
  @Test func platformBranchesAreReadAsTheIPhoneBuild() throws {
    let scan = SourceScan(files: SourceFixtures.files("Platforms"))
    #expect(
      scan.app.text() == """
        name: PlatformApp
        tabs: LibraryTab, SettingsTab
        # Platforms/Views.swift:21:8
        screen: LibraryTab: link BookView, sheet EditorView stack
        # Platforms/Views.swift:56:8
        screen: SettingsTab: dialog
        # Platforms/Views.swift:38:10
        screen: BookView
        # Platforms/Views.swift:50:8
        screen: EditorView

        """)
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
    _ = try Scenario.parse(scan.app.text(), path: "platforms.nav").configuration()
  }

  /// The condition's truth for the iPhone build.
  @Test func conditionsAreReadForTheIPhone() {
    func truth(_ condition: String) -> SourceIndex.Truth {
      let file = SourceFile(path: "c.swift", text: condition)
      return SourceIndex.condition(file, 0, file.code.count)
    }
    #expect(truth("os(iOS)") == .yes)
    #expect(truth("os(macOS)") == .no)
    #expect(truth("!os(macOS)") == .yes)
    #expect(truth("os(iOS) || os(macOS)") == .yes)
    #expect(truth("os(macOS) || os(tvOS)") == .no)
    #expect(truth("os(iOS) && DEBUG") == .unknown)
    #expect(truth("(os(watchOS) || targetEnvironment(macCatalyst))") == .no)
    #expect(truth("canImport(UIKit)") == .yes)
    #expect(truth("DEBUG") == .unknown)
    #expect(truth(String(repeating: "(", count: 100_000)) == .unknown)
  }

  /// `navigationDestination(for:destination:)` with the closure labelled, and the
  /// `isPresented:` form written the same way.
  @Test func aLabelledDestinationClosureIsRead() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State private var showHelp = false
        var body: some View {
          NavigationStack {
            List { NavigationLink("Open", value: Note(id: 1)) }
              .navigationDestination(for: Note.self, destination: { note in NoteView(note: note) })
              .navigationDestination(isPresented: $showHelp, destination: { HelpView() })
          }
        }
      }
      struct Note: Hashable { var id: Int }
      struct NoteView: View { var note: Note; var body: some View { Text("n") } }
      struct HelpView: View { var body: some View { Text("h") } }
      """
    ])
    let home = scan.app.screens.first { $0.name == "Home" }
    #expect(home?.items.map(\.text) == ["link NoteView", "link HelpView"])
  }

  /// A context menu's preview is a picture: its view's links are not the screen's. The menu's
  /// own items are.
  @Test func aContextMenuPreviewIsNotTappable() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State private var sharing = false
        var body: some View {
          NavigationStack {
            Text("Photo")
              .contextMenu {
                Button("Share") { sharing = true }
              } preview: {
                PhotoPreview()
              }
              .contextMenu(menuItems: { Button("Copy") {} }, preview: { PhotoPreview() })
              .sheet(isPresented: $sharing) { ShareView() }
          }
        }
      }
      struct PhotoPreview: View {
        var body: some View { NavigationLink("Full") { FullPhoto() } }
      }
      struct FullPhoto: View { var body: some View { Text("f") } }
      struct ShareView: View { var body: some View { NavigationStack { Text("s") } } }
      """
    ])
    #expect(scan.app.screens.map(\.name) == ["Home", "ShareView"])
    #expect(scan.app.screens.first?.items.map(\.text) == ["sheet ShareView stack"])
  }

  /// A view type whose name begins in lower case (`iCloudSettingsView`) is a view all the same.
  @Test func aLowerCaseViewNameIsAView() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State private var show = false
        var body: some View {
          NavigationStack {
            NavigationLink("iCloud") { iCloudSettingsView() }
              .sheet(isPresented: $show) { eBookReader(title: "t") }
          }
        }
      }
      struct iCloudSettingsView: View { var body: some View { Text("i") } }
      struct eBookReader: View { var title: String; var body: some View { Text(title) } }
      """
    ])
    #expect(scan.app.screens.map(\.name) == ["Home", "iCloudSettingsView", "eBookReader"])
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
  }
}
