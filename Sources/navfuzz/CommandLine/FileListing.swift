/// Listing the files a command reads: the scenario files of `check`, the Swift files of `scan`.
enum FileListing {
  /// Every file whose name ends with `suffix` under `paths` (a file stands for itself, whatever
  /// its name; a folder is searched recursively, without following links to folders), in a
  /// stable order: the paths as given, each folder's files sorted by path.
  /// - Parameter skippingHidden: whether entries whose name starts with `.` (`.build`, `.git`)
  ///   are left out.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path that does not exist or a
  ///   folder that cannot be listed.
  static func collect(
    _ paths: [String], suffix: String, skippingHidden: Bool
  ) throws(NavfuzzError) -> [String] {
    var files: [String] = []
    for path in paths {
      guard let isFolder = Platform.isFolder(path) else {
        throw .cannotOpen(path: path, reason: "no such file or folder")
      }
      guard isFolder else {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? path : path + "/"
      files += try matching(
        under: base, relative: "", suffix: suffix, skippingHidden: skippingHidden
      ).sorted {
        Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
      }.map { base + $0 }
    }
    return files
  }

  /// The files below the folder `base + relative` named with `suffix`, as paths relative to
  /// `base`.
  private static func matching(
    under base: String, relative: String, suffix: String, skippingHidden: Bool
  ) throws(NavfuzzError) -> [String] {
    guard let names = Platform.folderEntries(base + relative) else {
      throw .cannotOpen(path: base + relative, reason: "cannot list the folder")
    }
    var found: [String] = []
    for name in names where !(skippingHidden && name.hasPrefix(".")) {
      let path = relative + name
      if Platform.isFolder(base + path, followingLinks: false) == true {
        found += try matching(
          under: base, relative: path + "/", suffix: suffix, skippingHidden: skippingHidden)
      } else if name.hasSuffix(suffix) {
        found.append(path)
      }
    }
    return found
  }
}
