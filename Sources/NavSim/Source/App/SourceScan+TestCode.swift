/// Test code in the folders scanned (`Tests/`, `UnitTests/`, `ElementXTests/`, …): its
/// presentations and navigation calls are not the app's, so they are neither counted as sites
/// the scan did not read nor noted one by one; one note per test folder says how many were left
/// out (docs/SCAN.md, "What is not read, counted").
extension SourceScan {
  /// The test code among the files of a scan: a file is test code when a folder on its path
  /// below the folder the files share is named `Tests`, `Test` or ends in `Tests` (`UnitTests`,
  /// `UITests`, `AppTests`), the names Xcode and SwiftPM give test targets. The folders the
  /// files share are not looked at: a scan of `MyTests/App` or of a test folder itself reads
  /// it as the app.
  struct TestCode {
    /// How many folders every path begins with alike.
    var shared: Int

    /// The test code among files at `paths`.
    init(paths: [String]) {
      var common: [Substring]? = nil
      for path in paths {
        let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let known = common else {
          common = Array(folders)
          continue
        }
        common = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
      }
      shared = common?.count ?? 0
    }

    /// The test folder a file at `path` is in (its path up to the folder named like a test
    /// target), or `nil` when it is the app's.
    func folder(of path: String) -> String? {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      for i in parts.indices.dropLast() where i >= shared {
        let name = parts[i]
        if name == "Test" || name.hasSuffix("Tests") || name.lowercased() == "tests" {
          return parts[...i].joined(separator: "/")
        }
      }
      return nil
    }

    /// Splits `sites` into the app's and the test code's, in their order.
    func split(_ sites: [SourceLocation]) -> (app: [SourceLocation], tests: [SourceLocation]) {
      var app: [SourceLocation] = []
      var tests: [SourceLocation] = []
      for site in sites {
        if folder(of: site.path) == nil { app.append(site) } else { tests.append(site) }
      }
      return (app, tests)
    }
  }

  /// One note per test folder, at its first site in file order: how many presentations and
  /// navigation calls written in it were left out.
  static func testCodeNotes(
    _ testCode: TestCode, presentations: [SourceLocation], calls: [SourceLocation]
  ) -> [ScanDiagnostic] {
    var folders: [String] = []
    var first: [String: SourceLocation] = [:]
    var counts: [String: (presentations: Int, calls: Int)] = [:]
    for (site, isCall) in presentations.map({ ($0, false) }) + calls.map({ ($0, true) }) {
      guard let folder = testCode.folder(of: site.path) else { continue }
      if first[folder] == nil {
        folders.append(folder)
        first[folder] = site
      } else if let known = first[folder], site < known {
        first[folder] = site
      }
      var count = counts[folder] ?? (0, 0)
      if isCall { count.calls += 1 } else { count.presentations += 1 }
      counts[folder] = count
    }
    return folders.sorted().compactMap { folder in
      guard let at = first[folder], let count = counts[folder] else { return nil }
      let parts = [
        count.presentations == 0
          ? nil : "\(count.presentations) presentation site\(count.presentations == 1 ? "" : "s")",
        count.calls == 0
          ? nil : "\(count.calls) coordinator navigation call\(count.calls == 1 ? "" : "s")",
      ].compactMap { $0 }
      return ScanDiagnostic(
        .note, at: at,
        "test code (\(folder)/): \(parts.joined(separator: " and ")) written in it, not the app's "
          + "navigation, left out of the counts")
    }
  }
}
