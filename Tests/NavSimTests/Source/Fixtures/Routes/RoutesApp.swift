import SwiftUI

// A tab app whose screens navigate through registries of the app's own: a router taking
// routes that are static members (each says how it is shown), and a navigation model taking
// pages whose views a `switch self` gives.
@main
struct RoutesApp: App {
  var body: some Scene {
    WindowGroup { MainTabs() }
  }
}

struct MainTabs: View {
  var body: some View {
    TabView {
      LibraryScreen().tabItem { Label("Library", systemImage: "books.vertical") }
      InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }
    }
  }
}

struct NavigationRoute: Hashable {
  enum Style: Hashable { case push, sheet, fullscreen }
  let id: String
  let style: Style

  init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
    self.id = id
    self.style = style
  }
}

extension NavigationRoute {
  static func album(id: Int) -> NavigationRoute {
    NavigationRoute(id: "album") { AlbumScreen(id: id) }
  }

  static var settings: NavigationRoute {
    NavigationRoute(id: "settings", style: .sheet) { SettingsScreen() }
  }

  static var player: NavigationRoute {
    NavigationRoute(id: "player", style: .fullscreen) { PlayerScreen() }
  }
}

@Observable
final class Router {
  var path: [String] = []
  var presented: NavigationRoute? = nil

  func route(to route: NavigationRoute) { presented = route }
}

enum Page: Hashable {
  case compose
  case thread(Int)

  @ViewBuilder var view: some View {
    switch self {
    case .compose: ComposeScreen()
    case .thread(let id): ThreadScreen(id: id)
    }
  }
}

@Observable
final class NavigationModel {
  var sheet: Page? = nil
  var pushed: [Page] = []

  func openSheet(_ page: Page) { sheet = page }
  func push(_ page: Page) { pushed.append(page) }
}

// A router that sets a presented item, which a sheet on the root presents by a `switch`.
@Observable
final class SheetRouter {
  enum Sheet: Hashable, Identifiable {
    case newList
    case share
    var id: Self { self }
  }
  var presentedSheet: Sheet? = nil
}
