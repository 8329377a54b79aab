import NavSim

extension CommandName {
  /// `navfuzz bench`.
  package static let bench = BenchCommand.name
}

extension Command {
  /// `navfuzz bench` with `options`.
  package static func bench(_ options: BenchOptions) -> Command { BenchCommand.command(options) }
}

/// `navfuzz bench [WORKLOAD]`: fixed workloads and their throughput.
struct BenchCommand: CommandDeclaration {
  static let name = CommandName("bench")
  static let usage = "navfuzz bench [OPTIONS] [WORKLOAD]"
  static let listing = "navfuzz bench [OPTIONS]"
  static let abstract = "fixed workloads, throughput figures"
  static let discussion = """
    Run fixed, seeded workloads and print 'NAME VALUE UNIT' lines: simulated events/s, fuzz
    runs/s (one core and all cores; a 20-screen tab app on one core), explore states/s,
    shrink time, runs to the first lockup per search strategy, lines of Swift scan reads per
    second, the default command's CPU against its fuzz loop's, peak memory. WORKLOAD (sim,
    fuzz, fuzz-tab, shrink, search, search-deep, scan, command, explore) runs only the
    workloads whose name contains it.
    """
  static let defaults = BenchOptions()

  static let options: [CommandOption<BenchOptions>] = [
    .flag("--quick", help: "a short run, for smoke tests (figures less precise)") {
      $0.quick = true
    },
    .flag("--json", help: "one JSON document on stdout instead of the lines") { $0.json = true },
  ]

  static func positional(
    _ argument: String, index: Int, into options: inout BenchOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    // A filter that selects nothing would measure nothing and still succeed.
    guard workloads.contains(where: { $0.contains(argument) }) else {
      throw .invalidValue(
        option: "WORKLOAD", value: argument,
        expected: "a workload name or part of one: " + workloads.joined(separator: ", "),
        command: name)
    }
    options.filter = argument
  }

  /// The workloads `bench` runs: the library's and `explore` (added by ``Navfuzz/bench``).
  static let workloads = Bench.workloadNames + ["explore"]

  static func run(
    _ options: BenchOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.bench(options, context: context, stdout: &stdout, stderr: &stderr)
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
