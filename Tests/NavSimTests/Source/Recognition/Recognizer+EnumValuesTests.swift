import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// An enum's value named like a presentation (`return .sheet(.error(…))`, `case .sheet(let
/// s):`) is not a modifier: damus's notification handler, which turns a notification into an
/// open action, gave its root screen two sheets no view presents, each with a note that its
/// content could not be read.
@Suite struct RecognizerEnumValuesTests {
  static func app(handler: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    enum Sheet: Identifiable { case help, error(String); var id: Int { 0 } }
    enum OpenAction { case sheet(Sheet), alert, nothing }
    struct Note { var kind: Int }
    struct Home: View {
      @State private var active: Sheet? = nil
      var body: some View {
        NavigationStack {
          Text("home")
            .onReceive(NotificationCenter.default.publisher(for: .init("n"))) { _ in
              handle(Note(kind: 1))
            }
        }
      }
      func handle(_ note: Note) {
        \(handler)
      }
      func run(_ action: OpenAction) {}
    }
    """
  }

  @Test(arguments: [
    "switch note.kind { case 1: run(.sheet(.help)); default: run(.alert) }",
    "let action = OpenAction.nothing; switch action { case .sheet(let s): active = s; default: break }",
    "if note.kind == 1 { return run(.nothing) }; let all: [OpenAction] = [.sheet(.help), .alert]",
    "var action = OpenAction.nothing; action = .sheet(.help); run(action)",
    "guard note.kind == 1 else { return }; _ = { () -> OpenAction in return .sheet(.error(\"bad\")) }",
  ])
  func anEnumValueIsNoPresentation(handler: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(handler: handler)])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == [], "\(handler)")
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("cannot read what this shows") })
  }

  /// The same words as a modifier on a view are read.
  @Test func aModifierAfterAViewIsRead() {
    let source = Self.app(handler: "active = .help").replacingOccurrences(
      of: "Text(\"home\")",
      with: "Text(\"home\").sheet(item: $active) { _ in NavigationStack { Text(\"s\") } }")
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["sheet Home.sheet1 item stack"])
  }
}
