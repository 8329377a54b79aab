import NavSim

extension CommandName {
  /// `navfuzz scan`.
  package static let scan = ScanCommand.name
}

extension Command {
  /// `navfuzz scan` with `options`.
  package static func scan(_ options: ScanOptions) -> Command { ScanCommand.command(options) }
}

/// `navfuzz scan DIR…`: derive the app from its SwiftUI source, warn where the model finds a
/// presentation vulnerable, optionally fuzz the derived app.
struct ScanCommand: CommandDeclaration {
  static let name = CommandName("scan")
  static let usage = "navfuzz scan DIR... [--out APP.nav] [--fuzz] [--profile LIST]"
  static let listing = "navfuzz scan DIR... [OPTIONS]"
  static let abstract = "the app from its SwiftUI source; warnings"
  static let discussion = """
    Read every .swift file under the given folders (or the files given), recognise the
    SwiftUI navigation (docs/SCAN.md) and write the app as a scenario file, each screen
    commented with its source location. Then judge each presentation with the model: a
    campaign on the app focused on it, one finger; where the model finds a lockup or another
    finding that presents it, print 'PATH:LINE:COL: warning: …' at the presentation, with the
    race and the command that replays it. What the scan cannot read is a 'note:' with the
    default it took. Diagnostics go to stderr, as a compiler's do.
    """
  static let epilogue: String? = """
    Exit status: 0 without a warning; with a warning (or, with --fuzz, a finding), 1 or the
    --warnings-exit status; 66 if a path cannot be read or holds no .swift file; 73 if an
    output cannot be written.
    """
  static let defaults = ScanOptions()

  static let options: [CommandOption<ScanOptions>] = [
    .file(
      "--out", value: "APP.nav",
      help: "write the app file here ('-' or not given: standard output, before the verdicts)",
      role: .output, at: \.outFile),
    .flag(
      "--fuzz",
      help: "also fuzz the whole derived app (its mitigation in force) and print the verdicts "
        + "with the source locations of the screens they involve"
    ) { $0.fuzz = true },
    .flag(
      "--debug",
      help: "read the debug build (#if DEBUG code compiled) instead of the release build the "
        + "app's users run"
    ) { $0.debug = true },
    .option(
      "--profile", value: "LIST",
      help: AppOptions.profileHelp + "; each presentation is judged on each",
      default: "ios17"
    ) { $0.profiles = try AppOptions.profiles($1) },
    .option(
      "--runs", value: "N", help: "runs of each presentation's campaign (and of --fuzz)",
      default: "3000"
    ) { $0.runs = try $1.count(in: 1...Int.max) },
    .option("--seed", value: "N", help: "the campaigns' seed", default: "1") {
      $0.seed = try $1.seed()
    },
    CommandOption(
      names: ["--findings"], value: "DIR",
      help: "where the scenarios that reproduce a warning are written",
      defaultValue: "navfuzz-out/scan",
      apply: { options, value in options.findingsDirectory = value.text },
      path: PathDeclaration(.outputFolder, \.findingsDirectory)),
    .option(
      "--jobs", value: "N", help: "worker threads; results do not depend on it", default: "cores"
    ) { $0.jobs = try $1.count(in: 1...Int.max) },
    .file(
      "--sarif",
      help: "also write the warnings as SARIF 2.1.0, each at its presentation's Swift line and "
        + "column, one rule per finding kind with the fix (code scanning)",
      role: .output, at: \.sarifFile),
    .option(
      "--warnings-exit", value: "0|1",
      help: "the exit status when there are warnings and nothing else went wrong: 0 lets an "
        + "Xcode Run Script phase show them without failing the build",
      default: "1"
    ) { $0.warningsExit = try $1.count(in: 0...1) },
  ]

  static let positionalPaths: PathDeclaration<ScanOptions>? = PathDeclaration(.sources, \.paths)

  static func positional(
    _ argument: String, index: Int, into options: inout ScanOptions
  ) throws(UsageError) {
    options.paths.append(argument)
  }

  static func validate(_ options: inout ScanOptions, given: GivenArguments) throws(UsageError) {
    if options.paths.isEmpty { throw .missingArgument("DIR", command: name) }
  }

  static func run(
    _ options: ScanOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.scan(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz scan`.
package struct ScanOptions: Hashable, Sendable {
  /// The folders and files to read.
  package var paths: [String] = []
  /// `--out APP.nav`; `nil`: standard output.
  package var outFile: String? = nil
  /// `--fuzz`.
  package var fuzz = false
  /// `--debug`: `#if DEBUG` read as a debug build compiles it (else as a release build does).
  package var debug = false
  /// `--profile LIST`; empty: `ios17`.
  package var profiles: [Profile] = []
  /// `--runs N`.
  package var runs = 3000
  /// `--seed N`.
  package var seed: UInt64 = 1
  /// `--findings DIR`.
  package var findingsDirectory = "navfuzz-out/scan"
  /// `--jobs N`; `nil`: one per core.
  package var jobs: Int? = nil
  /// `--sarif FILE`: also write the warnings as SARIF 2.1.0.
  package var sarifFile: String? = nil
  /// `--warnings-exit 0|1`: the exit status with warnings (1 by default, so CI fails).
  package var warningsExit = 1

  /// Creates the defaults of CLI.md.
  package init(
    paths: [String] = [], outFile: String? = nil, fuzz: Bool = false, profiles: [Profile] = []
  ) {
    self.paths = paths
    self.outFile = outFile
    self.fuzz = fuzz
    self.profiles = profiles
  }
}
