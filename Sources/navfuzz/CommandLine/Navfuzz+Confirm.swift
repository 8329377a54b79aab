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
      let place = error.line > 0 ? ":\(error.line):\(error.column)" : ""
      throw .invalidScenario(
        "\(VisibleText.escaped(options.resultFile))\(place): \(error.description)")
    }
    guard let file = options.scenarioFile ?? result.scenario else {
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
    stdout.write(confirmation.text)
    return confirmation.agrees ? .success : .finding
  }
}
