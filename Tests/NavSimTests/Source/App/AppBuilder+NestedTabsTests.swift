import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A tab view that is not the app's root: its tabs are read into the screen that shows it (Kiwix
/// shows its library as a sheet holding a tab view of stacks; the sheet's screen was empty).
@Suite struct AppBuilderNestedTabsTests {
  static let app = """
    @main struct KApp: App { var body: some Scene { WindowGroup { Home() } } }
    struct Home: View {
      @State private var show = false
      var body: some View {
        NavigationStack { Button("Library") { show = true } }
          .sheet(isPresented: $show) { Library() }
      }
    }
    struct Category: View {
      @State private var show = false
      var body: some View { Button("x") { show = true }.sheet(isPresented: $show) { Text("s") } }
    }
    struct Opened: View { var body: some View { NavigationLink("d") { Detail() } } }
    struct Detail: View { var body: some View { Text("d") } }

    """

  /// The library as written: literal tabs, tabs by `ForEach` over an enum whose iteration wraps
  /// a `switch` in a view of the app's own, and the same pushed rather than presented.
  @Test(arguments: [
    """
    struct Library: View {
      var body: some View {
        TabView {
          NavigationStack { List { NavigationLink { Category() } label: { Text("c") } } }
            .tabItem { Text("a") }
          NavigationStack { Opened() }.tabItem { Text("b") }
        }
      }
    }
    """,
    """
    enum Item: String, CaseIterable, Identifiable { case categories, opened; var id: String { rawValue } }
    struct SheetContent<Content: View>: View {
      let content: Content
      init(@ViewBuilder content: () -> Content) { self.content = content() }
      var body: some View { NavigationStack { content } }
    }
    struct Library: View {
      @State private var tab: Item = .categories
      var body: some View {
        TabView(selection: $tab) {
          ForEach(Item.allCases) { item in
            SheetContent {
              switch item {
              case .categories: List { NavigationLink { Category() } label: { Text("c") } }
              case .opened: Opened()
              }
            }
            .tag(item)
            .tabItem { Text(item.rawValue) }
          }
        }
      }
    }
    """,
  ])
  func aSheetsTabViewIsReadIntoTheSheet(library: String) {
    let scan = SourceFixtures.scan(["App.swift": Self.app + library])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["sheet Library stack"])
    #expect(
      scan.app.screen(named: "Library")?.items.map(\.text) == ["link Category", "link Detail"])
    #expect(scan.app.screen(named: "Category")?.items.map(\.text) == ["sheet"])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("a TabView that is not the app's root (in a sheet, or pushed)")
          && $0.message.contains("read as 'Library'")
      }, "\(scan.diagnostics.map(\.description))")
    #expect(scan.app.tabs.isEmpty)
  }

  /// A tab view inside a root tab: the inner tabs are the outer tab's screen's.
  @Test func aTabViewInATabIsReadIntoThatTab() {
    let scan = SourceFixtures.scan([
      "App.swift": Self.app.replacingOccurrences(
        of: "WindowGroup { Home() }", with: "WindowGroup { Root() }")
          + """
          struct Root: View {
            var body: some View {
              TabView {
                NavigationStack { Inner() }.tabItem { Text("inner") }
                NavigationStack { Home() }.tabItem { Text("home") }
              }
            }
          }
          struct Inner: View {
            var body: some View {
              TabView {
                List { NavigationLink { Category() } label: { Text("c") } }.tabItem { Text("a") }
                Opened().tabItem { Text("b") }
              }
            }
          }
          """
    ])
    #expect(scan.app.tabs == ["Inner", "Home"])
    #expect(scan.app.screen(named: "Inner")?.items.map(\.text) == ["link Category", "link Detail"])
  }
}
