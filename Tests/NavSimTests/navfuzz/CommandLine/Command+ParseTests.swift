import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// Splits a command line on spaces (no argument in these tests contains one).
private func parse(_ line: String) throws(UsageError) -> Command {
  try Command.parse(ArraySlice(line.split(separator: " ").map(String.init)))
}

/// The same line with every `--opt value` written `--opt=value` (for lines without flags
/// followed by positional arguments).
private func withEquals(_ line: String) -> String {
  var words: [String] = []
  for word in line.split(separator: " ").map(String.init) {
    if let last = words.last, last.hasPrefix("--"), !last.contains("="), !word.hasPrefix("-") {
      words[words.count - 1] = last + "=" + word
    } else {
      words.append(word)
    }
  }
  return words.joined(separator: " ")
}

@Suite struct CommandParseTests {
  @Test func withEqualsJoinsOptionsAndValues() {
    #expect(withEquals("--seed 7 --run 0 --json") == "--seed=7 --run=0 --json")
  }

  // MARK: fuzz

  @Test func noArgumentsIsFuzzWithTheDefaultsOfCLIMD() throws {
    let command = try Command.parse([])
    guard let options = command.options(as: FuzzOptions.self) else {
      Issue.record("expected fuzz, got \(command)")
      return
    }
    #expect(options.seed == nil)
    #expect(options.budget == .runs(10_000))
    #expect(options.throttle == .zero)
    #expect(options.strategy == .coverage)
    #expect(options.jobs == nil)
    #expect(options.outputDirectory == "navfuzz-out")
    #expect(options.run == nil)
    #expect(options.app.mitigations == .all)
    #expect(options.app.profiles.isEmpty)
    #expect(options.app.overrides.isEmpty)
    #expect(options.app.device == nil)
    #expect(options.app.orientation == nil)
    #expect(options.app.container == nil)
    #expect(options.app.backButton == nil)
    #expect(options.app.appFile == nil)
    #expect(options.app.appEvents)
    #expect(!options.app.progress)
    #expect(!options.app.json)
  }

  @Test func theFuzzWordIsOptional() throws {
    #expect(try parse("fuzz --seed 42") == parse("--seed 42"))
    #expect(try parse("fuzz") == .fuzz(FuzzOptions()))
  }

  @Test(arguments: [
    ("--seed 42", FuzzOptions(seed: 42)),
    ("--seed 18446744073709551615", FuzzOptions(seed: .max)),
    ("--seed 0xFF", FuzzOptions(seed: 255)),
    ("--runs 500", FuzzOptions(budget: .runs(500))),
    ("--time 30s", FuzzOptions(budget: .time(.seconds(30)))),
    ("--throttle 150ms", FuzzOptions(throttle: .milliseconds(150))),
    ("--strategy uniform", FuzzOptions(strategy: .uniform)),
    ("--strategy swarm", FuzzOptions(strategy: .swarm)),
    ("--jobs 3", FuzzOptions(jobs: 3)),
    ("--out findings/today", FuzzOptions(outputDirectory: "findings/today")),
    ("--seed 7 --run 0", FuzzOptions(seed: 7, run: 0)),
    ("--seed 7 --run 123", FuzzOptions(seed: 7, run: 123)),
  ])
  func fuzzOption(line: String, expected: FuzzOptions) throws {
    #expect(try parse(line) == .fuzz(expected), "\(line)")
    let joined = withEquals(line)
    #expect(try parse(joined) == .fuzz(expected), "\(joined)")
  }

  @Test(arguments: [
    ("--mitigation gesture-mask", AppOptions(mitigations: .list([.gestureMask]))),
    (
      "--mitigation none,guard-presented,guard-none",
      AppOptions(mitigations: .list([.none, .guardPresented, .guardNone]))
    ),
    ("--mitigation all", AppOptions(mitigations: .all)),
    ("--mitigation none,back-hidden", AppOptions(mitigations: .list([.none, .backHidden]))),
    ("--profile ios13", AppOptions(profiles: [.ios13])),
    ("--profile fixed", AppOptions(profiles: [.fixed])),
    (
      "--set stateLag=1s",
      AppOptions(overrides: [.init(name: "stateLag", value: 1_000_000)])
    ),
    (
      "--set push=200ms,fps=120 --set pop=0.5s",
      AppOptions(overrides: [
        .init(name: "push", value: 200_000), .init(name: "fps", value: 120),
        .init(name: "pop", value: 500_000),
      ])
    ),
    ("--device ipad", AppOptions(device: .ipad)),
    ("--orientation landscape", AppOptions(orientation: .landscape)),
    ("--container split", AppOptions(container: .split)),
    ("--back-button hidden-toolbar", AppOptions(backButton: .hiddenToolbar)),
    ("--back-button clear-tint", AppOptions(backButton: .clearTint)),
    ("--app scenarios/two-sheets.nav", AppOptions(appFile: "scenarios/two-sheets.nav")),
    ("--app-events off", appEventsGiven(false)),
    ("--app-events on", appEventsGiven(true)),
    ("--progress", AppOptions(progress: true)),
    ("--json", AppOptions(json: true)),
  ])
  func sharedAppOption(line: String, expected: AppOptions) throws {
    #expect(try parse(line) == .fuzz(FuzzOptions(app: expected)), "fuzz \(line)")
    #expect(try parse("explore " + line) == .explore(ExploreOptions(app: expected)))
    let joined = withEquals(line)
    #expect(try parse(joined) == .fuzz(FuzzOptions(app: expected)), "fuzz \(joined)")
  }

