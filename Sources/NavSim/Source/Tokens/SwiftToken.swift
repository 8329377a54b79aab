/// One token of Swift source: a kind and a byte range of its file. Trivia (blanks, line
/// breaks, comments) are tokens too, so joining every token's bytes gives the file back.
public struct SwiftToken: Hashable, Sendable {
  /// What a token is.
  public enum Kind: UInt8, Hashable, Sendable {
    /// Spaces, tabs and line breaks.
    case whitespace
    /// `// …` to the end of the line.
    case lineComment
    /// `/* … */`, nested ones included.
    case blockComment
    /// A name: `foo`, `Foo`, `$foo`, `` `default` ``, keywords too.
    case identifier
    /// A number literal.
    case number
    /// A string literal, whole: single-line, multi-line, raw, with its interpolations.
    case string
    /// A regular expression literal written `#/…/#`.
    case regex
    /// One punctuation or operator byte (brackets, `.`, `,`, `:`, `@`, `#`, …).
    case punctuation
    /// A string or comment that runs to the end of the file, or a line break inside a
    /// single-line string: kept so the bytes still join back, reported by the scan.
    case unterminated
  }

  /// The kind.
  public var kind: Kind
  /// The first byte's offset in the file.
  public var start: Int
  /// The offset just past the last byte.
  public var end: Int

  /// Creates a token.
  public init(_ kind: Kind, start: Int, end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }

  /// Whether the token is trivia (blanks or a comment).
  public var isTrivia: Bool {
    kind == .whitespace || kind == .lineComment || kind == .blockComment
  }
}
