/// Deterministic number formatting (no locale, no `String(format:)`).
package enum NumberText {
  /// `value` rounded to at most `places` decimals, trailing zeros removed (`0.583`, `900`).
  package static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let n = UInt64(scaled)
    return fixedPoint(n, places: places, negative: value < 0 && n != 0)
  }

  /// `magnitude / 10^places` written out exactly, trailing zeros removed (`1266.666`, `350`),
  /// with a `-` when `negative`.
  static func fixedPoint(_ magnitude: UInt64, places: Int, negative: Bool) -> String {
    var unit: UInt64 = 1
    for _ in 0..<places { unit *= 10 }
    let sign = negative ? "-" : ""
    let whole = magnitude / unit
    var fraction = magnitude % unit
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
  }
}

extension NumberText {
  /// A duration in µs as a file writes it: `80ms`, `16.667ms`.
  package static func milliseconds(_ us: Int64) -> String {
    us % 1000 == 0 ? "\(us / 1000)ms" : decimal(Double(us) / 1000, places: 3) + "ms"
  }
}
