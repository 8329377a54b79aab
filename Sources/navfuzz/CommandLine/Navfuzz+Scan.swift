import NavSim

extension Navfuzz {
  /// `navfuzz scan`: reads the sources, writes the app file, judges each presentation with the
  /// model (warnings on stderr, a verdict line each on stdout), and with `--fuzz` runs the
  /// campaign on the whole derived app.
  static func scan(
    _ options: ScanOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let files = try SwiftFiles.read(options.paths, stderr: &stderr)
    // The profile the warnings speak of: the oldest the app runs on, by its deployment target,
    // written in the app file too; the availability checks are read as on that iOS.
    let target = DeploymentTarget.read(
      files: files, projects: SwiftFiles.projects(options.paths))
    let profiles = options.profiles.isEmpty ? [target?.profile ?? .ios17] : options.profiles
    var scan = SourceScan(
      files: files, iOS: DeploymentTarget.readingVersion(target: target, profiles: profiles),
      debug: options.debug)
    if let target {
      scan.app.profile = target.profile.name
      scan.app.profileSource = "the app's minimum is iOS \(target.version) (\(target.location))"
    }
    let appText = scan.app.text(comments: appFileComments(scan, options: options))
    // Every file is written at the end, once the run has succeeded and each finding's name
    // has been checked against the inputs and the other outputs (nothing replaced before).
    let toStdout = options.outFile.map { $0 == "-" } ?? true
    if toStdout { stdout.write(appText) }
    for diagnostic in scan.diagnostics { stderr.write(diagnostic.description + "\n") }

    if options.profiles.isEmpty { stderr.write(targetNote(target, paths: options.paths) + "\n") }
    let jobs = max(1, options.jobs ?? Bench.processorCount)
    let verdicts = ScanJudge.verdicts(
      scan.app, profiles: profiles, seed: options.seed, runs: options.runs, jobs: jobs)
    stdout.write(summaryLine(scan, options: options, toStdout: toStdout))
    let base = options.findingsDirectory.isEmpty ? "" : options.findingsDirectory + "/"
    do throws(UsageError) {
      try context.paths.checkWrites(
        verdicts.compactMap { $0.scenarioText == nil ? nil : $0.fileName.map { base + $0 } },
        option: "--findings")
    } catch {
      throw .usage(error)
    }
    let writes = reportVerdicts(
      verdicts, base: base, options: options, stdout: &stdout, stderr: &stderr)
    let warnings = writes.count
    if let file = options.sarifFile {
      try writeSARIF(
        SARIFReport.scan(
          verdicts, replayPath: { base + ($0.fileName ?? "") }, toolVersion: version),
        to: file)
    }
    var fuzzFailed = false
    var unreadable = false
    var reports: [CampaignReport] = []
    if options.fuzz, scan.navigationUnread {
      // The app read is not the app: a campaign on it would speak of another app.
      stdout.write(
        "\nnot fuzzed: \(scan.unreadSummary); the app written is not this app, so the model "
          + "says nothing about it (docs/SCAN.md)\n")
    } else if options.fuzz {
      (fuzzFailed, reports, unreadable) = try fuzzScanned(
        scan, text: appText, options: options, profiles: profiles, jobs: jobs, stdout: &stdout,
        stderr: &stderr)
    }
    do throws(UsageError) {
      for report in reports {
        try context.paths.checkWrites(report.findings.map(\.path), option: "--findings")
      }
    } catch {
      throw .usage(error)
    }
    try writeFindings(writes, reports: reports, options: options, stderr: &stderr)
    if let out = options.outFile, out != "-" {
      do {
        try AtomicFileWriter.write(appText, to: out)
      } catch {
        throw .cannotCreate(error)
      }
    }
    if unreadable { return .software }
    guard warnings > 0 || fuzzFailed else { return .success }
    return options.warningsExit == 0 ? .success : .finding
  }

