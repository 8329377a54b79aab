import Testing

@testable import NavSimCore
@testable import NavSimSearch
@testable import navfuzz

/// The one table of the options that change a run: every printed command carries them.
@Suite struct ReplayedOptionTests {
  /// Every option of `fuzz` is in the table or among those a replay leaves out, never both: a
  /// new option cannot be forgotten by the printed commands.
  @Test func everyFuzzOptionIsReplayedOrSaysWhyNot() {
    let replayed = ReplayedOption.table.map(\.name)
    let left = FuzzOptions.notReplayed.map(\.name)
    for option in FuzzCommand.options {
      let inTable = replayed.contains(option.name)
      let leftOut = left.contains(option.name)
      #expect(inTable != leftOut, "\(option.name): in the table \(inTable), left out \(leftOut)")
    }
    for name in replayed + left {
      #expect(FuzzCommand.options.contains { $0.name == name }, "\(name) is not an option")
    }
  }

  /// The words a campaign's commands carry parse back to the options that made its runs.
  @Test(arguments: [
    "--seed 3 --fingers 2 --app scenarios/tree/tab-seed-race.nav --app-events off",
    "--seed 3 --profile ios26 --set fittsB=144ms --set r6Lock=1 --device ipad --container split",
    "--seed 3 --strategy timed --throttle 40ms --orientation landscape --back-button clear-tint",
    "--seed 3 --profile ios16,ios26 --jobs 1 --out x --runs 50",
  ])
  func theReplayArgumentsReadBackToTheSameRuns(_ line: String) throws {
    let words = ArraySlice(line.split(separator: " ").map(String.init))
    let options = try #require(try Command.parse(words).options(as: FuzzOptions.self))
    for profile in options.app.profiles.isEmpty ? [Profile.ios17] : options.app.profiles {
      let again = ["--seed", "3"] + options.replayArguments(profile: profile)
      let back = try #require(
        try Command.parse(ArraySlice(again)).options(as: FuzzOptions.self))
      #expect(back.fingers == options.fingers)
      #expect(back.throttle == options.throttle)
      #expect(back.strategy == options.strategy)
      #expect(back.app.appFile == options.app.appFile)
      #expect(back.app.appEvents == options.app.appEvents)
      #expect(back.app.overrides == options.app.overrides)
      #expect(back.app.device == options.app.device)
      #expect(back.app.orientation == options.app.orientation)
      #expect(back.app.container == options.app.container)
      #expect(back.app.backButton == options.app.backButton)
      #expect(back.app.profiles == (options.app.profiles.isEmpty ? [] : [profile]))
    }
  }

  /// A path with a space or a quote is written so that a shell reads it back as one word.
  @Test func shellWordsQuoteWhatAShellWouldSplit() {
    #expect(ShellWord.quoted("scenarios/a-b_c.nav") == "scenarios/a-b_c.nav")
    #expect(ShellWord.quoted("My App.nav") == "'My App.nav'")
    #expect(ShellWord.quoted("it's.nav") == "'it'\\''s.nav'")
    #expect(ShellWord.quoted("") == "''")
  }
}
