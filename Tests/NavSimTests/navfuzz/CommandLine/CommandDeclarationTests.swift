import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// A command declared only here, never registered: what the parser and the help make of a
/// declaration alone.
private struct GreetCommand: CommandDeclaration {
  struct Options: Hashable, Sendable {
    var name = "world"
    var times = 1
    var loud = false
    var extra: [String] = []
  }

  static let name = CommandName("greet")
  static let usage = "navfuzz greet [OPTIONS] [WORD...]"
  static let abstract = "say hello"
  static let discussion = "Print a greeting."
  static let epilogue: String? = "Exit status: 0."
  static let defaults = Options()
  static let options: [CommandOption<Options>] = [
    .option("-n", "--name", value: "WHO", help: "whom to greet", default: "world") {
      options, value in options.name = value.text
    },
    .option(
      "--times", value: "N",
      help: "how many times to print the greeting, a long help text that the help wraps onto "
        + "a second line",
      default: "1"
    ) { $0.times = try $1.count(in: 1...9) },
    .flag("--loud", help: "shout") { $0.loud = true },
  ]

  static func positional(
    _ argument: String, index: Int, into options: inout Options
  ) throws(UsageError) {
    options.extra.append(argument)
  }

  static func validate(_ options: inout Options, given: GivenArguments) throws(UsageError) {
    if given.contains("--loud"), given.positionalCount > 1 {
      throw .conflict("--loud takes one WORD at most", command: name)
    }
  }

  static func run(
    _ options: Options, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    stdout.write("hello \(options.name)\n")
    return .success
  }
}

private func words(_ line: String) -> ArraySlice<String> {
  ArraySlice(line.split(separator: " ").map(String.init))
}

@Suite struct CommandDeclarationTests {
  // MARK: A declaration alone drives parsing and help

  @Test func anUnregisteredDeclarationParsesFromItsOptionsAlone() throws {
    #expect(try GreetCommand.parse([]) == GreetCommand.Options())
    #expect(
      try GreetCommand.parse(words("-n ann --times=3 a --loud"))
        == .init(name: "ann", times: 3, loud: true, extra: ["a"]))
    #expect(try GreetCommand.parse(words("--name bob")).name == "bob")
    #expect(throws: UsageError.unknownOption("--tims", suggestion: "--times", command: "greet")) {
      try GreetCommand.parse(words("--tims 2"))
    }
    #expect(throws: UsageError.missingValue(option: "--name", command: "greet")) {
      try GreetCommand.parse(words("--name"))
    }
    #expect(
      throws: UsageError.invalidValue(
        option: "--times", value: "10", expected: "a whole number from 1 to 9", command: "greet")
    ) { try GreetCommand.parse(words("--times 10")) }
    #expect(throws: UsageError.unexpectedValue(option: "--loud", value: "yes", command: "greet")) {
      try GreetCommand.parse(words("--loud=yes"))
    }
    #expect(throws: UsageError.conflict("--loud takes one WORD at most", command: "greet")) {
      try GreetCommand.parse(words("--loud a b"))
    }
  }

  @Test func anUnregisteredDeclarationsHelpIsGeneratedFromIt() {
    #expect(
      Usage.help(of: GreetCommand.self) == """
        usage: navfuzz greet [OPTIONS] [WORD...]

        Print a greeting.

        options:
          -n, --name WHO         whom to greet (default: world)
          --times N              how many times to print the greeting, a long help text that the
                                 help wraps onto a second line (default: 1)
          --loud                 shout
          -h, --help             show this help

        Exit status: 0.
        """)
    #expect(
      GreetCommand.acceptedOptions == [
        "-n": true, "--name": true, "--times": true, "--loud": false, "-h": false,
        "--help": false,
      ])
  }

  @Test func aLabelTooWideForItsColumnPutsTheHelpOnTheNextLine() {
    let option = CommandOption<Int>.option(
      "--a-very-long-option", value: "VALUE", help: "text", default: nil
    ) { _, _ in }
    #expect(
      Usage.optionsSection([option]) == """
          --a-very-long-option VALUE
                                 text
          -h, --help             show this help
        """)
  }

  @Test func aCommandHoldsItsDeclarationAndRunsIt() {
    let command = GreetCommand.command(.init(name: "ann"))
    #expect(command.name == "greet")
    #expect(command == GreetCommand.command(.init(name: "ann")))
    #expect(command != GreetCommand.command(.init(name: "bob")))
    #expect(command.options(as: GreetCommand.Options.self)?.name == "ann")
    #expect(command.options(as: FuzzOptions.self) == nil)
    var out = ""
    var err = ""
    #expect(Navfuzz.main(command, stdout: &out, stderr: &err) == .success)
    #expect(out == "hello ann\n")
  }

  @Test func anOptionGroupIsStoredUnderItsPart() throws {
    struct Outer: Hashable, Sendable { var app = AppOptions() }
    let options = AppOptions.group.in(\Outer.app)
    var outer = Outer()
    let device = try #require(options.first { $0.name == "--device" })
    try device.store(OptionValue("ipad", option: "--device", command: .fuzz), in: &outer)
    #expect(outer.app.device == .ipad)
  }

  // MARK: The registered commands

  @Test func theCommandsAreRegisteredInTheOrderOfCLIMD() {
    #expect(
      CommandName.allCases.map(\.rawValue) == [
        "fuzz", "run", "check", "shrink", "explain", "explore", "bench", "compare", "merge",
        "sweep", "scan", "export", "confirm", "mitigation", "help",
      ])
    #expect(CommandName(rawValue: "greet") == nil)
    #expect(CommandName(rawValue: "run") == .run)
  }

  @Test(arguments: CommandName.allCases)
  func everyDeclaredOptionIsInItsHelpWithItsValueAndDefault(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let help = Usage.help(for: command)
    for row in declaration.optionRows {
      #expect(help.contains("  " + row.label + " "), "\(command): \(row.label)")
      if let defaultValue = row.defaultValue {
        #expect(
          help.contains("(default: \(defaultValue))"), "\(command): \(row.label) \(defaultValue)")
      }
    }
  }

  @Test(arguments: CommandName.allCases)
  func theOptionsSectionAndTheReadersTableAreDerivedFromTheDeclaration(command: CommandName)
    throws
  {
    let declaration = try #require(Command.declaration(named: command))
    let help = Usage.help(for: command)
    #expect(
      help.contains("\noptions:\n" + declaration.optionsSection + "\n")
        || help.hasSuffix(
          "\noptions:\n" + declaration.optionsSection)
    )
    #expect(help.hasPrefix("usage: " + declaration.usage + "\n\n" + declaration.discussion))
    var names: [String: Bool] = ["-h": false, "--help": false]
    for row in declaration.optionRows {
      for name in row.names { names[name] = row.takesValue }
    }
    #expect(ArgumentReader.options(of: command) == names)
    #expect(Usage.commandList.contains(declaration.listing))
  }

  @Test(arguments: CommandName.allCases)
  func noTwoOptionsOfACommandShareAName(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let names = declaration.optionRows.flatMap(\.names) + ["-h", "--help"]
    #expect(Set(names).count == names.count, "\(command): \(names)")
    for row in declaration.optionRows {
      #expect(!row.help.isEmpty, "\(command) \(row.label)")
    }
  }

  @Test(arguments: CommandName.allCases)
  func aTypoOfAnyLongOptionSuggestsIt(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let prefix = command == .fuzz ? [] : [command.rawValue]
    for name in declaration.optionRows.flatMap(\.names) where name.count > 4 {
      // Double the first letter: one edit away (`--seed` → `--sseed`), and two from any
      // other option even when one name starts another (`--run`, `--runs`).
      let dashes = name.prefix { $0 == "-" }
      let rest = name.dropFirst(dashes.count)
      let typo = String(dashes) + String(rest.prefix(1)) + String(rest)
      #expect(
        throws: UsageError.unknownOption(typo, suggestion: name, command: command),
        "\(command) \(typo)"
      ) { try Command.parse(ArraySlice(prefix + [typo])) }
    }
  }

  @Test(arguments: CommandName.allCases)
  func anyValueOptionWithoutItsValueIsAMissingValue(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let prefix = command == .fuzz ? [] : [command.rawValue]
    for row in declaration.optionRows where row.takesValue {
      for name in row.names {
        #expect(
          throws: UsageError.missingValue(option: name, command: command), "\(command) \(name)"
        ) { try Command.parse(ArraySlice(prefix + [name])) }
        #expect(
          throws: UsageError.missingValue(option: name, command: command), "\(command) \(name)="
        ) { try Command.parse(ArraySlice(prefix + [name + "="])) }
        var out = ""
        var err = ""
        let code = Navfuzz.run(arguments: ArraySlice(prefix + [name]), stdout: &out, stderr: &err)
        #expect(code == .usage)
        #expect(err == "error: \(name) needs a value\n\(Usage.synopsis(for: command))\n")
      }
    }
    for row in declaration.optionRows where !row.takesValue {
      for name in row.names {
        #expect(
          throws: UsageError.unexpectedValue(option: name, value: "x", command: command),
          "\(command) \(name)=x"
        ) { try Command.parse(ArraySlice(prefix + [name + "=x"])) }
      }
    }
  }
}

