import SwiftUI

struct HomeScreen: View {
  @State private var playing = false; func setPlaying() { playing = true }
  var body: some View {
    NavigationLink("Video") { VideoScreen() }
      .fullScreenCover(isPresented: $playing) { PlayerScreen() }
  }
}

struct LibraryScreen: View {
  var body: some View { Text("Library") }
}

struct SearchScreen: View {
  var body: some View { Text("Search") }
}

struct SettingsScreen: View {
  var body: some View { Text("Settings") }
}

struct VideoScreen: View {
  var body: some View { Text("Video") }
}

struct PlayerScreen: View {
  var body: some View { Text("Player") }
}
