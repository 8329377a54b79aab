import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// Malformed input: random byte mutations of valid files never crash or hang the parser, and
/// whatever it accepts prints and reads back the same.
@Suite struct ParserRobustnessTests {
  static let interesting: [UInt8] =
    Array("@+#:,>=.-0123456789 \t\n\rabsfmuvpoe".utf8) + [
      0, 0x7F, 0xC3, 0xA9, 0xFF, 0xE2,
    ]

  @Test func mutatedFilesParseOrFailCleanly() {
    var accepted = 0
    for seed in UInt64(0)..<2000 {
      var generator = ScenarioGenerator(seed: seed)
      var bytes = Array(generator.scenario().canonicalText().utf8)
      if bytes.isEmpty { bytes = Array(ParserTests.seedFile.utf8) }
      var rng = Xoshiro256StarStar(seed: seed ^ 0x5EED)
      for _ in 0..<rng.nextInt(in: 1...6) {
        let at = rng.nextIndex(bytes.count + 1)
        let byte =
          rng.chance(0.7)
          ? Self.interesting[rng.nextIndex(Self.interesting.count)]
          : UInt8(truncatingIfNeeded: rng.next())
        switch rng.nextIndex(3) {
        case 0: bytes.insert(byte, at: at)
        case 1 where at < bytes.count: bytes.remove(at: at)
        default: if at < bytes.count { bytes[at] = byte } else { bytes.append(byte) }
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let lineCount = text.utf8.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
      ).count
      // The performability check never traps either, and its errors are located too.
      do {
        _ = try Scenario.parse(text, path: "mutant-\(seed).nav")
      } catch {
        for problem in error.problems {
          #expect(problem.line >= 1 && problem.line <= lineCount, "seed \(seed): \(problem)")
          #expect(problem.column >= 1, "seed \(seed): \(problem)")
        }
      }
      // The grammar (generated events are random, not what a finger can do).
      do {
        let scenario = try Scenario.parse(text, path: "mutant-\(seed).nav", performable: false)
        accepted += 1
        let printed = scenario.canonicalText()
        let same =
          (try? Scenario.parse(printed, path: "reprint", performable: false)) == scenario
        #expect(same, "seed \(seed): accepted but does not round-trip:\n\(text)")
        #expect((try? scenario.configuration()) != nil, "seed \(seed): accepted but not compiled")
      } catch {
        #expect(!error.problems.isEmpty, "seed \(seed)")
        for problem in error.problems {
          #expect(problem.line >= 1 && problem.line <= lineCount, "seed \(seed): \(problem)")
          #expect(problem.column >= 1, "seed \(seed): \(problem)")
          #expect(problem.column <= problem.sourceLine.utf8.count + 2, "seed \(seed): \(problem)")
        }
        #expect(error.description.hasPrefix("mutant-\(seed).nav:"), "seed \(seed)")
      }
    }
    // Some mutants must survive (comments, names) and most must not, or the sweep tests little.
    #expect(accepted > 50 && accepted < 1900, "accepted \(accepted) of 2000")
  }

  @Test(arguments: [
    "@", "+", ":", "#", "@@@@", "::::", "@0ms swipe-back", "@0ms drag-sheet 0.5 over",
    "@0ms swipe-back end velocity", "screen:", "screen: :", "screen: a:", "screen: a: link",
    "set:", "set: =", "set: ,", "set: fps=", "start: >", "expect: screen", "expect: sheet",
    String(repeating: "9", count: 10_000) + "ms", "@" + String(repeating: "9", count: 10_000) + "f",
    "@1." + String(repeating: "9", count: 10_000) + "s rotate",
    "+86400000000us rotate\n+1f rotate", "set: fps=1000\n@86400000f rotate",
    "@0ms swipe-back 0.5 over 60s", "\u{FEFF}name: bom", "name: \0", "\r\r\r", "é: x",
  ])
  func edgeInputsNeverTrap(_ text: String) {
    do {
      let s = try Scenario.parse(text, path: "edge.nav")
      _ = s.canonicalText()
      if let c = try? s.configuration() { _ = s.inputs(for: c) }
    } catch {
      #expect(!error.problems.isEmpty)
    }
  }

  @Test func longestStrokeExpandsToOneMovePerFrame() throws {
    let s = try Scenario.parse("set: fps=1000\n@0ms swipe-back 1 over 60s", path: "long.nav")
    let inputs = s.inputs(for: try s.configuration())
    // Down, begin once the finger moved `slop` (10 pt at 6.5 pt/s: 1539 ms), a move on every
    // 1 ms frame from there to the lift, the last move and the release.
    let begin = try #require(inputs.firstIndex { $0.input == .swipeBack(.begin) })
    #expect(inputs[begin].time.microseconds == 1_539_000)
    #expect(inputs.count == 2 + (60_000 - 1_539) + 2)
  }
}
