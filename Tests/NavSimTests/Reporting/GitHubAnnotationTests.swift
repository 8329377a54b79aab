import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct GitHubAnnotationTests {
  @Test func commandsCarryFileLineAndEscapedMessage() {
    #expect(
      GitHubAnnotation.error(file: "scenarios/a.nav", line: 7, message: "expected ok, found lockup")
        == "::error file=scenarios/a.nav,line=7::expected ok, found lockup")
    #expect(
      GitHubAnnotation.error(file: "a,b:c.nav", line: 0, column: 3, message: "50%\r\nnext")
        == "::error file=a%2Cb%3Ac.nav,line=1,col=3::50%25%0D%0Anext")
  }
}
