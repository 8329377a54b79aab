#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimised scenario that could not be written (CLI.md exit status 73).
public struct FindingFileError: Error, CustomStringConvertible, Equatable {
  /// The file or folder that could not be created.
  public var path: String
  /// What the system said.
  public var reason: String

  public var description: String { "navfuzz: cannot create \(path): \(reason)" }
}

extension CampaignReport {
  /// Writes every minimised finding to its path, creating the out directory if needed; each
  /// file is written to a temporary file first and renamed over, so none is left half-written.
  /// - Throws: ``FindingFileError`` naming the file or folder that could not be created.
  public func writeFiles() throws(FindingFileError) {
    guard !findings.isEmpty else { return }
    try AtomicFile.makeDirectory(campaign.outDirectory)
    for finding in findings { try AtomicFile.write(finding.scenarioText, to: finding.path) }
  }
}

/// Atomic file writing without Foundation.
enum AtomicFile {
  static func errorText() -> String { String(cString: strerror(errno)) }

  /// Creates `path` and its parents, if they do not exist.
  static func makeDirectory(_ path: String) throws(FindingFileError) {
    guard !path.isEmpty else { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw FindingFileError(path: prefix, reason: errorText())
      }
      prefix += "/"
    }
  }

  /// Writes `text` to `path`: a temporary file beside it, then a rename.
  static func write(_ text: String, to path: String) throws(FindingFileError) {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw FindingFileError(path: path, reason: errorText()) }
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      guard n > 0 else {
        let reason = errorText()
        close(fd)
        unlink(temporary)
        throw FindingFileError(path: path, reason: reason)
      }
      written += n
    }
    bytes.removeAll()
    guard close(fd) == 0, rename(temporary, path) == 0 else {
      let reason = errorText()
      unlink(temporary)
      throw FindingFileError(path: path, reason: reason)
    }
  }
}
