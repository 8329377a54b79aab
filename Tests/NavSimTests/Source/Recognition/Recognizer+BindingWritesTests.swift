import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A flag written through a binding: a modifier of the app's own, given where it is applied
/// the place its menu is shown from, builds the menu with it; the menu's buttons that write the
/// modifier's flags through `@Binding`s are in branches, and a `private` method, that place
/// decides. Yattee's video context menu, in small.
@Suite struct RecognizerBindingWritesTests {
  /// The saved list applies the menu as it is, the files list with `place: .files`, which hides
  /// "Add to list". `save` is the Save button's action: `save()` (a method `saveAccess` writes
  /// the flag in) or the assignment itself; `saveGuard` wraps the Save button in that condition.
  static func menus(saveAccess: String = "private", saveGuard: String? = nil) -> String {
    let save = "Button(\"Save\") { save() }"
    let guarded = saveGuard.map { "if \($0) { \(save) }" } ?? save
    return """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Saved") { Saved() }
            NavigationLink("Files") { Files() }
          }
        }
      }
      enum MenuPlace { case standard, files }
      struct Saved: View { var body: some View { Text("row").itemMenu(title: "a") } }
      struct Files: View { var body: some View { Text("file").itemMenu(title: "b", place: .files) } }
      extension View {
        func itemMenu(title: String, place: MenuPlace = .standard) -> some View {
          modifier(ItemMenuModifier(title: title, place: place))
        }
      }
      struct ItemMenuModifier: ViewModifier {
        let title: String
        var place: MenuPlace = .standard
        @State private var showingList = false
        @State private var showingSave = false
        func body(content: Content) -> some View {
          content
            .contextMenu {
              ItemMenu(place: place, showingList: $showingList, showingSave: $showingSave)
            }
            .sheet(isPresented: $showingList) { ListPicker() }
            .sheet(isPresented: $showingSave) { SaveSheet() }
        }
      }
      struct ItemMenu: View {
        var place: MenuPlace = .standard
        @Binding var showingList: Bool
        @Binding var showingSave: Bool
        init(place: MenuPlace, showingList: Binding<Bool>, showingSave: Binding<Bool>) {
          self.place = place
          self._showingList = showingList
          self._showingSave = showingSave
        }
        private var showsList: Bool { place != .files }
        var body: some View {
          if showsList {
            Button("Add to list") { showingList = true }
          }
          \(guarded)
        }
        \(saveAccess) func save() { showingSave = true }
      }
      struct ListPicker: View { var body: some View { Text("l") } }
      struct SaveSheet: View { var body: some View { Text("s") } }
      """
  }

  static func items(_ source: String) -> [String: [String]] {
    let scan = SourceFixtures.scan(["A.swift": source])
    var found: [String: [String]] = [:]
    for name in ["Saved", "Files"] {
      found[name] = scan.app.screen(named: name)?.items.map(\.text) ?? ["missing"]
    }
    return found
  }

  @Test func aFlagOnlyAClosedBranchWritesThroughItsBindingIsNotShown() {
    let scan = SourceFixtures.scan(["A.swift": Self.menus()])
    #expect(
      scan.app.screen(named: "Saved")?.items.map(\.text) == ["sheet ListPicker", "sheet SaveSheet"])
    #expect(scan.app.screen(named: "Files")?.items.map(\.text) == ["sheet SaveSheet"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:28:7: note: sheet bound to 'showingList', which only code in a branch some "
          + "constructions close sets (at A.swift:43:5): not on their screens"), "\(notes)")
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
  }

  /// A `private` method only a closed branch calls writes nothing there; one code outside the
  /// view may call, or one called outside the branch, may.
  @Test(arguments: [
    ("private", "showsList", ["sheet ListPicker", "sheet SaveSheet"], [String]()),
    ("fileprivate", "showsList", ["sheet ListPicker", "sheet SaveSheet"], []),
    ("", "showsList", ["sheet ListPicker", "sheet SaveSheet"], ["sheet SaveSheet"]),
    ("private", "place == .standard", ["sheet ListPicker", "sheet SaveSheet"], []),
    ("private", "place == .files", ["sheet ListPicker"], ["sheet SaveSheet"]),
  ])
  func aMethodOnlyClosedBranchesCallWritesNothing(
    access: String, condition: String, saved: [String], files: [String]
  ) {
    let found = Self.items(Self.menus(saveAccess: access, saveGuard: condition))
    #expect(found["Saved"] == saved, "\(access) \(condition)")
    #expect(found["Files"] == files, "\(access) \(condition)")
  }

  /// A place the scan cannot read (a value computed where the menu is applied) decides
  /// nothing: both sheets on both screens.
  @Test func aPlaceTheScanCannotReadKeepsEverySheet() {
    let source = Self.menus().replacingOccurrences(of: "place: .files)", with: "place: chosen)")
    let found = Self.items(source)
    #expect(found["Files"] == ["sheet ListPicker", "sheet SaveSheet"])
  }
}
