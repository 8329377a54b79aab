import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

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
      // Lines end at LF, CR or CRLF, as the format says (a mutation may insert a lone CR).
      var lineCount = 1
      var previous: UInt8 = 0
      for b in text.utf8 {
        if b == UInt8(ascii: "\r") || (b == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) {
          lineCount += 1
        }
        previous = b
      }
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
          // The caret's place in the echoed (maybe clipped) line.
          #expect(
            problem.echoColumn <= problem.sourceLine.utf8.count + 2, "seed \(seed): \(problem)")
          #expect(problem.echoColumn <= problem.column + 3, "seed \(seed): \(problem)")
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

  /// 200 one-minute swipes at 1000 fps (a 5 KB file) would expand to 12 million inputs; a file
  /// may expand to at most a million, with a clear error past that.
  @Test func strokesExpandingPastAMillionInputsAreRefused() throws {
    let swipes = (0..<200).map { "@\($0 * 61)s swipe-back 1 over 60s" }
    let text = "set: fps=1000\n" + swipes.joined(separator: "\n") + "\n"
    #expect(text.utf8.count < 6_000)
    do {
      _ = try Scenario.parse(text, path: "long.nav")
      Issue.record("parsed")
    } catch {
      let first = try #require(error.problems.first)
      #expect(first.line == 18 && first.column == 25)
      #expect(
        first.error.description
          == "too many inputs: the strokes expand to one move per frame (the most is 1000000)")
    }
    let fits = "set: fps=1000\n" + swipes.prefix(16).joined(separator: "\n") + "\n"
    let s = try Scenario.parse(fits, path: "fits.nav")
    let one = try Scenario.parse("set: fps=1000\n" + swipes[0] + "\n", path: "one.nav")
    let perSwipe = one.inputs(for: try one.configuration()).count
    #expect(perSwipe == 58_465)  // one move per 1 ms frame once the finger moved `slop` (below)
    #expect(s.inputs(for: try s.configuration()).count == 16 * perSwipe)
  }

  /// A file of millions of taps is refused
  /// at the first event past a million inputs, a tap counting two (its touch-down and
  /// touch-up), and the events after it are not kept.
  @Test func tapsPastAMillionInputsAreRefusedAtTheFirstOnePast() throws {
    let taps = String(repeating: "@0ms tap back\n", count: 500_001)
    do {
      _ = try Scenario.parse("start: root > detail\n" + taps, path: "taps.nav")
      Issue.record("parsed")
    } catch {
      let first = try #require(error.problems.first)
      #expect(first.line == 500_002 && first.column == 6)
      #expect(
        first.error.description
          == "too many inputs: a tap is two, a stroke three and one per frame (the most is "
          + "1000000)")
    }
    // Half a million taps are within the limit (the finger cannot make them at one instant,
    // which the performability check says; the count itself is not refused).
    do {
      _ = try Scenario.parse(
        "start: root > detail\n" + String(repeating: "@0ms tap back\n", count: 500_000),
        path: "taps.nav")
    } catch {
      #expect(!error.problems.contains { $0.error.description.hasPrefix("too many inputs") })
    }
  }

  @Test func longestStrokeExpandsToOneMovePerFrame() throws {
    let s = try Scenario.parse("set: fps=1000\n@0ms swipe-back 1 over 60s", path: "long.nav")
    let inputs = s.inputs(for: try s.configuration())
    // Down, begin once the finger moved `slop` (10 pt at 6.5 pt/s: 1539 ms), a move on every
    // 1 ms frame from there to the lift, the last move and the release.
    let begin = try #require(inputs.firstIndex { $0.input == .gesture(.swipeBack, .begin) })
    #expect(inputs[begin].time.microseconds == 1_539_000)
    #expect(inputs.count == 2 + (60_000 - 1_539) + 2)
  }

  // MARK: - Hostile files cost linear time, memory and output

  @Test func aLongCommaListOfDuplicatesIsCappedAndClipped() {
    let list = Array(repeating: "none", count: 10_000).joined(separator: ",")
    do {
      _ = try Scenario.parse("mitigation: \(list)\nexpect: ok\n", path: "dup.nav")
      Issue.record("parsed")
    } catch {
      #expect(error.count == 9_999)
      #expect(error.problems.count == ScenarioDiagnostics.maximumKept)
      #expect(error.problems.map(\.column) == (1...20).map { 13 + 5 * $0 })
      for problem in error.problems {
        #expect(problem.sourceLine.utf8.count <= 2 * ScenarioParser.echoRadius + 6)
      }
      let text = error.description
      #expect(text.hasSuffix("\ndup.nav: note: and 9979 more errors"))
      #expect(text.utf8.count < 20 * 300)
    }
  }

  @Test func theFirstProblemsInLineOrderAreKeptWhateverTheDiscoveryOrder() {
    // The unknown screen on line 1 is found last (names resolve at the end of the file).
    let text = "start: root > nowhere\n" + String(repeating: "bad line\n", count: 100)
    do {
      _ = try Scenario.parse(text, path: "many.nav")
      Issue.record("parsed")
    } catch {
      #expect(error.count == 101)
      #expect(error.problems.map(\.line) == Array(1...20))
      #expect(error.problems.first?.error.description.hasPrefix("unknown screen 'nowhere'") == true)
    }
  }

  /// A column counts the file's bytes: two invalid UTF-8 bytes before an error are two columns
  /// (decoding the file first made each the three bytes of U+FFFD), and the caret still stands
  /// under the word in the echoed line.
  @Test func aColumnAfterInvalidUTF8CountsTheFilesBytes() throws {
    let bytes = Array("mitigation: ".utf8) + [0xFF, 0xFF] + Array(", bogus\n@0ms tap back\n".utf8)
    do {
      _ = try Scenario.parse(bytes: bytes, path: "u.nav")
      Issue.record("accepted")
    } catch {
      let bogus = try #require(error.problems.first { $0.error.description.contains("bogus") })
      #expect(bogus.line == 1)
      #expect(bogus.column == 17)
      let lines = bogus.rendered(path: "u.nav").split(separator: "\n")
      #expect(lines.first?.hasPrefix("u.nav:1:17: error: unknown mitigation 'bogus'") == true)
      // The caret under the `b` of `bogus`: the echo shows each invalid byte as one character.
      // (the echo ends with `bogus`, so the caret line is as long as the echo minus `ogus`).
      #expect(lines.count == 3 && lines[2] == String(repeating: " ", count: 16) + "^")
      #expect(lines.count == 3 && lines[1].count - "bogus".count == 16)
    }
  }

  @Test func aLongLineIsEchoedAroundTheColumnWithTheCaretUnderIt() {
    let text = "name: x\n@0ms tap back " + String(repeating: "é", count: 500) + " zzz\n"
    do {
      _ = try Scenario.parse(text, path: "long.nav")
      Issue.record("parsed")
    } catch {
      let problem = error.problems.first
      #expect(problem?.column == 15)
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 3)
      #expect(lines[1].hasPrefix("@0ms tap back éé") && lines[1].hasSuffix("…"))
      #expect(lines[1].utf8.count <= 2 * ScenarioParser.echoRadius + 6)
      #expect(lines[2] == String(repeating: " ", count: 14) + "^")
    }
    let late = "name: x\n@0ms tap back" + String(repeating: " ", count: 200) + "zzz\n"
    do {
      _ = try Scenario.parse(late, path: "late.nav")
      Issue.record("parsed")
    } catch {
      #expect(error.problems.map(\.column) == [214])
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 3)
      #expect(lines[1] == "…" + String(repeating: " ", count: 60) + "zzz")
      #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }
  }
}
