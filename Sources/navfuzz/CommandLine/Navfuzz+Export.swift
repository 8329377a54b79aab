import NavSim

extension Navfuzz {
  /// The file that marks a folder as one an export wrote (so a second export may write there).
  static let exportMarker = ".navfuzz-export"

  /// `navfuzz export FILE --format LIST --out DIR`: writes each format's files under DIR and
  /// lists them on stdout.
  static func export(
    _ options: ExportOptions, stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let scenario = try ScenarioFiles.parse(options.file)
    let plan: DevicePlan
    do {
      plan = try DevicePlan(scenario, source: options.file)
    } catch {
      throw .invalidScenario(error.description)
    }
    let dir =
      options.outDirectory.hasSuffix("/") ? options.outDirectory : options.outDirectory + "/"
    // Nothing lost: never write into a folder of other files (a repository's README.md).
    if let entries = Platform.folderEntries(options.outDirectory), !entries.isEmpty,
      !entries.contains(exportMarker)
    {
      throw .cannotCreate(
        .cannotCreateDirectory(
          path: options.outDirectory,
          reason: "it holds files that navfuzz export did not write; choose another --out"))
    }
    var written: [String] = []
    do {
      try AtomicFileWriter.write(
        "This folder was written by navfuzz export; a later export may replace its files.\n",
        to: dir + exportMarker)
      for format in options.formats {
        for file in format.files(plan) where !written.contains(file.path) {
          try AtomicFileWriter.write(file.text, to: dir + file.path)
          written.append(file.path)
        }
      }
    } catch {
      throw .cannotCreate(error)
    }
    stdout.write(
      "navfuzz export: \(options.file) as \(options.formats.map(\.rawValue).joined(separator: ", "))\n"
    )
    for path in written { stdout.write("  \(dir)\(path)\n") }
    stdout.write(
      "next: \(dir)README.md says how to run them and hand the result to navfuzz confirm\n")
    return .success
  }
}
