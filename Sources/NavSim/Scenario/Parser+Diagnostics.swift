import NavSimCore

/// Problems as they are found: each with its line, column and an echo of the line, the first
/// ones kept in line order.
extension ScenarioParser {
  /// How many bytes of a long line a diagnostic echoes on each side of its column.
  static let echoRadius = 60

  /// The kept problems by line, then column, then discovery.
  func sortedProblems() -> [ScenarioDiagnostic] {
    Self.sorted(problems).map(\.diagnostic)
  }

  static func sorted(
    _ problems: [(diagnostic: ScenarioDiagnostic, order: Int)]
  ) -> [(diagnostic: ScenarioDiagnostic, order: Int)] {
    problems.sorted {
      ($0.diagnostic.line, $0.diagnostic.column, $0.order)
        < ($1.diagnostic.line, $1.diagnostic.column, $1.order)
    }
  }

  /// Records a problem at `offset` of the line being read.
  mutating func report(_ error: ScenarioError, at offset: Int) {
    report(error, at: offset, on: line)
  }

  /// Records a problem, echoing at most ``echoRadius`` bytes of the line on each side of the
  /// column (so a long line with many problems costs linear time and memory), and keeps only
  /// the first ``ScenarioDiagnostics/maximumKept`` problems in line order.
  mutating func report(_ error: ScenarioError, at offset: Int, on line: SourceLine) {
    let at = min(max(offset, line.start), line.end)
    var low = max(line.start, at - Self.echoRadius)
    var high = min(line.end, at + Self.echoRadius)
    while low > line.start, low < line.end, bytes[low] & 0xC0 == 0x80 { low -= 1 }
    while high < line.end, bytes[high] & 0xC0 == 0x80 { high += 1 }
    let head = low > line.start ? "…" : ""
    let tail = high < line.end ? "…" : ""
    let diagnostic = ScenarioDiagnostic(
      line: line.number, column: offset - line.start + 1, error: error,
      sourceLine: head + text(low..<high) + tail,
      // The echo is decoded text (an invalid byte shows as U+FFFD, three bytes), while the
      // column counts the file's bytes: the caret's place is counted in the echo's own bytes.
      echoColumn: head.utf8.count + text(low..<at).utf8.count + (offset - at) + 1)
    problems.append((diagnostic, problemsFound))
    problemsFound += 1
    let kept = ScenarioDiagnostics.maximumKept
    if problems.count >= 2 * kept {
      problems = Array(Self.sorted(problems).prefix(kept))
      omittedProblems += kept
    }
  }
}
