import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Pushes by value: a value of a type of the sources that no `navigationDestination(for:)`
/// takes pushes nothing (Meshtastic's sidebar rows, `NavigationLink(value:
/// MessagesNavigationState.channels())` in a split view's `List(selection:)`, were linked to
/// every destination of the app); a value whose type is not written still is.
@Suite struct AppBuilderValueTargetsTests {
  static func app(_ value: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    enum Section: Hashable { case channels(id: Int? = nil), people }
    struct Home: View {
      @State private var section: Section?
      let number = 3
      var body: some View {
        NavigationStack {
          List(selection: $section) { NavigationLink("row", value: \(value)) }
            .navigationDestination(for: Int.self) { n in Detail() }
        }
      }
    }
    struct Detail: View { var body: some View { Text("d") } }
    """
  }

  @Test func aValueNoDestinationTakesPushesNothing() {
    let scan = SourceFixtures.scan(["App.swift": Self.app("Section.channels()")])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == [])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix(
          "a push by value of Section, which no navigationDestination(for:) of the sources takes")
      }, "\(scan.diagnostics.map(\.description))")
  }

  @Test func aValueWhoseTypeIsNotWrittenReachesEveryDestination() {
    let scan = SourceFixtures.scan(["App.swift": Self.app("number")])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["link Detail"])
    #expect(
      scan.diagnostics.contains { $0.message.hasPrefix("the value's type is not written here") })
  }
}
