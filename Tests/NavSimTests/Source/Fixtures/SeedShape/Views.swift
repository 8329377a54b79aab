import SwiftUI

/* The first seed's shape: a stack, a pushed screen whose button presents a sheet.
   /* nested comment: NavigationLink { NotAScreen() } must not count */ */
struct HomeView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Open detail") {
          DetailView()
        }
        Text("A \"quoted\" .sheet( that is text, \(1 + (2 * 3)) interpolated")
      }
      .navigationTitle(#"Home "raw" \(not interpolated)"#)
    }
  }
}

struct DetailView: View {
  @State private var showSheet = false

  var body: some View {
    VStack {
      Button("Show Sheet") { showSheet.toggle() }
    }
    .sheet(isPresented: $showSheet) {
      Text(
        """
        A multi-line string with a .fullScreenCover( inside
        """)
    }
  }
}
