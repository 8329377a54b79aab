import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A view read for each construction: the branches its arguments and its initialiser's
/// defaults make false hold nothing on that construction's screens.
@Suite struct RecognizerConstructionsTests {
  /// An app whose root stack links to each `(title, view)`: the scaffolding of these tests'
  /// sources (ten lines for two links, eleven for three).
  static func home(_ links: [(String, String)]) -> String {
    "@main struct A: App { var body: some Scene { WindowGroup { Home() } } }\n"
      + "struct Home: View {\n  var body: some View {\n    NavigationStack {\n"
      + links.map { "      NavigationLink(\"\($0.0)\") { \($0.1)() }\n" }.joined()
      + "    }\n  }\n}\n"
  }

  /// Mlem's image view: the button that opens the proxy warning is in `if overlays.error`,
  /// where `overlays` wraps the set given (default `[]`) in a class whose `error` is
  /// `contains(.error)`. The avatar screen builds the view without `overlays:`, the post
  /// screen with `[.error]`: only the post screen presents the sheet, and a note at the `if`
  /// says which construction closed it.
  static let picture =
    Self.home([("Avatar", "AvatarScreen"), ("Post", "PostScreen")])
      + """
      struct AvatarScreen: View { var body: some View { Picture(url: "a") } }
      struct PostScreen: View { var body: some View { Picture(url: "b", overlays: [.error]) } }
      enum Overlay { case error, nsfw }
      final class Overlays {
        private let overlays: Set<Overlay>
        init(_ overlays: Set<Overlay>) { self.overlays = overlays }
        var error: Bool { overlays.contains(.error) }
      }
      struct Picture: View {
        let overlays: Overlays
        @State private var warning = false
        init(url: String, overlays: Set<Overlay> = []) { self.overlays = .init(overlays) }
        var body: some View { Text("image").overlay { errorOverlay } }
        @ViewBuilder var errorOverlay: some View {
          if overlays.error {
            Button("Load directly") { warning = true }.sheet(isPresented: $warning) { Warning() }
          }
        }
      }
      struct Warning: View { var body: some View { Text("w") } }
      """

