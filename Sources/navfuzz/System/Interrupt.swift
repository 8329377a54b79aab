import NavSim
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Ctrl-C (SIGINT) and SIGTERM as a flag long-running commands poll, so they can stop cleanly
/// and print what they have (CLI.md: "the summary so far, with the seed, is printed; exit 130",
/// 143 for SIGTERM: 128 + the signal's number).
///
/// The first signal only sets the flag; a second one, if the command has not stopped yet,
/// ends the process at once with 128 + its number, so a stuck command can still be killed.
///
/// ```swift
/// Interrupt.install()
/// while !Interrupt.isRequested, runs < limit { … }
/// ```
package enum Interrupt {
  /// The first signal received (0 for none), set by the handler. A lock-free atomic is
  /// async-signal-safe, which a lock is not.
  private static let flag = Atomic<Int32>(0)

  /// Installs the SIGINT and SIGTERM handler. Call it when a command starts polling
  /// ``isRequested``: until then, both keep their default effect of ending the process.
  package static func install() {
    // Touch the flag first: its lazy initialisation must not run inside the handler.
    _ = flag.load(ordering: .relaxed)
    for number in [SIGINT, SIGTERM] {
      signal(number) { number in
        let (exchanged, _) = Interrupt.flag.compareExchange(
          expected: 0, desired: number, ordering: .relaxed)
        if !exchanged { _exit(128 + number) }
      }
    }
    // A process may start with the signals blocked (inherited from a parent that blocks them,
    // as test runners do); they must still reach the handler.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Whether Ctrl-C was pressed or SIGTERM received since the handler was installed.
  package static var isRequested: Bool { flag.load(ordering: .relaxed) != 0 }

  /// The status of a command stopped by the signal: ``ExitCode/interrupted`` (130) after
  /// SIGINT or none, ``ExitCode/terminated`` (143) after SIGTERM.
  package static var exitCode: ExitCode {
    flag.load(ordering: .relaxed) == SIGTERM ? .terminated : .interrupted
  }
}
