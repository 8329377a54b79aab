import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A value pushed on a stack reaches the `navigationDestination(for:)` modifiers of that stack
/// only (docs/SCAN.md, "What it recognises"): nos's notifications tab had been linked to its
/// onboarding cover's steps, and Meshtastic's onboarding sheet to every settings page.
@Suite struct AppBuilderDestinationScopesTests {
  /// Two tabs, each a stack with its own destination, pushing values whose type is not
  /// written (`items[0]`), and a sheet with a stack of its own that declares none.
  static let app = """
    @main struct A: App {
      var body: some Scene {
        WindowGroup {
          TabView {
            FeedTab().tabItem { Text("Feed") }
            InboxTab().tabItem { Text("Inbox") }
          }
        }
      }
    }
    struct FeedTab: View {
      var body: some View {
        NavigationStack { Feed().navigationDestination(for: Int.self) { _ in Post() } }
      }
    }
    struct InboxTab: View {
      var body: some View {
        NavigationStack { Inbox().navigationDestination(for: String.self) { _ in Thread() } }
      }
    }
    struct Feed: View {
      let items = [1]
      var body: some View { NavigationLink("Open", value: items[0]) }
    }
    struct Inbox: View {
      let ids = ["a"]
      @State private var composing = false
      var body: some View {
        NavigationLink("Open", value: ids[0])
        Button("New") { composing = true }
          .sheet(isPresented: $composing) { NavigationStack { Composer() } }
      }
    }
    struct Post: View {
      let more = [2]
      var body: some View {
        NavigationLink("Author", value: more[0])
          .navigationDestination(for: Double.self) { _ in Author() }
      }
    }
    struct Thread: View { var body: some View { Text("t") } }
    struct Author: View { var body: some View { Text("a") } }
    struct Composer: View {
      let drafts = [3]
      var body: some View { NavigationLink("Draft", value: drafts[0]) }
    }
    """

  @Test func aValueReachesTheDestinationsOfItsOwnStack() throws {
    let scan = SourceFixtures.scan(["A.swift": Self.app])
    let app = scan.app
    #expect(app.screen(named: "FeedTab")?.items.map(\.text) == ["link Post"])
    #expect(
      app.screen(named: "InboxTab")?.items.map(\.text) == ["link Thread", "sheet Composer stack"])
    // A destination declared on a pushed screen is in force on the screens pushed from it.
    #expect(app.screen(named: "Post")?.items.map(\.text) == ["link Post", "link Author"])
    // A stack whose screens declare none keeps every destination (the scan may not have read
    // where they are declared).
    #expect(
      app.screen(named: "Composer")?.items.map(\.text) == [
        "link Post", "link Thread", "link Author",
      ])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasSuffix("in force on this screen's stack (1 of the sources' 3)")
      })
    _ = try Scenario.parse(app.text(), path: "s.nav").configuration()
  }

  /// With one stack, or destinations every screen has in force, the scan reads the screens
  /// once, as before.
  @Test func oneStackIsNotScoped() {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Feed() } } } }
      struct Feed: View {
        let items = [1]
        var body: some View {
          NavigationLink("Open", value: items[0])
            .navigationDestination(for: Int.self) { _ in Post() }
            .navigationDestination(for: String.self) { _ in Thread() }
        }
      }
      struct Post: View { var body: some View { Text("p") } }
      struct Thread: View { var body: some View { Text("t") } }
      """
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(scan.app.screen(named: "Feed")?.items.map(\.text) == ["link Post", "link Thread"])
    #expect(!scan.diagnostics.contains { $0.message.contains("in force on this screen's stack") })
  }
}
