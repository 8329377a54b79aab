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
      explanation = try Explanation.explain(scenario, verdictRuns: FuzzOptions.defaultRuns)
    } catch {
      throw .invalidScenario(error.description)
    }
    guard let explanation else {
      stderr.write("navfuzz: \(options.file) has no finding to explain\n")
      return .finding
    }
    if let file = options.htmlFile {
      try writeHTML(explainPage(scenario, explanation, file: options.file), to: file)
    }
    if options.json {
      stdout.write(explanation.json.serialized() + "\n")
    } else {
      stdout.write("== \(options.file)\n" + explanation.text)
    }
    return .success
  }

  /// The page of `explain --html`: the scenario's run as `run --html` shows it, the
  /// explanation's text below it.
  static func explainPage(_ scenario: Scenario, _ explanation: Explanation, file: String)
    throws(NavfuzzError) -> HTMLReport
  {
    let outcome: ScenarioOutcome
    do {
      outcome = try scenario.replay(recordingTrace: true)
    } catch {
      throw .invalidScenario(error.description)
    }
    let report = RunReport(
      title: ScenarioFiles.title(scenario, path: file), source: file,
      configuration: outcome.configuration, result: outcome.result,
      configurationFindings: outcome.configurationFindings, touches: outcome.touches)
    var page = HTMLReport.runs(
      [HTMLReport.ScenarioRun(report: report, text: try ScenarioFiles.read(file))],
      title: "navfuzz explain \(file)")
    page.text = "== \(file)\n" + explanation.text
    return page
  }
}
