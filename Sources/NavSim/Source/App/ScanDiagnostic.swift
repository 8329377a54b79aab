/// A diagnostic of a scan, in the convention compilers, SwiftLint and Xcode share:
/// `PATH:LINE:COL: note: …` or `PATH:LINE:COL: warning: …`.
public struct ScanDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Hashable, Sendable {
    /// Something the scan could not read, and the default it took.
    case note
    /// A presentation the model finds vulnerable.
    case warning
    /// A file that cannot be read as Swift (unbalanced brackets, an unterminated string).
    case error
  }

  /// Where it points.
  public var location: SourceLocation
  /// How serious it is.
  public var severity: Severity
  /// What it says.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.location = location
    self.severity = severity
    self.message = message
  }

  /// `PATH:LINE:COL: SEVERITY: MESSAGE`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }

  /// By location, then message.
  public static func < (a: ScanDiagnostic, b: ScanDiagnostic) -> Bool {
    (a.location, a.message) < (b.location, b.message)
  }
}
