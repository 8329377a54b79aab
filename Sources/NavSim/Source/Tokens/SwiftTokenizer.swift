/// A tokenizer for Swift source that is right about what decides where code is: nested block
/// comments, single-line, multi-line and raw strings (`#"…"#`, any number of `#`), string
/// interpolation `\( … )` with nested parentheses, strings and comments inside it, and
/// `#/…/#` regular expressions. Everything else is split into identifiers, numbers and single
/// punctuation bytes, which is all the navigation recogniser needs.
///
/// The tokens cover the input: joining their bytes gives it back, whatever the input (broken
/// or binary files included), and the tokenizer never fails.
///
/// ```swift
/// let tokens = SwiftTokenizer.tokenize(Array("let s = \"a\\(b)\"".utf8))
/// // identifier, whitespace, identifier, whitespace, punctuation, whitespace, string
/// ```
///
/// - Complexity: O(n) in the input's bytes.
public enum SwiftTokenizer {
  /// Every token of `bytes`, in order, trivia included.
  public static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    tokens.reserveCapacity(bytes.count / 3)
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = Cursor(bytes: buffer)
      while cursor.position < buffer.count {
        tokens.append(cursor.next())
      }
    }
    return tokens
  }
}

/// The tokenizer's position in the bytes.
private struct Cursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func byte(_ offset: Int) -> UInt8 {
    let i = position + offset
    return i < bytes.count ? bytes[i] : 0
  }

  func at(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

  mutating func next() -> SwiftToken {
    let start = position
    let b = bytes[position]
    let kind: SwiftToken.Kind
    switch b {
    case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, 0x0B, 0x0C:
      while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
      kind = .whitespace
    case ASCII.slash where byte(1) == ASCII.slash:
      while position < bytes.count, bytes[position] != ASCII.newline,
        bytes[position] != ASCII.carriageReturn
      {
        position += 1
      }
      kind = .lineComment
    case ASCII.slash where byte(1) == ASCII.star:
      kind = skipBlockComment() ? .blockComment : .unterminated
    case ASCII.quote:
      kind = skipString(hashes: 0)
    case ASCII.hash:
      var hashes = 0
      while at(position + hashes) == ASCII.hash { hashes += 1 }
      let after = at(position + hashes)
      if after == ASCII.quote {
        position += hashes
        kind = skipString(hashes: hashes)
      } else if after == ASCII.slash {
        position += hashes
        kind = skipRegex(hashes: hashes)
      } else {
        position += 1
        kind = .punctuation
      }
    case ASCII.backtick:
      position += 1
      while position < bytes.count, bytes[position] != ASCII.backtick,
        bytes[position] != ASCII.newline
      {
        position += 1
      }
      if position < bytes.count, bytes[position] == ASCII.backtick {
        position += 1
        kind = .identifier
      } else {
        kind = .unterminated
      }
    case _ where Self.isIdentifierHead(b):
      position += 1
      while position < bytes.count, Self.isIdentifierBody(bytes[position]) { position += 1 }
      kind = .identifier
    case ASCII.zero...ASCII.nine:
      position += 1
      while position < bytes.count {
        let c = bytes[position]
        if Self.isIdentifierBody(c) {
          position += 1
        } else if c == ASCII.dot, (ASCII.zero...ASCII.nine).contains(at(position + 1)) {
          position += 2
        } else {
          break
        }
      }
      kind = .number
    default:
      position += 1
      kind = .punctuation
    }
    return SwiftToken(kind, start: start, end: position)
  }

  /// Skips a block comment at `/*`, nested ones included; `false` if the file ends first.
  mutating func skipBlockComment() -> Bool {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == ASCII.slash, at(position + 1) == ASCII.star {
        depth += 1
        position += 2
      } else if bytes[position] == ASCII.star, at(position + 1) == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return true }
      } else {
        position += 1
      }
    }
    return false
  }

  /// Skips a string whose opening quote is at `position` (after its `hashes` `#`s): a
  /// multi-line one when three quotes open it. Escapes are `\` followed by the same number of
  /// `#`s; `\(` (or `\#(` in a raw string) opens an interpolation, skipped as code up to its
  /// closing parenthesis, with the strings, comments and parentheses inside it.
  ///
  /// Strings in interpolations in strings nest without bound: the nesting is kept on a stack
  /// of its own (``Level``), never on the call stack, so no input can exhaust it.
  mutating func skipString(hashes: Int) -> SwiftToken.Kind {
    var levels: [Level] = []
    enterString(hashes: hashes, into: &levels)
    while position < bytes.count, let level = levels.last {
      switch level {
      case .string(let hashes, let multiLine):
        guard let closed = stepString(hashes: hashes, multiLine: multiLine, into: &levels) else {
          continue
        }
        guard closed else { return .unterminated }
        levels.removeLast()
        if levels.isEmpty { return .string }
      case .interpolation(let depth):
        guard stepInterpolation(depth: depth, into: &levels) else { return .unterminated }
      }
    }
    return .unterminated
  }

  /// What the string skipper is inside, innermost last.
  enum Level {
    /// A string literal, with its `#`s and whether it is multi-line.
    case string(hashes: Int, multiLine: Bool)
    /// An interpolation's code, with how many parentheses are open in it (its own included).
    case interpolation(depth: Int)
  }

  /// Moves past the opening quotes of a string at `position` and pushes its level.
  private mutating func enterString(hashes: Int, into levels: inout [Level]) {
    let multiLine = at(position + 1) == ASCII.quote && at(position + 2) == ASCII.quote
    position += multiLine ? 3 : 1
    levels.append(.string(hashes: hashes, multiLine: multiLine))
  }

  /// One step inside a string's text: `true` when its closing quotes were passed, `false` when
  /// a single-line string meets a line break, `nil` to go on (an interpolation was entered, or
  /// a byte was passed).
  private mutating func stepString(
    hashes: Int, multiLine: Bool, into levels: inout [Level]
  ) -> Bool? {
    let c = bytes[position]
    if c == ASCII.backslash, hashesFollow(position + 1, count: hashes) {
      position += 1 + hashes
      if at(position) == ASCII.openParen {
        position += 1
        levels.append(.interpolation(depth: 1))
        return nil
      }
      if position < bytes.count {
        if !multiLine, bytes[position] == ASCII.newline || bytes[position] == ASCII.carriageReturn {
          return false
        }
        position += 1
      }
      return nil
    }
    if c == ASCII.quote {
      if multiLine {
        if at(position + 1) == ASCII.quote, at(position + 2) == ASCII.quote,
          hashesFollow(position + 3, count: hashes)
        {
          position += 3 + hashes
          return true
        }
      } else if hashesFollow(position + 1, count: hashes) {
        position += 1 + hashes
        return true
      }
      position += 1
      return nil
    }
    if !multiLine, c == ASCII.newline || c == ASCII.carriageReturn { return false }
    position += 1
    return nil
  }

  /// One step inside an interpolation's code whose innermost level is `depth` parentheses
  /// deep: `false` when a comment in it runs to the end of the file.
  private mutating func stepInterpolation(depth: Int, into levels: inout [Level]) -> Bool {
    let c = bytes[position]
    switch c {
    case ASCII.openParen:
      levels[levels.count - 1] = .interpolation(depth: depth + 1)
      position += 1
    case ASCII.closeParen:
      position += 1
      if depth == 1 {
        levels.removeLast()
      } else {
        levels[levels.count - 1] = .interpolation(depth: depth - 1)
      }
    case ASCII.quote:
      enterString(hashes: 0, into: &levels)
    case ASCII.hash:
      var hashes = 0
      while at(position + hashes) == ASCII.hash { hashes += 1 }
      position += hashes
      if at(position) == ASCII.quote { enterString(hashes: hashes, into: &levels) }
    case ASCII.slash where at(position + 1) == ASCII.star:
      if !skipBlockComment() { return false }
    case ASCII.slash where at(position + 1) == ASCII.slash:
      while position < bytes.count, bytes[position] != ASCII.newline { position += 1 }
    default:
      position += 1
    }
    return true
  }

  /// Skips `#/…/#` (with `hashes` `#`s), its opening `/` at `position`.
  mutating func skipRegex(hashes: Int) -> SwiftToken.Kind {
    position += 1
    while position < bytes.count {
      if bytes[position] == ASCII.backslash {
        position += 2
      } else if bytes[position] == ASCII.slash, hashesFollow(position + 1, count: hashes) {
        position += 1 + hashes
        return .regex
      } else {
        position += 1
      }
    }
    position = bytes.count
    return .unterminated
  }

  func hashesFollow(_ i: Int, count: Int) -> Bool {
    var k = 0
    while k < count {
      if at(i + k) != ASCII.hash { return false }
      k += 1
    }
    return true
  }

  static func isBlank(_ b: UInt8) -> Bool {
    b == ASCII.space || b == ASCII.tab || b == ASCII.newline || b == ASCII.carriageReturn
      || b == 0x0B || b == 0x0C
  }

  static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= ASCII.lowerA && b <= ASCII.lowerZ) || (b >= ASCII.upperA && b <= ASCII.upperZ)
      || b == ASCII.underscore || b == ASCII.dollar || b >= 0x80
  }

  static func isIdentifierBody(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || (b >= ASCII.zero && b <= ASCII.nine)
  }
}

/// The bytes the tokenizer and the recogniser look at.
enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let dollar = UInt8(ascii: "$")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let star = UInt8(ascii: "*")
  static let dot = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let slash = UInt8(ascii: "/")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let upperA = UInt8(ascii: "A")
  static let upperZ = UInt8(ascii: "Z")
  static let backslash = UInt8(ascii: "\\")
  static let underscore = UInt8(ascii: "_")
  static let backtick = UInt8(ascii: "`")
  static let lowerA = UInt8(ascii: "a")
  static let lowerZ = UInt8(ascii: "z")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}
