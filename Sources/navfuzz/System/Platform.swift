// The operating system as the command line needs it: terminals, the environment and the
// process's exit. With the other files of this folder (file output, the standard streams,
// signals) it is the only place of the navfuzz target that imports a platform module
// (Scripts/check-imports.sh); everything else calls these.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Operating-system calls the command line needs, named for what they do.
enum Platform {
  /// Whether `descriptor` refers to a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Whether the environment variable `name` is set (to anything, even the empty string).
  static func environmentHas(_ name: String) -> Bool {
    getenv(name) != nil
  }

  /// The value of the environment variable `name`, or `nil` when it is not set.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`, flushing nothing (navfuzz's streams are unbuffered).
  static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #endif
  }

  /// What is at `path`: `nil` when nothing (or it cannot be looked at), else whether it is a
  /// folder. A symbolic link is followed only with `followingLinks` (a folder search does not
  /// follow them, so a link to a parent cannot make it loop).
  static func isFolder(_ path: String, followingLinks: Bool = true) -> Bool? {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The identity of what is at `path` after following symbolic links (its device and inode,
  /// shared by every hard link to it) and its kind; `nil` when nothing is there.
  static func fileStatus(_ path: String) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let kind = status.st_mode & S_IFMT
    return FileStatus(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino),
      kind: kind == S_IFREG ? .regular : kind == S_IFDIR ? .folder : .other)
  }

  /// Removes the regular file at `path` (never a folder, and a symbolic link itself, not its
  /// target); whether it is gone.
  static func removeFile(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return true }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { return false }
    return unlink(path) == 0
  }

  /// The names in the folder at `path` (without `.` and `..`), in no particular order; `nil`
  /// when it cannot be listed.
  static func folderEntries(_ path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Makes the file at `path` executable by everyone who can read it (`chmod a+x` of its
  /// readable bits); whether it worked.
  static func makeExecutable(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let read = status.st_mode & 0o444
    return chmod(path, (status.st_mode & 0o7777) | (read >> 2)) == 0
  }

  /// Writes every byte of `buffer` to `descriptor`, retrying after signals and partial writes.
  /// - Returns: `nil`, or the `errno` of the write that failed (a closed pipe, a full disk).
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard var address = buffer.baseAddress else { return nil }
    var left = buffer.count
    while left > 0 {
      let written = write(descriptor, address, left)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      address += written
      left -= written
    }
    return nil
  }
}

/// What ``Platform/fileStatus(_:)`` finds at a path.
struct FileStatus: Hashable, Sendable {
  /// What kind of thing is there.
  enum Kind: Hashable, Sendable {
    /// A regular file.
    case regular
    /// A folder.
    case folder
    /// A device, a FIFO or a socket: written through, never replaced.
    case other
  }

  /// The file system's device number.
  var device: UInt64
  /// The file's number on its device.
  var inode: UInt64
  /// The kind.
  var kind: Kind
}
