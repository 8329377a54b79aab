import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct NavfuzzCompareTests {
  @Test func parsesDefaultsAndOptions() throws {
    #expect(try Command.parse(["compare"]) == .compare(CompareOptions()))
    #expect(
      try Command.parse(["compare", "--profile", "ios13", "--depth=2"])
        == .compare(CompareOptions(profile: .ios13, depth: 2)))
  }

  @Test(arguments: [
    ["compare", "--depth", "9"], ["compare", "--profile", "ios19"], ["compare", "x"],
  ])
  func rejectsBadValues(arguments: [String]) {
    let r = navfuzz(arguments)
    #expect(r.code == .usage)
    #expect(r.err.contains("usage: navfuzz compare"))
  }

  @Test func printsOneRowPerBackButtonVariant() {
    let r = navfuzz(["compare"])
    #expect(r.code == .success)
    let rows = r.out.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == BackButtonComparison.variants.count)
    #expect(rows.first?.hasPrefix("| `system` | yes | yes |") == true)
  }
}
