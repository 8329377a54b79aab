import Foundation
import NavSimScenario
import NavSimTestSupport

extension RepositoryScenarios {
  /// The repository's seed lockup, `scenarios/seed-lockup-iphone.nav`, parsed.
  package static func seedLockup() throws -> Scenario {
    let path = folder.appendingPathComponent("seed-lockup-iphone.nav").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try Scenario.parse(text, path: "seed-lockup-iphone.nav")
  }
}
