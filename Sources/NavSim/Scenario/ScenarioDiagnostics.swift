import NavSimCore

/// One problem of a scenario file, located by line and column.
public struct ScenarioDiagnostic: Hashable, Sendable {
  /// The line, from 1 (0 for a problem of a scenario not read from a file).
  public var line: Int
  /// The column in the file's bytes, from 1 (0 when there is no line): UTF-8 bytes, and an
  /// invalid byte counts as one.
  public var column: Int
  /// What is wrong.
  public var error: ScenarioError
  /// The text of the offending line, without its line break; for a long line, only the part
  /// around the column, with `…` where it was clipped.
  public var sourceLine: String
  /// The caret's column in ``sourceLine`` in UTF-8 bytes, from 1: ``column`` unless the line
  /// was clipped.
  package var echoColumn: Int

  /// Creates a diagnostic.
  public init(line: Int, column: Int, error: ScenarioError, sourceLine: String) {
    self.init(line: line, column: column, error: error, sourceLine: sourceLine, echoColumn: column)
  }

  /// Creates a diagnostic whose `sourceLine` is a clipped part of the line, the caret going
  /// under `echoColumn` in it.
  package init(
    line: Int, column: Int, error: ScenarioError, sourceLine: String, echoColumn: Int
  ) {
    self.line = line
    self.column = column
    self.error = error
    self.sourceLine = sourceLine
    self.echoColumn = echoColumn
  }

  /// The longest message shown whole; a longer one (a huge token quoted) keeps its start and
  /// its end around `…`.
  static let maximumMessageLength = 300

  /// The compiler-style report: `PATH:LINE:COL: error: MESSAGE`, the line, and a caret under
  /// the column (only the first line when the problem has no line).
  ///
  /// Control and invisible characters of the path, the message and the line are written
  /// visibly (``VisibleText``). `COL` counts UTF-8 bytes, as compilers do; the caret line
  /// counts terminal columns instead, so the caret stands under the reported character on a
  /// line with accents, CJK, emoji or escapes (a tab in the line is copied into the caret
  /// line, so it lines up whatever the tab width).
  public func rendered(path: String) -> String {
    let path = VisibleText.escaped(path)
    var message = VisibleText.escaped(error.description)
    if message.count > Self.maximumMessageLength {
      message = message.prefix(Self.maximumMessageLength - 80) + "…" + message.suffix(79)
    }
    guard line > 0 else { return "\(path): error: \(message)" }
    let bytes = Array(sourceLine.utf8)
    let before = min(max(0, echoColumn - 1), bytes.count)
    var caret = ""
    for character in String(decoding: bytes[..<before], as: UTF8.self) {
      if character == "\t" {
        caret.append("\t")
      } else {
        let shown = VisibleText.escaped(String(character))
        caret += String(repeating: " ", count: VisibleText.width(shown))
      }
    }
    if echoColumn - 1 > before { caret += String(repeating: " ", count: echoColumn - 1 - before) }
    let echo = VisibleText.escaped(sourceLine)
    return "\(path):\(line):\(column): error: \(message)\n\(echo)\n\(caret)^"
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
  /// The problems, in line and column order: the first ``maximumKept`` of the file.
  public var problems: [ScenarioDiagnostic]
  /// How many more problems the file has beyond ``problems`` (not kept, to bound the memory
  /// and the output a hostile file can cause).
  package var omitted = 0

  /// The most problems kept and shown per file; the others are counted ("and N more").
  package static let maximumKept = 20

  /// Creates the error for the file at `path`.
  public init(path: String, problems: [ScenarioDiagnostic]) {
    self.path = path
    self.problems = problems
  }

  /// Every problem of the file, kept or not.
  package var count: Int { problems.count + omitted }

  /// The text a user reads.
  public var description: String {
    let shown = problems.prefix(Self.maximumKept)
    var text = shown.map { $0.rendered(path: path) }.joined(separator: "\n")
    let more = count - shown.count
    if more > 0 {
      text += "\n\(VisibleText.escaped(path)): note: and \(more) more error\(more == 1 ? "" : "s")"
    }
    return text
  }
}
