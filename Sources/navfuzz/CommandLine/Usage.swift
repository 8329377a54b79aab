import NavSim

/// The help texts of `navfuzz`: the overview written by hand to mirror CLI.md, each command's
/// help generated from its ``CommandDeclaration`` (usage line, prose, options section).
///
/// Every text ends without a newline; the printer adds one.
enum Usage {
  /// The help printed by `navfuzz help COMMAND` (or the overview for `nil`).
  static func help(for command: CommandName?) -> String {
    guard let command, let declaration = Command.declaration(named: command) else {
      return overview
    }
    return help(of: declaration)
  }

  /// The help of a command: `usage:` line, its prose, the options section generated from its
  /// options (and `-h, --help`), then its epilogue.
  static func help<Declaration: CommandDeclaration>(of declaration: Declaration.Type) -> String {
    var text = "usage: \(declaration.usage)\n\n\(declaration.discussion)\n\noptions:\n"
    text += optionsSection(declaration.options)
    if let epilogue = declaration.epilogue { text += "\n\n" + epilogue }
    return text
  }

  /// The options section of a help: one entry per option, names and value placeholder in a
  /// column, the help and default wrapped beside them, `-h, --help` last.
  static func optionsSection<Options>(_ options: [CommandOption<Options>]) -> String {
    var entries = options.map { option in
      let label = option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
      return (label, option.help, option.defaultValue.map { "(default: \($0))" })
    }
    entries.append(("-h, --help", "show this help", nil))
    return entries.map { label, help, defaultValue in
      let indent = String(repeating: " ", count: optionColumn)
      var lines = wrap(help, width: width - optionColumn).split(separator: "\n").map(String.init)
      // The default stays in one piece: at the end of the last line, or on a line of its own.
      if let defaultValue, let last = lines.last {
        if optionColumn + last.count + 1 + defaultValue.count <= width {
          lines[lines.count - 1] = last + " " + defaultValue
        } else {
          lines.append(defaultValue)
        }
      }
      let first = "  " + label
      let head =
        first.count < optionColumn - 1
        ? first + String(repeating: " ", count: optionColumn - first.count) + (lines.first ?? "")
        : first + "\n" + indent + (lines.first ?? "")
      return ([head] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The widest line of a generated text.
  static let width = 89
  /// Where an option's help starts.
  static let optionColumn = 25

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
  /// whole on its own line); a newline in `text` always starts a new line.
  static func wrap(_ text: String, width: Int) -> String {
    text.split(separator: "\n").flatMap { TextWrap.wrap(String($0), width: width) }
      .joined(separator: "\n")
  }

  /// The usage lines of `command` and where its options are described: what a usage error
  /// prints after its message.
  static func synopsis(for command: CommandName?) -> String {
    guard let command else {
      return commandList + "\nRun 'navfuzz help COMMAND' for a command's options."
    }
    let lines = help(for: command).split(separator: "\n", omittingEmptySubsequences: false)
    let usage = lines.prefix { !$0.isEmpty }.joined(separator: "\n")
    return usage + "\nRun 'navfuzz help \(command)' for its options."
  }

  /// The overview's list of commands: each declaration's listing and abstract.
  static var commandList: String {
    Command.declarations.enumerated().map { index, declaration in
      let prefix = index == 0 ? "usage: " : "       "
      let listing = declaration.listing
      guard !declaration.abstract.isEmpty else { return prefix + listing }
      let padding = String(repeating: " ", count: max(2, abstractColumn - listing.count))
      return prefix + listing + padding + declaration.abstract
    }.joined(separator: "\n")
  }

  /// Where a command's abstract starts in ``commandList``, after `usage: `.
  static let abstractColumn = 34

  static let overview = """
    navfuzz \(Navfuzz.version): find iOS navigation lockups by simulating them on virtual time.

    \(commandList)

    Run 'navfuzz help COMMAND' (or 'navfuzz COMMAND --help') for a command's options.

    Results go to stdout, progress and errors to stderr. stdout is deterministic: the same
    arguments (without --time) give the same bytes on any machine and for any --jobs.

    exit status:
      0    no finding; every expectation met
      1    a finding, or an expectation not met
      2    confirm: the device run did not test the prediction (INCONCLUSIVE)
      64   usage error
      65   a scenario file has errors
      66   an input file or folder cannot be opened
      70   internal error (a bug in navfuzz)
      73   an output file cannot be created
      74   standard output (or an output) cannot be written
      130  interrupted (Ctrl-C); the summary so far and the seed are printed
      143  stopped by SIGTERM, the same way as by Ctrl-C
    """

  static let durations = """
    durations: a number and a unit, us, ms or s; ms and s take decimals (16.7ms, 0.35s, 1s);
    at most 86400s (a day), as in scenario files.
    Options take their value as '--opt VALUE' or '--opt=VALUE'.
    """
}
