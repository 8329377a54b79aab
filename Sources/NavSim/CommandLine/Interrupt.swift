import Glibc
import Synchronization

/// Ctrl-C as a flag long-running commands poll, so they can stop cleanly and print what they
/// have (CLI.md: "the summary so far, with the seed, is printed; exit 130").
///
/// The first SIGINT only sets the flag; a second one, if the command has not stopped yet,
/// ends the process at once with status 130, so a stuck command can still be killed.
///
/// ```swift
/// Interrupt.install()
/// while !Interrupt.isRequested, runs < limit { … }
/// ```
package enum Interrupt {
  /// Set by the signal handler. A lock-free atomic is async-signal-safe, which a lock is not.
  private static let flag = Atomic<Bool>(false)

  /// Installs the SIGINT handler. Call it when a command starts polling ``isRequested``:
  /// until then, Ctrl-C keeps its default effect of ending the process.
  package static func install() {
    // Touch the flag first: its lazy initialisation must not run inside the handler.
    _ = flag.load(ordering: .relaxed)
    signal(SIGINT) { _ in
      if Interrupt.flag.exchange(true, ordering: .relaxed) {
        _exit(ExitCode.interrupted.rawValue)
      }
    }
  }

  /// Whether Ctrl-C was pressed since the handler was installed (or ``reset()``).
  package static var isRequested: Bool { flag.load(ordering: .relaxed) }

  /// Asks for a stop as Ctrl-C would, without a signal (for tests and time limits).
  package static func request() { flag.store(true, ordering: .relaxed) }

  /// Clears the flag.
  package static func reset() { flag.store(false, ordering: .relaxed) }
}
