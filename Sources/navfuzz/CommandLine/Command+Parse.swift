import NavSim

extension Command {
  /// Reads a command line, without the program name, into a ``Command``.
  ///
  /// A pure function: it reads no file and no environment, so tests call it directly.
  /// Without a command word the command is `fuzz` (`navfuzz --seed 42`). `-h` or `--help`
  /// anywhere before `--` asks for the command's help. An option given twice keeps its last
  /// value, except `--set`, whose values add up. Each command's arguments are read by its
  /// declaration (``CommandDeclaration/parse(_:)``).
  ///
  /// ```swift
  /// try Command.parse(["run", "a.nav", "--trace=a.json"])
  /// // .run(RunOptions(files: ["a.nav"], traceFile: "a.json"))
  /// ```
  ///
  /// - Parameter arguments: the arguments after the program name.
  /// - Returns: the command and its options, defaults filled in.
  /// - Throws: a ``UsageError`` naming the offending argument.
  package static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .fuzz(FuzzOptions()) }
    let rest = arguments.dropFirst()
    switch first {
    case "--version":
      if let extra = rest.first { throw .unexpectedArgument(extra, command: nil) }
      return .version
    case "-h", "--help":
      if rest.isEmpty { return .help(nil) }
      if rest.count == 1, let name = rest.first, CommandName(rawValue: name) != nil {
        return .help(name)
      }
      return try parse(FuzzCommand.self, arguments)
    case HelpCommand.name.rawValue:
      return try parse(HelpCommand.self, rest)
    default:
      break
    }
    if let name = CommandName(rawValue: first), let declaration = declaration(named: name) {
      return try parse(declaration, rest)
    }
    if ArgumentReader.looksLikeOption(first) { return try parse(FuzzCommand.self, arguments) }
    throw .unknownCommand(first, suggestion: commandSuggestion(for: first))
  }

  /// Reads `arguments` with `declaration`: its help if they ask for it, else its options.
  private static func parse<Declaration: CommandDeclaration>(
    _ declaration: Declaration.Type, _ arguments: ArraySlice<String>
  ) throws(UsageError) -> Command {
    if declaration != HelpCommand.self, ArgumentReader.asksForHelp(arguments) {
      return .help(declaration.name.rawValue)
    }
    return Command(declaration, try declaration.parse(arguments))
  }

  /// What to suggest for an unknown first word: a close command name, or `navfuzz run FILE`
  /// for a scenario file given without its command.
  static func commandSuggestion(for word: String) -> String? {
    if word.hasSuffix(".nav") { return "navfuzz run \(word)" }
    return ArgumentReader.suggestion(for: word, among: CommandName.allCases.map(\.rawValue))
  }
}
