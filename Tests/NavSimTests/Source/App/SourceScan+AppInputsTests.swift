import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// App inputs from the source (docs/SCAN.md, "App inputs from the source"): what the app's
/// handlers do to its navigation, written in the app file's `app-inputs:` line.
@Suite struct SourceScanAppInputsTests {
  /// A push in a deep-link handler is the app's one deep link, written with its place: a
  /// person's input (`deep-links:`), and the app makes none by itself. Written in the inbox
  /// tab, it pushes onto the inbox's stack, whichever tab the user is in.
  @Test func aDeepLinksPushIsADeepLink() throws {
    let scan = SourceScan(files: SourceFixtures.files("Routes"))
    let inputs = try #require(scan.app.appInputs)
    let push = ScenarioAppAction.inTab(.push("ThreadScreen"), "InboxScreen")
    #expect(inputs.map(\.action) == [push])
    #expect(inputs.first?.handler == ".onOpenURL")
    #expect(inputs.first?.isDeepLink == true)
    #expect(inputs.first?.site.description == "Routes/Screens.swift:74:33")
    let text = scan.app.text()
    #expect(
      text.contains(
        "#   app push ThreadScreen in InboxScreen: Routes/Screens.swift:74:33 (in .onOpenURL)\n"))
    #expect(
      text.contains(
        "\napp-inputs: none  # no push, pop or dismiss in the source's handlers but deep links'\n"
          + "deep-links: push ThreadScreen in InboxScreen\n"))
    let scenario = try Scenario.parse(text, path: "routes.nav")
    #expect(scenario.appInputs == [])
    #expect(scenario.deepLinks == [push])
    let configuration = try scenario.configuration()
    let thread = try #require(configuration.app.screenID(named: "ThreadScreen"))
    #expect(scenario.appActions(in: configuration) == [.inTab(1, .push(thread))])
    #expect(configuration.app.deepLinks == [.inTab(1, .push(thread))])
  }

  /// An input the app's own code also makes (in `.task`) comes at any time: it is written in
  /// `app-inputs:` with that handler, and not again as a deep link.
  @Test func anInputTheAppAlsoMakesIsItsOwn() throws {
    let scan = SourceFixtures.scan([
      "App.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            NavigationLink("Next") { Next() }
          }
          .onOpenURL { _ in path.removeLast() }
          .onContinueUserActivity("x") { _ in path = [] }
          .task { path.removeLast() }
        }
      }
      struct Next: View { var body: some View { Text("n") } }
      """
    ])
    let inputs = try #require(scan.app.appInputs)
    #expect(inputs.map(\.action) == [.popToRoot, .pop])
    #expect(inputs.map(\.handler) == [".onContinueUserActivity", ".task"])
    let text = scan.app.text()
    #expect(text.contains("\napp-inputs: pop\ndeep-links: pop-to-root\n"))
    let configuration = try Scenario.parse(text, path: "a.nav").configuration()
    #expect(configuration.app.deepLinks == [.popToRoot])
  }

  /// A tab app whose code makes no app input says so: `app-inputs: none`.
  @Test func anAppWithoutHandlersMakesNone() throws {
    let scan = SourceScan(files: SourceFixtures.files("TabApp"))
    #expect(scan.app.appInputs == [])
    #expect(scan.app.text().contains("\napp-inputs: none  # no push, pop or dismiss"))
    let scenario = try Scenario.parse(scan.app.text(), path: "tabs.nav")
    #expect(scenario.appInputs == [])
    #expect(scenario.appActions(in: try scenario.configuration()) == [])
  }

  /// A pop on a path, a reset of a bound path and a dismissal in handlers are app inputs; a
  /// `removeLast` on an array that is no path is not.
  @Test func popsResetsAndDismissalsInHandlers() throws {
    let scan = SourceFixtures.scan([
      "App.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        @State private var path = NavigationPath()
        @State private var items: [Int] = []
        var body: some View {
          NavigationStack(path: $path) {
            NavigationLink("Next") { Next() }
          }
          .onReceive(timer) { _ in path.removeLast(); items.removeLast() }
          .task { path = [] }
        }
      }
      struct Next: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Text("n").onAppear { dismiss() } }
      }
      """
    ])
    #expect(scan.app.appInputs?.map(\.action) == [.pop, .popToRoot, .dismissSheet])
  }
}

/// A handler's push on a tab's own path reaches that tab whether or not the user is in it
/// (`push X in TAB`, docs/SCENARIOS.md); a screen two tabs reach belongs to neither.
@Suite struct SourceScanTabAppInputsTests {
  static let source = """
    @main struct A: App {
      var body: some Scene {
        WindowGroup {
          TabView {
            Feed().tabItem { Text("Feed") }
            Inbox().tabItem { Text("Inbox") }
          }
        }
      }
    }
    enum Route: Hashable { case message, shared }
    struct Feed: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Shared") { Shared() }
        }
      }
    }
    struct Inbox: View {
      @State private var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Shared") { Shared() }
            .navigationDestination(for: Route.self) { _ in Message() }
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("new"))) { _ in
          path.append(Route.message)
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("reset"))) { _ in
          path.removeAll()
        }
      }
    }
    struct Message: View { var body: some View { Text("m") } }
    struct Shared: View { var body: some View { Text("s") } }
    """

  @Test func aHandlersPushOnATabsPathNamesTheTab() throws {
    let scan = SourceFixtures.scan(["App.swift": Self.source])
    let inputs = try #require(scan.app.appInputs)
    #expect(
      inputs.map(\.action) == [.inTab(.push("Message"), "Inbox"), .inTab(.popToRoot, "Inbox")])
    let text = scan.app.text()
    #expect(
      text.contains("\napp-inputs: push Message in Inbox, pop-to-root in Inbox\n"), "\(text)")
    let scenario = try Scenario.parse(text, path: "a.nav")
    let configuration = try scenario.configuration()
    let message = try #require(configuration.app.screenID(named: "Message"))
    #expect(
      scenario.appActions(in: configuration) == [.inTab(1, .push(message)), .inTab(1, .popToRoot)])
  }

  @Test func aScreenTwoTabsReachBelongsToNeither() {
    var app = ScannedApp()
    app.tabs = ["Feed", "Inbox"]
    func screen(_ name: String, _ links: [String]) -> ScannedApp.Screen {
      ScannedApp.Screen(
        name: name, location: SourceLocation(path: "a.swift", line: 1, column: 1),
        items: links.map { ScannedApp.Item(.link($0), sites: []) })
    }
    app.screens = [
      screen("Feed", ["Shared", "Post"]), screen("Inbox", ["Shared", "Feed"]),
      screen("Post", []), screen("Shared", []),
    ]
    let tabs = SourceScan.tabs(of: app)
    #expect(tabs == ["Feed": "Feed", "Post": "Feed", "Inbox": "Inbox"])
  }
}
