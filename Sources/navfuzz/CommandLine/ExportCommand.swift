import NavSim

extension CommandName {
  /// `navfuzz export`.
  package static let export = ExportCommand.name
}

extension Command {
  /// `navfuzz export` with `options`.
  package static func export(_ options: ExportOptions) -> Command {
    ExportCommand.command(options)
  }
}

/// `navfuzz export FILE --format F --out DIR`: a scenario as a SwiftUI app, a UI test and
/// Appium actions, for a simulator or a device.
struct ExportCommand: CommandDeclaration {
  static let name = CommandName("export")
  static let usage = "navfuzz export FILE [--format LIST] [--out DIR]"
  static let listing = "navfuzz export FILE [OPTIONS]"
  static let abstract = "a scenario as a SwiftUI app, a UI test, Appium actions"
  static let discussion = """
    Write what it takes to try a scenario on a simulator or a device (docs/DEVICE.md): swiftui,
    the app it describes as a SwiftUI app (one view per screen, the mitigation in force as real
    code, every control with the identifier the model names it by) with an XcodeGen project;
    xcuitest, a UI test that performs its touches, then probes like the oracles and fails when
    nothing responds; appium, its touches as W3C Actions (one pointer source per finger) with a
    script that sends them to an Appium server. The UI test and the script write the result
    that 'navfuzz confirm' reads.
    """
  static let epilogue: String? = """
    Exit status: 0; 65 if the file has errors; 66 if it cannot be read; 73 if a file cannot be
    written, or DIR is a folder with other files that an export did not write.
    """
  static let defaults = ExportOptions(file: "")

  static let options: [CommandOption<ExportOptions>] = [
    .option(
      "--format", value: "LIST",
      help: "what to write, comma-separated, or all: swiftui, xcuitest, appium", default: "all"
    ) { options, value in
      options.formats = try formats(value.text, command: value.command)
    },
    CommandOption(
      names: ["--out"], value: "DIR", help: "the folder to write into (created if missing)",
      defaultValue: "navfuzz-export",
      apply: { options, value in options.outDirectory = value.text },
      path: PathDeclaration(.outputFolder, \.outDirectory)),
  ]

  static let positionalPaths: PathDeclaration<ExportOptions>? = PathDeclaration(.input, \.file)

  static func positional(
    _ argument: String, index: Int, into options: inout ExportOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.file = argument
  }

  static func validate(_ options: inout ExportOptions, given: GivenArguments) throws(UsageError) {
    guard given.positionalCount > 0 else { throw .missingArgument("a FILE", command: name) }
  }

  /// Parses `--format`: `all` alone, or a list of formats (repeats dropped).
  static func formats(_ value: String, command: CommandName) throws(UsageError) -> [ExportFormat] {
    let names = try Command.list(value, option: "--format", of: "formats", command: command)
    if names == ["all"] { return ExportFormat.allCases }
    var list: [ExportFormat] = []
    for name in names {
      let format = try Command.name(
        name, as: ExportFormat.self, kind: "format", option: "--format", command: command)
      if !list.contains(format) { list.append(format) }
    }
    return list
  }

  static func run(
    _ options: ExportOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try Navfuzz.export(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// Options of `navfuzz export`.
package struct ExportOptions: Hashable, Sendable {
  /// The scenario to export.
  package var file: String
  /// `--format LIST`, in the order given.
  package var formats: [ExportFormat] = ExportFormat.allCases
  /// `--out DIR`.
  package var outDirectory = "navfuzz-export"

  /// Creates export options.
  package init(
    file: String, formats: [ExportFormat] = ExportFormat.allCases,
    outDirectory: String = "navfuzz-export"
  ) {
    self.file = file
    self.formats = formats
    self.outDirectory = outDirectory
  }
}
