import Foundation

/// The inputs a fuzz target once crashed on, kept under `Fuzz/` (`regressions/` for the parser's,
/// `scan-regressions/` for the tokenizer and recogniser's), for the tests that run them again.
package enum KeptFuzzInputs {
  /// `Fuzz/SUBFOLDER` at the repository's root (this file is `Tests/NavSimTestSupport/…`).
  package static func folder(_ subfolder: String) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz").appendingPathComponent(subfolder)
  }

  /// The kept inputs' names in `Fuzz/SUBFOLDER`, sorted (its README and hidden files aside).
  package static func names(_ subfolder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(subfolder).path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
  }
}
