import NavSim

/// A command line `navfuzz` cannot act on (exit 64).
///
/// The message names the offending option or value; ``usage`` is the synopsis of the command
/// concerned, which the executable prints after it.
///
/// ```swift
/// do { _ = try Command.parse(["--sed", "1"]) } catch {
///   print(error)        // error: unknown option '--sed'; did you mean '--seed'?
///   print(error.usage)  // usage: navfuzz [fuzz] [OPTIONS] …
/// }
/// ```
package enum UsageError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A first word that is neither a command nor an option, with a suggestion to print.
  case unknownCommand(String, suggestion: String?)
  /// An option the command does not take, with the closest one it does take.
  case unknownOption(String, suggestion: String?, command: CommandName)
  /// An option that takes a value was last, or followed by another option.
  case missingValue(option: String, command: CommandName)
  /// A flag given a value with `=`.
  case unexpectedValue(option: String, value: String, command: CommandName)
  /// A value of the wrong form; `expected` says what the option takes ("a whole number").
  case invalidValue(option: String, value: String, expected: String, command: CommandName)
  /// A name not in a fixed list (a mitigation, a profile, a strategy).
  case unknownName(
    String, kind: String, option: String, allowed: [String], command: CommandName)
  /// A required argument is missing ("at least one FILE").
  case missingArgument(String, command: CommandName)
  /// A positional argument the command does not take.
  case unexpectedArgument(String, command: CommandName?)
  /// Two options that cannot be used together, or one that needs another.
  case conflict(String, command: CommandName)

  /// The command whose usage applies; `nil` for the top-level usage.
  package var command: CommandName? {
    switch self {
    case .unknownCommand: nil
    case .unknownOption(_, _, let command), .missingValue(_, let command),
      .unexpectedValue(_, _, let command), .invalidValue(_, _, _, let command),
      .unknownName(_, _, _, _, let command), .missingArgument(_, let command),
      .conflict(_, let command):
      command
    case .unexpectedArgument(_, let command): command
    }
  }

  /// The message without the `error: ` prefix.
  package var message: String {
    switch self {
    case .unknownCommand(let word, let suggestion):
      "unknown command '\(word)'" + Self.didYouMean(suggestion)
    case .unknownOption(let option, let suggestion, _):
      "unknown option '\(option)'" + Self.didYouMean(suggestion)
    case .missingValue(let option, _):
      "\(option) needs a value"
    case .unexpectedValue(let option, let value, _):
      "\(option) takes no value, got '\(value)'"
    case .invalidValue(let option, let value, let expected, _):
      "\(option) takes \(expected), got '\(value)'"
    case .unknownName(let name, let kind, let option, let allowed, _):
      "unknown \(kind) '\(name)' in \(option) (expected one of: "
        + allowed.joined(separator: ", ") + ")"
    case .missingArgument(let what, let command):
      "\(command) needs \(what)"
    case .unexpectedArgument(let argument, let command):
      "unexpected argument '\(argument)'" + (command.map { " for \($0)" } ?? "")
    case .conflict(let text, _):
      text
    }
  }

  /// `error: ` and the message, on one line.
  package var description: String { "error: " + message }

  /// The synopsis of the command concerned and where to find its options.
  package var usage: String { Usage.synopsis(for: command) }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
