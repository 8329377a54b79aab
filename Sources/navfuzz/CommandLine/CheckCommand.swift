import NavSim

extension CommandName {
  /// `navfuzz check`.
  package static let check = CheckCommand.name
}

extension Command {
  /// `navfuzz check` with `options`.
  package static func check(_ options: CheckOptions) -> Command { CheckCommand.command(options) }
}

/// `navfuzz check PATH...`: replay every `.nav` file under some paths against its `expect:`
/// lines.
struct CheckCommand: CommandDeclaration {
  static let name = CommandName("check")
  static let usage = "navfuzz check PATH... [OPTIONS]"
  static let abstract = "check .nav files against their expect lines"
  static let discussion = """
    Replay every .nav file under the given files and folders, in a stable order, against its
    expect: lines. Prints 'PASS path' or 'FAIL path: reason' per file, then 'N passed, N
    failed'.
    """
  static let epilogue: String? = """
    Exit status: 1 if a file failed; 65 if a file has errors; 66 if a path cannot be opened.
    """
  static let defaults = CheckOptions(paths: [])

  static let options: [CommandOption<CheckOptions>] = [
    .file(
      "--junit", help: "also write JUnit XML for CI systems", role: .output, at: \.junitFile),
    .file(
      "--html", help: "also write every file's run as one self-contained HTML page",
      role: .output, at: \.htmlFile),
    .file(
      "--sarif", help: "also write the failures as SARIF 2.1.0 (code scanning)", role: .output,
      at: \.sarifFile),
    .option(
      "--annotations", value: "A",
      help: "github: print '::error file=…,line=…::…' per failure for GitHub Actions; none: do not",
      default: "github when GITHUB_ACTIONS=true"
    ) { options, value throws(UsageError) in
      switch value.text {
      case "github": options.annotations = true
      case "none": options.annotations = false
      default: throw value.invalid(expected: "github or none")
      }
    },
    .flag("--json", help: "one JSON document on stdout instead of the human output") {
      $0.json = true
    },
  ]

  static let positionalPaths: PathDeclaration<CheckOptions>? = PathDeclaration(
    .inputs, \.paths)

  static func positional(
    _ argument: String, index: Int, into options: inout CheckOptions
  ) throws(UsageError) {
    options.paths.append(argument)
  }

  static func validate(_ options: inout CheckOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else {
      throw .missingArgument("at least one PATH", command: name)
    }
  }

  static func run(
    _ options: CheckOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.check(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz check`.
package struct CheckOptions: Hashable, Sendable {
  /// Files or folders, in the order given (at least one).
  package var paths: [String]
  /// `--junit FILE`: also write JUnit XML.
  package var junitFile: String? = nil
  /// `--html FILE`: also write the files' runs as one self-contained HTML page.
  package var htmlFile: String? = nil
  /// `--sarif FILE`: also write the failures as SARIF 2.1.0.
  package var sarifFile: String? = nil
  /// `--annotations github`: print a GitHub workflow command per failure; `nil` decides by
  /// `GITHUB_ACTIONS=true`.
  package var annotations: Bool? = nil
  /// `--json`.
  package var json = false

  /// Creates check options.
  package init(paths: [String], junitFile: String? = nil, json: Bool = false) {
    self.paths = paths
    self.junitFile = junitFile
    self.json = json
  }
}
