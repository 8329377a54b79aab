import Foundation
import NavSim
import Testing

/// Replays every `.nav` file in the repository's `scenarios/` folder and checks its `expect:`
/// lines (SCENARIOS.md), as `navfuzz check scenarios/` will.
@Suite struct ScenarioFilesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenarios")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".nav") }.sorted()
  }()

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
    let config = try scenario.configuration()
    let result = Simulator.run(config, inputs: scenario.inputs(for: config))
    let findings = result.findings.filter { !$0.kind.isInformational }
    var listed: Set<FindingKind> = []
    for expectation in scenario.expectations {
      switch expectation {
      case .ok:
        #expect(findings.isEmpty, "\(file): expected ok, found \(findings)")
      case .finding(let kind, let recoverable):
        listed.insert(kind)
        let found = findings.filter { $0.kind == kind }
        #expect(!found.isEmpty, "\(file): expected \(kind), found \(findings)")
        if kind == .lockup {
          #expect(found.allSatisfy { $0.recoverable == recoverable }, "\(file): \(found)")
        }
      case .screen(let name):
        let screen = config.app.name(of: result.model.state.stack.top)
        #expect(screen == name, "\(file): expected screen \(name), found \(screen)")
      case .sheet(let shown):
        #expect(result.model.state.presentation.isShown == shown, "\(file)")
      }
    }
    if !listed.isEmpty {
      let unlisted = findings.filter { !listed.contains($0.kind) }
      #expect(unlisted.isEmpty, "\(file): unexpected \(unlisted)")
    }
  }
}
