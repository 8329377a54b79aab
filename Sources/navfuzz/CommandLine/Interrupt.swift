import Glibc
import NavSim
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
    // A process may start with SIGINT blocked (inherited from a parent that blocks it, as test
    // runners do); Ctrl-C must still reach the handler.
    var sigint = sigset_t()
    sigemptyset(&sigint)
    sigaddset(&sigint, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &sigint, nil)
  }

  /// Whether Ctrl-C was pressed since the handler was installed.
  package static var isRequested: Bool { flag.load(ordering: .relaxed) }
}
