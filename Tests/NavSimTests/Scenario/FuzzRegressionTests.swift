import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The inputs the parser fuzz target (Scripts/fuzz-parser.sh) once crashed on, kept in
/// `Fuzz/regressions/`: each must parse cleanly or fail with diagnostics, and whatever parses
/// must print and read back the same, as the fuzz target requires.
@Suite struct FuzzRegressionTests {
  static let folder = KeptFuzzInputs.folder("regressions")
  static let files = KeptFuzzInputs.names("regressions")

  @Test func everyKeptInputParsesOrFailsCleanlyAndRoundTrips() throws {
    for name in Self.files {
      let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
      let text = String(decoding: data, as: UTF8.self)
      do {
        let scenario = try Scenario.parse(text, path: name)
        let printed = scenario.canonicalText()
        let again = try Scenario.parse(printed, path: "printed-" + name)
        #expect(again == scenario, "\(name)")
        #expect(again.canonicalText() == printed, "\(name)")
      } catch {
        #expect(!error.problems.isEmpty, "\(name)")
        #expect(error.description.hasPrefix(name), "\(name)")
      }
    }
  }
}
