import NavSim

/// The one table of the options that change what a campaign's runs are: every command a report
/// prints (`--run K` hints, `# found by` lines) carries these, as given, so that it replays the
/// run it names. An option of `fuzz` that is not here is in ``FuzzOptions/notReplayed``, and a
/// test fails when an option is in neither.
enum ReplayedOption {
  /// An option with the words it adds to a replay command, for a campaign under `profile`.
  struct Entry: Sendable {
    /// The option's long name.
    var name: String
    /// Its words (none when it was left at its default).
    var words: @Sendable (FuzzOptions, Profile) -> [String]
  }

  /// The options that change a run, in the order a replay command writes them.
  static let table: [Entry] = [
    Entry(name: "--profile") { options, profile in
      options.app.profiles.isEmpty ? [] : ["--profile", profile.name]
    },
    Entry(name: "--set") { options, _ in
      options.app.overrides.flatMap { ["--set", $0.description] }
    },
    Entry(name: "--device") { options, _ in
      options.app.device.map { ["--device", $0.rawValue] } ?? []
    },
    Entry(name: "--orientation") { options, _ in
      options.app.orientation.map { ["--orientation", $0.rawValue] } ?? []
    },
    Entry(name: "--container") { options, _ in
      options.app.container.map { ["--container", $0.rawValue] } ?? []
    },
    Entry(name: "--back-button") { options, _ in
      options.app.backButton.map { ["--back-button", $0.rawValue] } ?? []
    },
    Entry(name: "--app") { options, _ in options.app.appFile.map { ["--app", $0] } ?? [] },
    Entry(name: "--app-events") { options, _ in
      // `on` given with an app file overrides its `app-inputs:` line: the replay says so too.
      guard options.app.appEvents else { return ["--app-events", "off"] }
      return options.app.appEventsGiven && options.app.appFile != nil ? ["--app-events", "on"] : []
    },
    Entry(name: "--fingers") { options, _ in
      options.fingers == 1 ? [] : ["--fingers", String(options.fingers)]
    },
    Entry(name: "--throttle") { options, _ in
      options.throttle.microseconds == 0 ? [] : ["--throttle", options.throttle.description]
    },
    Entry(name: "--strategy") { options, _ in
      options.strategy == .coverage ? [] : ["--strategy", options.strategy.rawValue]
    },
  ]
}

extension FuzzOptions {
  /// The options of `fuzz` that a replay command leaves out, each with why: output, speed, or
  /// written by the command itself (`--seed`, `--run`, `--mitigation`).
  static let notReplayed: [(name: String, why: String)] = [
    ("--seed", "written first, resolved when random"),
    ("--run", "the run the command names"),
    ("--mitigation", "the mitigation the command names"),
    ("--runs", "run K does not depend on how many runs follow it"),
    ("--time", "run K does not depend on how many runs follow it"),
    ("--jobs", "results do not depend on it"),
    ("--shard", "a shard's runs are the unsharded campaign's"),
    ("--out", "output"), ("--sarif", "output"), ("--html", "output"), ("--json", "output"),
    ("--progress", "output"), ("--verbose", "output"),
  ]

  /// The arguments after `--seed N` that make the runs of this campaign under `profile`
  /// (``ReplayedOption/table``).
  func replayArguments(profile: Profile) -> [String] {
    ReplayedOption.table.flatMap { $0.words(self, profile) }
  }
}
