import NavSimSourceTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSource

/// The scan on generated SwiftUI apps: views that link to, present and embed one another in
/// cycles, modifiers of the app's own that pass closures on and call each other, nesting far
/// deeper than a real app. Whatever the sources, the scan ends, says the same twice, and writes
/// an app file the scenario reader accepts.
@Suite struct SourceScanGeneratedTests {
  /// One generated app of `views` views and `modifiers` modifiers, from `seed`.
  static func app(seed: UInt64, views: Int, modifiers: Int) -> [String: String] {
    var rng = Xoshiro256StarStar(seed: seed)
    func view() -> String { "V\(rng.nextIndex(views))" }
    func modifier() -> String { "m\(rng.nextIndex(modifiers))" }
    func content(_ depth: Int) -> String {
      switch rng.nextIndex(depth > 3 ? 3 : 9) {
      case 0: return "Text(\"t\")"
      case 1: return "\(view())()"
      case 2: return "Text(\"x\").\(modifier())(isPresented: $s) { \(view())() }"
      case 3: return "NavigationLink(\"l\") { \(content(depth + 1)) }"
      case 4: return "VStack { \(content(depth + 1)); \(content(depth + 1)) }"
      case 5: return "NavigationStack { \(content(depth + 1)) }"
      case 6:
        return "\(content(depth + 1)).sheet(isPresented: $s) { \(content(depth + 1)) }"
      case 7:
        return "\(content(depth + 1)).overlay { if s { Color.clear.contentShape(Rectangle()) } }"
      default:
        return "Group { switch k { case .a: \(content(depth + 1)); case .b: \(view())() } }"
      }
    }
    var sources = "@main struct GenApp: App { var body: some Scene { WindowGroup { V0() } } }\n"
    for v in 0..<views {
      sources += "struct V\(v): View {\n  @State var s = false\n"
      sources += "  var body: some View { \(content(0)) }\n}\n"
    }
    sources += "extension View {\n"
    for m in 0..<modifiers {
      sources +=
        "  func m\(m)<C: View>(isPresented: Binding<Bool>, content: @escaping () -> C) -> some View {\n"
      switch rng.nextIndex(4) {
      case 3:
        // A link whose destination uses a modifier again (Aidoku's cycle).
        sources +=
          "    NavigationLink { Text(\"n\").\(modifier())(isPresented: isPresented, content: content) }"
          + " label: { self }\n"
      case 0: sources += "    sheet(isPresented: isPresented, content: content)\n"
      case 1: sources += "    modifier(P\(m)(shown: isPresented, builder: content))\n"
      default: sources += "    \(modifier())(isPresented: isPresented, content: content)\n"
      }
      sources += "  }\n"
    }
    sources += "}\n"
    for m in 0..<modifiers {
      sources += "struct P\(m)<C: View>: ViewModifier {\n  let shown: Binding<Bool>\n"
      sources += "  let builder: () -> C\n  func body(content: Content) -> some View {\n"
      sources += "    content.fullScreenCover(isPresented: shown, content: builder)"
      sources += ".\(modifier())(isPresented: shown) { \(view())() }\n  }\n}\n"
    }
    return ["Gen.swift": sources]
  }

  /// 200 generated apps: each scan ends, is the same twice, and its app file is a scenario.
  @Test func everyGeneratedAppIsReadAndWritten() throws {
    for seed in UInt64(1)...200 {
      let sources = Self.app(seed: seed, views: 3 + Int(seed % 9), modifiers: 1 + Int(seed % 4))
      let first = SourceFixtures.scan(sources)
      let second = SourceFixtures.scan(sources)
      #expect(first.app.text() == second.app.text(), "seed \(seed)")
      #expect(
        first.diagnostics.map(\.description) == second.diagnostics.map(\.description),
        "seed \(seed)")
      #expect(throws: Never.self, "seed \(seed)") {
        try Scenario.parse(first.app.text(), path: "gen.nav").configuration()
      }
    }
  }

  /// Members calling members 1 000 deep: the scan stops at its nesting limit with a note, and
  /// never runs out of stack.
  @Test func nestingFarPastTheLimitStopsWithANote() {
    var sources = "struct Home: View {\n  var body: some View { NavigationStack { f0 } }\n"
    for k in 0..<1000 { sources += "  var f\(k): some View { VStack { f\(k + 1) } }\n" }
    sources += "  var f1000: some View { Text(\"end\") }\n}\n"
    let scan = SourceFixtures.scan(["Deep.swift": sources])
    #expect(scan.app.screens.map(\.name) == ["Home"])
    #expect(
      scan.diagnostics.contains {
        $0.description.contains("nested more than \(Recognizer.maximumNesting)")
      }, "\(scan.diagnostics)")
  }
}
