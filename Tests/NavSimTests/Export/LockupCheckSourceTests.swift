import Foundation
import Testing

@testable import NavSimExport

/// The lockup check the export writes into the generated UI test is the files compiled and
/// tested as `NavSimDeviceCheck`, byte for byte, joined by a blank line.
@Suite struct LockupCheckSourceTests {
  /// `Sources/NavSim/DeviceCheck`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/NavSim/DeviceCheck")

  @Test func theExportedCopyIsTheCompiledFiles() throws {
    for file in LockupCheckSource.files {
      let text = try String(
        contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
      #expect(file.text == text, "\(file.name): run Scripts/sync-lockup-check.sh")
    }
    #expect(
      LockupCheckSource.text == LockupCheckSource.files.map(\.text).joined(separator: "\n"))
  }

  @Test func everyFileOfTheCheckIsExported() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names == LockupCheckSource.files.map(\.name).sorted())
  }

  @Test func theExportedFileOpensWithItsComment() {
    #expect(LockupCheckSource.text.hasPrefix("// NavSim's lockup check"))
  }
}
