import Foundation
import Testing

@testable import NavSimExport

/// The lockup check the export writes into the generated UI test is the file compiled and
/// tested as `NavSimDeviceCheck`, byte for byte.
@Suite struct LockupCheckSourceTests {
  @Test func theExportedCopyIsTheCompiledFile() throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/NavSim/DeviceCheck/LockupCheck.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    #expect(LockupCheckSource.text == text, "run Scripts/sync-lockup-check.sh")
  }
}
