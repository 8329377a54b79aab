import Foundation
import Testing

/// The built `navfuzz` executable, for tests that run it as a process.
enum BuiltExecutable {
  /// The binary next to the test bundle (`swift test` builds every product).
  static func url() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("navfuzz")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navfuzz")
    try #require(FileManager.default.isExecutableFile(atPath: bundle.path), "navfuzz not built")
    return bundle
  }
}