  /// The scan's summary line: files, lines, screens, presentations, what it did not read and
  /// where the app goes. It says where, not that the file is written: the files are written
  /// last, all or none, so a run that stops early (a reader of stdout that quits, `| head`)
  /// leaves the file as it was.
  static func summaryLine(_ scan: SourceScan, options: ScanOptions, toStdout: Bool) -> String {
    (toStdout ? "\n" : "")
      + "navfuzz scan: \(scan.fileCount) files, \(scan.lineCount) lines: "
      + "\(scan.app.screens.count) screens, \(scan.app.presentationSites.count) presentations"
      + (scan.unreadSummary.isEmpty ? "" : "; " + scan.unreadSummary)
      + (scan.coordinatorSummary.isEmpty ? "" : "; " + scan.coordinatorSummary)
      + (scan.tabCollectionSummary.isEmpty ? "" : "; " + scan.tabCollectionSummary)
      + (toStdout ? "" : "; app file \(options.outFile ?? "-")") + "\n"
  }

  /// The app file's first comments: what it was derived from, and how the build was read
  /// (the availability checks' version, the configuration).
  static func appFileComments(_ scan: SourceScan, options: ScanOptions) -> [String] {
    var comments = [
      "Derived by navfuzz scan from \(scan.fileCount) Swift files (\(scan.lineCount) lines): "
        + options.paths.joined(separator: " "),
      "Each screen's comment is where its view is declared (docs/SCAN.md).",
    ]
    if let version = scan.availabilityVersion, scan.availabilityChecksChosen > 0 {
      let count = scan.availabilityChecksChosen
      comments.append(
        "Its \(count) #available check\(count == 1 ? " is" : "s are") read as on iOS \(version).")
    }
    if scan.configurationBranchesLeftOut > 0 {
      let count = scan.configurationBranchesLeftOut
      comments.append(
        options.debug
          ? "Read as the debug build: \(count) branch\(count == 1 ? "" : "es") of #if DEBUG left "
            + "out."
          : "Read as the release build: \(count) #if DEBUG branch\(count == 1 ? "" : "es") left "
            + "out (--debug reads them).")
    }
    return comments
  }

  /// A verdict line for each presentation on stdout and, for a finding, its warning and notes
  /// on stderr; returns the finding files to write.
  static func reportVerdicts(
    _ verdicts: [PresentationVerdict], base: String, options: ScanOptions,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) -> [(path: String, text: String)] {
    var writes: [(path: String, text: String)] = []
    for verdict in verdicts {
      let place =
        "\(verdict.location)  \(verdict.item) on \(verdict.site.screen)  \(verdict.profile)"
      let also = verdict.sites.dropFirst().map { "    also at \($0)\n" }.joined()
      if let unjudged = verdict.unjudged {
        stdout.write("  \(place)  not judged: \(unjudged)\n" + also)
        continue
      }
      guard let text = verdict.scenarioText, let name = verdict.fileName,
        let message = verdict.message(reproduce: base + name)
      else {
        stdout.write("  \(place)  holds (\(options.runs) runs, one finger)\n" + also)
        continue
      }
      writes.append(
        (base + name, findingFile(text, verdict: verdict, path: base + name, options: options)))
      stderr.write(ScanDiagnostic(.warning, at: verdict.location, message).description + "\n")
      if let reason = verdict.reason {
        stderr.write(ScanDiagnostic(.note, at: verdict.location, reason).description + "\n")
      }
      for call in verdict.via {
        // The warning sits in the app's own modifier; this is the screen's line that uses it.
        stderr.write(
          ScanDiagnostic(
            .note, at: call,
            "\(verdict.item) is presented on \(verdict.site.screen) through this call"
          )
          .description + "\n")
      }
      stdout.write(
        "  \(place)  \(verdict.finding?.label ?? "finding"): navfuzz run \(base + name)\n" + also)
    }
    let guessed = verdicts.filter { $0.readThrough != nil }.count
    if guessed > 0 {
      stdout.write(
        "  not judged: \(guessed) presentations read on their screen only through a guess (a "
          + "call that may run another method of its name, or a coordinator that shows one of "
          + "two screens; each line above says which): no warning rests on a guess\n")
    }
    return writes
  }

