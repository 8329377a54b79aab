import Testing

@testable import NavSimCore

/// The rule list's bookkeeping: ids, tags and the bit mask of the rules that fired.
@Suite struct RuleTagTests {
  /// `RuleSet` shifts by the rule's number; a rule past the mask's width would be lost.
  @Test func everyRuleFitsTheRuleSet() {
    for rule in Rule.allCases {
      #expect(Int(rule.rawValue) < RuleSet.RawValue.bitWidth, "\(rule.id) does not fit RuleSet")
      #expect(RuleSet(rule).rules == [rule], "\(rule.id) does not round-trip through RuleSet")
    }
  }

  /// Ids are R1, R2, … in order, with no gap, so `Rn` in docs/MODEL.md is `Rule(rawValue: n)`.
  @Test func idsAreConsecutive() {
    for (i, rule) in Rule.allCases.enumerated() {
      #expect(rule.id == "R\(i + 1)")
    }
  }

  /// The tags of docs/MODEL.md §5, written out so a change of evidence is a visible change here.
  @Test func tagsAreTheDocumentedOnes() {
    let tags = Rule.allCases.map { "\($0.id) \($0.tag.rawValue)" }
    #expect(
      tags == [
        "R1 E", "R2 E", "R3 E/A", "R4 E", "R5 E", "R6 E/A", "R7 E", "R8 E", "R9 E", "R10 E",
        "R11 E", "R12 E", "R13 E/A", "R14 A", "R15 E", "R16 E", "R17 E/A", "R18 E", "R19 A",
        "R20 A", "R21 A", "R22 A", "R23 A", "R24 E/A", "R25 E/A", "R26 E/A", "R27 E", "R28 E",
        "R29 E/A", "R30 E", "R31 E/A",
      ])
  }
}
