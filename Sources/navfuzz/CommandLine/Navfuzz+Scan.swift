import NavSim

extension Navfuzz {
  /// `navfuzz scan`: reads the sources, writes the app file, judges each presentation with the
  /// model (warnings on stderr, a verdict line each on stdout), and with `--fuzz` runs the
  /// campaign on the whole derived app.
  static func scan(
    _ options: ScanOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let paths = try SwiftFiles.collect(options.paths)
    var files: [SourceFile] = []
    for path in paths {
      guard let bytes = Platform.readFile(path) else {
        throw .cannotOpen(path: path, reason: "cannot read the file")
      }
      files.append(SourceFile(path: path, bytes: bytes))
    }
    let scan = SourceScan(files: files)
    let appText = scan.app.text(comments: [
      "Derived by navfuzz scan from \(scan.fileCount) Swift files (\(scan.lineCount) lines): "
        + options.paths.joined(separator: " "),
      "Each screen's comment is where its view is declared (docs/SCAN.md).",
    ])
    var toStdout = true
    if let out = options.outFile, out != "-" {
      do {
        try AtomicFileWriter.write(appText, to: out)
      } catch {
        throw .cannotCreate(error)
      }
      toStdout = false
    }
    if toStdout { stdout.write(appText) }
    for diagnostic in scan.diagnostics { stderr.write(diagnostic.description + "\n") }

    let profiles = options.profiles.isEmpty ? [Profile.ios17] : options.profiles
    let jobs = max(1, options.jobs ?? Bench.processorCount)
    let verdicts = ScanJudge.verdicts(
      scan.app, profiles: profiles, seed: options.seed, runs: options.runs, jobs: jobs)
    let presentations = scan.app.presentationSites.count
    stdout.write(
      (toStdout ? "\n" : "")
        + "navfuzz scan: \(scan.fileCount) files, \(scan.lineCount) lines: "
        + "\(scan.app.screens.count) screens, \(presentations) presentations"
        + (scan.unreadSummary.isEmpty ? "" : "; " + scan.unreadSummary)
        + (toStdout ? "" : "; app written to \(options.outFile ?? "-")") + "\n")
    var warnings = 0
    let base = options.findingsDirectory.isEmpty ? "" : options.findingsDirectory + "/"
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
      // The campaign's comment names its own replay path; this file's is its own.
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let comment =
        "# found by navfuzz scan --seed \(options.seed) (\(verdict.item) on \(verdict.site.screen), "
        + "\(verdict.location)); replay: navfuzz run \(base + name)"
      if lines.first?.hasPrefix("#") == true {
        lines[0] = comment
      } else {
        lines.insert(comment, at: 0)
      }
      do {
        try AtomicFileWriter.createDirectories(options.findingsDirectory)
        try AtomicFileWriter.write(lines.joined(separator: "\n"), to: base + name)
      } catch {
        throw .cannotCreate(error)
      }
      warnings += 1
      stderr.write(ScanDiagnostic(.warning, at: verdict.location, message).description + "\n")
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
    var fuzzFailed = false
    if options.fuzz, scan.navigationUnread {
      // The app read is not the app: a campaign on it would speak of another app.
      stdout.write(
        "\nnot fuzzed: \(scan.unreadSummary); the app written is not this app, so the model "
          + "says nothing about it (docs/SCAN.md)\n")
    } else if options.fuzz {
      fuzzFailed = try fuzzScanned(
        scan, text: appText, options: options, profiles: profiles, jobs: jobs, stdout: &stdout,
        stderr: &stderr)
    }
    return warnings > 0 || fuzzFailed ? .finding : .success
  }

  /// `scan --fuzz`: the campaign on the whole derived app under its own mitigation, on each
  /// profile, then where each screen is declared. Returns whether a campaign found something.
  private static func fuzzScanned(
    _ scan: SourceScan, text: String, options: ScanOptions, profiles: [Profile], jobs: Int,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> Bool {
    var scenario: Scenario
    do {
      scenario = try Scenario.parse(text, path: options.outFile ?? "scan.nav")
    } catch {
      stderr.write(
        "navfuzz: the derived app is not a scenario this version reads, so it is not fuzzed:\n"
          + error.description + "\n")
      return false
    }
    var failed = false
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
      campaign.mitigations = [.none]
      campaign.mitigationsExplicit = true
      campaign.jobs = jobs
      campaign.outDirectory =
        (options.findingsDirectory.isEmpty ? "" : options.findingsDirectory + "/") + "fuzz"
        + (profiles.count > 1 ? "/\(profile.name)" : "")
      let report = campaign.run()
      do {
        try report.writeFiles()
      } catch {
        throw .cannotCreate(error)
      }
      stdout.write("\n" + report.text)
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
    return failed
  }
}

/// Finding the Swift files a scan reads.
enum SwiftFiles {
  /// Every `.swift` file under `paths` (a file stands for itself; a folder is searched
  /// recursively, hidden folders such as `.build` and `.git` left out), each folder's files
  /// sorted by path.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path that does not exist, or
  ///   when no `.swift` file is found.
  static func collect(_ paths: [String]) throws(NavfuzzError) -> [String] {
    let files = try FileListing.collect(paths, suffix: ".swift", skippingHidden: true)
    guard !files.isEmpty else {
      throw .cannotOpen(path: paths.joined(separator: " "), reason: "no .swift file found")
    }
    return files
  }
}
