import Foundation
import NavSimCore
import NavSimScenario
import NavSimTestSupport

extension RepositoryScenarios {
  /// Every repository scenario with a finding that is not informational: its configuration,
  /// touches and first such finding.
  package static func findingCases() throws -> [(String, Configuration, [Touch], Finding)] {
    var out: [(String, Configuration, [Touch], Finding)] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      guard let scenario = try? Scenario.parse(text, path: file),
        let config = try? scenario.configuration()
      else { continue }
      let touches = scenario.touches(for: config)
      let findings = Simulator.run(config, inputs: scenario.inputs(for: config)).findings
      guard let finding = findings.first(where: { !$0.kind.isInformational }) else { continue }
      out.append((file, config, touches, finding))
    }
    return out
  }

  /// The repository scenarios with fingers 1 and 2, each also with its second finger numbered
  /// 3 (a finger's number only names it).
  package static func renumberedFindingCases() throws -> [(
    file: String, config: Configuration, touches: [Touch], renumbered: [Touch], finding: Finding
  )] {
    try findingCases().filter { Set($0.2.filter(\.isTouch).map(\.finger)) == [1, 2] }.map {
      file, config, touches, finding in
      var renumbered = touches
      for i in renumbered.indices where renumbered[i].finger == 2 { renumbered[i].finger = 3 }
      return (file, config, touches, renumbered, finding)
    }
  }
}
