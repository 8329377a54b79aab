import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// Every scenario file checked in under `scenarios/` reads, compiles and round-trips.
@Suite struct ScenarioCorpusTests {
  static var files: [URL] {
    RepositoryScenarios.files.map { RepositoryScenarios.folder.appendingPathComponent($0) }
  }

  @Test(.enabled(if: !files.isEmpty, "no scenarios/ folder in this checkout"))
  func checkedInScenariosReadAndRoundTrip() throws {
    for file in Self.files {
      let text = try String(contentsOf: file, encoding: .utf8)
      do {
        let scenario = try Scenario.parse(text, path: file.lastPathComponent)
        let configuration = try scenario.configuration()
        #expect(!scenario.inputs(for: configuration).isEmpty, "\(file.lastPathComponent)")
        let reprinted = try Scenario.parse(scenario.canonicalText(), path: "reprinted")
        #expect(reprinted == scenario, "\(file.lastPathComponent)")
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
