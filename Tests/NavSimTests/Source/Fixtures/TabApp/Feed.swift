import SwiftUI

struct Post: Identifiable {
  let id: Int
}

struct FeedView: View {
  let posts = (0..<10).map { Post(id: $0) }

  var body: some View {
    List(posts) { post in
      NavigationLink(value: post) {
        Text("Post \(post.id)")
      }
    }
    .navigationDestination(for: Post.self) { post in
      PostView(post: post)
    }
  }
}

struct PostView: View {
  let post: Post
  @Environment(\.dismiss) private var dismiss
  @State private var editing: Post? = nil
  @State private var showError = false; func setShowError() { showError = true }
  @State private var showPlayer = false

  var body: some View {
    VStack {
      Button("Edit") { editing = post }
      Button("Play") { showPlayer = true }
    }
    .navigationBarBackButtonHidden(true)
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Button("Back") { dismiss() }
      }
    }
    .sheet(item: $editing) { post in
      NavigationStack {
        EditorView(post: post)
      }
      .presentationDetents([.medium, .large])
    }
    .alert("Could not load", isPresented: $showError) {
      Button("OK", role: .cancel) {}
    }
    .fullScreenCover(isPresented: $showPlayer) {
      PlayerView()
    }
  }
}

struct EditorView: View {
  let post: Post
  var body: some View {
    Form { Text("Editing \(post.id)") }
      .interactiveDismissDisabled()
  }
}

struct PlayerView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}
