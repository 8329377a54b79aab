import Foundation
import NavSimTestSupport
import Testing

/// The check that every sample of output in README.md and docs/*.md that a `<!-- sample:
/// COMMAND -->` line marks is the command's real output, byte for byte (Scripts/doc-samples.py):
/// it finds a stale sample and rewrites it. `.ci/run` runs it on every doc with the release
/// `navfuzz` (the samples rerun 10 000-run campaigns, minutes in a debug build);
/// `Scripts/regenerate-doc-samples.sh` rewrites them after a change of output.
@Suite struct DocSamplesTests {
  static let repository = RepositoryScenarios.folder.deletingLastPathComponent()

  /// Runs the sample script with `arguments`: its status and its merged output.
  static func script(_ arguments: [String]) throws -> (status: Int32, out: String) {
    try runProcess(
      "/usr/bin/env",
      ["python3", repository.appendingPathComponent("Scripts/doc-samples.py").path] + arguments)
  }

  @Test func aChangedSampleIsFoundAndRewritten() throws {
    let navfuzz = try BuiltExecutable.url().path
    let folder = temporaryFolder()
    let doc = folder + "/doc.md"
    let stale = """
      # A doc

      <!-- sample: navfuzz --version -->
      ```
      $ navfuzz --version
      navfuzz 0.0.0
      ```

      """
    try stale.write(toFile: doc, atomically: true, encoding: .utf8)
    let check = try Self.script(["--check", "--navfuzz", navfuzz, doc])
    #expect(check.status == 1)
    #expect(check.out.contains("-navfuzz 0.0.0") && check.out.contains("+navfuzz 0.1.0"))
    let write = try Self.script(["--write", "--navfuzz", navfuzz, doc])
    #expect(write.status == 0, "\(write.out)")
    let rewritten = try String(contentsOfFile: doc, encoding: .utf8)
    #expect(rewritten == stale.replacing("navfuzz 0.0.0", with: "navfuzz 0.1.0"))
    #expect(try Self.script(["--check", "--navfuzz", navfuzz, doc]).status == 0)
  }
}
