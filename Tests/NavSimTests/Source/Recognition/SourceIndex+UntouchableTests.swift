import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Views no finger can touch (`.allowsHitTesting(false)`, `.disabled(true)`, `.hidden()`): what
/// they hold is not the screen's controls.
@Suite struct SourceIndexUntouchableTests {
  /// A row whose own button shows a sheet: on the list it is a control, on the settings screen
  /// that shows it as a picture under `.allowsHitTesting(false)` (or `.disabled(true)`,
  /// `.hidden()`) it is not, and neither are the links of a view modified that way; a sheet
  /// attached before the modifier is still presented (from the toolbar), and a handler still
  /// runs. A view disabled under a condition stays touchable (the model judges it when it is
  /// on).
  @Test func aViewThatTakesNoTouchesHoldsNoControls() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("Timeline") { Timeline() }
              NavigationLink("Display") { DisplaySettings() }
            }
          }
        }
      }
      struct Timeline: View { var body: some View { PostRow(text: "a") } }
      struct DisplaySettings: View {
        @State private var loading = false
        @State private var drafting = false
        @State private var sharing = false
        func share() { sharing = true }
        var body: some View {
          Form {
            PostRow(text: "preview")
              .padding()
              .allowsHitTesting(false)
            Button { } label: { NavigationLink("Help") { Help() } }.disabled(true)
            Color.clear.overlay { NavigationLink("Hidden") { Help() } }.hidden()
            Text("Draft")
              .sheet(isPresented: $drafting) { Drafts() }
              .onChange(of: loading) { _ in share() }
              .allowsHitTesting(false)
            NavigationLink("Fonts") { Fonts() }
              .disabled(loading)
          }
          .toolbar { Button("Drafts") { drafting = true } }
          .sheet(isPresented: $sharing) { ShareView() }
        }
      }
      struct PostRow: View {
        var text: String
        @State private var sharing = false
        var body: some View {
          Button(text) { sharing = true }
            .sheet(isPresented: $sharing) { ShareView() }
        }
      }
      struct ShareView: View { var body: some View { NavigationStack { Text("s") } } }
      struct Help: View { var body: some View { Text("h") } }
      struct Fonts: View { var body: some View { Text("f") } }
      struct Drafts: View { var body: some View { Text("d") } }
      """
    ])
    let items = Dictionary(
      scan.app.screens.map { ($0.name, $0.items.map(\.text)) }, uniquingKeysWith: { a, _ in a })
    #expect(items["Timeline"] == ["sheet ShareView stack"])
    #expect(items["DisplaySettings"] == ["sheet Drafts", "link Fonts", "sheet ShareView stack"])
    #expect(!scan.app.screens.contains { $0.name == "Help" })
  }

  /// The chain a modifier is called on starts at the view written first: a call, a trailing
  /// closure (labelled ones too), a member of a type, modifiers between.
  @Test(arguments: [
    ("Row(x).overlay { Badge() }.allowsHitTesting(false)", "Row"),
    ("Button { a() } label: { Text(\"b\") }.disabled(true)", "Button"),
    ("Color.clear.hidden()", "Color"),
    ("VStack(spacing: 0) {\n  Text(\"a\")\n}\n.hidden()", "VStack"),
  ])
  func theChainStartsAtTheViewWrittenFirst(source: String, first: String) throws {
    let file = SourceFile(path: "V.swift", text: "let v = " + source)
    let untouchable = SourceIndex.untouchableViews(file)
    let marked = untouchable.indices.filter { untouchable[$0] }
    let start = try #require(marked.first)
    #expect(file.text(start) == first)
    #expect(file.text(try #require(marked.last) + 1) == ".")
    #expect(marked == Array(start...(marked.last ?? start)))
  }

  /// A modifier between the view and `.hidden()` that is not drawn in place (a sheet, a
  /// handler) stays readable; one drawn in place (an overlay) does not.
  @Test func aSheetOnAHiddenViewIsStillRead() throws {
    let file = SourceFile(
      path: "V.swift",
      text:
        "let v = Row(x).sheet(isPresented: $a) { S() }.overlay { B() }.onAppear { f() }.hidden()")
    let untouchable = SourceIndex.untouchableViews(file)
    let marked = Set(untouchable.indices.filter { untouchable[$0] }.map(file.text))
    #expect(marked == ["Row", "(", "x", ")", ".", "overlay", "{", "B", "}"])
  }

  /// A condition, a `true` that is not the whole argument, or no modifier at all: nothing is
  /// marked.
  @Test(arguments: [
    "Row(x).disabled(loading)", "Row(x).allowsHitTesting(!busy)", "Row(x).disabled(true || x)",
    "Row(x).padding()", "Row(x).hidden(x)",
  ])
  func aConditionMarksNothing(source: String) {
    let file = SourceFile(path: "V.swift", text: "let v = " + source)
    #expect(SourceIndex.untouchableViews(file).allSatisfy { !$0 })
  }

  /// Hostile shapes stay linear (no test is timed: sized so a quadratic reader does not end):
  /// 20 000 views nested each under `.hidden()`, and a chain of 4 000 `.hidden()` calls,
  /// whose walk back stops after ``SourceIndex/maximumChainSteps``.
  @Test func nestedAndLongChainsAreMarkedInLinearTime() {
    let depth = 20_000
    let nested = SourceFile(
      path: "N.swift",
      text: "let v = " + String(repeating: "G { ", count: depth) + "T()"
        + String(repeating: " }.hidden()", count: depth))
    let marked = SourceIndex.untouchableViews(nested)
    #expect(marked.first == false)  // `let`
    #expect(marked[3] == true)  // the outermost `G`
    let long = SourceFile(
      path: "L.swift", text: "let v = T()" + String(repeating: ".hidden()", count: 4_000))
    let chains = SourceIndex.untouchableViews(long)
    #expect(chains[3] == true)  // `T`: the first hundred calls reach it
    #expect(chains.filter { $0 }.count < long.code.count)
  }

  /// Over generated apps (views that link, present and embed one another, modifiers of the
  /// app's own): a condition never takes a view out of hit testing, so `.disabled(s)` after
  /// every view leaves the app file as it was; `.allowsHitTesting(false)` on the root view's
  /// whole body leaves that screen with nothing the user can reach (the app is the root alone).
  @Test func generatedAppsKeepConditionsAndLoseAllUnderAnUntouchableRoot() throws {
    for seed in UInt64(1)...40 {
      let sources = SourceScanGeneratedTests.app(
        seed: seed, views: 3 + Int(seed % 9), modifiers: 1 + Int(seed % 4))
      let text = try #require(sources["Gen.swift"])
      // The app files without their comments: the places move with the text written.
      func screens(_ sources: [String: String]) -> [String] {
        SourceFixtures.scan(sources).app.text().split(separator: "\n").filter { !$0.hasPrefix("#") }
          .map(String.init)
      }
      let plain = screens(sources)
      let conditioned = text.replacingOccurrences(
        of: "Text(\"t\")", with: "Text(\"t\").disabled(s)")
      #expect(
        screens(["Gen.swift": conditioned]) == plain, "seed \(seed)")
      // V0's body is the first `var body: some View { … }` after `struct V0`.
      let root = "struct V0: View {\n  @State var s = false\n  var body: some View { "
      let start = try #require(text.range(of: root))
      let line = try #require(text[start.upperBound...].range(of: " }\n}\n"))
      let untouchable =
        text[..<start.upperBound] + "Group { " + text[start.upperBound..<line.lowerBound]
        + " }.allowsHitTesting(false)" + text[line.lowerBound...]
      let scan = SourceFixtures.scan(["Gen.swift": String(untouchable)])
      #expect(scan.app.screens.map(\.name) == ["V0"], "seed \(seed)")
      #expect(scan.app.screens.first?.items.isEmpty == true, "seed \(seed)")
    }
  }
}
