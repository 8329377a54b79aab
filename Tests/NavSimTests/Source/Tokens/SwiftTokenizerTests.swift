import Testing

@testable import NavSimCore
@testable import NavSimSource

/// Random Swift-like text: code with brackets whose nesting is known, and strings, raw strings,
/// interpolations and (nested) comments that hold brackets and quotes the code must not see.
struct SwiftTextGenerator {
  var rng: Xoshiro256StarStar
  /// The code brackets written, in order (what the tokenizer must find as punctuation).
  var brackets: [UInt8] = []

  init(seed: UInt64) { rng = Xoshiro256StarStar(seed: seed) }

  mutating func code(depth: Int) -> String {
    var out = ""
    for _ in 0..<rng.nextInt(in: 1...4) {
      switch rng.nextIndex(depth > 3 ? 6 : 9) {
      case 0: out += " foo"
      case 1: out += "\n"
      case 2: out += " " + string(depth: depth)
      case 3: out += " " + comment(depth: 0)
      case 4: out += " 12.5"
      case 5: out += " // line ( { [ \" \n"
      default:
        let (open, close) = [("(", ")"), ("[", "]"), ("{", "}")][rng.nextIndex(3)]
        brackets.append(UInt8(ascii: open.unicodeScalars.first ?? "("))
        out += open + code(depth: depth + 1)
        brackets.append(UInt8(ascii: close.unicodeScalars.first ?? ")"))
        out += close
      }
    }
    return out
  }

  mutating func string(depth: Int) -> String {
    let hashes = String(repeating: "#", count: rng.nextIndex(3))
    let multiLine = rng.nextBool()
    let quote = multiLine ? "\"\"\"\n" : "\""
    let closing = multiLine ? "\n\"\"\"" : "\""
    var body = ""
    for _ in 0..<rng.nextInt(in: 0...3) {
      switch rng.nextIndex(5) {
      case 0: body += "text ( { ] ) "
      // A quote inside: escaped, or in a raw string followed by fewer `#`s than close it.
      case 1: body += hashes.isEmpty ? "\\\" " : "\" " + (hashes.count > 1 ? "\"# " : "")
      case 2 where depth < 3:
        // An interpolation is code: its brackets count, its strings are strings again.
        var inner = SwiftTextGenerator(seed: rng.next())
        let code = inner.code(depth: depth + 1)
        body += "\\" + hashes + "(" + code + ")"
        brackets += [UInt8(ascii: "(")] + inner.brackets + [UInt8(ascii: ")")]
        // The interpolation's own parentheses are part of the string token, not code.
        brackets.removeLast(inner.brackets.count + 2)
      case 3: body += "/* not a comment */ // nor this"
      default: body += "\\\\"
      }
    }
    return hashes + quote + body + closing + hashes
  }

  mutating func comment(depth: Int) -> String {
    var out = "/* ( { \" "
    if depth < 3, rng.nextBool() { out += comment(depth: depth + 1) }
    return out + " ] */"
  }
}

@Suite struct SwiftTokenizerTests {
  /// Joining the tokens gives the input back, for generated Swift and for arbitrary bytes.
  @Test func tokensJoinBackToTheInput() {
    for seed in UInt64(0)..<500 {
      var generator = SwiftTextGenerator(seed: seed)
      let text = Array(generator.code(depth: 0).utf8)
      let tokens = SwiftTokenizer.tokenize(text)
      let joined = tokens.flatMap { text[$0.start..<$0.end] }
      #expect(joined == text, "seed \(seed)")
      #expect(tokens.allSatisfy { $0.end > $0.start }, "seed \(seed): an empty token")
      var rng = Xoshiro256StarStar(seed: seed)
      let alphabet = Array("\"#\\()[]{}/*\n\r abc\u{E9}`".utf8)
      let noise = (0..<rng.nextInt(in: 0...200)).map { _ in alphabet[rng.nextIndex(alphabet.count)]
      }
      let noiseTokens = SwiftTokenizer.tokenize(noise)
      #expect(noiseTokens.flatMap { noise[$0.start..<$0.end] } == noise, "seed \(seed): noise")
    }
  }

  /// The code brackets are exactly the generated ones, whatever strings and comments hold,
  /// and each pairs with its partner.
  @Test func bracketsInsideStringsAndCommentsAreNotCode() {
    for seed in UInt64(0)..<500 {
      var generator = SwiftTextGenerator(seed: seed)
      let text = generator.code(depth: 0)
      let file = SourceFile(path: "g.swift", text: text)
      let found = file.code.filter { token in
        token.kind == .punctuation && "()[]{}".utf8.contains(file.bytes[token.start])
      }.map { file.bytes[$0.start] }
      #expect(found == generator.brackets, "seed \(seed): \(text)")
      #expect(file.unbalanced.isEmpty, "seed \(seed)")
      #expect(!file.tokens.contains { $0.kind == .unterminated }, "seed \(seed): \(text)")
      for (i, token) in file.code.enumerated() where token.kind == .punctuation {
        guard let partner = file.partner(of: i) else { continue }
        #expect(file.partner(of: partner) == i, "seed \(seed)")
      }
    }
  }

