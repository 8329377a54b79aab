import Foundation

/// The repository's `scenarios/` folder and the `.nav` files under it (recursively, sorted), for
/// the tests that replay the regression suite.
package enum RepositoryScenarios {
  /// `scenarios/` at the repository's root (this file is `Tests/NavSimTestSupport/…`).
  package static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios")

  /// Paths relative to ``folder`` (`seed-lockup-iphone.nav`, `found/…`).
  package static let files: [String] = {
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let next = enumerator?.nextObject() as? String {
      if next.hasSuffix(".nav") { found.append(next) }
    }
    return found.sorted()
  }()
}
