import SwiftUI

@main
struct VideoApp: App {
  var body: some Scene {
    WindowGroup { RootTabs() }
  }
}

enum Section: Hashable, CaseIterable { case home, library, search }

struct RootTabs: View {
  @State private var selection: Section = .home

  var body: some View {
    TabView(selection: $selection) {
      mainTabs
      TabSection("More") {
        Tab("Settings", systemImage: "gear", value: Section.search) {
          NavigationStack { SettingsScreen() }
        }
      }
    }
  }

  @TabContentBuilder<Section>
  private var mainTabs: some TabContent<Section> {
    ForEach(Section.allCases, id: \.self) { section in
      mainTab(for: section)
    }
  }

  @TabContentBuilder<Section>
  private func mainTab(for section: Section) -> some TabContent<Section> {
    switch section {
    case .home:
      Tab(value: Section.home) {
        NavigationStack { HomeScreen() }
      } label: {
        Label("Home", systemImage: "house")
      }
    case .library:
      Tab(value: Section.library) {
        NavigationStack { LibraryScreen() }
      } label: {
        Label("Library", systemImage: "books.vertical")
      }
    case .search:
      Tab(value: Section.search, role: .search) {
        NavigationStack { SearchScreen() }
      } label: {
        Label("Search", systemImage: "magnifyingglass")
      }
    }
  }
}
