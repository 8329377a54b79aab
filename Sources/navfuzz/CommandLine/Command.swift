import NavSim

/// What one invocation of `navfuzz` asks for (CLI.md), as ``Command/parse(_:)`` reads it: a
/// command's declaration and the options it runs with.
///
/// ```swift
/// let command = try Command.parse(["--seed", "42", "--mitigation", "gesture-mask"])
/// // .fuzz(FuzzOptions(seed: 42, app: AppOptions(mitigations: .list([.gestureMask]))))
/// ```
///
/// Each command's file adds a factory (`.fuzz(_:)`, `.run(_:)`, …) so tests and callers can
/// write the value they expect.
package struct Command: Hashable, Sendable, CustomStringConvertible {
  /// The command's declaration: name, help, options, run.
  let declaration: any CommandDeclaration.Type
  /// The parsed options; always a `declaration.Options`.
  let options: any Hashable & Sendable

  /// The command `declaration` with `options`.
  init<Declaration: CommandDeclaration>(
    _ declaration: Declaration.Type, _ options: Declaration.Options
  ) {
    self.declaration = declaration
    self.options = options
  }

  /// The command's name (`help` for both `help` and `--version`).
  package var name: CommandName { declaration.name }

  /// The options, if they are of type `type`.
  func options<Options>(as type: Options.Type) -> Options? { options as? Options }

  /// `name(options)`, as a test failure shows it.
  package var description: String { "\(name)(\(options))" }

  package static func == (a: Command, b: Command) -> Bool {
    a.name == b.name && a.hashableOptions == b.hashableOptions
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(hashableOptions)
  }

  /// The options as an `AnyHashable`, for equality and hashing.
  private var hashableOptions: AnyHashable {
    let options: any Hashable = options
    return AnyHashable(options)
  }

  /// Runs the command with its options (``CommandDeclaration/run(_:context:stdout:stderr:)``).
  func run(
    context: ConsoleContext, stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    try declaration.run(erased: options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

extension CommandDeclaration {
  /// Runs the command with `options`, which ``Command/init(_:_:)`` made sure are ``Options``.
  fileprivate static func run(
    erased options: any Hashable & Sendable, context: ConsoleContext,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    guard let options = options as? Options else { return .software }
    return try run(options, context: context, stdout: &stdout, stderr: &stderr)
  }
}

/// A command word `navfuzz` understands: the name of a registered ``CommandDeclaration``.
///
/// Each command's file declares its name (`extension CommandName { static let run = … }`);
/// ``allCases`` lists them in the order of ``Command/declarations``.
package struct CommandName: RawRepresentable, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The word (`run`).
  package let rawValue: String

  /// The name of a registered command; `nil` for any other word.
  package init?(rawValue: String) {
    guard Command.declarations.contains(where: { $0.name.rawValue == rawValue }) else {
      return nil
    }
    self.rawValue = rawValue
  }

  /// A command's name, for its declaration.
  init(_ word: String) { rawValue = word }

  /// Every registered command's name, in the order of CLI.md.
  package static var allCases: [CommandName] { Command.declarations.map { $0.name } }

  package var description: String { rawValue }
}
