import NavSim

extension CommandName {
  /// `navfuzz sweep`.
  package static let sweep = SweepCommand.name
}

extension Command {
  /// `navfuzz sweep` with `options`.
  package static func sweep(_ options: SweepOptions) -> Command { SweepCommand.command(options) }
}

/// `navfuzz sweep FILE --vary A --vary B`: the window map of a scenario.
struct SweepCommand: CommandDeclaration {
  static let name = CommandName("sweep")
  static let usage = "navfuzz sweep FILE --vary A --vary B [OPTIONS]"
  static let listing = "navfuzz sweep FILE --vary A --vary B"
  static let abstract = "the window map of a scenario"
  static let discussion = """
    Replay the scenario over a grid of two quantities and print the window map: one
    character per cell for what the oracles found there ('.' ok, 'L' lockup, 'C'
    corruption, 'M' stuck-mask, 'D' dead-end, 'H' hang; lower case: recoverable by
    rotation), A along the columns, B up the rows, and a legend with counts.
    """
  static let epilogue: String? = """
    Exit status: 0; 65 if the file has errors or no event N.
    """
  static let defaults = SweepOptions(file: "", axes: [])

  private static let varyHelp = """
    RANGE is FROM..TO/STEP: the quantity Q over FROM..TO, ends included. Q is 'event N' (the time of the N-th \
    event line; the events after it move with it) or a profile value (push, pop, present, \
    dismiss, stateLag, fps). STEP is a duration (the spacing) or a number (how many values, \
    at most 400). Given twice: x, then y. Example:
    --vary 'event 3=700ms..1700ms/25ms' --vary stateLag=0ms..1s/50ms
    """

  static let options: [CommandOption<SweepOptions>] = [
    .option(
      "--vary", value: "Q=RANGE",
      help: varyHelp
    ) { options, value throws(UsageError) in
      do throws(SweepError) {
        options.axes.append(try Sweep.Axis.parse(value.text))
      } catch {
        throw value.invalid(expected: error.message)
      }
    },
    .file(
      "--html",
      help: "also write the map as a self-contained HTML page, with the timeline of the first "
        + "cell of each outcome",
      role: .output, at: \.htmlFile),
  ]

  static let positionalPaths: PathDeclaration<SweepOptions>? = PathDeclaration(.input, \.file)

  static func positional(
    _ argument: String, index: Int, into options: inout SweepOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.file = argument
  }

  static func validate(_ options: inout SweepOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else { throw .missingArgument("a FILE", command: name) }
    guard options.axes.count == 2 else {
      throw .missingArgument("two --vary options (x, then y)", command: name)
    }
  }

  static func run(
    _ options: SweepOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.sweep(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz sweep`.
package struct SweepOptions: Hashable, Sendable {
  /// The scenario file.
  package var file: String
  /// The two `--vary` axes: columns, then rows.
  package var axes: [Sweep.Axis]
  /// `--html FILE`.
  package var htmlFile: String? = nil

  /// Creates sweep options.
  package init(file: String, axes: [Sweep.Axis], htmlFile: String? = nil) {
    self.file = file
    self.axes = axes
    self.htmlFile = htmlFile
  }
}
