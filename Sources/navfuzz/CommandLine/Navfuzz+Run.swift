import NavSim

extension Navfuzz {
  /// `navfuzz run FILE...`: replays each file; prints its timeline and findings (or one JSON
  /// document); `--trace` writes Chrome trace-event JSON. Exit 1 if a run has a finding or an
  /// expectation that does not hold.
  static func run(
    _ options: RunOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let files = try ScenarioFiles.parseAll(options.files)
    var reports: [JSONValue] = []
    var traces: [(String, [TraceEntry])] = []
    var pages: [HTMLReport.ScenarioRun] = []
    var sarif: [SARIFReport.Result] = []
    var failed = false
    for (index, (path, scenario)) in files.enumerated() {
      let outcome: ScenarioOutcome
      do {
        outcome = try scenario.replay(recordingTrace: true, tieBreakSeed: options.tieBreakSeed)
      } catch {
        throw .invalidScenario(error.description)
      }
      let report = RunReport(
        title: ScenarioFiles.title(scenario, path: path), source: path,
        configuration: outcome.configuration, result: outcome.result,
        configurationFindings: outcome.configurationFindings, touches: outcome.touches)
      if !outcome.findings.isEmpty || !outcome.passed { failed = true }
      traces.append((report.title, outcome.result.trace))
      if options.htmlFile != nil {
        pages.append(HTMLReport.ScenarioRun(report: report, text: try ScenarioFiles.read(path)))
      }
      if options.sarifFile != nil {
        let text = try ScenarioFiles.read(path)
        sarif += SARIFReport.results(of: outcome, text: text, file: path)
      }
      if options.json {
        var json = report.json
        if case .object(var members) = json {
          members.append((key: "expectationsMet", value: .bool(outcome.passed)))
          members.append((key: "failures", value: .array(outcome.failures.map { .string($0) })))
          json = .object(members)
        }
        reports.append(json)
      } else {
        if index > 0 { stdout.write("\n") }
        stdout.write(report.render())
        if !scenario.expectations.isEmpty {
          stdout.write(
            outcome.passed
              ? "expectations: met\n"
              : "expectations: NOT met: \(outcome.failures.joined(separator: "; "))\n")
        }
      }
    }
    if options.json {
      stdout.write(
        JSONValue.object([(key: "runs", value: .array(reports))]).serialized(.pretty) + "\n")
    }
    if let file = options.htmlFile {
      try writeHTML(HTMLReport.runs(pages, title: "navfuzz run"), to: file)
    }
    if let file = options.sarifFile { try writeSARIF(SARIFReport(results: sarif), to: file) }
    if let traceFile = options.traceFile {
      let document = ChromeTrace.document(runs: traces)
      do {
        try AtomicFileWriter.write(document.serialized(.compact) + "\n", to: traceFile)
      } catch {
        throw .cannotCreate(error)
      }
      let place = traceFile == "-" ? "the trace to standard output" : traceFile
      stderr.write("wrote \(place) (open it in Perfetto or chrome://tracing)\n")
    }
    return failed ? .finding : .success
  }
}
