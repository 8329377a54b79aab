// Reading input files with a bound, and listing folders entry by entry, for the commands that
// read what a user points them at (a folder of sources may hold anything: a FIFO, a device, a
// dangling link, a name that is not UTF-8). See Platform.swift for this folder's rule.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Why ``Platform/readFile(_:limit:regularOnly:)`` read nothing.
enum ReadFailure: Error, Hashable, Sendable {
  /// The file cannot be opened or read (the reason, from the system).
  case cannotRead(String)
  /// It is not a regular file (a FIFO, a device, a socket) and only regular files are read.
  case notRegular
  /// It holds more than the limit, in bytes.
  case tooLarge(Int)

  /// What a diagnostic says.
  var reason: String {
    switch self {
    case .cannotRead(let why): "cannot read the file (\(why))"
    case .notRegular: "not a regular file (a FIFO, a device or a socket): not read"
    case .tooLarge(let limit): "larger than \(Platform.describe(bytes: limit)): not read"
    }
  }
}

/// What a folder entry is, as ``Platform/entryKind(_:)`` finds it without following a link,
/// and for a link what it leads to.
enum EntryKind: Hashable, Sendable {
  case folder
  case regular
  /// A symbolic link to a regular file (read; a link to a folder is not followed).
  case linkToFile
  case linkToFolder
  /// A link that leads nowhere, or round in a loop.
  case brokenLink
  /// A FIFO, a device or a socket.
  case other
  /// Nothing there (it went away), or it cannot be looked at.
  case missing
}

extension Platform {
  /// The most bytes a scenario, result or tally file may hold (a file that is larger, or a
  /// device that never ends, is refused with an error, never read without bound).
  static let inputLimit = 64 << 20

  /// `n` bytes in the largest whole unit (`64 MiB`).
  static func describe(bytes n: Int) -> String {
    if n >= 1 << 20, n % (1 << 20) == 0 { return "\(n >> 20) MiB" }
    if n >= 1 << 10, n % (1 << 10) == 0 { return "\(n >> 10) KiB" }
    return "\(n) bytes"
  }

  /// The bytes of the file at `path`, at most `limit` of them. With `regularOnly`, a path that
  /// is not a regular file is refused without waiting on it (a FIFO is opened without
  /// blocking); without it, a FIFO or a device is read up to the limit (`run <(…)`).
  static func readFile(
    _ path: String, limit: Int, regularOnly: Bool
  ) -> Result<[UInt8], ReadFailure> {
    let flags = O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else { return .failure(.cannotRead(systemReason(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(.cannotRead(systemReason(errno)))
    }
    let regular = status.st_mode & S_IFMT == S_IFREG
    if regularOnly, !regular { return .failure(.notRegular) }
    if regular, Int(status.st_size) > limit { return .failure(.tooLarge(limit)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let want = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, want) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.cannotRead(systemReason(errno)))
      }
      if count == 0 { return .success(bytes) }
      bytes += chunk[0..<count]
      if bytes.count > limit { return .failure(.tooLarge(limit)) }
    }
  }

  /// The bytes of the regular file at `path` (at most ``inputLimit``), or `nil` when there is
  /// none, it is not a regular file, or it cannot be read: for files navfuzz itself wrote and
  /// reads back (a manifest, an app file's places).
  static func readRegularFile(_ path: String) -> [UInt8]? {
    try? readFile(path, limit: inputLimit, regularOnly: true).get()
  }

  /// The system's words for `code` (`No such file or directory`).
  static func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// The names in the folder at `path` as bytes (without `.` and `..`), in no particular
  /// order; `nil` when it cannot be listed.
  static func folderEntryBytes(_ path: String) -> [[UInt8]]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [[UInt8]] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names
  }

  /// What is at `path`, links not followed (and for a link, where it leads).
  static func entryKind(_ path: String) -> EntryKind {
    entryKind(bytes: Array(path.utf8))
  }

  /// ``entryKind(_:)`` of a path given as bytes (a name that is not UTF-8 included).
  static func entryKind(bytes: [UInt8]) -> EntryKind {
    let path = bytes.map { CChar(bitPattern: $0) } + [0]
    var status = stat()
    guard lstat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .regular
    case S_IFLNK:
      var target = stat()
      guard stat(path, &target) == 0 else { return .brokenLink }
      switch target.st_mode & S_IFMT {
      case S_IFREG: return .linkToFile
      case S_IFDIR: return .linkToFolder
      default: return .other
      }
    default: return .other
    }
  }

  /// Renames `source` to `target`, replacing a file there; `nil`, or the system's reason.
  static func rename(_ source: String, to target: String) -> String? {
    #if canImport(Darwin)
      let failed = Darwin.rename(source, target) != 0
    #elseif canImport(Glibc)
      let failed = Glibc.rename(source, target) != 0
    #elseif canImport(Musl)
      let failed = Musl.rename(source, target) != 0
    #endif
    return failed ? systemReason(errno) : nil
  }

  /// Removes the folder at `path` and everything in it (links not followed); what cannot be
  /// removed is left.
  static func removeTree(_ path: String) {
    if entryKind(path) == .folder {
      for name in folderEntryBytes(path) ?? [] {
        removeTree(path + "/" + String(decoding: name, as: UTF8.self))
      }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
