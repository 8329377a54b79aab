import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A presentation shows its `content:` closure, wherever it is among the trailing closures:
/// Asspp's `.sheet(item: $installer) { installer?.destroy() } content: { InstallerView(…) }` had
/// shown its dismissal handler (a screen named `PackageView.sheet1`, with nothing on it).
@Suite struct RecognizerContentClosureTests {
  @Test(arguments: [
    ".sheet(item: $installer) { installer = nil } content: { Installer(id: $0) }",
    ".sheet(item: $installer, onDismiss: { installer = nil }) { Installer(id: $0) }",
    ".sheet(item: $installer) { Installer(id: $0) }",
    ".sheet(item: $installer, content: { Installer(id: $0) })",
  ])
  func thePresentationShowsItsContentClosure(modifier: String) {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Package() } } } }
      struct Package: View {
        @State private var installer: Int?
        var body: some View {
          Button("Install") { installer = 1 }
            \(modifier)
        }
      }
      struct Installer: View {
        let id: Int
        var body: some View { NavigationLink("Log") { Log() } }
      }
      struct Log: View { var body: some View { Text("l") } }
      """
    let app = SourceFixtures.scan(["A.swift": source]).app
    #expect(
      app.screen(named: "Package")?.items.map(\.text) == ["sheet Installer item"], "\(modifier)")
    #expect(app.screen(named: "Installer")?.items.map(\.text) == ["link Log"], "\(modifier)")
  }
}
