import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct FindingSignatureTests {
  static func lockup(swipeAt: Double, _ mitigations: [Mitigation] = []) throws -> FindingSignature {
    let config = Configuration.detail(mitigations)
    let touches = [
      Touches.tap(0, .showSheet), Touches.pan(700, .dragSheet, 0.6, over: 200),
      Touches.pan(Int64(swipeAt), .swipeBack, 0.7, over: 100),
    ]
    let inputs = TouchPhysics(config).inputs(touches)
    let finding = try #require(Simulator.run(config, inputs: inputs).findings(.lockup).first)
    return FindingSignature(finding, configuration: config, touches: touches)
  }

  @Test func theSeedLockupHasANameWithoutTimesOrProbeNames() throws {
    let signature = try Self.lockup(swipeAt: 1000)
    #expect(signature.kind == "lockup")
    #expect(signature.mitigation == "none")
    #expect(signature.profile == "ios17")
    #expect(signature.inputClass == .oneFinger)
    #expect(signature.causeClass.contains("orphaned"), "\(signature)")
    #expect(!signature.causeClass.contains(" "), "\(signature)")
    #expect(signature.description.split(separator: "/").count == 5)
  }

  @Test func theSameBugAtAnotherMomentHasTheSameSignature() throws {
    let first = try Self.lockup(swipeAt: 1000)
    for swipeAt in stride(from: 900.0, through: 1100, by: 50) {
      let signature = try Self.lockup(swipeAt: swipeAt)
      #expect(signature == first, "swipe at \(swipeAt) ms")
      #expect(signature.fingerprint == first.fingerprint, "swipe at \(swipeAt) ms")
    }
  }

  @Test func fingerprintsAreSixteenHexDigitsAndTellSignaturesApart() throws {
    let none = try Self.lockup(swipeAt: 1000)
    var other = none
    other.mitigation = "guard-coordinator"
    #expect(none.fingerprint.count == 16)
    #expect(none.fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(none.fingerprint != other.fingerprint)
    // FNV-1a of a fixed text: the same on every platform and run.
    var fixed = none
    fixed.kind = "k"
    fixed.causeClass = "c"
    fixed.mitigation = "m"
    fixed.profile = "p"
    fixed.inputClass = .app
    #expect(fixed.description == "k/c/m/p/app")
    #expect(fixed.fingerprint == Self.fnv1a("k/c/m/p/app"))
  }

  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  @Test func lockupCauseClassesAreTheSortedDistinctReasons() {
    let finding = Finding(
      kind: .lockup, time: .zero, rules: [],
      cause: "swipe-back, back: dropped during a transition that never ends (R7); show-sheet: "
        + "swallowed by the dimming view of an orphaned pop (R7); link x: had no visible effect")
    #expect(
      FindingSignature.causeClass(finding)
        == "no-effect+orphaned-dimming-view-R7+orphaned-transition-R7")
    let every = Finding(
      kind: .lockup, time: .zero, rules: [],
      cause: "every probe dropped by the window's interaction lock")
    #expect(FindingSignature.causeClass(every) == "window-lock")
    let only = Finding(
      kind: .lockup, time: .zero, rules: [],
      cause: "the only probe (swipe-back) swallowed by the gesture mask")
    #expect(FindingSignature.causeClass(only) == "mask")
  }

  @Test func everyDispositionHasItsOwnToken() {
    let tokens = Disposition.all.map(\.causeToken)
    for (i, token) in tokens.enumerated() {
      #expect(!tokens[..<i].contains(token), "\(token)")
      #expect(Disposition.causeToken(forReason: Disposition.all[i].description) == token)
    }
  }

}

/// A campaign reports (and writes) one finding per signature; distinct causes
/// that minimise to the same bug are one finding, their runs added up.
@Suite struct CampaignSignatureTests {
  /// Seed 1 under `none` has two lockup causes that minimise to one signature: one file.
  @Test func theSeedsTwoLockupCausesAreOneFinding() {
    var campaign = Campaign(seed: 1, configuration: Configuration())
    campaign.budget = .runs(300)
    campaign.mitigations = [.none]
    let report = campaign.run(progress: nil, isInterrupted: { false })
    let lockups = report.findings.filter { $0.finding.kind == .lockup && !$0.finding.needsAppInput }
    #expect(lockups.count == 1)
    #expect(lockups.first?.sameSignature ?? 0 >= 1)
    #expect(
      !report.findings.contains {
        $0.path.hasSuffix("none-lockup-2.nav") && !$0.finding.needsAppInput
      })
  }
}
