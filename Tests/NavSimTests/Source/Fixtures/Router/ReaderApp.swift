import SwiftUI

@main
struct ReaderApp: App {
  var body: some Scene {
    WindowGroup { FeedScreen() }
  }
}

// A router of the app's own: its methods push by changing the path the stack is bound to.
@Observable
final class Router {
  static let shared = Router()

  enum Destination: Hashable {
    case post(Int)
    case profile(String)
  }

  var path: [Destination] = []

  func show(_ destination: Destination) { path.append(destination) }

  func popToRoot() { path = [] }
}

enum Nav {
  static func to(_ destination: Router.Destination) { Router.shared.show(destination) }
}
