import NavSim

extension CommandName {
  /// `navfuzz explain`.
  package static let explain = ExplainCommand.name
}

extension Command {
  /// `navfuzz explain` with `options`.
  package static func explain(_ options: ExplainOptions) -> Command {
    ExplainCommand.command(options)
  }
}

/// `navfuzz explain FILE`: what a scenario's finding rests on.
struct ExplainCommand: CommandDeclaration {
  static let name = CommandName("explain")
  static let usage = "navfuzz explain FILE [OPTIONS]"
  static let listing = "navfuzz explain FILE [--json]"
  static let abstract = "what a scenario's finding rests on"
  static let discussion = """
    Say what the finding of a scenario rests on: each assumption of the model that fired,
    searched again under its alternative (docs/MODEL.md §13) and said to be needed, to narrow
    the finding or to leave it unaffected; the range of each timing value over which the
    finding persists (bisection); and for each input the window of start times that keeps it.
    """
  static let epilogue: String? = """
    Exit status: 0 with a finding explained; 1 if the scenario has no finding; 65 if the file
    has errors; 66 if it cannot be read.
    """
  static let defaults = ExplainOptions(file: "")

  static let options: [CommandOption<ExplainOptions>] = [
    .flag("--json", help: "one JSON document on stdout instead of the text") { $0.json = true },
    .file(
      "--html",
      help: "also write the run's timeline and the explanation as one self-contained HTML page",
      role: .output, at: \.htmlFile),
  ]

  static let positionalPaths: PathDeclaration<ExplainOptions>? = PathDeclaration(.input, \.file)

  static func positional(
    _ argument: String, index: Int, into options: inout ExplainOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.file = argument
  }

  static func validate(_ options: inout ExplainOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else { throw .missingArgument("a FILE", command: name) }
  }

  static func run(
    _ options: ExplainOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.explain(options, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz explain`.
package struct ExplainOptions: Hashable, Sendable {
  /// The scenario whose finding to explain.
  package var file: String
  /// `--json`.
  package var json = false
  /// `--html FILE`: also write the run and the explanation as an HTML page.
  package var htmlFile: String? = nil

  /// Creates explain options.
  package init(file: String, json: Bool = false) {
    self.file = file
    self.json = json
  }
}
