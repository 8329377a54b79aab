import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz shrink FILE [-o FILE]` end to end (CLI.md `shrink`).
@Suite struct NavfuzzShrinkTests {
  /// The seed's lockup with events around it that change nothing: taps that land nowhere,
  /// rotations on an iPhone, inputs after the lockup.
  static let paddedSeedLockup = """
    # the seed, padded with events that change nothing
    start: root > detail
    expect: lockup

    @0ms tap close-sheet
    @350ms tap show-sheet
    @500ms rotate
    @700ms rotate
    @1000ms tap link detail
    @1400ms drag-sheet 0.6 over 200ms velocity 900
    @1850ms swipe-back 0.7 over 100ms velocity 600
    @2300ms tap back
    @2700ms tap show-sheet
    @3100ms swipe-back 0.2 over 100ms velocity 0
    @3500ms tap close-sheet

    """

  /// Parses `text`, checks its `expect:` line names a lockup and returns its inputs and their
  /// lockup when replayed.
  static func replayLockup(_ text: String) throws -> (inputs: [TimedInput], lockup: Finding?) {
    let scenario = try Scenario.parse(text, path: "shrunk.nav")
    #expect(
      scenario.expectations.contains { if case .finding(.lockup, _) = $0 { true } else { false } })
    let config = try scenario.configuration()
    let inputs = scenario.inputs(for: config)
    let lockup = Simulator.run(config, inputs: inputs).findings.first { $0.kind == .lockup }
    return (inputs, lockup)
  }

  @Test func aPaddedSeedLockupShrinksToAtMostThreeInputsAndStillLocksUp() throws {
    let dir = temporaryFolder()
    let file = dir + "/padded.nav"
    write(Self.paddedSeedLockup, file)
    let original = try Self.replayLockup(Self.paddedSeedLockup)
    let originalLockup = try #require(original.lockup, "the padded scenario must lock up")
    #expect(userActions(original.inputs).count == 11)

    let r = navfuzz(["shrink", file])
    #expect(r.code == .success)
    #expect(r.out.contains("expect: lockup\n"))
    #expect(r.err.contains("kept lockup"))
    // Canonical: printing the parsed output gives it back.
    let scenario = try Scenario.parse(r.out, path: "shrunk.nav")
    #expect(scenario.canonicalText() == r.out)
    let shrunk = try Self.replayLockup(r.out)
    let lockup = try #require(shrunk.lockup, "the shrunk scenario must still lock up:\n\(r.out)")
    #expect(lockup.cause == originalLockup.cause)
    #expect(userActions(shrunk.inputs).count <= 3, "\(r.out)")
    #expect(shrunk.inputs.count <= original.inputs.count)

    // `-o FILE` writes the same text and prints nothing on stdout.
    let out = dir + "/min.nav"
    let written = navfuzz(["shrink", file, "-o", out])
    #expect(written.code == .success)
    #expect(written.out == "")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == r.out)
    let replay = navfuzz(["run", out])
    #expect(replay.code == .finding)
    #expect(replay.out.contains("expectations: met"))
  }

  @Test func aScenarioWithoutAFindingExitsOneWithAMessageOnStderr() {
    let dir = temporaryFolder()
    let file = dir + "/ok.nav"
    write("start: root > detail\n\n@0ms tap back\n", file)
    let r = navfuzz(["shrink", file])
    #expect(r.code == .finding)
    #expect(r.out == "")
    #expect(r.err.contains(file))
    #expect(r.err.contains("no finding"))

    let out = dir + "/min.nav"
    let written = navfuzz(["shrink", file, "-o", out])
    #expect(written.code == .finding)
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
