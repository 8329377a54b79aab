import NavSim

extension Navfuzz {
  /// `navfuzz sweep FILE --vary A --vary B`: the window map as text, `--html` as a page.
  static func sweep(
    _ options: SweepOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let scenario = try ScenarioFiles.parse(options.file)
    let result: SweepResult
    do {
      let sweep = try Sweep(scenario: scenario, x: options.axes[0], y: options.axes[1])
      result = try sweep.run()
    } catch {
      throw .invalidScenario("\(options.file): error: \(error)")
    }
    if let file = options.htmlFile { try writeHTML(result.html(source: options.file), to: file) }
    stdout.write(result.text)
    return .success
  }
}
