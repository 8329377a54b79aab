import SwiftUI

@main
struct SeedShapeApp: App {
  var body: some Scene {
    WindowGroup {
      HomeView()
    }
  }
}
