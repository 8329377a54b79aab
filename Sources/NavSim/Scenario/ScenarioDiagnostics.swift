import NavSimCore

/// One problem of a scenario file, located by line and column.
public struct ScenarioDiagnostic: Hashable, Sendable {
  /// The line, from 1 (0 for a problem of a scenario not read from a file).
  public var line: Int
  /// The column in UTF-8 bytes, from 1 (0 when there is no line).
  public var column: Int
  /// What is wrong.
  public var error: ScenarioError
  /// The text of the offending line, without its line break.
  public var sourceLine: String

  /// Creates a diagnostic.
  public init(line: Int, column: Int, error: ScenarioError, sourceLine: String) {
    self.line = line
    self.column = column
    self.error = error
    self.sourceLine = sourceLine
  }

  /// The compiler-style report: `PATH:LINE:COL: error: MESSAGE`, the line, and a caret under
  /// the column (only the first line when the problem has no line).
  public func rendered(path: String) -> String {
    guard line > 0 else { return "\(path): error: \(error)" }
    var caret = ""
    var index = 0
    for byte in sourceLine.utf8 {
      guard index < column - 1 else { break }
      index += 1
      if byte == UInt8(ascii: "\t") {
        caret.append("\t")
      } else if byte & 0xC0 != 0x80 {
        caret.append(" ")
      }
    }
    if column - 1 > index { caret += String(repeating: " ", count: column - 1 - index) }
    return "\(path):\(line):\(column): error: \(error)\n\(sourceLine)\n\(caret)^"
  }
}

/// Every problem of a scenario file: the error that parsing a file with problems throws.
///
/// Its description lists each problem compiler-style, in line order:
///
/// ```
/// seed.nav:9:8: error: unknown action 'swipe-bak'; did you mean 'swipe-back'?
/// +300ms swipe-bak 0.7 over 100ms
///        ^
/// ```
public struct ScenarioDiagnostics: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file's path, as reports name it.
  public var path: String
  /// The problems, in line and column order.
  public var problems: [ScenarioDiagnostic]

  /// Creates the error for the file at `path`.
  public init(path: String, problems: [ScenarioDiagnostic]) {
    self.path = path
    self.problems = problems
  }

  /// The text a user reads.
  public var description: String {
    problems.map { $0.rendered(path: path) }.joined(separator: "\n")
  }
}
