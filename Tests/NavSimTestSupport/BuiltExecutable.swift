import Foundation

/// The built `navfuzz` executable, for tests that run it as a process.
package enum BuiltExecutable {
  /// Why a test that runs the executable cannot.
  package struct NotBuilt: Error, CustomStringConvertible {
    package var description: String { "navfuzz not built" }
  }

  /// The binary next to the test bundle (`swift test` builds every product).
  package static func url() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("navfuzz")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navfuzz")
    guard FileManager.default.isExecutableFile(atPath: bundle.path) else { throw NotBuilt() }
    return bundle
  }

  /// A process of the binary with `arguments`, its standard output and error on pipes; not
  /// started yet.
  package static func process(_ arguments: [String]) throws -> (
    process: Process, out: Pipe, err: Pipe
  ) {
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    return (process, out, err)
  }
}
