import NavSim

extension Navfuzz {
  /// `navfuzz [fuzz]`: a campaign per mitigation, the matrix, the minimised findings written
  /// under `--out`. Ctrl-C prints the summary so far with the seed (exit 130).
  static func fuzz(
    _ options: FuzzOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let (base, appName) = try baseConfiguration(options.app)
    let configurations = try options.app.performableConfigurations(from: base, command: .fuzz)
    // An app file's `app-inputs:` (what a scanned app's source makes): the only app inputs
    // drawn, unless --app-events is given.
    let sourceInputs = try appInputsOfFile(options.app, base: base)
    let seed = chooseSeed(options.seed, stderr: &stderr)
    // Several profiles: one campaign each (findings under --out/PROFILE), then the matrix.
    let several = configurations.count > 1
    // The finding files an earlier run wrote under --out go first (FindingsManifest).
    let cleaning =
      options.run == nil && options.shard == nil
      && Shard.fromEnvironment(context.environment) == nil
    if cleaning { removeStaleFindings(options, stderr: &stderr) }
    var reports: [CampaignReport] = []
    var documents: [JSONValue] = []
    for configuration in configurations {
      var campaign = configuredCampaign(
        configuration, seed: seed, appName: appName, options: options,
        sourceInputs: sourceInputs, several: several)

      switch options.shard.map({ Result<Shard, ShardError>.success($0) })
        ?? Shard.fromEnvironment(context.environment)
      {
      case .success(let shard):
        try checkShard(options, campaign: campaign, several: several)
        campaign.shard = shard
        Interrupt.enableCleanStop()
        return fuzzShard(
          campaign, options: options, context: context, stdout: &stdout, stderr: &stderr)
      case .failure(let error): throw .invalidScenario("error: \(error)")
      case nil: break
      }
      let showProgress = options.app.progress || context.stderrIsTerminal
      Interrupt.enableCleanStop()
      let report = campaign.run(
        progress: showProgress ? printProgress : nil, isInterrupted: { Interrupt.isRequested })
      if options.run == nil { try report.writeFiles(checking: context.paths) }
      if options.app.json {
        if several {
          documents.append(report.json)
        } else {
          stdout.write(report.json.serialized(.pretty) + "\n")
        }
      } else if options.verbose || options.run != nil {
        stdout.write((reports.isEmpty ? "" : "\n") + report.text)
      } else if !several {
        stdout.write(report.summary(recommendation: Recommendation(reports: [report]).line))
      }
      if let sourceInputs, !options.app.json {
        stdout.write(
          appInputsLine(report, inputs: sourceInputs, deepLinks: configuration.app.deepLinks))
      }
      if let warning = report.controlWarning { stderr.write(warning + "\n") }
      reports.append(report)
      if report.interrupted {
        stderr.write("navfuzz: interrupted; seed \(seed)\n")
        break
      }
    }
    if cleaning { try writeManifest(reports, options: options) }
    try writeReportFiles(reports, configurations: configurations, seed: seed, options: options)
    if several && options.app.json {
      stdout.write(JSONValue.array(documents).serialized(.pretty) + "\n")
    } else if several && options.run == nil {
      stdout.write(
        options.verbose
          ? "\n" + CampaignReport.profileMatrixText(reports)
          : CampaignReport.profilesSummary(reports))
      if !reports.contains(where: \.interrupted) {
        stdout.write("\n" + Recommendation(reports: reports).line + "\n")
      }
    }
    if reports.contains(where: \.interrupted) { return Interrupt.exitCode }
    return reports.contains(where: \.failed) ? .finding : .success
  }

  /// The campaign's seed: `--seed`, or one drawn from the system and said on stderr.
  static func chooseSeed(_ given: UInt64?, stderr: inout some TextOutputStream) -> UInt64 {
    var seed = given ?? 0
    if given == nil {
      var system = SystemRandomNumberGenerator()
      seed = system.next()
      stderr.write("navfuzz: no --seed given; using seed \(seed)\n")
    }
    return seed
  }