  @Test(arguments: [
    ("/* a /* nested */ still comment */x", [SwiftToken.Kind.blockComment, .identifier]),
    (##"#"a "quoted" \(no) b"# x"##, [.string, .whitespace, .identifier]),
    (#""a \(f("b)", (1))) c" x"#, [.string, .whitespace, .identifier]),
    ("\"\"\"\n a \"\" \\(\"\"\"\n x\n\"\"\") \n\"\"\"x", [.string, .identifier]),
    (###"##"a "# still "## x"###, [.string, .whitespace, .identifier]),
    (##"#"raw \#(f(")")) ok"#"##, [.string]),
    ("\"open\nx", [.unterminated, .whitespace, .identifier]),
    ("/* never closed", [.unterminated]),
    (#"#/a"b/# x"#, [.regex, .whitespace, .identifier]),
    ("`default`.x", [.identifier, .punctuation, .identifier]),
    ("$0.sheet", [.identifier, .punctuation, .identifier]),
    ("1.5.x", [.number, .punctuation, .identifier]),
  ])
  func kinds(_ text: String, _ kinds: [SwiftToken.Kind]) {
    #expect(SwiftTokenizer.tokenize(Array(text.utf8)).map(\.kind) == kinds, "\(text)")
  }

  /// Directives, attributes, key paths and operators are punctuation a byte each, the names
  /// after them identifiers: what the recogniser reads `#if os(iOS)`, `@State` and `->` by.
  @Test(arguments: [
    ("#if os(iOS)", ["#", "if", " ", "os", "(", "iOS", ")"]),
    ("@State var x", ["@", "State", " ", "var", " ", "x"]),
    ("() -> some View", ["(", ")", " ", "-", ">", " ", "some", " ", "View"]),
    (#"\.dismiss"#, [#"\"#, ".", "dismiss"]),
    ("$path.wrappedValue", ["$path", ".", "wrappedValue"]),
  ])
  func punctuationIsOneByteAndNamesAreWhole(_ text: String, _ pieces: [String]) {
    let bytes = Array(text.utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    #expect(tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == pieces)
    for token in tokens where token.end - token.start == 1 && !token.isTrivia {
      let byte = bytes[token.start]
      let isName = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      #expect((token.kind == .identifier) == isName, "\(text): \(token)")
    }
  }

  /// Number literals of every base, with separators, exponents and fractions, are one token.
  /// (A signed exponent, `1e-3`, is read as three tokens today: the number, `-` and the digits.)
  @Test(arguments: ["0x1F_FF", "0b1010", "0o17", "1_000_000", "1e3", "0.5", "0x1p53"])
  func numbersAreOneToken(_ text: String) {
    #expect(SwiftTokenizer.tokenize(Array(text.utf8)).map(\.kind) == [.number], "\(text)")
  }

  /// A line comment ends at the line break; the break is whitespace of its own.
  @Test func aLineCommentEndsAtTheLineBreak() {
    let file = SourceFile(path: "c.swift", text: "a // b ( {\nc")
    #expect(
      file.tokens.map(\.kind) == [.identifier, .whitespace, .lineComment, .whitespace, .identifier])
    #expect(file.code.map { file.text(file.code.firstIndex(of: $0) ?? 0) } == ["a", "c"])
    #expect(file.unbalanced.isEmpty)
  }

  /// Lines count LF, CR LF and a lone CR; columns count UTF-8 bytes from 1.
  @Test func locations() {
    let file = SourceFile(path: "a.swift", text: "é\r\nab\rc\n  .sheet(")
    let sheet = file.code.firstIndex { file.text(file.code.firstIndex(of: $0) ?? 0) == "sheet" }
    #expect(
      sheet.map { file.location(ofCode: $0) } == SourceLocation(path: "a.swift", line: 4, column: 4)
    )
    #expect(file.location(ofCode: 0) == SourceLocation(path: "a.swift", line: 1, column: 1))
    #expect(file.location(offset: 7) == SourceLocation(path: "a.swift", line: 3, column: 1))
    #expect(file.lineCount == 4)
  }

  /// A closer without opener, an opener never closed, a closer of the wrong kind: each is
  /// reported, and the tokens still pair where they can.
  @Test func unbalancedBrackets() {
    let file = SourceFile(path: "u.swift", text: "a ( b ] c }\n{ d")
    #expect(
      file.unbalanced.map(\.description) == [
        "u.swift:1:3", "u.swift:1:7", "u.swift:1:11", "u.swift:2:1",
      ])
  }
}
