import SwiftUI

struct InboxView: View {
  var body: some View {
    List {
      NavigationLink("Message") { MessageView() }
    }
  }
}

struct MessageView: View {
  @State private var replying = false

  var body: some View {
    Button("Reply") { replying.toggle() }
      .sheet(isPresented: $replying) {
        ReplyView()
      }
  }
}

struct ReplyView: View {
  var body: some View {
    Text("Reply")
  }
}

struct ProfileView: View {
  @State private var signingOut = false

  var body: some View {
    Button("Sign out") { signingOut = true }
      .alert("Sign out?", isPresented: $signingOut) {
        Button("OK", role: .cancel) {}
      }
  }
}
