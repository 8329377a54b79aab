import Testing

@testable import NavSimCore
@testable import NavSimScenario

@Suite struct SuggestionsTests {
  @Test(arguments: [
    ("swipe-bak", "swipe-back"), ("tpa", "tap"), ("Rotate", "rotate"), ("drag-shet", "drag-sheet"),
    ("rotat", "rotate"), ("ap", "tap"),
  ])
  func suggestsTheClosestAction(_ typed: String, _ expected: String) {
    #expect(suggestion(for: typed, among: ScenarioAction.keywords) == expected)
  }

  @Test(arguments: ["x", "swipe", "hello", "", String(repeating: "a", count: 500)])
  func suggestsNothingForDistantWords(_ typed: String) {
    #expect(suggestion(for: typed, among: ScenarioAction.keywords) == nil)
  }

  @Test func distanceCountsASwapOnce() {
    #expect(editDistance(Array("ab"), Array("ba")) == 1)
    #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(editDistance(Array(""), Array("abc")) == 3)
  }
}
