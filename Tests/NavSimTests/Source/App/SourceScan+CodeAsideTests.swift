import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Previews and another app's code are not the app read: their presentations are left out of
/// the counts, with one note per group saying how many.
@Suite struct SourceScanCodeAsideTests {
  static let app = """
    import SwiftUI

    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { NavigationStack { PlotList() } } }
    }

    struct PlotList: View {
      @State private var adding = false
      var body: some View {
        Button("Add") { adding = true }
          .sheet(isPresented: $adding) { Text("new plot") }
      }
    }

    """

  /// A `PreviewProvider`'s and a `#Preview`'s presentations are not sites the scan left unread.
  @Test func previewPresentationsAreLeftOutOfTheCounts() {
    let previews = """
      import SwiftUI

      struct PlotList_Previews: PreviewProvider {
        static var previews: some View {
          Text("list").sheet(isPresented: .constant(true)) { PlotList() }
        }
      }

      #Preview("Alert") {
        Text("alert").alert("Hi", isPresented: .constant(true)) {}
      }

      """
    let scan = SourceScan(files: [
      SourceFile(path: "App/Garden.swift", text: Self.app),
      SourceFile(path: "App/Previews.swift", text: previews),
    ])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    let notes = scan.diagnostics.filter { $0.message.hasPrefix("preview code") }
    #expect(
      notes.map(\.message) == [
        "preview code (PreviewProvider, #Preview): 2 presentation sites written in it, not the "
          + "app's navigation, left out of the counts"
      ])
    #expect(notes.map { "\($0.location)" } == ["App/Previews.swift:5:17"])
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("a presentation written here") })
  }

  /// A second App in a folder of its own (a design system's inspector) is not the app read: its
  /// presentations are left out, said once for its folder.
  @Test func anotherAppsFolderIsLeftOutOfTheCounts() {
    let inspector = """
      import SwiftUI

      @main struct InspectorApp: App {
        var body: some Scene { WindowGroup { Gallery() } }
      }

      struct Gallery: View {
        @State private var shown = false; func setShown() { shown = true }
        var body: some View { Text("gallery").alert("Alert", isPresented: $shown) {} }
      }

      """
    let scan = SourceScan(files: [
      SourceFile(path: "App/Garden.swift", text: Self.app),
      SourceFile(path: "Kit/Inspector/Inspector.swift", text: inspector),
    ])
    #expect(scan.app.name == "GardenApp")
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(
      scan.diagnostics.contains {
        $0.message
          == "another app's code (InspectorApp, Kit/Inspector/): 1 presentation site written in "
          + "it, not the app's navigation, left out of the counts"
      })
  }

  /// A view nothing in the sources makes (only its own preview and its own body name it) is
  /// code no screen shows: its presentation is left out of the counts with one note naming it;
  /// a view another view makes, though no screen reached shows it, is an unread site.
  @Test func aViewNothingMakesIsLeftOutOfTheCounts() {
    let scan = SourceFixtures.scan([
      "App.swift": """
      @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View { var body: some View { NavigationStack { Text("home") } } }
      struct Orphan: View {
        @State var shown = false; func setShown() { shown = true }
        var body: some View { Text("orphan").sheet(isPresented: $shown) { Orphan() } }
      }
      #Preview { Orphan() }
      struct Lonely: View {
        @State var failed = false; func setFailed() { failed = true }
        var body: some View { Text("lonely").alert("x", isPresented: $failed) {} }
      }
      struct Maker { func make() -> some View { Lonely() } }
      """
    ])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 0)
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "App.swift:5:39: note: a view nothing in the sources makes (Orphan): 1 presentation "
          + "site written in it, not the app's navigation, left out of the counts"), "\(notes)")
    #expect(
      notes.contains { $0.hasPrefix("App.swift:10:39: note: a presentation written here") },
      "\(notes)")
  }
}
