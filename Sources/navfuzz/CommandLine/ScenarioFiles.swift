import NavSim

/// Finding, reading and parsing scenario files for the commands.
enum ScenarioFiles {
  /// Every `.nav` file under `paths` (a file stands for itself; a folder is searched
  /// recursively), in a stable order: the paths as given, each folder's files sorted.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path that does not exist, or
  ///   for the first `.nav` entry of a folder that cannot be read (a dangling link, a FIFO, a
  ///   name that is not UTF-8): a check never passes by leaving a scenario out.
  static func collect(_ paths: [String]) throws(NavfuzzError) -> [String] {
    let (files, skipped) = try FileListing.collectNoting(
      paths, suffix: ".nav", skippingHidden: false)
    if let first = skipped.first { throw .cannotOpen(path: first.path, reason: first.reason) }
    return files
  }

  /// The text of `path` (invalid UTF-8 decoded as U+FFFD).
  static func read(_ path: String) throws(NavfuzzError) -> String {
    String(decoding: try bytes(path), as: UTF8.self)
  }

  /// The bytes of `path`, as the parser reads them (its columns count the file's bytes): at
  /// most ``Platform/inputLimit`` of them (a larger file, or `/dev/zero`, is an error).
  static func bytes(_ path: String) throws(NavfuzzError) -> [UInt8] {
    switch Platform.readFile(path, limit: Platform.inputLimit, regularOnly: false) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw .cannotOpen(path: path, reason: failure.reason)
    }
  }

  /// The scenario in `path`.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)``, or
  ///   ``NavfuzzError/invalidScenario(_:)`` with the file's diagnostics.
  static func parse(_ path: String) throws(NavfuzzError) -> Scenario {
    let bytes = try bytes(path)
    do {
      return try Scenario.parse(bytes: bytes, path: path)
    } catch {
      throw .invalidScenario(error.description)
    }
  }

  /// Parses every file; returns the scenarios, or the diagnostics of every file with errors.
  static func parseAll(_ paths: [String]) throws(NavfuzzError) -> [(
    path: String, scenario: Scenario
  )] {
    var parsed: [(String, Scenario)] = []
    var diagnostics: [String] = []
    for path in paths {
      let bytes = try bytes(path)
      do {
        parsed.append((path, try Scenario.parse(bytes: bytes, path: path)))
      } catch {
        diagnostics.append(error.description)
      }
    }
    guard diagnostics.isEmpty else { throw .invalidScenario(diagnostics.joined(separator: "\n")) }
    return parsed
  }

  /// A scenario's display name: its `name:` or its file name.
  static func title(_ scenario: Scenario, path: String) -> String {
    scenario.name ?? String(path.split(separator: "/").last ?? Substring(path))
  }
}
