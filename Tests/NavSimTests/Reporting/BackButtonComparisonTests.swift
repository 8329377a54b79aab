import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct BackButtonComparisonTests {
  static let iphone = BackButtonComparison.platforms[0]
  static let ipad = BackButtonComparison.platforms[1]

  @Test func theTableHasARowPerVariant() {
    let table = BackButtonComparison.markdownTable()
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == BackButtonComparison.variants.count)
    #expect(table.hasPrefix("| back button | iPhone: lockup possible |"))
  }

  @Test func theTableIsDeterministic() {
    #expect(
      BackButtonComparison.markdownTable(depth: 2) == BackButtonComparison.markdownTable(depth: 2))
  }

  @Test func systemLocksUpAndKeepsTheSwipe() {
    let system = BackButtonComparison.variants[0]
    let phone = BackButtonComparison.verdict(system, on: Self.iphone)
    #expect(phone.lockup == .yes)
    #expect(phone.swipeKept)
    #expect(phone.deadEnd == .no)
    let pad = BackButtonComparison.verdict(system, on: Self.ipad)
    #expect(pad.lockup == .recoverable)
    #expect(pad.deadEnd == .no)
  }

  @Test func hiddenStylesTradeTheSwipeForNoLockupAndDeadEndOnIPad() {
    for variant in BackButtonComparison.variants[1...2] {
      let phone = BackButtonComparison.verdict(variant, on: Self.iphone)
      #expect(phone.lockup == .no, "\(variant.name)")
      #expect(!phone.swipeKept, "\(variant.name)")
      #expect(phone.deadEnd == .no, "\(variant.name)")
      let pad = BackButtonComparison.verdict(variant, on: Self.ipad)
      #expect(pad.deadEnd == .recoverable, "\(variant.name)")
    }
  }

  @Test func guardNoneBringsTheSwipeAndALockupBack() {
    let variant = BackButtonComparison.variants[4]
    let phone = BackButtonComparison.verdict(variant, on: Self.iphone)
    #expect(phone.swipeKept)
    #expect(phone.lockup == .yes)
  }

  @Test func aShallowSearchFindsLess() {
    // The seed lockup needs three inputs: show the sheet, pull it down, swipe back.
    let system = BackButtonComparison.variants[0]
    #expect(BackButtonComparison.verdict(system, on: Self.iphone, depth: 2).lockup == .no)
  }
}
