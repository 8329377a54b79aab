import NavSimSourceTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSource

@Suite struct SourceScanTests {
  /// The first seed's shape: a stack whose pushed screen presents a sheet; the strings and
  /// comments that spell `.sheet(`, `NavigationLink` and `.fullScreenCover(` are not code.
  @Test func seedShapeIsAStackWithASheetOnThePushedScreen() throws {
    let scan = SourceScan(files: SourceFixtures.files("SeedShape"))
    #expect(
      scan.app.text() == """
        name: SeedShapeApp
        app-inputs: none  # no push, pop or dismiss in the source's handlers
        # SeedShape/Views.swift:5:8
        screen: HomeView: link DetailView
        # SeedShape/Views.swift:19:8
        #   sheet: SeedShape/Views.swift:26:5
        screen: DetailView: sheet

        """)
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
    let scenario = try Scenario.parse(scan.app.text(), path: "seed.nav")
    let configuration = try scenario.configuration()
    #expect(configuration.app.screens.map(\.name) == ["HomeView", "DetailView"])
    #expect(configuration.app.screens[1].hasSheet)
    #expect(scan.app.screens[1].items[0].sites.map(\.description) == ["SeedShape/Views.swift:26:5"])
  }

  /// A tab app whose pushed screen opens an item sheet holding its own stack, with an alert,
  /// a confirmation dialog, a full-screen cover and a custom back button.
  @Test func tabAppHasTabsSheetStackCoverAlertDialog() throws {
    let scan = SourceScan(files: SourceFixtures.files("TabApp"))
    #expect(scan.app.tabs == ["FeedView", "SettingsTab"])
    #expect(scan.app.backButton == .hiddenToolbar)
    let lines = scan.app.text().split(separator: "\n").map(String.init)
    #expect(lines.contains("tabs: FeedView, SettingsTab"))
    #expect(lines.contains("screen: FeedView: link PostView"))
    #expect(lines.contains("screen: SettingsTab: dialog"))
    #expect(
      lines.contains(
        "screen: PostView: sheet EditorView item stack detents medium+large no-pull, alert, "
          + "cover PlayerView"))
    #expect(lines.contains("back-button: hidden-toolbar  # TabApp/Feed.swift:34:5"))
    #expect(lines.contains("screen: EditorView"))
    #expect(lines.contains("screen: PlayerView"))
    let configuration = try Scenario.parse(scan.app.text(), path: "tab.nav").configuration()
    #expect(configuration.app.screens.count == 5)
    // The push by value names its type (Post), so no note is needed.
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
  }

  /// What cannot be read is a note with its location and the default taken, never silent.
  @Test func unreadableDestinationsAreNotes() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State var show = false; func setShow() { show = true }
        let router = Router()
        var body: some View {
          NavigationStack {
            NavigationLink("x", destination: router.view(for: 1))
            NavigationLink("y") { Camera() }
            Button("go") { router.navigate(to: .settings) }
          }
          .withDestinations()
          .sheet(isPresented: $show) {
            switch router.sheet {
            case .a: SheetA()
            case .b: SheetB()
            }
          }
          .popover(isPresented: $show) { SheetA() }
        }
      }
      struct Camera: UIViewControllerRepresentable {}
      struct SheetA: View { var body: some View { Text("a") } }
      struct SheetB: View { var body: some View { Text("b") } }
      struct Settings: View { var body: some View { Text("s") } }
      extension View {
        func withDestinations() -> some View {
          navigationDestination(for: Route.self) { _ in Settings() }
        }
      }
      """
    ])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains {
        $0.hasPrefix("A.swift:7:40: note: cannot read what this shows (router.view(…))")
      })
    #expect(notes.contains { $0.hasPrefix("A.swift:8:7: note: Camera is a UIKit view controller") })
    #expect(notes.contains { $0.hasPrefix("A.swift:9:28: note: a push through a router") })
    #expect(
      notes.contains { $0.hasPrefix("A.swift:13:7: note: one of 2 views chosen at run time") })
    #expect(notes.contains { $0.hasPrefix("A.swift:18:5: note: a popover") })
    #expect(notes.count == 5, "\(notes)")
    let home = scan.app.screen(named: "Home")
    #expect(
      home?.items.map(\.text) == [
        "link Home.link1", "link Camera", "link Settings", "sheet SheetA", "sheet SheetB",
      ])
    #expect(scan.app.screen(named: "Home.link1")?.items == [])
    // The app file with its defaults is a scenario the parser reads.
    #expect(throws: Never.self) {
      try Scenario.parse(scan.app.text(), path: "a.nav").configuration()
    }
  }

  /// Views given in closures to a UIKit view controller of the app's own (a tab bar of its
  /// own) are read as the content of the screen that makes it, with one note at the call; a
  /// closure that is an action (`onPick: { url in … }`) is no view and makes no note.
  @Test func viewsGivenToUIKitAreContentWithANote() throws {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
      struct Root: View {
        var body: some View {
          Tabs(tabs: [TabItem(title: "Feed") { Feed() }, TabItem(title: "Inbox") { Inbox() }])
          Picker(onPick: { url in print(url) })
        }
      }
      struct Tabs: UIViewControllerRepresentable { var tabs: [TabItem] }
      struct Picker: UIViewControllerRepresentable { var onPick: (URL) -> Void }
      struct TabItem { var title: String; var content: AnyView }
      struct Feed: View { @State var a = false; func setA() { a = true }; var body: some View { Text("f").alert("x", isPresented: $a) {} } }
      struct Inbox: View { var body: some View { NavigationLink("d") { Detail() } } }
      struct Detail: View { var body: some View { Text("d") } }
      """
    ])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:4:5: note: Tabs is a UIKit view controller (UIViewControllerRepresentable) "
          + "given views in closures: how it shows them (tabs, pages, a toolbar, a stack of its "
          + "own) is not read; they are read as the content of the screen that makes it"),
      "\(notes)")
    #expect(!notes.contains { $0.contains("Picker is a UIKit view controller") }, "\(notes)")
    let root = try #require(scan.app.screen(named: "Root"))
    #expect(root.items.map(\.text) == ["alert", "link Detail"])
  }

  /// The first seed's gesture-mask pattern: an overlay switched by a notification, and a post.
  @Test func gestureMaskPatternIsTheMitigation() {
    let scan = SourceFixtures.scan([
      "M.swift": """
      struct Mask: ViewModifier {
        @State var enable = false
        func body(content: Content) -> some View {
          content
            .overlay { if enable { Color.clear.contentShape(Rectangle()) } }
            .onReceive(NotificationCenter.default.publisher(for: .mask)) { enable = $0.object as? Bool ?? false }
        }
      }
      struct Root: View {
        var body: some View { NavigationStack { NavigationLink("d") { Detail() } }.modifier(Mask()) }
      }
      struct Detail: View {
        @State var pop = false
        var body: some View {
          Button("Show Sheet") { NotificationCenter.default.post(name: .mask, object: true); pop.toggle() }
            .sheet(isPresented: $pop) { Text("s") }
        }
      }
      """
    ])
    #expect(scan.app.mitigation == .gestureMask)
    #expect(scan.app.mitigationSite?.description == "M.swift:6:7")
    #expect(scan.app.text().contains("mitigation: gesture-mask  # M.swift:6:7\n"))
  }

  /// The focus on a presentation keeps one stack to its screen and that presentation alone.
  @Test func focusKeepsThePathAndThePresentation() {
    var app = ScannedApp()
    let here = SourceLocation(path: "x", line: 1, column: 1)
    app.screens = [
      .init(
        name: "a", location: here,
        items: [
          .init(.link("b"), sites: [here]), .init(.link("c"), sites: [here]),
          .init(.presentation(.init(.alert)), sites: [here]),
        ]),
      .init(name: "b", location: here, items: [.init(.link("c"), sites: [here])]),
      .init(
        name: "c", location: here,
        items: [
          .init(.presentation(.init(.alert)), sites: [here]),
          .init(.presentation(.init(.sheet)), sites: [here]),
        ]),
    ]
    let sites = app.presentationSites
    #expect(sites.map(\.path) == [["a"], ["a", "c"], ["a", "c"]])
    let focus = app.focused(on: sites[2])
    #expect(
      focus.text() == """
        start: a > c
        # x:1:1
        screen: a: link c
        # x:1:1
        #   sheet: x:1:1
        screen: c: sheet

        """)
  }
  /// A UIKit view in one case of a `switch` is one of the choices at its own depth, and a view
  /// laid over the content (`.overlay { Toast() }`) is not one: a router's item sheet shows
  /// every view of its cases (IceCubesApp's sheet destinations, whose one `ActivityView` case
  /// hid eight editor cases, and whose tabs each listed the toast laid over them).
  @Test func aSwitchShowsEveryCaseButNotItsDecoration() {
    let scan = SourceFixtures.scan([
      "R.swift": """
      struct Home: View {
        @State var destination: Destination?; func setDestination(_ value: Destination?) { destination = value }
        var body: some View {
          NavigationStack { Text("home") }
            .sheet(item: $destination) { destination in
              Group {
                switch destination {
                case .share: ActivityView()
                case .edit: Editor.MainView(mode: .new)
                case .list: ListView()
                }
              }
              .overlay(alignment: .top) { Toast() }
            }
            .background { Backdrop() }
        }
      }
      struct ActivityView: UIViewControllerRepresentable {}
      enum Editor {}
      extension Editor { struct MainView: View { var body: some View { Text("e") } } }
      struct ListView: View { var body: some View { Text("l") } }
      struct Toast: View { var body: some View { Text("t") } }
      struct Backdrop: View { var body: some View { Text("b") } }
      """
    ])
    #expect(
      scan.app.screen(named: "Home")?.items.map(\.text) == [
        "sheet ActivityView item", "sheet MainView item", "sheet ListView item",
      ])
    #expect(scan.app.screen(named: "Toast") == nil)
    #expect(scan.app.screen(named: "Backdrop") == nil)
  }

  /// A view laid over or under content is still that content's: its presentations and links
  /// belong to the screen, and a comparison with `.background` is not a modifier.
  @Test func decorationIsStillTheScreensContent() {
    let scan = SourceFixtures.scan([
      "D.swift": """
      struct Home: View {
        @Environment(\\.scenePhase) var phase
        var body: some View {
          NavigationStack {
            List { Text("x") }
              .overlay { Banner() }
              .onChange(of: phase) { if phase == .background { save() } }
          }
        }
      }
      struct Banner: View {
        @State var show = false
        var body: some View { Button("i") { show = true }.sheet(isPresented: $show) { Info() } }
      }
      struct Info: View { var body: some View { NavigationStack { Text("i") } } }
      """
    ])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["sheet Info stack"])
  }

  /// A screen with more presentations than a scenario holds: the app file keeps the first
  /// ones and notes the others with every place they are written, and every one of them is
  /// judged (its focused app holds it alone).
  @Test func presentationsPastTheLimitAreNotedAndStillJudged() throws {
    let count = Screen.maximumPresentations + 2
    let sheets = (1...count).map { "      .sheet(isPresented: $s) { V\($0)() }" }
    let views = (1...count).map {
      "struct V\($0): View { var body: some View { Text(\"\($0)\") } }"
    }
    let source =
      "struct Home: View {\n  @State var s = false; func setS() { s = true }\n  var body: some View {\n"
      + "    NavigationStack { Text(\"h\") }\n" + sheets.joined(separator: "\n") + "\n  }\n}\n"
      + views.joined(separator: "\n") + "\n"
    let scan = SourceFixtures.scan(["P.swift": source])
    #expect(scan.app.presentationSites.count == count)
    let text = scan.app.text()
    let home = try #require(text.split(separator: "\n").first { $0.hasPrefix("screen: Home") })
    #expect(home.components(separatedBy: "sheet ").count - 1 == Screen.maximumPresentations)
    #expect(!home.contains("sheet V\(count)"))
    let notes = scan.diagnostics.map(\.description).filter { $0.contains("is left out of Home") }
    #expect(notes.count == 2, "\(notes)")
    #expect(
      notes.first?.hasPrefix("P.swift:\(4 + Screen.maximumPresentations + 1):7: note:") == true)
    #expect(throws: Never.self) { try Scenario.parse(text, path: "p.nav").configuration() }
    // The last one is focused and judged like the first.
    let last = try #require(scan.app.presentationSites.last)
    #expect(scan.app.focused(on: last).text().contains("screen: Home: sheet V\(count)"))
  }
  /// A splash or migration view laid over the app in the WindowGroup is not the root when the
  /// app's TabView is written beside it (EhPanda's `ZStack { if ready { TabBarView() };
  /// MigrationView() }`, where the scan read one screen of thirty).
  @Test func theRootIsTheViewWithTheTabViewBesideAnOverlaidOne() {
    let scan = SourceFixtures.scan([
      "E.swift": """
      @main struct EhApp: App {
        var body: some Scene {
          WindowGroup {
            ZStack {
              if state == .idle { TabBarView(store: store) }
              MigrationView().opacity(state == .idle ? 0 : 1)
            }
          }
        }
      }
      struct TabBarView: View {
        var body: some View {
          TabView {
            ForEach(Kind.allCases) { kind in
              Group {
                switch kind {
                case .home: HomeView()
                case .settings: SettingView()
                }
              }
              .tabItem(kind.label)
            }
          }
        }
      }
      struct MigrationView: View { var body: some View { NavigationView { Text("m") } } }
      struct HomeView: View { var body: some View { NavigationStack { NavigationLink("d") { Detail() } } } }
      struct SettingView: View { var body: some View { NavigationStack { Text("s") } } }
      struct Detail: View { var body: some View { Text("d") } }
      """
    ])
    #expect(scan.app.tabs == ["HomeView", "SettingView"])
    #expect(scan.app.screen(named: "MigrationView") == nil)
    expectDiagnostic(scan, "E.swift:5:29: note: the WindowGroup shows MigrationView and TabBarView")
    expectDiagnostic(
      scan,
      "E.swift:14:7: note: the tabs are made by ForEach over 'Kind.allCases', whose elements the "
        + "scan cannot list (Kind is not an enum of the sources): read as what one iteration "
        + "shows, one of 2 views: a tab each")
  }

  /// A member of a value whose type is not written, declared on several types: the one whose
  /// type the value's name names (clean-architecture-swiftui's `appDelegate.rootView`, then
  /// `environment.rootView`, where the scan read no screen); and a screen's comment is where
  /// its view is declared, not a model type of the same name in another namespace.
  @Test func aMemberOnAValueIsTheOneItsNameNames() {
    let scan = SourceFixtures.scan([
      "C.swift": """
      @main struct MainApp: App {
        var body: some Scene { WindowGroup { appDelegate.rootView } }
      }
      final class AppDelegate { var rootView: some View { environment.rootView } }
      extension AppEnvironment { var rootView: some View { CountriesList() } }
      enum DBModel { final class CountryDetails { var name = "" } }
      struct CountriesList: View {
        var body: some View { NavigationStack { NavigationLink("c") { CountryDetails() } } }
      }
      struct CountryDetails: View {
        @State var s = false; func setS() { s = true }
        var body: some View { Text("c").sheet(isPresented: $s) { Text("f") } }
      }
      """
    ])
    #expect(
      scan.app.text() == """
        name: MainApp
        app-inputs: none  # no push, pop or dismiss in the source's handlers
        # C.swift:7:8
        screen: CountriesList: link CountryDetails
        # C.swift:10:8
        #   sheet: C.swift:12:34
        screen: CountryDetails: sheet

        """)
    expectDiagnostic(
      scan, "C.swift:2:40: note: 'appDelegate.rootView' read as AppDelegate.rootView")
    expectDiagnostic(
      scan, "C.swift:4:53: note: 'environment.rootView' read as AppEnvironment.rootView")
  }
  /// A folder with several apps (an App Clip and preview apps beside the app, as isowords has
  /// eleven): the one whose root holds the most navigation is read, with a note naming them;
  /// the notes of the others are not said.
  @Test func ofSeveralAppsTheOneWithTheMostNavigationIsRead() {
    let scan = SourceFixtures.scan([
      "Clip.swift": """
      @main struct ClipApp: App {
        var body: some Scene { WindowGroup { ClipView() } }
      }
      struct ClipView: View { var body: some View { Text("clip") } }
      """,
      "Main.swift": """
      @main struct MainApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
      }
      struct HomeView: View {
        @State var s = false; func setS() { s = true }
        var body: some View {
          NavigationStack { NavigationLink("d") { Detail() } }.sheet(isPresented: $s) { Text("x") }
        }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """,
    ])
    #expect(scan.app.name == "MainApp")
    #expect(scan.app.screens.map(\.name) == ["HomeView", "Detail"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes == [
        "Main.swift:1:14: note: 2 apps in the sources (ClipApp, MainApp): read MainApp, whose "
          + "root holds the most navigation; scan one app's folder to read another"
      ], "\(notes)")
  }
  /// A modifier of the app's own applied by a bare `modifier(X())` call (Mlem's
  /// `paletteBorder`, which gave 800 notes) is not content the scan cannot read.
  @Test func aBareModifierCallIsPlainContent() {
    let scan = SourceFixtures.scan([
      "B.swift": """
      struct Home: View {
        @State var s = false; func setS() { s = true }
        var body: some View {
          NavigationStack { Text("h") }.sheet(isPresented: $s) { Text("x").bordered() }
        }
      }
      struct Border: ViewModifier { func body(content: Content) -> some View { content } }
      extension View { func bordered() -> some View { modifier(Border()) } }
      """
    ])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["sheet"])
    let notes = scan.diagnostics.map(\.description)
    #expect(!notes.contains { $0.contains("cannot read") }, "\(notes)")
  }
  /// A presentation through a modifier of the app's own that passes its closure on: to
  /// SwiftUI's `.sheet` directly, or to a `ViewModifier` that presents it
  /// (clean-architecture-swiftui's `.sheet2(isPresented:content:)`, whose sheet was written
  /// without its content screen).
  @Test func aClosurePassedToTheAppsOwnModifierIsWhatItPresents() {
    let scan = SourceFixtures.scan([
      "F.swift": """
      struct Home: View {
        @State var a = false; func setA() { a = true }
        @State var b = false; func setB() { b = true }
        var body: some View {
          NavigationStack { Text("h") }
            .sheet2(isPresented: $a, content: { self.flag() })
            .popup(isPresented: $b) { Editor() }
        }
        func flag() -> some View { FlagView() }
      }
      extension View {
        func sheet2<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> S) -> some View {
          self.modifier(Inspectable(isPresented: isPresented, builder: content))
        }
        func popup<S: View>(isPresented shown: Binding<Bool>, content: @escaping () -> S) -> some View {
          fullScreenCover(isPresented: shown, content: content)
        }
      }
      struct Inspectable<S: View>: ViewModifier {
        let isPresented: Binding<Bool>
        let builder: () -> S
        func body(content: Self.Content) -> some View {
          content.sheet(isPresented: isPresented, content: builder)
        }
      }
      struct FlagView: View { var body: some View { NavigationStack { Text("f") } } }
      struct Editor: View { var body: some View { Text("e") } }
      """
    ])
    #expect(
      scan.app.screen(named: "Home")?.items.map(\.text) == [
        "sheet FlagView stack", "cover Editor",
      ])
    #expect(
      scan.app.screen(named: "Home")?.items.map { $0.sites.map(\.description) } == [
        ["F.swift:23:12"], ["F.swift:16:5"],
      ])
    // Where the screen attaches each (its warning's note in `navfuzz scan`).
    #expect(
      scan.app.screen(named: "Home")?.items.map { $0.via.map(\.description) } == [
        ["F.swift:6:7"], ["F.swift:7:7"],
      ])
  }
  /// `interactiveDismissDisabled` with a condition does not make a sheet that can never be
  /// pulled down (IceCubesApp's editor, which can be pulled while it is empty, was written
  /// `no-pull` and so judged safe from the races a pull opens).
  @Test func aConditionalDismissDisabledIsNotNoPull() {
    let scan = SourceFixtures.scan([
      "N.swift": """
      struct Home: View {
        @State var a = false; func setA() { a = true }
        @State var b = false; func setB() { b = true }
        var body: some View {
          NavigationStack { Text("h") }
            .sheet(isPresented: $a) { Editor().interactiveDismissDisabled(store.hasText) }
            .sheet(isPresented: $b) { Locked().interactiveDismissDisabled() }
        }
      }
      struct Editor: View { var body: some View { Text("e") } }
      struct Locked: View { var body: some View { Text("l") } }
      """
    ])
    #expect(
      scan.app.screen(named: "Home")?.items.map(\.text) == ["sheet Editor", "sheet Locked no-pull"])
    expectDiagnostic(scan, "N.swift:6:41: note: interactiveDismissDisabled with a condition")
  }

  /// An overlay that draws (a progress view, an error border) switched by what a notification
  /// handler sets is not the gesture mask: kiwix-apple and Aidoku were read as masked apps.
  @Test func anOverlayThatDrawsIsNotTheMask() {
    let scan = SourceFixtures.scan([
      "K.swift": """
      struct Search: View {
        @State var inProgress = false
        var body: some View {
          NavigationStack { List { Text("r") } }
            .overlay { if inProgress { ProgressView() } }
            .onReceive(NotificationCenter.default.publisher(for: .search)) { _ in inProgress = true }
        }
        func go() { NotificationCenter.default.post(name: .search, object: nil) }
      }
      """
    ])
    #expect(scan.app.mitigation == nil)
  }

  /// A modifier of the app's own whose body links to a view that uses the same modifier is a
  /// cycle the scan stops, not a crash (Aidoku's sources exhausted the stack).
  @Test func aModifierThatLinksToItselfIsReadOnce() {
    let scan = SourceFixtures.scan([
      "L.swift": """
      struct Home: View {
        var body: some View { NavigationStack { Text("h").linked() } }
      }
      extension View {
        func linked() -> some View {
          NavigationLink { Text("next").linked() } label: { self }
        }
      }
      """
    ])
    #expect(scan.app.screens.first?.name == "Home")
    #expect(throws: Never.self) {
      try Scenario.parse(scan.app.text(), path: "l.nav").configuration()
    }
  }
  /// A presentation is judged with its own screen's back button: one screen with a custom back
  /// button elsewhere in the app does not make every verdict one on a hidden system button
  /// (EhPanda's one custom back button hid the 24 lockups of its other screens).
  @Test func aPresentationIsJudgedWithItsOwnScreensBackButton() throws {
    let scan = SourceFixtures.scan([
      "B.swift": """
      struct Home: View {
        var body: some View {
          NavigationStack {
            NavigationLink("a") { Plain() }
            NavigationLink("b") { Custom() }
          }
        }
      }
      struct Plain: View {
        @State var s = false; func setS() { s = true }
        var body: some View { Text("p").sheet(isPresented: $s) { Text("x") } }
      }
      struct Custom: View {
        @Environment(\\.dismiss) var dismiss
        @State var s = false; func setS() { s = true }
        var body: some View {
          Text("c").sheet(isPresented: $s) { Text("y") }
            .navigationBarBackButtonHidden(true)
            .toolbar { Button("Back") { dismiss() } }
        }
      }
      """
    ])
    // One pushed screen keeps the system button, one hides it: as many, so the app file's
    // style is the system's.
    #expect(scan.app.backButton == .system)
    let sites = scan.app.presentationSites
    let plain = try #require(sites.first { $0.screen == "Plain" })
    let custom = try #require(sites.first { $0.screen == "Custom" })
    #expect(scan.app.focused(on: plain).backButton == .system)
    #expect(!scan.app.focused(on: plain).text().contains("back-button"))
    #expect(scan.app.focused(on: custom).backButton == .hiddenToolbar)
  }

  /// Expects a diagnostic of `scan` that begins with `prefix` (all of them are shown when none
  /// does).
  /// A generic wrapper around the whole app whose own body presents (a PIN alert) presents
  /// over the root: its alert is on the root screen, with a note; a generic wrapper that
  /// presents nothing (`Lazy`) leaves the root as it was.
  @Test func aPresentingWrapperAroundTheAppPresentsOnTheRoot() throws {
    let source = """
      @main struct A: App {
        var body: some Scene { WindowGroup { Lazy { WithPIN { Home() } } } }
      }
      struct WithPIN<Content: View>: View {
        @State var locked = false; func setLocked() { locked = true }
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content.alert("PIN", isPresented: $locked) { Button("OK") {} } }
      }
      struct Lazy<Content: View>: View {
        let content: Content
        var body: some View { content }
      }
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("d") { Detail() } } }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """
    let scan = SourceFixtures.scan(["W.swift": source])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    let root = try #require(scan.app.screens.first)
    #expect(root.items.map(\.text) == ["alert", "link Detail"])
    expectDiagnostic(
      scan,
      "W.swift:2:47: note: WithPIN wraps the app's root Home and presents on its own: the root "
        + "is the WindowGroup's content, with its presentations")
    let plain = SourceFixtures.scan([
      "W.swift": source.replacingOccurrences(
        of: "content.alert(\"PIN\", isPresented: $locked) { Button(\"OK\") {} }", with: "content")
    ])
    #expect(plain.app.screens.first?.name == "Home")
  }

  private func expectDiagnostic(
    _ scan: SourceScan, _ prefix: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let said = scan.diagnostics.map(\.description)
    #expect(said.contains { $0.hasPrefix(prefix) }, "\(said)", sourceLocation: sourceLocation)
  }

  /// `presentationBackgroundInteraction(.enabled)` on a sheet without a medium detent: the
  /// sheet covers the screen, the app file says no `undimmed` (the format writes it with
  /// `detents` only) and is read back; a note says why. With a medium detent it stays.
  @Test func undimmedIsWrittenOnlyBesideAMediumDetent() throws {
    let text = """
      import SwiftUI
      @main struct NotesApp: App {
        var body: some Scene { WindowGroup { NavigationStack { Home() } } }
      }
      struct Home: View {
        @State var info = false
        @State var peek = false
        var body: some View {
          Button("Info") { info = true }
            .sheet(isPresented: $info) {
              Info().presentationBackgroundInteraction(.enabled)
            }
          Button("Peek") { peek = true }
            .sheet(isPresented: $peek) {
              Peek().presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)
            }
        }
      }
      struct Info: View { var body: some View { NavigationLink("More") { Text("more") } } }
      struct Peek: View { var body: some View { NavigationLink("More") { Text("more") } } }

      """
    let scan = SourceScan(files: [SourceFile(path: "Notes.swift", text: text)])
    let home = scan.app.text().split(separator: "\n").first { $0.hasPrefix("screen: Home") }
    #expect(home == "screen: Home: sheet Info, sheet Peek detents medium undimmed")
    #expect(throws: Never.self) {
      try Scenario.parse(scan.app.text(), path: "n.nav").configuration()
    }
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("presentationBackgroundInteraction without a medium detent")
          && "\($0.location)" == "Notes.swift:10:7"
      })
  }
}
