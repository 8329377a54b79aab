import NavSim

/// The exit statuses of `navfuzz` (CLI.md "Exit status"; sysexits.h values).
package enum ExitCode: Int32, Hashable, Sendable, CaseIterable {
  /// No finding; every expectation met.
  case success = 0
  /// A finding, or an expectation not met.
  case finding = 1
  /// `confirm`: the device run did not test the model's prediction (INCONCLUSIVE).
  case inconclusive = 2
  /// A usage error (`EX_USAGE`).
  case usage = 64
  /// A scenario file has errors (`EX_DATAERR`).
  case dataError = 65
  /// An input file or folder cannot be opened (`EX_NOINPUT`).
  case noInput = 66
  /// An internal error: a bug in navfuzz (`EX_SOFTWARE`).
  case software = 70
  /// An output file cannot be created (`EX_CANTCREAT`).
  case cannotCreate = 73
  /// Standard output or another output could not be written (`EX_IOERR`).
  case ioError = 74
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130
  /// Stopped by SIGTERM (128 + SIGTERM), the same way as by Ctrl-C.
  case terminated = 143
}
