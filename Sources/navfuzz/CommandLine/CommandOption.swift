import NavSim

/// One option of a command as its ``CommandDeclaration`` declares it: names, value
/// placeholder, help, default and how its value is stored.
///
/// The parser, the accepted-option table and the help's options section all read this one
/// value, so they cannot disagree.
///
/// ```swift
/// CommandOption<FuzzOptions>.option(
///   "--jobs", value: "N", help: "worker threads; results do not depend on it",
///   default: "cores"
/// ) { $0.jobs = try $1.count(in: 1...Int.max) }
/// ```
struct CommandOption<Options>: Sendable {
  /// The names, as the help lists them (`-o`, `--output`); the last is the option's name in
  /// messages and in ``GivenArguments``.
  let names: [String]
  /// The value placeholder (`N`, `FILE`); `nil` for a flag, which takes no value.
  let value: String?
  /// What the option does, one paragraph; the help wraps it.
  let help: String
  /// The default as the help shows it (`(default: …)`); `nil` when none is shown.
  let defaultValue: String?
  /// Stores the value (`""` for a flag) in the options; throws a ``UsageError`` for a bad
  /// value (closures cannot yet infer a typed throw, so the type says `throws`; the parser
  /// turns any other error into a usage error too).
  let apply: @Sendable (inout Options, OptionValue) throws -> Void
  /// Whether the value is a file the command reads or writes, and how to read it back from the
  /// options: what the one check of ``CommandPaths`` compares before the command runs.
  var path: PathDeclaration<Options>? = nil

  /// The option's name: its last (long) name.
  var name: String { names.last ?? "" }

  /// An option that takes a value: `--name VALUE` or `--name=VALUE`.
  static func option(
    _ names: String..., value: String, help: String, default defaultValue: String? = nil,
    apply: @escaping @Sendable (inout Options, OptionValue) throws -> Void
  ) -> Self {
    Self(names: names, value: value, help: help, defaultValue: defaultValue, apply: apply)
  }

  /// An option that names a file the command reads or writes (`--html FILE`, `--app FILE`),
  /// stored as written at `keyPath`.
  static func file(
    _ names: String..., value: String = "FILE", help: String,
    default defaultValue: String? = nil, role: PathRole,
    at keyPath: WritableKeyPath<Options, String?> & Sendable
  ) -> Self {
    Self(
      names: names, value: value, help: help, defaultValue: defaultValue,
      apply: { options, value in options[keyPath: keyPath] = value.text },
      path: PathDeclaration(role, keyPath))
  }

  /// An option that takes no value (`--json`).
  static func flag(
    _ names: String..., help: String, apply: @escaping @Sendable (inout Options) -> Void
  ) -> Self {
    Self(names: names, value: nil, help: help, defaultValue: nil) { options, _ in
      apply(&options)
    }
  }

  /// The same option stored in a part of larger options: how a command includes an option
  /// group (``AppOptions/group(profiles:)``).
  func lifted<Outer>(
    into part: WritableKeyPath<Outer, Options> & Sendable
  ) -> CommandOption<Outer> {
    let apply = self.apply
    return CommandOption<Outer>(
      names: names, value: value, help: help, defaultValue: defaultValue,
      apply: { outer, value in try apply(&outer[keyPath: part], value) },
      path: path?.lifted(into: part))
  }
}

extension CommandOption {
  /// Stores `value` in `options` (``apply``), a ``UsageError`` whatever goes wrong.
  func store(_ value: OptionValue, in options: inout Options) throws(UsageError) {
    do {
      try apply(&options, value)
    } catch let error as UsageError {
      throw error
    } catch {
      throw value.invalid(expected: "a valid value (\(error))")
    }
  }
}

extension Array {
  /// The options of `group`, stored under `part`: `options + AppOptions.group(…).in(\.app)`.
  func `in`<Outer, Inner>(_ part: WritableKeyPath<Outer, Inner> & Sendable)
    -> [CommandOption<Outer>]
  where Element == CommandOption<Inner> {
    map { $0.lifted(into: part) }
  }
}

/// An option's value as written, with the option and command it belongs to, so the value
/// syntaxes of ``Command`` (durations, counts, seeds, names) can name them in errors.
struct OptionValue: Sendable {
  /// The value as written (`""` for a flag).
  let text: String
  /// The option as written (`-o` or `--output`).
  let option: String
  /// The command, for messages.
  let command: CommandName

  /// A value of `option` for `command`.
  init(_ text: String, option: String, command: CommandName) {
    self.text = text
    self.option = option
    self.command = command
  }

  /// A 64-bit seed (``Command/seed(_:option:command:)``).
  func seed() throws(UsageError) -> UInt64 {
    try Command.seed(text, option: option, command: command)
  }

  /// A whole number in `range` (``Command/count(_:option:in:command:)``).
  func count(in range: ClosedRange<Int>) throws(UsageError) -> Int {
    try Command.count(text, option: option, in: range, command: command)
  }

  /// A duration, longer than zero if `positive` (``Command/duration(_:option:positive:command:)``).
  func duration(positive: Bool = false) throws(UsageError) -> VirtualDuration {
    try Command.duration(text, option: option, positive: positive, command: command)
  }

  /// A name from a fixed list (``Command/name(_:as:kind:option:allowed:command:)``).
  func name<T: RawRepresentable<String> & CaseIterable>(
    _ type: T.Type, kind: String, allowed: [T] = Array(T.allCases)
  ) throws(UsageError) -> T {
    try Command.name(text, as: type, kind: kind, option: option, allowed: allowed, command: command)
  }

  /// A comma-separated list (``Command/list(_:option:of:command:)``).
  func list(of what: String) throws(UsageError) -> [String] {
    try Command.list(text, option: option, of: what, command: command)
  }

  /// The error for a value of the wrong form: "OPTION takes EXPECTED, got 'TEXT'".
  func invalid(expected: String) -> UsageError {
    .invalidValue(option: option, value: text, expected: expected, command: command)
  }
}
