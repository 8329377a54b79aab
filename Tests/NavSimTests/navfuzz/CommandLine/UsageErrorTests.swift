import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// One command line that must be refused, the error and the message it must give.
struct RefusedLine: CustomTestStringConvertible, Sendable {
  var arguments: [String]
  var error: UsageError
  var message: String
  var testDescription: String { arguments.joined(separator: " ") }

  init(_ line: String, _ error: UsageError, _ message: String) {
    self.init(line.split(separator: " ").map(String.init), error, message)
  }

  init(_ arguments: [String], _ error: UsageError, _ message: String) {
    self.arguments = arguments
    self.error = error
    self.message = message
  }
}

private let mitigationNames =
  "none, gesture-mask, gesture-mask-counted, guard-presented, guard-coordinator, guard-none, "
  + "full-screen-cover, back-hidden, content-swipe-off, exclusive-touch"
private let durationText = "a duration such as 350ms, 0.5s or 200us, at most 86400s"
private let seedText = "a whole number from 0 to 18446744073709551615 (or 0x and hex digits)"

@Suite struct UsageErrorTests {
  static let refused: [RefusedLine] = [
    // A bench filter that selects no workload.
    .init(
      "bench nope --quick",
      .invalidValue(
        option: "WORKLOAD", value: "nope",
        expected: "a workload name or part of one: "
          + "sim, fuzz, fuzz-tab, shrink, search, search-deep, scan, command, explore",
        command: .bench),
      "WORKLOAD takes a workload name or part of one: sim, fuzz, fuzz-tab, shrink, search, search-deep, scan, command, explore, got 'nope'"
    ),
    // A list names each profile or mitigation once, as a file does; the
    // horizon's message gives its true limit.
    .init(
      "--profile ios17,ios17",
      .invalidValue(
        option: "--profile", value: "ios17,ios17",
        expected: "a comma-separated list of profiles, each named once", command: .fuzz),
      "--profile takes a comma-separated list of profiles, each named once, got 'ios17,ios17'"),
    .init(
      "explore --profile all,ios16",
      .invalidValue(
        option: "--profile", value: "all,ios16",
        expected: "a comma-separated list of profiles, each named once", command: .explore),
      "--profile takes a comma-separated list of profiles, each named once, got 'all,ios16'"),
    .init(
      "--mitigation none,gesture-mask,none",
      .invalidValue(
        option: "--mitigation", value: "none,gesture-mask,none",
        expected: "a comma-separated list of mitigations, each named once", command: .fuzz),
      "--mitigation takes a comma-separated list of mitigations, each named once, got "
        + "'none,gesture-mask,none'"),
    .init(
      "explore --horizon 0",
      .invalidValue(
        option: "--horizon", value: "0",
        expected: "a duration longer than zero and at most 60s, such as 3s or 1500ms",
        command: .explore),
      "--horizon takes a duration longer than zero and at most 60s, such as 3s or 1500ms, got '0'"),
    .init(
      "explore --horizon 0ms",
      .invalidValue(
        option: "--horizon", value: "0ms",
        expected: "a duration longer than zero and at most 60s, such as 3s or 1500ms",
        command: .explore),
      "--horizon takes a duration longer than zero and at most 60s, such as 3s or 1500ms, got "
        + "'0ms'"),
    // Unknown commands and options.
    .init(
      "rn a.nav", .unknownCommand("rn", suggestion: "run"),
      "unknown command 'rn'; did you mean 'run'?"),
    .init(
      "a.nav", .unknownCommand("a.nav", suggestion: "navfuzz run a.nav"),
      "unknown command 'a.nav'; did you mean 'navfuzz run a.nav'?"),
    .init(
      "frobnicate", .unknownCommand("frobnicate", suggestion: nil),
      "unknown command 'frobnicate'"),
    .init(
      "help rnu", .unknownCommand("rnu", suggestion: "run"),
      "unknown command 'rnu'; did you mean 'run'?"),
    .init(
      "--sed 42", .unknownOption("--sed", suggestion: "--seed", command: .fuzz),
      "unknown option '--sed'; did you mean '--seed'?"),
    .init(
      "--mitgation=none", .unknownOption("--mitgation", suggestion: "--mitigation", command: .fuzz),
      "unknown option '--mitgation'; did you mean '--mitigation'?"),
    .init(
      "--max-sta 5", .unknownOption("--max-sta", suggestion: nil, command: .fuzz),
      "unknown option '--max-sta'"),
    .init(
      "explore --max-sta 5",
      .unknownOption("--max-sta", suggestion: "--max-states", command: .explore),
      "unknown option '--max-sta'; did you mean '--max-states'?"),
    .init(
      "run a.nav --seed 4", .unknownOption("--seed", suggestion: nil, command: .run),
      "unknown option '--seed'"),
    .init(
      "shrink a.nav -x", .unknownOption("-x", suggestion: nil, command: .shrink),
      "unknown option '-x'"),
    .init(
      "--zzzzzzzz", .unknownOption("--zzzzzzzz", suggestion: nil, command: .fuzz),
      "unknown option '--zzzzzzzz'"),
    // Values missing or not wanted.
    .init("--seed", .missingValue(option: "--seed", command: .fuzz), "--seed needs a value"),
    .init(
      "--seed --runs 5", .missingValue(option: "--seed", command: .fuzz),
      "--seed needs a value"),
    .init("--out=", .missingValue(option: "--out", command: .fuzz), "--out needs a value"),
    .init(["--out", ""], .missingValue(option: "--out", command: .fuzz), "--out needs a value"),
    .init("shrink a.nav -o", .missingValue(option: "-o", command: .shrink), "-o needs a value"),
    .init(
      "--json=yes", .unexpectedValue(option: "--json", value: "yes", command: .fuzz),
      "--json takes no value, got 'yes'"),
    .init(
      "bench --quick=1", .unexpectedValue(option: "--quick", value: "1", command: .bench),
      "--quick takes no value, got '1'"),
    // Values of the wrong form.
    .init(
      "--runs ten",
      .invalidValue(option: "--runs", value: "ten", expected: "a whole number", command: .fuzz),
      "--runs takes a whole number, got 'ten'"),
    .init(
      "--runs 0",
      .invalidValue(
        option: "--runs", value: "0", expected: "a whole number of at least 1", command: .fuzz),
      "--runs takes a whole number of at least 1, got '0'"),
    .init(
      "--runs -5",
      .invalidValue(option: "--runs", value: "-5", expected: "a whole number", command: .fuzz),
      "--runs takes a whole number, got '-5'"),
    .init(
      "--jobs 0",
      .invalidValue(
        option: "--jobs", value: "0", expected: "a whole number of at least 1", command: .fuzz),
      "--jobs takes a whole number of at least 1, got '0'"),
    .init(
      "--seed 1 --run x",
      .invalidValue(option: "--run", value: "x", expected: "a whole number", command: .fuzz),
      "--run takes a whole number, got 'x'"),
    .init(
      "--seed -1",
      .invalidValue(
        option: "--seed", value: "-1",
        expected: seedText,
        command: .fuzz),
      "--seed takes \(seedText), got '-1'"),
    .init(
      "--seed 18446744073709551616",
      .invalidValue(
        option: "--seed", value: "18446744073709551616",
        expected: seedText,
        command: .fuzz),
      "--seed takes \(seedText), got '18446744073709551616'"
    ),
    .init(
      "run a.nav --tie-break 0xZZ",
      .invalidValue(
        option: "--tie-break", value: "0xZZ",
        expected: seedText,
        command: .run),
      "--tie-break takes \(seedText), got '0xZZ'"
    ),
    .init(
      "--throttle fast",
      .invalidValue(option: "--throttle", value: "fast", expected: durationText, command: .fuzz),
      "--throttle takes \(durationText), got 'fast'"),
    .init(
      "--time 10",
      .invalidValue(option: "--time", value: "10", expected: durationText, command: .fuzz),
      "--time takes \(durationText), got '10'"),
    .init(
      "--time 0s",
      .invalidValue(
        option: "--time", value: "0s", expected: "a duration longer than zero", command: .fuzz),
      "--time takes a duration longer than zero, got '0s'"),
    .init(
      "explore --depth four",
      .invalidValue(
        option: "--depth", value: "four", expected: "a whole number", command: .explore),
      "--depth takes a whole number, got 'four'"),
    .init(
      "explore --max-states 0",
      .invalidValue(
        option: "--max-states", value: "0", expected: "a whole number of at least 1",
        command: .explore),
      "--max-states takes a whole number of at least 1, got '0'"),
    .init(
      "--app-events yes",
      .invalidValue(option: "--app-events", value: "yes", expected: "on or off", command: .fuzz),
      "--app-events takes on or off, got 'yes'"),
    .init(
      "--mitigation all,none",
      .invalidValue(
        option: "--mitigation", value: "all,none",
        expected: "a comma-separated list of mitigations, or all alone", command: .fuzz),
      "--mitigation takes a comma-separated list of mitigations, or all alone, got 'all,none'"),
    .init(
      "--mitigation none,",
      .invalidValue(
        option: "--mitigation", value: "none,", expected: "a comma-separated list of mitigations",
        command: .fuzz),
      "--mitigation takes a comma-separated list of mitigations, got 'none,'"),
    .init(
      "--set stateLag",
      .invalidValue(option: "--set", value: "stateLag", expected: "NAME=VALUE", command: .fuzz),
      "--set takes NAME=VALUE, got 'stateLag'"),
    .init(
      "--set stateLag=1",
      .invalidValue(option: "--set stateLag", value: "1", expected: durationText, command: .fuzz),
      "--set stateLag takes \(durationText), got '1'"),
    .init(
      "--set fps=0",
      .invalidValue(
        option: "--set fps", value: "0", expected: "a whole number from 1 to 1000", command: .fuzz),
      "--set fps takes a whole number from 1 to 1000, got '0'"),
    .init(
      "--set fps=60ms",
      .invalidValue(option: "--set fps", value: "60ms", expected: "a whole number", command: .fuzz),
      "--set fps takes a whole number, got '60ms'"),
    // Names outside a list.
    .init(
      "explore --mitigation gesture-mask2",
      .unknownName(
        "gesture-mask2", kind: "mitigation", option: "--mitigation",
        allowed: Mitigation.allCases.map(\.rawValue), command: .explore),
      "unknown mitigation 'gesture-mask2' in --mitigation (expected one of: \(mitigationNames))"),
    .init(
      "--profile ios19",
      .unknownName(
        "ios19", kind: "profile", option: "--profile",
        allowed: ["ios17", "ios16", "ios13", "fixed", "ios18", "ios26", "all"], command: .fuzz),
      "unknown profile 'ios19' in --profile (expected one of: ios17, ios16, ios13, fixed, ios18,"
        + " ios26, all)"),
    .init(
      "explore --profile ios17,ios9",
      .unknownName(
        "ios9", kind: "profile", option: "--profile",
        allowed: ["ios17", "ios16", "ios13", "fixed", "ios18", "ios26", "all"], command: .explore),
      "unknown profile 'ios9' in --profile (expected one of: ios17, ios16, ios13, fixed, ios18,"
        + " ios26, all)"),
    .init(
      "--strategy random",
      .unknownName(
        "random", kind: "strategy", option: "--strategy",
        allowed: ["timed", "uniform", "swarm", "coverage"],
        command: .fuzz),
      "unknown strategy 'random' in --strategy (expected one of: timed, uniform, swarm, coverage)"),
    .init(
      "--device ipod",
      .unknownName(
        "ipod", kind: "device", option: "--device", allowed: ["iphone", "ipad"], command: .fuzz),
      "unknown device 'ipod' in --device (expected one of: iphone, ipad)"),
    .init(
      "--orientation upside-down",
      .unknownName(
        "upside-down", kind: "orientation", option: "--orientation",
        allowed: ["portrait", "landscape"], command: .fuzz),
      "unknown orientation 'upside-down' in --orientation (expected one of: portrait, landscape)"),
    .init(
      "--container tabs",
      .unknownName(
        "tabs", kind: "container", option: "--container", allowed: ["stack", "split"],
        command: .fuzz),
      "unknown container 'tabs' in --container (expected one of: stack, split)"),
    .init(
      "--back-button custom",
      .unknownName(
        "custom", kind: "back-button style", option: "--back-button",
        allowed: ["system", "hidden-toolbar", "hidden-overlay", "clear-tint"], command: .fuzz),
      "unknown back-button style 'custom' in --back-button (expected one of: system, "
        + "hidden-toolbar, hidden-overlay, clear-tint)"
    ),
    .init(
      "explore --kind lost-swipe",
      .unknownName(
        "lost-swipe", kind: "finding kind", option: "--kind",
        allowed: ["lockup", "corruption", "stuck-mask", "dead-end", "hang", "dead-stack"],
        command: .explore),
      "unknown finding kind 'lost-swipe' in --kind (expected one of: lockup, corruption, "
        + "stuck-mask, dead-end, hang, dead-stack)"
    ),
    .init(
      "--set lag=1s",
      .unknownName(
        "lag", kind: "setting", option: "--set",
        allowed: Profile.settingNames, command: .fuzz),
      "unknown setting 'lag' in --set (expected one of: "
        + Profile.settingNames.joined(separator: ", ") + ")"
    ),
    // Arguments missing or extra.
    .init(
      "run", .missingArgument("at least one FILE", command: .run), "run needs at least one FILE"),
    .init(
      "run --json", .missingArgument("at least one FILE", command: .run),
      "run needs at least one FILE"),
    .init(
      "check", .missingArgument("at least one PATH", command: .check),
      "check needs at least one PATH"),
    .init("shrink -o x.nav", .missingArgument("a FILE", command: .shrink), "shrink needs a FILE"),
    .init(
      "--seed 1 extra", .unexpectedArgument("extra", command: .fuzz),
      "unexpected argument 'extra' for fuzz"),
    .init(
      "explore lockup", .unexpectedArgument("lockup", command: .explore),
      "unexpected argument 'lockup' for explore"),
    .init(
      "shrink a.nav b.nav", .unexpectedArgument("b.nav", command: .shrink),
      "unexpected argument 'b.nav' for shrink"),
    .init(
      "bench fuzz explore", .unexpectedArgument("explore", command: .bench),
      "unexpected argument 'explore' for bench"),
    .init(
      "help run check", .unexpectedArgument("check", command: .help),
      "unexpected argument 'check' for help"),
    .init("--version now", .unexpectedArgument("now", command: nil), "unexpected argument 'now'"),
    // Options that do not go together.
    .init(
      "--runs 5 --time 1s", .conflict("--runs and --time cannot be used together", command: .fuzz),
      "--runs and --time cannot be used together"),
    .init(
      "--run 3",
      .conflict(
        "--run needs --seed: a run is known by the campaign's seed and its number", command: .fuzz),
      "--run needs --seed: a run is known by the campaign's seed and its number"),
  ]

