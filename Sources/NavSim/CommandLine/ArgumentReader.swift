/// Splits one command's arguments into options (with their values) and positional arguments.
///
/// Accepts `--opt value` and `--opt=value`; `--` ends the options, so a file named `-x` can
/// still be given. A separate value may not look like an option (`--out --json` is a missing
/// value, not a folder called `--json`); `-` alone and negative numbers are values.
struct ArgumentReader {
  /// One argument, classified.
  enum Token: Equatable {
    /// An option that takes no value (`--json`).
    case flag(String)
    /// An option and its value (`--seed 42`, `--seed=42`).
    case option(String, String)
    /// A positional argument (a file, a path).
    case positional(String)
  }

  /// The command whose options are read, for messages.
  let command: CommandName
  /// The names the command accepts (`--seed`, `-o`), each with whether it takes a value.
  let accepted: [String: Bool]
  private var remaining: ArraySlice<String>
  private var optionsEnded = false

  /// A reader over `arguments` (without the command word) for `command`.
  init(_ arguments: ArraySlice<String>, command: CommandName) {
    self.command = command
    self.accepted = Self.options(of: command)
    self.remaining = arguments
  }

  /// The next argument, or `nil` at the end.
  ///
  /// - Throws: an unknown option, a missing value, or a value given to a flag.
  mutating func next() throws(UsageError) -> Token? {
    while let argument = remaining.popFirst() {
      if optionsEnded || !Self.looksLikeOption(argument) {
        return .positional(argument)
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String? = nil
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let takesValue = accepted[name] else {
        throw .unknownOption(
          name, suggestion: Self.suggestion(for: name, among: accepted.keys), command: command)
      }
      guard takesValue else {
        if let inlineValue {
          throw .unexpectedValue(option: name, value: inlineValue, command: command)
        }
        return .flag(name)
      }
      if let inlineValue {
        guard !inlineValue.isEmpty else { throw .missingValue(option: name, command: command) }
        return .option(name, inlineValue)
      }
      guard let value = remaining.first, !value.isEmpty, !Self.looksLikeOption(value) else {
        throw .missingValue(option: name, command: command)
      }
      remaining.removeFirst()
      return .option(name, value)
    }
    return nil
  }

  /// Whether `argument` is written like an option: `--…`, or `-` and a letter.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    let second = argument.dropFirst().first ?? " "
    return second == "-" || second.isLetter
  }

  /// Whether the arguments ask for help (`-h` or `--help` before any `--`).
  static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
  }

  // MARK: - Option tables

  /// The options of `fuzz` and `explore` that describe the app and the output.
  static let appOptions: [String: Bool] = [
    "--mitigation": true, "--profile": true, "--set": true, "--device": true,
    "--orientation": true, "--container": true, "--back-button": true, "--app": true,
    "--app-events": true, "--progress": false, "--json": false,
  ]

  /// The options `command` accepts, `-h`/`--help` included.
  static func options(of command: CommandName) -> [String: Bool] {
    let specific: [String: Bool] =
      switch command {
      case .fuzz:
        appOptions.merging(
          [
            "--seed": true, "--runs": true, "--time": true, "--throttle": true,
            "--strategy": true, "--jobs": true, "--out": true, "--run": true,
          ], uniquingKeysWith: { a, _ in a })
      case .explore:
        appOptions.merging(
          [
            "--depth": true, "--horizon": true, "--max-states": true, "--max-memory": true,
            "--kind": true,
          ],
          uniquingKeysWith: { a, _ in a })
      case .run: ["--json": false, "--trace": true, "--tie-break": true]
      case .check: ["--junit": true, "--json": false]
      case .shrink: ["-o": true, "--output": true]
      case .bench: ["--quick": false, "--json": false]
      case .compare: ["--profile": true, "--depth": true]
      case .help: [:]
      }
    return specific.merging(["-h": false, "--help": false], uniquingKeysWith: { a, _ in a })
  }

  // MARK: - Suggestions

  /// The candidate closest to `word`, if it is close enough to be a likely typo: a unique
  /// candidate starting with `word`, else the nearest by edit distance (at most 2, and less
  /// than half the candidate's length). Ties go to the alphabetically first candidate.
  static func suggestion(for word: String, among candidates: some Collection<String>) -> String? {
    let sorted = candidates.filter { $0.count > 2 }.sorted()
    let prefixed = sorted.filter { word.count > 3 && $0.hasPrefix(word) }
    if prefixed.count == 1 { return prefixed.first }
    var best: (candidate: String, distance: Int)? = nil
    for candidate in sorted {
      let distance = editDistance(word, candidate)
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let letters = best.candidate.drop { $0 == "-" }.count
    return best.distance <= 2 && best.distance * 2 < letters ? best.candidate : nil
  }

  /// The edit distance between `a` and `b` counting insertions, deletions, substitutions
  /// and swaps of two neighbours (optimal string alignment), so `rnu` is one edit from `run`.
  ///
  /// - Complexity: O(*a* × *b*).
  static func editDistance(_ a: String, _ b: String) -> Int {
    NavSim.editDistance(Array(a), Array(b))
  }
}
