import SwiftUI

// A gallery whose photo view shows a retry overlay only where it is built with
// `badges: [.retry]`: its button presents a sheet. Profile avatars are built without it;
// the album's large photos come from a factory of the view's own that passes it on.

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        List {
          NavigationLink("Profile") { ProfileScreen() }
          NavigationLink("Album") { AlbumScreen() }
          NavigationLink("Settings") { SettingsScreen() }
        }
      }
    }
  }
}

struct ProfileScreen: View {
  var body: some View {
    VStack {
      Photo(name: "avatar")
      SettingRow(title: "Name")
    }
  }
}

struct AlbumScreen: View {
  let names = ["a", "b"]
  var body: some View {
    ScrollView {
      ForEach(names, id: \.self) { name in
        Photo.large(name)
      }
    }
  }
}

struct SettingsScreen: View {
  var body: some View {
    List {
      SettingRow(title: "Storage", showsDetail: true)
      SettingRow(title: "About")
    }
  }
}

enum Badge { case retry, favourite }

final class Badges {
  private let badges: Set<Badge>
  init(_ badges: Set<Badge>) { self.badges = badges }
  var retry: Bool { badges.contains(.retry) }
}

struct Photo: View {
  let name: String
  let badges: Badges
  @State private var showingRetryHelp = false

  init(name: String, badges: Set<Badge> = []) {
    self.name = name
    self.badges = .init(badges)
  }

  static func large(_ name: String) -> Photo {
    Photo(name: name, badges: [.retry, .favourite])
  }

  var body: some View {
    Image(name)
      .overlay { retryOverlay }
  }

  @ViewBuilder var retryOverlay: some View {
    if badges.retry {
      Button("Why did this fail?") { showingRetryHelp = true }
        .sheet(isPresented: $showingRetryHelp) { RetryHelp() }
    }
  }
}

struct SettingRow: View {
  var title: String
  var showsDetail = false

  var body: some View {
    HStack {
      Text(title)
      if showsDetail {
        NavigationLink("Details") { StorageDetail() }
      }
    }
  }
}

struct RetryHelp: View {
  var body: some View { Text("The photo could not be loaded.") }
}

struct StorageDetail: View {
  var body: some View { Text("12 GB used") }
}
