import Testing

@testable import NavSimSource

/// Test code in the folders scanned is not the app: its presentations and coordinator calls are
/// left out of the counts, with one note per test folder saying how many.
@Suite struct SourceScanTestCodeTests {
  static let app = """
    import SwiftUI

    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { PlotList() } }
    }

    struct PlotList: View {
      @State var adding = false
      var body: some View {
        NavigationStack {
          Button("Add") { adding = true }
            .sheet(isPresented: $adding) { Text("new plot") }
        }
      }
    }

    """

  /// A test file that presents a sheet in a host view and pushes through a coordinator.
  static let test = """
    import SwiftUI

    struct HostView: View {
      @State var shown = true
      var body: some View {
        Text("host").sheet(isPresented: $shown) { Text("under test") }
      }
    }

    final class PlotsCoordinatorTests {
      func testHost() { _ = HostView() }
      func testPush() { stack.push(PlotCoordinator()) }
    }

    """

  @Test func aTestFoldersSitesAreLeftOutWithOneNote() {
    let scan = SourceScan(files: [
      SourceFile(path: "Garden/App/Garden.swift", text: Self.app),
      SourceFile(path: "Garden/UnitTests/Sources/PlotsTests.swift", text: Self.test),
    ])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(scan.navigationCallsUnread == 0)
    #expect(scan.unreadSummary.isEmpty)
    let notes = scan.diagnostics.filter { $0.message.hasPrefix("test code") }
    #expect(
      notes.map(\.message) == [
        "test code (Garden/UnitTests/): 1 presentation site and 1 coordinator navigation call "
          + "written in it, not the app's navigation, left out of the counts"
      ])
    #expect(notes.map(\.location.path) == ["Garden/UnitTests/Sources/PlotsTests.swift"])
    #expect(notes.map(\.location.line) == [6])
    // Neither site has a note of its own.
    #expect(
      !scan.diagnostics.contains {
        $0.location.path.contains("UnitTests") && !$0.message.hasPrefix("test code")
          && ($0.message.hasPrefix("a presentation") || $0.message.hasPrefix("a coordinator"))
      })
  }

  /// The folders every file shares are not looked at: a scan of a folder named like a test
  /// target, or inside one, reads its files as the app.
  @Test func sharedFoldersAreNotTestCode() {
    let scan = SourceScan(files: [
      SourceFile(path: "/work/GardenTests/App/Garden.swift", text: Self.app),
      SourceFile(path: "/work/GardenTests/App/Host.swift", text: Self.test),
    ])
    #expect(scan.presentationSitesSeen == 2)
    #expect(scan.navigationCallsUnread == 1)
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("test code") })
  }

  @Test(
    arguments: [
      ("App/Tests/A.swift", "App/Tests"), ("App/UITests/A.swift", "App/UITests"),
      ("App/GardenTests/Sub/A.swift", "App/GardenTests"), ("App/Test/A.swift", "App/Test"),
      ("App/Contests/A.swift", nil), ("App/Sources/Tests.swift", nil), ("App/Testing/A.swift", nil),
    ] as [(String, String?)])
  func testFoldersAreNamedLikeTestTargets(path: String, folder: String?) {
    let folders = SourceScan.FolderRoles(paths: [path, "App/Other/B.swift"])
    #expect(folders.testFolder(of: path) == folder)
  }
}
