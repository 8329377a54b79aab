import NavSim

extension CommandName {
  /// `navfuzz compare`.
  package static let compare = CompareCommand.name
}

extension Command {
  /// `navfuzz compare` with `options`.
  package static func compare(_ options: CompareOptions) -> Command {
    CompareCommand.command(options)
  }
}

/// `navfuzz compare`: the back-button comparison table.
struct CompareCommand: CommandDeclaration {
  static let name = CommandName("compare")
  static let usage = "navfuzz compare [OPTIONS]"
  static let abstract = "compare back-button styles on iPhone and iPad"
  static let discussion = """
    Print, as a Markdown table, how each back-button style fares on iPhone and in an iPad split
    view: whether a lockup is possible, whether swipe-back is kept, whether a dead end is
    possible. Computed by the model: every sequence of up to DEPTH user inputs is run and each
    settled state is judged by the lockup and dead-end oracles. The table of docs/GUIDE.md is
    this command's output.
    """
  static let defaults = CompareOptions()

  static let options: [CommandOption<CompareOptions>] = [
    .option(
      "--profile", value: "LIST", help: AppOptions.profileHelp + "; one table each",
      default: "ios17"
    ) { $0.profiles = try AppOptions.profiles($1) },
    .option(
      "--depth", value: "N", help: "most user inputs per sequence, 1 to 5", default: "3"
    ) { options, value throws(UsageError) in
      guard let depth = Int(value.text), (1...5).contains(depth) else {
        throw value.invalid(expected: "a whole number from 1 to 5")
      }
      options.depth = depth
    },
  ]

  static func run(
    _ options: CompareOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    for (i, profile) in options.profiles.enumerated() {
      if options.profiles.count > 1 {
        stdout.write((i > 0 ? "\n" : "") + "### \(profile.name)\n\n")
      }
      stdout.write(BackButtonComparison.markdownTable(profile: profile, depth: options.depth))
    }
    return .success
  }
}

/// Options of `navfuzz compare`.
package struct CompareOptions: Hashable, Sendable {
  /// `--profile`: the profiles the comparison runs under, one table each (`ios17` by default).
  package var profiles: [Profile] = [.ios17]
  /// `--depth`: how many user inputs each searched sequence holds at most.
  package var depth = 3

  /// Creates the defaults.
  package init(profile: Profile = .ios17, depth: Int = 3) {
    self.profiles = [profile]
    self.depth = depth
  }

  /// Creates options comparing under several profiles.
  package init(profiles: [Profile], depth: Int = 3) {
    self.profiles = profiles
    self.depth = depth
  }
}
