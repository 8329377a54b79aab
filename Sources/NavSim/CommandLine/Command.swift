/// What one invocation of `navfuzz` asks for (CLI.md), as ``Command/parse(_:)`` reads it.
///
/// ```swift
/// let command = try Command.parse(["--seed", "42", "--mitigation", "gesture-mask"])
/// // .fuzz(FuzzOptions(seed: 42, app: AppOptions(mitigations: .list([.gestureMask]))))
/// ```
package enum Command: Hashable, Sendable {
  /// Fuzz the app; the default when no command word is given.
  case fuzz(FuzzOptions)
  /// Replay scenario files and print their timelines and findings.
  case run(RunOptions)
  /// Replay every `.nav` file under some paths against its `expect:` lines.
  case check(CheckOptions)
  /// Minimise a failing scenario, keeping its finding.
  case shrink(ShrinkOptions)
  /// Bounded exhaustive search for the shortest counterexample.
  case explore(ExploreOptions)
  /// Fixed workloads and their throughput.
  case bench(BenchOptions)
  /// `navfuzz compare`: the back-button comparison table.
  case compare(CompareOptions)
  /// Print the overview (`nil`) or the help of the named command; the name is always one of
  /// ``CommandName``'s raw values.
  case help(String?)
  /// Print `navfuzz 0.1.0`.
  case version

  /// The command's name (`help` for both ``help(_:)`` and ``version``).
  package var name: CommandName {
    switch self {
    case .fuzz: .fuzz
    case .run: .run
    case .check: .check
    case .shrink: .shrink
    case .explore: .explore
    case .bench: .bench
    case .compare: .compare
    case .help, .version: .help
    }
  }
}

/// The command words `navfuzz` understands, in the order of CLI.md.
package enum CommandName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case fuzz, run, check, shrink, explore, bench, compare, help

  package var description: String { rawValue }
}

/// Options shared by the commands that build an app configuration themselves (`fuzz`,
/// `explore`).
///
/// A value left `nil` (or empty) was not given: it then comes from the `--app` file's header,
/// or from the scenario defaults of SCENARIOS.md. ``configurations(from:)`` does that merge.
package struct AppOptions: Hashable, Sendable {
  /// Which mitigations to compare: the whole matrix of MODEL.md §6, or an explicit list.
  package enum MitigationChoice: Hashable, Sendable {
    /// `all` (the default): ``Mitigation/matrix``, with `none` as the control.
    case all
    /// An explicit list, in the order given, without repeats.
    case list([Mitigation])

    /// The mitigations to run, in order.
    package var mitigations: [Mitigation] {
      switch self {
      case .all: Mitigation.matrix
      case .list(let list): list
      }
    }
  }

  /// One `--set NAME=VALUE` profile override.
  package struct ProfileOverride: Hashable, Sendable, CustomStringConvertible {
    /// One of ``Profile/settingNames``.
    package var name: String
    /// Microseconds for a duration, frames per second for `fps`.
    package var value: Int64

    /// Creates an override.
    package init(name: String, value: Int64) {
      self.name = name
      self.value = value
    }

    /// `NAME=VALUE` as a user would write it (`stateLag=1000ms`, `fps=120`).
    package var description: String {
      name == "fps" ? "\(name)=\(value)" : "\(name)=\(VirtualDuration(microseconds: value))"
    }
  }

  /// `--profile`: the profiles to use, in order; empty when not given. `fuzz` holds at most
  /// one; `explore` compares a list. Overrides are not applied here.
  package var profiles: [Profile] = []
  /// `--set`, in the order given; a later value for the same name wins.
  package var overrides: [ProfileOverride] = []
  /// `--device`.
  package var device: Device? = nil
  /// `--orientation`.
  package var orientation: Orientation? = nil
  /// `--container`.
  package var container: Container? = nil
  /// `--back-button`.
  package var backButton: BackButtonStyle? = nil
  /// `--app FILE`: take the app (screens, header) from a scenario file.
  package var appFile: String? = nil
  /// `--mitigation`.
  package var mitigations: MitigationChoice = .all
  /// `--app-events on|off`: whether app-driven inputs are in the input mix.
  package var appEvents = true
  /// `--progress`: a progress line on stderr even when stderr is not a terminal.
  package var progress = false
  /// `--json`: one JSON document on stdout instead of the human output.
  package var json = false

  /// Creates the defaults of CLI.md.
  package init(
    profiles: [Profile] = [], overrides: [ProfileOverride] = [], device: Device? = nil,
    orientation: Orientation? = nil, container: Container? = nil,
    backButton: BackButtonStyle? = nil, appFile: String? = nil,
    mitigations: MitigationChoice = .all, appEvents: Bool = true, progress: Bool = false,
    json: Bool = false
  ) {
    self.profiles = profiles
    self.overrides = overrides
    self.device = device
    self.orientation = orientation
    self.container = container
    self.backButton = backButton
    self.appFile = appFile
    self.mitigations = mitigations
    self.appEvents = appEvents
    self.progress = progress
    self.json = json
  }

  /// The configurations these options describe, one per profile, on top of `base` (the
  /// `--app` file's configuration, or `Configuration()`).
  ///
  /// A given `--profile` replaces the base profile, `set:` values of the file included; the
  /// `--set` overrides then apply to every profile. Mitigations are left as in `base`: the
  /// caller runs each of ``mitigations`` in turn.
  ///
  /// - Parameter base: the configuration to start from.
  /// - Returns: at least one configuration, in `--profile` order.
  package func configurations(from base: Configuration) -> [Configuration] {
    let chosen = profiles.isEmpty ? [base.profile] : profiles
    return chosen.map { profile in
      var configuration = base
      configuration.profile = profile
      for override in overrides {
        // Values were range-checked while parsing, so this cannot fail.
        _ = configuration.profile.setting(override.name, to: override.value)
      }
      if let device { configuration.device = device }
      if let orientation { configuration.orientation = orientation }
      if let container { configuration.container = container }
      if let backButton { configuration.backButton = backButton }
      return configuration
    }
  }
}

