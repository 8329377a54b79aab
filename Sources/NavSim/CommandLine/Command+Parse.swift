extension Command {
  /// Reads a command line, without the program name, into a ``Command``.
  ///
  /// A pure function: it reads no file and no environment, so tests call it directly.
  /// Without a command word the command is `fuzz` (`navfuzz --seed 42`). `-h` or `--help`
  /// anywhere before `--` asks for the command's help. An option given twice keeps its last
  /// value, except `--set`, whose values add up.
  ///
  /// ```swift
  /// try Command.parse(["run", "a.nav", "--trace=a.json"])
  /// // .run(RunOptions(files: ["a.nav"], traceFile: "a.json"))
  /// ```
  ///
  /// - Parameter arguments: the arguments after the program name.
  /// - Returns: the command and its options, defaults filled in.
  /// - Throws: a ``UsageError`` naming the offending argument.
  package static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .fuzz(FuzzOptions()) }
    let rest = arguments.dropFirst()
    switch first {
    case "--version":
      if let extra = rest.first { throw .unexpectedArgument(extra, command: nil) }
      return .version
    case "-h", "--help":
      if rest.isEmpty { return .help(nil) }
      if rest.count == 1, let name = rest.first, CommandName(rawValue: name) != nil {
        return .help(name)
      }
      return try parseFuzz(arguments)
    case "help":
      return try parseHelp(rest)
    default:
      break
    }
    if let name = CommandName(rawValue: first) {
      if ArgumentReader.asksForHelp(rest) { return .help(name.rawValue) }
      switch name {
      case .fuzz: return try parseFuzz(rest)
      case .run: return try parseRun(rest)
      case .check: return try parseCheck(rest)
      case .shrink: return try parseShrink(rest)
      case .explore: return try parseExplore(rest)
      case .bench: return try parseBench(rest)
      case .compare: return try parseCompare(rest)
      case .help: return try parseHelp(rest)
      }
    }
    if ArgumentReader.looksLikeOption(first) { return try parseFuzz(arguments) }
    throw .unknownCommand(first, suggestion: commandSuggestion(for: first))
  }

  /// What to suggest for an unknown first word: a close command name, or `navfuzz run FILE`
  /// for a scenario file given without its command.
  private static func commandSuggestion(for word: String) -> String? {
    if word.hasSuffix(".nav") { return "navfuzz run \(word)" }
    return ArgumentReader.suggestion(for: word, among: CommandName.allCases.map(\.rawValue))
  }

  private static func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    guard let word = arguments.first else { return .help(nil) }
    if word == "-h" || word == "--help" { return .help(CommandName.help.rawValue) }
    guard CommandName(rawValue: word) != nil else {
      throw .unknownCommand(word, suggestion: commandSuggestion(for: word))
    }
    if let extra = arguments.dropFirst().first {
      throw .unexpectedArgument(extra, command: .help)
    }
    return .help(word)
  }

  private static func parseFuzz(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.fuzz
    if ArgumentReader.asksForHelp(arguments) { return .help(command.rawValue) }
    var options = FuzzOptions()
    var runs: Int? = nil
    var time: VirtualDuration? = nil
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      if try options.app.apply(token, profileList: false, command: command) { continue }
      switch token {
      case .option("--seed", let value):
        options.seed = try seed(value, option: "--seed", command: command)
      case .option("--runs", let value):
        runs = try count(value, option: "--runs", in: 1...Int.max, command: command)
      case .option("--time", let value):
        time = try duration(value, option: "--time", positive: true, command: command)
      case .option("--throttle", let value):
        options.throttle = try duration(value, option: "--throttle", command: command)
      case .option("--strategy", let value):
        options.strategy = try name(
          value, as: FuzzOptions.Strategy.self, kind: "strategy", option: "--strategy",
          command: command)
      case .option("--jobs", let value):
        options.jobs = try count(value, option: "--jobs", in: 1...Int.max, command: command)
      case .option("--out", let value):
        options.outputDirectory = value
      case .option("--run", let value):
        options.run = try count(value, option: "--run", in: 0...Int.max, command: command)
      default:
        throw unhandled(token, command: command)
      }
    }
    switch (runs, time) {
    case (.some, .some):
      throw .conflict("--runs and --time cannot be used together", command: command)
    case (.some(let runs), nil): options.budget = .runs(runs)
    case (nil, .some(let time)): options.budget = .time(time)
    case (nil, nil): break
    }
    if options.run != nil, options.seed == nil {
      throw .conflict(
        "--run needs --seed: a run is known by the campaign's seed and its number",
        command: command)
    }
    return .fuzz(options)
  }

  private static func parseExplore(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.explore
    var options = ExploreOptions()
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      if try options.app.apply(token, profileList: true, command: command) { continue }
      switch token {
      case .option("--depth", let value):
        options.depth = try count(value, option: "--depth", in: 0...Int.max, command: command)
      case .option("--horizon", let value):
        options.horizon = try duration(
          value, option: "--horizon", positive: true, command: command)
        // The explorer plans every frame of the horizon: keep it to a size that fits memory.
        guard options.horizon <= ExploreOptions.maximumHorizon else {
          throw .invalidValue(
            option: "--horizon", value: value,
            expected: "a duration of at most \(ExploreOptions.maximumHorizon)", command: command)
        }
      case .option("--max-states", let value):
        options.maxStates = try count(
          value, option: "--max-states", in: 1...Int.max, command: command)
      case .option("--max-memory", let value):
        guard let bytes = ByteSize.parse(value), bytes > 0 else {
          throw .invalidValue(
            option: "--max-memory", value: value, expected: "a size such as 512M or 2G",
            command: command)
        }
        options.maxMemory = bytes
      case .option("--kind", let value):
        options.kind = try name(
          value, as: FindingKind.self, kind: "finding kind", option: "--kind",
          allowed: FindingKind.allCases.filter { !$0.isInformational }, command: command)
      default:
        throw unhandled(token, command: command)
      }
    }
    return .explore(options)
  }

  private static func parseRun(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.run
    var options = RunOptions(files: [])
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      switch token {
      case .positional(let file): options.files.append(file)
      case .flag("--json"): options.json = true
      case .option("--trace", let file): options.traceFile = file
      case .option("--tie-break", let value):
        options.tieBreakSeed = try seed(value, option: "--tie-break", command: command)
      default: throw unhandled(token, command: command)
      }
    }
    guard !options.files.isEmpty else {
      throw .missingArgument("at least one FILE", command: command)
    }
    return .run(options)
  }

  private static func parseCheck(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.check
    var options = CheckOptions(paths: [])
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      switch token {
      case .positional(let path): options.paths.append(path)
      case .flag("--json"): options.json = true
      case .option("--junit", let file): options.junitFile = file
      default: throw unhandled(token, command: command)
      }
    }
    guard !options.paths.isEmpty else {
      throw .missingArgument("at least one PATH", command: command)
    }
    return .check(options)
  }

  private static func parseShrink(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.shrink
    var file: String? = nil
    var output: String? = nil
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      switch token {
      case .positional(let path):
        if file != nil { throw .unexpectedArgument(path, command: command) }
        file = path
      case .option("-o", let path), .option("--output", let path):
        // `-o -` is the conventional spelling of stdout.
        output = path == "-" ? nil : path
      default: throw unhandled(token, command: command)
      }
    }
    guard let file else { throw .missingArgument("a FILE", command: command) }
    return .shrink(ShrinkOptions(file: file, outputFile: output))
  }

  private static func parseBench(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.bench
    var options = BenchOptions()
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      switch token {
      case .positional(let filter):
        if options.filter != nil { throw .unexpectedArgument(filter, command: command) }
        options.filter = filter
      case .flag("--quick"): options.quick = true
      case .flag("--json"): options.json = true
      default: throw unhandled(token, command: command)
      }
    }
    return .bench(options)
  }

  private static func parseCompare(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let command = CommandName.compare
    var options = CompareOptions()
    var reader = ArgumentReader(arguments, command: command)
    while let token = try reader.next() {
      switch token {
      case .option("--profile", let value):
        guard let profile = Profile.named(value) else {
          throw .unknownName(
            value, kind: "profile", option: "--profile", allowed: Profile.all.map(\.name),
            command: command)
        }
        options.profile = profile
      case .option("--depth", let value):
        guard let depth = Int(value), (1...5).contains(depth) else {
          throw .invalidValue(
            option: "--depth", value: value, expected: "a whole number from 1 to 5",
            command: command)
        }
        options.depth = depth
      default: throw unhandled(token, command: command)
      }
    }
    return .compare(options)
  }

  /// The error for a token the command's loop does not handle: a positional argument the
  /// command does not take, or (a table mistake) an option the reader let through.
  private static func unhandled(_ token: ArgumentReader.Token, command: CommandName)
    -> UsageError
  {
    switch token {
    case .positional(let argument): .unexpectedArgument(argument, command: command)
    case .flag(let name), .option(let name, _):
      .unknownOption(name, suggestion: nil, command: command)
    }
  }
}

