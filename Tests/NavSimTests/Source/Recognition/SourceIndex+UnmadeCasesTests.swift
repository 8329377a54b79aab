import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Cases of the app's enums that no code that runs makes: a registry's `switch self` case for
/// one shows nothing.
@Suite struct SourceIndexUnmadeCasesTests {
  static let source = """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    enum Destination: Hashable {
      case profile(UUID)
      case source(UUID)
      case settings
      @ViewBuilder func view() -> some View {
        switch self {
        case .profile(let id): ProfileView(id: id)
        case let .source(id): SourceView(id: id)
        case .settings: SettingsView()
        }
      }
    }
    enum SidebarItem: Hashable {
      case source(id: UUID, name: String)
      case other
      func destination() -> Destination? {
        switch self {
        case .source(let id, _): return .source(id)
        case .other: return nil
        }
      }
    }
    enum Pane { case source(UUID) }
    struct Home: View {
      @State private var path: [Destination] = []
      var saved: [Destination]
      var body: some View {
        NavigationStack(path: $path) {
          List {
            Button("Me") { path.append(.profile(UUID())) }
            Button("Settings") { path.append(Destination.settings) }
            Button("Pane") { _ = Pane.source(UUID()) }
            ForEach(saved, id: \\.self) { item in Button("Saved") { path.append(item) } }
          }
          .navigationDestination(for: Destination.self) { $0.view() }
        }
      }
    }
    struct ProfileView: View { var id: UUID; var body: some View { Text("p") } }
    struct SourceView: View { var id: UUID; var body: some View { Text("s") } }
    struct SettingsView: View { var body: some View { Text("s") } }
    """

  /// Yattee's shape: `Destination.source` is made only in `SidebarItem.destination()`, which
  /// nothing calls (`.navigationDestination(for:)` is SwiftUI's, its labels are not the
  /// function's); `Pane.source` and the patterns `case .source` are other things. The
  /// registry's `.source` case is no destination; the two made cases are.
  @Test func aCaseMadeOnlyInAFunctionNothingCallsShowsNothing() {
    let index = SourceIndex(files: [SourceFile(path: "A.swift", text: Self.source)])
    #expect(index.unmadeCases == ["Destination": ["source"]])
    let scan = SourceFixtures.scan(["A.swift": Self.source])
    #expect(scan.app.screens.map(\.name) == ["Home", "ProfileView", "SettingsView"])
    // The case says why it is skipped, naming where it is made.
    #expect(
      scan.diagnostics.map(\.description).contains(
        "A.swift:9:5: note: a case no code that runs makes ('.source' only in destination() at "
          + "A.swift:19:37, a function the sources never call): what it shows is not a "
          + "destination"), "\(scan.diagnostics)")
  }

  /// The function called, with no labels: the case is made, and shown.
  @Test func aCaseMadeInACalledFunctionIsShown() {
    let called = Self.source.replacingOccurrences(
      of: "Button(\"Pane\")",
      with: "Button(\"Item\") { _ = SidebarItem.other.destination() }\n"
        + "Button(\"Pane\")")
    let index = SourceIndex(files: [SourceFile(path: "A.swift", text: called)])
    #expect(index.unmadeCases.isEmpty)
    let scan = SourceFixtures.scan(["A.swift": called])
    #expect(scan.app.screens.map(\.name).contains("SourceView"))
  }

  /// A case made nowhere, or in a decoded enum, is kept: the value may come from elsewhere.
  @Test func aCaseMadeNowhereIsKept() {
    let index = SourceIndex(files: [
      SourceFile(
        path: "A.swift",
        text: """
          enum Route { case a, b; func go() -> Route { .a } }
          enum Saved: Codable { case x; func make() -> Saved { .x } }
          """)
    ])
    // `go` and `make` are never called: `.a` and `.x` are made only there; `b` nowhere.
    #expect(index.unmadeCases == ["Route": ["a"]])
  }

  /// Many cases and many makings stay linear (no test is timed: sized so that a reader that
  /// compares every making with every case does not end): an enum of 5 000 cases, each made
  /// four times in a function nothing calls, and 20 enums that declare the same names.
  @Test func manyCasesAndMakingsAreMatchedByName() {
    let n = 5_000
    var text = "enum E { " + (0..<n).map { "case c\($0)" }.joined(separator: "; ") + " }\n"
    for e in 0..<20 { text += "enum F\(e) { case c0, c1 }\n" }
    text += "struct S { func unused() -> [E] { ["
    text += (0..<4 * n).map { ".c\($0 % n)" }.joined(separator: ", ") + "] } }\n"
    let index = SourceIndex(files: [SourceFile(path: "M.swift", text: text)])
    #expect(index.unmadeCases["E"]?.count == n)
    #expect(index.unmadeCases["F0"] == ["c0", "c1"])
  }
}