  @Test func aRepeatedOptionKeepsItsLastValue() throws {
    let command = try parse("--seed 1 --seed 2 --mitigation none --mitigation gesture-mask")
    #expect(
      command == .fuzz(FuzzOptions(seed: 2, app: AppOptions(mitigations: .list([.gestureMask])))))
  }

  @Test func valuesMayFollowAsTheNextArgumentEvenIfTheyContainEqualsOrSpaces() throws {
    let command = try Command.parse(["--out", "my findings=new", "--app", "-"])
    #expect(
      command
        == .fuzz(FuzzOptions(outputDirectory: "my findings=new", app: AppOptions(appFile: "-"))))
  }

  // MARK: explore

  @Test func exploreDefaults() throws {
    let command = try parse("explore")
    #expect(command == .explore(ExploreOptions()))
    guard let options = command.options(as: ExploreOptions.self) else { return }
    #expect(options.depth == 4)
    #expect(options.horizon == VirtualDuration(microseconds: 3_000_000))
    #expect(options.maxStates == 10_000_000)
    #expect(options.kind == nil)
    #expect(options.app == AppOptions())
  }

  @Test(arguments: [
    ("--depth 6", ExploreOptions(depth: 6)),
    ("--depth 0", ExploreOptions(depth: 0)),
    ("--horizon 1.5s", ExploreOptions(horizon: .milliseconds(1500))),
    ("--max-states 1000", ExploreOptions(maxStates: 1000)),
    ("--kind lockup", ExploreOptions(kind: .lockup)),
    ("--kind stuck-mask", ExploreOptions(kind: .stuckMask)),
    ("--profile ios17,ios13", ExploreOptions(app: AppOptions(profiles: [.ios17, .ios13]))),
    ("--profile fixed,ios16", ExploreOptions(app: AppOptions(profiles: [.fixed, .ios16]))),
  ])
  func exploreOption(line: String, expected: ExploreOptions) throws {
    #expect(try parse("explore " + line) == .explore(expected))
    let joined = withEquals(line)
    #expect(try parse("explore " + joined) == .explore(expected))
  }

  // MARK: run, check, shrink, bench

  @Test func runTakesFilesAndItsOptionsInAnyOrder() throws {
    #expect(try parse("run a.nav") == .run(RunOptions(files: ["a.nav"])))
    #expect(
      try parse("run a.nav --json b.nav --trace t.json --tie-break 9 c.nav")
        == .run(
          RunOptions(
            files: ["a.nav", "b.nav", "c.nav"], json: true, traceFile: "t.json", tieBreakSeed: 9)))
    #expect(
      try parse("run --trace=t.json --tie-break=0x10 a.nav")
        == .run(RunOptions(files: ["a.nav"], traceFile: "t.json", tieBreakSeed: 16)))
  }

  @Test func doubleDashEndsTheOptions() throws {
    #expect(
      try parse("run a.nav -- --json -b.nav")
        == .run(RunOptions(files: ["a.nav", "--json", "-b.nav"])))
    #expect(try parse("check -- -h") == .check(CheckOptions(paths: ["-h"])))
  }

  @Test func checkTakesPathsJUnitAndJSON() throws {
    #expect(try parse("check scenarios") == .check(CheckOptions(paths: ["scenarios"])))
    #expect(
      try parse("check a b/c.nav --junit out/junit.xml --json")
        == .check(CheckOptions(paths: ["a", "b/c.nav"], junitFile: "out/junit.xml", json: true)))
    #expect(
      try parse("check --junit=j.xml a") == .check(CheckOptions(paths: ["a"], junitFile: "j.xml")))
  }

  @Test func shrinkTakesOneFileAndAnOutput() throws {
    #expect(try parse("shrink a.nav") == .shrink(ShrinkOptions(file: "a.nav")))
    let expected = Command.shrink(ShrinkOptions(file: "a.nav", outputFile: "min.nav"))
    #expect(try parse("shrink a.nav -o min.nav") == expected)
    #expect(try parse("shrink -o min.nav a.nav") == expected)
    #expect(try parse("shrink a.nav -o=min.nav") == expected)
    #expect(try parse("shrink a.nav --output min.nav") == expected)
    #expect(try parse("shrink a.nav -o -") == .shrink(ShrinkOptions(file: "a.nav")))
  }

  @Test func benchTakesQuickJSONAndAFilter() throws {
    #expect(try parse("bench") == .bench(BenchOptions()))
    #expect(try parse("bench --quick --json") == .bench(BenchOptions(quick: true, json: true)))
    #expect(try parse("bench fuzz --quick") == .bench(BenchOptions(quick: true, filter: "fuzz")))
  }

  // MARK: help and version

  @Test(
    arguments: [
      ("help", nil),
      ("-h", nil),
      ("--help", nil),
      ("help run", "run"),
      ("help fuzz", "fuzz"),
      ("help help", "help"),
      ("help -h", "help"),
      ("--help explore", "explore"),
      ("run --help", "run"),
      ("run a.nav -h", "run"),
      ("check --help", "check"),
      ("shrink -h", "shrink"),
      ("explore --depth 2 --help", "explore"),
      ("bench --help", "bench"),
      ("fuzz --help", "fuzz"),
      ("--seed 42 --help", "fuzz"),
      ("--sed 42 --help", "fuzz"),
    ] as [(String, String?)])
  func helpIsRecognisedWherever(line: String, expected: String?) throws {
    #expect(try parse(line) == .help(expected), "\(line)")
  }

  @Test func versionIsRecognised() throws {
    #expect(try parse("--version") == .version)
  }

  @Test func everyCommandHasItsName() throws {
    #expect(try parse("").name == .fuzz)
    #expect(try parse("run a").name == .run)
    #expect(try parse("check a").name == .check)
    #expect(try parse("shrink a").name == .shrink)
    #expect(try parse("explore").name == .explore)
    #expect(try parse("bench").name == .bench)
    #expect(try parse("help").name == .help)
    #expect(try parse("--version").name == .help)
  }
}

