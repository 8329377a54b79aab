import Foundation
import PackagePlugin

/// `swift package navfuzz-scan [--target NAME]… [SCAN OPTIONS]`: runs `navfuzz scan` on the
/// Swift sources of the package's targets (or of the targets named) and reports each of its
/// warnings and notes as a diagnostic at the Swift line, which Xcode lists in its issue
/// navigator; on the command line they are printed as `PATH:LINE:COL: warning: …`. The app
/// file and the scenarios that replay the warnings go to the plugin's work folder, whose path
/// is printed. Other arguments are passed to `navfuzz scan` (`--profile all`, `--runs 1000`).
@main
struct NavfuzzScan: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    // Each target's folder: the deepest folder holding all its Swift files (`Target`'s own
    // `directoryURL` needs tools version 6.1).
    let folders = targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind != .test }
      .compactMap { commonFolder($0.sourceFiles(withSuffix: ".swift").map(\.url)) }
    guard !folders.isEmpty else {
      Diagnostics.error("navfuzz-scan: no target with Swift sources to scan")
      return
    }
    let work = context.pluginWorkDirectoryURL
    let navfuzz = try builtNavfuzz(packageManager)
    let process = Process()
    process.executableURL = navfuzz
    process.arguments =
      ["scan"] + folders + [
        "--out", work.appendingPathComponent("app.nav").path,
        "--findings", work.appendingPathComponent("findings").path,
        "--warnings-exit", "0",
      ] + extractor.remainingArguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes to the end before waiting, so a full pipe never blocks navfuzz.
    let errorData = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: await errorData.value, as: UTF8.self)
    process.waitUntilExit()
    print(String(decoding: outputData, as: UTF8.self), terminator: "")
    var warnings = 0
    for line in errorText.split(separator: "\n").map(String.init) {
      guard let diagnostic = Diagnostic(line) else {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        continue
      }
      // Xcode lists these in its issue navigator at the file and line.
      switch diagnostic.severity {
      case "warning":
        warnings += 1
        Diagnostics.warning(diagnostic.message, file: diagnostic.file, line: diagnostic.line)
      case "error":
        Diagnostics.error(diagnostic.message, file: diagnostic.file, line: diagnostic.line)
      default: Diagnostics.remark(diagnostic.message, file: diagnostic.file, line: diagnostic.line)
      }
      // The compiler's form, for the command line and the build log.
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    print("navfuzz-scan: \(warnings) warning(s); app file and replay scenarios in \(work.path)")
    if process.terminationStatus != 0 {
      Diagnostics.error("navfuzz scan exited with status \(process.terminationStatus)")
    }
  }
}

/// Builds `navfuzz` (release, as a user runs it) and returns its executable. The plugin asks
/// SwiftPM to build it when it runs, rather than declaring it a dependency of the plugin: a
/// command plugin's executable dependency is built a second time for the host (`Modules-tool`)
/// by every `swift build` and `swift test` of the package, which doubled their compile time.
func builtNavfuzz(_ packageManager: PackageManager) throws -> URL {
  let result = try packageManager.build(
    .product("navfuzz"), parameters: .init(configuration: .release, logging: .concise))
  guard result.succeeded else {
    FileHandle.standardError.write(Data(result.logText.utf8))
    throw NavfuzzScanError.buildFailed
  }
  guard
    let artifact = result.builtArtifacts.first(where: {
      $0.kind == .executable && $0.url.lastPathComponent == "navfuzz"
    })
  else { throw NavfuzzScanError.noExecutable }
  return artifact.url
}

/// Why the plugin could not get a `navfuzz` to run.
enum NavfuzzScanError: Error, CustomStringConvertible {
  case buildFailed
  case noExecutable

  var description: String {
    switch self {
    case .buildFailed: "navfuzz-scan: building navfuzz failed (its log is above)"
    case .noExecutable: "navfuzz-scan: the build of navfuzz gave no executable"
    }
  }
}

/// The deepest folder that holds every file of `files`; `nil` for no file.
func commonFolder(_ files: [URL]) -> String? {
  guard let first = files.first else { return nil }
  var parts = first.deletingLastPathComponent().pathComponents
  for file in files.dropFirst() {
    let other = file.deletingLastPathComponent().pathComponents
    var n = 0
    while n < parts.count, n < other.count, parts[n] == other[n] { n += 1 }
    parts = Array(parts.prefix(n))
  }
  guard !parts.isEmpty else { return nil }
  return parts.count == 1 ? parts[0] : parts[0] + parts.dropFirst().joined(separator: "/")
}

/// One `PATH:LINE:COL: SEVERITY: MESSAGE` line of `navfuzz scan`.
struct Diagnostic {
  var file: String
  var line: Int
  var severity: String
  var message: String

  /// Reads `line`, or `nil` when it is not a diagnostic. The path may hold colons: the line,
  /// column and severity are the fields before the first `: warning: `, `: note: `, `: error: `.
  init?(_ text: String) {
    for severity in ["warning", "note", "error"] {
      guard let marker = text.range(of: ": \(severity): ") else { continue }
      let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let line = Int(place[place.count - 2]),
        Int(place[place.count - 1]) != nil
      else { continue }
      file = place.dropLast(2).joined(separator: ":")
      self.line = line
      self.severity = severity
      message = String(text[marker.upperBound...])
      return
    }
    return nil
  }
}