  /// A finding's scenario file: the campaign's text, its first comment naming the scan that
  /// found it and this file's replay path.
  static func findingFile(
    _ text: String, verdict: PresentationVerdict, path: String, options: ScanOptions
  ) -> String {
    // The campaign's comment names its own replay path; this file's is its own.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The scan that found it, with every option that changes a verdict, as it can be run.
    let scanCommand =
      (["navfuzz", "scan"] + options.paths.map(ShellWord.quoted)
      + [
        "--seed", "\(options.seed)", "--runs", "\(options.runs)", "--profile", verdict.profile,
      ]).joined(separator: " ")
    let comment =
      "# found by \(scanCommand) (\(verdict.item) on \(verdict.site.screen), "
      + "\(verdict.location)); replay: navfuzz run \(ShellWord.quoted(path))"
    if lines.first?.hasPrefix("#") == true {
      lines[0] = comment
    } else {
      lines.insert(comment, at: 0)
    }
    return lines.joined(separator: "\n")
  }

  /// Removes the finding files an earlier scan wrote under `--findings`, then writes this
  /// run's and lists them (``FindingsManifest``).
  static func writeFindings(
    _ writes: [(path: String, text: String)], reports: [CampaignReport], options: ScanOptions,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) {
    // The scenarios an earlier scan wrote under --findings go (FindingsManifest), then this
    // run's are written and listed.
    for file in FindingsManifest.removeStale(
      in: options.findingsDirectory, inputs: options.outFile.map { [$0] } ?? [])
    {
      stderr.write("navfuzz: cannot remove the earlier run's finding file \(file)\n")
    }
    let written = writes.map(\.path) + reports.flatMap { $0.findings.map(\.path) }
    do {
      if !writes.isEmpty { try AtomicFileWriter.createDirectories(options.findingsDirectory) }
      for (path, text) in writes { try AtomicFileWriter.write(text, to: path) }
      for report in reports { try report.writeFiles() }
      if !written.isEmpty
        || Platform.readRegularFile(FindingsManifest.path(in: options.findingsDirectory)) != nil
      {
        try FindingsManifest.write(written, in: options.findingsDirectory)
      }
    } catch {
      throw .cannotCreate(error)
    }
  }

