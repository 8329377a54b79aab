import NavSim

/// A `navfuzz` command, declared once: its name, usage line, prose, options and run.
///
/// Parsing (``parse(_:)``), the accepted-option table of ``ArgumentReader``, the options
/// section of the help and the usage errors are all derived from the declaration, so a command
/// lives in one file (`FuzzCommand.swift`, `RunCommand.swift`, …) plus one line in
/// ``Command/declarations``.
///
/// ```swift
/// struct HelloCommand: CommandDeclaration {
///   struct Options: Hashable, Sendable { var loud = false }
///   static let name = CommandName("hello")
///   static let usage = "navfuzz hello [OPTIONS]"
///   static let abstract = "say hello"
///   static let discussion = "Print a greeting."
///   static let defaults = Options()
///   static let options: [CommandOption<Options>] = [
///     .flag("--loud", help: "shout") { $0.loud = true }
///   ]
///   static func run(
///     _ options: Options, context: ConsoleContext,
///     stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
///   ) throws(NavfuzzError) -> ExitCode {
///     stdout.write(options.loud ? "HELLO\n" : "hello\n")
///     return .success
///   }
/// }
/// ```
///
/// Adding an option to a command: a stored property (and `init` parameter) in the command's
/// options struct, and one entry in its ``options``, which gives the parser, the help line and
/// the usage errors:
///
/// ```swift
/// .option("--shard", value: "I/N", help: "run only shard I of N", default: "1/1") {
///   $0.shard = try Shard(parsing: $1)  // throw `$1.invalid(expected: "I/N")` for a bad value
/// }
/// .flag("--html", help: "also write an HTML report") { $0.html = true }
/// ```
///
/// An option that `fuzz` and `explore` both take goes in ``AppOptions`` and its
/// ``AppOptions/group(profiles:)``. Adding a command: a new file with its options struct and
/// its declaration (`extension CommandName { package static let merge = MergeCommand.name }`
/// and a `Command.merge(_:)` factory, as the other commands' files do), then one line in
/// ``Command/declarations``. Prose (``discussion``, ``epilogue``) stays as written; the
/// options section is generated.
protocol CommandDeclaration: Sendable {
  /// The parsed options the command runs with.
  associatedtype Options: Hashable, Sendable

  /// The command word (`run`).
  static var name: CommandName { get }
  /// The usage line without `usage: ` (`navfuzz run FILE... [OPTIONS]`): the first line of
  /// the help and what a usage error prints.
  static var usage: String { get }
  /// The line the overview's command list shows; ``usage`` unless declared.
  static var listing: String { get }
  /// What the command does, a few words for the overview's command list (empty: none).
  static var abstract: String { get }
  /// The paragraphs between the usage line and the options, as written.
  static var discussion: String { get }
  /// The paragraphs after the options (durations, exit status), as written; `nil` for none.
  static var epilogue: String? { get }
  /// The options, in the order the help lists them; `-h, --help` is added to every command.
  static var options: [CommandOption<Options>] { get }
  /// The options before any argument is read: the defaults of CLI.md.
  static var defaults: Options { get }
  /// Whether the positional arguments are files the command reads (``PathRole``); `nil`
  /// (the default) when they are not paths.
  static var positionalPaths: PathDeclaration<Options>? { get }

  /// Takes positional argument number `index` (from 0); the default refuses every one.
  static func positional(
    _ argument: String, index: Int, into options: inout Options
  ) throws(UsageError)
  /// Checks the options once every argument is read (required arguments, conflicts); the
  /// default accepts everything.
  static func validate(_ options: inout Options, given: GivenArguments) throws(UsageError)
  /// Reads the command's arguments (without the command word); the default reads them with
  /// an ``ArgumentReader`` over ``options``, then calls ``positional(_:index:into:)`` and
  /// ``validate(_:given:)``.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Options
  /// Runs the command: results on `stdout`, progress and warnings on `stderr`.
  static func run(
    _ options: Options, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode
}

/// What a command line gave, for ``CommandDeclaration/validate(_:given:)``.
struct GivenArguments: Equatable, Sendable {
  /// The options given, by their last (long) name, in order, repeats included.
  var options: [String] = []
  /// How many positional arguments were given.
  var positionalCount = 0

  /// Whether the option named `name` (its long name) was given.
  func contains(_ name: String) -> Bool { options.contains(name) }
}

extension CommandDeclaration {
  static var listing: String { usage }
  static var epilogue: String? { nil }
  static var positionalPaths: PathDeclaration<Options>? { nil }

  static func positional(
    _ argument: String, index: Int, into options: inout Options
  ) throws(UsageError) {
    throw .unexpectedArgument(argument, command: name)
  }

  static func validate(_ options: inout Options, given: GivenArguments) throws(UsageError) {}

  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Options {
    var result = defaults
    var given = GivenArguments()
    let declared = options
    var reader = ArgumentReader(arguments, command: name, accepted: acceptedOptions)
    while let token = try reader.next() {
      switch token {
      case .positional(let argument):
        try positional(argument, index: given.positionalCount, into: &result)
        given.positionalCount += 1
      case .flag(let written), .option(let written, _):
        // `-h`/`--help` were handled by `Command.parse` before; nothing else is unknown here.
        guard let option = declared.first(where: { $0.names.contains(written) }) else {
          throw .unknownOption(written, suggestion: nil, command: name)
        }
        let text = if case .option(_, let value) = token { value } else { "" }
        try option.store(OptionValue(text, option: written, command: name), in: &result)
        given.options.append(option.name)
      }
    }
    try validate(&result, given: given)
    return result
  }

  /// Every name the command accepts, `-h` and `--help` included, each with whether it takes
  /// a value: the table ``ArgumentReader`` reads with.
  static var acceptedOptions: [String: Bool] {
    var accepted = ["-h": false, "--help": false]
    for option in options {
      for name in option.names { accepted[name] = option.value != nil }
    }
    return accepted
  }

  /// The command with `options`, ready to run.
  static func command(_ options: Options) -> Command { Command(self, options) }
}
