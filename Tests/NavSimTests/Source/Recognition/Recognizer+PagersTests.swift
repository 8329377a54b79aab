import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A `TabView` with the page style is a pager on one screen, not a tab bar: damus lays one
/// inside its NavigationStack and switches its page with a tab bar of its own, and was read as
/// four system tabs, each with a stack it does not have (its sheets' races then said "the tab
/// bar still responds").
@Suite struct RecognizerPagersTests {
  static func app(tabView: String, feedBody: String = "NavigationLink(\"d\") { Detail() }")
    -> String
  {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
    struct Root: View {
      @State private var page = 0
      var body: some View {
        NavigationStack {
          \(tabView)
        }
      }
    }
    struct Feed: View { var body: some View { \(feedBody) } }
    struct Mentions: View { var body: some View { NavigationLink("m") { Thread() } } }
    struct Detail: View { var body: some View { Text("d") } }
    struct Thread: View { var body: some View { Text("t") } }
    """
  }

  @Test(arguments: [
    ("TabView { Feed()\n Mentions() }.tabViewStyle(.page)", "page style"),
    (
      "TabView(selection: $page) { Feed().tag(0)\n Mentions().tag(1) }"
        + ".background(Color.white).tabViewStyle(.page(indexDisplayMode: .never))",
      "page style"
    ),
    ("TabView { Feed()\n Mentions() }.tabViewStyle(PageTabViewStyle())", "page style"),
    ("TabView(selection: $page) { Feed().tag(0)\n Mentions().tag(1) }", "no tab item"),
    ("TabView { Feed().plain()\n Mentions().plain() }", "no tab item"),
    // The style after a directive, and after an alert's labelled closure.
    (
      "TabView { Feed()\n Mentions() }\n #if os(iOS) || os(tvOS)\n"
        + " .tabViewStyle(.page(indexDisplayMode: .never))\n #endif\n .frame(height: 100)",
      "page style"
    ),
    (
      "TabView { Feed()\n Mentions() }.alert(\"Sure?\", isPresented: .constant(false)) {"
        + " Button(\"Yes\") {} } message: { Text(\"m\") }"
        + ".tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))",
      "page style"
    ),
  ])
  func aPagerIsTheScreensContent(tabView: String, why: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(tabView: tabView) + Self.tabModifiers])
    #expect(scan.app.tabs == [], "\(tabView)")
    let items = scan.app.screen(named: "Root")?.items.map(\.text) ?? []
    #expect(items.filter { $0.hasPrefix("link") } == ["link Detail", "link Thread"], "\(items)")
    let note = why == "page style" ? "with the page style is a pager" : "gives a tab item"
    #expect(scan.diagnostics.contains { $0.message.contains(note) }, "\(tabView)")
  }

  /// Modifiers of the app's own that give a tab item.
  static let tabModifiers = """

    extension View {
      func appTab(_ title: String) -> some View { tabItem { Text(title) } }
      func plain() -> some View { padding() }
    }
    struct AppTab: ViewModifier {
      let title: String
      func body(content: Content) -> some View { content.tabItem { Text(title) } }
    }
    """

  /// Tab items given at the TabView, or in a page's own body, directly or through a modifier
  /// of the app's own, make a tab bar.
  @Test(arguments: [
    (
      "TabView { Feed().appTab(\"f\")\n Mentions().appTab(\"m\") }",
      "NavigationLink(\"d\") { Detail() }"
    ),
    (
      "TabView { Feed().modifier(AppTab(title: \"f\"))\n Mentions().plain() }",
      "NavigationLink(\"d\") { Detail() }"
    ),
    ("TabView { Feed()\n Mentions() }", "NavigationLink(\"d\") { Detail() }.appTab(\"f\")"),
    (
      "TabView { Feed().tabItem { Text(\"f\") }\n Mentions().tabItem { Text(\"m\") } }",
      "NavigationLink(\"d\") { Detail() }"
    ),
    (
      "TabView { Feed()\n Mentions() }",
      "NavigationLink(\"d\") { Detail() }.tabItem { Text(\"f\") }"
    ),
  ])
  func tabItemsMakeATabBar(tabView: String, feedBody: String) {
    let scan = SourceFixtures.scan([
      "A.swift": Self.app(tabView: tabView, feedBody: feedBody) + Self.tabModifiers
    ])
    #expect(scan.app.tabs == ["Feed", "Mentions"], "\(tabView)")
    #expect(!scan.diagnostics.contains { $0.message.contains("pager") })
  }
}
