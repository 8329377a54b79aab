import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A bar's item is not what a presentation shows: a sheet whose content the scan cannot name
/// (a closure property of the view) but whose toolbar has a view of the sources was named after
/// that view (swift-paperless's create sheets were `sheet CancelIconButton stack`, IceCubesApp's
/// video cover `cover QuickLookToolbarItem stack`).
@Suite struct RecognizerToolbarViewsTests {
  static func app(content: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Picker() } } } }
    struct Picker: View {
      let makeEditor: () -> AnyView = { AnyView(Text("e")) }
      @State private var creating = false
      var body: some View {
        Button("New") { creating = true }
          .sheet(isPresented: $creating) {
            \(content)
          }
      }
    }
    struct CancelButton: View { var body: some View { Button("Cancel") {} } }
    struct Editor: View { var body: some View { Text("e") } }
    """
  }

  @Test(arguments: [
    (
      "NavigationStack { makeEditor().toolbar { ToolbarItem { CancelButton() } } }",
      "sheet Picker.sheet1 stack"
    ),
    (
      "NavigationStack { Editor().toolbar { ToolbarItem { CancelButton() } } }",
      "sheet Editor stack"
    ),
    ("NavigationStack { CancelButton() }", "sheet CancelButton stack"),
  ])
  func aToolbarsViewNamesNoPresentation(content: String, item: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(content: content)])
    #expect(scan.app.screen(named: "Picker")?.items.map(\.text) == [item], "\(content)")
  }
}
