/// The help texts of `navfuzz`, written by hand to mirror CLI.md.
///
/// Every text ends without a newline; the printer adds one. Tests check that each option the
/// parser accepts appears in its command's text, so the two cannot drift apart silently.
enum Usage {
  /// The help printed by `navfuzz help COMMAND` (or the overview for `nil`).
  static func help(for command: CommandName?) -> String {
    switch command {
    case nil: overview
    case .fuzz: fuzz
    case .run: run
    case .check: check
    case .shrink: shrink
    case .explore: explore
    case .bench: bench
    case .compare: compare
    case .help: help
    }
  }

  /// The usage lines of `command` and where its options are described: what a usage error
  /// prints after its message.
  static func synopsis(for command: CommandName?) -> String {
    guard let command else {
      return commandList + "\nRun 'navfuzz help COMMAND' for a command's options."
    }
    let lines = help(for: command).split(separator: "\n", omittingEmptySubsequences: false)
    let usage = lines.prefix { !$0.isEmpty }.joined(separator: "\n")
    return usage + "\nRun 'navfuzz help \(command)' for its options."
  }

  static let commandList = """
    usage: navfuzz [fuzz] [OPTIONS]          fuzz the app (the default command)
           navfuzz run FILE... [OPTIONS]     replay scenario files: timeline and findings
           navfuzz check PATH... [OPTIONS]   check .nav files against their expect lines
           navfuzz shrink FILE [-o FILE]     minimise a failing scenario, keeping its finding
           navfuzz explore [OPTIONS]         bounded exhaustive search: shortest counterexample
           navfuzz bench [OPTIONS]           fixed workloads, throughput figures
           navfuzz compare [OPTIONS]         compare back-button styles on iPhone and iPad
           navfuzz help [COMMAND] | -h | --help | --version
    """

  static let overview = """
    navfuzz \(Navfuzz.version): find iOS navigation lockups by simulating them on virtual time.

    \(commandList)

    Run 'navfuzz help COMMAND' (or 'navfuzz COMMAND --help') for a command's options.

    Results go to stdout, progress and errors to stderr. stdout is deterministic: the same
    arguments (without --time) give the same bytes on any machine and for any --jobs.

    exit status:
      0    no finding; every expectation met
      1    a finding, or an expectation not met
      64   usage error
      65   a scenario file has errors
      66   an input file or folder cannot be opened
      70   internal error (a bug in navfuzz)
      73   an output file cannot be created
      74   standard output (or an output) cannot be written
      130  interrupted (Ctrl-C); the summary so far and the seed are printed
      143  stopped by SIGTERM, the same way as by Ctrl-C
    """

  static let durations = """
    durations: a number and a unit, us, ms or s; ms and s take decimals (16.7ms, 0.35s, 1s);
    at most 86400s (a day), as in scenario files.
    Options take their value as '--opt VALUE' or '--opt=VALUE'.
    """

  static let appOptions = """
      --mitigation LIST      mitigations to compare, comma-separated, or all (default: all):
                             none, gesture-mask, gesture-mask-counted, guard-presented,
                             guard-coordinator, guard-none, full-screen-cover, back-hidden
      --set NAME=VALUE       override a profile value; repeatable, or comma-separated.
                             NAME: push, pop, present, dismiss, stateLag (durations), fps
                             (e.g. --set stateLag=1s)
      --device D             iphone | ipad (default: iphone)
      --orientation O        portrait | landscape (default: portrait)
      --container C          stack | split (default: stack)
      --back-button B        system | hidden-toolbar | hidden-overlay | clear-tint
                             (default: system)
      --app FILE             take the app (screens, header) from a scenario file; its events
                             are ignored; options given here override its header
                             (default: the seed app, root > detail with a sheet)
      --app-events on|off    include app-driven inputs (deep link, timer) (default: on)
      --progress             a progress line on stderr about once a second, even when stderr
                             is not a terminal
      --json                 one JSON document on stdout instead of the human output
      -h, --help             show this help
    """

