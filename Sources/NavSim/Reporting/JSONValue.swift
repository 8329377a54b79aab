import NavSimCore
import NavSimScenario
import NavSimSearch

/// A JSON document built in memory and written byte for byte the same on every run.
///
/// `JSONEncoder` gives stable output only with `.sortedKeys`, which orders keys
/// alphabetically; reports read better in a chosen order (`seed` before `runs`), so this
/// writer keeps objects as ordered lists of members and writes them in that order. Other
/// choices that make the bytes deterministic:
///
/// - Strings are escaped as RFC 8259 requires and no more: `"`, `\`, and the control
///   characters U+0000…U+001F (`\b \f \n \r \t` by name, the rest as `\u00XX` in lowercase
///   hex). Everything else, `/` and non-ASCII included, is written as UTF-8.
/// - Integers are written in decimal. A `Double` is written with Swift's shortest
///   round-trip form (the same on every platform, independent of the C library and locale);
///   a whole-valued `Double` drops its `.0`; NaN and the infinities, which JSON cannot
///   express, are written as `null`.
/// - Members are written in the order given; repeated keys are written as given.
/// - ``Style/pretty`` indents by two spaces, one member or element per line, with `": "`
///   after keys and `[]`/`{}` for empty containers; ``Style/compact`` has no whitespace.
///   Neither adds a final newline.
///
/// ```swift
/// let report: JSONValue = ["seed": .uint(42), "findings": ["lockup", "corruption"]]
/// print(report.serialized(.compact))  // {"seed":42,"findings":["lockup","corruption"]}
/// ```
package enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A signed integer.
  case int(Int64)
  /// An unsigned integer (seeds do not fit `Int64`). Consumers parsing JSON numbers as
  /// doubles lose precision above 2^53; write such values as strings if that matters.
  case uint(UInt64)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in the order they are written.
  case object([(key: String, value: JSONValue)])

  /// How much whitespace to write.
  package enum Style: Sendable {
    /// No whitespace at all.
    case compact
    /// Two-space indentation, one member or element per line.
    case pretty
  }

  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int64) { self = .int(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(floatLiteral value: Double) { self = .double(value) }
  package init(nilLiteral: ()) { self = .null }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    case (.uint(let x), .uint(let y)): x == y
    case (.double(let x), .double(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The document as text.
  ///
  /// - Parameter style: ``Style/pretty`` (the default) or ``Style/compact``.
  /// - Complexity: O(*n*) in the size of the output.
  package func serialized(_ style: Style = .pretty) -> String {
    var output = ""
    write(to: &output, style: style, depth: 0)
    return output
  }

  private func write(to output: inout String, style: Style, depth: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .uint(let value): output += String(value)
    case .double(let value): output += Self.number(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      writeContainer(elements, open: "[", close: "]", to: &output, style: style, depth: depth) {
        element, output in element.write(to: &output, style: style, depth: depth + 1)
      }
    case .object(let members):
      writeContainer(members, open: "{", close: "}", to: &output, style: style, depth: depth) {
        member, output in
        Self.writeString(member.key, to: &output)
        output += style == .pretty ? ": " : ":"
        member.value.write(to: &output, style: style, depth: depth + 1)
      }
    }
  }

  private func writeContainer<Item>(
    _ items: [Item], open: String, close: String, to output: inout String, style: Style,
    depth: Int, writeItem: (Item, inout String) -> Void
  ) {
    output += open
    guard !items.isEmpty else {
      output += close
      return
    }
    let pretty = style == .pretty
    for (index, item) in items.enumerated() {
      if index > 0 { output += "," }
      if pretty { output += "\n" + String(repeating: "  ", count: depth + 1) }
      writeItem(item, &output)
    }
    if pretty { output += "\n" + String(repeating: "  ", count: depth) }
    output += close
  }

  /// A finite double in Swift's shortest round-trip form, without a `.0` for whole values.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` quoted and escaped per RFC 8259 §7.
  static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