extension AppOptions {
  /// Applies `token` if it is one of the shared app options.
  ///
  /// - Parameters:
  ///   - token: the argument read.
  ///   - profileList: whether `--profile` takes a list (`explore`) or one name (`fuzz`).
  ///   - command: the command, for messages.
  /// - Returns: `false` if the token is not an app option.
  mutating func apply(
    _ token: ArgumentReader.Token, profileList: Bool, command: CommandName
  ) throws(UsageError) -> Bool {
    switch token {
    case .flag("--progress"): progress = true
    case .flag("--json"): json = true
    case .option("--mitigation", let value):
      mitigations = try Self.mitigationChoice(value, command: command)
    case .option("--profile", let value):
      let names = try Command.list(value, option: "--profile", of: "profiles", command: command)
      guard profileList || names.count == 1 else {
        throw .invalidValue(
          option: "--profile", value: value, expected: "one profile (lists are for explore)",
          command: command)
      }
      var chosen: [Profile] = []
      for name in names {
        guard let profile = Profile.named(name) else {
          throw .unknownName(
            name, kind: "profile", option: "--profile", allowed: Profile.all.map(\.name),
            command: command)
        }
        if !chosen.contains(profile) { chosen.append(profile) }
      }
      profiles = chosen
    case .option("--set", let value):
      overrides += try Self.overrides(value, command: command)
    case .option("--device", let value):
      device = try Command.name(
        value, as: Device.self, kind: "device", option: "--device", command: command)
    case .option("--orientation", let value):
      orientation = try Command.name(
        value, as: Orientation.self, kind: "orientation", option: "--orientation",
        command: command)
    case .option("--container", let value):
      container = try Command.name(
        value, as: Container.self, kind: "container", option: "--container", command: command)
    case .option("--back-button", let value):
      backButton = try Command.name(
        value, as: BackButtonStyle.self, kind: "back-button style", option: "--back-button",
        command: command)
    case .option("--app", let file):
      appFile = file
    case .option("--app-events", let value):
      switch value {
      case "on": appEvents = true
      case "off": appEvents = false
      default:
        throw .invalidValue(
          option: "--app-events", value: value, expected: "on or off", command: command)
      }
    default:
      return false
    }
    return true
  }

