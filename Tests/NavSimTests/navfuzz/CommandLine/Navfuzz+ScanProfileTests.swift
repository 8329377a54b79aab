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

  /// A folder holding an app whose pushed `Plot` screen shows a sheet that only `button` (code
  /// in its `Form`) presents, by setting `showing`; and the sources' folder in it.
  static func plotApp(button: String) throws -> (folder: String, sources: String) {
    let folder = temporaryFolder()
    let sources = folder + "/Garden"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try """
    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { NavigationStack { NavigationLink("p") { Plot() } } } }
    }
    struct Plot: View {
      @State private var showing = false
      var body: some View {
        Form {
          \(button)
        }
        .sheet(isPresented: $showing) { Text("sheet") }
      }
    }
    """.write(toFile: sources + "/Garden.swift", atomically: true, encoding: .utf8)
    return (folder, sources)
  }

  /// The availability checks are read at the deployment target, or at the oldest profile asked
  /// when that is newer: on iOS 17 a sheet whose only button is iOS 26's is never shown; asked
  /// for ios26, it is judged. The app file says at which version it was read.
  @Test func theAvailabilityChecksAreReadAtTheOldestVersionJudged() throws {
    let (folder, sources) = try Self.plotApp(
      button: "if #available(iOS 26, *) { Button(\"Ask\") { showing = true } }")
    try "let package = Package(name: \"G\", platforms: [.iOS(.v17)])\n"
      .write(toFile: sources + "/Package.swift", atomically: true, encoding: .utf8)
    let old = navfuzz([
      "scan", sources, "--runs", "200", "--jobs", "1", "--findings", folder + "/f17", "--out",
      folder + "/17.nav",
    ])
    #expect(old.code == .success, "\(old.out)\n\(old.err)")
    #expect(old.out.contains(", 0 presentations"), "\(old.out)")
    let text = try String(contentsOfFile: folder + "/17.nav", encoding: .utf8)
    #expect(text.contains("\n# Its 1 #available check is read as on iOS 17.\n"), "\(text)")
    let new = navfuzz([
      "scan", sources, "--profile", "ios26", "--runs", "200", "--jobs", "1", "--findings",
      folder + "/f26", "--out", folder + "/26.nav",
    ])
    #expect(new.out.contains(", 1 presentations"), "\(new.out)")
    #expect(new.out.contains("sheet on Plot  ios26"), "\(new.out)")
  }

  /// Without `--debug` the scan reads the release build: a sheet whose only button is in `#if
  /// DEBUG` code is never shown, and the app file says so; with it, the sheet is judged.
  @Test func theReleaseBuildIsReadUnlessDebugIsAsked() throws {
    let (folder, sources) = try Self.plotApp(
      button: "#if DEBUG\n      Button(\"Debug\") { showing = true }\n      #endif")
    let release = navfuzz([
      "scan", sources, "--runs", "200", "--jobs", "1", "--findings", folder + "/fr", "--out",
      folder + "/release.nav",
    ])
    #expect(release.out.contains(", 0 presentations"), "\(release.out)")
    let text = try String(contentsOfFile: folder + "/release.nav", encoding: .utf8)
    #expect(
      text.contains(
        "\n# Read as the release build: 1 #if DEBUG branch left out (--debug reads them).\n"),
      "\(text)")
    let debug = navfuzz([
      "scan", sources, "--debug", "--runs", "200", "--jobs", "1", "--findings", folder + "/fd",
      "--out", folder + "/debug.nav",
    ])
    #expect(debug.out.contains(", 1 presentations"), "\(debug.out)")
    let debugText = try String(contentsOfFile: folder + "/debug.nav", encoding: .utf8)
    #expect(!debugText.contains("#if DEBUG"), "\(debugText)")
  }
}
