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
/// ``install()`` runs first thing in `main.swift`, before the arguments are read: from then on
/// a signal ends the process at once with 128 + its number (never by the default action, so
/// the status is the same however early it comes). A command that polls calls
/// ``enableCleanStop()``: then the first signal only sets the flag, and a second one, if the
/// command has not stopped yet, ends the process at once, so a stuck command can still be
/// killed.
///
/// SIGPIPE keeps the usual Unix behaviour (CLI.md): a write to a pipe whose reader has gone
/// ends the process by the signal (status 141 in a shell), silently, as `cat` or `grep` end;
/// it is set to that default here even if the parent ignored it.
///
/// ```swift
/// Interrupt.install()  // main.swift
/// Interrupt.enableCleanStop()
/// while !Interrupt.isRequested, runs < limit { … }
/// ```
package enum Interrupt {
  /// The first signal received (0 for none), set by the handler. A lock-free atomic is
  /// async-signal-safe, which a lock is not.
  private static let flag = Atomic<Int32>(0)
  /// Whether a command polls ``isRequested``: until then a signal ends the process at once.
  private static let stopsCleanly = Atomic<Bool>(false)

  /// Installs the SIGINT and SIGTERM handler (ending the process at once, until
  /// ``enableCleanStop()``) and restores SIGPIPE's default action. Call it first thing.
  package static func install() {
    signal(SIGPIPE, SIG_DFL)
    var pipe = sigset_t()
    sigemptyset(&pipe)
    sigaddset(&pipe, SIGPIPE)
    pthread_sigmask(SIG_UNBLOCK, &pipe, nil)
    installHandlers()
  }

  /// From now on the first signal only sets ``isRequested``: the command stops cleanly. Call
  /// it when a command starts polling (`fuzz`, `explore`); it installs the handler if
  /// ``install()`` has not (a command run from code, in a test).
  package static func enableCleanStop() {
    installHandlers()
    stopsCleanly.store(true, ordering: .relaxed)
  }

  private static func installHandlers() {
    // Touch the atomics first: their lazy initialisation must not run inside the handler.
    _ = flag.load(ordering: .relaxed)
    _ = stopsCleanly.load(ordering: .relaxed)
    for number in [SIGINT, SIGTERM] {
      signal(number) { number in
        guard Interrupt.stopsCleanly.load(ordering: .relaxed) else { _exit(128 + number) }
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

  /// Whether Ctrl-C was pressed or SIGTERM received since the command began to poll.
  package static var isRequested: Bool { flag.load(ordering: .relaxed) != 0 }

  /// The status of a command stopped by the signal: ``ExitCode/interrupted`` (130) after
  /// SIGINT or none, ``ExitCode/terminated`` (143) after SIGTERM.
  package static var exitCode: ExitCode {
    flag.load(ordering: .relaxed) == SIGTERM ? .terminated : .interrupted
  }
}
