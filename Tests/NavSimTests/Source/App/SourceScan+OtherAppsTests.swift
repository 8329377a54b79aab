import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Another app's declaration of a name the app read declares too: Apple's Backyard Birds has a
/// `ContentView` for its iPhone app and one for its watch app; the watch's sheet was read on
/// the iPhone app's screen.
@Suite struct SourceScanOtherAppsTests {
  static let phone = """
    @main struct BirdsApp: App { var body: some Scene { WindowGroup { ContentView() } } }
    struct ContentView: View {
      var body: some View { NavigationStack { NavigationLink("yard") { Yard() } } }
    }
    struct Yard: View { var body: some View { Text("y") } }
    """
  static let watch = """
    @main struct BirdsWatchApp: App { var body: some Scene { WindowGroup { ContentView() } } }
    struct ContentView: View {
      @State private var store = false
      var body: some View {
        NavigationStack { Button("store") { store = true } }.sheet(isPresented: $store) { Store() }
      }
    }
    """
  static let shared = "struct Store: View { var body: some View { Text(\"s\") } }\n"

  @Test(arguments: [
    [
      "Phone/BirdsApp.swift": phone, "Watch/ContentView.swift": watch, "Shared/Store.swift": shared,
    ],
    // The other app's folder first in path order: the same app is read.
    ["A/BirdsApp.swift": phone, "B/ContentView.swift": watch, "C/Store.swift": shared],
  ])
  func anotherAppsDeclarationOfTheSameNameIsLeftOut(sources: [String: String]) {
    let scan = SourceFixtures.scan(sources)
    #expect(scan.app.name == "BirdsApp")
    #expect(scan.app.screen(named: "ContentView")?.items.map(\.text) == ["link Yard"])
    let watchPath = sources.keys.first { sources[$0] == Self.watch } ?? ""
    #expect(
      scan.diagnostics.map(\.description).contains(
        "\(watchPath):2:8: note: another app's code (BirdsWatchApp) declares ContentView, a "
          + "name the app read declares too: this file is left out, so that the two are not "
          + "read as one type"), "\(scan.diagnostics.map(\.description))")
  }

  /// Another app's files that declare only names of their own stay (their sites are counted
  /// aside, as before).
  @Test func anotherAppsOwnNamesStay() {
    let watch = Self.watch.replacingOccurrences(of: "ContentView", with: "WatchRoot")
    let scan = SourceFixtures.scan([
      "Phone/BirdsApp.swift": Self.phone, "Watch/WatchRoot.swift": watch,
      "Shared/Store.swift": Self.shared,
    ])
    #expect(scan.app.name == "BirdsApp")
    #expect(scan.app.screen(named: "ContentView")?.items.map(\.text) == ["link Yard"])
    #expect(!scan.diagnostics.contains { $0.message.contains("is left out, so that the two") })
  }
}
