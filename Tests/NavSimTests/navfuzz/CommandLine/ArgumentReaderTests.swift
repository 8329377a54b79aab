import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct ArgumentReaderTests {
  private func tokens(_ arguments: [String], _ command: CommandName) throws(UsageError)
    -> [ArgumentReader.Token]
  {
    var reader = ArgumentReader(ArraySlice(arguments), command: command)
    var result: [ArgumentReader.Token] = []
    while let token = try reader.next() { result.append(token) }
    return result
  }

  @Test func classifiesFlagsOptionsAndPositionals() throws {
    #expect(
      try tokens(
        ["a.nav", "--json", "--trace", "t.json", "--tie-break=3", "-", "--", "--json"], .run)
        == [
          .positional("a.nav"), .flag("--json"), .option("--trace", "t.json"),
          .option("--tie-break", "3"), .positional("-"), .positional("--json"),
        ])
  }

  @Test func anInlineValueKeepsEverythingAfterTheFirstEquals() throws {
    #expect(try tokens(["--set=push=1s"], .fuzz) == [.option("--set", "push=1s")])
  }

  @Test func negativeNumbersAreValuesNotOptions() throws {
    #expect(try tokens(["--seed", "-1"], .fuzz) == [.option("--seed", "-1")])
  }

  @Test func looksLikeOption() {
    #expect(ArgumentReader.looksLikeOption("--json"))
    #expect(ArgumentReader.looksLikeOption("-o"))
    #expect(ArgumentReader.looksLikeOption("--"))
    #expect(!ArgumentReader.looksLikeOption("-"))
    #expect(!ArgumentReader.looksLikeOption("-5"))
    #expect(!ArgumentReader.looksLikeOption("a.nav"))
    #expect(!ArgumentReader.looksLikeOption(""))
  }

  @Test func helpIsNotSeenAfterDoubleDash() {
    #expect(ArgumentReader.asksForHelp(["a", "-h"]))
    #expect(!ArgumentReader.asksForHelp(["a", "--", "-h"]))
    #expect(!ArgumentReader.asksForHelp(["--helper"]))
  }

  @Test(arguments: [
    ("", "", 0), ("a", "", 1), ("", "abc", 3), ("run", "run", 0), ("rn", "run", 1),
    ("rnu", "run", 1), ("--sed", "--seed", 1), ("kitten", "sitting", 3), ("ab", "ba", 1),
    ("abc", "ca", 3),
  ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(ArgumentReader.editDistance(a, b) == distance, "\(a) → \(b)")
    #expect(ArgumentReader.editDistance(b, a) == distance, "\(b) → \(a)")
  }

  @Test func suggestionsAreCloseOrUniquePrefixes() {
    let fuzz = ArgumentReader.options(of: .fuzz).keys
    #expect(ArgumentReader.suggestion(for: "--sed", among: fuzz) == "--seed")
    #expect(ArgumentReader.suggestion(for: "-seed", among: fuzz) == "--seed")
    #expect(ArgumentReader.suggestion(for: "--strat", among: fuzz) == "--strategy")
    #expect(ArgumentReader.suggestion(for: "--thrtole", among: fuzz) == "--throttle")
    #expect(ArgumentReader.suggestion(for: "--loud", among: fuzz) == nil)
    #expect(ArgumentReader.suggestion(for: "--x", among: fuzz) == nil)
    // "--app" starts both "--app-events" and "--app": no unique prefix, and it is itself
    // an option; "--ap" is one edit from "--app".
    #expect(ArgumentReader.suggestion(for: "--ap", among: fuzz) == "--app")
  }

  @Test func everyCommandAcceptsHelp() {
    for command in CommandName.allCases {
      #expect(ArgumentReader.options(of: command)["-h"] == false, "\(command)")
      #expect(ArgumentReader.options(of: command)["--help"] == false, "\(command)")
    }
  }
}