  @Test(arguments: refused)
  func refusedLineGivesItsErrorAndMessage(_ line: RefusedLine) {
    #expect(throws: line.error) { try Command.parse(ArraySlice(line.arguments)) }
    #expect(line.error.message == line.message)
    #expect(line.error.description == "error: " + line.message)
  }

  @Test func everyKindOfUsageErrorIsCovered() {
    var kinds = Set<String>()
    for line in Self.refused {
      kinds.insert(Mirror(reflecting: line.error).children.first?.label ?? "?")
    }
    #expect(
      kinds == [
        "unknownCommand", "unknownOption", "missingValue", "unexpectedValue", "invalidValue",
        "unknownName", "missingArgument", "unexpectedArgument", "conflict",
      ])
  }

  @Test func theUsageIsThatOfTheCommandConcerned() throws {
    let error = UsageError.missingArgument("at least one FILE", command: .run)
    #expect(error.command == .run)
    #expect(error.usage.hasPrefix("usage: navfuzz run FILE... [OPTIONS]\n"))
    #expect(error.usage.hasSuffix("Run 'navfuzz help run' for its options."))
    let fuzz = UsageError.unknownOption("--sed", suggestion: "--seed", command: .fuzz)
    #expect(fuzz.usage.hasPrefix("usage: navfuzz [fuzz] [OPTIONS]\n"))
    let top = UsageError.unknownCommand("x", suggestion: nil)
    #expect(top.command == nil)
    #expect(top.usage.contains("navfuzz shrink FILE [-o FILE]"))
    #expect(top.usage.hasSuffix("Run 'navfuzz help COMMAND' for a command's options."))
  }
}
