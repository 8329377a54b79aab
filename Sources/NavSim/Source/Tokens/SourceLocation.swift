/// A place in a Swift source file: line and column from 1, the column counted in UTF-8 bytes
/// (as compilers and the scenario diagnostics count them).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as given to the scan.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in UTF-8 bytes.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `PATH:LINE:COL`, the prefix of a diagnostic and of the app file's screen comments.
  public var description: String { "\(path):\(line):\(column)" }

  /// Path, then line, then column.
  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.path, a.line, a.column) < (b.path, b.line, b.column)
  }
}
