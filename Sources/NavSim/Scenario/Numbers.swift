import NavSimCore

/// Numbers and times as scenario files write them.
package enum ScenarioNumber {
  /// The shortest decimal text that reads back as `x`, without exponent or trailing `.0`
  /// (`0.6`, `900`, `0.000012`).
  package static func format(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    if x == x.rounded(), x.magnitude < 1e15 { return String(Int64(x)) }
    let text = x.description
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    // Expand `d.ddde±x`, the shortest round-trip digits, into plain positional notation.
    var mantissa = text[..<e]
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    var sign = ""
    if mantissa.first == "-" {
      sign = "-"
      mantissa = mantissa.dropFirst()
    }
    let point = mantissa.firstIndex(of: ".")
    let integerDigits =
      point.map { mantissa.distance(from: mantissa.startIndex, to: $0) }
      ?? mantissa.count
    var digits = mantissa.filter { $0 != "." }
    let position = integerDigits + exponent
    var result: String
    if position <= 0 {
      result = "0." + String(repeating: "0", count: -position) + digits
    } else if position >= digits.count {
      result = digits + String(repeating: "0", count: position - digits.count)
    } else {
      let split = digits.index(digits.startIndex, offsetBy: position)
      digits.insert(".", at: split)
      result = digits
    }
    if result.contains(".") {
      while result.last == "0" { result.removeLast() }
      if result.last == "." { result.removeLast() }
    }
    return sign + result
  }

  /// Reads `-?digits(.digits)?` as a finite double.
  static func parse(_ bytes: ArraySlice<UInt8>) -> Result<Double, ScenarioError> {
    let text = String(decoding: bytes, as: UTF8.self)
    var i = bytes.startIndex
    if i < bytes.endIndex, bytes[i] == UInt8(ascii: "-") { i += 1 }
    let integerStart = i
    while i < bytes.endIndex, isDigit(bytes[i]) { i += 1 }
    guard i > integerStart else { return .failure(.badNumber(text)) }
    if i < bytes.endIndex, bytes[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      while i < bytes.endIndex, isDigit(bytes[i]) { i += 1 }
      guard i > fractionStart else { return .failure(.badNumber(text)) }
    }
    guard i == bytes.endIndex else { return .failure(.badNumber(text)) }
    guard let value = Double(text), value.isFinite else {
      return .failure(.valueTooLarge(text, limit: "about 1.8e308"))
    }
    return .success(value)
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  /// How a time's number turns into microseconds.
  package enum TimeForm {
    /// `@T`: frame `N` starts at `floor(N × 1e6 / fps)`.
    case absolute
    /// `+T` and durations: `N` frames last `N × 1e6 / fps` µs, rounded.
    case relative
  }

  /// Reads `NUMBER UNIT` (units `us`, `ms`, `s`, and `f` when `fps` is given) as microseconds,
  /// exactly (no floating point), rounding to the nearest microsecond; at most `limit` µs.
  package static func parseTime(
    _ bytes: ArraySlice<UInt8>, form: TimeForm, fps: Int64?, limit: Int64
  ) -> Result<Int64, ScenarioError> {
    let text = String(decoding: bytes, as: UTF8.self)
    var i = bytes.startIndex
    var whole: Int64 = 0
    var overflow = false
    while i < bytes.endIndex, isDigit(bytes[i]) {
      if whole > limit { overflow = true } else { whole = whole * 10 + Int64(bytes[i] - 48) }
      i += 1
    }
    guard i > bytes.startIndex else { return .failure(.badTime(text)) }
    var fraction: ArraySlice<UInt8> = []
    if i < bytes.endIndex, bytes[i] == UInt8(ascii: ".") {
      i += 1
      let start = i
      while i < bytes.endIndex, isDigit(bytes[i]) { i += 1 }
      guard i > start else { return .failure(.badTime(text)) }
      fraction = bytes[start..<i]
    }
    let unitBytes = bytes[i...]
    let unit = String(decoding: unitBytes, as: UTF8.self)
    let units = fps == nil ? ["us", "ms", "s"] : ["us", "ms", "s", "f"]
    guard !unit.isEmpty else { return .failure(.missingUnit(text, frames: fps != nil)) }
    let tooLarge = ScenarioError.valueTooLarge(
      text, limit: "\(VirtualDuration(microseconds: limit))")
    let scaleDigits: Int
    switch unit {
    case "us": scaleDigits = 0
    case "ms": scaleDigits = 3
    case "s": scaleDigits = 6
    case "f" where fps != nil:
      guard fraction.isEmpty else { return .failure(.fractionalUnit(unit: unit, token: text)) }
      let rate = max(1, fps ?? 60)
      // `limit` frames at the highest rate still fit, so `whole × 2e6` cannot overflow.
      guard !overflow, whole <= limit else { return .failure(tooLarge) }
      let us =
        form == .absolute
        ? whole * 1_000_000 / rate
        : (whole * 2_000_000 + rate) / (2 * rate)
      return us <= limit ? .success(us) : .failure(tooLarge)
    default:
      if !unitBytes.allSatisfy({ !isDigit($0) && $0 != UInt8(ascii: ".") }) {
        return .failure(.badTime(text))
      }
      let hint = suggestion(for: unit, among: units)
      return .failure(.unknownUnit(unit, in: text, suggestion: hint, frames: fps != nil))
    }
    if scaleDigits == 0, !fraction.isEmpty {
      return .failure(.fractionalUnit(unit: unit, token: text))
    }
    var scale: Int64 = 1
    for _ in 0..<scaleDigits { scale *= 10 }
    guard !overflow, whole <= limit / scale else { return .failure(tooLarge) }
    var part: Int64 = 0
    for k in 0..<scaleDigits {
      let index = fraction.startIndex + k
      part = part * 10 + (index < fraction.endIndex ? Int64(fraction[index] - 48) : 0)
    }
    let roundIndex = fraction.startIndex + scaleDigits
    if roundIndex < fraction.endIndex, fraction[roundIndex] >= UInt8(ascii: "5") { part += 1 }
    let us = whole * scale + part
    return us <= limit ? .success(us) : .failure(tooLarge)
  }
}
