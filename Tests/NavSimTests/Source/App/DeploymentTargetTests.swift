import Testing

@testable import NavSimCore
@testable import NavSimSource

/// The deployment target chooses the profile a scan's warnings speak of (docs/SCAN.md, "The
/// verdicts").
@Suite struct DeploymentTargetTests {
  /// An Xcode project's lowest `IPHONEOS_DEPLOYMENT_TARGET`, with its place and the count of
  /// other values; it wins over a package manifest.
  @Test func anXcodeProjectsLowestTarget() throws {
    let project = Array(
      """
      		buildSettings = {
      			IPHONEOS_DEPLOYMENT_TARGET = 18.5;
      		};
      		buildSettings = {
      			IPHONEOS_DEPLOYMENT_TARGET = 26.0;
      		};
      """.utf8)
    let manifest = SourceFile(
      path: "Pkg/Package.swift", text: "let p = Package(name: \"P\", platforms: [.iOS(.v16)])\n")
    let target = try #require(
      DeploymentTarget.read(
        files: [manifest], projects: [("App.xcodeproj/project.pbxproj", project)]))
    #expect(target.version == "18.5")
    #expect(target.location.description == "App.xcodeproj/project.pbxproj:2:4")
    #expect(target.others == 1)
    #expect(target.profile == .ios18)
  }

  /// The app target's setting, not an extension's (whose bundle identifier adds to the
  /// app's) nor a test bundle's.
  @Test func theAppTargetsSettingNotAnExtensions() throws {
    let project = Array(
      """
      		buildSettings = {
      			IPHONEOS_DEPLOYMENT_TARGET = 17.0;
      			PRODUCT_BUNDLE_IDENTIFIER = lo.cafe.app;
      		};
      		buildSettings = {
      			IPHONEOS_DEPLOYMENT_TARGET = 15.0;
      			PRODUCT_BUNDLE_IDENTIFIER = "lo.cafe.app.share";
      		};
      		buildSettings = {
      			IPHONEOS_DEPLOYMENT_TARGET = 14.0;
      			PRODUCT_BUNDLE_IDENTIFIER = lo.cafe.Tests;
      		};
      """.utf8)
    let target = try #require(
      DeploymentTarget.read(files: [], projects: [("A.xcodeproj/project.pbxproj", project)]))
    #expect(target.version == "17")
    #expect(target.location.line == 2)
    #expect(target.profile == .ios17)
  }

  /// A package manifest's `.iOS(.v17)`, `.iOS(.v17_4)` and `.iOS("16.0")`.
  @Test func aPackageManifestsPlatforms() throws {
    for (text, version, profile) in [
      ("platforms: [.iOS(.v17), .macOS(.v14)]", "17", Profile.ios17),
      ("platforms: [.iOS(.v17_4)]", "17.4", .ios17),
      ("platforms: [.iOS(\"16.0\")]", "16", .ios16),
      ("platforms: [.iOS(.v26)]", "26", .ios26),
    ] {
      let file = SourceFile(path: "Package.swift", text: "let p = Package(\(text))\n")
      let target = try #require(DeploymentTarget.read(files: [file], projects: []))
      #expect(target.version == version)
      #expect(target.profile == profile)
      #expect(target.source == "Package.swift platforms")
    }
    #expect(
      DeploymentTarget.read(files: [SourceFile(path: "A.swift", text: "")], projects: []) == nil)
  }
}
