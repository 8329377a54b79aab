import Glibc
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct TerminalTests {
  @Test(arguments: [
    (true, false, true), (true, true, false), (false, false, false), (false, true, false),
  ])
  func colourOnlyOnATerminalWithoutNoColor(terminal: Bool, noColor: Bool, expected: Bool) {
    #expect(Terminal.colourEnabled(stdoutIsTerminal: terminal, noColor: noColor) == expected)
  }

  @Test func aPipeAndAnUnopenedDescriptorAreNotTerminals() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { close($0) } }
    #expect(!Terminal.isTerminal(descriptors[0]))
    #expect(!Terminal.isTerminal(descriptors[1]))
    #expect(!Terminal.isTerminal(-1))
  }

  @Test func thePlainContextHasNoColourAndNoTerminal() {
    #expect(ConsoleContext.plain == ConsoleContext(colour: false, stderrIsTerminal: false))
  }
}
