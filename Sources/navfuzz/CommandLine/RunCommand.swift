import NavSim

extension CommandName {
  /// `navfuzz run`.
  package static let run = RunCommand.name
}

extension Command {
  /// `navfuzz run` with `options`.
  package static func run(_ options: RunOptions) -> Command { RunCommand.command(options) }
}

/// `navfuzz run FILE...`: replay scenario files and print their timelines and findings.
struct RunCommand: CommandDeclaration {
  static let name = CommandName("run")
  static let usage = "navfuzz run FILE... [OPTIONS]"
  static let abstract = "replay scenario files: timeline and findings"
  static let discussion = """
    Replay each scenario file and print a timeline with one lane per actor (input,
    navigation, sheet, mask, window lock), then the findings with the rules that fired.
    """
  static let epilogue: String? = """
    Exit status: 1 if a file has a finding or an expectation not met; 65 if a file has
    errors; 66 if a file cannot be opened.
    """
  static let defaults = RunOptions(files: [])

  static let options: [CommandOption<RunOptions>] = [
    .flag("--json", help: "one JSON document on stdout instead of the human output") {
      $0.json = true
    },
    .file(
      "--trace",
      help: "also write the run as Chrome trace-event JSON (Perfetto, chrome://tracing)",
      role: .output, at: \.traceFile),
    .option(
      "--tie-break", value: "SEED",
      help: "replay with a seeded order for events at the same instant"
    ) { $0.tieBreakSeed = try $1.seed() },
    .file(
      "--html", help: "also write the runs as one self-contained HTML page", role: .output,
      at: \.htmlFile),
    .file(
      "--sarif", help: "also write the findings as SARIF 2.1.0 (code scanning)", role: .output,
      at: \.sarifFile),
  ]

  static let positionalPaths: PathDeclaration<RunOptions>? = PathDeclaration(.input, \.files)

  static func positional(
    _ argument: String, index: Int, into options: inout RunOptions
  ) throws(UsageError) {
    options.files.append(argument)
  }

  static func validate(_ options: inout RunOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else {
      throw .missingArgument("at least one FILE", command: name)
    }
  }

  static func run(
    _ options: RunOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.run(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz run`.
package struct RunOptions: Hashable, Sendable {
  /// The scenario files, in the order given (at least one).
  package var files: [String]
  /// `--json`.
  package var json = false
  /// `--trace FILE`: write the run as Chrome trace-event JSON.
  package var traceFile: String? = nil
  /// `--tie-break SEED`: a seeded order for same-instant events.
  package var tieBreakSeed: UInt64? = nil
  /// `--html FILE`: also write the runs as one self-contained HTML page.
  package var htmlFile: String? = nil
  /// `--sarif FILE`: also write the findings as SARIF 2.1.0.
  package var sarifFile: String? = nil

  /// Creates run options.
  package init(
    files: [String], json: Bool = false, traceFile: String? = nil, tieBreakSeed: UInt64? = nil
  ) {
    self.files = files
    self.json = json
    self.traceFile = traceFile
    self.tieBreakSeed = tieBreakSeed
  }
}
