import NavSimCore

/// The app's minimum iOS version as its project says it (docs/SCAN.md, "The verdicts"): an
/// Xcode project's `IPHONEOS_DEPLOYMENT_TARGET`, else an `.xcconfig`'s, else XcodeGen's
/// `deploymentTarget:`, else a package manifest's `platforms: [.iOS(.v17)]`, else Tuist's
/// `deploymentTargets: .iOS("17.0")`. It chooses the profile a scan's warnings speak of when
/// `--profile` is not given: the oldest version of the model the app runs on.
public struct DeploymentTarget: Hashable, Sendable {
  /// The version's major number (`18` of `18.5`).
  public var major: Int
  /// The version's minor number (`5` of `18.5`).
  public var minor: Int
  /// Where it is written.
  public var location: SourceLocation
  /// What says it (`IPHONEOS_DEPLOYMENT_TARGET`, `Package.swift platforms`).
  public var source: String
  /// How many other values the same kind of file gives (several targets of a project).
  public var others: Int = 0

  /// Creates a target.
  public init(major: Int, minor: Int, location: SourceLocation, source: String) {
    self.major = major
    self.minor = minor
    self.location = location
    self.source = source
  }

  /// `18.5`, `17`.
  public var version: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  /// The oldest profile of the model's iOS versions (``Profile/versions``) an app of this
  /// minimum runs on: `ios16` up to iOS 16 (the oldest modelled), `ios17`, `ios18` for 18 to
  /// 25, `ios26` from 26.
  public var profile: Profile {
    switch major {
    case ..<17: .ios16
    case 17: .ios17
    case 18..<26: .ios18
    default: .ios26
    }
  }

  /// The version, to compare.
  public var osVersion: OSVersion { OSVersion(major: major, minor: minor) }

  /// The oldest iOS version of `profile` (``profile``'s inverse: `ios18` is iOS 18 to 25), `nil`
  /// for one that is no iOS version (`fixed`, a profile of settings).
  public static func oldestVersion(of profile: Profile) -> OSVersion? {
    switch profile.name {
    case "ios13": OSVersion(major: 13)
    case "ios16": OSVersion(major: 16)
    case "ios17": OSVersion(major: 17)
    case "ios18": OSVersion(major: 18)
    case "ios26": OSVersion(major: 26)
    default: nil
    }
  }

  /// The version a scan reads the app's availability checks at: the oldest iOS the warnings on
  /// `profiles` speak of that an app of minimum `target` runs (the target, or the oldest
  /// profile's first version when that is newer; iOS 17 when neither says).
  public static func readingVersion(target: DeploymentTarget?, profiles: [Profile]) -> OSVersion {
    let oldest = profiles.compactMap(oldestVersion(of:)).min()
    switch (target?.osVersion, oldest) {
    case (let target?, let oldest?): return max(target, oldest)
    case (let target?, nil): return target
    case (nil, let oldest?): return oldest
    case (nil, nil): return OSVersion(major: 17)
    }
  }

  /// The target read from `projects` (Xcode project files, `project.pbxproj`; else the
  /// `.xcconfig` files; else XcodeGen's `project.yml`: ``Origin``), else from the package
  /// manifests among `files` (`Package.swift`), else from Tuist's (`Project.swift`): the lowest
  /// value written by the first kind that writes one, with how many others there are. `nil`
  /// when none says.
  public static func read(files: [SourceFile], projects: [(path: String, bytes: [UInt8])])
    -> DeploymentTarget?
  {
    var found: [DeploymentTarget] = []
    for origin in Origin.allCases where found.isEmpty {
      let written = projects.filter { Origin(path: $0.path) == origin }
      switch origin {
      case .xcodeProject:
        for project in written { found += appSettings(project.bytes, path: project.path) }
      case .xcconfig: found += configurations(written)
      case .xcodeGen:
        for project in written { found += xcodeGen(project.bytes, path: project.path) }
      }
    }
    for name in ["Package.swift", "Project.swift"] where found.isEmpty {
      for file in files where file.path == name || file.path.hasSuffix("/" + name) {
        found += manifest(file).map {
          var target = $0
          if name == "Project.swift" { target.source = "Tuist's Project.swift" }
          return target
        }
      }
    }
    guard var lowest = found.min(by: { ($0.major, $0.minor) < ($1.major, $1.minor) }) else {
      return nil
    }
    lowest.others = Set(found.map { [$0.major, $0.minor] }).count - 1
    return lowest
  }

