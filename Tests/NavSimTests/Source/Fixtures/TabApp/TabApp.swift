import SwiftUI

@main
struct TabApp: App {
  var body: some Scene {
    WindowGroup {
      RootTabs()
    }
  }
}

struct RootTabs: View {
  var body: some View {
    TabView {
      NavigationStack { FeedView() }
        .tabItem { Label("Feed", systemImage: "list.bullet") }
      SettingsTab()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

struct SettingsTab: View {
  @State private var confirmReset = false

  var body: some View {
    NavigationStack {
      Form {
        Button("Reset") { confirmReset = true }
      }
      .confirmationDialog("Reset everything?", isPresented: $confirmReset) {
        Button("Reset", role: .destructive) {}
      }
    }
  }
}
