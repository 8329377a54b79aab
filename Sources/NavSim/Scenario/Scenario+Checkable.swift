extension Scenario {
  /// Reads a scenario file that `check` is to replay: as ``parse(_:path:)``, and a file with no
  /// event and no expectation is an error, since it would pass without testing anything (a
  /// file whose line ends were not seen, say).
  ///
  /// - Throws: ``ScenarioDiagnostics`` holding every problem.
  package static func parseCheckable(
    _ text: String, path: String
  ) throws(ScenarioDiagnostics) -> Scenario {
    let scenario = try parse(text, path: path)
    guard scenario.events.isEmpty, scenario.expectations.isEmpty else { return scenario }
    // Located like every other error: where an event or `expect:` line could go, at the
    // start of the file's first line.
    let first =
      text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map { String($0.prefix(2 * ScenarioParser.echoRadius)) } ?? ""
    throw ScenarioDiagnostics(
      path: path,
      problems: [
        ScenarioDiagnostic(line: 1, column: 1, error: .nothingToCheck, sourceLine: first)
      ])
  }
}
