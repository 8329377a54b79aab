import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct ExitCodeTests {
  @Test func theValuesAreThoseOfCLIMD() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2, 64, 65, 66, 70, 73, 74, 130, 143])
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode.cannotCreate.rawValue == 73)
    #expect(ExitCode.interrupted.rawValue == 130)
  }
}
