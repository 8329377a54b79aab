import Foundation
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// Settings under which no finger can tap are refused, in `set:` lines
/// (located) and on the command line (AppOptionsTests).
@Suite struct ProfileTapsTests {
  /// The rule is the performability check's own verdict on the canonical tap (held `hold`):
  /// over a grid of the three values, `tapProblem` is `nil` exactly when that tap passes and
  /// `minHold <= maxHold`.
  @Test func theRuleIsTheCheckOnTheCanonicalTap() {
    let values: [Int64] = [0, 1_000, 10_000, 40_000, 50_000, 80_000, 100_000, 250_000, 300_000]
    for hold in values {
      for minHold in values {
        for maxHold in values {
          var config = Configuration()
          _ = config.profile.setting("hold", to: hold)
          _ = config.profile.setting("minHold", to: minHold)
          _ = config.profile.setting("maxHold", to: maxHold)
          let tap = Touch(at: 0, finger: 1, .tap(.showSheet, hold: hold))
          let performable = TouchPhysics(config).violation(tap) == nil && minHold <= maxHold
          #expect(
            (config.profile.tapProblem == nil) == performable,
            "hold \(hold) minHold \(minHold) maxHold \(maxHold)")
        }
      }
    }
  }

  static let refusedFiles: [(text: String, line: Int, column: Int, message: String)] = [
    ("set: hold=10ms\nstart: root > detail\n@0ms tap show-sheet\n", 1, 6, "hold 10ms is shorter"),
    ("set: minHold=300ms\nstart: root > detail\nexpect: ok\n", 1, 6, "minHold 300ms is longer"),
    ("start: root > detail\nset: maxHold=1ms\nexpect: ok\n", 2, 6, "maxHold 1ms: no touch"),
    ("set: minHold=100ms\nset: fps=60, maxHold=50ms\nexpect: ok\n", 2, 14, "minHold 100ms"),
  ]

  @Test(arguments: refusedFiles)
  func aSetLineNoFingerCanObeyIsALocatedError(
    _ file: (text: String, line: Int, column: Int, message: String)
  ) {
    #expect {
      try Scenario.parse(file.text, path: "t.nav")
    } throws: { error in
      let description = (error as? ScenarioDiagnostics)?.description ?? ""
      return description.hasPrefix("t.nav:\(file.line):\(file.column): error: ")
        && description.contains(file.message)
    }
  }

  @Test func settingsAFingerCanObeyStillParse() throws {
    let scenario = try Scenario.parse(
      "set: hold=200ms, maxHold=300ms\nstart: root > detail\n@0ms tap show-sheet\n", path: "t.nav")
    #expect(scenario.settings.count == 2)
  }
}
