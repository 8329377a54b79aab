import NavSimCore
import NavSimScenario
import NavSimSearch

/// A JSON text that could not be read: where and why.
package struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The byte offset of the problem.
  package var offset: Int
  /// What was wrong.
  package var reason: String
  /// The line of the problem, from 1, and its column, from 1, in UTF-8 bytes (as the scenario
  /// diagnostics count them); 0 when not known.
  package var line = 0
  package var column = 0

  /// An error at byte `offset`, its line and column not known.
  package init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  /// `LINE:COL: invalid JSON: …`, the place a `PATH:` goes before.
  package var description: String { "\(line):\(column): invalid JSON: \(reason)" }

  /// `PATH:LINE:COL: error: invalid JSON: …`, as a compiler writes it.
  package func located(_ path: String) -> String {
    "\(path):\(line):\(column): error: invalid JSON: \(reason)"
  }

  /// This error with the line and column of its offset in `bytes`.
  func locating(in bytes: [UInt8]) -> JSONParseError {
    var copy = self
    copy.line = 1
    var lineStart = 0
    var k = 0
    while k < min(offset, bytes.count) {
      if bytes[k] == UInt8(ascii: "\n") {
        copy.line += 1
        lineStart = k + 1
      }
      k += 1
    }
    copy.column = offset - lineStart + 1
    return copy
  }
}

extension JSONValue {
  /// Reads a JSON text (RFC 8259) as written by ``serialized(_:)`` or any other writer.
  ///
  /// Integers without a fraction or exponent become ``int(_:)`` (``uint(_:)`` above
  /// `Int64.max`), other numbers ``double(_:)``; objects keep their members in order.
  /// Nesting is limited to 256 levels, so hostile input cannot exhaust the stack.
  /// A UTF-8 byte-order mark at the start (as some editors write one) is skipped.
  /// - Throws: ``JSONParseError`` with the offset, line and column of the first problem.
  package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parseLocated(text).value
  }

  /// ``parse(_:)``, with the byte offset of every member name in document order (an object's
  /// members in order, each before the members inside its value), so that a reader can say
  /// where a member it refuses is.
  package static func parseLocated(_ text: String) throws(JSONParseError) -> (
    value: JSONValue, memberOffsets: [Int]
  ) {
    var reader = JSONReader(bytes: Array(text.utf8))
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    do throws(JSONParseError) {
      reader.skipSpace()
      let value = try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.index == reader.bytes.count else { throw reader.error("text after the value") }
      return (value, reader.memberOffsets)
    } catch {
      throw error.locating(in: reader.bytes)
    }
  }

  /// The member `key` of an object (the first with that key), if this is an object holding it.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The string, if this is one.
  package var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The integer, if this is one that fits `Int64`.
  package var intValue: Int64? {
    switch self {
    case .int(let v): v
    case .uint(let v): v <= UInt64(Int64.max) ? Int64(v) : nil
    default: nil
    }
  }

  /// The unsigned integer, if this is a non-negative integer.
  package var uintValue: UInt64? {
    switch self {
    case .int(let v): v >= 0 ? UInt64(v) : nil
    case .uint(let v): v
    default: nil
    }
  }

  /// The Boolean, if this is one.
  package var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The elements, if this is an array.
  package var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }
}

private struct JSONReader {
  let bytes: [UInt8]
  var index = 0
  var memberOffsets: [Int] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  mutating func expect(_ word: String) throws(JSONParseError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(word)'") }
      index += 1
    }
  }

  mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth < 256 else { throw error("nested too deeply") }
    guard index < bytes.count else { throw error("unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(key: String, value: JSONValue)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error("expected a member name")
        }
        memberOffsets.append(index)
        let key = try string()
        skipSpace()
        try expect(":")
        skipSpace()
        members.append((key: key, value: try value(depth: depth + 1)))
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of text") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect("}")
        return .object(members)
      }
    case UInt8(ascii: "["):
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipSpace()
        elements.append(try value(depth: depth + 1))
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of text") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect("]")
        return .array(elements)
      }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default: return try number()
    }
  }

  mutating func number() throws(JSONParseError) -> JSONValue {
    let start = index
    var integral = true
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count {
      let b = bytes[index]
      if b >= 0x30 && b <= 0x39 {
        index += 1
      } else if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        || b == UInt8(ascii: "+") || (b == UInt8(ascii: "-") && index > digitsStart)
      {
        integral = false
        index += 1
      } else {
        break
      }
    }
    guard index > digitsStart else { throw error("expected a value") }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if integral {
      // ``serialized(_:)`` writes -0.0 as `-0`: keep its sign.
      if text == "-0" { return .double(-0.0) }
      if let v = Int64(text) { return .int(v) }
      if let v = UInt64(text) { return .uint(v) }
    }
    guard let v = Double(text), v.isFinite else {
      index = start
      throw error("invalid number '\(text)'")
    }
    return .double(v)
  }

  mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    index += 4
    return v
  }

  mutating func string() throws(JSONParseError) -> String {
    index += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if b < 0x20 { throw error("control character in a string") }
      guard b == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(index)
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scalars.append(scalar)
      default: throw error("invalid escape")
      }
      run = index
    }
    throw error("unterminated string")
  }
}
