import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct NavfuzzErrorTests {
  @Test(arguments: [
    (
      NavfuzzError.notImplemented(.explore), ExitCode.software,
      "error: internal: 'navfuzz explore' is not implemented yet"
    ),
    (
      .internalError("queue out of order"), .software,
      "error: internal: queue out of order (this is a bug in navfuzz)"
    ),
    (
      .cannotOpen(path: "a.nav", reason: "No such file or directory"), .noInput,
      "error: cannot open 'a.nav': No such file or directory"
    ),
    (
      .invalidScenario("a.nav:3:1: error: unknown key 'nmae'"), .dataError,
      "a.nav:3:1: error: unknown key 'nmae'"
    ),
    (
      .cannotCreate(.cannotReplace(path: "o", reason: "Is a directory")), .cannotCreate,
      "error: cannot replace 'o': Is a directory"
    ),
  ])
  func messageAndExitCode(error: NavfuzzError, code: ExitCode, message: String) {
    #expect(error.exitCode == code)
    #expect(error.description == message)
  }
}
