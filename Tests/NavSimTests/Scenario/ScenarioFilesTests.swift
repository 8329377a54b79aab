import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// Replays every `.nav` file in the repository's `scenarios/` folder and checks its `expect:`
/// lines (SCENARIOS.md), as `navfuzz check scenarios/` will.
@Suite struct ScenarioFilesTests {
  static let folder = RepositoryScenarios.folder
  static let files = RepositoryScenarios.files

  @Test func theFolderHasTheSplitAndBackButtonScenarios() {
    #expect(Self.files.count >= 8, "\(Self.folder.path)")
  }

  @Test(arguments: files)
  func scenarioMeetsItsExpectations(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scenario: Scenario
    do {
      scenario = try Scenario.parse(text, path: path)
    } catch {
      Issue.record("\(error)")
      return
    }
    let outcome = try scenario.replay()
    #expect(outcome.passed, "\(file): \(outcome.failures)")
    #expect(outcome.result.quiescent || scenario.expectations.contains(.finding(.hang)), "\(file)")
  }
}
