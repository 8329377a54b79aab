import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// The campaign as an HTML page: the matrix of mitigations × input classes, and a section
  /// per minimised finding (timeline of its minimised scenario, cause, rules, signature,
  /// scenario, replay command), the text report at the end.
  public var html: HTMLReport {
    var summary: [String] = []
    var entries: [HTMLReport.Entry] = []
    var rowVerdicts: [(row: String, verdict: String)] = []
    if singleRuns.isEmpty {
      summary.append(
        "\(runsPerMitigation) runs per mitigation"
          + (interrupted ? " (interrupted: the report covers the runs finished)" : ""))
      for row in rows {
        let mine = findings.filter { $0.mitigation == row.mitigation }
        var verdict = row.classVerdict
        let more = distinctFindings(of: row) - mine.count
        if more > 0 { verdict += " (\(more) more distinct findings not minimised)" }
        rowVerdicts.append((row.mitigation.rawValue, verdict))
      }
      for (i, f) in findings.enumerated() {
        entries.append(findingEntry(f, number: i + 1))
      }
    } else {
      for run in singleRuns {
        rowVerdicts.append(
          (
            run.mitigation.rawValue,
            run.findings.isEmpty ? "no finding" : run.findings.map(\.label).joined(separator: ", ")
          ))
        entries.append(runEntry(run))
      }
    }
    var page = HTMLReport(
      title: "navfuzz fuzz: \(headerFields)", summary: summary, rows: rowVerdicts, entries: entries)
    page.text = text
    if singleRuns.isEmpty {
      page.figures.append((id: "coverage", title: "Coverage", html: coverageHTML))
      page.emptyCell = "holds"
      for row in rows {
        if campaign.generation.fingers < 2 {
          page.untried.append((row.mitigation.rawValue, .multiFinger))
        }
        if !campaign.generation.appEvents { page.untried.append((row.mitigation.rawValue, .app)) }
      }
    }
    return page
  }

  /// The section of minimised finding `f` (the `number`th): its minimised scenario replayed
  /// with its timeline, where it was found, its file and what it depends on.
  func findingEntry(_ f: ReportedFinding, number: Int) -> HTMLReport.Entry {
    let config = campaign.configuration(for: f.mitigation)
    let replay = Simulator.run(
      config, inputs: TouchPhysics(config).inputs(f.inputs), recordingTrace: true)
    let signature = signature(of: f)
    var notes = [
      "Found first by run \(f.firstRun) of seed \(campaign.seed); \(f.runs) run"
        + "\(f.runs == 1 ? "" : "s") found it; minimised from \(f.originalInputs.count) to "
        + "\(f.inputs.count) inputs.",
      "Written to \(f.path).",
    ]
    if f.finding.needsAppInput { notes.append("Needs an app input (a deep link or a timer).") }
    if !f.dependences.isEmpty {
      notes.append(
        "Depends, by search under each assumption's alternative: "
          + Dependence.describe(f.finding.label, f.dependences) + ".")
    }
    return HTMLReport.Entry(
      id: "finding-\(number)", title: "\(f.mitigation.rawValue): \(f.finding.label)",
      row: f.mitigation.rawValue, inputClass: signature.inputClass, finding: f.finding,
      signature: signature, notes: notes, trace: replay.trace,
      split: config.container == .split, scenarioText: f.scenarioText,
      replay: "navfuzz run \(f.path)", failed: true
    ).withTouches(f.inputs, config)
  }

  /// The section of a replayed single run (`--run K`): its timeline, findings and scenario.
  func runEntry(_ run: FuzzRun) -> HTMLReport.Entry {
    let replay = Simulator.run(run.configuration, inputs: run.inputs, recordingTrace: true)
    let finding = run.findings.first
    let row = run.mitigation.rawValue
    var entry = HTMLReport.Entry(
      id: "run-\(run.mitigation.rawValue)", title: "run \(run.index) under \(row)",
      row: row,
      inputClass: finding?.needsAppInput == true
        ? .app : InputClass.of(run.touches, configuration: run.configuration),
      finding: finding,
      signature: finding.map {
        FindingSignature($0, configuration: run.configuration, touches: run.touches)
      }, notes: ["Run seed \(run.seed)."], trace: replay.trace,
      split: run.configuration.container == .split,
      scenarioText: FindingScenario.text(
        configuration: run.configuration, touches: run.touches, finding: finding,
        comment: campaign.replayCommand(run: run.index, mitigation: run.mitigation)),
      replay: campaign.replayCommand(run: run.index, mitigation: run.mitigation),
      failed: finding != nil
    ).withTouches(run.touches, run.configuration)
    if run.findings.count > 1 {
      entry.label = run.findings.map(\.label).joined(separator: ", ")
    }
    return entry
  }

  /// The coverage table: per mitigation the abstract states reached and what was never
  /// reached (rules, screens, sheet phases, transitions).
  var coverageHTML: String {
    let e = HTMLReport.escape
    let screens = campaign.configuration.app.screens
    var out =
      "<p>Abstract states: the screen path, the sheet's phase, the transition in flight, the "
      + "overlays and the rules fired. What is never reached is what the campaign did not "
      + "test.</p>\n<table class=\"matrix\">\n<thead><tr><th>mitigation</th><th>states</th>"
      + "<th>rules never fired</th><th>screens never shown</th><th>sheet phases never</th>"
      + "<th>transitions never</th></tr></thead>\n<tbody>\n"
    for row in rows {
      let c = row.coverage
      let screensNever = screens.indices.filter { id in
        id >= 64 || c.screens & (1 << UInt64(id)) == 0
      }.map { screens[$0].name }
      func cell(_ list: [String]) -> String {
        "<td>" + (list.isEmpty ? "none" : e(list.joined(separator: ", "))) + "</td>"
      }
      out += "<tr><th>\(e(row.mitigation.rawValue))</th><td>\(c.states.count)</td>"
      out += cell(c.rulesNever.map(\.id)) + cell(screensNever)
      out += cell(c.phasesReached.never) + cell(c.transitionsReached.never) + "</tr>\n"
    }
    return out + "</tbody>\n</table>"
  }
}

