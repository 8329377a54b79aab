import NavSim

extension Navfuzz {
  /// `navfuzz shrink FILE [-o FILE]`: minimises a scenario whose run has a finding, keeping the
  /// finding's kind and cause, and writes the canonical form to `-o` or stdout.
  static func shrink(
    _ options: ShrinkOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let scenario = try ScenarioFiles.parse(options.file)
    let outcome: ShrinkOutcome
    do {
      outcome = try Shrinker.shrink(scenario)
    } catch {
      throw .invalidScenario(error.description)
    }
    guard let finding = outcome.finding else {
      stderr.write("navfuzz: \(options.file) has no finding to keep; nothing to shrink\n")
      return .finding
    }
    let text = outcome.scenario.canonicalText()
    if let out = options.outputFile, out != "-" {
      do {
        try AtomicFileWriter.write(text, to: out)
      } catch {
        throw .cannotCreate(error)
      }
    } else {
      stdout.write(text)
    }
    stderr.write(
      "navfuzz: kept \(finding.label) (\(finding.cause)); \(outcome.originalInputCount) → "
        + "\(outcome.inputCount) inputs in \(outcome.replays) replays\n")
    return .success
  }
}