  static let fuzz = """
    usage: navfuzz [fuzz] [OPTIONS]

    Fuzz the app and print, per mitigation, how many runs found what; each distinct finding
    is minimised, written to --out and printed with the command that replays it.

    options:
      --seed N               64-bit seed; run K uses a seed derived from (N, K)
                             (default: random, printed on the first line)
      --runs N               how many runs per mitigation (default: 10000)
      --time D               how long to fuzz instead of a run count (wall clock, e.g. 30s)
      --throttle D           the least time between two user inputs (default: 0)
      --strategy S           timed (inputs near transition boundaries), uniform (random
                             delays, a monkey-like baseline), swarm (a random subset of input
                             kinds per run) (default: timed)
      --jobs N               worker threads; results do not depend on it (default: cores)
      --out DIR              where minimised findings are written (default: navfuzz-out)
      --run K                replay only run K of the campaign: its scenario and timeline
                             (needs --seed)
      --profile P            ios17 | ios16 | ios13 | fixed (default: the --app file's, or
                             ios17)
    \(appOptions)

    \(durations)

    Exit status: 1 if a mitigation other than the control 'none' had a finding (with an
    explicit --mitigation: if any listed mitigation had one).
    """

  static let run = """
    usage: navfuzz run FILE... [OPTIONS]

    Replay each scenario file and print a timeline with one lane per actor (input,
    navigation, sheet, mask, window lock), then the findings with the rules that fired.

    options:
      --json                 one JSON document on stdout instead of the human output
      --trace FILE           also write the run as Chrome trace-event JSON (Perfetto,
                             chrome://tracing)
      --tie-break SEED       replay with a seeded order for events at the same instant
      -h, --help             show this help

    Exit status: 1 if a file has a finding or an expectation not met; 65 if a file has
    errors; 66 if a file cannot be opened.
    """

  static let check = """
    usage: navfuzz check PATH... [OPTIONS]

    Replay every .nav file under the given files and folders, in a stable order, against its
    expect: lines. Prints 'PASS path' or 'FAIL path: reason' per file, then 'N passed, N
    failed'.

    options:
      --junit FILE           also write JUnit XML for CI systems
      --json                 one JSON document on stdout instead of the human output
      -h, --help             show this help

    Exit status: 1 if a file failed; 65 if a file has errors; 66 if a path cannot be opened.
    """

  static let shrink = """
    usage: navfuzz shrink FILE [-o FILE]

    Minimise a scenario whose run has a finding: fewer events, then fewer gesture moves, then
    rounder and shorter times, keeping the same finding kind and cause. Writes the canonical
    form.

    options:
      -o, --output FILE      write the result to FILE (atomically) instead of stdout
      -h, --help             show this help
    """

  static let explore = """
    usage: navfuzz explore [OPTIONS]

    Breadth-first search over the model's distinct states, one input per display frame, so
    the first counterexample found is the shortest. Prints per mitigation either 'no finding
    reachable within depth N, horizon D (S distinct states)' or the shortest counterexample
    of each finding kind as a scenario.

    options:
      --depth N              the most user inputs (default: 4)
      --horizon D            the most virtual time, at most 60s (default: 3s)
      --max-states N         stop with a message past this many distinct states
                             (default: 10000000)
      --max-memory SIZE      stop with a message when the search holds more than SIZE,
                             like 512M or 2G; the depths before are fully explored
                             (default: 1G)
      --kind K               search for one finding kind: lockup, corruption, stuck-mask,
                             dead-end, hang (default: every kind)
      --profile LIST         profiles to compare, comma-separated: ios17, ios16, ios13,
                             fixed (default: the --app file's, or ios17)
    \(appOptions)

    \(durations)
    """

  static let bench = """
    usage: navfuzz bench [OPTIONS] [WORKLOAD]

    Run fixed, seeded workloads and print 'NAME VALUE UNIT' lines: simulated events/s, fuzz
    runs/s (one core and all cores), explore states/s, shrink time, peak memory. WORKLOAD
    (sim, fuzz, shrink, explore) runs only the workloads whose name contains it.

    options:
      --quick                a short run, for smoke tests (figures less precise)
      --json                 one JSON document on stdout instead of the lines
      -h, --help             show this help
    """

  static let compare = """
    usage: navfuzz compare [OPTIONS]

    Print, as a Markdown table, how each back-button style fares on iPhone and in an iPad split
    view: whether a lockup is possible, whether swipe-back is kept, whether a dead end is
    possible. Computed by the model: every sequence of up to DEPTH user inputs is run and each
    settled state is judged by the lockup and dead-end oracles. The README's table is this
    command's output.

    options:
      --profile NAME         ios17 (default), ios16, ios13, fixed
      --depth N              most user inputs per sequence, 1 to 5 (default 3)
      -h, --help             show this help
    """

  static let help = """
    usage: navfuzz help [COMMAND]

    Show the overview, or the options of COMMAND: fuzz, run, check, shrink, explore, bench,
    compare.
    'navfuzz COMMAND --help' does the same; 'navfuzz --version' prints the version.

    options:
      -h, --help             show this help
    """
}
