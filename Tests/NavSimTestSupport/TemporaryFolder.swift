import Foundation

/// A fresh temporary folder per test (tests run in parallel and share nothing).
package func temporaryFolder() -> String {
  let path = NSTemporaryDirectory() + "navsim-test-" + UUID().uuidString
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `text` to the file at `path`, replacing it.
package func write(_ text: String, _ path: String) {
  _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}
