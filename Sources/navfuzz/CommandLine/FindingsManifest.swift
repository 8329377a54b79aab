import NavSim

/// The list of finding files a run wrote under `--out` (`.navfuzz-manifest` in that folder):
/// the next run removes those files before it writes its own, so the folder never keeps a
/// stale finding from an earlier run with other options, and it removes nothing else: only a
/// name the manifest lists, inside the folder, that is still a regular file whose first line
/// is the fuzzer's comment (`# found by navfuzz`).
enum FindingsManifest {
  /// The manifest's name in the out folder.
  static let name = ".navfuzz-manifest"

  /// The manifest's path in `folder`.
  static func path(in folder: String) -> String {
    (folder.isEmpty ? "." : folder) + "/" + name
  }

  /// The files of the last run's manifest in `folder`, as paths (folder + name); names that
  /// leave the folder (`..`, absolute paths) or are empty are left out.
  static func listed(in folder: String) -> [String] {
    guard let bytes = Platform.readRegularFile(path(in: folder)) else { return [] }
    let prefix = folder.isEmpty ? "" : folder + "/"
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let name = String(line)
      guard !name.hasPrefix("#"), !name.hasPrefix("/"), !name.isEmpty,
        !name.split(separator: "/").contains("..")
      else { return nil }
      return prefix + name
    }
  }

  /// Removes the files the last run's manifest in `folder` lists that are still the fuzzer's
  /// (their first line starts `# found by navfuzz`), except the files `inputs` name (the same
  /// file by device and inode); returns the paths it could not remove.
  static func removeStale(in folder: String, inputs: [String] = []) -> [String] {
    let kept = inputs.compactMap(Platform.fileStatus)
    var failed: [String] = []
    for file in listed(in: folder) {
      // An input of this run (`--app navfuzz-out/none-lockup.nav`) stays.
      if let status = Platform.fileStatus(file), kept.contains(status) { continue }
      guard let bytes = Platform.readRegularFile(file) else { continue }
      guard bytes.starts(with: Array("# found by navfuzz".utf8)) else { continue }
      if !Platform.removeFile(file) { failed.append(file) }
    }
    return failed
  }

  /// Writes the manifest of `files` (paths under `folder`) into `folder`.
  static func write(_ files: [String], in folder: String) throws(FileWriteError) {
    let prefix = folder.isEmpty ? "" : folder + "/"
    var text = "# the finding files the last navfuzz run wrote here; the next run removes them\n"
    for file in files {
      text += (file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file) + "\n"
    }
    try AtomicFileWriter.createDirectories(folder.isEmpty ? "." : folder)
    try AtomicFileWriter.write(text, to: path(in: folder))
  }
}
