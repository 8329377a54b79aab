/// Deterministic number formatting (no locale, no `String(format:)`).
enum NumberText {
  /// `value` rounded to at most `places` decimals, trailing zeros removed (`0.583`, `900`).
  static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let n = Int64(scaled)
    let unit = Int64(scale)
    let whole = n / unit
    var fraction = n % unit
    let sign = value < 0 && n != 0 ? "-" : ""
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var text = String(fraction)
    while text.count < digits { text = "0" + text }
    return "\(sign)\(whole).\(text)"
  }
}
