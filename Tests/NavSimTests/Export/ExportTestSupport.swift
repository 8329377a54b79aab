import Foundation
import NavSimTestSupport

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario

/// The repository's scenarios, parsed, for the export tests.
enum ExportFixtures {
  /// The scenario in `scenarios/FILE`.
  static func scenario(_ file: String) throws -> Scenario {
    let text = try String(
      contentsOf: RepositoryScenarios.folder.appendingPathComponent(file), encoding: .utf8)
    return try Scenario.parse(text, path: file)
  }

  /// The plan of `scenarios/FILE`, its source written as the command line would.
  static func plan(_ file: String) throws -> DevicePlan {
    try DevicePlan(try scenario(file), source: "scenarios/" + file)
  }

  /// Every file of every format for `plan`, by path (the README once).
  static func files(_ plan: DevicePlan) -> [String: String] {
    var out: [String: String] = [:]
    for format in ExportFormat.allCases {
      for file in format.files(plan) { out[file.path] = file.text }
    }
    return out
  }

  /// The golden copy of the seed lockup's export.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/seed-lockup-iphone")
}
