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

  /// A presentation the scan read on its screen only through a guess (a call that may run
  /// another method of its name, a coordinator that shows one of two screens) is not judged:
  /// the line says the guess, and no finding (no warning) rests on it; the same sheet read
  /// without a guess is judged.
  @Test func aPresentationReadThroughAGuessIsNotJudged() {
    let guess =
      "read through a call of one of the 2 methods named 'run' ('x.run(…)', as at S.swift:9:1)"
    for onScreen in [false, true] {
      var app = Self.app(sheetOnRoot: false)
      if onScreen {
        app.readThroughOnScreen["detail"] = [Self.here: guess]
      } else {
        app.readThrough[Self.here] = guess
      }
      let verdicts = ScanJudge.verdicts(app, profiles: [.ios17], runs: 2000)
      #expect(verdicts.count == 1)
      #expect(verdicts.first?.unjudged == guess)
      #expect(verdicts.first?.readThrough == guess)
      #expect(verdicts.first?.finding == nil)
      #expect(verdicts.first?.message(reproduce: "x.nav") == nil)
    }
    var other = Self.app(sheetOnRoot: false)
    other.readThroughOnScreen["home"] = [Self.here: guess]
    #expect(ScanJudge.verdicts(other, profiles: [.ios17], runs: 2000).first?.finding != nil)
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
