/// Listing the files a command reads: the scenario files of `check`, the Swift files of `scan`.
enum FileListing {
  /// A folder entry that is left out, and why: a name that is not UTF-8, a link that leads
  /// nowhere or in a loop, a FIFO, a device or a socket. The listing goes on without it.
  struct Skipped: Hashable, Sendable {
    /// The entry's path (its name's bytes that are not UTF-8 shown as U+FFFD).
    var path: String
    /// Why it is left out.
    var reason: String

    /// `PATH: note: …`, as the commands write it on stderr.
    var note: String { "\(path): note: \(reason)" }
  }

  /// Every file whose name ends with `suffix` under `paths` (a file stands for itself, whatever
  /// its name; a folder is searched recursively, without following links to folders), in a
  /// stable order: the paths as given, each folder's files sorted by path.
  /// - Parameter skippingHidden: whether entries whose name starts with `.` (`.build`, `.git`)
  ///   are left out.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path that does not exist or a
  ///   folder given that cannot be listed.
  static func collect(
    _ paths: [String], suffix: String, skippingHidden: Bool
  ) throws(NavfuzzError) -> [String] {
    try collectNoting(paths, suffix: suffix, skippingHidden: skippingHidden).files
  }

  /// ``collect(_:suffix:skippingHidden:)`` with the entries it left out.
  static func collectNoting(
    _ paths: [String], suffix: String, skippingHidden: Bool
  ) throws(NavfuzzError) -> (files: [String], skipped: [Skipped]) {
    var files: [String] = []
    var skipped: [Skipped] = []
    for path in paths {
      guard let isFolder = Platform.isFolder(path) else {
        throw .cannotOpen(path: path, reason: "no such file or folder")
      }
      guard isFolder else {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? path : path + "/"
      guard Platform.folderEntryBytes(base) != nil else {
        throw .cannotOpen(path: path, reason: "cannot list the folder")
      }
      var found: [String] = []
      var left: [Skipped] = []
      matching(
        under: base, relative: "", suffix: Array(suffix.utf8), skippingHidden: skippingHidden,
        into: &found, skipped: &left)
      files += found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        .map { base + $0 }
      skipped += left.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
    return (files, skipped)
  }

  /// The files below the folder `base + relative` named with `suffix`, as paths relative to
  /// `base`, and the entries left out.
  private static func matching(
    under base: String, relative: String, suffix: [UInt8], skippingHidden: Bool,
    into found: inout [String], skipped: inout [Skipped]
  ) {
    guard let names = Platform.folderEntryBytes(base + relative) else {
      skipped.append(
        Skipped(path: base + relative, reason: "cannot list the folder: its files are not read"))
      return
    }
    for bytes in names where !(skippingHidden && bytes.first == UInt8(ascii: ".")) {
      let name = String(decoding: bytes, as: UTF8.self)
      let path = relative + name
      guard Array(name.utf8) == bytes else {
        // A name that is not UTF-8 cannot be written back as a path: said, not read (with
        // what it holds, for a folder), when it is one the listing would have read.
        let named = bytes.count >= suffix.count && Array(bytes.suffix(suffix.count)) == suffix
        let kind = Platform.entryKind(bytes: Array((base + relative).utf8) + bytes)
        guard named || kind == .folder else { continue }
        skipped.append(
          Skipped(
            path: base + path,
            reason: "the name is not UTF-8: left out"
              + (kind == .folder ? ", with everything in it" : "") + " (rename it to read it)"))
        continue
      }
      let named = bytes.count >= suffix.count && Array(bytes.suffix(suffix.count)) == suffix
      switch Platform.entryKind(base + path) {
      case .folder:
        matching(
          under: base, relative: path + "/", suffix: suffix, skippingHidden: skippingHidden,
          into: &found, skipped: &skipped)
      case .regular, .linkToFile:
        if named { found.append(path) }
      case .linkToFolder:
        break
      case .missing:
        if named {
          skipped.append(Skipped(path: base + path, reason: "cannot be looked at: left out"))
        }
      case .brokenLink:
        if named {
          skipped.append(
            Skipped(
              path: base + path,
              reason: "a symbolic link that leads nowhere (or round in a loop): left out"))
        }
      case .other:
        if named {
          skipped.append(
            Skipped(
              path: base + path,
              reason: "not a regular file (a FIFO, a device or a socket): left out"))
        }
      }
    }
  }
}
