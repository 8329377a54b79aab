import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct CommandValuesTests {
  @Test(
    arguments: [
      ("0us", 0), ("200us", 200), ("1ms", 1000), ("350ms", 350_000), ("16.7ms", 16_700),
      ("16.666ms", 16_666), ("16.6666ms", 16_667), ("16.6664ms", 16_666), ("0.0005ms", 1),
      ("0.0004ms", 0), ("1s", 1_000_000), ("0.35s", 350_000), ("1.5s", 1_500_000),
      ("3s", 3_000_000), ("0.0000015s", 2), ("007ms", 7000),
      ("86400s", 86_400_000_000), ("86400000000us", 86_400_000_000),
      ("86399.9999994s", 86_399_999_999),
    ] as [(String, Int64)])
  func durationParsesToMicroseconds(text: String, microseconds: Int64) {
    #expect(Command.parseDuration(text) == VirtualDuration(microseconds: microseconds), "\(text)")
  }

  @Test(arguments: [
    "", "3", "ms", "s", "1.5us", "1.ms", ".5ms", "-1ms", "+1ms", "1 ms", "1e3ms", "1f", "1m",
    "1h", "1,5s", "1.2.3s", "١ms", "9223372036854775808us", "9223372036854775807ms",
    "9223372036854775.8075s", "9223372036854775807us", "86400.000001s", "86400000001us",
    "99999s",
  ])
  func notADuration(text: String) {
    #expect(Command.parseDuration(text) == nil, "\(text)")
  }

  /// The command line and scenario files take the same durations, with the
  /// same limit, so whatever `--set` accepts can be written in a file and read back.
  @Test func theCommandLineAndFilesAcceptTheSameDurations() throws {
    var rng = Xoshiro256StarStar(seed: 12)
    var texts = ["99999s", "86400s", "86400.0000005s", "86400.0000004s", "1.5us", "0s", "1f"]
    for _ in 0..<2000 {
      let whole = rng.nextBounded(3) == 0 ? rng.nextBounded(200_000) : rng.nextBounded(1000)
      let unit = ["us", "ms", "s", "m", ""][rng.nextIndex(5)]
      let fraction = rng.nextBool() ? "" : "." + String(rng.nextBounded(10_000_000))
      texts.append("\(whole)\(fraction)\(unit)")
    }
    for text in texts {
      let cli = try? Command.parse(["--set", "push=\(text)"])
      let file = try? Scenario.parse("set: push=\(text)\nexpect: ok\n", path: "d.nav")
      #expect((cli != nil) == (file != nil), "\(text)")
      if let file {
        #expect(Command.parseDuration(text)?.microseconds == file.settings.first?.value, "\(text)")
      }
    }
  }

  @Test func durationsAgreeWithVirtualDurationsOwnConstructors() {
    for ms in stride(from: 0.0, through: 2000.0, by: 12.5) {
      let text = VirtualDuration.milliseconds(ms).description
      #expect(Command.parseDuration(text) == .milliseconds(ms), "\(text)")
    }
  }

  @Test func countsAcceptOnlyDecimalDigitsInRange() throws {
    #expect(try Command.count("10", option: "--runs", in: 1...Int.max, command: .fuzz) == 10)
    #expect(try Command.count("0", option: "--run", in: 0...Int.max, command: .fuzz) == 0)
    #expect(throws: UsageError.self) {
      try Command.count("1_000", option: "--runs", in: 1...Int.max, command: .fuzz)
    }
    #expect(throws: UsageError.self) {
      try Command.count("99999999999999999999", option: "--runs", in: 1...Int.max, command: .fuzz)
    }
    #expect(throws: UsageError.self) {
      try Command.count("1001", option: "--set fps", in: 1...1000, command: .fuzz)
    }
  }

  @Test func seedsAreDecimalOrHex() throws {
    #expect(try Command.seed("0", option: "--seed", command: .fuzz) == 0)
    #expect(try Command.seed("0xdeadBEEF", option: "--seed", command: .fuzz) == 0xdead_beef)
    #expect(try Command.seed("0XFFFFFFFFFFFFFFFF", option: "--seed", command: .fuzz) == .max)
    #expect(throws: UsageError.self) { try Command.seed("0x", option: "--seed", command: .fuzz) }
    #expect(throws: UsageError.self) { try Command.seed("", option: "--seed", command: .fuzz) }
    #expect(throws: UsageError.self) { try Command.seed("1e3", option: "--seed", command: .fuzz) }
  }

  @Test func listsTrimSpacesAndRefuseEmptyItems() throws {
    #expect(
      try Command.list(" a , b,c ", option: "--x", of: "things", command: .fuzz) == ["a", "b", "c"])
    #expect(throws: UsageError.self) {
      try Command.list("a,,b", option: "--x", of: "things", command: .fuzz)
    }
    #expect(throws: UsageError.self) {
      try Command.list(",", option: "--x", of: "t", command: .fuzz)
    }
  }
}
