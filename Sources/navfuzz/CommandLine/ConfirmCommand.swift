import NavSim

extension CommandName {
  /// `navfuzz confirm`.
  package static let confirm = ConfirmCommand.name
}

extension Command {
  /// `navfuzz confirm` with `options`.
  package static func confirm(_ options: ConfirmOptions) -> Command {
    ConfirmCommand.command(options)
  }
}

/// `navfuzz confirm RESULT.json [--scenario FILE]`: what a device did against what the model
/// said.
struct ConfirmCommand: CommandDeclaration {
  static let name = CommandName("confirm")
  static let usage = "navfuzz confirm RESULT.json [--scenario FILE]"
  static let listing = "navfuzz confirm RESULT.json"
  static let abstract = "what a device did against what the model said"
  static let discussion = """
    Read what a device run observed (the JSON the exported UI test or Appium script writes, or
    one a person fills in: iOS version, device, responsive or not; docs/DEVICE.md) and compare
    it with the model's prediction for that device's profile. On a disagreement, name the rules
    that fired and what makes the model agree, each decided by running it: a touch moved within
    the route's timing slack, each alternative of docs/MODEL.md §13, and the range of each
    timing value. The output is meant to be pasted into a bug report.
    """
  static let epilogue: String? = """
    Exit status: 0 when the model and the device agree; 1 when they disagree; 2 when the run
    did not test the prediction (INCONCLUSIVE: the touches missed the model's window, one never
    reached the app); 64 without a scenario (no --scenario and none named in the result; a
    relative one is taken from the result file's folder); 65 if the result or the scenario has
    errors (an unknown or contradictory member, a touch index out of range: PATH:LINE:COL); 66
    if a file cannot be read.
    """
  static let defaults = ConfirmOptions(resultFile: "")

  static let options: [CommandOption<ConfirmOptions>] = [
    .option(
      "--scenario", value: "FILE",
      help: "the scenario the device ran (default: the one the result names)"
    ) { options, value in options.scenarioFile = value.text }
  ]

  static func positional(
    _ argument: String, index: Int, into options: inout ConfirmOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.resultFile = argument
  }

  static func validate(_ options: inout ConfirmOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else { throw .missingArgument("a RESULT.json", command: name) }
  }

  static func run(
    _ options: ConfirmOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.confirm(options, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz confirm`.
package struct ConfirmOptions: Hashable, Sendable {
  /// The device's result file.
  package var resultFile: String
  /// `--scenario FILE`; `nil`: the scenario the result names.
  package var scenarioFile: String? = nil

  /// Creates confirm options.
  package init(resultFile: String, scenarioFile: String? = nil) {
    self.resultFile = resultFile
    self.scenarioFile = scenarioFile
  }
}