  /// The app target's `IPHONEOS_DEPLOYMENT_TARGET`s of a project file: those of the build
  /// settings whose `PRODUCT_BUNDLE_IDENTIFIER` is the app's (the shortest that is not a test
  /// bundle's: an extension's and a widget's add to it), else the project's own (settings
  /// without a bundle identifier, which the targets inherit), else all.
  static func appSettings(_ bytes: [UInt8], path: String) -> [DeploymentTarget] {
    let all = settings(bytes, path: path)
    let text = String(decoding: bytes, as: UTF8.self)
    let key = "PRODUCT_BUNDLE_IDENTIFIER = "
    // Each setting's bundle: the one written in the same `buildSettings = { … };` block.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var bundles: [String?] = []
    for target in all {
      var start = target.location.line - 1
      while start > 0, !lines[start].contains("buildSettings = {") { start -= 1 }
      var end = target.location.line - 1
      while end + 1 < lines.count, !lines[end].hasSuffix("};") { end += 1 }
      let block = lines[start...min(end, lines.count - 1)]
      bundles.append(block.first { $0.contains(key) }.map(bundleIdentifier))
    }
    return appsOwn(all, bundles: bundles)
  }

  /// The value of a `PRODUCT_BUNDLE_IDENTIFIER = com.app;` line (a project file's or an
  /// `.xcconfig`'s), quotes, blanks and `;` left out.
  static func bundleIdentifier(_ line: Substring) -> String {
    String((line.split(separator: "=").last ?? "").filter { !" ;\"\t".contains($0) })
  }

  /// Of targets written each beside a bundle identifier or none: those of the app's bundle
  /// (the shortest that is not a test bundle's: an extension's and a widget's add to it), else
  /// the project's own (without a bundle identifier, which the targets inherit), else all.
  static func appsOwn(_ all: [DeploymentTarget], bundles: [String?]) -> [DeploymentTarget] {
    let apps = bundles.compactMap { $0 }.filter { !$0.lowercased().contains("test") }
    if let app = apps.min(by: { ($0.count, $0) < ($1.count, $1) }) {
      let own = zip(all, bundles).filter { $0.1 == app }.map(\.0)
      if !own.isEmpty { return own }
    }
    let project = zip(all, bundles).filter { $0.1 == nil }.map(\.0)
    return project.isEmpty ? all : project
  }

  /// Every `IPHONEOS_DEPLOYMENT_TARGET = 18.5;` of a project file.
  static func settings(_ bytes: [UInt8], path: String) -> [DeploymentTarget] {
    let key = Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)
    var result: [DeploymentTarget] = []
    var line = 1
    var lineStart = 0
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        lineStart = i + 1
        i += 1
        continue
      }
      if bytes[i] == key[0], i + key.count <= bytes.count, Array(bytes[i..<i + key.count]) == key {
        var k = i + key.count
        while k < bytes.count,
          bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "=")
            || bytes[k] == UInt8(ascii: "\"")
        {
          k += 1
        }
        if let (major, minor, _) = version(bytes, from: k) {
          result.append(
            DeploymentTarget(
              major: major, minor: minor,
              location: SourceLocation(path: path, line: line, column: i - lineStart + 1),
              source: "IPHONEOS_DEPLOYMENT_TARGET"))
        }
        i += key.count
        continue
      }
      i += 1
    }
    return result
  }

  /// `.iOS(.v17)`, `.iOS(.v17_4)`, `.iOS("17.4")` in a package manifest.
  static func manifest(_ file: SourceFile) -> [DeploymentTarget] {
    var result: [DeploymentTarget] = []
    var k = 0
    while k + 4 < file.code.count {
      if file.isPunctuation(k, ASCII.dot), file.isWord(k + 1, "iOS"),
        file.isPunctuation(k + 2, ASCII.openParen)
      {
        var bytes = Array(file.text(k + 3).utf8)
        if file.isPunctuation(k + 3, ASCII.dot) { bytes = Array(file.text(k + 4).utf8) }
        // `v17_4` or `"17.4"`.
        let digits = bytes.drop { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
          .map { $0 == UInt8(ascii: "_") ? UInt8(ascii: ".") : $0 }
        if let (major, minor, _) = version(Array(digits), from: 0) {
          result.append(
            DeploymentTarget(
              major: major, minor: minor, location: file.location(ofCode: k),
              source: "Package.swift platforms"))
        }
      }
      k += 1
    }
    return result
  }

  /// `18.5` or `17` at `from`: the major and minor numbers (at most four digits each).
  static func version(_ bytes: [UInt8], from: Int) -> (Int, Int, Int)? {
    func number(_ at: Int) -> (Int, Int)? {
      var k = at
      var value = 0
      while k < bytes.count, k - at < 4, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[k])
      {
        value = value * 10 + Int(bytes[k] - UInt8(ascii: "0"))
        k += 1
      }
      return k == at ? nil : (value, k)
    }
    guard let (major, next) = number(from) else { return nil }
    if next < bytes.count, bytes[next] == UInt8(ascii: "."), let (minor, end) = number(next + 1) {
      return (major, minor, end)
    }
    return (major, 0, next)
  }
}
