import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// An app with no `@main` App: the root the scan chooses, and, when a UIKit window is given its
/// root in the sources (Aidoku's scene delegate), a note that says so with its place.
@Suite struct AppBuilderRootTests {
  static let views = """
    struct Library: View { var body: some View { TabView { Text("a") } } }
    struct Reader: View { var body: some View { Text("r") } }
    """

  static func rootNote(_ sources: [String: String]) -> String? {
    SourceFixtures.scan(sources).diagnostics.map(\.description).first {
      $0.contains("no @main App")
    }
  }

  @Test func aUIKitWindowsRootIsNamedWithItsPlace() {
    let delegate = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession) {
          if window?.rootViewController == nil { }
          window?.makeKeyAndVisible()
          let window = UIWindow()
          window.rootViewController = TabBarController()
        }
      }
      """
    let note = Self.rootNote(["V.swift": Self.views, "SceneDelegate.swift": delegate])
    #expect(
      note
        == "V.swift:1:8: note: no @main App with a WindowGroup: the root is Library, the first "
        + "view with a TabView, else with a NavigationStack, else the first view; the app's "
        + "window is UIKit's (window.rootViewController = TabBarController(…) at "
        + "SceneDelegate.swift:7:5): the screens it shows through UIKit are not read from it")
  }

  @Test func withoutOneTheNoteSaysOnlyTheChoice() {
    let note = Self.rootNote(["V.swift": Self.views])
    #expect(
      note
        == "V.swift:1:8: note: no @main App with a WindowGroup: the root is Library, the first "
        + "view with a TabView, else with a NavigationStack, else the first view")
  }
}
