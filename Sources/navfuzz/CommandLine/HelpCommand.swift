import NavSim

extension CommandName {
  /// `navfuzz help` (and `--version`).
  package static let help = HelpCommand.name
}

extension Command {
  /// Print the overview (`nil`) or the help of the named command (one of
  /// ``CommandName/allCases``; any other word shows the overview).
  package static func help(_ name: String?) -> Command {
    HelpCommand.command(.help(name.flatMap(CommandName.init(rawValue:))))
  }

  /// Print `navfuzz 0.1.0`.
  package static var version: Command { HelpCommand.command(.version) }
}

/// `navfuzz help [COMMAND]`, `-h`, `--help` and `--version`.
struct HelpCommand: CommandDeclaration {
  /// What to print.
  enum Options: Hashable, Sendable {
    /// The overview (`nil`) or a command's help.
    case help(CommandName?)
    /// `navfuzz 0.1.0`.
    case version
  }

  static let name = CommandName("help")
  static let usage = "navfuzz help [COMMAND]"
  static let listing = "navfuzz help [COMMAND] | -h | --help | --version"
  static let abstract = ""
  static var discussion: String {
    let others = CommandName.allCases.filter { $0 != name }.map(\.rawValue)
    return Usage.wrap(
      "Show the overview, or the options of COMMAND: " + others.joined(separator: ", ") + ".",
      width: Usage.width)
      + "\n'navfuzz COMMAND --help' does the same; 'navfuzz --version' prints the version."
  }
  static let defaults = Options.help(nil)
  static let options: [CommandOption<Options>] = []

  /// Reads `help [COMMAND]`: `help -h` is the help of `help`; any other option is an unknown
  /// command, as a first word would be.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Options {
    guard let word = arguments.first else { return .help(nil) }
    if word == "-h" || word == "--help" { return .help(name) }
    guard let command = CommandName(rawValue: word) else {
      throw .unknownCommand(word, suggestion: Command.commandSuggestion(for: word))
    }
    if let extra = arguments.dropFirst().first {
      throw .unexpectedArgument(extra, command: name)
    }
    return .help(command)
  }

  static func run(
    _ options: Options, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    switch options {
    case .help(let command): stdout.write(Usage.help(for: command) + "\n")
    case .version: stdout.write("navfuzz \(Navfuzz.version)\n")
    }
    return .success
  }
}