  /// Removes the finding files an earlier run wrote under `--out` (``FindingsManifest``).
  static func removeStaleFindings(_ options: FuzzOptions, stderr: inout some TextOutputStream) {
    for file in FindingsManifest.removeStale(
      in: options.outputDirectory, inputs: options.app.appFile.map { [$0] } ?? [])
    {
      stderr.write("navfuzz: cannot remove the earlier run's finding file \(file)\n")
    }
  }

  /// The campaign of one profile's configuration, as the options ask.
  static func configuredCampaign(
    _ configuration: Configuration, seed: UInt64, appName: String, options: FuzzOptions,
    sourceInputs: [AppAction]?, several: Bool
  ) -> Campaign {
    var campaign = Campaign(seed: seed, configuration: configuration)
    campaign.appName = appName
    campaign.replayArguments = options.replayArguments(profile: configuration.profile)
    switch options.budget {
    case .runs(let n): campaign.budget = .runs(n)
    case .time(let d): campaign.budget = .seconds(Double(d.microseconds) / 1_000_000)
    }
    if case .list(let list) = options.app.mitigations {
      campaign.mitigations = list
      campaign.mitigationsExplicit = true
    } else {
      campaign.mitigations = Mitigation.matrix(for: [configuration.profile])
    }
    campaign.generation.strategy = options.strategy
    campaign.generation.throttle = options.throttle
    campaign.generation.fingers = options.fingers
    campaign.generation.appEvents = options.app.appEvents && sourceInputs?.isEmpty != true
    campaign.generation.appActions = sourceInputs
    campaign.jobs = max(1, options.jobs ?? Bench.processorCount)
    campaign.outDirectory =
      several
      ? (options.outputDirectory.isEmpty ? "" : options.outputDirectory + "/")
        + configuration.profile.name
      : options.outputDirectory
    campaign.singleRun = options.run
    return campaign
  }

  /// A shard fuzzes a slice of one campaign: it needs `--seed` and `--runs`, one profile and no
  /// `--run`.
  static func checkShard(_ options: FuzzOptions, campaign: Campaign, several: Bool)
    throws(NavfuzzError)
  {
    guard options.seed != nil else {
      throw .invalidScenario(
        "error: a shard needs --seed: every shard must fuzz the same campaign")
    }
    guard case .runs = campaign.budget, !several, options.run == nil else {
      throw .invalidScenario(
        "error: a shard takes a slice of --runs under one profile; not with --time, --run "
          + "or several profiles")
    }
  }

  /// Records the finding files this run wrote under `--out` (``FindingsManifest``).
  static func writeManifest(_ reports: [CampaignReport], options: FuzzOptions)
    throws(NavfuzzError)
  {
    let written = reports.flatMap { $0.findings.map(\.path) }
    if !written.isEmpty
      || Platform.readRegularFile(FindingsManifest.path(in: options.outputDirectory)) != nil
    {
      do {
        try FindingsManifest.write(written, in: options.outputDirectory)
      } catch {
        throw .cannotCreate(error)
      }
    }
  }

  /// The `--html` and `--sarif` files of the campaigns.
  static func writeReportFiles(
    _ reports: [CampaignReport], configurations: [Configuration], seed: UInt64,
    options: FuzzOptions
  ) throws(NavfuzzError) {
    let several = configurations.count > 1
    if let file = options.app.htmlFile {
      let page =
        several
        ? HTMLReport.profiles(
          zip(configurations, reports).map { ($0.profile.name, $1.html) },
          title: "navfuzz fuzz: seed \(seed), profiles "
            + configurations.map(\.profile.name).joined(separator: ", "))
        : reports.first?.html
      if let page { try writeHTML(page, to: file) }
    }
    if let file = options.sarifFile {
      // An app file written by `navfuzz scan` records where its presentations are written:
      // the results point at those Swift lines.
      let sources = options.app.appFile.flatMap(Platform.readRegularFile).map {
        AppSourceMap(text: String(decoding: $0, as: UTF8.self))
      }
      let results = reports.flatMap { report in
        (sources.map { report.sarif(sources: $0) } ?? report.sarif).results
      }
      try writeSARIF(SARIFReport(results: results), to: file)
    }
  }

