import SwiftUI

// A tab app whose first tab pushes a screen that presents a sheet: the seed's race inside a
// tab. The tab bar stays live, so what freezes is the tab's stack, not the whole app.
@main
struct TabSheetApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        NavigationStack { InboxView() }
          .tabItem { Label("Inbox", systemImage: "tray") }
        NavigationStack { ProfileView() }
          .tabItem { Label("Profile", systemImage: "person") }
      }
    }
  }
}
