import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A popover whose content keeps it a popover on iPhone (`.presentationCompactAdaptation(
/// .popover)`, Meshtastic's packet counter in every settings screen's toolbar) is not a sheet
/// that can be pulled down: it was judged as one, and the seed race was said of it on 30
/// pushed screens.
@Suite struct AppBuilderKeptPopoversTests {
  static func app(_ presentation: String, info: String = "Text(\"i\")") -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
    struct Home: View { var body: some View { NavigationLink("d") { Detail() } } }
    struct Detail: View {
      @State private var show = false
      var body: some View {
        Button("i") { show = true }
          \(presentation)
      }
    }
    struct Info: View { var body: some View { \(info) } }
    """
  }

  @Test(arguments: [
    (
      ".popover(isPresented: $show) { Text(\"n\").presentationCompactAdaptation(.popover) }",
      "Text(\"i\")"
    ),
    (".popover(isPresented: $show) { Info() }", "Text(\"i\").presentationCompactAdaptation(.none)"),
    (
      ".popover(isPresented: $show) { Info() }",
      "Text(\"i\").presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)"
    ),
  ])
  func aPopoverKeptAPopoverCannotBePulled(presentation: String, info: String) throws {
    let scan = SourceFixtures.scan(["App.swift": Self.app(presentation, info: info)])
    let items = try #require(scan.app.screen(named: "Detail")?.items.map(\.text))
    #expect(items.count == 1)
    #expect(items.first?.hasSuffix(" no-pull") == true, "\(items)")
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("a popover its content keeps a popover on iPhone")
      }, "\(scan.diagnostics.map(\.description))")
  }

  /// A popover left to adapt is a sheet on iPhone, and a sheet is a sheet whatever adaptation
  /// it asks for: both can be pulled down.
  @Test(arguments: [
    ".popover(isPresented: $show) { Text(\"n\") }",
    ".popover(isPresented: $show) { Text(\"n\").presentationCompactAdaptation(horizontal: .sheet, vertical: .popover) }",
    ".sheet(isPresented: $show) { Text(\"n\").presentationCompactAdaptation(.popover) }",
  ])
  func otherwiseItIsASheet(presentation: String) throws {
    let scan = SourceFixtures.scan(["App.swift": Self.app(presentation)])
    let items = try #require(scan.app.screen(named: "Detail")?.items.map(\.text))
    #expect(items.count == 1)
    #expect(items.first?.hasPrefix("sheet") == true)
    #expect(items.first?.contains("no-pull") == false, "\(items)")
  }
}
