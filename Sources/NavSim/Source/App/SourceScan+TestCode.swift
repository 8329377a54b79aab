/// Test code in the folders scanned (`Tests/`, `UnitTests/`, `ElementXTests/`, …): its
/// presentations and navigation calls are not the app's, so they are neither counted as sites
/// the scan did not read nor noted one by one; one note per test folder says how many were left
/// out (docs/SCAN.md, "What is not read, counted"). A file is test code when a folder on its
/// path below the folder the files share is named `Tests`, `Test` or ends in `Tests`
/// (`UnitTests`, `UITests`, `AppTests`), the names Xcode and SwiftPM give test targets.
extension SourceScan.FolderRoles {
  /// The test folder a file at `path` is in (its path up to the folder named like a test
  /// target), or `nil` when it is the app's.
  func testFolder(of path: String) -> String? {
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
      if testFolder(of: site.path) == nil { app.append(site) } else { tests.append(site) }
    }
    return (app, tests)
  }
}
