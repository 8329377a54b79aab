import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A package's link view (Omnivore's `PresentationLink` and `WindowLink`, from a presentation
/// library): what its destination shows is not the screen's that writes it. Its settings
/// sheet's own sheet was judged on the pushed screen under it, a race that screen cannot have.
@Suite struct RecognizerExternalLinksTests {
  static func app(_ link: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
    struct Home: View { var body: some View { NavigationLink("subs") { Subs() } } }
    struct Subs: View {
      @State private var add = false
      @State private var toast = false
      var body: some View {
        List {
          \(link)
          Button("add") { add = true }
        }
        .sheet(isPresented: $add) { Text("add") }
      }
    }
    struct Settings: View {
      @State private var show = false
      var body: some View { Button("l") { show = true }.sheet(isPresented: $show) { Labels() } }
    }
    struct Labels: View { var body: some View { Text("l") } }
    """
  }

  @Test(arguments: [
    "PresentationLink(transition: .sheet(detents: [.medium])) { Settings() } label: { Text(\"s\") }",
    "WindowLink(level: .alert, isPresented: $toast, destination: { Settings() }, label: { EmptyView() })",
    "PresentationLink(destination: Settings()) { Text(\"s\") }",
  ])
  func aPackagesLinkViewsDestinationIsNotTheScreens(link: String) {
    let scan = SourceFixtures.scan(["App.swift": Self.app(link)])
    #expect(scan.app.screen(named: "Subs")?.items.map(\.text) == ["sheet"])
    // The App's `NavigationStack { Home() }` is the root's stack: no note says there is none.
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("no NavigationStack") })
    let name = link.prefix { $0 != "(" }
    #expect(
      scan.diagnostics.map(\.description).contains(
        "App.swift:8:7: note: \(name) is neither SwiftUI's nor declared in the sources (a "
          + "package's link view): what its destination shows is shown elsewhere (presented, "
          + "pushed or in a window the scan does not read), so it is not read as this screen's "
          + "content"), "\(scan.diagnostics.map(\.description))")
  }

  /// The app's own link view, and a package's view that is given no destination, are read as
  /// before: the content of the screen.
  @Test func theAppsOwnAndOtherPackageViewsAreRead() {
    let own = SourceFixtures.scan([
      "App.swift": Self.app("CardLink { Settings() } label: { Text(\"s\") }")
        + "\nstruct CardLink<D: View, L: View>: View {\n"
        + "  let d: D; let l: L\n"
        + "  init(@ViewBuilder destination: () -> D, @ViewBuilder label: () -> L) { d = destination(); l = label() }\n"
        + "  var body: some View { VStack { d; l } }\n}\n"
    ])
    #expect(own.app.screen(named: "Subs")?.items.map(\.text).contains("sheet Labels") == true)
    let card = SourceFixtures.scan(["App.swift": Self.app("FancyCard { Settings() }")])
    #expect(card.app.screen(named: "Subs")?.items.map(\.text).contains("sheet Labels") == true)
  }
}
