import NavSim

extension Navfuzz {
  /// `navfuzz explore`: bounded breadth-first search per mitigation and profile; the shortest
  /// counterexample of each finding kind, or a proof within the bounds. Ctrl-C or SIGTERM
  /// prints what the depths explored so far found (exit 130 or 143).
  static func explore(
    _ options: ExploreOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let (base, _) = try baseConfiguration(options.app)
    var explorationBase = base
    if options.app.appFile == nil { explorationBase.start = [0, 1] }
    var bounds = explorationBounds(options)
    // An app file's `app-inputs:` line limits the app inputs as it does a campaign's, unless
    // `--app-events` is given (CLI.md).
    if bounds.appEvents, let inputs = try appInputsOfFile(options.app, base: base) {
      bounds.appActions = inputs
      bounds.appEvents = !inputs.isEmpty
    }
    let configurations = try explorationConfigurations(options, from: explorationBase)
    let showProgress = options.app.progress || context.stderrIsTerminal
    Interrupt.enableCleanStop()
    // Without a progress line, a search that runs long says so now and then.
    let started = ContinuousClock.now
    var notice = StillRunningNotice()
    let results = Explorer.explore(
      configurations: configurations, bounds: bounds,
      progress: { config, p in
        var err = StandardError()
        if showProgress {
          err.write(
            "explore \(config.profile.name)/\(config.mitigations): \(p.states) states, "
              + "\(p.distinct) distinct, queue \(p.queue), depth \(p.depth), "
              + "\(Int(p.statesPerSecond)) states/s, \(p.bytes / 1_048_576) MiB\n")
          return
        }
        let elapsed = ContinuousClock.now - started
        guard notice.isDue(after: elapsed) else { return }
        let which = (configurations.firstIndex(of: config) ?? 0) + 1
        err.write(
          "navfuzz: explore still running after \(StillRunningNotice.minutes(elapsed)) min: "
            + "\(config.profile.name)/\(config.mitigations) (\(which) of "
            + "\(configurations.count)), depth \(p.depth) of \(bounds.depth), \(p.distinct) "
            + "distinct states of at most \(bounds.maxStates) (--max-states); Ctrl-C prints what "
            + "the depths explored so far found, --progress shows a line a second\n")
      }, isInterrupted: { Interrupt.isRequested })
    let report = ExploreReport(results: results)
    if let file = options.app.htmlFile { try writeHTML(report.html, to: file) }
    stdout.write(options.app.json ? report.json.serialized(.pretty) + "\n" : report.text)
    try writeCounterexamples(report, options, context: context, stderr: &stderr)
    if let interrupted = reportCuts(results, bounds, stderr: &stderr) { return interrupted }
    let control: Bool
    if case .all = options.app.mitigations { control = true } else { control = false }
    return report.hasFinding(excludingControl: control) ? .finding : .success
  }

  /// The bounds of `navfuzz explore`'s options.
  static func explorationBounds(_ options: ExploreOptions) -> ExplorationBounds {
    var bounds = ExplorationBounds(depth: options.depth, horizon: options.horizon)
    bounds.maxStates = options.maxStates
    bounds.maxMemory = options.maxMemory
    bounds.kind = options.kind
    bounds.fingers = options.fingers
    bounds.appEvents = options.app.appEvents
    bounds.handOffRuns = options.handOffRuns
    bounds.reduction = options.reduction
    return bounds
  }

  /// The configurations explored in turn: each performable profile under each mitigation asked
  /// (the matrix of the profile for `all`).
  static func explorationConfigurations(
    _ options: ExploreOptions, from explorationBase: Configuration
  ) throws(NavfuzzError) -> [Configuration] {
    var configurations: [Configuration] = []
    for profiled in try options.app.performableConfigurations(
      from: explorationBase, command: .explore)
    {
      var mitigations = options.app.mitigations.mitigations
      if case .all = options.app.mitigations {
        mitigations = Mitigation.matrix(for: [profiled.profile])
      }
      for mitigation in mitigations {
        var config = profiled
        config.mitigations = Mitigations([mitigation])
        configurations.append(config)
      }
    }
    return configurations
  }

  /// Writes each shortest counterexample under `--out` (checked first: no output replaces an
  /// input), and says on stderr each file written and each not written because it does not
  /// replay.
  static func writeCounterexamples(
    _ report: ExploreReport, _ options: ExploreOptions, context: ConsoleContext,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) {
    let (files, unreplayed) = report.files(in: options.outputDirectory)
    do throws(UsageError) {
      try context.paths.checkWrites(files.map(\.path), option: "--out")
    } catch {
      throw .usage(error)
    }
    do {
      if !files.isEmpty { try AtomicFileWriter.createDirectories(options.outputDirectory) }
      for file in files { try AtomicFileWriter.write(file.text, to: file.path) }
    } catch {
      throw .cannotCreate(error)
    }
    for file in files {
      let path = ShellWord.quoted(file.path)
      stderr.write("navfuzz: wrote \(path) (replay: navfuzz run \(path))\n")
    }
    for name in unreplayed {
      stderr.write("navfuzz: \(name) was not written: it does not replay from its own text\n")
    }
  }

  /// Says on stderr each search a bound stopped (and its hand-off); returns the exit status
  /// of an interrupted one, which ends the report.
  static func reportCuts(
    _ results: [ExplorationResult], _ bounds: ExplorationBounds,
    stderr: inout some TextOutputStream
  ) -> ExitCode? {
    for r in results {
      let limit: String
      switch r.end {
      case .complete: continue
      case .maxStates: limit = "--max-states \(bounds.maxStates)"
      case .maxMemory: limit = "--max-memory \(ByteSize.text(bounds.maxMemory))"
      case .interrupted:
        stderr.write(
          "navfuzz: interrupted; \(r.configuration.mitigations): depth \(r.depthExplored) of "
            + "\(bounds.depth) fully explored\n")
        return Interrupt.exitCode
      }
      var line = "navfuzz: \(r.configuration.mitigations) stopped at \(limit); depth "
      line += "\(r.depthExplored) of \(bounds.depth) fully explored"
      if let h = r.handOff {
        line += "; handed off to \(h.runs) fuzz runs from depth \(h.frontierDepth)"
      }
      stderr.write(line + "\n")
    }
    return nil
  }

  /// `navfuzz bench`: the fixed workloads, `NAME VALUE UNIT` lines (or one JSON document).
  static func bench(
    _ options: BenchOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    var bench = Bench()
    if options.quick { bench.scale = 0.1 }
    let depth = options.quick ? 6 : 8
    bench.extraWorkloads.append(
      BenchWorkload(name: "explore") {
        Explorer.benchWorkload(depth: depth).lines
          + (options.quick ? [] : Explorer.wideTreeBenchmark())
          + Explorer.chainAppEventsBenchmark(depth: options.quick ? 2 : 4)
          + Explorer.routedTabsBenchmark(depth: options.quick ? 2 : 3)
      })
    let lines = bench.run(only: options.filter)
    if options.json {
      let members = lines.map { line in
        (
          key: line.name,
          value: JSONValue.object([
            (key: "value", value: .double(line.value)), (key: "unit", value: .string(line.unit)),
          ])
        )
      }
      stdout.write(JSONValue.object(members).serialized(.pretty) + "\n")
    } else {
      for line in lines { stdout.write(line.description + "\n") }
    }
    return .success
  }
}
