extension Scenario {
  /// Reads a scenario file that `check` is to replay: as ``parse(_:path:)``, and a file with no
  /// event and no expectation is an error, since it would pass without testing anything (a
  /// file whose line ends were not seen, say).
  ///
  /// - Throws: ``ScenarioDiagnostics`` holding every problem.
  package static func parseCheckable(
    _ text: String, path: String
  ) throws(ScenarioDiagnostics) -> Scenario {
    try parseCheckable(bytes: Array(text.utf8), path: path)
  }

  /// As ``parseCheckable(_:path:)``, from the file's bytes (columns count them, as
  /// ``parse(bytes:path:performable:)`` does).
  package static func parseCheckable(
    bytes: [UInt8], path: String
  ) throws(ScenarioDiagnostics) -> Scenario {
    let scenario = try parse(bytes: bytes, path: path)
    guard scenario.events.isEmpty, scenario.expectations.isEmpty else { return scenario }
    // Located like every other error: where an event or `expect:` line could go, at the
    // start of the file's first line.
    let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let first = String(
      decoding: bytes[..<min(end, 2 * ScenarioParser.echoRadius)], as: UTF8.self)
    throw ScenarioDiagnostics(
      path: path,
      problems: [
        ScenarioDiagnostic(line: 1, column: 1, error: .nothingToCheck, sourceLine: first)
      ])
  }
}
