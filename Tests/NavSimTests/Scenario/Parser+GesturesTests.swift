import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// A step of a pan alone (`begin`, `move`, …) is a model-level input, not a finger's: the
/// parser refuses it for every gesture kind alike.
@Suite struct ParserGestureStepTests {
  @Test(arguments: GestureKind.allCases)
  func aPanStepAloneIsRefusedForEveryKind(_ kind: GestureKind) {
    let text =
      "profile: ios26\nscreen: a: link b\nscreen: b: zoom, sheet\nstart: a > b\n\n@0ms \(kind.keyword) begin"
    do {
      _ = try Scenario.parse(text, path: "s.nav")
      Issue.record("\(kind.keyword) begin accepted")
    } catch {
      #expect(error.problems.count == 1)
      #expect(error.problems.first?.line == 6)
      #expect(error.problems.first?.column == 6)
      #expect(
        error.problems.first?.error.description.hasPrefix(
          "a finger does not deliver '\(kind.keyword) begin' by itself") == true)
    }
  }
}
