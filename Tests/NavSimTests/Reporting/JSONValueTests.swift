import Foundation
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct JSONValueTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("quote \" backslash \\", #""quote \" backslash \\""#),
    ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
    ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
    ("\u{7F} / é 🙂 \u{2028}", "\"\u{7F} / é 🙂 \u{2028}\""),
    ("", #""""#),
  ])
  func stringsAreEscapedPerRFC8259(value: String, expected: String) {
    #expect(JSONValue.string(value).serialized(.compact) == expected)
  }

  @Test(arguments: [
    (JSONValue.int(-42), "-42"), (.int(.min), "-9223372036854775808"),
    (.uint(.max), "18446744073709551615"), (.double(0.5), "0.5"), (.double(3), "3"),
    (.double(-0.0), "-0"), (.double(1e-7), "1e-07"), (.double(1e300), "1e+300"),
    (.double(0.1 + 0.2), "0.30000000000000004"), (.double(.nan), "null"),
    (.double(.infinity), "null"), (.double(-.infinity), "null"), (true, "true"),
    (false, "false"), (nil, "null"),
  ])
  func scalars(value: JSONValue, expected: String) {
    #expect(value.serialized(.compact) == expected)
    #expect(value.serialized(.pretty) == expected)
  }

  static let report: JSONValue = [
    "seed": .uint(42),
    "app": "seed",
    "rows": [
      ["mitigation": "none", "runs": 10_000, "findings": ["lockup": 3]],
      ["mitigation": "gesture-mask", "runs": 10_000, "findings": [:]],
    ],
    "empty": [],
  ]

  @Test func keysKeepTheirOrderInCompactOutput() {
    #expect(
      Self.report.serialized(.compact)
        == #"{"seed":42,"app":"seed","rows":[{"mitigation":"none","runs":10000,"#
        + #""findings":{"lockup":3}},{"mitigation":"gesture-mask","runs":10000,"findings":{}}],"#
        + #""empty":[]}"#)
  }

  @Test func prettyOutputIndentsByTwoSpaces() {
    let expected = """
      {
        "seed": 42,
        "app": "seed",
        "rows": [
          {
            "mitigation": "none",
            "runs": 10000,
            "findings": {
              "lockup": 3
            }
          },
          {
            "mitigation": "gesture-mask",
            "runs": 10000,
            "findings": {}
          }
        ],
        "empty": []
      }
      """
    #expect(Self.report.serialized() == expected)
  }

  @Test func everyScalarSurvivesFoundationsReader() throws {
    let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{10FFFF}", "🙂"]
    let text = String(String.UnicodeScalarView(scalars))
    let json = JSONValue.array([.string(text)]).serialized(.compact)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(parsed == [text])
  }

  @Test func randomDocumentsAreValidJSONAndStable() throws {
    for seed in 0..<200 {
      var generator = SplitMix64(seed: UInt64(seed))
      let value = Self.randomValue(depth: 3, using: &generator)
      var again = SplitMix64(seed: UInt64(seed))
      #expect(Self.randomValue(depth: 3, using: &again).serialized() == value.serialized())
      let compact = try JSONSerialization.jsonObject(
        with: Data(value.serialized(.compact).utf8), options: .fragmentsAllowed)
      let pretty = try JSONSerialization.jsonObject(
        with: Data(value.serialized(.pretty).utf8), options: .fragmentsAllowed)
      #expect(NSArray(array: [compact]).isEqual(NSArray(array: [pretty])), "seed \(seed)")
      #expect(!value.serialized(.compact).contains("\n"), "seed \(seed)")
    }
  }

  @Test func equalityComparesMembersInOrder() {
    let ab: JSONValue = ["a": 1, "b": 2]
    #expect(ab == ["a": 1, "b": 2])
    #expect(ab != ["b": 2, "a": 1])
    #expect(ab != ["a": 1])
    #expect(JSONValue.int(1) != .uint(1))
  }

  /// A random document built from `generator`, the same for the same seed.
  static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONValue {
    let pick = generator.next() % (depth == 0 ? 5 : 7)
    switch pick {
    case 0: return .int(Int64(bitPattern: generator.next()))
    case 1: return .uint(generator.next())
    case 2: return .double(Double(generator.next() >> 11) * 0x1p-53)
    case 3:
      let scalars = (0..<4).compactMap { _ in Unicode.Scalar(UInt32(generator.next() % 0x300)) }
      return .string(String(String.UnicodeScalarView(scalars)))
    case 4: return .bool(generator.next() % 2 == 0)
    case 5:
      return .array((0..<3).map { _ in randomValue(depth: depth - 1, using: &generator) })
    default:
      return .object(
        (0..<3).map { index in
          (
            key: "k\(index)\(generator.next() % 10)",
            randomValue(depth: depth - 1, using: &generator)
          )
        })
    }
  }
}
