import NavSimCore

extension Scenario {
  /// Reads a scenario file (SCENARIOS.md).
  ///
  /// Parsing goes on after a problem, so the error lists every problem of the file, each with
  /// its line and column. It never traps, whatever the text.
  ///
  /// Every event must be one a finger can make (docs/MODEL.md §10.5, ``TouchPhysics/violations(_:fingers:)``):
  /// a line no finger can perform is an error that says why.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - path: the file's path, as the diagnostics name it.
  ///   - performable: whether to check that a person can perform the events (`false` reads
  ///     the grammar alone: model-level step lines and any timing).
  /// - Returns: the scenario, with relative times resolved and screen names checked.
  /// - Throws: ``ScenarioDiagnostics`` holding every problem, in line order.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, path: String, performable: Bool = true)
    throws(ScenarioDiagnostics) -> Scenario
  {
    try parse(bytes: Array(text.utf8), path: path, performable: performable)
  }

  /// Parses a scenario file's bytes as they are on disk: as ``parse(_:path:performable:)``,
  /// and a column counts the file's bytes, an invalid UTF-8 byte as one (decoding the file
  /// first would count each as the three bytes of U+FFFD).
  public static func parse(bytes: [UInt8], path: String, performable: Bool = true)
    throws(ScenarioDiagnostics) -> Scenario
  {
    var parser = ScenarioParser(bytes: bytes)
    parser.checksPerformability = performable
    parser.run()
    guard parser.problems.isEmpty else {
      let problems = parser.sortedProblems()
      let kept = ScenarioDiagnostics.maximumKept
      var diagnostics = ScenarioDiagnostics(path: path, problems: Array(problems.prefix(kept)))
      diagnostics.omitted = parser.omittedProblems + max(0, problems.count - kept)
      throw diagnostics
    }
    return parser.scenario
  }
}

/// The state of one pass over a scenario file.
struct ScenarioParser {
  let bytes: [UInt8]
  var scenario = Scenario()
  /// The first problems in line, column and discovery order, with their discovery numbers; at
  /// most twice ``ScenarioDiagnostics/maximumKept`` between trims.
  var problems: [(diagnostic: ScenarioDiagnostic, order: Int)] = []
  /// How many problems were found and not kept.
  var omittedProblems = 0
  var problemsFound = 0

  var line = SourceLine(number: 0, start: 0, end: 0)
  var sawContent = false
  var firstEventLine: Int? = nil
  var keyLines: [String: Int] = [:]
  var settingLines: [String: Int] = [:]
  /// Where each setting's name is written, for a problem the settings make together.
  var settingPlaces: [String: (line: SourceLine, offset: Int)] = [:]
  var screenLines: [String: Int] = [:]
  var expectationLines: [Int] = []
  var references: [Reference] = []
  /// Names used as tabs (`tap tab X`, `app select X`), checked against `tabs:` at the end.
  var tabReferences: [Reference] = []
  /// Where the `tabs:` header named each tab.
  var tabLine: SourceLine? = nil
  var startReference: Reference? = nil
  var fps: Int64 = 60
  /// The inputs the events expand to so far, strokes at one move per frame (an upper bound).
  var expandedInputs = 0
  var previousTime: Int64 = 0
  /// Whether to run the performability check after parsing.
  var checksPerformability = true
  /// Each event's line, where its content starts and where its action starts (for the
  /// performability check).
  var eventLines: [(line: SourceLine, offset: Int, action: Int)] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Reads every line, then checks the names and, when asked and nothing is wrong, that a
  /// person can perform the events.
  mutating func run() {
    for line in Lexer.lines(bytes) {
      self.line = line
      parseLine()
    }
    resolveNames()
    if problems.isEmpty && checksPerformability { checkPerformable() }
  }

  /// One line: a comment, an event, a header, or a problem.
  mutating func parseLine() {
    let start = Lexer.skipBlanks(bytes, line.start..<line.end)
    guard start < line.end else { return }
    if bytes[start] == Lexer.hash {
      if !sawContent { scenario.comments.append(topComment(start + 1)) }
      return
    }
    sawContent = true
    var contentEnd = start
    while contentEnd < line.end, bytes[contentEnd] != Lexer.hash { contentEnd += 1 }
    let content = Lexer.trim(bytes, start..<contentEnd)
    let first = bytes[start]
    if first == UInt8(ascii: "@") || first == UInt8(ascii: "+") {
      parseEvent(content)
      return
    }
    var keyEnd = start
    while keyEnd < content.upperBound, !Lexer.isBlank(bytes[keyEnd]),
      bytes[keyEnd] != UInt8(ascii: ":")
    {
      keyEnd += 1
    }
    let colon = Lexer.skipBlanks(bytes, keyEnd..<content.upperBound)
    if colon < content.upperBound, bytes[colon] == UInt8(ascii: ":") {
      parseHeader(key: Token(start: start, end: keyEnd), value: colon + 1..<content.upperBound)
      return
    }
    let word = text(start..<keyEnd)
    if ScenarioAction.keywords.contains(word) {
      report(.missingTime(action: word), at: start)
    } else {
      report(.unrecognisedLine(String(word.prefix(40))), at: start)
    }
  }

  /// The text of a top comment: everything after `#` and one space.
  func topComment(_ afterHash: Int) -> String {
    var from = afterHash
    if from < line.end, bytes[from] == Lexer.space { from += 1 }
    return text(from..<line.end)
  }
}
