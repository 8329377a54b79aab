import Testing

@testable import NavSimSource

/// Coordinators of the app's own: the scan does not follow them, and says so at each call.
@Suite struct SourceScanCoordinatorCallsTests {
  /// A coordinator that pushes one screen and presents another as a sheet, its root view a
  /// plain SwiftUI view: each call is a note at its place and counted in the summary.
  @Test func coordinatorCallsAreNotedWhereTheyAreWritten() {
    let text = """
      import SwiftUI

      @main struct GardenApp: App {
        var body: some Scene { WindowGroup { PlotList() } }
      }

      struct PlotList: View {
        var body: some View { Text("plots") }
      }

      final class PlotsCoordinator {
        let stack: StackCoordinator
        func showPlot() {
          stack.push(PlotCoordinator())
        }
        func showSeeds() {
          stack.setSheetCoordinator(SeedsCoordinator())
        }
      }

      """
    let scan = SourceScan(files: [SourceFile(path: "Garden.swift", text: text)])
    #expect(scan.navigationCallsUnread == 2)
    #expect(scan.coordinatorSummary == "2 navigation calls not read: coordinators")
    let notes = scan.diagnostics.filter { $0.message.hasPrefix("a coordinator's navigation call") }
    #expect(notes.map(\.location.line) == [14, 17])
    #expect(notes.map(\.location.column) == [10, 10])
  }

  /// An app with no coordinator says nothing of coordinators.
  @Test func anAppWithoutCoordinatorsHasNoSuchNote() {
    let text = """
      import SwiftUI
      struct Home: View {
        var body: some View { NavigationStack { Text("home") } }
      }

      """
    let scan = SourceScan(files: [SourceFile(path: "Home.swift", text: text)])
    #expect(scan.navigationCallsUnread == 0)
    #expect(scan.coordinatorSummary.isEmpty)
  }
}
