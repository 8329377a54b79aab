import NavSim

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Why an output file could not be written (exit 73).
package enum FileWriteError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A parent folder could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The temporary file next to the target could not be created.
  case cannotCreateFile(path: String, reason: String)
  /// Writing or flushing the temporary file failed (a full disk, say).
  case cannotWrite(path: String, reason: String)
  /// The temporary file could not be renamed over the target (the target is a folder, say).
  case cannotReplace(path: String, reason: String)

  /// The path the user asked for (or the folder that could not be made).
  package var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .cannotCreateFile(let path, _),
      .cannotWrite(let path, _), .cannotReplace(let path, _):
      path
    }
  }

  /// `error: cannot … 'PATH': REASON`.
  package var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "error: cannot create the folder '\(path)': \(reason)"
    case .cannotCreateFile(let path, let reason):
      "error: cannot create '\(path)': \(reason)"
    case .cannotWrite(let path, let reason):
      "error: cannot write '\(path)': \(reason)"
    case .cannotReplace(let path, let reason):
      "error: cannot replace '\(path)': \(reason)"
    }
  }

  /// ``ExitCode/ioError`` (74) when the bytes could not be written (a full disk, `/dev/full`),
  /// ``ExitCode/cannotCreate`` (73) when the file could not be made (CLI.md "Exit status").
  package var exitCode: ExitCode {
    if case .cannotWrite = self { return .ioError }
    return .cannotCreate
  }
}

/// Writes files so that a reader sees either the old content or the new, never half of it.
///
/// What is at the path decides how:
/// - `-` is standard output;
/// - a symbolic link is followed (links to links too): its target is what gets replaced, and
///   the link stays;
/// - a device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through, never
///   replaced;
/// - a regular file, or nothing, is replaced atomically: the bytes go to a temporary file in
///   the target's folder (so the final `rename` stays on one file system and is atomic), are
///   flushed to disk, and the file is renamed over the target. Missing parent folders are
///   created first. On failure the temporary file is removed and the target is untouched.
///
/// ```swift
/// try AtomicFileWriter.write("expect: lockup\n", to: "navfuzz-out/lockup-1.nav")
/// ```
package enum AtomicFileWriter {
  /// Writes `text` as UTF-8 to `path`, replacing any existing file.
  ///
  /// - Throws: ``FileWriteError`` naming the path and the system's reason.
  package static func write(_ text: String, to path: String) throws(FileWriteError) {
    try write(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`, replacing any existing file; the new file gets mode 0644.
  ///
  /// - Throws: ``FileWriteError`` naming the path and the system's reason.
  package static func write(bytes: [UInt8], to path: String) throws(FileWriteError) {
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw .cannotCreateFile(path: path, reason: "not a file name")
    }
    if path == "-" {
      guard writeAll(bytes, to: 1) else {
        throw .cannotWrite(path: "standard output", reason: reason())
      }
      return
    }
    let target = try resolvingLinks(path)
    var status = stat()
    if lstat(target, &status) == 0, isWrittenThrough(status.st_mode) {
      try writeThrough(bytes, to: target, asked: path)
      return
    }
    try replace(bytes, at: target, asked: path)
  }

  /// Whether a file of this mode is written in place: a character or block device, a FIFO or
  /// a socket (not a regular file, a folder or a link).
  private static func isWrittenThrough(_ mode: mode_t) -> Bool {
    let kind = mode & S_IFMT
    return kind == S_IFCHR || kind == S_IFBLK || kind == S_IFIFO || kind == S_IFSOCK
  }

  /// The path `path` leads to after following every symbolic link on it (a link's relative
  /// target is relative to the link's folder); `path` itself if it is no link. The last
  /// target need not exist.
  ///
  /// - Throws: ``FileWriteError/cannotCreateFile(path:reason:)`` after 40 links (a loop).
  static func resolvingLinks(_ path: String) throws(FileWriteError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.baseAddress.map { address in
          address.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
            readlink(current, $0, pointer.count - 1)
          }
        } ?? -1
      }
      guard count > 0 else { throw .cannotCreateFile(path: path, reason: reason()) }
      let link = String(decoding: buffer[..<count], as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else {
        let (folder, _) = split(current)
        current = folder == "/" ? "/" + link : folder + "/" + link
      }
    }
    throw .cannotCreateFile(path: path, reason: "too many levels of symbolic links")
  }

  /// Writes `bytes` into the device or FIFO at `target`, which stays what it is.
  private static func writeThrough(
    _ bytes: [UInt8], to target: String, asked path: String
  ) throws(FileWriteError) {
    let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotCreateFile(path: path, reason: reason()) }
    var failure: FileWriteError? = nil
    if !writeAll(bytes, to: descriptor) { failure = .cannotWrite(path: path, reason: reason()) }
    if close(descriptor) != 0, failure == nil {
      failure = .cannotWrite(path: path, reason: reason())
    }
    if let failure { throw failure }
  }

  /// Replaces the regular file (or nothing) at `path` atomically: a temporary file, then
  /// `rename`. `asked` is the path the user gave, for messages.
  private static func replace(
    _ bytes: [UInt8], at path: String, asked: String
  ) throws(FileWriteError) {
    let (folder, name) = split(path)
    try createDirectories(folder)
    var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw .cannotCreateFile(path: asked, reason: reason()) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) },
      as: UTF8.self)
    var failure: FileWriteError? = nil
    if !writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 {
      failure = .cannotWrite(path: asked, reason: reason())
    } else if fchmod(descriptor, 0o644) != 0 {
      failure = .cannotWrite(path: asked, reason: reason())
    }
    if close(descriptor) != 0, failure == nil {
      failure = .cannotWrite(path: asked, reason: reason())
    }
    if failure == nil, rename(temporary, path) != 0 {
      failure = .cannotReplace(path: asked, reason: reason())
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// Creates `folder` and its missing parents, like `mkdir -p`.
  ///
  /// - Throws: ``FileWriteError/cannotCreateDirectory(path:reason:)``.
  package static func createDirectories(_ folder: String) throws(FileWriteError) {
    var current = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") where component != "." {
      current += "/" + component
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw .cannotCreateDirectory(path: current, reason: reason())
      }
      var status = stat()
      guard stat(current, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw .cannotCreateDirectory(path: current, reason: "a file is in the way")
      }
    }
  }

  /// The folder (`.` for none) and the file name of `path`.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// Writes every byte, retrying after signals and partial writes.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { Platform.writeAll($0, to: descriptor) } == nil
  }

  /// The system's text for the current `errno`.
  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
