import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A router of a package the sources do not hold (IcySky's `router.navigateTo(.post(post))`,
/// `AppRouter` from a package): the call is read as a push of the case it is given, to the view
/// the `navigationDestination(for:)` switch shows for it; where it cannot be, a note says so
/// (docs/SCAN.md, "Routers"). Before, such calls were read as nothing, and said nothing.
@Suite struct SourceScanPackageRoutesTests {
  static func app(call: String, declared: String = "") -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
    enum RouterDestination: Hashable { case post(Int), profile(String) }
    \(declared)
    struct Root: View {
      @Environment(AppRouter.self) var router
      var body: some View {
        NavigationStack(path: $router.path) {
          Button("Go") { \(call) }
            .navigationDestination(for: RouterDestination.self) { destination in
              switch destination {
              case .post: PostDetail()
              case .profile: Profile()
              }
            }
        }
      }
    }
    struct PostDetail: View {
      @State private var replying = false
      var body: some View {
        Button("Reply") { replying = true }.sheet(isPresented: $replying) { Text("r") }
      }
    }
    struct Profile: View { var body: some View { Text("p") } }
    """
  }

  @Test(arguments: [
    ("router.navigateTo(.post(1))", ["link PostDetail"]),
    ("router.goTo(page: .post(1))", ["link PostDetail"]),
    ("router.push(RouterDestination.post(1))", ["link PostDetail"]),
    // The values a case holds name no case: `.profile(post.author)` is the profile.
    ("router.navigateTo(.profile(post.author))", ["link Profile"]),
  ])
  func aCallOfAPackagesRouterPushesTheCaseItIsGiven(call: String, links: [String]) throws {
    let scan = SourceFixtures.scan(["A.swift": Self.app(call: call)])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == links, "\(call)")
    #expect(
      scan.diagnostics.contains {
        $0.message.contains("is declared in no file of the sources (a package's router): read")
      })
    _ = try Scenario.parse(scan.app.text(), path: "p.nav").configuration()
  }

  /// Not such a call: a method the sources declare (read as the sources say), a presentation
  /// verb, a value that is no case. A case no destination's switch names is said, not linked.
  @Test(arguments: [
    ("router.navigateTo(.post(1))", "final class AppRouter { func navigateTo(_ d: Int) {} }"),
    ("router.presentSheet(.post(1))", ""),
    ("router.navigateTo(destination)", ""),
    ("analytics.log(.post(1))", ""),
    ("title.navigationTitle(.post(1))", ""),
    ("Text(\"a\")\n#if DEBUG\n#endif\n.pushed(.post(1))", ""),
  ])
  func otherCallsAreNotAPackagesRoute(call: String, declared: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(call: call, declared: declared)])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == [], "\(call)")
  }

  @Test func aCaseNoSwitchNamesIsSaid() {
    let scan = SourceFixtures.scan(["A.swift": Self.app(call: "router.navigateTo(.inbox)")])
    #expect(scan.app.screen(named: "Root")?.items.map(\.text) == [])
    let note = scan.diagnostics.first { $0.message.contains("router.navigateTo(…)") }
    #expect(
      note?.message.hasSuffix(
        "is a case no navigationDestination(for:) switch of the sources names: not read") == true)
    #expect(note?.location.line == 8)
  }
}
