import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// `start:` holds as many screens as the model's stack (SCENARIOS.md says 32).
@Suite struct ParserStartTests {
  @Test func startHoldsAStackOfThirtyTwoScreens() throws {
    #expect(ScreenStack.capacity == 32)
    let names = ["root"] + (1..<32).map { "s\($0)" }
    var text = "start: " + names.joined(separator: " > ") + "\n"
    for (n, name) in names.enumerated() where n + 1 < names.count {
      text += "screen: \(name): link \(names[n + 1])\n"
    }
    text += "screen: s31\n"
    let scenario = try Scenario.parse(text, path: "deep.nav")
    #expect(scenario.start.count == 32)
    let one = text.replacingOccurrences(of: "start: ", with: "start: root > ")
    #expect(throws: ScenarioDiagnostics.self) { try Scenario.parse(one, path: "deep.nav") }
  }
}
