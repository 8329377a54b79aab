import SwiftUI

struct RoomsScreen: View {
  @State private var creating = false; func setCreating() { creating = true }
  var body: some View {
    List { Text("Rooms") }
      .sheet(isPresented: $creating) { CreateRoomScreen() }
  }
}

struct CreateRoomScreen: View {
  @State private var failed = false; func setFailed() { failed = true }
  var body: some View {
    Form { Text("Name") }
      .alert("Could not create the room", isPresented: $failed) { Button("OK") {} }
  }
}