/// The options of `declaration` whose help shows a default that, given as the value, does not
/// give the defaults back.
private func defaultsTheHelpMisstates<Declaration: CommandDeclaration>(
  _ declaration: Declaration.Type
) -> [String] {
  declaration.options.compactMap { option in
    guard option.value != nil, let shown = option.defaultValue,
      let parsed = try? declaration.parse([option.name, shown])
    else { return nil }
    return parsed == declaration.defaults ? nil : "\(option.name) \(shown)"
  }
}

@Suite struct DeclaredDefaultsTests {
  /// These options' defaults are "not given" (the `--app` file's header decides, and its
  /// `app-inputs:` line for `--app-events`), so the help shows the value used when there is no
  /// file, which is not the same as giving it; `--app` takes any file name, and its default is
  /// a description.
  static let fromTheAppFile = [
    "--device", "--orientation", "--container", "--back-button", "--app", "--app-events",
  ]

  @Test(arguments: CommandName.allCases)
  func aDefaultTheHelpShowsIsTheDefault(command: CommandName) throws {
    let declaration = try #require(Command.declaration(named: command))
    let misstated = defaultsTheHelpMisstates(declaration).filter {
      !Self.fromTheAppFile.contains(String($0.prefix { $0 != " " }))
    }
    #expect(misstated.isEmpty, "\(command): \(misstated)")
  }
}

/// One option of a declaration, without its options type, for tests over every command.
struct OptionRow {
  var names: [String]
  var value: String?
  var help: String
  var defaultValue: String?
  var takesValue: Bool { value != nil }
  var label: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }
}

extension CommandDeclaration {
  static var optionRows: [OptionRow] {
    options.map {
      OptionRow(names: $0.names, value: $0.value, help: $0.help, defaultValue: $0.defaultValue)
    }
  }

  static var optionsSection: String { Usage.optionsSection(options) }
}

extension CommandName: ExpressibleByStringLiteral {
  /// `"greet"`: a name for a test's own declaration.
  public init(stringLiteral word: String) { self.init(word) }
}
