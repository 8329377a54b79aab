/// A JSON value whose text is deterministic: object keys keep their insertion order, numbers
/// print the same on every machine, strings are escaped per RFC 8259.
public enum JSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The compact text.
  public var text: String {
    var out = ""
    write(to: &out, indent: nil, level: 0)
    return out
  }

  /// The text indented by two spaces per level, ending without a newline.
  public var prettyText: String {
    var out = ""
    write(to: &out, indent: "  ", level: 0)
    return out
  }

  func write(to out: inout String, indent: String?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let i): out += String(i)
    case .double(let d):
      if d.isFinite {
        out += d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
      } else {
        out += "null"
      }
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      guard !items.isEmpty else { return out += "[]" }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, level + 1)
        item.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "]"
    case .object(let members):
      guard !members.isEmpty else { return out += "{}" }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent, level + 1)
        Self.quote(key, into: &out)
        out += indent == nil ? ":" : ": "
        value.write(to: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "}"
    }
  }

  func newline(_ out: inout String, _ indent: String?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: indent, count: level)
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
