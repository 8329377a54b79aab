import NavSim

extension CommandName {
  /// `navfuzz [fuzz]`.
  package static let fuzz = FuzzCommand.name
}

extension Command {
  /// `navfuzz [fuzz]` with `options`.
  package static func fuzz(_ options: FuzzOptions) -> Command { FuzzCommand.command(options) }
}

/// `navfuzz [fuzz]`: fuzz the app; the default when no command word is given.
struct FuzzCommand: CommandDeclaration {
  static let name = CommandName("fuzz")
  static let usage = "navfuzz [fuzz] [OPTIONS]"
  static let abstract = "fuzz the app (the default command)"
  static let discussion = """
    Fuzz the app and print the answer first: the mitigation to adopt, a row per mitigation by
    input class, why each FAIL fails, each finding once (--verbose: the whole report). Each
    distinct finding is minimised and written to --out once its file replays to it.
    """
  static let epilogue: String? = """
    \(Usage.durations)

    Exit status: 1 if a mitigation other than the control 'none' had a finding (with an
    explicit --mitigation: if any listed mitigation had one).
    """
  static let defaults = FuzzOptions()

  static let options: [CommandOption<FuzzOptions>] =
    [
      .option(
        "--seed", value: "N", help: "64-bit seed; run K uses a seed derived from (N, K)",
        default: "random, printed on the first line"
      ) { $0.seed = try $1.seed() },
      .option("--runs", value: "N", help: "how many runs per mitigation", default: "10000") {
        $0.budget = .runs(try $1.count(in: 1...Int.max))
      },
      .option(
        "--time", value: "D",
        help: "how long to fuzz instead of a run count (wall clock, e.g. 30s)"
      ) { $0.budget = .time(try $1.duration(positive: true)) },
      .option(
        "--fingers", value: "N",
        help: "how many fingers may touch at once, 1 to 4; with 1 touches never overlap and "
          + "each finger waits refractory",
        default: "1"
      ) { $0.fingers = try $1.count(in: 1...4) },
      .option(
        "--throttle", value: "D",
        help: "more time between two user inputs, on top of a finger's refractory pause",
        default: "0"
      ) { $0.throttle = try $1.duration() },
      .option(
        "--strategy", value: "S",
        help: "coverage (runs fork from saved states that reached new states), timed (inputs "
          + "near transition boundaries), uniform (random delays, a monkey-like baseline), swarm "
          + "(a random subset of input kinds per run)",
        default: "coverage"
      ) { $0.strategy = try $1.name(FuzzOptions.Strategy.self, kind: "strategy") },
      .option(
        "--jobs", value: "N", help: "worker threads; results do not depend on it",
        default: "cores"
      ) { $0.jobs = try $1.count(in: 1...Int.max) },
      CommandOption(
        names: ["--out"], value: "DIR", help: "where minimised findings are written",
        defaultValue: "navfuzz-out",
        apply: { options, value in options.outputDirectory = value.text },
        path: PathDeclaration(.outputFolder, \.outputDirectory)),
      .option(
        "--run", value: "K",
        help: "replay only run K of the campaign: its scenario and timeline (needs --seed)"
      ) { $0.run = try $1.count(in: 0...Int.max) },
      .option(
        "--shard", value: "I/N",
        help: "fuzz only shard I of N (0 <= I < N) of the runs and print its JSON document for "
          + "'navfuzz merge'; TEST_SHARD_INDEX and TEST_TOTAL_SHARDS, when both are set, "
          + "give the shard too",
        default: "no sharding"
      ) { options, value throws(UsageError) in
        guard let shard = Shard(value.text) else {
          throw value.invalid(expected: "I/N with 0 <= I < N")
        }
        options.shard = shard
      },
      .file(
        "--sarif", help: "also write the minimised findings as SARIF 2.1.0", role: .output,
        at: \.sarifFile),
      .flag(
        "--verbose",
        help: "the whole report: the matrix of runs per kind, every verdict with its counts, "
          + "coverage, every finding with its scenario (the default is the first screen: the "
          + "answer, a row per mitigation, why, the findings once each)"
      ) { $0.verbose = true },
    ] + AppOptions.group.in(\FuzzOptions.app)

  static func validate(_ options: inout FuzzOptions, given: GivenArguments) throws(UsageError) {
    if given.contains("--runs"), given.contains("--time") {
      throw .conflict("--runs and --time cannot be used together", command: name)
    }
    if options.shard != nil, options.run != nil || given.contains("--time") {
      throw .conflict("--shard takes a slice of --runs; not with --run or --time", command: name)
    }
    if options.shard != nil, options.seed == nil {
      throw .conflict(
        "--shard needs --seed: every shard must fuzz the same campaign", command: name)
    }
    if options.shard != nil, options.app.profiles.count > 1 {
      throw .conflict("--shard takes one profile: shard each profile's campaign", command: name)
    }
    if options.run != nil, options.seed == nil {
      throw .conflict(
        "--run needs --seed: a run is known by the campaign's seed and its number", command: name)
    }
  }

  static func run(
    _ options: FuzzOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.fuzz(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz [fuzz]`.
package struct FuzzOptions: Hashable, Sendable {
  /// How inputs are placed in time (`--strategy`): the fuzzer's own ``NavSim/Strategy``.
  package typealias Strategy = NavSimSearch.Strategy

  /// How long a campaign lasts.
  package enum Budget: Hashable, Sendable {
    /// `--runs N`: this many runs per mitigation.
    case runs(Int)
    /// `--time D`: this much wall-clock time (microseconds, held as a duration value).
    case time(VirtualDuration)
  }

  /// Runs per mitigation when neither `--runs` nor `--time` is given; also the runs of each
  /// search behind `explain`'s words, so that they are `fuzz`'s.
  package static let defaultRuns = 10_000

  /// `--seed N`; `nil` means the caller picks a random seed and prints it.
  package var seed: UInt64? = nil
  /// `--runs N` or `--time D`; 10 000 runs by default.
  package var budget: Budget = .runs(FuzzOptions.defaultRuns)
  /// `--throttle D`: more time between two user inputs, on top of `refractory`.
  package var throttle: VirtualDuration = .zero
  /// `--fingers N`: how many fingers may touch at once (docs/MODEL.md §10; default one).
  package var fingers = 1
  /// `--strategy`.
  package var strategy: Strategy = .coverage
  /// `--jobs N`; `nil` means one per core.
  package var jobs: Int? = nil
  /// `--out DIR`: where minimised findings are written.
  package var outputDirectory = "navfuzz-out"
  /// `--run K`: replay only run K of the campaign (requires `--seed`).
  package var run: Int? = nil
  /// `--shard I/N`: fuzz only shard I of N and print its JSON document.
  package var shard: Shard? = nil
  /// `--sarif FILE`: also write the findings as SARIF 2.1.0.
  package var sarifFile: String? = nil
  /// `--verbose`: the whole report instead of the first screen.
  package var verbose = false
  /// The options shared with `explore`.
  package var app = AppOptions()

  /// Creates the defaults of CLI.md.
  package init(
    seed: UInt64? = nil, budget: Budget = .runs(10_000), throttle: VirtualDuration = .zero,
    strategy: Strategy = .coverage, jobs: Int? = nil, outputDirectory: String = "navfuzz-out",
    run: Int? = nil, app: AppOptions = AppOptions()
  ) {
    self.seed = seed
    self.budget = budget
    self.throttle = throttle
    self.strategy = strategy
    self.jobs = jobs
    self.outputDirectory = outputDirectory
    self.run = run
    self.app = app
  }
}
