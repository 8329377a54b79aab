import NavSim

extension CommandName {
  /// `navfuzz mitigation`.
  package static let mitigation = MitigationCommand.name
}

extension Command {
  /// `navfuzz mitigation` with `options`.
  package static func mitigation(_ options: MitigationOptions) -> Command {
    MitigationCommand.command(options)
  }
}

/// `navfuzz mitigation [NAME]`: the mitigations, or the code of one.
struct MitigationCommand: CommandDeclaration {
  static let name = CommandName("mitigation")
  static let usage = "navfuzz mitigation [NAME]"
  static let listing = "navfuzz mitigation [NAME]"
  static let abstract = "the mitigations, or the SwiftUI/UIKit code of one"
  static let discussion = """
    Without NAME, list the mitigations the model compares (docs/MODEL.md §6). With NAME, print
    its SwiftUI and UIKit code: the files 'navfuzz export' writes for the seed's app with that
    mitigation and that differ from the app without it, each under its path. The export
    installs the same code (one source).
    """
  static let epilogue: String? = "Exit status: 0; 64 for an unknown NAME."
  static let defaults = MitigationOptions()

  static let options: [CommandOption<MitigationOptions>] = []

  static func positional(
    _ argument: String, index: Int, into options: inout MitigationOptions
  ) throws(UsageError) {
    guard index == 0 else { throw .unexpectedArgument(argument, command: name) }
    options.mitigation = try Command.name(
      argument, as: Mitigation.self, kind: "mitigation", option: "NAME", command: name)
  }

  static func run(
    _ options: MitigationOptions, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    guard let mitigation = options.mitigation else {
      let width = Mitigation.allCases.map(\.rawValue.count).max() ?? 0
      stdout.write(
        "mitigations (navfuzz mitigation NAME prints the code navfuzz export installs):\n")
      for m in Mitigation.allCases {
        let pad = String(repeating: " ", count: width - m.rawValue.count + 2)
        stdout.write("  \(m.rawValue)\(pad)\(MitigationCode.summary(m))\n")
      }
      return .success
    }
    let files = MitigationCode.files(for: mitigation)
    stdout.write("// mitigation \(mitigation): \(MitigationCode.summary(mitigation))\n")
    if files.isEmpty {
      stdout.write("// no code: the app as it is.\n")
      return .success
    }
    stdout.write(
      "// The files navfuzz export writes for it (the seed's app: root > detail, a sheet).\n")
    for file in files {
      stdout.write("\n// ==== \(file.path) ====\n\(file.text)")
    }
    return .success
  }
}

/// Options of `navfuzz mitigation`.
package struct MitigationOptions: Hashable, Sendable {
  /// The mitigation whose code to print; `nil`: list them.
  package var mitigation: Mitigation? = nil

  /// Creates mitigation options.
  package init(mitigation: Mitigation? = nil) { self.mitigation = mitigation }
}
