import NavSim

extension Navfuzz {
  /// The file that marks a folder as one an export wrote (so a second export may write there).
  static let exportMarker = ".navfuzz-export"
  /// The folder inside DIR where an export writes its files before moving them into place.
  static let stagingFolder = ".navfuzz-export-staging"

  /// `navfuzz export FILE --format LIST --out DIR`: writes each format's files under DIR and
  /// lists them on stdout.
  ///
  /// Nothing is replaced before every file is ready: each is checked against the input (an
  /// earlier export's `README.md` given as the scenario is not written over) and written to a
  /// staging folder inside DIR first; only when all are written are they moved into place, so
  /// an export that fails leaves the folder as it was, never one scenario's files with
  /// another's.
  static func export(
    _ options: ExportOptions, context: ConsoleContext = .plain,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
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
    var files: [(path: String, text: String)] = [
      (
        exportMarker,
        "This folder was written by navfuzz export; a later export may replace its files.\n"
      )
    ]
    for format in options.formats {
      for file in format.files(plan) where !files.contains(where: { $0.path == file.path }) {
        files.append((file.path, file.text))
      }
    }
    do throws(UsageError) {
      try context.paths.checkWrites(files.map { dir + $0.path }, option: "--out")
    } catch {
      throw .usage(error)
    }
    // A folder where a file goes (or a file where a folder goes) fails before anything moves.
    for file in files {
      var path = ""
      for part in file.path.split(separator: "/").dropLast() {
        path += String(part)
        if let kind = Optional(Platform.entryKind(dir + path)), kind != .folder, kind != .missing,
          kind != .linkToFolder
        {
          throw .cannotCreate(
            .cannotCreateDirectory(path: dir + path, reason: "a file is in the way"))
        }
        path += "/"
      }
      if Platform.entryKind(dir + file.path) == .folder {
        throw .cannotCreate(.cannotReplace(path: dir + file.path, reason: "it is a folder"))
      }
    }
    let staging = dir + stagingFolder + "/"
    do {
      for file in files { try AtomicFileWriter.write(file.text, to: staging + file.path) }
    } catch {
      Platform.removeTree(dir + stagingFolder)
      throw .cannotCreate(error)
    }
    for file in files {
      let target = dir + file.path
      do {
        if let slash = target.lastIndex(of: "/") {
          try AtomicFileWriter.createDirectories(String(target[..<slash]))
        }
      } catch {
        Platform.removeTree(dir + stagingFolder)
        throw .cannotCreate(error)
      }
      if let reason = Platform.rename(staging + file.path, to: target) {
        Platform.removeTree(dir + stagingFolder)
        throw .cannotCreate(.cannotReplace(path: target, reason: reason))
      }
    }
    Platform.removeTree(dir + stagingFolder)
    let written = files.dropFirst().map(\.path)
    stdout.write(
      "navfuzz export: \(options.file) as \(options.formats.map(\.rawValue).joined(separator: ", "))\n"
    )
    for path in written { stdout.write("  \(dir)\(path)\n") }
    stdout.write(
      "next: \(dir)README.md says how to run them and hand the result to navfuzz confirm\n")
    return .success
  }
}
