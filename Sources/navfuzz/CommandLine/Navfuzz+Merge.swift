import NavSim

extension Navfuzz {
  /// `navfuzz fuzz --shard I/N`: fuzzes the shard's runs and prints its JSON document.
  static func fuzzShard(
    _ campaign: Campaign, options: FuzzOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) -> ExitCode {
    let showProgress = options.app.progress || context.stderrIsTerminal
    let shard = campaign.runShard(
      progress: showProgress ? printProgress : nil, isInterrupted: { Interrupt.isRequested })
    stdout.write(shard.json.serialized(.pretty) + "\n")
    if shard.interrupted {
      stderr.write("navfuzz: interrupted; shard \(shard.shard) is incomplete\n")
      return Interrupt.exitCode
    }
    return .success
  }

  /// `navfuzz merge FILE...`: the shards merged into the campaign's report, its finding files
  /// written as the unsharded campaign writes them.
  static func merge(
    _ options: MergeOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    var shards: [CampaignShard] = []
    for path in options.files {
      let text = try ScenarioFiles.read(path)
      do {
        shards.append(try CampaignShard(json: JSONValue.parse(text)))
      } catch let error as JSONParseError {
        throw .invalidScenario(error.located(path))
      } catch let error as ShardError {
        throw .invalidScenario("\(path): error: \(error)")
      } catch {
        throw .invalidScenario("\(path): error: \(error)")
      }
    }
    let report: CampaignReport
    do {
      report = try CampaignShard.merge(shards)
    } catch {
      throw .invalidScenario("error: cannot merge: \(error)")
    }
    // As the unsharded campaign does: the earlier run's finding files go, then a manifest of
    // these (FindingsManifest).
    let out = report.campaign.outDirectory
    for file in FindingsManifest.removeStale(in: out, inputs: options.files) {
      stderr.write("navfuzz: cannot remove the earlier run's finding file \(file)\n")
    }
    try report.writeFiles(checking: context.paths)
    if !report.findings.isEmpty || Platform.readRegularFile(FindingsManifest.path(in: out)) != nil {
      do {
        try FindingsManifest.write(report.findings.map(\.path), in: out)
      } catch {
        throw .cannotCreate(error)
      }
    }
    if let file = options.sarifFile { try writeSARIF(report.sarif, to: file) }
    if let file = options.htmlFile { try writeHTML(report.html, to: file) }
    // What the unsharded `fuzz` prints: the first screen, or the whole report.
    if options.json {
      stdout.write(report.json.serialized(.pretty) + "\n")
    } else if options.verbose {
      stdout.write(report.text)
    } else {
      stdout.write(report.summary(recommendation: Recommendation(reports: [report]).line))
    }
    if let warning = report.controlWarning { stderr.write(warning + "\n") }
    return report.failed ? .finding : .success
  }
}

extension Navfuzz {
  /// Writes `log` to `file` atomically (`--sarif`).
  static func writeSARIF(_ log: SARIFReport, to file: String) throws(NavfuzzError) {
    var log = log
    log.toolVersion = version
    do {
      try AtomicFileWriter.write(log.json.serialized(.pretty) + "\n", to: file)
    } catch {
      throw .cannotCreate(error)
    }
  }

  /// Writes `page` to `file` atomically (`--html`).
  static func writeHTML(_ page: HTMLReport, to file: String) throws(NavfuzzError) {
    do {
      try AtomicFileWriter.write(page.render(), to: file)
    } catch {
      throw .cannotCreate(error)
    }
  }
}
