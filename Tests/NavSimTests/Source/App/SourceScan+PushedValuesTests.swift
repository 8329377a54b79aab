import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A router's push method is followed to what it puts on the path (docs/SCAN.md, "Routers"):
/// `store.showPost(post)` whose body appends `Destination.comments(…)` pushes the comments
/// screen only, where reading the call's own words had linked every destination (Hackers's
/// feed pushed its settings screen, which nothing pushes, and three sheets on it were warned).
@Suite struct SourceScanPushedValuesTests {
  static func app(store: String, call: String, root: String = "") -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
    enum Destination: Hashable { case comments(Int), browser(Int), settings }
    @Observable final class Store {
      var path = NavigationPath()
      \(store)
    }
    struct Root: View {
      @State private var store = Store()
      \(root)
      var body: some View {
        NavigationStack(path: $store.path) {
          Button("Post") { \(call) }
            .navigationDestination(for: Destination.self) { destination in
              switch destination {
              case .comments: Comments()
              case .browser: Browser()
              case .settings: Settings()
              }
            }
        }
      }
    }
    struct Comments: View { var body: some View { Text("c") } }
    struct Browser: View { var body: some View { Text("b") } }
    struct Settings: View { var body: some View { Text("s") } }
    """
  }

  @Test(arguments: [
    (
      "func showPost(_ id: Int) { path.append(Destination.comments(id)) }",
      "store.showPost(1)", ["link Comments"]
    ),
    (
      "func showPost(_ id: Int) { if id > 0 { path.append(.comments(id)) } "
        + "else { path.append(.browser(id)) } }",
      "store.showPost(1)", ["link Comments", "link Browser"]
    ),
    (
      "static let shared = Store()\nstatic func showPost(_ id: Int) { shared.open(id) }\n"
        + "func open(_ id: Int) { path.append(Destination.browser(id)) }",
      "Store.showPost(1)", ["link Browser"]
    ),
    // A method that pushes what it is given: the call's value says where it goes.
    ("func go(_ d: Destination) { path.append(d) }", "store.go(.settings)", ["link Settings"]),
    (
      "func go(_ d: Destination) { path = path + [d] }", "store.go(.browser(2))",
      ["link Browser"]
    ),
  ])
  func aPushMethodPushesWhatItsBodyMakes(store: String, call: String, links: [String]) throws {
    let scan = SourceFixtures.scan(["A.swift": Self.app(store: store, call: call)])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == links, "\(store)")
    #expect(scan.app.screen(named: "Settings") == nil || links == ["link Settings"])
    _ = try Scenario.parse(scan.app.text(), path: "p.nav").configuration()
  }

  /// A router that changes the path of the stack on screen through a binding (`var
  /// currentPath: Binding<NavigationPath>`, then `currentPath.wrappedValue.append(d)`: nos's
  /// router) is a router: its 32 `router.push(…)` calls had been "not read: coordinators".
  @Test(arguments: [
    (
      "func push(_ d: Destination) { currentPath.wrappedValue.append(d) }", "store.push(.settings)",
      ["link Settings"]
    ),
    (
      "func showPost(_ id: Int) { currentPath.wrappedValue.append(Destination.comments(id)) }",
      "store.showPost(1)", ["link Comments"]
    ),
  ])
  func aPathChangedThroughABindingIsARoutersPath(store: String, call: String, links: [String]) {
    let binding = """
      var currentPath: Binding<NavigationPath> {
        Binding(get: { self.path }, set: { self.path = $0 })
      }
      """
    let scan = SourceFixtures.scan(
      ["A.swift": Self.app(store: binding + "\n" + store, call: call)])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == links, "\(store)")
    #expect(!scan.diagnostics.contains { $0.message.contains("navigation call not read") })
  }

  /// An overloaded push method is chosen by the declared type of the one value a call gives
  /// (`router.push(note)` with `var note: Event` runs `push(_ note: Event)`, which hands
  /// `.note(…)` on to another overload: nos's router); a value whose type is not written runs
  /// them all, as before.
  @Test(arguments: [
    ("let given: Int = 1", "link Comments"),
    ("let given: String = \"a\"", "link Browser"),
  ])
  func anOverloadIsChosenByTheValuesDeclaredType(property: String, link: String) {
    let overloads = """
      func push(_ d: Destination) { path.append(d) }
      func push(_ id: Int) { push(.comments(id)) }
      func push(_ name: String) { push(Destination.browser(0)) }
      """
    let source = Self.app(store: overloads, call: "store.push(given)", root: property)
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == [link], "\(property)")
    let unwritten = SourceFixtures.scan([
      "A.swift": source.replacingOccurrences(of: property, with: "let given = make()")
    ])
    #expect(
      unwritten.app.screen(named: "Root")?.items.map(\.text) == [
        "link Comments", "link Browser", "link Settings",
      ])
  }

  /// Reading the values made in the body stops at code the build leaves out and at
  /// methods that call each other.
  @Test func theBuildsCodeAndRecursionBoundTheReading() {
    let store = """
      func showPost(_ id: Int) {
        #if os(macOS)
        path.append(Destination.settings)
        #endif
        path.append(Destination.comments(id))
        if id > 9 { open(id) }
      }
      func open(_ id: Int) {
        path.append(Destination.browser(id))
        if id > 99 { showPost(id - 1) }
      }
      """
    let scan = SourceFixtures.scan(
      ["A.swift": Self.app(store: store, call: "store.showPost(1)")])
    #expect(
      scan.app.screen(named: "Root")?.items.map(\.text) == ["link Comments", "link Browser"])
  }
}
