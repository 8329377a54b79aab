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
  /// An XcodeGen `project.yml`: `iOS:` under the project's `deploymentTarget:` mapping, a
  /// value on an iOS target's own line (not a macOS target's), comments and quotes left out.
  @Test func anXcodeGenProject() throws {
    let yml = Array(
      """
      name: Kiwix
      options:
        deploymentTarget: # the three latest major versions
          macOS: 14.6

          iOS: 17.6
      targets:
        Mac:
          platform: macOS
          deploymentTarget: "13.0"
        Widget:
          deploymentTarget: "16.4"
          platform: iOS
      """.utf8)
    let target = try #require(DeploymentTarget.read(files: [], projects: [("project.yml", yml)]))
    #expect(target.version == "16.4")
    #expect(target.location.description == "project.yml:12:5")
    #expect(target.others == 1)
    #expect(target.source == "deploymentTarget in XcodeGen's project.yml")
    let onlyOptions = Array(
      "options:\n  deploymentTarget:\n    iOS: '17.0'\n    macOS: 14.0\n".utf8)
    let read = try #require(
      DeploymentTarget.read(files: [], projects: [("project.yml", onlyOptions)]))
    #expect(read.version == "17")
    #expect(read.location.description == "project.yml:3:5")
  }

  /// An `.xcconfig`'s setting, a commented one left out; an Xcode project's own wins over it,
  /// and it wins over a generator's manifest.
  @Test func anXcconfigAndTheOrderOfBelief() throws {
    let config = Array(
      "// IPHONEOS_DEPLOYMENT_TARGET = 14.0\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n".utf8)
    let yml = Array("options:\n  deploymentTarget:\n    iOS: 15.0\n".utf8)
    let project = Array("\t\tbuildSettings = {\n\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;\n".utf8)
    let fromConfig = try #require(
      DeploymentTarget.read(
        files: [], projects: [("project.yml", yml), ("Config/Shared.xcconfig", config)]))
    #expect(fromConfig.version == "16")
    #expect(fromConfig.location.description == "Config/Shared.xcconfig:2:1")
    #expect(fromConfig.others == 0)
    let fromProject = try #require(
      DeploymentTarget.read(
        files: [],
        projects: [("Config/Shared.xcconfig", config), ("A.xcodeproj/project.pbxproj", project)]))
    #expect(fromProject.version == "18")
  }

  /// A target's `.xcconfig` (it writes the app's bundle identifier) overrides the project's
  /// (swift-paperless: project-wide 16.4, the app 17.0); an extension's is not the app's.
  @Test func theAppsXcconfigOverTheProjects() throws {
    let base = Array("// Project-wide.\nIPHONEOS_DEPLOYMENT_TARGET = 16.4\n".utf8)
    let app = Array(
      "#include \"Base.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.p.app\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n"
        .utf8)
    let share = Array(
      "PRODUCT_BUNDLE_IDENTIFIER = com.p.app.Share\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n".utf8)
    let target = try #require(
      DeploymentTarget.read(
        files: [],
        projects: [
          ("Config/Base.xcconfig", base), ("Config/App.xcconfig", app),
          ("Config/Share.xcconfig", share),
        ]))
    #expect(target.version == "17")
    #expect(target.location.description == "Config/App.xcconfig:3:1")
  }

  /// A `project.yml` of nothing but one mapping's keys (20 000 targets' values, one platform
  /// line at the end) is read in one pass: every value finds the mapping's platform.
  @Test func aHostileXcodeGenProjectIsReadInLinearTime() throws {
    let yml = Array(
      ("targets:\n" + String(repeating: "  deploymentTarget: \"16.0\"\n", count: 20_000)
        + "  platform: iOS\n").utf8)
    let target = try #require(DeploymentTarget.read(files: [], projects: [("project.yml", yml)]))
    #expect(target.version == "16")
    #expect(target.location.line == 2)
    #expect(target.others == 0)
  }

  /// Tuist's `Project.swift`, when no package manifest says.
  @Test func aTuistProject() throws {
    let file = SourceFile(
      path: "App/Project.swift",
      text: "let p = Project(targets: [.target(name: \"A\", deploymentTargets: .iOS(\"17.0\"))])\n")
    let target = try #require(DeploymentTarget.read(files: [file], projects: []))
    #expect(target.version == "17")
    #expect(target.source == "Tuist's Project.swift")
  }

  /// The availability checks are read at the oldest iOS the warnings speak of that the app
  /// runs: the target, raised to the oldest profile asked when that is newer, and each profile's
  /// own oldest version the inverse of ``DeploymentTarget/profile``.
  @Test func theReadingVersionIsTheOldestTheWarningsSpeakOf() {
    let at = SourceLocation(path: "Package.swift", line: 1, column: 1)
    let target = DeploymentTarget(major: 17, minor: 5, location: at, source: "Package.swift")
    let read = DeploymentTarget.readingVersion
    #expect(read(target, [.ios17]) == OSVersion(major: 17, minor: 5))
    #expect(read(target, [.ios16]) == OSVersion(major: 17, minor: 5))
    #expect(read(target, [.ios26, .ios18]) == OSVersion(major: 18))
    #expect(read(nil, [.ios26]) == OSVersion(major: 26))
    #expect(read(nil, [.fixed]) == OSVersion(major: 17))
    #expect(read(target, [.fixed]) == OSVersion(major: 17, minor: 5))
    for profile in Profile.versions {
      let version = DeploymentTarget.oldestVersion(of: profile)
      let made = version.map {
        DeploymentTarget(major: $0.major, minor: $0.minor, location: at, source: "").profile
      }
      #expect(made?.name == profile.name, "\(profile.name)")
    }
  }
}
