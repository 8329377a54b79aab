import NavSim

extension Navfuzz {
  /// `navfuzz check PATH...`: replays every `.nav` file under the paths against its `expect:`
  /// lines; `PASS path` / `FAIL path: reason` per file, then `N passed, N failed`.
  /// Exit 1 on any failure, 65 if a file has errors (every file is still reported).
  static func check(
    _ options: CheckOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let paths = try ScenarioFiles.collect(options.paths)
    var cases: [JUnitReport.Case] = []
    var results: [JSONValue] = []
    var invalid = false
    var pages: [HTMLReport.ScenarioRun] = []
    var sarif: [SARIFReport.Result] = []
    var annotations: [String] = []
    let annotate = options.annotations ?? (context.environment["GITHUB_ACTIONS"] == "true")
    for path in paths {
      let bytes = try ScenarioFiles.bytes(path)
      let text = String(decoding: bytes, as: UTF8.self)
      var failure: String? = nil
      do {
        let scenario = try Scenario.parseCheckable(bytes: bytes, path: path)
        let outcome = try scenario.replay(recordingTrace: options.htmlFile != nil)
        if !outcome.passed { failure = outcome.failures.joined(separator: "; ") }
        if let result = SARIFReport.checkResult(of: outcome, text: text, file: path) {
          sarif.append(result)
          annotations.append(
            GitHubAnnotation.error(file: path, line: result.line, message: result.message))
        }
        if options.htmlFile != nil {
          pages.append(page(scenario, outcome: outcome, text: text, path: path))
        }
      } catch {
        stderr.write(error.description + "\n")
        failure = "\(error.count) error\(error.count == 1 ? "" : "s") in the file"
        for problem in error.problems {
          annotations.append(
            GitHubAnnotation.error(
              file: path, line: problem.line, column: problem.column,
              message: problem.error.description))
          sarif.append(
            SARIFReport.Result(
              ruleID: SARIFReport.invalidRule, message: problem.error.description, file: path,
              line: problem.line))
        }
        invalid = true
      }
      cases.append(JUnitReport.Case(name: path, failure: failure))
      if options.json {
        results.append(
          .object([
            (key: "path", value: .string(path)), (key: "passed", value: .bool(failure == nil)),
            (key: "reason", value: failure.map { .string($0) } ?? .null),
          ]))
      } else {
        let shown = VisibleText.escaped(path)
        stdout.write(failure.map { "FAIL \(shown): \($0)\n" } ?? "PASS \(shown)\n")
      }
    }
    let failed = cases.filter { $0.failure != nil }.count
    let passed = cases.count - failed
    if options.json {
      let doc = JSONValue.object([
        (key: "files", value: .array(results)), (key: "passed", value: .int(Int64(passed))),
        (key: "failed", value: .int(Int64(failed))),
      ])
      stdout.write(doc.serialized(.pretty) + "\n")
    } else {
      stdout.write("\(passed) passed, \(failed) failed\n")
    }
    if let junit = options.junitFile { try writeJUnit(cases, to: junit) }
    if let file = options.htmlFile {
      try writeHTML(HTMLReport.runs(pages, title: "navfuzz check"), to: file)
    }
    if let file = options.sarifFile { try writeSARIF(SARIFReport(results: sarif), to: file) }
    if annotate { for line in annotations { stdout.write(line + "\n") } }
    if invalid { return .dataError }
    return failed > 0 ? .finding : .success
  }

  /// A checked scenario's run, for the `--html` page.
  static func page(_ scenario: Scenario, outcome: ScenarioOutcome, text: String, path: String)
    -> HTMLReport.ScenarioRun
  {
    let report = RunReport(
      title: ScenarioFiles.title(scenario, path: path), source: path,
      configuration: outcome.configuration, result: outcome.result,
      configurationFindings: outcome.configurationFindings, touches: outcome.touches)
    return HTMLReport.ScenarioRun(report: report, text: text, failures: outcome.failures)
  }

  /// The `--junit` file: one case per scenario file.
  static func writeJUnit(_ cases: [JUnitReport.Case], to file: String) throws(NavfuzzError) {
    do {
      try AtomicFileWriter.write(
        JUnitReport.document(suite: "navfuzz check", cases: cases), to: file)
    } catch {
      throw .cannotCreate(error)
    }
  }
}
