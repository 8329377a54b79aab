import NavSim

extension CommandName {
  /// `navfuzz shrink`.
  package static let shrink = ShrinkCommand.name
}

extension Command {
  /// `navfuzz shrink` with `options`.
  package static func shrink(_ options: ShrinkOptions) -> Command {
    ShrinkCommand.command(options)
  }
}

/// `navfuzz shrink FILE`: minimise a failing scenario, keeping its finding.
struct ShrinkCommand: CommandDeclaration {
  static let name = CommandName("shrink")
  static let usage = "navfuzz shrink FILE [-o FILE]"
  static let abstract = "minimise a failing scenario, keeping its finding"
  static let discussion = """
    Minimise a scenario whose run has a finding: fewer events, then fewer gesture moves, then
    rounder and shorter times, keeping the same finding kind and cause. Writes the canonical
    form.
    """
  static let defaults = ShrinkOptions(file: "")

  static let options: [CommandOption<ShrinkOptions>] = [
    CommandOption(
      names: ["-o", "--output"], value: "FILE",
      help: "write the result to FILE (atomically) instead of stdout", defaultValue: nil,
      apply: { options, value in
        // `-o -` is the conventional spelling of stdout.
        options.outputFile = value.text == "-" ? nil : value.text
      }, path: PathDeclaration(.output, \.outputFile))
  ]

  static let positionalPaths: PathDeclaration<ShrinkOptions>? = PathDeclaration(.input, \.file)

  static func positional(
    _ argument: String, index: Int, into options: inout ShrinkOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.file = argument
  }

  static func validate(_ options: inout ShrinkOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else { throw .missingArgument("a FILE", command: name) }
  }

  static func run(
    _ options: ShrinkOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.shrink(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz shrink`.
package struct ShrinkOptions: Hashable, Sendable {
  /// The scenario to minimise.
  package var file: String
  /// `-o FILE`; `nil` writes to stdout.
  package var outputFile: String? = nil

  /// Creates shrink options.
  package init(file: String, outputFile: String? = nil) {
    self.file = file
    self.outputFile = outputFile
  }
}
