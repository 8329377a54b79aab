import NavSim

extension AppOptions {
  /// The app options as a group a command includes (`fuzz`, `explore`): `--profile`, then
  /// the app, then the output. Declared once here; a command stores them under its `app`.
  ///
  /// ```swift
  /// static let options = own + AppOptions.group.in(\FuzzOptions.app)
  /// ```
  static var group: [CommandOption<AppOptions>] {
    let profile: CommandOption<AppOptions> = .option(
      "--profile", value: "LIST", help: profileHelp + "; one run each, then the matrix",
      default: "the --app file's, or ios17"
    ) { $0.profiles = try profiles($1) }
    return [
      profile,
      .option(
        "--mitigation", value: "LIST",
        help: "mitigations to compare, comma-separated, or all: "
          + Mitigation.allCases.map(\.rawValue).joined(separator: ", "),
        default: "all"
      ) { $0.mitigations = try mitigationChoice($1.text, command: $1.command) },
      .option(
        "--set", value: "NAME=VALUE",
        help: "override a profile value; repeatable, or comma-separated (e.g. --set "
          + "stateLag=1s).\ndurations: "
          + Profile.settingNames.filter(Profile.isDuration).joined(separator: ", ")
          + ".\nnumbers (points, pt/s, thousandths, 0/1 for a choice; docs/MODEL.md §7, §13): "
          + Profile.settingNames.filter { !Profile.isDuration($0) }.joined(separator: ", ")
      ) { $0.overrides += try overrides($1.text, command: $1.command) },
      .option("--device", value: "D", help: choices(Device.self), default: "iphone") {
        $0.device = try $1.name(Device.self, kind: "device")
      },
      .option(
        "--orientation", value: "O", help: choices(Orientation.self), default: "portrait"
      ) { $0.orientation = try $1.name(Orientation.self, kind: "orientation") },
      .option("--container", value: "C", help: choices(Container.self), default: "stack") {
        $0.container = try $1.name(Container.self, kind: "container")
      },
      .option(
        "--back-button", value: "B", help: choices(BackButtonStyle.self), default: "system"
      ) { $0.backButton = try $1.name(BackButtonStyle.self, kind: "back-button style") },
      .file(
        "--app",
        help: "take the app (screens, header) from a scenario file; its events are ignored; "
          + "options given here override its header",
        default: "the seed app, root > detail with a sheet", role: .input, at: \.appFile),
      .option(
        "--app-events", value: "on|off",
        help: "include app-driven inputs (deep link, timer)",
        default: "on, or those of the --app file's app-inputs: line"
      ) { options, value throws(UsageError) in
        options.appEventsGiven = true
        switch value.text {
        case "on": options.appEvents = true
        case "off": options.appEvents = false
        default: throw value.invalid(expected: "on or off")
        }
      },
      .flag(
        "--progress",
        help: "a progress line on stderr about once a second, even when stderr is not a "
          + "terminal"
      ) { $0.progress = true },
      .flag("--json", help: "one JSON document on stdout instead of the human output") {
        $0.json = true
      },
      .file(
        "--html",
        help: "also write the report as one self-contained HTML page (verdict matrix, a "
          + "timeline per finding; no script, no network)",
        role: .output, at: \.htmlFile),
    ]
  }

  /// `a | b | c`: the names of `T`, for the help.
  private static func choices<T: RawRepresentable<String> & CaseIterable>(_ type: T.Type)
    -> String
  {
    T.allCases.map(\.rawValue).joined(separator: " | ")
  }

  /// What `--profile` takes, for the help: the profile names and `all`.
  static var profileHelp: String {
    "profiles, comma-separated: " + Profile.all.map(\.name).joined(separator: ", ")
      + ", or all (" + Profile.versions.map(\.name).joined(separator: ", ") + ")"
  }

  /// Parses `--profile`: a comma-separated list of profile names, or `all` (the iOS versions
  /// of ``Profile/versions``: not `ios13` or `fixed`); a profile named twice (`ios17,ios17`,
  /// `all,ios17`) is an error, as a repeated name is in a scenario file.
  static func profiles(_ value: OptionValue) throws(UsageError) -> [Profile] {
    var chosen: [Profile] = []
    for name in try value.list(of: "profiles") {
      let named: [Profile]
      if name == "all" {
        named = Profile.versions
      } else if let profile = Profile.named(name) {
        named = [profile]
      } else {
        throw .unknownName(
          name, kind: "profile", option: value.option,
          allowed: Profile.all.map(\.name) + ["all"], command: value.command)
      }
      for profile in named {
        guard !chosen.contains(profile) else {
          throw value.invalid(expected: "a comma-separated list of profiles, each named once")
        }
        chosen.append(profile)
      }
    }
    return chosen
  }

  /// Parses `--mitigation`: `all` alone, or a list of MODEL.md §6 names, each once (a file's
  /// `mitigation:` line refuses a repeat too).
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
      guard !list.contains(mitigation) else {
        throw .invalidValue(
          option: "--mitigation", value: value,
          expected: "a comma-separated list of mitigations, each named once", command: command)
      }
      list.append(mitigation)
    }
    return .list(list)
  }

  /// Parses one `--set` value: `NAME=VALUE`, or several separated by commas.
  /// A plain setting's whole number (it may be negative when its range is).
  private static func plainNumber(
    _ text: String, option: String, in range: ClosedRange<Int64>, command: CommandName
  ) throws(UsageError) -> Int64 {
    let digits = range.lowerBound < 0 && text.hasPrefix("-") ? String(text.dropFirst()) : text
    guard !digits.isEmpty, digits.allSatisfy(\.isCommandLineDigit) else {
      throw .invalidValue(option: option, value: text, expected: "a whole number", command: command)
    }
    guard let number = Int64(text), range.contains(number) else {
      throw .invalidValue(
        option: option, value: text,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
        command: command)
    }
    return number
  }

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
      if let range = Profile.plainRange(name) {
        number = try plainNumber(text, option: option, in: range, command: command)
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
