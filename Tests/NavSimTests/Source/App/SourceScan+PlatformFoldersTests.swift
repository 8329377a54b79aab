import Testing

@testable import NavSimSource

/// A folder of another platform's target beside the iPhone app's is not read: its views of the
/// same names, its App and its sheets are not the iPhone app's.
@Suite struct SourceScanPlatformFoldersTests {
  /// The same app for a TV: an App of the same name, a view of the same name with a sheet.
  static let tv = """
    import SwiftUI

    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { PlotList() } }
    }

    struct PlotList: View {
      @State var remote = false; func setRemote() { remote = true }
      var body: some View {
        Text("plots on TV").fullScreenCover(isPresented: $remote) { Text("remote") }
      }
    }

    """

  @Test(arguments: ["Garden tvOS", "macOS", "Garden_watchOS", "App-visionOS", "Mac"])
  func anotherPlatformsFolderIsNotRead(folder: String) {
    let scan = SourceScan(files: [
      SourceFile(path: "Garden/\(folder)/Garden.swift", text: Self.tv),
      SourceFile(path: "Garden/Garden/Garden.swift", text: SourceScanTestCodeTests.app),
    ])
    #expect(scan.app.screens.map(\.name) == ["PlotList"])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(scan.app.screens.first?.location.path == "Garden/Garden/Garden.swift")
    #expect(scan.fileCount == 2)
    #expect(
      scan.diagnostics.map(\.message).contains(
        "1 file in Garden/\(folder)/, a folder of another platform's target, not read: the scan "
          + "reads the iPhone app (scan that folder alone to read it)"))
  }

  /// A folder whose name only contains a platform's letters, the iPad app's on a Mac (`Mac
  /// Catalyst`: the iOS target's), or one every file is in, is read.
  @Test(arguments: [
    ("Garden/Machine/Garden.swift", "Garden/Garden/Garden.swift"),
    ("Garden/Mac Catalyst/Garden.swift", "Garden/Garden/Garden.swift"),
    ("Garden/Mac-catalyst/Garden.swift", "Garden/Garden/Garden.swift"),
    ("Garden tvOS/A/Garden.swift", "Garden tvOS/B/Garden.swift"),
  ])
  func aFolderNotOfAnotherPlatformIsRead(paths: (String, String)) {
    let scan = SourceScan(files: [
      SourceFile(path: paths.0, text: Self.tv),
      SourceFile(path: paths.1, text: "struct Other: View { var body: some View { Text(\"o\") } }"),
    ])
    #expect(scan.presentationSitesSeen == 1)
    #expect(!scan.diagnostics.contains { $0.message.contains("another platform's target") })
  }
}