@Suite struct ExploreHorizonLimitTests {
  @Test func aHorizonPastTheLimitIsAUsageError() {
    let r = navfuzz(["explore", "--horizon", "61s"])
    #expect(r.code == .usage)
    #expect(r.err.contains("--horizon"))
    #expect(throws: Never.self) { try Command.parse(["explore", "--horizon", "60s"]) }
  }
}

/// One command line per declared option, with the command it must parse to.
/// `text` as a sweep axis (a wrong one, which fails the comparison, if it does not parse).
private func axis(_ text: String) -> Sweep.Axis {
  (try? Sweep.Axis.parse(text)) ?? Sweep.Axis(quantity: .setting("push"), values: [])
}

private func fuzz(_ change: (inout FuzzOptions) -> Void) -> Command {
  var options = FuzzOptions()
  change(&options)
  return .fuzz(options)
}

private let everyOption: [(line: String, expected: Command)] = [
  (
    "--seed 1 --shard 0/2",
    fuzz {
      $0.seed = 1; $0.shard = Shard(index: 0, count: 2)
    }
  ),
  ("--sarif f.sarif", fuzz { $0.sarifFile = "f.sarif" }),
  ("--fingers 2", fuzz { $0.fingers = 2 }),
  ("--verbose", fuzz { $0.verbose = true }),
  (
    "explore --out e",
    {
      var o = ExploreOptions()
      o.outputDirectory = "e"
      return .explore(o)
    }()
  ),
  (
    "explore --fingers 2",
    {
      var o = ExploreOptions()
      o.fingers = 2
      return .explore(o)
    }()
  ),
  ("explain a.nav --json", .explain(ExplainOptions(file: "a.nav", json: true))),
  (
    "explain a.nav --html e.html",
    {
      var o = ExplainOptions(file: "a.nav")
      o.htmlFile = "e.html"
      return .explain(o)
    }()
  ),
  (
    "explore --max-memory 512M",
    {
      var o = ExploreOptions()
      o.maxMemory = 512 << 20
      return .explore(o)
    }()
  ),
  ("--html f.html", fuzz { $0.app.htmlFile = "f.html" }),
  (
    "run a.nav --html r.html --sarif r.sarif",
    {
      var o = RunOptions(files: ["a.nav"])
      o.htmlFile = "r.html"
      o.sarifFile = "r.sarif"
      return .run(o)
    }()
  ),
  (
    "check a --html c.html --sarif c.sarif --annotations none",
    {
      var o = CheckOptions(paths: ["a"])
      o.htmlFile = "c.html"
      o.sarifFile = "c.sarif"
      o.annotations = false
      return .check(o)
    }()
  ),
  (
    "explore --html e.html",
    {
      var o = ExploreOptions()
      o.app.htmlFile = "e.html"
      return .explore(o)
    }()
  ),
  (
    "merge a.json b.json --json --sarif m.sarif --html m.html",
    {
      var o = MergeOptions(files: ["a.json", "b.json"], json: true)
      o.sarifFile = "m.sarif"
      o.htmlFile = "m.html"
      return .merge(o)
    }()
  ),
  (
    "sweep a.nav --vary stateLag=0ms..1s/50ms --vary push=100ms..400ms/4 --html s.html",
    .sweep(
      SweepOptions(
        file: "a.nav", axes: [axis("stateLag=0ms..1s/50ms"), axis("push=100ms..400ms/4")],
        htmlFile: "s.html"))
  ),
  ("--seed 42", .fuzz(FuzzOptions(seed: 42))),
  ("--runs 500", .fuzz(FuzzOptions(budget: .runs(500)))),
  ("--time 30s", .fuzz(FuzzOptions(budget: .time(.seconds(30))))),
  ("--throttle 150ms", .fuzz(FuzzOptions(throttle: .milliseconds(150)))),
  ("--strategy swarm", .fuzz(FuzzOptions(strategy: .swarm))),
  ("--jobs 3", .fuzz(FuzzOptions(jobs: 3))),
  ("--out found", .fuzz(FuzzOptions(outputDirectory: "found"))),
  ("--seed 7 --run 3", .fuzz(FuzzOptions(seed: 7, run: 3))),
  ("--profile ios13", .fuzz(FuzzOptions(app: AppOptions(profiles: [.ios13])))),
  (
    "--mitigation gesture-mask",
    .fuzz(FuzzOptions(app: AppOptions(mitigations: .list([.gestureMask]))))
  ),
  (
    "--set stateLag=1s",
    .fuzz(FuzzOptions(app: AppOptions(overrides: [.init(name: "stateLag", value: 1_000_000)])))
  ),
  ("--device ipad", .fuzz(FuzzOptions(app: AppOptions(device: .ipad)))),
  ("--orientation landscape", .fuzz(FuzzOptions(app: AppOptions(orientation: .landscape)))),
  ("--container split", .fuzz(FuzzOptions(app: AppOptions(container: .split)))),
  ("--back-button clear-tint", .fuzz(FuzzOptions(app: AppOptions(backButton: .clearTint)))),
  ("--app a.nav", .fuzz(FuzzOptions(app: AppOptions(appFile: "a.nav")))),
  ("--app-events off", .fuzz(FuzzOptions(app: appEventsGiven(false)))),
  ("--progress", .fuzz(FuzzOptions(app: AppOptions(progress: true)))),
  ("--json", .fuzz(FuzzOptions(app: AppOptions(json: true)))),
  ("run a.nav --json", .run(RunOptions(files: ["a.nav"], json: true))),
  ("run a.nav --trace t.json", .run(RunOptions(files: ["a.nav"], traceFile: "t.json"))),
  ("run a.nav --tie-break 9", .run(RunOptions(files: ["a.nav"], tieBreakSeed: 9))),
  ("check a --junit j.xml", .check(CheckOptions(paths: ["a"], junitFile: "j.xml"))),
  ("check a --json", .check(CheckOptions(paths: ["a"], json: true))),
  ("shrink a.nav -o m.nav", .shrink(ShrinkOptions(file: "a.nav", outputFile: "m.nav"))),
  ("shrink a.nav --output m.nav", .shrink(ShrinkOptions(file: "a.nav", outputFile: "m.nav"))),
  ("explore --depth 6", .explore(ExploreOptions(depth: 6))),
  ("explore --horizon 1.5s", .explore(ExploreOptions(horizon: .milliseconds(1500)))),
  ("explore --max-states 1000", .explore(ExploreOptions(maxStates: 1000))),
  ("explore --kind dead-end", .explore(ExploreOptions(kind: .deadEnd))),
  (
    "explore --profile ios16,fixed",
    .explore(ExploreOptions(app: AppOptions(profiles: [.ios16, .fixed])))
  ),
  ("explore --device ipad", .explore(ExploreOptions(app: AppOptions(device: .ipad)))),
  (
    "explore --mitigation none",
    .explore(ExploreOptions(app: AppOptions(mitigations: .list([.none]))))
  ),
  (
    "explore --set fps=120",
    .explore(ExploreOptions(app: AppOptions(overrides: [.init(name: "fps", value: 120)])))
  ),
  (
    "explore --orientation landscape",
    .explore(ExploreOptions(app: AppOptions(orientation: .landscape)))
  ),
  ("explore --container split", .explore(ExploreOptions(app: AppOptions(container: .split)))),
  (
    "explore --back-button hidden-overlay",
    .explore(ExploreOptions(app: AppOptions(backButton: .hiddenOverlay)))
  ),
  ("explore --app b.nav", .explore(ExploreOptions(app: AppOptions(appFile: "b.nav")))),
  (
    "explore --app-events off",
    .explore(ExploreOptions(app: appEventsGiven(false)))
  ),
  ("explore --hand-off 500", .explore(handOff(500))),
  ("explore --no-reduction", .explore(noReduction())),
  ("explore --progress", .explore(ExploreOptions(app: AppOptions(progress: true)))),
  ("explore --json", .explore(ExploreOptions(app: AppOptions(json: true)))),
  ("bench --quick", .bench(BenchOptions(quick: true))),
  ("bench --json", .bench(BenchOptions(json: true))),
  ("compare --profile ios16", .compare(CompareOptions(profile: .ios16))),
  ("compare --depth 2", .compare(CompareOptions(depth: 2))),
  ("scan d --out a.nav", .scan(ScanOptions(paths: ["d"], outFile: "a.nav"))),
  ("scan d --fuzz", .scan(ScanOptions(paths: ["d"], fuzz: true))),
  ("scan d --profile ios16", .scan(ScanOptions(paths: ["d"], profiles: [.ios16]))),
  ("scan d --runs 5", .scan(scanOptions { $0.runs = 5 })),
  ("scan d --seed 7", .scan(scanOptions { $0.seed = 7 })),
  ("scan d --findings f", .scan(scanOptions { $0.findingsDirectory = "f" })),
  ("scan d --jobs 2", .scan(scanOptions { $0.jobs = 2 })),
  ("scan d --debug", .scan(scanOptions { $0.debug = true })),
  ("scan d --sarif s.sarif", .scan(scanOptions { $0.sarifFile = "s.sarif" })),
  (
    "merge a.json --verbose",
    {
      var o = MergeOptions(files: ["a.json"])
      o.verbose = true
      return .merge(o)
    }()
  ),
  ("scan d --warnings-exit 0", .scan(scanOptions { $0.warningsExit = 0 })),
  (
    "export a.nav --format appium,swiftui --out d",
    .export(ExportOptions(file: "a.nav", formats: [.appium, .swiftui], outDirectory: "d"))
  ),
  (
    "confirm r.json --scenario a.nav",
    .confirm(ConfirmOptions(resultFile: "r.json", scenarioFile: "a.nav"))
  ),
]

