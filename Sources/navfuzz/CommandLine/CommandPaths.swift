import NavSim

/// The files a command reads and writes, checked once before any command runs
/// (``Navfuzz/main(_:context:stdout:stderr:)``): no output may replace an input, and no two
/// outputs may be one file (CLI.md "Output files"). A usage error (exit 64) otherwise, with
/// nothing written.
///
/// Two paths are one file when they lead to the same device and inode after symbolic links
/// (so hard links and links are seen through); a path where nothing is yet is known by the
/// nearest folder above it that exists and the names below it. `-` (standard output) and
/// devices, FIFOs and sockets are written through, never replaced, so they are not compared.
///
/// ```swift
/// try CommandPaths(checking: command.declaredPaths, command: command.name)
/// // run S.nav --html S.nav: error: --html 'S.nav' would replace the input 'S.nav'
/// ```
struct CommandPaths: Hashable, Sendable {
  /// A path with its identity and the option that named it.
  struct Entry: Hashable, Sendable {
    /// Which file it is.
    var identity: FileIdentity
    /// The path as the command line (or the command) wrote it.
    var path: String
    /// The option that named it (`--html`), or `FILE`/`PATH` for a positional argument.
    var option: String
    /// Whether it is a folder the command writes into (`--out`).
    var isFolder = false
  }

  /// The files the command reads.
  private(set) var inputs: [Entry] = []
  /// The files (and folders) the command writes.
  private(set) var outputs: [Entry] = []
  /// The command, for messages.
  var command: CommandName?

  /// No paths: what a command run from code without ``init(checking:command:)`` gets.
  init() {}

  /// Checks the paths of one command line.
  ///
  /// - Throws: ``UsageError/conflict(_:command:)`` for an output that is an input, or two
  ///   outputs on one file.
  init(checking declared: [DeclaredPath], command: CommandName) throws(UsageError) {
    self.command = command
    for path in declared {
      switch path.role {
      case .input: addInput(path.path, option: path.option)
      case .inputs:
        // A path that cannot be opened is the command's own error (66); it reads nothing.
        let files = (try? ScenarioFiles.collect([path.path])) ?? []
        for file in files { addInput(file, option: path.option) }
      case .sources:
        let files =
          (try? FileListing.collect([path.path], suffix: ".swift", skippingHidden: true)) ?? []
        for file in files { addInput(file, option: path.option) }
      case .output, .outputFolder: break
      }
    }
    for path in declared where path.role == .output || path.role == .outputFolder {
      guard var entry = Self.writable(path.path, option: path.option) else { continue }
      entry.isFolder = path.role == .outputFolder
      try check(entry)
      outputs.append(entry)
    }
  }

  /// Checks files whose names the command learns only as it writes them (the findings under
  /// `--out`), before it writes any: none may be an input or another output.
  ///
  /// - Throws: ``UsageError/conflict(_:command:)``.
  func checkWrites(_ paths: [String], option: String) throws(UsageError) {
    for path in paths {
      guard let entry = Self.writable(path, option: option) else { continue }
      try check(entry)
    }
  }

  private mutating func addInput(_ path: String, option: String) {
    guard let (identity, kind) = FileIdentity.of(path), kind == .regular else { return }
    inputs.append(Entry(identity: identity, path: path, option: option))
  }

  /// The entry of an output path, `nil` for one that is written through (`-`, a device).
  private static func writable(_ path: String, option: String) -> Entry? {
    guard path != "-", let (identity, kind) = FileIdentity.of(path), kind != .other else {
      return nil
    }
    return Entry(identity: identity, path: path, option: option)
  }

  private func check(_ output: Entry) throws(UsageError) {
    let command = self.command ?? .fuzz
    if let input = inputs.first(where: { $0.identity == output.identity }) {
      let named =
        ["FILE", "PATH", "DIR"].contains(input.option) ? "" : " (\(input.option))"
      throw .conflict(
        "\(output.option) '\(output.path)' would replace the input '\(input.path)'\(named): "
          + "an output never replaces an input", command: command)
    }
    if let other = outputs.first(where: { $0.identity == output.identity }) {
      let what = other.isFolder || output.isFolder ? "one path" : "one file"
      throw .conflict(
        "\(other.option) '\(other.path)' and \(output.option) '\(output.path)' are \(what): "
          + "each output needs its own", command: command)
    }
  }
}

/// Which file a path leads to, whether or not it exists yet.
struct FileIdentity: Hashable, Sendable {
  /// The device and inode of the path, or of the nearest folder above it that exists.
  var device: UInt64
  /// See ``device``.
  var inode: UInt64
  /// The names below that folder (lexically normalised); empty when the path exists.
  var missing: [String] = []

  /// The identity of `path` and the kind of what is there (`nil`: nothing yet).
  static func of(_ path: String) -> (FileIdentity, FileStatus.Kind?)? {
    if let status = Platform.fileStatus(path) {
      return (FileIdentity(device: status.device, inode: status.inode), status.kind)
    }
    // A dangling link: what gets written is its target (AtomicFileWriter).
    let resolved = (try? AtomicFileWriter.resolvingLinks(path)) ?? path
    let absolute = resolved.hasPrefix("/")
    let names = resolved.split(separator: "/").map(String.init)
    for count in stride(from: names.count - 1, through: 0, by: -1) {
      let prefix = names[..<count].joined(separator: "/")
      let folder = absolute ? "/" + prefix : (prefix.isEmpty ? "." : prefix)
      guard let status = Platform.fileStatus(folder) else { continue }
      var missing: [String] = []
      for name in names[count...] where name != "." {
        if name == "..", let last = missing.last, last != ".." {
          missing.removeLast()
        } else {
          missing.append(name)
        }
      }
      return (FileIdentity(device: status.device, inode: status.inode, missing: missing), nil)
    }
    return nil
  }
}
