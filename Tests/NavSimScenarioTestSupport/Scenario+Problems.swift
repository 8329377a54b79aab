import NavSimScenario

extension Scenario {
  /// The problems of `text` as a scenario file, each `line:column: message`; empty when it
  /// parses.
  package static func problems(parsing text: String) -> [String] {
    do {
      _ = try Scenario.parse(text, path: "test.nav")
      return []
    } catch {
      return error.problems.map { "\($0.line):\($0.column): \($0.error)" }
    }
  }
}