  /// Parses `--mitigation`: `all` alone, or a list of MODEL.md §6 names (repeats dropped).
  static func mitigationChoice(_ value: String, command: CommandName) throws(UsageError)
    -> MitigationChoice
  {
    let names = try Command.list(
      value, option: "--mitigation", of: "mitigations", command: command)
    if names == ["all"] { return .all }
    var list: [Mitigation] = []
    for name in names {
      if name == "all" {
        throw .invalidValue(
          option: "--mitigation", value: value,
          expected: "a comma-separated list of mitigations, or all alone", command: command)
      }
      let mitigation = try Command.name(
        name, as: Mitigation.self, kind: "mitigation", option: "--mitigation",
        command: command)
      if !list.contains(mitigation) { list.append(mitigation) }
    }
    return .list(list)
  }

  /// Parses one `--set` value: `NAME=VALUE`, or several separated by commas.
  static func overrides(_ value: String, command: CommandName) throws(UsageError)
    -> [ProfileOverride]
  {
    var result: [ProfileOverride] = []
    for item in try Command.list(value, option: "--set", of: "NAME=VALUE", command: command) {
      guard let equals = item.firstIndex(of: "=") else {
        throw .invalidValue(option: "--set", value: item, expected: "NAME=VALUE", command: command)
      }
      let name = String(item[..<equals])
      let text = String(item[item.index(after: equals)...])
      guard Profile.settingNames.contains(name) else {
        throw .unknownName(
          name, kind: "setting", option: "--set", allowed: Profile.settingNames,
          command: command)
      }
      let option = "--set \(name)"
      let number: Int64
      if name == "fps" {
        number = Int64(try Command.count(text, option: option, in: 1...1000, command: command))
      } else {
        number = try Command.duration(text, option: option, command: command).microseconds
      }
      // Catches any range the profile enforces beyond the checks above.
      var probe = Profile.ios17
      guard probe.setting(name, to: number) else {
        throw .invalidValue(
          option: option, value: text, expected: "a value in range", command: command)
      }
      result.append(ProfileOverride(name: name, value: number))
    }
    return result
  }
}
