import SwiftUI

@main
struct HelloApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  var body: some View { Text("Hello, world") }
}