  @Test func aBranchTheArgumentsCloseIsNotOnTheScreen() {
    let scan = SourceFixtures.scan(["A.swift": Self.picture])
    #expect(scan.app.screen(named: "PostScreen")?.items.map(\.text) == ["sheet Warning"])
    #expect(scan.app.screen(named: "AvatarScreen")?.items.map(\.text) == [])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:24:5: note: a branch its constructions decide: for 1 of the 2 constructions of "
          + "Picture read (A.swift:10:51) the arguments given and the initialiser's defaults "
          + "make this condition false, and what it holds is not on their screens"), "\(notes)")
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
  }

  /// The gallery fixture: avatars built without `badges:` have no retry button, the album's
  /// photos (made by the view's own factory) do; the storage row is the only one built with
  /// `showsDetail: true`, so only the settings screen links to its detail.
  @Test func theGalleryFixtureReadsEachConstruction() {
    let scan = SourceScan(files: SourceFixtures.files("Constructions"))
    let items = { (name: String) in scan.app.screen(named: name)?.items.map(\.text) ?? [] }
    #expect(items("ProfileScreen") == [])
    #expect(items("AlbumScreen") == ["sheet RetryHelp"])
    #expect(items("SettingsScreen") == ["link StorageDetail"])
    let notes = scan.diagnostics.map(\.description).filter { $0.contains("a branch its") }
    #expect(
      notes == [
        "Constructions/GalleryApp.swift:79:5: note: a branch its constructions decide: for 1 of "
          + "the 1 constructions of Photo read (Constructions/GalleryApp.swift:25:7) the "
          + "arguments given and the initialiser's defaults make this condition false, and what "
          + "it holds is not on their screens",
        "Constructions/GalleryApp.swift:93:7: note: a branch its constructions decide: for 2 of "
          + "the 3 constructions of SettingRow read (Constructions/GalleryApp.swift:26:7, "
          + "Constructions/GalleryApp.swift:46:7) the arguments given and the initialiser's "
          + "defaults make this condition false, and what it holds is not on their screens",
      ], "\(notes)")
  }

  /// Each construction the scan cannot decide keeps the branch: an argument it does not know,
  /// a set it does not read, the view made by a function of its own type, a condition on a
  /// name the member binds itself, a condition it does not read.
  @Test(arguments: [
    ("Picture(url: \"a\", overlays: chosen)", "if overlays.error {"),
    ("Picture(url: \"a\", overlays: flag ? [.error] : [])", "if overlays.error {"),
    ("Picture.make()", "if overlays.error {"),
    ("Picture(url: \"a\")", "if overlays.error || Bool.random() {"),
    (
      "Picture(url: \"a\")",
      "ForEach([overlays]) { overlays in if overlays.error { Text(\"x\") } }; if true {"
    ),
    ("Picture(url: \"a\")", "if case .some = Optional(overlays) {"),
  ])
  func aConstructionTheScanCannotDecideKeepsTheBranch(construction: String, condition: String) {
    let source = Self.picture
      .replacingOccurrences(
        of: "struct AvatarScreen: View { var body: some View { Picture(url: \"a\") } }",
        with: "struct AvatarScreen: View { @State var chosen: Set<Overlay> = []; @State var flag = "
          + "false; var body: some View { \(construction) } }"
      )
      .replacingOccurrences(of: "if overlays.error {", with: condition)
      .replacingOccurrences(
        of: "var body: some View { Text(\"image\")",
        with:
          "static func make() -> Picture { Picture(url: \"m\") }\n  var body: some View { Text(\"image\")"
      )
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(
      scan.app.screen(named: "AvatarScreen")?.items.map(\.text) == ["sheet Warning"],
      "\(construction) / \(condition)")
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("a branch its constructions") })
  }

  /// IceCubes' notification list: a value given at one construction (`lockedID: "me"`) closes
  /// the filter only the unlocked list shows, and its `else` stays read; a memberwise view
  /// closes a branch where its default closes it and opens it where the argument is `true`.
  @Test func givenValuesAndMemberwiseDefaults() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.home([("All", "AllScreen"), ("One", "OneScreen"), ("Rows", "Rows")])
        + """
        struct AllScreen: View { var body: some View { Locked() } }
        struct OneScreen: View { var body: some View { Locked(lockedID: "me") } }
        struct Locked: View {
          let lockedID: String?
          init(lockedID: String? = nil) { self.lockedID = lockedID }
          var body: some View {
            if lockedID == nil { NavigationLink("Filter") { Filter() } } else { NavigationLink("Back") { Back() } }
          }
        }
        struct Rows: View { var body: some View { Row(); Row(menu: true) } }
        struct Row: View {
          var menu = false
          var body: some View { if menu { NavigationLink("Menu") { Menu() } } }
        }
        struct Filter: View { var body: some View { Text("f") } }
        struct Back: View { var body: some View { Text("b") } }
        struct Menu: View { var body: some View { Text("m") } }
        """
    ])
    let items = { (name: String) in scan.app.screen(named: name)?.items.map(\.text) ?? [] }
    #expect(items("AllScreen") == ["link Filter", "link Back"])
    #expect(items("OneScreen") == ["link Back"])
    #expect(items("Rows") == ["link Menu"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains {
        $0.hasPrefix(
          "A.swift:17:5: note: a branch its constructions decide: for 1 of the 2 constructions of Locked read (A.swift:12:48)"
        )
      }, "\(notes)")
    #expect(
      notes.contains {
        $0.hasPrefix(
          "A.swift:23:25: note: a branch its constructions decide: for 1 of the 2 constructions of Row read (A.swift:20:43)"
        )
      }, "\(notes)")
  }

  /// Mlem's close button: the confirmation dialog's flag is set only in `submit()`'s branch on
  /// `requiresConfirmation` (default `false`), so a button built without it never shows the
  /// dialog, though the dialog's modifier is outside the branch; a flag also written outside
  /// the branch (`onAppear`) keeps it.
  @Test func aPresentationWhoseFlagOnlyClosedBranchesSetIsNotShown() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.home([("Plain", "Plain"), ("Asking", "Asking"), ("Reset", "Reset")])
        + """
        struct Plain: View { var body: some View { Closer() } }
        struct Asking: View { var body: some View { Closer(requiresConfirmation: true) } }
        struct Reset: View { var body: some View { Resetting() } }
        struct Closer: View {
          var requiresConfirmation = false
          @State private var showingConfirmation = false
          var body: some View {
            Button("Close") { submit() }
              .confirmationDialog("Really?", isPresented: $showingConfirmation) { Button("Yes") {} }
          }
          func submit() { if requiresConfirmation, !showingConfirmation { showingConfirmation = true } }
        }
        struct Resetting: View {
          var asks = false
          @State private var shown = false
          var body: some View {
            Button("Close") { if asks { shown = true } }
              .onAppear { shown = false }
              .alert("Really?", isPresented: $shown) {}
          }
        }
        """
    ])
    let items = { (name: String) in scan.app.screen(named: name)?.items.map(\.text) ?? [] }
    #expect(items("Plain") == [])
    #expect(items("Asking") == ["dialog"])
    #expect(items("Reset") == ["alert"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:19:7: note: dialog bound to 'showingConfirmation', which only code in a branch "
          + "some constructions close sets (at A.swift:21:19): not on their screens"), "\(notes)")
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
  }

  /// IceCubesApp's notification list, pushed for one account through a router's case: the case
  /// holds `accountType` (a `String`), so `lockedAccountId == nil` is false there and the filter
  /// button, the only code that sets the policy sheet's flag (`onChange(of:)` only reads it), is
  /// not on that screen; the list linked for everyone keeps it. With `shared`, the router's other
  /// case shows the list for everyone: that destination stands for both constructions.
  static func inbox(accountType: String, shared: Bool = false) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    enum Route: Hashable { case forAccount(accountId: \(accountType)), everyone }
    struct Home: View {
      var body: some View {
        NavigationStack {
          NavigationLink("All") { Inbox() }
          NavigationLink("One", value: Route.forAccount(accountId: "a"))
            .navigationDestination(for: Route.self) { route in
              switch route {
              case .forAccount(let accountId): Inbox(lockedAccountId: accountId)
              case .everyone: \(shared ? "Inbox()" : "Text(\"all\")")
              }
            }
        }
      }
    }
    struct Inbox: View {
      let lockedAccountId: String?
      @State private var isPolicyPresented = false
      init(lockedAccountId: String? = nil) { self.lockedAccountId = lockedAccountId }
      var body: some View {
        List { Text("n") }
          .toolbar {
            if lockedAccountId == nil {
              Button("Filter") { isPolicyPresented = true }
            }
          }
          .sheet(isPresented: $isPolicyPresented) { Policy() }
          .onChange(of: isPolicyPresented) { _, shown in print(shown) }
      }
    }
    struct Policy: View { var body: some View { Text("p") } }
    """
  }

  @Test func aPushedViewIsReadAsItsConstructionBuildsIt() {
    let scan = SourceFixtures.scan(["A.swift": Self.inbox(accountType: "String")])
    let items = { (name: String) in scan.app.screen(named: name)?.items.map(\.text) }
    #expect(items("Home") == ["link Inbox", "link Inbox-2"])
    #expect(items("Inbox") == ["sheet Policy"])
    #expect(items("Inbox-2") == [])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:10:44: note: Inbox pushed as built here is the screen 'Inbox-2': the branch of "
          + "it this construction closes (A.swift:24:9) holds nothing there"), "\(notes)")
    #expect(scan.presentationSitesRead == scan.presentationSitesSeen)
  }

  /// A view of the app's own given only a trailing closure (mlem's `Section { … }`) has no
  /// arguments: the first `(` inside its closure is the construction of the view there, read
  /// as that view's (before, the card was read with the row's arguments, and the row's branch
  /// kept the sheet).
  @Test(arguments: ["Card { Row(expert: false) }", "Card.init { Row(expert: false) }"])
  func aTrailingClosureIsNoArgumentsOfTheViewItFollows(built: String) {
    let source =
      Self.home([("Settings", "Settings")])
        + """
        struct Settings: View { var body: some View { \(built) } }
        struct Card<Content: View>: View {
          let title: String?
          let content: Content
          init(title: String? = nil, @ViewBuilder content: () -> Content) {
            self.title = title
            self.content = content()
          }
          var body: some View { VStack { if title != nil { Text("t") }; content } }
        }
        struct Row: View {
          let expert: Bool
          @State private var help = false
          var body: some View {
            if expert { Button("?") { help = true }.sheet(isPresented: $help) { Text("h") } }
          }
        }
        """
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(scan.app.screen(named: "Settings")?.items.map(\.text) == [], "\(built)")
  }

  /// A construction is read once for each site and the values around it: asking again (a
  /// pushed view's reading, a binding's writes) neither reads it again nor counts it twice.
  @Test func aSiteAskedTwiceIsOneConstruction() throws {
    let file = SourceFile(path: "A.swift", text: Self.picture)
    var recognizer = Recognizer(index: SourceIndex(files: [file]))
    let open = try #require(
      file.code.indices.first {
        file.text($0) == "Picture" && file.isPunctuation($0 + 1, ASCII.openParen)
      }
    ).advanced(by: 1)
    let first = recognizer.construction(of: "Picture", file: 0, open: open)
    let again = recognizer.construction(of: "Picture", file: 0, open: open)
    #expect(first == again)
    #expect(first.closed.count == 1)
    let notes = recognizer.constructionNotes().map(\.message)
    #expect(notes.count == 1)
    #expect(
      notes.first?.contains("for 1 of the 1 constructions of Picture read") == true, "\(notes)")
  }

  /// A case whose value may be `nil` decides nothing, and a destination that stands for two
  /// constructions is read without only what both close: one screen, with the sheet.
  @Test(arguments: [("String?", false), ("String", true)])
  func aPushedViewItsConstructionsDoNotDecideIsReadWhole(accountType: String, shared: Bool) {
    let scan = SourceFixtures.scan(["A.swift": Self.inbox(accountType: accountType, shared: shared)]
    )
    let items = { (name: String) in scan.app.screen(named: name)?.items.map(\.text) }
    #expect(items("Home") == ["link Inbox"])
    #expect(items("Inbox") == ["sheet Policy"])
    #expect(items("Inbox-2") == nil)
  }

  /// Hostile sources end, and decide nothing they cannot: a view built 2 000 times, with 2 000
  /// different cases, whose 100 branches each test a chain of computed properties longer than
  /// any reading follows, or a property computed from itself.
  @Test func readingConstructionsEndsOnHostileSources() {
    var source = "@main struct A: App { var body: some Scene { WindowGroup { Root() } } }\n"
    source += "struct Root: View { var body: some View { NavigationStack { "
    source +=
      (0..<2_000).map { "V(flag: false, kind: .k\($0))" }.joined(separator: "; ") + " } } }\n"
    source += "enum Kind { case " + (0..<2_000).map { "k\($0)" }.joined(separator: ", ") + " }\n"
    source +=
      "struct V: View {\n  var flag = true\n  var kind: Kind = .k0\n  var loop: Bool { loop }\n"
    for k in 0..<100 { source += "  var p\(k): Bool { p\(k + 1) && flag && kind == .k1 }\n" }
    source += "  var p100: Bool { loop }\n  var body: some View {\n"
    for k in 0..<100 { source += "    if p\(k) || loop { NavigationLink(\"x\") { W() } }\n" }
    source += "  }\n}\nstruct W: View { var body: some View { Text(\"w\") } }\n"
    let scan = SourceFixtures.scan(["A.swift": source])
    let items = scan.app.screen(named: "Root")?.items.map(\.text) ?? []
    #expect(items == ["link W"])
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("a branch its constructions") })
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("reading the values views are built with spent its budget")
      })
  }

  /// Over generated apps (views that link, present and embed one another, modifiers of the
  /// app's own), each view's body put in a branch on a property its initialiser defaults: a
  /// default that opens it (`true`) leaves every screen as it was, with no note; one that
  /// closes it (`false`, every view built with `V()`) still writes an app file the scenario
  /// reader accepts, and says so at the branches it closed wherever a screen changed.
  @Test func generatedAppsKeepOpenBranchesAndSayWhereTheyCloseOnes() throws {
    func gated(_ text: String, open: Bool) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        if line == "  @State var s = false" {
          return line + "\n  let gate: Bool\n  init(gate: Bool = \(open)) { self.gate = gate }"
        }
        let body = "  var body: some View { "
        guard line.hasPrefix(body), line.hasSuffix(" }") else { return String(line) }
        return body + "if gate { " + line.dropFirst(body.count) + " }"
      }.joined(separator: "\n")
    }
    func screens(_ scan: SourceScan) -> [String: [String]] {
      Dictionary(
        scan.app.screens.map { ($0.name, $0.items.map(\.text)) }, uniquingKeysWith: { a, _ in a })
    }
    for seed in UInt64(1)...40 {
      let sources = SourceScanGeneratedTests.app(
        seed: seed, views: 3 + Int(seed % 9), modifiers: 1 + Int(seed % 4))
      let text = try #require(sources["Gen.swift"])
      let plain = SourceFixtures.scan(sources)
      let open = SourceFixtures.scan(["Gen.swift": gated(text, open: true)])
      #expect(screens(open) == screens(plain), "seed \(seed)")
      #expect(!open.diagnostics.contains { $0.message.hasPrefix("a branch its constructions") })
      let closed = SourceFixtures.scan(["Gen.swift": gated(text, open: false)])
      #expect(throws: Never.self, "seed \(seed)") {
        try Scenario.parse(closed.app.text(), path: "gen.nav").configuration()
      }
      if screens(closed) != screens(plain) {
        #expect(
          closed.diagnostics.contains { $0.message.hasPrefix("a branch its constructions") },
          "seed \(seed)")
      }
    }
  }
}