  /// The app inputs `--app`'s `app-inputs:` line allows, then its deep links (`nil`: the file
  /// does not say, or `--app-events` was given): read from `base`, the file's configuration,
  /// which holds both (``App/appInputs``, ``App/deepLinks``), without parsing the file again.
  static func appInputsOfFile(_ options: AppOptions, base: Configuration) throws(NavfuzzError)
    -> [AppAction]?
  {
    guard !options.appEventsGiven, options.appFile != nil, let own = base.app.appInputs else {
      return nil
    }
    var actions = own
    for link in base.app.deepLinks where !actions.contains(link) { actions.append(link) }
    return actions
  }

  /// What a campaign restricted to an app's own app inputs drew, how many of its findings
  /// need one, and how to draw every kind (docs/CLI.md).
  static func appInputsLine(
    _ report: CampaignReport, inputs: [AppAction], deepLinks: [AppAction]
  ) -> String {
    let needing = report.findings.filter(\.finding.needsAppInput).count
    let links = inputs.filter { deepLinks.contains($0) }.count
    let what =
      inputs.isEmpty
      ? "none: the app's source makes no app input (its app file says app-inputs: none)"
      : links == 0
        ? "only the \(inputs.count) the app's source makes (its app file's app-inputs: line)"
        : "only the \(inputs.count) the app's source makes (its app file's app-inputs: and "
          + "deep-links: lines; "
          + (links == 1 ? "the deep link comes" : "the \(links) deep links come")
          + " when a hand can tap it)"
    return
      "app inputs: \(what); \(needing) of \(report.findings.count) findings need an app input; "
      + "--app-events on draws every kind, --verbose lists them\n"
  }

  /// Writes the libFuzzer-style progress line on stderr.
  @Sendable static func printProgress(_ progress: CampaignProgress) {
    var err = StandardError()
    err.write(progress.line + "\n")
  }

  /// The app and header a command starts from: `--app FILE`'s scenario (its events, its
  /// `mitigation:` and `expect:` lines ignored: the mitigations come from the command line,
  /// CLI.md), or the seed app. Returns the configuration and the app's display name.
  static func baseConfiguration(_ options: AppOptions) throws(NavfuzzError) -> (
    Configuration, String
  ) {
    guard let file = options.appFile else {
      var config = Configuration()
      config.start = [0]
      return (config, "seed")
    }
    try checkAppFile(file)
    let scenario = try ScenarioFiles.parse(file)
    do {
      var config = try scenario.configuration()
      config.mitigations = Mitigations()
      return (config, ScenarioFiles.title(scenario, path: file))
    } catch {
      throw .invalidScenario(error.description)
    }
  }

  /// `--app` names an app file: a folder or a `.swift` file is an app's source, which `navfuzz
  /// scan` reads; the error says so rather than reporting the Swift as scenario errors.
  static func checkAppFile(_ file: String) throws(NavfuzzError) {
    let scan =
      "'navfuzz scan \(file) --out app.nav' reads an app's SwiftUI sources and writes the app file; then give '--app app.nav'"
    if Platform.isFolder(file) == true {
      throw .cannotOpen(
        path: file, reason: "a folder, not an app file (docs/SCENARIOS.md); " + scan)
    }
    if file.hasSuffix(".swift") {
      throw .invalidScenario(
        "\(file): error: Swift source, not an app file (docs/SCENARIOS.md); " + scan)
    }
  }
}
