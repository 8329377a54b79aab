import SwiftUI

struct LibraryScreen: View {
  @Environment(Router.self) private var router
  @State private var sheets = SheetRouter()
  var body: some View {
    NavigationStack {
      List {
        Button("Album") { router.route(to: .album(id: 1)) }
        Button("Settings") { router.route(to: .settings) }
      }
      .sheet(item: $sheets.presentedSheet) { sheet in
        switch sheet {
        case .newList: NewListScreen()
        case .share: ShareScreen()
        }
      }
    }
  }
}

struct NewListScreen: View {
  var body: some View { Text("New list") }
}

struct ShareScreen: View {
  var body: some View { Text("Share") }
}

struct AlbumScreen: View {
  var id: Int
  @Environment(Router.self) private var router
  @Environment(SheetRouter.self) private var sheets
  @State private var deleting = false; func setDeleting() { deleting = true }
  var body: some View {
    VStack {
      Button("Play") { router.route(to: .player) }
      Button("Share") { sheets.presentedSheet = .share }
    }
    .confirmationDialog("Delete the album?", isPresented: $deleting) { Button("Delete") {} }
  }
}

struct SettingsScreen: View {
  @State private var signingOut = false; func setSigningOut() { signingOut = true }
  var body: some View {
    Form { Text("Settings") }
      .alert("Sign out?", isPresented: $signingOut) { Button("OK") {} }
  }
}

struct PlayerScreen: View {
  var body: some View {
    NavLink(destination: CreditsScreen()) { Text("Credits") }
  }
}

struct CreditsScreen: View {
  @State private var reporting = false; func setReporting() { reporting = true }
  var body: some View {
    Text("Credits").alert("Report?", isPresented: $reporting) { Button("OK") {} }
  }
}

struct InboxScreen: View {
  @Environment(NavigationModel.self) private var navigation
  var body: some View {
    NavigationStack {
      List {
        Button("New") { navigation.openSheet(.compose) }
        Button("Thread") { navigation.push(.thread(1)) }
      }
    }
    .onOpenURL { _ in navigation.push(.thread(2)) }
  }
}

struct ComposeScreen: View {
  @State private var discarding = false; func setDiscarding() { discarding = true }
  var body: some View {
    TextEditor(text: .constant(""))
      .alert("Discard?", isPresented: $discarding) { Button("Discard") {} }
  }
}

struct ThreadScreen: View {
  var id: Int
  @State private var reporting = false; func setReporting() { reporting = true }
  var body: some View {
    Text("Thread \(id)")
      .sheet(isPresented: $reporting) { ReportScreen() }
  }
}

struct ReportScreen: View {
  var body: some View { Text("Report") }
}
