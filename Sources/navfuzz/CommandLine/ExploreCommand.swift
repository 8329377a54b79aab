import NavSim

extension CommandName {
  /// `navfuzz explore`.
  package static let explore = ExploreCommand.name
}

extension Command {
  /// `navfuzz explore` with `options`.
  package static func explore(_ options: ExploreOptions) -> Command {
    ExploreCommand.command(options)
  }
}

/// `navfuzz explore`: bounded exhaustive search for the shortest counterexample.
struct ExploreCommand: CommandDeclaration {
  static let name = CommandName("explore")
  static let usage = "navfuzz explore [OPTIONS]"
  static let abstract = "bounded exhaustive search: shortest counterexample"
  static let discussion = """
    Breadth-first search over the model's distinct states, one input per display frame, so
    the first counterexample found is the shortest. Prints per mitigation either 'no finding
    reachable within depth N, horizon D (S distinct states)' or the shortest counterexample
    of each finding kind as a scenario.
    """
  static let epilogue: String? = Usage.durations
  static let defaults = ExploreOptions()

  /// The finding kinds `--kind` accepts: the informational ones are not searched for.
  static let searchableKinds = FindingKind.allCases.filter { !$0.isInformational }

  /// ``ExploreOptions/maximumHorizon`` in whole seconds, as the help writes it.
  private static let maximumHorizonSeconds = ExploreOptions.maximumHorizon.microseconds / 1_000_000

  static let options: [CommandOption<ExploreOptions>] =
    [
      .option("--depth", value: "N", help: "the most user inputs", default: "4") {
        $0.depth = try $1.count(in: 0...Int.max)
      },
      .option(
        "--fingers", value: "N",
        help: "1: one-finger sequences, each touch after the previous one lifted plus "
          + "refractory; 2: also steps of two touches, the second going down 0-12 frames "
          + "after the first, before its lift plus refractory",
        default: "1"
      ) { $0.fingers = try $1.count(in: 1...2) },
      .option(
        "--horizon", value: "D",
        help: "the most virtual time, at most \(maximumHorizonSeconds)s", default: "3s"
      ) { options, value throws(UsageError) in
        // The explorer plans every frame of the horizon: keep it to a size that fits memory.
        guard let horizon = Command.parseDuration(value.text), horizon > .zero,
          horizon <= ExploreOptions.maximumHorizon
        else {
          throw value.invalid(
            expected: "a duration longer than zero and at most \(maximumHorizonSeconds)s, such "
              + "as 3s or 1500ms")
        }
        options.horizon = horizon
      },
      .option(
        "--max-states", value: "N",
        help: "stop with a message past this many distinct states", default: "10000000"
      ) { $0.maxStates = try $1.count(in: 1...Int.max) },
      .option(
        "--max-memory", value: "SIZE",
        help: "stop with a message when the search holds more than SIZE, like 512M or 2G; the "
          + "depths before are fully explored",
        default: "1G"
      ) { options, value throws(UsageError) in
        guard let bytes = ByteSize.parse(value.text), bytes > 0 else {
          throw value.invalid(expected: "a size such as 512M or 2G")
        }
        options.maxMemory = bytes
      },
      .option(
        "--hand-off", value: "N",
        help: "when --max-states or --max-memory stops the search, fuzz N runs from the states "
          + "of the depth it explored fully, up to --depth (0: none)",
        default: "10000"
      ) { $0.handOffRuns = try $1.count(in: 0...100_000_000) },
      .flag(
        "--no-reduction",
        help: "also make an app path change after a frame of waiting it commutes with (the "
          + "partial-order reduction shows the same change a frame earlier reaches the same "
          + "states)"
      ) { $0.reduction = false },
      .option(
        "--kind", value: "K",
        help: "search for one finding kind: "
          + searchableKinds.map(\.rawValue).joined(separator: ", "),
        default: "every kind"
      ) { $0.kind = try $1.name(FindingKind.self, kind: "finding kind", allowed: searchableKinds) },
      CommandOption(
        names: ["--out"], value: "DIR",
        help: "where each shortest counterexample is written as a scenario file (after it "
          + "replays from its own text)",
        defaultValue: "navfuzz-out/explore",
        apply: { options, value in options.outputDirectory = value.text },
        path: PathDeclaration(.outputFolder, \.outputDirectory)),
    ] + AppOptions.group.in(\ExploreOptions.app)

  static func run(
    _ options: ExploreOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.explore(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz explore`.
package struct ExploreOptions: Hashable, Sendable {
  /// The longest `--horizon` accepted (the explorer plans every frame within it).
  package static let maximumHorizon = VirtualDuration.seconds(60)

  /// `--depth N`: the most user inputs.
  package var depth = 4
  /// `--horizon D`: the most virtual time.
  package var horizon: VirtualDuration = .seconds(3)
  /// `--max-states N`: stop past this many distinct states.
  package var maxStates = 10_000_000
  /// `--max-memory SIZE`: stop when the search's memory passes this many bytes (1 GiB).
  package var maxMemory = ExplorationBounds().maxMemory
  /// `--kind K`: search for this finding kind only; `nil` for every kind.
  package var kind: FindingKind? = nil
  /// `--fingers N`: 1 (one-finger sequences) or 2 (steps of two overlapping touches too).
  package var fingers = 1
  /// `--hand-off N`: the fuzz runs from the frontier when a bound stops the search.
  package var handOffRuns = ExplorationBounds().handOffRuns
  /// `--no-reduction`: every input at every frame, without the partial-order reduction.
  package var reduction = true
  /// `--out DIR`: where the counterexamples are written.
  package var outputDirectory = "navfuzz-out/explore"
  /// The options shared with `fuzz`; `profiles` may hold a list to compare.
  package var app = AppOptions()

  /// Creates the defaults of CLI.md.
  package init(
    depth: Int = 4, horizon: VirtualDuration = .seconds(3), maxStates: Int = 10_000_000,
    kind: FindingKind? = nil, app: AppOptions = AppOptions()
  ) {
    self.depth = depth
    self.horizon = horizon
    self.maxStates = maxStates
    self.kind = kind
    self.app = app
  }
}
