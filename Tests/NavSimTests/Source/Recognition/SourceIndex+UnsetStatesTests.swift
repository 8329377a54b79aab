import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// States nothing sets: a presentation bound to one is never shown, and a note says so.
@Suite struct SourceIndexUnsetStatesTests {
  /// Winston's theme upload sheet: the flag is written only where it is declared and in the
  /// sheet's binding, so the sheet is never shown: not a presentation of the screen, and a
  /// note at the modifier says why; a presentation in the view only that sheet shows is never
  /// shown either, and says so. The same screen's sheet whose flag a button sets is one.
  @Test func aSheetWhoseFlagNothingSetsIsNeverShown() {
    let scan = SourceFixtures.scan([
      "A.swift": """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("Store") { Store() } } }
      }
      struct Store: View {
        @State private var isPresentingUploadSheet = false
        @State private var isPresentingHelp = false
        @State private var shownItem: Item? = nil
        var body: some View {
          List { Button("Help") { isPresentingHelp = true } }
            .sheet(isPresented: $isPresentingUploadSheet) { Upload() }
            .sheet(isPresented: $isPresentingHelp) { Help() }
            .sheet(item: $shownItem) { _ in Upload() }
        }
      }
      struct Upload: View {
        @State private var failed = false
        var body: some View {
          Button("Send") { failed = true }.alert("Failed", isPresented: $failed) {}
          UploadRow()
        }
      }
      struct UploadRow: View {
        @State private var open = false
        var body: some View { Button("o") { open = true }.sheet(isPresented: $open) { Help() } }
      }
      struct Help: View { var body: some View { Text("h") } }
      """
    ])
    #expect(scan.app.screen(named: "Store")?.items.map(\.text) == ["sheet Help"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:11:7: note: sheet bound to 'isPresentingUploadSheet', which nothing sets (its "
          + "name is written only where it is declared and in this binding): never shown, not "
          + "judged"), "\(notes)")
    #expect(notes.contains { $0.hasPrefix("A.swift:13:7: note: sheet bound to 'shownItem'") })
    // Read, so not among the sites no screen shows; so is the alert in the view only the
    // never-shown sheet shows.
    #expect(
      notes.contains(
        "A.swift:19:37: note: a presentation in Upload, which only a presentation nothing sets "
          + "would show (at A.swift:11:7): never shown, not judged"), "\(notes)")
    // A view only that view makes (a row of it) is never shown either.
    #expect(
      notes.contains(
        "A.swift:25:52: note: a presentation in UploadRow, which only a presentation nothing "
          + "sets would show (at A.swift:11:7): never shown, not judged"), "\(notes)")
    #expect(notes.count == 4, "\(notes)")
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
  }

  /// Each way code can set a state keeps its presentation: a write, a binding handed to a
  /// control or a child view, the storage (`_flag = State(initialValue:)`), a name declared
  /// twice (one of the two may be set), a flag that starts `true`.
  @Test(arguments: [
    "Button(\"x\") { flag = true }",
    "Toggle(\"x\", isOn: $flag)",
    "Child(shown: $flag)",
    "Text(\"x\").onAppear { _flag.wrappedValue = true }",
    "Text(\"x\").onAppear { self.flag.toggle() }",
  ])
  func aStateCodeCanSetIsNotUnset(setter: String) {
    let source = """
      struct S: View {
        @State private var flag = false
        var body: some View { \(setter) }
      }
      """
    let index = SourceIndex(files: [SourceFile(path: "V.swift", text: source)])
    #expect(index.unsetStates.isEmpty)
    let unset = SourceIndex(
      files: [
        SourceFile(
          path: "V.swift", text: source.replacingOccurrences(of: setter, with: "Text(\"x\")"))
      ])
    #expect(unset.unsetStates == ["flag"])
  }

  /// A name declared in two views may be set in one of them: neither is taken for unset; nor
  /// is a state that starts `true` or with a value.
  @Test func aNameDeclaredTwiceOrStartedSetIsKept() {
    let index = SourceIndex(files: [
      SourceFile(
        path: "V.swift",
        text: """
          struct A: View { @State var shown = false; var body: some View { Text("a") } }
          struct B: View { @State var shown = false; var body: some View { Text("b") } }
          struct C: View { @State var open = true; var body: some View { Text("c") } }
          struct D: View { @State var page: Int? = 3; var body: some View { Text("d") } }
          struct E: View { @State var picked: Int?; var body: some View { Text("e") } }
          """)
    ])
    #expect(index.unsetStates == ["picked"])
  }
}
