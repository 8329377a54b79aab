import NavSimCore

/// Folders of another platform's target (`Swiftfin tvOS/`, `Mac/`, `App-watchOS/`): their
/// files are compiled for that platform only, as code under `#if os(tvOS)` is, so the scan
/// leaves them out of what it reads (docs/SCAN.md, "Platforms").
extension SourceScan.FolderRoles {
  /// The words of a folder's name that name another platform than iOS.
  static let otherPlatformWords: Set<String> = [
    "tvos", "macos", "osx", "mac", "watchos", "visionos",
  ]

  /// The words of a folder's name that name the iPad app on a Mac (`Mac Catalyst/`): its files
  /// are the iOS target's, built for the iPhone too unless a condition says otherwise.
  static let iOSTargetWords: Set<String> = ["catalyst", "maccatalyst"]

  /// The folder of another platform a file at `path` is in (its path up to the folder whose
  /// name has a word naming one: `Swiftfin tvOS`, `macOS`, `App_watchOS`), or `nil`. As for
  /// test code, the folders every file shares are not looked at: a scan of a tvOS folder itself
  /// reads it.
  func otherPlatformFolder(of path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    for i in parts.indices.dropLast() where i >= shared {
      let words = parts[i].split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
      if words.contains(where: Self.otherPlatformWords.contains),
        !words.contains(where: Self.iOSTargetWords.contains)
      {
        return parts[...i].joined(separator: "/")
      }
    }
    return nil
  }

  /// The files of `files` to read: all but those in another platform's folder, unless every
  /// file is in one; with one note per folder left out, at its first file, saying how many.
  func iOSFiles(_ files: [SourceFile]) -> (
    files: [SourceFile], notes: [ScanDiagnostic]
  ) {
    var kept: [SourceFile] = []
    var left: [(folder: String, first: SourceFile, count: Int)] = []
    for file in files {
      guard let folder = otherPlatformFolder(of: file.path) else {
        kept.append(file)
        continue
      }
      if let i = left.firstIndex(where: { $0.folder == folder }) {
        left[i].count += 1
      } else {
        left.append((folder, file, 1))
      }
    }
    guard !kept.isEmpty else { return (files, []) }
    let notes = left.map { folder in
      ScanDiagnostic(
        .note, at: SourceLocation(path: folder.first.path, line: 1, column: 1),
        "\(folder.count) file\(folder.count == 1 ? "" : "s") in \(folder.folder)/, a folder of "
          + "another platform's target, not read: the scan reads the iPhone app (scan that "
          + "folder alone to read it)")
    }
    return (kept, notes)
  }
}
