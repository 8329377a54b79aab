import SwiftUI

struct PhoneRoot: View {
  #if os(iOS)
    var body: some View {
      TabView {
        LibraryTab().tabItem { Label("Library", systemImage: "books.vertical") }
        SettingsTab().tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  #else
    var body: some View {
      TabView {
        LibraryTab()
        SettingsTab()
      }
    }
  #endif
}

struct LibraryTab: View {
  @State private var editing = false; func setEditing() { editing = true }
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Book") { BookView() }
      }
      #if os(iOS) || targetEnvironment(macCatalyst)
        .sheet(isPresented: $editing) { EditorView() }
      #elseif os(macOS)
        .popover(isPresented: $editing) { MacEditor() }
      #endif
    }
  }
}

#if !os(macOS)
  struct BookView: View {
    var body: some View { Text("A book") }
  }
#else
  struct BookView: View {
    @State private var info = false; func setInfo() { info = true }
    var body: some View {
      Text("A book").sheet(isPresented: $info) { MacEditor() }
    }
  }
#endif

struct EditorView: View {
  var body: some View {
    NavigationStack { Text("Edit") }
  }
}

struct SettingsTab: View {
  @State private var confirm = false
  var body: some View {
    NavigationStack {
      Form {
        #if DEBUG
          Button("Reset") { confirm = true }
        #endif
      }
      .confirmationDialog("Reset?", isPresented: $confirm) { Button("Reset") {} }
      #if os(tvOS)
        .fullScreenCover(isPresented: $confirm) { MacEditor() }
      #endif
    }
  }
}

#if os(macOS)
  struct MacRoot: View {
    var body: some View {
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        LibraryTab()
      }
    }
  }

  struct MacEditor: View {
    var body: some View { Text("Mac editor") }
  }
#endif
