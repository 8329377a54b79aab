import NavSim

/// A failure of a `navfuzz` command other than a usage error, with its exit status.
package enum NavfuzzError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The command exists in the contract but is not wired to the library yet (exit 70).
  case notImplemented(CommandName)
  /// A bug in navfuzz: a state it should never reach (exit 70).
  case internalError(String)
  /// An input file or folder cannot be opened (exit 66).
  case cannotOpen(path: String, reason: String)
  /// One or more scenario files have errors; the text holds the compiler-style diagnostics,
  /// already formatted (exit 65).
  case invalidScenario(String)
  /// An output file cannot be created (exit 73) or written (exit 74).
  case cannotCreate(FileWriteError)
  /// A command line found unusable once the command began (an output that would replace an
  /// input, settings no finger can obey): the message and the usage (exit 64).
  case usage(UsageError)

  /// The status CLI.md gives this failure.
  package var exitCode: ExitCode {
    switch self {
    case .notImplemented, .internalError: .software
    case .cannotOpen: .noInput
    case .invalidScenario: .dataError
    case .cannotCreate(let error): error.exitCode
    case .usage: .usage
    }
  }

  /// What stderr shows: `error: …`, or the diagnostics as they are.
  package var description: String {
    switch self {
    case .notImplemented(let command):
      "error: internal: 'navfuzz \(command)' is not implemented yet"
    case .internalError(let message):
      "error: internal: \(message) (this is a bug in navfuzz)"
    case .cannotOpen(let path, let reason):
      "error: cannot open '\(path)': \(reason)"
    case .invalidScenario(let diagnostics):
      diagnostics
    case .cannotCreate(let error):
      error.description
    case .usage(let error):
      "\(error)\n\(error.usage)"
    }
  }
}
