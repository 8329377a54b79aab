import NavSim

extension Navfuzz {
  /// `navfuzz explain FILE [--json]`: what the scenario's finding rests on.
  static func explain(
    _ options: ExplainOptions, stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let scenario = try ScenarioFiles.parse(options.file)
    let explanation: Explanation?
    do {
      explanation = try Explanation.explain(scenario)
    } catch {
      throw .invalidScenario(error.description)
    }
    guard let explanation else {
      stderr.write("navfuzz: \(options.file) has no finding to explain\n")
      return .finding
    }
    if options.json {
      stdout.write(explanation.json.serialized() + "\n")
    } else {
      stdout.write("== \(options.file)\n" + explanation.text)
    }
    return .success
  }
}
