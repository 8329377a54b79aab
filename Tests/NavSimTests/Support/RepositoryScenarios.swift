import Foundation

/// The repository's `scenarios/` folder and the `.nav` files under it (recursively, sorted), for
/// the tests that replay the regression suite.
enum RepositoryScenarios {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenarios")

  /// Paths relative to ``folder`` (`seed-lockup-iphone.nav`, `found/…`).
  static let files: [String] = {
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let next = enumerator?.nextObject() as? String {
      if next.hasSuffix(".nav") { found.append(next) }
    }
    return found.sorted()
  }()
}
