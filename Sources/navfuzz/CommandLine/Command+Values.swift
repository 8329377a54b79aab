import NavSim

/// The value syntaxes of the command line: durations, counts, seeds, names from a list.
extension Command {
  /// What a usage error says a duration option takes.
  static let durationExpectation = "a duration such as 350ms, 0.5s or 200us, at most 86400s"

  /// Parses a duration written as a number and a unit: `us` (whole numbers only), `ms` or `s`
  /// (decimals allowed), rounded to the nearest microsecond, halves up; at most a day
  /// (`86400s`).
  ///
  /// The grammar and the limit are those of scenario files (``ScenarioNumber/parseTime``), so
  /// that a value the command line takes (`--set push=…`) can always be written in a file. The
  /// arithmetic is done on the decimal digits, not on a `Double`, so `16.7ms` is exactly
  /// 16 700 µs on every machine.
  ///
  /// ```swift
  /// Command.parseDuration("16.7ms")  // 16 700 µs
  /// Command.parseDuration("0.35s")   // 350 000 µs
  /// Command.parseDuration("3")       // nil: the unit is required
  /// Command.parseDuration("99999s")  // nil: more than a day
  /// ```
  ///
  /// - Parameter text: the value as written.
  /// - Returns: the duration, or `nil` if `text` is not a duration or is longer than a day.
  static func parseDuration(_ text: String) -> VirtualDuration? {
    let bytes = Array(text.utf8)
    switch ScenarioNumber.parseTime(
      bytes[...], form: .relative, fps: nil, limit: Scenario.maximumTime)
    {
    case .success(let microseconds): return VirtualDuration(microseconds: microseconds)
    case .failure: return nil
    }
  }

  /// Parses a duration option's value.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:expected:command:)`` if `value` is not a
  ///   duration, or is zero while `positive` is asked for.
  static func duration(
    _ value: String, option: String, positive: Bool = false, command: CommandName
  ) throws(UsageError) -> VirtualDuration {
    guard let duration = parseDuration(value) else {
      throw .invalidValue(
        option: option, value: value, expected: durationExpectation, command: command)
    }
    guard !positive || duration > .zero else {
      throw .invalidValue(
        option: option, value: value, expected: "a duration longer than zero", command: command)
    }
    return duration
  }

  /// Parses a whole number in `range`, written in decimal digits only.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:expected:command:)``: "a whole number"
  ///   for other characters, the range for a number outside it.
  static func count(
    _ value: String, option: String, in range: ClosedRange<Int>, command: CommandName
  ) throws(UsageError) -> Int {
    guard !value.isEmpty, value.allSatisfy(\.isCommandLineDigit) else {
      throw .invalidValue(
        option: option, value: value, expected: "a whole number", command: command)
    }
    guard let number = Int(value), range.contains(number) else {
      let expected =
        range.upperBound == Int.max
        ? "a whole number of at least \(range.lowerBound)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw .invalidValue(option: option, value: value, expected: expected, command: command)
    }
    return number
  }

  /// Parses a 64-bit seed: decimal digits, or `0x` and hexadecimal digits.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:expected:command:)``.
  static func seed(_ value: String, option: String, command: CommandName) throws(UsageError)
    -> UInt64
  {
    let lowercased = value.lowercased()
    let parsed: UInt64? =
      if lowercased.hasPrefix("0x") {
        lowercased.dropFirst(2).allSatisfy(\.isHexDigit)
          ? UInt64(lowercased.dropFirst(2), radix: 16) : nil
      } else {
        value.allSatisfy(\.isCommandLineDigit) ? UInt64(value) : nil
      }
    guard let parsed else {
      throw .invalidValue(
        option: option, value: value,
        expected: "a whole number from 0 to \(UInt64.max) (or 0x and hex digits)",
        command: command)
    }
    return parsed
  }

  /// Parses a name from a fixed list (`T`'s raw values, or those given in `allowed`).
  ///
  /// - Throws: ``UsageError/unknownName(_:kind:option:allowed:command:)`` listing the names.
  static func name<T: RawRepresentable<String> & CaseIterable>(
    _ value: String, as type: T.Type, kind: String, option: String,
    allowed: [T] = Array(T.allCases), command: CommandName
  ) throws(UsageError) -> T {
    guard let parsed = T(rawValue: value), allowed.contains(where: { $0 == parsed }) else {
      throw .unknownName(
        value, kind: kind, option: option, allowed: allowed.map(\.rawValue), command: command)
    }
    return parsed
  }

  /// Splits a comma-separated list, trimming spaces around each item.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:expected:command:)`` for an empty item
  ///   (`a,,b`, a trailing comma).
  static func list(
    _ value: String, option: String, of what: String, command: CommandName
  ) throws(UsageError) -> [String] {
    let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    guard !items.contains(where: \.isEmpty) else {
      throw .invalidValue(
        option: option, value: value, expected: "a comma-separated list of \(what)",
        command: command)
    }
    return items
  }
}

extension Character {
  /// Whether the character is one of `0`…`9` (not any Unicode digit).
  var isCommandLineDigit: Bool { isASCII && isWholeNumber }
}
