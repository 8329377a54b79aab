import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The oracles judge what the user can do, not the app's shape (MODEL.md §8): a screen with
/// nothing on it is not a lockup, and a link in a sheet with no stack of its own is no control.
@Suite struct OraclesShapeTests {
  /// A one-screen app with no control: no probe works at its start, so nothing stopped working.
  @Test func aScreenWithNothingOnItIsNotALockup() throws {
    let outcome = try Scenario.parse("name: hello\nscreen: ContentView\n", path: "h.nav").replay()
    #expect(outcome.findings.isEmpty, "\(outcome.findings)")
    var model = NavigationModel(outcome.configuration)
    #expect(!Oracles.probe(model).works)
    var scratch = ProbeScratch(model)
    #expect(!Oracles.startWorks(model, scratch: &scratch))
    #expect(Oracles.judge(&model, needsAppInput: false, scratch: &scratch).isEmpty)
  }

  /// A sheet with no stack of its own whose content has a link: the link is disabled in
  /// SwiftUI, so the sheet's stack is not "dead" (it never had a control).
  @Test func aSheetWithoutAStackHasNoDeadStack() throws {
    let text = """
      name: stackless
      screen: Home: sheet Content
      screen: Content: link Detail
      screen: Detail

      @0ms tap sheet Content
      """
    let outcome = try Scenario.parse(text, path: "s.nav").replay()
    #expect(!outcome.findings.contains { $0.kind == .deadStack }, "\(outcome.findings)")
    // With its own stack the same link is a control, and it works.
    let stacked = try Scenario.parse(
      text.replacingOccurrences(of: "sheet Content\n", with: "sheet Content stack\n"),
      path: "t.nav"
    ).replay()
    #expect(stacked.findings.isEmpty, "\(stacked.findings)")
  }
}
