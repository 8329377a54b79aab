import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Content with no view of its own is named after the type whose code holds it, not after the
/// first screen that happened to embed it: damus's reaction picker, a sheet declared in the
/// like button of every post's action bar, read `sheet SearchHomeView.sheet1` on the mute list,
/// the bookmarks and twenty other screens.
@Suite struct AppBuilderPlaceNamesTests {
  static let source = """
    @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
    struct Home: View {
      @State private var help = false
      var body: some View {
        VStack {
          NavigationLink("Bookmarks") { Bookmarks() }
          NavigationLink("Mutes") { Mutes() }
          Button("Help") { help = true }
        }
        .sheet(isPresented: $help) { NavigationStack { Text("help") } }
      }
    }
    struct Bookmarks: View { var body: some View { List { Bar() } } }
    struct Mutes: View { var body: some View { List { Bar() } } }
    struct Bar: View {
      @State private var picking = false
      var body: some View {
        Button("Like") { picking = true }
          .sheet(isPresented: $picking) { NavigationStack { Text("emoji") } }
      }
    }
    """

  @Test func aSheetDeclaredInAnEmbeddedViewIsNamedAfterThatView() {
    let scan = SourceFixtures.scan(["A.swift": Self.source])
    for screen in ["Bookmarks", "Mutes"] {
      #expect(scan.app.screen(named: screen)?.items.map(\.text) == ["sheet Bar.sheet1 stack"])
    }
    #expect(scan.app.screen(named: "Bar.sheet1") != nil)
  }

  /// A screen's own inline sheet keeps the screen's name, numbered from 1.
  @Test func aScreensOwnSheetIsNamedAfterTheScreen() {
    let scan = SourceFixtures.scan(["A.swift": Self.source])
    let items = scan.app.screen(named: "Home")?.items.map(\.text) ?? []
    #expect(items.contains("sheet Home.sheet1 stack"), "\(items)")
  }
}
