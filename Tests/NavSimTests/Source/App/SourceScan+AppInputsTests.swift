import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// App inputs from the source (docs/SCAN.md, "App inputs from the source"): what the app's
/// handlers do to its navigation, written in the app file's `app-inputs:` line.
@Suite struct SourceScanAppInputsTests {
  /// A push in a deep-link handler is the app's one app input, written with its place.
  @Test func aDeepLinksPushIsAnAppInput() throws {
    let scan = SourceScan(files: SourceFixtures.files("Routes"))
    let inputs = try #require(scan.app.appInputs)
    #expect(inputs.map(\.action) == [.push("ThreadScreen")])
    #expect(inputs.first?.handler == ".onOpenURL")
    #expect(inputs.first?.site.description == "Routes/Screens.swift:74:33")
    let text = scan.app.text()
    #expect(
      text.contains("#   app push ThreadScreen: Routes/Screens.swift:74:33 (in .onOpenURL)\n"))
    #expect(text.contains("\napp-inputs: push ThreadScreen\n"))
    let scenario = try Scenario.parse(text, path: "routes.nav")
    #expect(scenario.appInputs == [.push("ThreadScreen")])
    let configuration = try scenario.configuration()
    let thread = try #require(configuration.app.screenID(named: "ThreadScreen"))
    #expect(scenario.appActions(in: configuration) == [.push(thread)])
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
