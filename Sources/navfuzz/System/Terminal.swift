import NavSim

/// What the commands need to know about where their output goes.
///
/// Commands take it as a value rather than asking the process, so tests can pass
/// ``ConsoleContext/plain`` and get byte-stable output.
package struct ConsoleContext: Hashable, Sendable {
  /// Whether stdout may carry ANSI colour.
  package var colour: Bool
  /// Whether stderr is a terminal (progress lines are then shown without `--progress`).
  package var stderrIsTerminal: Bool
  /// The environment variables navfuzz reads (``environmentKeys``) that are set.
  package var environment: [String: String] = [:]
  /// The files the command reads and writes, checked before it runs; a command checks the
  /// files it names only as it writes them against these (``CommandPaths/checkWrites(_:option:)``).
  var paths = CommandPaths()

  /// `TEST_SHARD_INDEX`/`TEST_TOTAL_SHARDS` (fuzz), `GITHUB_ACTIONS` (check).
  package static let environmentKeys = ["TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", "GITHUB_ACTIONS"]

  /// Creates a context.
  package init(colour: Bool, stderrIsTerminal: Bool) {
    self.colour = colour
    self.stderrIsTerminal = stderrIsTerminal
  }

  /// No colour, stderr not a terminal: what tests and pipes get.
  package static let plain = ConsoleContext(colour: false, stderrIsTerminal: false)

  /// The context of this process: its file descriptors 1 and 2 and its `NO_COLOR`.
  package static func detect() -> ConsoleContext {
    var context = ConsoleContext(
      colour: Terminal.colourEnabled(
        stdoutIsTerminal: Terminal.isTerminal(1), noColor: Platform.environmentHas("NO_COLOR")),
      stderrIsTerminal: Terminal.isTerminal(2))
    for key in environmentKeys {
      if let value = Platform.environment(key) { context.environment[key] = value }
    }
    return context
  }
}

/// Terminal queries.
package enum Terminal {
  /// Whether `descriptor` refers to a terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    Platform.isTerminal(descriptor)
  }

  /// Whether to colour stdout: only when it is a terminal and `NO_COLOR` is unset (CLI.md).
  ///
  /// `NO_COLOR` set to anything, even the empty string, turns colour off: CLI.md says
  /// "unset", which is stricter than no-color.org's "present and not empty".
  ///
  /// - Parameters:
  ///   - stdoutIsTerminal: whether stdout is a terminal.
  ///   - noColor: whether the `NO_COLOR` environment variable is set.
  package static func colourEnabled(stdoutIsTerminal: Bool, noColor: Bool) -> Bool {
    stdoutIsTerminal && !noColor
  }
}
