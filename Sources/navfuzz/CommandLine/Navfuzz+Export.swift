import NavSim

extension Navfuzz {
  /// The file that marks a folder as one an export wrote (so a second export may write there),
  /// and lists the files it wrote, one a line after its first line: the manifest a later
  /// export reads to replace only those, and to remove those it no longer writes.
  static let exportMarker = ".navfuzz-export"
  /// The folder inside DIR where an export writes its files before moving them into place.
  static let stagingFolder = ".navfuzz-export-staging"

  /// The first line of the manifest.
  static let manifestHeader =
    "This folder was written by navfuzz export; a later export replaces the files listed below."

  /// `navfuzz export FILE --format LIST --out DIR`: writes each format's files under DIR, a copy
  /// of the scenario (`scenario.nav`, which the result file names) and the manifest, removes
  /// the files an earlier export wrote that this one does not, and lists them on stdout.
  static func export(
    _ options: ExportOptions, context: ConsoleContext, stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) throws(NavfuzzError) -> ExitCode {
    let source = try ScenarioFiles.read(options.file)
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
    let entries = Platform.folderEntries(options.outDirectory) ?? []
    if !entries.isEmpty, !entries.contains(exportMarker) {
      throw .cannotCreate(
        .cannotCreateDirectory(
          path: options.outDirectory,
          reason: "it holds files that navfuzz export did not write; choose another --out"))
    }
    let earlier = entries.contains(exportMarker) ? manifest(dir + exportMarker) : []
    var files: [ExportFile] = []
    for format in options.formats {
      for file in format.files(plan) where !files.contains(where: { $0.path == file.path }) {
        files.append(file)
      }
    }
    files.append(ExportFile(DevicePlan.scenarioFile, source))
    // Nothing replaces the input (an earlier export's README.md given as the scenario), nor
    // one output another: checked before anything is written.
    do throws(UsageError) {
      try context.paths.checkWrites(
        files.map { dir + $0.path } + [dir + exportMarker], option: "--out")
    } catch {
      throw .usage(error)
    }
    try checkFolders(files, in: dir)
    let (written, removed) = try writeInPlace(
      files, in: dir, replacing: earlier, formats: options.formats)
    writeSummary(options, dir: dir, written: written, removed: removed, to: &stdout)
    return .success
  }

  /// Fails, before anything moves, where a file of `files` goes at a folder of `dir`, or a
  /// folder it needs at a file.
  static func checkFolders(_ files: [ExportFile], in dir: String) throws(NavfuzzError) {
    for file in files {
      var path = ""
      for part in file.path.split(separator: "/").dropLast() {
        path += String(part)
        let kind = Platform.entryKind(dir + path)
        if kind != .folder, kind != .missing, kind != .linkToFolder {
          throw .cannotCreate(
            .cannotCreateDirectory(path: dir + path, reason: "a file is in the way"))
        }
        path += "/"
      }
      if Platform.entryKind(dir + file.path) == .folder {
        throw .cannotCreate(.cannotReplace(path: dir + file.path, reason: "it is a folder"))
      }
    }
  }

  /// Writes `files` into `dir`: each in a staging folder first, then the manifest, then each
  /// moved into place; removes the files of an `earlier` export of `formats` that this one
  /// does not write. Returns the paths written and removed.
  static func writeInPlace(
    _ files: [ExportFile], in dir: String, replacing earlier: [String], formats: [ExportFormat]
  ) throws(NavfuzzError) -> (written: [String], removed: [String]) {
    // Every file is written in a staging folder first and moved into place only once all are
    // written, so an export that fails leaves the folder as it was, never one scenario's files
    // with another's.
    let staging = dir + stagingFolder + "/"
    do {
      for file in files { try AtomicFileWriter.write(file.text, to: staging + file.path) }
    } catch {
      Platform.removeTree(dir + stagingFolder)
      throw .cannotCreate(error)
    }
    var written: [String] = []
    var removed: [String] = []
    do throws(FileWriteError) {
      // The manifest first lists what is there and what comes, so an interrupted export
      // leaves no file that a later one would not know as its own.
      try AtomicFileWriter.write(
        manifestText(earlier + files.map(\.path)), to: dir + exportMarker)
      for file in files {
        let target = dir + file.path
        if let slash = target.lastIndex(of: "/") {
          try AtomicFileWriter.createDirectories(String(target[..<slash]))
        }
        if let reason = Platform.rename(staging + file.path, to: target) {
          Platform.removeTree(dir + stagingFolder)
          throw FileWriteError.cannotReplace(path: target, reason: reason)
        }
        if file.path.hasSuffix(".sh") || file.path.hasSuffix(".py") {
          _ = Platform.makeExecutable(target)
        }
        written.append(file.path)
      }
      Platform.removeTree(dir + stagingFolder)
      // An earlier file of a format written now that this export does not write is stale
      // (a screen the scenario no longer has); another format's files stay, and stay listed.
      var kept: [String] = []
      for path in earlier where !written.contains(path) && isOwnPath(path) {
        guard Platform.fileStatus(dir + path)?.kind == .regular else { continue }
        if formats.contains(where: { $0.owns(path) }), Platform.removeFile(dir + path) {
          removed.append(path)
        } else {
          kept.append(path)
        }
      }
      try AtomicFileWriter.write(manifestText(written + kept), to: dir + exportMarker)
    } catch {
      Platform.removeTree(dir + stagingFolder)
      throw .cannotCreate(error)
    }
    return (written, removed)
  }

  /// The files written and removed, and the next step, on stdout.
  static func writeSummary(
    _ options: ExportOptions, dir: String, written: [String], removed: [String],
    to stdout: inout some TextOutputStream
  ) {
    stdout.write(
      "navfuzz export: \(options.file) as \(options.formats.map(\.rawValue).joined(separator: ", "))\n"
    )
    for path in written { stdout.write("  \(dir)\(path)\n") }
    for path in removed { stdout.write("  removed \(dir)\(path) (an earlier export wrote it)\n") }
    if written.contains("run.sh") && written.contains("project.yml") {
      stdout.write(
        "next: \(dir)run.sh (on a Mac: builds the app, runs the UI test on a simulator and "
          + "calls navfuzz confirm; \(dir)README.md says more)\n")
    } else {
      stdout.write(
        "next: \(dir)README.md says how to run them and hand the result to navfuzz confirm\n")
    }
  }

  /// The manifest's text: its header, then each path once, in order.
  static func manifestText(_ paths: [String]) -> String {
    var seen: [String] = []
    for path in paths where !seen.contains(path) { seen.append(path) }
    return manifestHeader + "\n" + seen.map { $0 + "\n" }.joined()
  }

  /// The paths a manifest lists (none for an older export's marker, which listed none).
  static func manifest(_ path: String) -> [String] {
    guard let bytes = Platform.readRegularFile(path) else { return [] }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    return Array(lines.dropFirst()).filter(isOwnPath)
  }

  /// Whether `path` can be a file an export wrote: relative, inside the folder.
  static func isOwnPath(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
      && !path.hasPrefix(".")
  }
}
