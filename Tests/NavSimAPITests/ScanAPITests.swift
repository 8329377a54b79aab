import NavSim
import Testing

/// Reading SwiftUI sources through the public API only: the scanned app, its scenario file.
@Suite struct ScanAPITests {
  static let source = """
    import SwiftUI

    struct Home: View {
      @State var editing = false
      var body: some View {
        NavigationStack {
          NavigationLink("Open", destination: Detail())
        }
      }
    }

    struct Detail: View {
      @State var editing = false
      var body: some View {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("editor") }
      }
    }
    """

  @Test func aScanFindsTheScreensAndTheirNavigation() throws {
    let scan = SourceScan(files: [SourceFile(path: "App.swift", text: Self.source)])
    #expect(scan.fileCount == 1)
    #expect(scan.app.screens.map(\.name) == ["Home", "Detail"])
    let detail = try #require(scan.app.screens.last)
    #expect(detail.items.map(\.isPresentation) == [true])
    #expect(detail.items.first?.sites.first?.line == 16)
  }

  @Test func theScannedAppIsAScenarioThatRuns() throws {
    let scan = SourceScan(files: [SourceFile(path: "App.swift", text: Self.source)])
    let scenario = try Scenario.parse(scan.app.text(), path: "scanned.nav")
    let configuration = try scenario.configuration()
    #expect(configuration.app.screens.map(\.name) == ["Home", "Detail"])
    #expect(Simulator.run(configuration, inputs: []).findings.isEmpty)
  }
}
