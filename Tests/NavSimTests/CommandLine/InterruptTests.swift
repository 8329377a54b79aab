import Glibc
import Testing

@testable import NavSim

/// The flag is process-wide, so these tests run one at a time and leave it cleared.
@Suite(.serialized) struct InterruptTests {
  @Test func requestAndResetSetAndClearTheFlag() {
    Interrupt.reset()
    #expect(!Interrupt.isRequested)
    Interrupt.request()
    #expect(Interrupt.isRequested)
    Interrupt.reset()
    #expect(!Interrupt.isRequested)
  }

  @Test func aSIGINTSetsTheFlagOnceTheHandlerIsInstalled() {
    Interrupt.reset()
    Interrupt.install()
    // The test runner's threads block SIGINT; unblock it on this one so raise() delivers it
    // here and now.
    var sigint = sigset_t()
    var saved = sigset_t()
    sigemptyset(&sigint)
    sigaddset(&sigint, SIGINT)
    #expect(pthread_sigmask(SIG_UNBLOCK, &sigint, &saved) == 0)
    #expect(raise(SIGINT) == 0)
    pthread_sigmask(SIG_SETMASK, &saved, nil)
    #expect(Interrupt.isRequested)
    Interrupt.reset()
    // Leave Ctrl-C as it was for the rest of the test run.
    signal(SIGINT, SIG_DFL)
  }
}
