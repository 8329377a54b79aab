import SwiftUI

struct FeedScreen: View {
  @State private var router = Router.shared

  var body: some View {
    NavigationStack(path: $router.path) {
      List {
        Button("Post") { router.show(.post(1)) }
        Button("Me") { Nav.to(.profile("me")) }
        Button("Top") { router.popToRoot() }
      }
      .navigationDestination(for: Router.Destination.self) { destination in
        switch destination {
        case .post(let id): PostScreen(id: id)
        case .profile(let name): ProfileScreen(name: name)
        }
      }
    }
  }
}

struct PostScreen: View {
  var id: Int
  @State private var replying = false; func setReplying() { replying = true }

  var body: some View {
    Text("Post \(id)")
      .sheet(isPresented: $replying) { ReplyScreen() }
  }
}

struct ProfileScreen: View {
  var name: String
  var body: some View { Text(name) }
}

struct ReplyScreen: View {
  var body: some View { Text("Reply") }
}