extension ExploreReport {
  /// The exploration as an HTML page: a row per configuration explored (profile · mitigation
  /// when several profiles), a section per shortest counterexample.
  public var html: HTMLReport {
    let profiles = results.reduce(into: [String]()) { names, r in
      if !names.contains(r.configuration.profile.name) {
        names.append(r.configuration.profile.name)
      }
    }
    func row(_ c: Configuration) -> String {
      profiles.count > 1 ? "\(c.profile.name) · \(c.mitigations)" : c.mitigations.description
    }
    var rows: [(row: String, verdict: String)] = []
    var entries: [HTMLReport.Entry] = []
    for r in results {
      let name = row(r.configuration)
      if r.counterexamples.isEmpty {
        rows.append(
          (
            name,
            "no finding reachable within depth \(r.bounds.depth), horizon \(r.bounds.horizon) "
              + "(\(r.distinctStates) distinct states)"
          ))
      } else {
        rows.append(
          (
            name,
            "shortest counterexamples: "
              + r.counterexamples.map { "\($0.kind) in \($0.steps.count) inputs" }
              .joined(separator: ", ")
          ))
      }
      for c in r.counterexamples + r.userOnlyCounterexamples {
        guard let finding = c.finding else { continue }
        let replay = Simulator.run(r.configuration, inputs: c.inputs, recordingTrace: true)
        let touches = r.touches(of: c)
        let signature = FindingSignature(finding, configuration: r.configuration, touches: touches)
        let text = FindingScenario.text(
          configuration: r.configuration, touches: touches, finding: finding,
          comment: "shortest counterexample of \(c.kind) found by navfuzz explore")
        entries.append(
          HTMLReport.Entry(
            id: "finding-\(entries.count + 1)",
            title: "\(name): \(finding.label) in \(c.steps.count) inputs", row: name,
            inputClass: signature.inputClass, finding: finding, signature: signature,
            notes: ["The shortest input sequence (fewest inputs, then earliest) that reaches it."],
            trace: replay.trace, split: r.configuration.container == .split,
            scenarioText: text,
            replay: "navfuzz run explore.nav (the scenario above, saved as explore.nav)",
            failed: true
          ).withTouches(touches, r.configuration))
      }
    }
    let bounds = results.first?.bounds
    var page = HTMLReport(
      title: "navfuzz explore"
        + (bounds.map { ": depth \($0.depth), horizon \($0.horizon)" } ?? ""),
      summary: ["Every input sequence within the bounds, one input per display frame."],
      rows: rows, entries: entries)
    page.text = text
    return page
  }
}

extension HTMLReport {
  /// A replayed scenario file for ``runs(_:title:)``: its report, its text, and for `check`
  /// whether its `expect:` lines held.
  public struct ScenarioRun: Sendable {
    /// The run's report (with its trace).
    public var report: RunReport
    /// The file's text.
    public var text: String
    /// `nil` for `run`; for `check`, the failures (empty: PASS).
    public var failures: [String]?

    /// Creates a scenario run.
    public init(report: RunReport, text: String, failures: [String]? = nil) {
      self.report = report
      self.text = text
      self.failures = failures
    }
  }

  /// The page of `navfuzz run` or `check`: a row per mitigation, a section per file.
  public static func runs(_ runs: [ScenarioRun], title: String) -> HTMLReport {
    var rows: [(row: String, verdict: String)] = []
    var entries: [HTMLReport.Entry] = []
    for (i, run) in runs.enumerated() {
      let r = run.report
      let row = r.configuration.mitigations.description
      let findings = r.result.findings.filter { !$0.kind.isInformational }
      let finding = findings.first
      var notes = ["\(r.source) · \(RunReport.summary(r.configuration))"]
      var failed = finding != nil
      if let failures = run.failures {
        failed = !failures.isEmpty
        notes.append(
          failures.isEmpty
            ? "PASS: every expect line holds." : "FAIL: " + failures.joined(separator: "; "))
      }
      var entry = HTMLReport.Entry(
        id: "file-\(i + 1)", title: r.title, row: row,
        inputClass: finding?.needsAppInput == true
          ? .app : InputClass.of(r.touches, configuration: r.configuration),
        finding: finding, signature: finding.map { r.signature(of: $0) }, notes: notes,
        trace: r.result.trace, split: r.configuration.container == .split,
        scenarioText: run.text, replay: "navfuzz run \(r.source)", failed: failed
      ).withTouches(r.touches, r.configuration)
      if findings.count > 1 { entry.label = findings.map(\.label).joined(separator: ", ") }
      if run.failures != nil { entry.label = (failed ? "FAIL " : "PASS ") + entry.label }
      entries.append(entry)
      if let k = rows.firstIndex(where: { $0.row == row }) {
        rows[k].verdict += ", \(entry.label) (\(r.source))"
      } else {
        rows.append((row, "\(entry.label) (\(r.source))"))
      }
    }
    return HTMLReport(
      title: title, summary: ["\(runs.count) scenario file\(runs.count == 1 ? "" : "s")"],
      rows: rows, entries: entries)
  }
}
