import NavSim

/// What a path on a command line is to the command: something it reads or something it writes.
enum PathRole: Hashable, Sendable {
  /// A file the command reads (`--app FILE`, `shrink FILE`).
  case input
  /// Files or folders the command reads the `.nav` files of, folders searched recursively
  /// (`check PATH...`).
  case inputs
  /// Files or folders the command reads the `.swift` files of (`scan DIR...`), hidden folders
  /// left out as the scan leaves them.
  case sources
  /// A file the command writes (`--html FILE`); `-` is standard output.
  case output
  /// A folder the command writes files into (`--out DIR`), their names known only when it
  /// writes them (``CommandPaths/checkWrites(_:option:)``).
  case outputFolder
}

/// How a command declares that an option or its positional arguments are paths: the role, and
/// how to read the paths back from the parsed options.
///
/// ```swift
/// .file("--html", help: "also write an HTML page", role: .output, at: \.htmlFile)
/// static let positionalPaths = PathDeclaration(.inputs, \CheckOptions.paths)
/// ```
struct PathDeclaration<Options>: Sendable {
  /// Read or written.
  let role: PathRole
  /// The paths the options hold for it (none when the option was not given).
  let values: @Sendable (Options) -> [String]

  /// A role and its reader.
  init(role: PathRole, values: @escaping @Sendable (Options) -> [String]) {
    self.role = role
    self.values = values
  }

  /// An optional path stored at `keyPath`.
  init(_ role: PathRole, _ keyPath: KeyPath<Options, String?> & Sendable) {
    self.init(role: role) { options in options[keyPath: keyPath].map { [$0] } ?? [] }
  }

  /// A path stored at `keyPath`; empty means none.
  init(_ role: PathRole, _ keyPath: KeyPath<Options, String> & Sendable) {
    self.init(role: role) { options in
      let path = options[keyPath: keyPath]
      return path.isEmpty ? [] : [path]
    }
  }

  /// Paths stored at `keyPath`, in order.
  init(_ role: PathRole, _ keyPath: KeyPath<Options, [String]> & Sendable) {
    self.init(role: role) { options in options[keyPath: keyPath] }
  }

  /// The same declaration for options stored in a part of larger options (an option group).
  func lifted<Outer>(into part: KeyPath<Outer, Options> & Sendable) -> PathDeclaration<Outer> {
    let values = self.values
    return PathDeclaration<Outer>(role: role) { outer in values(outer[keyPath: part]) }
  }
}

/// One path a command line gave, with its role and where it came from.
struct DeclaredPath: Hashable, Sendable {
  /// Read or written.
  var role: PathRole
  /// The path as written.
  var path: String
  /// The option that gave it (`--html`), or the positional argument's name (`FILE`).
  var option: String
}

extension CommandDeclaration {
  /// Every path the options name, inputs and outputs, in the order of the declaration:
  /// the positional arguments first, then the options.
  static func declaredPaths(_ options: Options) -> [DeclaredPath] {
    var paths: [DeclaredPath] = []
    if let positional = positionalPaths {
      let name = positional.role == .input ? "FILE" : positional.role == .sources ? "DIR" : "PATH"
      for path in positional.values(options) {
        paths.append(DeclaredPath(role: positional.role, path: path, option: name))
      }
    }
    for option in self.options {
      guard let declaration = option.path else { continue }
      for path in declaration.values(options) {
        paths.append(DeclaredPath(role: declaration.role, path: path, option: option.name))
      }
    }
    return paths
  }
}

extension Command {
  /// The paths this command reads and writes (``CommandDeclaration/declaredPaths(_:)``).
  var declaredPaths: [DeclaredPath] { declaration.declaredPaths(erased: options) }
}

extension CommandDeclaration {
  fileprivate static func declaredPaths(erased options: any Hashable & Sendable)
    -> [DeclaredPath]
  {
    guard let options = options as? Options else { return [] }
    return declaredPaths(options)
  }
}
