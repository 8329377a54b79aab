import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// Coordinators and routers of the app's own (docs/SCAN.md, "What it recognises"): a call of a
/// navigation method whose value names a route of the sources' registry is a link or a
/// presentation of the route's view, at the call.
@Suite struct SourceScanRoutesTests {
  /// Static members that make a view (each saying push, sheet or full screen), and the cases
  /// of a `switch self` that make a view (the method called says how), are followed: every
  /// presentation written is read, on the screen that declares it; a presented item set to a
  /// case of a `.sheet(item:)`'s `switch` presents that case's view where it is set.
  @Test func routesOfARegistryAreFollowedToTheirViews() throws {
    let files = SourceFixtures.files("Routes")
    let scan = SourceScan(files: files)
    let app = scan.app
    #expect(app.tabs == ["LibraryScreen", "InboxScreen"])
    let library = try #require(app.screen(named: "LibraryScreen"))
    #expect(
      library.items.map(\.text) == [
        "link AlbumScreen", "sheet SettingsScreen", "sheet NewListScreen item",
        "sheet ShareScreen item",
      ])
    // The presented item set on the pushed screen presents there, where the button is.
    let album = try #require(app.screen(named: "AlbumScreen"))
    #expect(album.items.map(\.text) == ["cover PlayerScreen", "sheet ShareScreen item", "dialog"])
    let inbox = try #require(app.screen(named: "InboxScreen"))
    #expect(inbox.items.map(\.text) == ["sheet ComposeScreen", "link ThreadScreen"])
    #expect(app.screen(named: "SettingsScreen")?.items.map(\.text) == ["alert"])
    // The app's own link view is the NavigationLink it makes.
    #expect(app.screen(named: "PlayerScreen")?.items.map(\.text) == ["link CreditsScreen"])
    #expect(app.screen(named: "CreditsScreen")?.items.map(\.text) == ["alert"])
    #expect(app.screen(named: "NavLink") == nil)
    #expect(SourceIndex(files: files).linkViews == ["NavLink"])
    #expect(app.screen(named: "ComposeScreen")?.items.map(\.text) == ["alert"])
    #expect(app.screen(named: "ThreadScreen")?.items.map(\.text) == ["sheet ReportScreen"])
    // Every presentation written is on a screen: nothing unread, no note of it.
    #expect(scan.presentationSitesSeen == 6)
    #expect(scan.presentationSitesRead == 6)
    #expect(!scan.diagnostics.contains { $0.message.contains("is on none of") })
    let routes = SourceIndex(files: files).routes
    #expect(
      routes.keys.sorted() == [
        "album", "compose", "newList", "player", "settings", "share", "thread",
      ])
    #expect(routes["share"]?.style == .sheet)
    #expect(routes["settings"]?.style == .sheet)
    #expect(routes["player"]?.style == .cover)
    #expect(routes["album"]?.style == nil)
    #expect(routes["compose"]?.caseName == "compose")
    _ = try Scenario.parse(app.text(), path: "routes.nav").configuration()
  }

  /// A link view given its destination as a closure (`NavigationLink { destination() } label:
  /// { … }`, a settings row) is the NavigationLink it makes: the screen it pushes is a link, its
  /// presentations that screen's, not the row's screen's.
  @Test func aLinkViewGivenAClosureIsALink() throws {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Settings() } } } }
      struct Row<Destination: View>: View {
        let title: String
        @ViewBuilder var destination: () -> Destination
        var body: some View {
          NavigationLink { destination() } label: { Label(title, systemImage: "gear") }
        }
      }
      struct Settings: View {
        var body: some View { List { Row(title: "Logs") { LogViewer() } } }
      }
      struct LogViewer: View {
        @State var sharing = false
        var body: some View { Button("Share") { sharing = true }.sheet(isPresented: $sharing) { Text("s") } }
      }
      """
    let files = [SourceFile(path: "A.swift", text: source)]
    #expect(SourceIndex(files: files).linkViews == ["Row"])
    let app = SourceFixtures.scan(["A.swift": source]).app
    #expect(app.screen(named: "Settings")?.items.map(\.text) == ["link LogViewer"])
    #expect(app.screen(named: "LogViewer")?.items.map(\.text) == ["sheet"])
  }

  /// A link view that names what it was given through `self` (`NavigationLink(destination:
  /// self.destination)`, isowords's settings rows, whose seven pages had been one unnamed
  /// screen) is a link view too, in a row of its own around the link.
  @Test(arguments: [
    "NavigationLink(destination: self.destination) { Text(title) }",
    "NavigationLink { self.destination } label: { Text(title) }",
    "Section { NavigationLink(destination: self.destination, label: { Text(title) }) }",
  ])
  func aLinkViewMayNameItsDestinationThroughSelf(link: String) throws {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Settings() } } } }
      struct Row<Destination: View>: View {
        let destination: Destination
        let title: String
        var body: some View { \(link) }
      }
      struct Settings: View {
        var body: some View {
          List { Row(destination: Sounds(), title: "Sounds"); Row(destination: Stats(), title: "Stats") }
        }
      }
      struct Sounds: View { var body: some View { Text("s") } }
      struct Stats: View { var body: some View { Text("t") } }
      """
    #expect(SourceIndex(files: [SourceFile(path: "A.swift", text: source)]).linkViews == ["Row"])
    let app = SourceFixtures.scan(["A.swift": source]).app
    #expect(
      app.screen(named: "Settings")?.items.map(\.text) == ["link Sounds", "link Stats"], "\(link)")
  }

  /// A method whose name is no navigation verb (`.tint(.settings)`) and SwiftUI's own
  /// modifiers are never route calls, whatever their value names.
  @Test func onlyNavigationMethodsAreRouteCalls() {
    #expect(SourceIndex.isRouteVerb("route"))
    #expect(SourceIndex.isRouteVerb("openSheet"))
    #expect(SourceIndex.isRouteVerb("navigateTo"))
    #expect(!SourceIndex.isRouteVerb("tint"))
    // The byte comparison says what the lower-cased words say, for every case and place.
    for name in [
      "PUSHView", "goToDetail", "GOTO", "ShowSheet", "présenté", "Navigate", "navig", "openURL",
      "xroute", "", "é", "ROUTE", "rout", "reopen", "sHeEt", "Presen", "tintRoute", "rOuTeR",
      "navigatioN", "shoW", "pus", "éopen", "ope",
    ] {
      let words = SourceIndex.routeVerbs.contains { name.lowercased().contains($0) }
      #expect(SourceIndex.isRouteVerb(name) == words, "\(name)")
    }
    #expect(SourceIndex.style(ofMethod: "openSheet") == .sheet)
    #expect(SourceIndex.style(ofMethod: "presentFullScreen") == .cover)
    #expect(SourceIndex.style(ofMethod: "push") == .push)
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View { NavigationStack { Text("x").tint(.settings) } }
      }
      struct Settings: View { var body: some View { Text("s").alert("a", isPresented: .constant(true)) {} } }
      extension Color { static var settings: some View { Settings() } }
      """
    ])
    #expect(scan.app.screen(named: "Home")?.items.isEmpty == true)
  }

  /// A method of a data type that routes (`element.didSelect(router:)`, declared by two types
  /// as a protocol's requirement) is read, where it is called, as the route calls of every
  /// method of that name, with a note; a `.push(…)` that is a value (`style: .push(.zoom)`,
  /// `{ .push(.zoom) }`) is never a router's push, even where the app declares a `push`.
  @Test func routingMethodsOfDataTypesAreReadWhereTheyAreCalled() throws {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      final class Router {
        var path: [Route] = []
        func push(_ route: Route) { path.append(route) }
        func route(to route: Route) { push(route) }
      }
      struct Route {
        init(id: String, style: Style = .push(.automatic), @ViewBuilder content: () -> some View) {}
        init(id: String, withNamespace: (Namespace.ID) -> Style, content: () -> some View) {}
        static func item(id: Int) -> Route {
          Route(id: "item", withNamespace: { .push(.zoom(sourceID: "item", namespace: $0)) }) {
            ItemScreen()
          }
        }
        static var library: Route { Route(id: "library", style: .push(.automatic)) { LibraryScreen() } }
      }
      protocol Element { func didSelect(router: Router) }
      extension Item: Element { func didSelect(router: Router) { router.route(to: .item(id: 1)) } }
      extension Folder: Element { func didSelect(router: Router) { router.route(to: .library) } }
      struct Home: View {
        @State var router = Router()
        var element: any Element
        var body: some View {
          NavigationStack(path: $router.path) {
            List { Button("Open") { element.didSelect(router: router) } }
          }
        }
      }
      struct ItemScreen: View { var body: some View { Text("i").alert("a", isPresented: .constant(true)) {} } }
      struct LibraryScreen: View { var body: some View { Text("l") } }
      """
    let scan = SourceFixtures.scan(["A.swift": source])
    let index = SourceIndex(files: [SourceFile(path: "A.swift", text: source)])
    #expect(index.pushMethods.contains("push"))
    #expect(index.routingMethods["didSelect"]?.map(\.owner) == ["Item", "Folder"])
    let home = try #require(scan.app.screen(named: "Home"))
    #expect(home.items.map(\.text) == ["link ItemScreen", "link LibraryScreen"])
    #expect(scan.app.screen(named: "ItemScreen")?.items.map(\.text) == ["alert"])
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
    let notes = scan.diagnostics.map(\.message).filter { $0.contains("route calls of") }
    #expect(
      notes == [
        "'element.didSelect(…)' read as the route calls of Item.didSelect, Folder.didSelect "
          + "(every method of that name that routes) (here and wherever it is called)"
      ])
    #expect(!scan.diagnostics.contains { $0.message.contains("a push through a router") })
    // What each method shows may not be what this screen's call shows: said at each site.
    let itemLink = try #require(home.items.first).sites
    #expect(
      itemLink.compactMap { scan.app.readThrough[$0] }
        == [
          "read through a call of one of the 2 methods named 'didSelect' ('element.didSelect(…)', "
            + "as at A.swift:25:31): whether it runs Item.didSelect here is not read"
        ])
  }

  /// A case that binds its value (`case let .item(id):`) is a route of the registry like
  /// `case .item:`, and the one written first: a case of the same name in a later file's
  /// `switch self` (another registry) does not take its place.
  @Test func aCaseThatBindsItsValueIsARoute() throws {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var navigation: Navigation
        var body: some View { NavigationStack { Button("Open") { navigation.openSheet(.item(1)) } } }
      }
      enum Page {
        case item(Int), about
        @ViewBuilder var view: some View {
          switch self {
          case let .item(id): ItemScreen(id: id)
          case .about: AboutScreen()
          }
        }
      }
      struct ItemScreen: View { var id: Int; var body: some View { Text("i") } }
      struct AboutScreen: View { var body: some View { Text("a") } }
      """,
      "B.swift": """
      enum SettingsPage {
        case item
        @ViewBuilder var view: some View { switch self { case .item: ItemSettings() } }
      }
      struct ItemSettings: View { var body: some View { Text("s") } }
      """,
    ])
    let home = try #require(scan.app.screen(named: "Home"))
    #expect(home.items.map(\.text) == ["sheet ItemScreen"])
  }

  /// A route shows what its own case shows (`case let .settings(page): page.view()`), never
  /// another case's view that sits shallower in the `switch` (`ImageViewer`, two cases on); the
  /// value a case binds is read as the type the case holds (`settings(_ page: SettingsPage)`),
  /// whose `view()` shows one of its pages, each an item, when the value given is not written
  /// (`.settings(page)`; a case written there is the next test's).
  @Test func aRouteShowsWhatItsOwnCaseShows() throws {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var navigation: NavigationLayer
        var page: SettingsPage
        var body: some View { NavigationStack { Button("S") { navigation.push(.settings(page)) } } }
      }
      enum NavigationPage {
        case settings(_ page: SettingsPage = .root)
        case logIn(_ page: LoginPage = .pick)
        case imageViewer(_ url: URL)
      }
      extension NavigationPage {
        @ViewBuilder func view() -> some View {
          switch self {
          case let .settings(page):
            page.view()
          case let .logIn(page):
            page.view()
          case let .imageViewer(url):
            ImageViewer(url: url)
          }
        }
      }
      enum SettingsPage {
        case root, account
        @ViewBuilder func view() -> some View {
          switch self {
          case .root: SettingsRoot()
          case .account: AccountSettings()
          }
        }
      }
      enum LoginPage {
        case pick
        @ViewBuilder func view() -> some View {
          switch self {
          case .pick: PickView()
          }
        }
      }
      struct SettingsRoot: View { var body: some View { Text("r") } }
      struct AccountSettings: View { @State var a = false; func setA() { a = true }; var body: some View { Text("a").alert("x", isPresented: $a) {} } }
      struct PickView: View { var body: some View { Text("p") } }
      struct ImageViewer: View { var url: URL; var body: some View { Text("i") } }
      """
    ])
    let home = try #require(scan.app.screen(named: "Home"))
    #expect(home.items.map(\.text) == ["link SettingsRoot", "link AccountSettings"])
    #expect(scan.app.screen(named: "AccountSettings")?.items.map(\.text) == ["alert"])
    #expect(
      scan.diagnostics.map(\.message).contains(
        "'page.view' read as SettingsPage.view, the type of the value 'NavigationPage.settings' "
          + "holds (here and wherever it is used)"))
  }

  /// A case written in the value a route's case holds (`.settings(.account)`) is the page of
  /// that case of the held type's registry alone, through a navigation method or an
  /// initialiser of NavigationLink of the app's own taking the value (`NavigationLink(
  /// .settings(.privacy)) { label }`, `NavigationLink("T", destination: .profile)`), whose
  /// trailing closure is the label: no screen of its own.
  @Test func aCaseWrittenInTheValueIsThatPage() throws {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var navigation: NavigationLayer
        var body: some View {
          NavigationStack {
            Button("A") { navigation.push(.settings(.account)) }
            NavigationLink(.settings(.privacy)) { Badge() }
            NavigationLink("Me", destination: .profile)
          }
          .navigationDestination(for: Page.self) { $0.view() }
        }
      }
      extension NavigationLink where Destination == Never {
        init(_ page: Page, @ViewBuilder label: () -> Label) { self.init(value: page, label: label) }
        init(_ title: String, destination: Page) where Label == Text {
          self.init(value: destination) { Text(title) }
        }
      }
      enum Page: Hashable {
        case settings(SettingsPage)
        case profile
        @ViewBuilder func view() -> some View {
          switch self {
          case let .settings(page): page.view()
          case .profile: ProfileScreen()
          }
        }
      }
      enum SettingsPage: Hashable {
        case root, account, privacy
        @ViewBuilder func view() -> some View {
          switch self {
          case .root: SettingsRoot()
          case .account: AccountSettings()
          case .privacy: PrivacySettings()
          }
        }
      }
      struct Badge: View { var body: some View { Text("b") } }
      struct SettingsRoot: View { var body: some View { Text("r") } }
      struct AccountSettings: View { var body: some View { Text("a") } }
      struct PrivacySettings: View { var body: some View { Text("p") } }
      struct ProfileScreen: View { @State var a = false; func setA() { a = true }; var body: some View { Text("m").alert("x", isPresented: $a) {} } }
      """
    ])
    let home = try #require(scan.app.screen(named: "Home"))
    #expect(
      home.items.map(\.text) == [
        "link AccountSettings", "link PrivacySettings", "link ProfileScreen",
      ])
    #expect(scan.app.screen(named: "Badge") == nil)
    #expect(scan.app.screen(named: "SettingsRoot") == nil)
    #expect(scan.app.screen(named: "ProfileScreen")?.items.map(\.text) == ["alert"])
  }
}