/// `scan d` with one option changed.
func scanOptions(_ change: (inout ScanOptions) -> Void) -> ScanOptions {
  var options = ScanOptions(paths: ["d"])
  change(&options)
  return options
}

@Suite struct EveryOptionParsesTests {
  @Test(arguments: everyOption.indices)
  func eachOptionParsesToItsValueWithASpaceOrAnEquals(index: Int) throws {
    let (line, expected) = everyOption[index]
    #expect(try parse(line) == expected, "\(line)")
    #expect(try parse(withEquals(line)) == expected, "\(withEquals(line))")
  }

  @Test(arguments: CommandName.allCases)
  func everyDeclaredOptionHasALineHere(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let lines = everyOption.filter { $0.expected.name == command }.map(\.line)
    for name in declaration.optionRows.flatMap(\.names) {
      #expect(
        lines.contains { $0.split(separator: " ").contains(Substring(name)) },
        "\(command) \(name): add a line to everyOption")
    }
  }
}

/// `--app-events on|off` as given on the command line (it overrides an `--app` file's
/// `app-inputs:` line).
private func appEventsGiven(_ on: Bool) -> AppOptions {
  var options = AppOptions(appEvents: on)
  options.appEventsGiven = true
  return options
}

/// `explore --no-reduction`.
private func noReduction() -> ExploreOptions {
  var options = ExploreOptions()
  options.reduction = false
  return options
}

/// `explore --hand-off N`.
private func handOff(_ runs: Int) -> ExploreOptions {
  var options = ExploreOptions()
  options.handOffRuns = runs
  return options
}