/// Options of `navfuzz [fuzz]`.
package struct FuzzOptions: Hashable, Sendable {
  /// How inputs are placed in time (`--strategy`): the fuzzer's own ``NavSim/Strategy``.
  package typealias Strategy = NavSim.Strategy

  /// How long a campaign lasts.
  package enum Budget: Hashable, Sendable {
    /// `--runs N`: this many runs per mitigation.
    case runs(Int)
    /// `--time D`: this much wall-clock time (microseconds, held as a duration value).
    case time(VirtualDuration)
  }

  /// `--seed N`; `nil` means the caller picks a random seed and prints it.
  package var seed: UInt64? = nil
  /// `--runs N` or `--time D`; 10 000 runs by default.
  package var budget: Budget = .runs(10_000)
  /// `--throttle D`: the least time between two user inputs.
  package var throttle: VirtualDuration = .zero
  /// `--strategy`.
  package var strategy: Strategy = .timed
  /// `--jobs N`; `nil` means one per core.
  package var jobs: Int? = nil
  /// `--out DIR`: where minimised findings are written.
  package var outputDirectory = "navfuzz-out"
  /// `--run K`: replay only run K of the campaign (requires `--seed`).
  package var run: Int? = nil
  /// The options shared with `explore`.
  package var app = AppOptions()

  /// Creates the defaults of CLI.md.
  package init(
    seed: UInt64? = nil, budget: Budget = .runs(10_000), throttle: VirtualDuration = .zero,
    strategy: Strategy = .timed, jobs: Int? = nil, outputDirectory: String = "navfuzz-out",
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

/// Options of `navfuzz run`.
package struct RunOptions: Hashable, Sendable {
  /// The scenario files, in the order given (at least one).
  package var files: [String]
  /// `--json`.
  package var json = false
  /// `--trace FILE`: write the run as Chrome trace-event JSON.
  package var traceFile: String? = nil
  /// `--tie-break SEED`: a seeded order for same-instant events.
  package var tieBreakSeed: UInt64? = nil

  /// Creates run options.
  package init(
    files: [String], json: Bool = false, traceFile: String? = nil, tieBreakSeed: UInt64? = nil
  ) {
    self.files = files
    self.json = json
    self.traceFile = traceFile
    self.tieBreakSeed = tieBreakSeed
  }
}

/// Options of `navfuzz check`.
package struct CheckOptions: Hashable, Sendable {
  /// Files or folders, in the order given (at least one).
  package var paths: [String]
  /// `--junit FILE`: also write JUnit XML.
  package var junitFile: String? = nil
  /// `--json`.
  package var json = false

  /// Creates check options.
  package init(paths: [String], junitFile: String? = nil, json: Bool = false) {
    self.paths = paths
    self.junitFile = junitFile
    self.json = json
  }
}

/// Options of `navfuzz shrink`.
package struct ShrinkOptions: Hashable, Sendable {
  /// The scenario to minimise.
  package var file: String
  /// `-o FILE`; `nil` writes to stdout.
  package var outputFile: String? = nil

  /// Creates shrink options.
  package init(file: String, outputFile: String? = nil) {
    self.file = file
    self.outputFile = outputFile
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

/// Options of `navfuzz bench`.
package struct BenchOptions: Hashable, Sendable {
  /// `--quick`: a short run (for smoke tests), figures less precise.
  package var quick = false
  /// `--json`.
  package var json = false
  /// An optional workload filter: only workloads whose name contains it run.
  package var filter: String? = nil

  /// Creates the defaults of CLI.md.
  package init(quick: Bool = false, json: Bool = false, filter: String? = nil) {
    self.quick = quick
    self.json = json
    self.filter = filter
  }
}

/// Options of `navfuzz compare`.
package struct CompareOptions: Hashable, Sendable {
  /// `--profile`: the profile the comparison runs under (`ios17` by default).
  package var profile: Profile = .ios17
  /// `--depth`: how many user inputs each searched sequence holds at most.
  package var depth = 3

  /// Creates the defaults.
  package init(profile: Profile = .ios17, depth: Int = 3) {
    self.profile = profile
    self.depth = depth
  }
}
