import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// The report as `navfuzz fuzz` prints it on stdout: the header, the matrix (runs, then per
  /// kind the runs that found it and the first of them), each mitigation's minimised scenarios,
  /// then every distinct finding with its scenario and replay command. Deterministic: no rates,
  /// no wall-clock times.
  public var text: String {
    singleRuns.isEmpty ? matrixText : singleRunText
  }

  /// `seed 42, profile ios17, app seed, strategy timed`.
  var headerFields: String {
    let c = campaign.configuration
    var fields = [
      "seed \(campaign.seed)", "profile \(c.profile.name)",
      "app \(VisibleText.escaped(campaign.appName))",
    ]
    if c.device != .iphone { fields.append("device \(c.device.rawValue)") }
    if c.container != .stack { fields.append("container \(c.container.rawValue)") }
    if c.backButton != .system { fields.append("back-button \(c.backButton.rawValue)") }
    let start = NavigationModel(c).state.stack
    if start.count > 1 {
      fields.append("start " + start.elements.map { c.app.name(of: $0) }.joined(separator: " > "))
    }
    let g = campaign.generation
    fields.append("strategy \(g.strategy)")
    if g.fingers > 1 { fields.append("fingers \(g.fingers)") }
    if g.throttle.microseconds > 0 { fields.append("throttle \(g.throttle)") }
    if !g.appEvents { fields.append("app-events off") }
    return fields.joined(separator: ", ")
  }

  private var matrixText: String {
    var out = "navfuzz fuzz: \(headerFields)\n"
    out += "\(runsPerMitigation) runs per mitigation"
    if case .seconds(let s) = campaign.budget {
      // `--time`: how many runs fit is the machine's doing, and so is everything after.
      out += " in \(VirtualDuration(microseconds: Int64((s * 1_000_000).rounded()))) of wall time"
      out += " (--time: the runs done, and so these results, depend on the machine)"
    }
    if interrupted { out += " (interrupted)" }
    out += "\n\n"
    let kinds = FindingKind.allCases.filter { !$0.isInformational }
    let width = max(10, (rows.map(\.mitigation.rawValue.count).max() ?? 0))
    var header = "mitigation".padded(to: width) + "  " + "runs".leftPadded(to: 7)
    for kind in kinds { header += "  " + kind.rawValue.leftPadded(to: 12) }
    out += header + "\n"
    for row in rows {
      var line = row.mitigation.rawValue.padded(to: width) + "  " + "\(row.runs)".leftPadded(to: 7)
      for kind in kinds {
        let n = row.runs(kind)
        let cell = n == 0 ? "0" : "\(n) #\(row.firstRun(kind) ?? 0)"
        line += "  " + cell.leftPadded(to: 12)
      }
      out += line + "\n"
    }
    out +=
      "(runs with the finding, then #the first such run: `\(campaign.command) --run K`)\n"
    let fingers = campaign.generation.fingers
    out +=
      "\nverdicts (\(fingers == 1 ? "one finger" : "up to \(fingers) fingers"); each FAIL with the "
      + "runs that find it and, for each assumption that fired, the runs that do under its "
      + "alternative: needs (none), narrows (fewer), unaffected):\n"
    for row in rows {
      let indent = String(repeating: " ", count: width + 4)
      out += "  " + row.mitigation.rawValue.padded(to: width) + "  "
      out += row.classVerdictParts.joined(separator: "\n" + indent) + "\n"
    }
    out += coverageText(width: width)
    out += "\nminimised scenarios:\n"
    for row in rows {
      let mine = findings.filter { $0.mitigation == row.mitigation }
      var line = row.mitigation.rawValue + ": "
      if mine.isEmpty {
        line +=
          row.mitigation == .none && !campaign.mitigationsExplicit
          ? "no finding (the control should lock up: too few runs?)" : "holds, no finding"
      } else {
        let distinct = distinctFindings(of: row)
        let more = distinct - mine.count
        line += "\(distinct) distinct finding\(distinct == 1 ? "" : "s")"
        if more > 0 { line += " (\(more) not minimised)" }
      }
      if let cost = row.cost { line += "; cost: \(cost.cause)" }
      out += line + "\n"
      for f in mine {
        out += "  " + f.finding.label.padded(to: 18) + " " + f.path + "  (run \(f.firstRun))\n"
      }
    }
    out += unreplayedText
    for f in findings {
      out += "\n== \(f.mitigation.rawValue): \(f.finding.label) (first run \(f.firstRun), "
      out += "\(f.runs) run\(f.runs == 1 ? "" : "s"), minimised from \(f.originalInputs.count) "
      out += "to \(f.inputs.count) inputs)\n"
      out += "cause: \(f.finding.cause)\n"
      if f.finding.rules.rawValue != 0 { out += "rules: \(f.finding.rulesDescription)\n" }
      out += signature(of: f).line + "\n"
      if !f.dependences.isEmpty {
        out += "depends: " + Dependence.describe(f.finding.label, f.dependences) + "\n"
      }
      if f.finding.needsAppInput { out += "needs an app input (app events on)\n" }
      out += "\(f.path):\n"
      out += f.scenarioText
      out += "replay: navfuzz run \(ShellWord.quoted(f.path))\n"
      out += "export: \(Campaign.exportCommand(path: f.path))\n"
    }
    return out
  }

  /// One line per finding not written because its file did not replay to it (both the first
  /// screen and the whole report say them).
  var unreplayedText: String {
    unreplayed.map { u in
      "not written: \(u.mitigation.rawValue) \(u.finding.label) of run \(u.run) did not replay "
        + "from its file (a fuzzer defect; `"
        + campaign.replayCommand(run: u.run, mitigation: u.mitigation) + "` shows the run)\n"
    }.joined()
  }

  private var singleRunText: String {
    var out = "navfuzz fuzz: \(headerFields)\n"
    for run in singleRuns {
      out += "\n== run \(run.index) under \(run.mitigation.rawValue) (run seed \(run.seed)): "
      out +=
        run.findings.isEmpty
        ? "no finding\n" : run.findings.map(\.description).joined(separator: "; ") + "\n"
      let comment =
        "\(campaign.replayCommand(run: run.index, mitigation: run.mitigation))"
        + " (\(campaign.generation.strategy))"
      out += FindingScenario.text(
        configuration: run.configuration, touches: run.touches,
        finding: run.findings.first, comment: comment)
      out += "timeline:\n"
      let replay = Simulator.run(run.configuration, inputs: run.inputs, recordingTrace: true)
      out += Timeline(replay.trace, showSplit: run.configuration.container == .split).render()
    }
    return out
  }

  /// The `coverage:` block: per mitigation the abstract states reached, and what was never
  /// reached (rules, screens, sheet phases, transitions): what the campaign did not test.
  func coverageText(width: Int) -> String {
    var out =
      "\ncoverage (abstract states: screen path, sheet phase, transition, overlays, rules "
      + "fired;\nwhat is never reached was not tested):\n"
    let screens = campaign.configuration.app.screens
    let indent = String(repeating: " ", count: width + 4)
    for row in rows {
      let c = row.coverage
      let screensNever = screens.indices.filter { id in
        id >= 64 || c.screens & (1 << UInt64(id)) == 0
      }.map { screens[$0].name }
      let rulesNever = c.rulesNever
      var first = "\(c.states.count) states; rules \(Rule.allCases.count - rulesNever.count) of "
      first += "\(Rule.allCases.count)"
      if !rulesNever.isEmpty {
        first += " (never " + rulesNever.map(\.id).joined(separator: " ") + ")"
      }
      first += "; screens \(screens.count - screensNever.count) of \(screens.count)"
      if !screensNever.isEmpty {
        let shown = screensNever.prefix(6).map { VisibleText.escaped($0) }
        let more = screensNever.count - shown.count
        first += " (never " + shown.joined(separator: ", ") + (more > 0 ? ", +\(more)" : "") + ")"
      }
      let phases = c.phasesReached.never
      let transitions = c.transitionsReached.never
      let second =
        "sheet "
        + (phases.isEmpty ? "every phase" : "never " + phases.joined(separator: ", "))
        + "; transitions "
        + (transitions.isEmpty ? "every kind" : "never " + transitions.joined(separator: ", "))
      // Wrapped to 100 columns under the mitigation's name.
      let lines =
        TextWrap.wrap(first, width: 100 - indent.count)
        + TextWrap.wrap(second, width: 100 - indent.count)
      out += "  " + row.mitigation.rawValue.padded(to: width) + "  " + lines[0] + "\n"
      for line in lines.dropFirst() { out += indent + line + "\n" }
    }
    return out
  }
}
