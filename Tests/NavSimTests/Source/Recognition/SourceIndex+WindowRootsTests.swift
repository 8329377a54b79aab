import Testing

@testable import NavSimSource

/// Views set as the root of a UIKit window of the app's own (a player above the main window).
@Suite struct SourceIndexWindowRootsTests {
  static func roots(_ source: String) -> [String] {
    SourceIndexTests.index(source).windowRoots(skipped: []).map { "\($0.name) \($0.at.line)" }
  }

  @Test func aHostingControllersRootViewSetAsAWindowsRootIsFound() {
    let roots = Self.roots(
      """
      final class PlayerWindows {
        var window: UIWindow?
        var toastWindow: UIWindow?
        func show() {
          let view = PlayerView().environment(\\.x, 1)
          let host = PlayerHost(rootView: view, extra: 2)
          playerWindow.rootViewController = host
          toastWindow?.rootViewController = UIHostingController(rootView: ToastView())
        }
      }
      struct PlayerView: View { var body: some View { Text("p") } }
      struct ToastView: View { var body: some View { Text("t") } }
      """)
    #expect(roots == ["PlayerView 7", "ToastView 8"])
  }

  /// A call of an initialiser (`UIWindow.init(…)`) between a local and its use is not a new
  /// function: the local before it is still followed.
  @Test func anInitialisersCallKeepsTheFunctionsLocals() {
    let roots = Self.roots(
      """
      final class Windows {
        func show(scene: UIWindowScene) {
          let view = PlayerView()
          let window = UIWindow.init(windowScene: scene)
          window.rootViewController = UIHostingController(rootView: view)
        }
      }
      struct PlayerView: View { var body: some View { Text("p") } }
      """)
    #expect(roots == ["PlayerView 5"])
  }

  /// What is not a window's root view of the sources: a comparison, a controller that is not a
  /// window's, a view from elsewhere, a local of another function, another platform's branch.
  @Test func whatIsNotAWindowsRootViewIsNotFound() {
    let roots = Self.roots(
      """
      final class Windows {
        func a() {
          if window.rootViewController == nil {}
          navigation.rootViewController = UIHostingController(rootView: Home())
          window.rootViewController = UIHostingController(rootView: Color.clear)
          window.rootViewController = UIHostingController(rootView: coordinator.toPresentable())
          let view = Home()
        }
        func b() { window.rootViewController = UIHostingController(rootView: view) }
        #if os(macOS)
        func c() { window.rootViewController = UIHostingController(rootView: Home()) }
        #endif
      }
      struct Home: View { var body: some View { Text("h") } }
      """)
    #expect(roots.isEmpty)
  }
}
