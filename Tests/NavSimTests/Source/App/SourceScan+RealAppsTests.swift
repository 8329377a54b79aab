import NavSimSourceTestSupport
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
        app-inputs: none  # no push, pop or dismiss in the source's handlers
        # Platforms/Views.swift:21:8
        #   sheet EditorView stack: Platforms/Views.swift:29:9
        screen: LibraryTab: link BookView, sheet EditorView stack
        # Platforms/Views.swift:56:8
        #   dialog: Platforms/Views.swift:65:7
        screen: SettingsTab: dialog
        # Platforms/Views.swift:38:10
        screen: BookView
        # Platforms/Views.swift:50:8
        screen: EditorView

        """)
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
    // The macOS and tvOS presentations are not the iPhone app's: not counted as unread.
    #expect(scan.presentationSitesSeen == 2)
    #expect(scan.presentationSitesRead == 2)
    #expect(scan.unreadSummary.isEmpty)
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
        @State private var showHelp = false; func setShowHelp() { showHelp = true }
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
        @State private var show = false; func setShow() { show = true }
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

  /// A root that hides its bar (a login screen) hides no back button: the app's style is read
  /// from the screens that are pushed, the most common of theirs.
  @Test func aRootsHiddenBarIsNotTheAppsBackButtonStyle() throws {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Login() } } }
      struct Login: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Read") { Article() }
              .navigationBarHidden(true)
          }
        }
      }
      struct Article: View {
        @State private var tags = false; func setTags() { tags = true }
        var body: some View {
          NavigationLink("About") { About() }
            .sheet(isPresented: $tags) { Tags() }
        }
      }
      struct About: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          Text("about")
            .navigationBarBackButtonHidden(true)
            .toolbar { Button("Back") { dismiss() } }
        }
      }
      struct Tags: View { var body: some View { NavigationStack { Text("t") } } }
      """
    ])
    // Article keeps the system button and About hides it: as many pushed screens each way,
    // so the app file's style is the system's, and a note names About.
    #expect(scan.app.backButton == .system)
    #expect(
      scan.diagnostics.map(\.message) == [
        "Login hides its bar or back button but is never pushed (a root, a tab or a "
          + "presentation's content): it has no back button to hide, so this is not the app's "
          + "back-button style",
        "1 pushed screen with another back button (hidden-toolbar: About) than most pushed "
          + "screens' (system, 1): the app file gives every pushed screen one style, the most "
          + "common; each presentation is judged with its own screen's",
      ])
    _ = try Scenario.parse(scan.app.text(), path: "a.nav").configuration()
  }

  /// One view shown by two sheets (create and edit), a view shown by two tabs, and more tabs
  /// than a scenario holds: every app file the scan writes is one `--app` accepts.
  @Test func everyAppFileWrittenIsAccepted() throws {
    let twoSheets = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Notes() } } }
      struct Notes: View {
        @State private var creating = false; func setCreating() { creating = true }
        @State private var editing: Note? = nil; func setEditing(_ value: Note?) { editing = value }
        var body: some View {
          NavigationStack {
            List { Text("n") }
              .sheet(isPresented: $creating) { NoteEditor() }
              .sheet(item: $editing) { note in NavigationStack { NoteEditor(note: note) } }
          }
        }
      }
      struct Note: Identifiable { var id: Int }
      struct NoteEditor: View { var note: Note? = nil; var body: some View { Text("e") } }
      """
    ])
    let notes = try #require(twoSheets.app.screens.first)
    #expect(notes.items.map(\.text) == ["sheet NoteEditor item stack"])
    #expect(notes.items.first?.sites.map(\.line) == [8, 9])
    _ = try Scenario.parse(twoSheets.app.text(), path: "a.nav").configuration()

    // Tab bar items, as a TabView whose pages give none is a pager (RecognizerPagersTests).
    let tabViews = (1...18).map { "Tab\($0)().tabItem { Text(\"\($0)\") }" }
      .joined(separator: "\n    ")
    let views = (1...18).map { "struct Tab\($0): View { var body: some View { Text(\"\($0)\") } }" }
      .joined(separator: "\n")
    let manyTabs = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
      struct Root: View {
        var body: some View {
          TabView {
            Tab1().tabItem { Text("1") }
            \(tabViews)
          }
        }
      }
      \(views)
      """
    ])
    #expect(manyTabs.app.tabs == (1...16).map { "Tab\($0)" })
    #expect(manyTabs.diagnostics.count == 3, "\(manyTabs.diagnostics)")
    #expect(
      manyTabs.diagnostics[0].message
        == "this tab shows Tab1 again: the app file lists each screen once as a tab")
    #expect(manyTabs.diagnostics[1].message.hasPrefix("more tabs than a scenario holds (16)"))
    _ = try Scenario.parse(manyTabs.app.text(), path: "b.nav").configuration()
  }

  /// `Tab(value:)` builders in a `@TabContentBuilder` member, made by `ForEach` over a
  /// `switch`, and a `Tab` in a `TabSection`: a tab each, each its own screen.
  @Test func tabBuildersAreATabEach() throws {
    let scan = SourceScan(files: SourceFixtures.files("TabBuilders"))
    #expect(
      scan.app.tabs == ["HomeScreen", "LibraryScreen", "SearchScreen", "SettingsScreen"])
    let home = try #require(scan.app.screens.first { $0.name == "HomeScreen" })
    #expect(home.items.map(\.text) == ["link VideoScreen", "cover PlayerScreen"])
    #expect(scan.presentationSitesRead == 1)
    _ = try Scenario.parse(scan.app.text(), path: "tabs.nav").configuration()
  }

  /// Of several apps, one inside a nested package or a demo folder (a design system's
  /// inspector) is read only when no other is, even with more navigation read.
  @Test func theAppOutsideNestedPackagesIsRead() {
    let scan = SourceFixtures.scan([
      "Package.swift": "let package = Package(name: \"Tools\")",
      "Product/Sources/ProductApp.swift": """
      @main struct ProductApp: App { var body: some Scene { WindowGroup { Start() } } }
      struct Start: View { var body: some View { Text("start") } }
      """,
      "DesignSystem/Package.swift": "let package = Package(name: \"DesignSystem\")",
      "DesignSystem/Catalog/CatalogApp.swift": """
      @main struct CatalogApp: App { var body: some Scene { WindowGroup { Components() } } }
      struct Components: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Buttons") { ButtonsPage() }
            NavigationLink("Colors") { ColorsPage() }
          }
        }
      }
      struct ButtonsPage: View { var body: some View { Text("b") } }
      struct ColorsPage: View { var body: some View { Text("c") } }
      """,
    ])
    #expect(scan.app.name == "ProductApp")
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("2 apps in the sources (")
          && $0.message.contains(
            "read ProductApp, whose root holds the most navigation of those outside nested "
              + "packages and demo folders")
      }, "\(scan.diagnostics)")
  }

  /// A router of the app's own: a method that appends to the bound path, and a static one that
  /// calls it, are pushes to the destinations their values name; one that empties the path is
  /// not a push.
  @Test func aRoutersPushMethodsAreFollowedToTheirDestinations() throws {
    let scan = SourceScan(files: SourceFixtures.files("Router"))
    #expect(
      scan.app.text() == """
        name: ReaderApp
        app-inputs: none  # no push, pop or dismiss in the source's handlers
        # Router/Screens.swift:3:8
        screen: FeedScreen: link PostScreen, link ProfileScreen
        # Router/Screens.swift:23:8
        #   sheet ReplyScreen: Router/Screens.swift:29:7
        screen: PostScreen: sheet ReplyScreen
        # Router/Screens.swift:33:8
        screen: ProfileScreen
        # Router/Screens.swift:38:8
        screen: ReplyScreen

        """)
    #expect(SourceIndex(files: SourceFixtures.files("Router")).pushMethods == ["show", "to"])
    _ = try Scenario.parse(scan.app.text(), path: "router.nav").configuration()
  }

  /// The app file's back-button style is the one most pushed screens show: two pushed screens
  /// with a custom button against one with the system's give the custom one, at the first
  /// place read.
  @Test func theAppsBackButtonIsTheMostCommonOfThePushedScreens() throws {
    let scan = SourceFixtures.scan([
      "C.swift": """
      @main struct C: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View {
          NavigationStack {
            NavigationLink("a") { Plain() }
            NavigationLink("b") { First() }
            NavigationLink("c") { Second() }
          }
        }
      }
      struct Plain: View { var body: some View { Text("p") } }
      struct First: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View {
          Text("1").navigationBarBackButtonHidden(true).toolbar { Button("Back") { dismiss() } }
        }
      }
      struct Second: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View {
          Text("2").navigationBarBackButtonHidden(true).toolbar { Button("Back") { dismiss() } }
        }
      }
      """
    ])
    #expect(scan.app.backButton == .hiddenToolbar)
    #expect(scan.app.backButtonSite?.line == 15)
    #expect(
      scan.diagnostics.map(\.message).contains(
        "1 pushed screen with another back button (system: Plain) than most pushed screens' "
          + "(hidden-toolbar, 2): the app file gives every pushed screen one style, the most "
          + "common; each presentation is judged with its own screen's"))
    _ = try Scenario.parse(scan.app.text(), path: "c.nav").configuration()
  }
}
