/// An iOS version, `17.5` or `26.0.1`: the version a scan reads the app at (an `if
/// #available(iOS 26, *)` runs one branch there, docs/SCAN.md) and the versions the checks name.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major number (`17` of `17.5`).
  public var major: Int
  /// The minor number (`5` of `17.5`).
  public var minor: Int
  /// The patch number (`1` of `26.0.1`).
  public var patch: Int

  /// Creates a version.
  public init(major: Int, minor: Int = 0, patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// The version written `text` (`17`, `17.5`, `26.0.1`), or `nil` when it is not one.
  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.utf8.count <= 4, part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
        let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    numbers += Array(repeating: 0, count: 3 - numbers.count)
    self.init(major: numbers[0], minor: numbers[1], patch: numbers[2])
  }

  /// `17.5`, `17`, `26.0.1`.
  public var description: String {
    patch != 0 ? "\(major).\(minor).\(patch)" : minor != 0 ? "\(major).\(minor)" : "\(major)"
  }

  /// Whether `a` is older than `b`.
  public static func < (a: OSVersion, b: OSVersion) -> Bool {
    (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
  }
}
