import Testing

@testable import NavSimCore
@testable import NavSimSearch
@testable import NavSimSource

@Suite struct PresentationVerdictTests {
  static let here = SourceLocation(path: "S.swift", line: 3, column: 5)

  static func app(sheetOnRoot: Bool, mitigation: Mitigation? = nil) -> ScannedApp {
    var app = ScannedApp()
    let sheet = ScannedApp.Item(
      .presentation(.init(.sheet)), sites: [here])
    app.screens = [
      .init(
        name: "home", location: here,
        items: [.init(.link("detail"), sites: [here])] + (sheetOnRoot ? [sheet] : [])),
      .init(name: "detail", location: here, items: sheetOnRoot ? [] : [sheet]),
    ]
    app.mitigation = mitigation
    return app
  }

  /// The verdict is the model's: the same sheet warns on a pushed screen and holds on the root
  /// (no swipe-back there); nothing in the judge looks at where the sheet is.
  @Test func theModelDecides() {
    let pushed = ScanJudge.verdicts(Self.app(sheetOnRoot: false), profiles: [.ios17], runs: 2000)
    #expect(pushed.count == 1)
    #expect(pushed.first?.finding?.kind == .lockup)
    #expect(pushed.first?.fileName == "detail-sheet0-ios17-lockup.nav")
    #expect(pushed.first?.scenarioText?.contains("start: home > detail") == true)
    let root = ScanJudge.verdicts(Self.app(sheetOnRoot: true), profiles: [.ios17], runs: 2000)
    #expect(root.count == 1)
    #expect(root.first?.finding == nil, "\(String(describing: root.first?.scenarioText))")
    #expect(root.first?.unjudged == nil)
  }

  /// Same app, seed and runs: the same verdicts for any number of jobs.
  @Test func verdictsDoNotDependOnJobs() {
    let app = Self.app(sheetOnRoot: false)
    let one = ScanJudge.verdicts(app, profiles: [.ios17, .ios16], runs: 500, jobs: 1)
    let two = ScanJudge.verdicts(app, profiles: [.ios17, .ios16], runs: 500, jobs: 2)
    #expect(one.map(\.scenarioText) == two.map(\.scenarioText))
    #expect(one.map(\.profile) == ["ios17", "ios16"])
  }

  @Test func presentsReadsTheTouches() {
    #expect(ScanJudge.presents("start: a\n\n@0ms tap show-sheet\n"))
    #expect(ScanJudge.presents("@0ms finger 2: tap sheet Editor\n"))
    #expect(
      !ScanJudge.presents("# tap show-sheet\n@0ms tap back\n@100ms swipe-back 1 over 200ms\n"))
  }
}
