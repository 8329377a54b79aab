import NavSim

extension Navfuzz {
  /// `navfuzz confirm RESULT.json [--scenario FILE]`: the comparison's report on stdout.
  static func confirm(
    _ options: ConfirmOptions, stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let text = try ScenarioFiles.read(options.resultFile)
    let result: DeviceResult
    do {
      result = try DeviceResult.parse(text)
    } catch {
      throw .invalidScenario(error.located(in: VisibleText.escaped(options.resultFile)))
    }
    // A scenario the result names is relative to the result file (where the export's run.sh
    // writes it, next to the scenario's copy); --scenario is relative to where navfuzz runs.
    let file: String
    if let given = options.scenarioFile {
      file = given
    } else if let named = result.scenario {
      file = Self.resolve(named, against: options.resultFile)
    } else {
      stderr.write(
        "error: \(options.resultFile) names no scenario; give it with --scenario FILE\n"
          + "usage: \(ConfirmCommand.usage)\n")
      return .usage
    }
    let scenario = try ScenarioFiles.parse(file)
    let confirmation: Confirmation
    do {
      confirmation = try Confirmation(scenario: scenario, result: result, source: file)
    } catch {
      throw .invalidScenario(error.description)
    }
    if let refusal = confirmation.refusal {
      throw .invalidScenario(refusal.located(in: VisibleText.escaped(options.resultFile)))
    }
    stdout.write(confirmation.text)
    switch confirmation.verdict {
    case .agree: return .success
    case .disagree: return .finding
    case .inconclusive: return .inconclusive
    }
  }

  /// `path` as named in the file at `base`: relative paths are taken from `base`'s folder.
  static func resolve(_ path: String, against base: String) -> String {
    guard !path.hasPrefix("/"), let slash = base.lastIndex(of: "/") else { return path }
    return String(base[...slash]) + path
  }
}
