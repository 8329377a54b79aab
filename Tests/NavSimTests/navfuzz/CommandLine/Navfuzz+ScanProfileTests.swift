import Foundation
import NavSimSourceTestSupport
import NavSimTestSupport
import Testing

@testable import navfuzz

/// The app file a scan writes says the profile its deployment target chooses (`profile:`), so
/// that a search on the file judges the app where the scan did.
@Suite struct NavfuzzScanProfileTests {
  /// With a `Package.swift` whose platforms say iOS 26, the app file says `profile: ios26`
  /// with where the target is written, and `explore --app` on it searches ios26; without a
  /// target, the file has no `profile:` line.
  @Test func theAppFileSaysTheProfileOfItsDeploymentTarget() throws {
    let folder = temporaryFolder()
    let sources = folder + "/TabApp"
    try FileManager.default.copyItem(atPath: SourceFixtures.path("TabApp"), toPath: sources)
    try "let package = Package(name: \"Tabs\", platforms: [.iOS(.v26)])\n"
      .write(toFile: sources + "/Package.swift", atomically: true, encoding: .utf8)
    let scan = navfuzz([
      "scan", sources, "--runs", "20", "--jobs", "1", "--findings", folder + "/found", "--out",
      folder + "/app.nav",
    ])
    #expect(scan.code == .success || scan.code == .finding, "\(scan.out)\n\(scan.err)")
    let text = try String(contentsOfFile: folder + "/app.nav", encoding: .utf8)
    #expect(
      text.contains(
        "\nprofile: ios26  # the app's minimum is iOS 26 (\(sources)/Package.swift:1:"),
      "\(text)")
    let explore = navfuzz([
      "explore", "--app", folder + "/app.nav", "--depth", "1", "--mitigation", "none", "--out",
      folder + "/explore",
    ])
    #expect(explore.out.contains("\nnone        ios26 "), "\(explore.out)")
    let plain = navfuzz([
      "scan", SourceFixtures.path("TabApp"), "--runs", "20", "--jobs", "1", "--findings",
      folder + "/found-plain", "--out", folder + "/plain.nav",
    ])
    #expect(plain.code == .success || plain.code == .finding, "\(plain.err)")
    let plainText = try String(contentsOfFile: folder + "/plain.nav", encoding: .utf8)
    #expect(!plainText.contains("\nprofile:"), "\(plainText)")
  }
}
