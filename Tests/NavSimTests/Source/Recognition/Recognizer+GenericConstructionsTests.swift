import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A view made with its generic arguments written (`FeedView<Store>(…)`) is read as a
/// construction of that view: Hackers's root, `NavigationStack { FeedView<NavigationStore>(…)
/// }`, had been read as an empty screen, its feed and every screen it pushes missing.
@Suite struct RecognizerGenericConstructionsTests {
  static func app(root: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
    struct Root: View { var body: some View { NavigationStack { \(root) } } }
    struct Feed<S>: View {
      var sidebar = false
      var body: some View {
        if !sidebar {
          NavigationLink("Open") { Detail() }
        }
      }
    }
    struct Detail: View {
      @State private var editing = false
      var body: some View {
        Button("Edit") { editing = true }.sheet(isPresented: $editing) { Text("e") }
      }
    }
    """
  }

  @Test(arguments: [
    "Feed<Store>()", "Feed<Store>(sidebar: false)", "Feed<[Store]>.init()",
    "Feed<Outer<Inner>>()", "Feed()",
  ])
  func aViewMadeWithItsGenericArgumentsIsReadAsMade(root: String) throws {
    let scan = SourceFixtures.scan(["A.swift": Self.app(root: root)])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == ["link Detail"], "\(root)")
    #expect(scan.app.screen(named: "Detail")?.items.map(\.text) == ["sheet"], "\(root)")
  }

  /// The arguments given after the generic clause are the construction's: they decide the
  /// branches of the view they make.
  @Test func theArgumentsAfterTheClauseAreTheConstructions() {
    let scan = SourceFixtures.scan(["A.swift": Self.app(root: "Feed<Store>(sidebar: true)")])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == [])
    #expect(scan.app.screen(named: "Detail") == nil)
  }
}
