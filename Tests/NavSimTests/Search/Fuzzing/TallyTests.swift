import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// The tally behind a campaign's verdicts.
@Suite struct TallyTests {
  static func lockup(needsApp: Bool) -> Finding {
    Finding(
      kind: .lockup, time: .zero, rules: [], cause: "every probe swallowed by the gesture mask",
      needsAppInput: needsApp)
  }

  /// A distinct finding keeps its first run's `needsAppInput`; a later run of user inputs alone
  /// with the same cause still makes the kind a user-input failure, however the runs are split.
  @Test func aLaterUserOnlyRunOfTheSameCauseCounts() {
    var whole = Tally()
    whole.add(run: 0, findings: [Self.lockup(needsApp: true)], inputs: [])
    whole.add(run: 1, findings: [Self.lockup(needsApp: false)], inputs: [])
    // One distinct finding per input class (app inputs, one finger), each with its first run.
    #expect(whole.distinct.map(\.runIndex) == [0, 1])
    #expect(whole.foundByUserInputs(.lockup))
    var first = Tally()
    first.add(run: 0, findings: [Self.lockup(needsApp: true)], inputs: [])
    #expect(!first.foundByUserInputs(.lockup))
    var second = Tally()
    second.add(run: 1, findings: [Self.lockup(needsApp: false)], inputs: [])
    first.merge(second)
    #expect(first.foundByUserInputs(.lockup))
    let row = CampaignReport.Row(mitigation: .none, tally: first)
    #expect(row.userKinds == [.lockup])
    #expect(row.appOnlyKinds.isEmpty)
  }
}
