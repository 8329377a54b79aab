import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A router's presentation mechanism (`SourceIndex+RouterStacks`): the sheet bound to a
/// coordinator's item wraps every route it presents in a view of the app's own whose body is a
/// stack, so each route's sheet has a stack though its view has none.
@Suite struct SourceScanRouterStacksTests {
  /// A router app: `route(to: .settings)` sets the coordinator's presented sheet, which the
  /// root's `.sheet(item: $coordinator.presented)` shows inside `Host`; `Host`'s body is
  /// `body` (`NavigationStack { content }` or plain content).
  static func app(host body: String, tvOnly: Bool = false, chooses: Bool = false) -> [String:
    String]
  {
    let sheet =
      chooses
      ? """
      .sheet(item: $coordinator.presented) { presented in
        switch presented.kind { case .help: Host { HelpScreen() }; default: presented.route.destination }
      }
      """
      : """
      .sheet(item: $coordinator.presented) { presented in
        Host { presented.route.destination }
      }
      """
    return [
      "Router.swift": """
      @main struct Shelf: App { var body: some Scene { WindowGroup { Root() } } }
      struct Route: Hashable {
        enum Style: Hashable { case push, sheet }
        let style: Style
        init(style: Style = .push, @ViewBuilder content: () -> some View) { self.style = style }
      }
      extension Route {
        static var settings: Route { Route(style: .sheet) { SettingsScreen() } }
        static var detail: Route { Route { DetailScreen() } }
      }
      final class Coordinator: ObservableObject {
        @Published var presented: Presented?
        func route(to route: Route) { presented = Presented(route: route) }
      }
      struct Host<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { \(body) }
      }
      struct Root: View {
        @StateObject var coordinator = Coordinator()
        var body: some View {
          NavigationStack { HomeScreen() }
            \(tvOnly ? "#if os(tvOS)\n" + sheet + "\n#endif" : sheet)
        }
      }
      struct HomeScreen: View {
        @EnvironmentObject var coordinator: Coordinator
        var body: some View {
          Button("Detail") { coordinator.route(to: .detail) }
        }
      }
      struct DetailScreen: View {
        @EnvironmentObject var coordinator: Coordinator
        var body: some View { Button("Settings") { coordinator.route(to: .settings) } }
      }
      struct SettingsScreen: View { var body: some View { Text("settings") } }
      """
    ]
  }

  /// The route's sheet has a stack when the mechanism's content is one, and none when it is not,
  /// when the mechanism is only in another platform's code, or when its content chooses by the
  /// item (a stack in one case is that case's).
  @Test func aRoutesSheetHasTheStackItsMechanismWrapsItIn() throws {
    func detail(_ files: [String: String]) throws -> [String] {
      try #require(SourceFixtures.scan(files).app.screen(named: "DetailScreen")).items.map(\.text)
    }
    #expect(
      try detail(Self.app(host: "NavigationStack { content }")) == ["sheet SettingsScreen stack"])
    #expect(try detail(Self.app(host: "content")) == ["sheet SettingsScreen"])
    #expect(
      try detail(Self.app(host: "NavigationStack { content }", tvOnly: true))
        == ["sheet SettingsScreen"])
    #expect(
      try detail(Self.app(host: "NavigationStack { content }", chooses: true))
        == ["sheet SettingsScreen"])
  }
}