  /// `scan --fuzz`: the campaign on the whole derived app under its own mitigation, on each
  /// profile, then where each screen is declared. Returns whether a campaign found something,
  /// and the reports, whose files the caller writes.
  private static func fuzzScanned(
    _ scan: SourceScan, text: String, options: ScanOptions, profiles: [Profile], jobs: Int,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> (failed: Bool, reports: [CampaignReport], unreadable: Bool) {
    var scenario: Scenario
    do {
      scenario = try Scenario.parse(text, path: options.outFile ?? "scan.nav")
    } catch {
      // Scan wrote an app its own reader refuses: a bug of navfuzz, said as one, and the exit
      // status says so once the files are written (``scan(_:context:stdout:stderr:)``).
      stderr.write(
        "navfuzz: error: internal: the app written is not a scenario this version reads, so it "
          + "is not fuzzed (this is a bug in navfuzz):\n" + error.description + "\n")
      return (false, [], true)
    }
    var failed = false
    var reports: [CampaignReport] = []
    for profile in profiles {
      scenario.profile = profile.name
      let configuration: Configuration
      do {
        configuration = try scenario.configuration()
      } catch {
        throw .invalidScenario(error.description)
      }
      var campaign = Campaign(seed: options.seed, configuration: configuration)
      campaign.appName = scan.app.name ?? "scanned app"
      campaign.budget = .runs(options.runs)
      campaign.generation.appPushesLinkedOnly = true
      // Only the app inputs the source makes (the app file's app-inputs: line).
      let inputs = scenario.appActions(in: configuration)
      campaign.generation.appActions = inputs
      campaign.generation.appEvents = inputs?.isEmpty != true
      campaign.mitigations = [.none]
      campaign.mitigationsExplicit = true
      campaign.jobs = jobs
      campaign.outDirectory =
        (options.findingsDirectory.isEmpty ? "" : options.findingsDirectory + "/") + "fuzz"
        + (profiles.count > 1 ? "/\(profile.name)" : "")
      let report = campaign.run()
      reports.append(report)
      stdout.write("\n" + report.text)
      if let inputs {
        stdout.write(
          appInputsLine(report, inputs: inputs, deepLinks: configuration.app.deepLinks))
      }
      failed = failed || report.failed
    }
    stdout.write("\nscreens (where each is declared):\n")
    for screen in scan.app.screens {
      stdout.write("  \(screen.name)  \(screen.location)\n")
      for item in screen.items where item.isPresentation {
        stdout.write(
          "    \(item.text)  " + item.sites.map(\.description).joined(separator: ", ") + "\n")
      }
    }
    return (failed, reports, false)
  }
}

extension Navfuzz {
  /// The note that says which profile the warnings speak of, and why (docs/SCAN.md).
  static func targetNote(_ target: DeploymentTarget?, paths: [String]) -> String {
    guard let target else {
      return "\(paths.first ?? "-"): note: no deployment target read (no "
        + "IPHONEOS_DEPLOYMENT_TARGET in a project.pbxproj or an .xcconfig, no deploymentTarget "
        + "in a project.yml, no .iOS(…) in a Package.swift's platforms or a Project.swift): the "
        + "warnings speak of ios17 (--profile chooses others)"
    }
    return "\(target.location): note: the app's minimum is iOS \(target.version) (\(target.source)"
      + (target.others > 0 ? ", the lowest of \(target.others + 1) values written" : "")
      + "): the warnings speak of \(target.profile.name), the oldest version of the model it "
      + "runs on (--profile chooses others)"
  }
}

/// Finding and reading the Swift files a scan reads.
enum SwiftFiles {
  /// The project files under the folders of `paths` that may say the deployment target
  /// (``DeploymentTarget/Origin``: `project.pbxproj`, `.xcconfig`, `project.yml`), read (at most
  /// ``sizeLimit`` bytes each); one that cannot be read is left out (the Swift files' listing
  /// has said so).
  static func projects(_ paths: [String]) -> [(path: String, bytes: [UInt8])] {
    let folders = paths.filter { Platform.isFolder($0) == true }
    guard !folders.isEmpty else { return [] }
    var paths: [String] = []
    for origin in DeploymentTarget.Origin.allCases {
      guard
        let found = try? FileListing.collectNoting(
          folders, suffix: origin.suffix, skippingHidden: true)
      else { continue }
      paths += found.files
    }
    return paths.compactMap { path in
      guard case .success(let bytes) = Platform.readFile(path, limit: sizeLimit, regularOnly: true)
      else { return nil }
      return (path, bytes)
    }
  }

  /// The most bytes of one Swift file the scan reads: a larger one is left out with a note.
  static let sizeLimit = 16 << 20

  /// Every `.swift` file under `paths` (a file stands for itself; a folder is searched
  /// recursively, hidden folders such as `.build` and `.git` left out, each folder's files
  /// sorted by path), read: only regular files (a FIFO, a device, a socket is
  /// never waited on), each at most ``sizeLimit`` bytes. A file found in a folder that cannot
  /// be read, and an entry of a folder the listing left out (a name that is not UTF-8, a
  /// dangling link), is a `PATH: note:` on `stderr`, and the scan goes on without it.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path given that does not exist
  ///   or cannot be read, or when no `.swift` file is read.
  static func read(
    _ paths: [String], stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> [SourceFile] {
    let (found, skipped) = try FileListing.collectNoting(
      paths, suffix: ".swift", skippingHidden: true)
    for entry in skipped { stderr.write(entry.note + "\n") }
    var files: [SourceFile] = []
    for path in found {
      switch Platform.readFile(path, limit: sizeLimit, regularOnly: true) {
      case .success(let bytes):
        files.append(SourceFile(path: path, bytes: bytes))
      case .failure(let failure):
        if paths.contains(path) { throw .cannotOpen(path: path, reason: failure.reason) }
        stderr.write("\(path): note: \(failure.reason)\n")
      }
    }
    guard !files.isEmpty else {
      throw .cannotOpen(path: paths.joined(separator: " "), reason: "no .swift file found")
    }
    return files
  }
}
