extension Navfuzz {
  /// `navfuzz [fuzz]`: a campaign per mitigation, the matrix, the minimised findings written
  /// under `--out`. Ctrl-C prints the summary so far with the seed (exit 130; SIGTERM: 143).
  static func fuzz(
    _ options: FuzzOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let (base, appName) = try baseConfiguration(options.app)
    let configuration = options.app.configurations(from: base).first ?? base
    var seed = options.seed ?? 0
    if options.seed == nil {
      var system = SystemRandomNumberGenerator()
      seed = system.next()
      stderr.write("navfuzz: no --seed given; using seed \(seed)\n")
    }
    var campaign = Campaign(seed: seed, configuration: configuration)
    campaign.appName = appName
    switch options.budget {
    case .runs(let n): campaign.budget = .runs(n)
    case .time(let d): campaign.budget = .seconds(Double(d.microseconds) / 1_000_000)
    }
    if case .list(let list) = options.app.mitigations {
      campaign.mitigations = list
      campaign.mitigationsExplicit = true
    }
    campaign.generation.strategy = options.strategy
    campaign.generation.throttle = options.throttle
    campaign.generation.appEvents = options.app.appEvents
    campaign.jobs = max(1, options.jobs ?? Bench.processorCount)
    campaign.outDirectory = options.outputDirectory
    campaign.singleRun = options.run

    let showProgress = options.app.progress || context.stderrIsTerminal
    Interrupt.install()
    let report = campaign.run(
      progress: showProgress ? printProgress : nil, isInterrupted: { Interrupt.isRequested })
    if options.run == nil {
      do {
        try report.writeFiles()
      } catch {
        throw .cannotCreate(error)
      }
    }
    if options.app.json {
      stdout.write(report.json.serialized(.pretty) + "\n")
    } else {
      stdout.write(report.text)
    }
    if let warning = report.controlWarning { stderr.write(warning + "\n") }
    if report.interrupted {
      stderr.write("navfuzz: interrupted; seed \(seed)\n")
      return Interrupt.exitCode
    }
    return ExitCode(rawValue: report.exitStatus) ?? .software
  }

  /// Writes the libFuzzer-style progress line on stderr.
  @Sendable static func printProgress(_ progress: CampaignProgress) {
    var err = StandardError()
    err.write(progress.line + "\n")
  }

  /// The app and header a command starts from: `--app FILE`'s scenario (its events ignored), or
  /// the seed app. Returns the configuration and the app's display name.
  static func baseConfiguration(_ options: AppOptions) throws(NavfuzzError) -> (
    Configuration, String
  ) {
    guard let file = options.appFile else {
      var config = Configuration()
      config.start = [0]
      return (config, "seed")
    }
    let scenario = try ScenarioFiles.parse(file)
    do {
      return (try scenario.configuration(), ScenarioFiles.title(scenario, path: file))
    } catch {
      throw .invalidScenario(error.description)
    }
  }
}
