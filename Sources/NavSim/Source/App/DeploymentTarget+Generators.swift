import NavSimCore

/// The deployment target where a project generator or a configuration file writes it
/// (docs/SCAN.md, "The verdicts"), for apps whose `.xcodeproj` is not in the repository: an
/// `.xcconfig`'s `IPHONEOS_DEPLOYMENT_TARGET = 17.0`, an XcodeGen `project.yml`'s
/// `deploymentTarget:` (`iOS: 17.6` under it, or a value on an iOS target's own line), a Tuist
/// manifest's `deploymentTargets: .iOS("17.0")`.
extension DeploymentTarget {
  /// The kinds of file that say an app's minimum iOS, in the order they are believed: an
  /// Xcode project's own setting wins over the configuration files it includes, which win
  /// over a generator's manifest.
  public enum Origin: CaseIterable, Sendable {
    /// An Xcode project's `project.pbxproj`.
    case xcodeProject
    /// A build configuration file, `.xcconfig`.
    case xcconfig
    /// XcodeGen's `project.yml`.
    case xcodeGen

    /// The file name (or its ending) of each kind.
    public var suffix: String {
      switch self {
      case .xcodeProject: "project.pbxproj"
      case .xcconfig: ".xcconfig"
      case .xcodeGen: "project.yml"
      }
    }

    /// The kind of the file at `path`.
    init?(path: String) {
      guard let origin = Self.allCases.first(where: { path.hasSuffix($0.suffix) }) else {
        return nil
      }
      self = origin
    }
  }

  /// The app's targets the `.xcconfig` files write (`IPHONEOS_DEPLOYMENT_TARGET = 17.0`, a
  /// commented line left out): each file is one target's or the project's, told apart by the
  /// `PRODUCT_BUNDLE_IDENTIFIER` it writes, as a project file's blocks are
  /// (``appsOwn(_:bundles:)``: swift-paperless's project-wide 16.4 is overridden by its app's
  /// 17.0).
  static func configurations(_ files: [(path: String, bytes: [UInt8])]) -> [DeploymentTarget] {
    var all: [DeploymentTarget] = []
    var bundles: [String?] = []
    for file in files {
      let lines = lines(file.bytes)
      let key = "PRODUCT_BUNDLE_IDENTIFIER"
      let bundle = lines.first {
        $0.drop { $0 == " " || $0 == "\t" }.hasPrefix(key)
      }.map(bundleIdentifier)
      for var target in settings(file.bytes, path: file.path)
      where !lines[target.location.line - 1].prefix(target.location.column - 1).contains("//") {
        target.source = "IPHONEOS_DEPLOYMENT_TARGET in an .xcconfig"
        all.append(target)
        bundles.append(bundle)
      }
    }
    return appsOwn(all, bundles: bundles)
  }

  /// The iOS targets an XcodeGen `project.yml` writes: `iOS: 17.6` in a `deploymentTarget:`
  /// mapping (the project's `options:` or a target's), or `deploymentTarget: "16.0"` in a
  /// target whose `platform:` is iOS.
  static func xcodeGen(_ bytes: [UInt8], path: String) -> [DeploymentTarget] {
    let all = lines(bytes)
    var result: [DeploymentTarget] = []
    // One pass, in linear time: each line's mapping is named by the line that opens it (the
    // nearest line above with less indentation), so a target's own value finds its platform
    // among the keys of its mapping.
    var ancestors: [(indent: Int, line: Int)] = []
    var iOSMappings: Set<Int> = []
    var ownValues: [(mapping: Int, target: DeploymentTarget)] = []
    var mapping: (indent: Int, line: Int)? = nil
    for (n, line) in all.enumerated() {
      let text = line.drop { $0 == " " }
      guard !text.isEmpty, !text.hasPrefix("#") else { continue }
      let indent = line.count - text.count
      if let open = mapping, indent <= open.indent { mapping = nil }
      while let last = ancestors.last, last.indent >= indent { ancestors.removeLast() }
      let parent = ancestors.last?.line ?? -1
      ancestors.append((indent, n))
      if text.hasPrefix("platform:"), text.contains("iOS") { iOSMappings.insert(parent) }
      if let open = mapping, indent > open.indent, text.hasPrefix("iOS:") {
        // `iOS: 17.6` under `deploymentTarget:`.
        result += value(text.dropFirst(4), line: n, column: indent + 1, path: path)
        continue
      }
      guard text.hasPrefix("deploymentTarget:") else { continue }
      let rest = text.dropFirst("deploymentTarget:".count).prefix { $0 != "#" }
      if rest.contains(where: { $0 != " " }) {
        for target in value(rest, line: n, column: indent + 1, path: path) {
          ownValues.append((parent, target))
        }
      } else {
        mapping = (indent, n)
      }
    }
    // A target's own value counts when its platform is iOS.
    result += ownValues.filter { iOSMappings.contains($0.mapping) }.map(\.target)
    return result.sorted { $0.location.line < $1.location.line }
  }

  /// The lines of `bytes` (without their line ends).
  private static func lines(_ bytes: [UInt8]) -> [Substring] {
    String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
  }

  /// The version written in `text` (`17.6`, `"16.0"`), placed at line `line` (from 0).
  private static func value(
    _ text: Substring, line: Int, column: Int, path: String
  ) -> [DeploymentTarget] {
    let bytes = Array(text.utf8).filter {
      $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'")
    }
    guard let (major, minor, _) = version(bytes, from: 0) else { return [] }
    return [
      DeploymentTarget(
        major: major, minor: minor,
        location: SourceLocation(path: path, line: line + 1, column: column),
        source: "deploymentTarget in XcodeGen's project.yml")
    ]
  }
}
