import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct JSONValueParseTests {
  /// A random document of bounded depth, from a seeded generator.
  static func random(_ rng: inout Xoshiro256StarStar, depth: Int = 0) -> JSONValue {
    let pick = depth > 3 ? Int(rng.next() % 6) : Int(rng.next() % 8)
    switch pick {
    case 0: return .null
    case 1: return .bool(rng.next() % 2 == 0)
    case 2: return .int(Int64(bitPattern: rng.next()) >> Int64(rng.next() % 63))
    case 3: return .uint(UInt64(Int64.max) + 1 + rng.next() % 1000)
    case 4:
      let v = Double(bitPattern: rng.next())
      return .double(v.isFinite ? v : -0.0)
    case 5:
      let alphabet: [String] = [
        "a", "é", "\"", "\\", "\n", "\t", "\u{01}", "/", "😀", " ", "\u{7F}",
      ]
      return .string((0..<Int(rng.next() % 8)).map { _ in alphabet[Int(rng.next() % 11)] }.joined())
    case 6:
      return .array((0..<Int(rng.next() % 4)).map { _ in random(&rng, depth: depth + 1) })
    default:
      return .object(
        (0..<Int(rng.next() % 4)).map { i in (key: "k\(i)", value: random(&rng, depth: depth + 1)) }
      )
    }
  }

  @Test func serializedDocumentsReadBackTheSame() throws {
    for seed: UInt64 in 0..<300 {
      var rng = Xoshiro256StarStar(seed: seed)
      let value = Self.random(&rng)
      for style in [JSONValue.Style.compact, .pretty] {
        let text = value.serialized(style)
        let back = try JSONValue.parse(text)
        // Whole doubles read back as integers; their text is the same.
        #expect(back.serialized(style) == text, "seed \(seed)")
      }
    }
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let back = try JSONValue.parse(JSONValue.double(-0.0).serialized())
    guard case .double(let v) = back else {
      Issue.record("\(back)")
      return
    }
    #expect(v == 0 && v.sign == .minus)
  }

  @Test func escapesAndSurrogatesAreRead() throws {
    #expect(try JSONValue.parse(#""a\u00e9\ud83d\ude00\/\b""#) == .string("aé😀/\u{08}"))
    #expect(try JSONValue.parse(" [1, -2.5e3, true, null] ") == [1, -2500.0, true, nil])
    #expect(try JSONValue.parse("18446744073709551615") == .uint(UInt64.max))
  }

  @Test func malformedTextIsAnErrorWithItsOffset() {
    for bad in [
      "", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "1 2", "\"\\x\"", "-", "[\"\u{01}\"]", "1e999",
    ] {
      #expect(throws: JSONParseError.self, "\(bad)") { try JSONValue.parse(bad) }
    }
    var after = JSONParseError(offset: 3, reason: "text after the value")
    (after.line, after.column) = (1, 4)
    #expect(throws: after) { try JSONValue.parse("1  x") }
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
  }

  /// An error says its line and column (bytes, from 1), as the scenario diagnostics do.
  @Test func errorsAreLocatedByLineAndColumn() {
    var error: JSONParseError?
    do {
      _ = try JSONValue.parse("{\n  \"a\": 1,\n  \"b\": tru\n}")
    } catch let thrown {
      error = thrown
    }
    #expect(error?.line == 3)
    #expect(error?.column == 11)  // where the reader stops: after `tru`
    #expect(error?.located("r.json").hasPrefix("r.json:3:11: error: invalid JSON: ") == true)
  }

  /// A UTF-8 byte-order mark before the value is skipped (some editors write one).
  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try JSONValue.parse("\u{FEFF}{\"a\": 1}")["a"] == .int(1))
    #expect(throws: JSONParseError.self) { try JSONValue.parse("\u{FEFF}\u{FEFF}1") }
  }
}
