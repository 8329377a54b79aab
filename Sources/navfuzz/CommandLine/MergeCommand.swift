import NavSim

extension CommandName {
  /// `navfuzz merge`.
  package static let merge = MergeCommand.name
}

extension Command {
  /// `navfuzz merge` with `options`.
  package static func merge(_ options: MergeOptions) -> Command { MergeCommand.command(options) }
}

/// `navfuzz merge FILE...`: the shards of a campaign merged into its report.
struct MergeCommand: CommandDeclaration {
  static let name = CommandName("merge")
  static let usage = "navfuzz merge FILE... [OPTIONS]"
  static let listing = "navfuzz merge FILE... [OPTIONS]"
  static let abstract = "merge a campaign's shards into its report"
  static let discussion = """
    Merge the shard documents of one campaign (each written by 'navfuzz fuzz --shard I/N'
    with the same other options) into the campaign's report: the same stdout, byte for byte,
    and the same minimised finding files as the campaign run unsharded.
    """
  static let epilogue: String? = """
    Exit status: as 'navfuzz fuzz'; 65 if the files are not all the shards of one campaign;
    66 if a file cannot be opened.
    """
  static let defaults = MergeOptions(files: [])

  static let options: [CommandOption<MergeOptions>] = [
    .flag("--json", help: "one JSON document on stdout instead of the human output") {
      $0.json = true
    },
    .file(
      "--sarif", help: "also write the minimised findings as SARIF 2.1.0", role: .output,
      at: \.sarifFile),
    .file(
      "--html", help: "also write the report as one self-contained HTML page", role: .output,
      at: \.htmlFile),
    .flag(
      "--verbose",
      help: "the whole report, as 'navfuzz fuzz --verbose' prints it (the default is its first "
        + "screen)"
    ) { $0.verbose = true },
  ]

  static let positionalPaths: PathDeclaration<MergeOptions>? = PathDeclaration(.input, \.files)

  static func positional(
    _ argument: String, index: Int, into options: inout MergeOptions
  ) throws(UsageError) {
    options.files.append(argument)
  }

  static func validate(_ options: inout MergeOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else {
      throw .missingArgument("at least one FILE", command: name)
    }
  }

  static func run(
    _ options: MergeOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.merge(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz merge`.
package struct MergeOptions: Hashable, Sendable {
  /// The shard documents (at least one).
  package var files: [String]
  /// `--json`.
  package var json = false
  /// `--sarif FILE`.
  package var sarifFile: String? = nil
  /// `--html FILE`.
  package var htmlFile: String? = nil
  /// `--verbose`: the whole report instead of the first screen.
  package var verbose = false

  /// Creates merge options.
  package init(files: [String], json: Bool = false) {
    self.files = files
    self.json = json
  }
}
