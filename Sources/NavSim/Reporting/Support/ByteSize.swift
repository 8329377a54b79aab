/// Sizes in bytes as people write them: `512M`, `2G`, `1500000` (`--max-memory`).
///
/// Suffixes `K`, `M`, `G` and `T` are binary (1024-based), upper or lower case, with an
/// optional `B` or `iB` after them; a number without a suffix is bytes.
///
/// ```swift
/// ByteSize.parse("512M")  // 536_870_912
/// ByteSize.text(1 << 30)  // "1G"
/// ```
package enum ByteSize {
  /// The bytes `text` names, or `nil` if it is not a size or does not fit 63 bits.
  package static func parse(_ text: String) -> Int? {
    var digits = text.lowercased()
    let binary = digits.hasSuffix("ib")
    if binary {
      digits.removeLast(2)
    } else if digits.hasSuffix("b") {
      digits.removeLast()
    }
    let units: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40]
    var scale = 1
    if let last = digits.last, let unit = units[last] {
      scale = unit
      digits.removeLast()
    } else if binary {
      return nil
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let number = Int(digits)
    else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: scale)
    return overflow ? nil : bytes
  }

  /// The shortest exact text for `bytes`: `1G`, `512M`, `1500000`.
  package static func text(_ bytes: Int) -> String {
    for (suffix, unit) in [("T", 1 << 40), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)]
    where bytes >= unit && bytes % unit == 0 {
      return "\(bytes / unit)\(suffix)"
    }
    return "\(bytes)"
  }
}
