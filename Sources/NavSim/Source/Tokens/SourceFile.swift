/// A Swift file read for the scan: its bytes, tokens, the code tokens (trivia left out) with
/// each bracket's partner, and the line starts that turn offsets into locations.
///
/// ```swift
/// let file = SourceFile(path: "A.swift", text: "struct A: View { var body: some View { Text(\"a\") } }")
/// file.code.count  // the tokens without blanks and comments
/// ```
public struct SourceFile: Sendable {
  /// The path as given to the scan (diagnostics and comments write it).
  public let path: String
  /// The file's bytes.
  public let bytes: [UInt8]
  /// Every token, trivia included.
  public let tokens: [SwiftToken]
  /// The code tokens: ``tokens`` without trivia.
  public let code: [SwiftToken]
  /// For each code token that is a bracket (`(`, `[`, `{` and their closers), the index in
  /// ``code`` of its partner; -1 for other tokens. An opener the file never closes is paired
  /// with the last token (none when it is the last token), a closer without opener with
  /// itself.
  let partner: [Int32]
  /// Brackets that do not match, as locations (a closer without opener, an opener never
  /// closed, a closer of the wrong kind).
  public let unbalanced: [SourceLocation]
  /// The offset of each line's first byte.
  let lineStarts: [Int]

  /// Tokenizes `text`.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Tokenizes `bytes` (read as UTF-8; invalid bytes are kept and never fail the scan).
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    let tokens = SwiftTokenizer.tokenize(bytes)
    self.tokens = tokens
    var code: [SwiftToken] = []
    code.reserveCapacity(tokens.count / 2)
    for token in tokens where !token.isTrivia { code.append(token) }
    self.code = code
    var starts = [0]
    for (i, b) in bytes.enumerated() {
      if b == ASCII.newline {
        starts.append(i + 1)
      } else if b == ASCII.carriageReturn, i + 1 >= bytes.count || bytes[i + 1] != ASCII.newline {
        starts.append(i + 1)
      }
    }
    lineStarts = starts
    var partner = [Int32](repeating: -1, count: code.count)
    // The open brackets, innermost last, and for each kind the places in `open` of its
    // brackets: a closer finds its opener without searching the stack, so pairing is linear
    // whatever the file (every bracket is pushed and popped once).
    var open: [Int] = []
    var openOfKind: [[Int]] = [[], [], []]
    var unbalancedOffsets: [Int] = []
    for (i, token) in code.enumerated() where token.kind == .punctuation {
      let b = bytes[token.start]
      switch b {
      case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        openOfKind[Self.kind(of: b)].append(open.count)
        open.append(i)
      case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        if let depth = openOfKind[Self.kind(of: b)].last {
          if depth != open.count - 1 { unbalancedOffsets.append(token.start) }
          for inner in open[(depth + 1)...] {
            partner[inner] = Int32(i)
            openOfKind[Self.kind(of: bytes[code[inner].start])].removeLast()
          }
          partner[open[depth]] = Int32(i)
          partner[i] = Int32(open[depth])
          openOfKind[Self.kind(of: b)].removeLast()
          open.removeSubrange(depth...)
        } else {
          partner[i] = Int32(i)
          unbalancedOffsets.append(token.start)
        }
      default: break
      }
    }
    for i in open {
      // Paired with the last token, which is after it: a body `open + 1..<partner` is never
      // reversed. An opener that is itself the last token has no body and no partner.
      if i < code.count - 1 { partner[i] = Int32(code.count - 1) }
      unbalancedOffsets.append(code[i].start)
    }
    self.partner = partner
    var located: [SourceLocation] = []
    for offset in unbalancedOffsets.sorted() {
      located.append(Self.location(path: path, offset: offset, lineStarts: starts))
    }
    unbalanced = located
  }

  /// 0 for `(` and `)`, 1 for `[` and `]`, 2 for braces.
  static func kind(of bracket: UInt8) -> Int {
    switch bracket {
    case ASCII.openParen, ASCII.closeParen: 0
    case ASCII.openBracket, ASCII.closeBracket: 1
    default: 2
    }
  }

  /// How many lines the file has (a last line without a line break counts).
  public var lineCount: Int {
    lineStarts.count - (lineStarts.last == bytes.count ? 1 : 0)
  }

  /// The location of byte `offset`.
  public func location(offset: Int) -> SourceLocation {
    Self.location(path: path, offset: offset, lineStarts: lineStarts)
  }

  /// The location of code token `index`.
  public func location(ofCode index: Int) -> SourceLocation {
    location(offset: index < code.count ? code[index].start : bytes.count)
  }

  static func location(path: String, offset: Int, lineStarts: [Int]) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The text of code token `index`.
  public func text(_ index: Int) -> String {
    guard index >= 0, index < code.count else { return "" }
    let token = code[index]
    return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// Whether code token `index` is the identifier `word` (compared byte by byte, no copy).
  func isWord(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0, index < code.count else { return false }
    let token = code[index]
    guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else {
      return false
    }
    let pointer = word.utf8Start
    var k = 0
    while k < word.utf8CodeUnitCount {
      if bytes[token.start + k] != pointer[k] { return false }
      k += 1
    }
    return true
  }

  /// Whether code token `index` is the punctuation byte `b`.
  func isPunctuation(_ index: Int, _ b: UInt8) -> Bool {
    guard index >= 0, index < code.count else { return false }
    let token = code[index]
    return token.kind == .punctuation && bytes[token.start] == b
  }

  /// Whether code token `index` is an identifier starting with a capital letter (a type name).
  func isTypeName(_ index: Int) -> Bool {
    guard index >= 0, index < code.count, code[index].kind == .identifier else { return false }
    let b = bytes[code[index].start]
    return b >= ASCII.upperA && b <= ASCII.upperZ
  }

  /// The partner of bracket `index` (``partner``), or `nil` for a token that is not one.
  func partner(of index: Int) -> Int? {
    guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
    return Int(partner[index])
  }
}
