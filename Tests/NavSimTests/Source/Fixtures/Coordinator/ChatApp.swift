import SwiftUI

// The root is made at run time by a coordinator of the app's own, which registers its screens
// and presents them itself: the scan reads none of it.
@main
struct ChatApp: App {
  @State private var coordinator = AppCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.start(with: .rooms) }
  }
}

final class AppCoordinator {
  private var screens: [Route: () -> AnyView] = [:]

  init() {
    register(.rooms) { AnyView(RoomsScreen()) }
  }

  func register(_ route: Route, _ make: @escaping () -> AnyView) { screens[route] = make }

  func start(with route: Route) -> AnyView { screens[route]?() ?? AnyView(EmptyView()) }
}

enum Route: Hashable { case rooms, room }
