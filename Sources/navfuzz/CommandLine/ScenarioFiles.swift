import NavSim

/// Finding, reading and parsing scenario files for the commands.
enum ScenarioFiles {
  /// Every `.nav` file under `paths` (a file stands for itself; a folder is searched
  /// recursively), in a stable order: the paths as given, each folder's files sorted.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)`` for a path that does not exist.
  static func collect(_ paths: [String]) throws(NavfuzzError) -> [String] {
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
      files += try navFiles(under: base, relative: "").sorted {
        Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
      }.map { base + $0 }
    }
    return files
  }

  /// The `.nav` files below the folder `base + relative`, as paths relative to `base`.
  private static func navFiles(under base: String, relative: String) throws(NavfuzzError)
    -> [String]
  {
    guard let names = Platform.folderEntries(base + relative) else {
      throw .cannotOpen(path: base + relative, reason: "cannot list the folder")
    }
    var found: [String] = []
    for name in names {
      let path = relative + name
      if Platform.isFolder(base + path, followingLinks: false) == true {
        found += try navFiles(under: base, relative: path + "/")
      } else if name.hasSuffix(".nav") {
        found.append(path)
      }
    }
    return found
  }

  /// The text of `path`.
  static func read(_ path: String) throws(NavfuzzError) -> String {
    guard let bytes = Platform.readFile(path) else {
      throw .cannotOpen(path: path, reason: "cannot read the file")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The scenario in `path`.
  /// - Throws: ``NavfuzzError/cannotOpen(path:reason:)``, or
  ///   ``NavfuzzError/invalidScenario(_:)`` with the file's diagnostics.
  static func parse(_ path: String) throws(NavfuzzError) -> Scenario {
    let text = try read(path)
    do {
      return try Scenario.parse(text, path: path)
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
      let text = try read(path)
      do {
        parsed.append((path, try Scenario.parse(text, path: path)))
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
