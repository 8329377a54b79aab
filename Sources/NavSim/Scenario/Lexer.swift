import NavSimCore

/// One line of a scenario file, as byte offsets into the file's UTF-8.
struct SourceLine {
  /// The line number, from 1.
  var number: Int
  /// The offset of the line's first byte.
  var start: Int
  /// The offset just past the line's last byte (its `\n`, `\r\n` or `\r` ending excluded).
  var end: Int
}

/// A run of non-blank bytes, as offsets into the file's UTF-8.
struct Token {
  var start: Int
  var end: Int
}

/// Byte-level helpers shared by the parser's passes.
enum Lexer {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")

  static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }

  /// The lines of `bytes`, split at `\n`, `\r\n` or a lone `\r` (as compilers do), a leading
  /// UTF-8 byte order mark skipped (columns on the first line count from after it).
  static func lines(_ bytes: [UInt8]) -> Lines { Lines(bytes: bytes) }

  /// The lines of a file, found one at a time as they are read (a file of millions of empty
  /// lines costs no table of them: memory stays a small multiple of the file's size).
  struct Lines: Sequence, IteratorProtocol {
    let bytes: [UInt8]
    var start: Int
    var number = 1
    var done = false

    init(bytes: [UInt8]) {
      self.bytes = bytes
      start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    mutating func next() -> SourceLine? {
      guard !done else { return nil }
      let newline = UInt8(ascii: "\n")
      let carriageReturn = UInt8(ascii: "\r")
      var end = start
      while end < bytes.count, bytes[end] != newline, bytes[end] != carriageReturn { end += 1 }
      let line = SourceLine(number: number, start: start, end: end)
      if end < bytes.count {
        start = end + 1
        if bytes[end] == carriageReturn, start < bytes.count, bytes[start] == newline {
          start += 1
        }
        number += 1
      } else {
        done = true
      }
      return line
    }
  }

  /// The first non-blank offset in `range`, or its end.
  static func skipBlanks(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
    var i = range.lowerBound
    while i < range.upperBound, isBlank(bytes[i]) { i += 1 }
    return i
  }

  /// `range` without blanks at either end.
  static func trim(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    let start = skipBlanks(bytes, range)
    var end = range.upperBound
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  /// The blank-separated tokens of `range`.
  static func tokens(_ bytes: [UInt8], _ range: Range<Int>) -> [Token] {
    var tokens: [Token] = []
    var i = range.lowerBound
    while true {
      i = skipBlanks(bytes, i..<range.upperBound)
      guard i < range.upperBound else { return tokens }
      let start = i
      while i < range.upperBound, !isBlank(bytes[i]) { i += 1 }
      tokens.append(Token(start: start, end: i))
    }
  }

  /// The pieces of `range` between `separator` bytes, each trimmed.
  static func split(_ bytes: [UInt8], _ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    for i in range where bytes[i] == separator {
      parts.append(trim(bytes, start..<i))
      start = i + 1
    }
    parts.append(trim(bytes, start..<range.upperBound))
    return parts
  }
}
