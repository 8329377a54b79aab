import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct UsageTests {
  @Test(arguments: CommandName.allCases)
  func everyAcceptedOptionIsDocumentedInItsHelp(command: CommandName) {
    let text = Usage.help(for: command)
    for option in ArgumentReader.options(of: command).keys {
      #expect(text.contains(option + " ") || text.contains(option + ","), "\(command) \(option)")
    }
  }

  @Test(arguments: CommandName.allCases)
  func everyHelpStartsWithItsUsageLineAndFitsInNinetySixColumns(command: CommandName) {
    let text = Usage.help(for: command)
    let expected = command == .fuzz ? "usage: navfuzz [fuzz]" : "usage: navfuzz \(command)"
    #expect(text.hasPrefix(expected))
    for line in text.split(separator: "\n") {
      #expect(line.count <= 96, "\(command): \(line)")
    }
  }

  @Test func theOverviewListsEveryCommandAndExitStatus() {
    let text = Usage.help(for: nil)
    #expect(text.hasPrefix("navfuzz 0.1.0: "))
    for command in CommandName.allCases {
      #expect(text.contains("navfuzz \(command)") || command == .fuzz, "\(command)")
    }
    for code in ExitCode.allCases {
      #expect(text.contains("\n  \(code.rawValue) "), "exit \(code.rawValue)")
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 96, "\(line)")
    }
  }

  @Test func theSharedHelpNamesEveryChoice() {
    for text in [Usage.help(for: .fuzz), Usage.help(for: .explore)] {
      for name in Mitigation.allCases.map(\.rawValue) + Profile.all.map(\.name)
        + Device.allCases.map(\.rawValue) + Orientation.allCases.map(\.rawValue)
        + Container.allCases.map(\.rawValue) + BackButtonStyle.allCases.map(\.rawValue)
        + Profile.settingNames
      {
        #expect(text.contains(name), "\(name)")
      }
    }
    for strategy in FuzzOptions.Strategy.allCases {
      #expect(Usage.help(for: .fuzz).contains(strategy.rawValue + " ("))
    }
    for kind in FindingKind.allCases where !kind.isInformational {
      #expect(Usage.help(for: .explore).contains(kind.rawValue))
    }
  }

  @Test func theSynopsisIsTheUsageLinesOnly() {
    #expect(
      Usage.synopsis(for: .shrink)
        == "usage: navfuzz shrink FILE [-o FILE]\nRun 'navfuzz help shrink' for its options.")
    #expect(Usage.synopsis(for: nil).hasPrefix(Usage.commandList))
  }

  // MARK: The published texts (CLI.md); a change here is a change users see.

  @Test func theFuzzHelpIsAsPublished() {
    #expect(
      Usage.help(for: .fuzz) == """
        usage: navfuzz [fuzz] [OPTIONS]

        Fuzz the app and print the answer first: the mitigation to adopt, a row per mitigation by
        input class, why each FAIL fails, each finding once (--verbose: the whole report). Each
        distinct finding is minimised and written to --out once its file replays to it.

        options:
          --seed N               64-bit seed; run K uses a seed derived from (N, K)
                                 (default: random, printed on the first line)
          --runs N               how many runs per mitigation (default: 10000)
          --time D               how long to fuzz instead of a run count (wall clock, e.g. 30s)
          --fingers N            how many fingers may touch at once, 1 to 4; with 1 touches never
                                 overlap and each finger waits refractory (default: 1)
          --throttle D           more time between two user inputs, on top of a finger's
                                 refractory pause (default: 0)
          --strategy S           coverage (runs fork from saved states that reached new states),
                                 timed (inputs near transition boundaries), uniform (random
                                 delays, a monkey-like baseline), swarm (a random subset of input
                                 kinds per run) (default: coverage)
          --jobs N               worker threads; results do not depend on it (default: cores)
          --out DIR              where minimised findings are written (default: navfuzz-out)
          --run K                replay only run K of the campaign: its scenario and timeline
                                 (needs --seed)
          --shard I/N            fuzz only shard I of N (0 <= I < N) of the runs and print its
                                 JSON document for 'navfuzz merge'; TEST_SHARD_INDEX and
                                 TEST_TOTAL_SHARDS, when both are set, give the shard too
                                 (default: no sharding)
          --sarif FILE           also write the minimised findings as SARIF 2.1.0
          --verbose              the whole report: the matrix of runs per kind, every verdict
                                 with its counts, coverage, every finding with its scenario (the
                                 default is the first screen: the answer, a row per mitigation,
                                 why, the findings once each)
          --profile LIST         profiles, comma-separated: ios17, ios16, ios13, fixed, ios18,
                                 ios26, or all (ios16, ios17, ios18, ios26); one run each, then
                                 the matrix (default: the --app file's, or ios17)
          --mitigation LIST      mitigations to compare, comma-separated, or all: none,
                                 gesture-mask, gesture-mask-counted, guard-presented,
                                 guard-coordinator, guard-none, full-screen-cover, back-hidden,
                                 content-swipe-off, exclusive-touch (default: all)
          --set NAME=VALUE       override a profile value; repeatable, or comma-separated (e.g.
                                 --set stateLag=1s).
                                 durations: push, pop, present, dismiss, stateLag, hold, minHold,
                                 maxHold, refractory, fittsA, fittsB, linkGap.
                                 numbers (points, pt/s, thousandths, 0/1 for a choice;
                                 docs/MODEL.md §7, §13): fps, slop, edgeWidth, maxSpeed,
                                 touchOrder, r6Lock, sheetFinishProgress, sheetFinishVelocity,
                                 popFinishProgress, popFinishVelocity, r14Defers,
                                 coordinatorWhileFinalizing, r7Triggers, r13OnDismiss,
                                 contentSwipeGuard, r25Interruptible, r26InteractivePop,
                                 tabSwitchCommits, offWindowAnimates, r12Freezes,
                                 r24MidTransition, r26MidTransition, r26Sideways, r30LiveContent,
                                 r30PushLive, r9BarCorrupts, exclusivePans, maskCoversEdge,
                                 dismissingSheetCovers, lockCancelsTaps,
                                 transitionCancelsContent, buttonToggles, r19RotationRelayout,
                                 r20Routed, r21TapThrough, r22EverySet, r23RefusedRuns
          --device D             iphone | ipad (default: iphone)
          --orientation O        portrait | landscape (default: portrait)
          --container C          stack | split (default: stack)
          --back-button B        system | hidden-toolbar | hidden-overlay | clear-tint
                                 (default: system)
          --app FILE             take the app (screens, header) from a scenario file; its events
                                 are ignored; options given here override its header
                                 (default: the seed app, root > detail with a sheet)
          --app-events on|off    include app-driven inputs (deep link, timer)
                                 (default: on, or those of the --app file's app-inputs: line)
          --progress             a progress line on stderr about once a second, even when stderr
                                 is not a terminal
          --json                 one JSON document on stdout instead of the human output
          --html FILE            also write the report as one self-contained HTML page (verdict
                                 matrix, a timeline per finding; no script, no network)
          -h, --help             show this help

        durations: a number and a unit, us, ms or s; ms and s take decimals (16.7ms, 0.35s, 1s);
        at most 86400s (a day), as in scenario files.
        Options take their value as '--opt VALUE' or '--opt=VALUE'.

        Exit status: 1 if a mitigation other than the control 'none' had a finding (with an
        explicit --mitigation: if any listed mitigation had one).
        """)
  }

  @Test func theCompareHelpIsAsPublished() {
    #expect(
      Usage.help(for: .compare) == """
        usage: navfuzz compare [OPTIONS]

        Print, as a Markdown table, how each back-button style fares on iPhone and in an iPad split
        view: whether a lockup is possible, whether swipe-back is kept, whether a dead end is
        possible. Computed by the model: every sequence of up to DEPTH user inputs is run and each
        settled state is judged by the lockup and dead-end oracles. The table of docs/GUIDE.md is
        this command's output.

        options:
          --profile LIST         profiles, comma-separated: ios17, ios16, ios13, fixed, ios18,
                                 ios26, or all (ios16, ios17, ios18, ios26); one table each
                                 (default: ios17)
          --depth N              most user inputs per sequence, 1 to 5 (default: 3)
          -h, --help             show this help
        """)
  }

  @Test func theCommandListIsAsPublished() {
    #expect(
      Usage.commandList == """
        usage: navfuzz [fuzz] [OPTIONS]          fuzz the app (the default command)
               navfuzz run FILE... [OPTIONS]     replay scenario files: timeline and findings
               navfuzz check PATH... [OPTIONS]   check .nav files against their expect lines
               navfuzz shrink FILE [-o FILE]     minimise a failing scenario, keeping its finding
               navfuzz explain FILE [--json]     what a scenario's finding rests on
               navfuzz explore [OPTIONS]         bounded exhaustive search: shortest counterexample
               navfuzz bench [OPTIONS]           fixed workloads, throughput figures
               navfuzz compare [OPTIONS]         compare back-button styles on iPhone and iPad
               navfuzz merge FILE... [OPTIONS]   merge a campaign's shards into its report
               navfuzz sweep FILE --vary A --vary B  the window map of a scenario
               navfuzz scan DIR... [OPTIONS]     the app from its SwiftUI source; warnings
               navfuzz export FILE [OPTIONS]     a scenario as a SwiftUI app, a UI test, Appium actions
               navfuzz confirm RESULT.json       what a device did against what the model said
               navfuzz mitigation [NAME]         the mitigations, or the SwiftUI/UIKit code of one
               navfuzz help [COMMAND] | -h | --help | --version
        """)
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func wrappingKeepsTheWordsInOrderWithinTheWidth(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let width = 10 + Int(random.next() % 60)
    let words = (0..<Int(random.next() % 40)).map { _ in
      String(repeating: "x", count: 1 + Int(random.next() % 14))
    }
    let wrapped = Usage.wrap(words.joined(separator: " "), width: width)
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.flatMap { $0.split(separator: " ") }.map(String.init) == words, "seed \(seed)")
    for (index, line) in lines.enumerated() {
      #expect(line.count <= width || !line.contains(" "), "seed \(seed): \(line)")
      // Greedy: the next line's first word would not have fitted on this one.
      if index + 1 < lines.count, let next = lines[index + 1].split(separator: " ").first {
        #expect(line.count + 1 + next.count > width, "seed \(seed): \(line)")
      }
    }
  }
}
