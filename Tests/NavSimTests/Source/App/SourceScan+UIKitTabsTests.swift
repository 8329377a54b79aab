import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A tab bar of the app's own (`Recognizer+UIKitTabs`): a representable that makes a
/// `UITabBarController` and is given its tabs' views in a list.
@Suite struct SourceScanUIKitTabsTests {
  /// The shell's own tab bar: a representable whose `makeUIViewController` returns a subclass of
  /// `UITabBarController`, given two items with trailing view closures and one with a labelled
  /// one.
  static func shell(controller: String = "ShellTabBarController") -> [String: String] {
    [
      "Shell.swift": """
      @main struct Shell: App { var body: some Scene { WindowGroup { Root() } } }
      struct Root: View {
        @State var tab = 0
        var body: some View {
          ShellTabs(selection: $tab, items: [
            ShellItem(title: "Feed") { NavigationStack { Feed() } },
            ShellItem(title: "Inbox") { Inbox() },
            ShellItem(title: "Me", badge: nil, content: { Profile() }),
          ])
        }
      }
      final class ShellTabBarController: UITabBarController {}
      struct ShellTabs: UIViewControllerRepresentable {
        @Binding var selection: Int
        var items: [ShellItem]
        func makeUIViewController(context: Context) -> \(controller) {
          let bar = \(controller)()
          bar.viewControllers = items.map { UIHostingController(rootView: $0.content) }
          return bar
        }
        func updateUIViewController(_ bar: \(controller), context: Context) {}
      }
      struct ShellItem { var title: String; var content: AnyView }
      struct Feed: View { var body: some View { NavigationLink("d") { Detail() } } }
      struct Inbox: View { @State var a = false; func setA() { a = true }; var body: some View { Text("i").alert("x", isPresented: $a) {} } }
      struct Profile: View { var body: some View { Text("p") } }
      struct Detail: View { @State var s = false; var body: some View { Text("d").sheet(isPresented: $s) { Text("s") } } }
      """
    ]
  }

  /// Each item's view is a tab, in the order written, with a note at the call; the screens
  /// the tabs show are not the root's content.
  @Test func eachItemOfAUIKitTabBarIsATab() throws {
    let scan = SourceFixtures.scan(Self.shell())
    let text = scan.app.text()
    #expect(text.contains("tabs: Feed, Inbox, Profile"), "\(text)")
    #expect(scan.app.screen(named: "Root") == nil, "\(text)")
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "Shell.swift:5:5: note: ShellTabs is a UIKit tab bar controller (a "
          + "UIViewControllerRepresentable that makes a UITabBarController): each of the 3 "
          + "views of its list is read as a tab"), "\(notes)")
    #expect(!notes.contains { $0.contains("given views in closures") }, "\(notes)")
  }

  /// A representable that makes another controller (a page view) is no tab bar: its views are
  /// the content of the screen that makes it, with the note that says so.
  @Test func anotherControllerIsNoTabBar() {
    let scan = SourceFixtures.scan(Self.shell(controller: "UIPageViewController"))
    let text = scan.app.text()
    #expect(!text.contains("tabs:"), "\(text)")
    #expect(
      scan.diagnostics.contains { $0.message.hasPrefix("ShellTabs is a UIKit view controller") })
  }
}
