import Testing

@testable import NavSimSource

/// The recogniser on small hand-written sources: each navigation construct of docs/SCAN.md
/// read into a view's content (its items, what each shows, the facts around it), without the
/// rest of the scan.
@Suite struct RecognizerTests {
  /// The content of view `type` in `sources` (file name → text), as the scan reads it.
  static func content(_ type: String, in sources: [String: String]) -> ScreenContent {
    let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0] ?? "") }
    var recognizer = Recognizer(index: SourceIndex(files: files))
    return recognizer.content(ofType: type)
  }

  /// The content of view `type` declared in one file, `V.swift`.
  static func content(_ type: String, _ source: String) -> ScreenContent {
    content(type, in: ["V.swift": source])
  }

  /// Each item as one line: its kind, what it shows, what wraps it, and where it is written.
  static func items(_ content: ScreenContent) -> [String] {
    content.items.map { item in
      switch item {
      case .link(let destination, let wrapping, let at):
        "link \(describe(destination))\(describe(wrapping)) at \(at.line):\(at.column)"
      case .valueLink(let words, let at, let router):
        "\(router ? "router " : "")value \(words.joined(separator: " ")) at \(at.line):\(at.column)"
      case .packageRoute(let words, let call, let at):
        "\(call) value \(words.joined(separator: " ")) at \(at.line):\(at.column)"
      case .presentation(let kind, let item, let popover, let destination, let wrapping, let at):
        (popover ? "popover" : kind.keyword) + (item ? " item" : "")
          + " \(describe(destination))\(describe(wrapping)) at \(at.line):\(at.column)"
      case .message(let kind, let at): "\(kind.keyword) at \(at.line):\(at.column)"
      }
    }
  }

  static func describe(_ destination: Destination) -> String {
    switch destination {
    case .type(let name, _): name
    case .inline: "inline"
    case .leaf: "leaf"
    case .oneOf(let choices, let labels, _):
      "one of "
        + zip(choices, labels).map { "\(describe($0)) [\($1.joined(separator: " "))]" }
        .joined(separator: ", ")
    case .unresolved(let call, _): "unresolved \(call)"
    }
  }

  static func describe(_ wrapping: ScreenContent.Wrapping) -> String {
    var facts: [String] = []
    if wrapping.stack { facts.append("stack") }
    if let detents = wrapping.detents { facts.append(detents) }
    if wrapping.noPull { facts.append("no-pull") }
    if wrapping.undimmed { facts.append("undimmed") }
    if wrapping.zoom { facts.append("zoom") }
    return facts.isEmpty ? "" : " (" + facts.joined(separator: ", ") + ")"
  }

  @Test func aSheetPresentsTheViewItsClosureShows() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        @State var shown = false
        var body: some View {
          Button("Show") { shown = true }
            .sheet(isPresented: $shown) { Detail() }
        }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """)
    #expect(Self.items(content) == ["sheet Detail at 5:7"])
    #expect(!content.hostsStack)
  }

  /// A view's own function with a capitalised name (`MaxLoginsButton()`) is that member, read
  /// where it is called, not an unknown type; a capitalised name that a type declares stays
  /// that type.
  @Test func aCapitalisedFunctionOfTheViewIsItsMember() {
    let content = Self.content(
      "Settings",
      """
      struct Settings: View {
        @State var editing = false
        var body: some View {
          Form {
            MaxLoginsButton()
            Detail()
          }
        }
        private func MaxLoginsButton() -> some View {
          Button("Max") { editing = true }
            .alert("Max logins", isPresented: $editing) { Button("OK") {} }
        }
        private func Detail() -> some View { Text("never read: the type of that name is") }
      }
      struct Detail: View {
        @State var shown = false; func setShown() { shown = true }
        var body: some View { Text("d").sheet(isPresented: $shown) { Text("s") } }
      }
      """)
    #expect(Self.items(content) == ["alert at 11:7", "sheet leaf at 17:34"])
    #expect(content.unreadCall == nil)
  }

  /// A function the app declares outside any type (`func Section(_:content:learnMore:)`,
  /// shadowing SwiftUI's `Section` for the calls its labels take) is read where such a call is:
  /// the sheet its body makes through another overload is on the screen that calls it with
  /// `learnMore:`, and not on a screen whose `Section("Title") { … }` is SwiftUI's.
  @Test func aFunctionOutsideAnyTypeIsReadWhereItsLabelsAreCalled() {
    let sources = [
      "Section.swift": """
      func Section(
        _ title: String, @ViewBuilder content: @escaping () -> some View,
        learnMore: @escaping () -> AnyView
      ) -> some View {
        Section(title, content: content, footer: { EmptyView() }, learnMore: learnMore)
      }
      func Section(
        _ title: String, @ViewBuilder content: @escaping () -> some View,
        @ViewBuilder footer: @escaping () -> some View, learnMore: @escaping () -> AnyView
      ) -> some View {
        Section { content() } header: { Text(title) } footer: { LearnMore(content: learnMore) }
      }
      private struct LearnMore: View {
        @State private var shown = false
        let content: () -> AnyView
        var body: some View {
          Button("Learn more") { shown = true }.sheet(isPresented: $shown) { Text("more") }
        }
      }
      """,
      "Screens.swift": """
      struct Users: View {
        var body: some View {
          Form {
            Section("Sessions") { Text("s") } learnMore: { AnyView(Text("m")) }
          }
        }
      }
      struct Plain: View {
        var body: some View { Form { Section("Sessions") { Text("s") } } }
      }
      """,
    ]
    let users = Self.content("Users", in: sources)
    #expect(Self.items(users) == ["sheet leaf at 17:42"], "\(Self.items(users))")
    #expect(Self.content("Plain", in: sources).items.isEmpty)
  }

  /// A generic view given a row and a header (`SearchSheet { item in Button {} label: {
  /// RowBody(item) } } header: { if … { ErrorView() } }`) is what a sheet shows: the views it
  /// shows deeper, in its rows and its header, are not the sheet's screen; nor is the content
  /// given to a generic view that makes a view of its own (`ExpandedPost { CrossPosts() }`,
  /// whose body shows `PostBody`); a wrapper given a view directly (`LazyView { Detail() }`)
  /// shows that view.
  @Test func aGenericViewShowsOnlyWhatItIsGivenDirectly() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        @State var shown = false
        @State var lazy = false; func setLazy() { lazy = true }
        @State var post = false; func setPost() { post = true }
        var body: some View {
          Button("Pick") { shown = true }
            .sheet(isPresented: $shown) {
              SearchSheet { (item: Int) in
                Button {} label: { RowBody(item: item) }
              } header: {
                if flag { Text("x") } else if let e = error { ErrorView(e: e) }
              }
            }
            .sheet(isPresented: $lazy) { LazyView { Detail() } }
            .sheet(isPresented: $post) { ExpandedPost { CrossPosts() } }
        }
      }
      struct ExpandedPost<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack { PostBody(); content() } }
      }
      struct PostBody: View { var body: some View { Text("post") } }
      struct CrossPosts: View { var body: some View { Text("c") } }
      struct SearchSheet<Item, Row: View, Header: View>: View {
        var body: some View { List { Text("p") } }
      }
      struct LazyView<Content: View>: View {
        let build: () -> Content
        var body: some View { build() }
      }
      struct RowBody: View { var body: some View { Text("r") } }
      struct ErrorView: View { var body: some View { Text("e") } }
      struct Detail: View { var body: some View { Text("d") } }
      """)
    #expect(
      Self.items(content) == [
        "sheet SearchSheet at 7:7", "sheet Detail at 14:7", "sheet ExpandedPost at 15:7",
      ])
  }

  /// A property of a value of unknown type (`topVC.view`, UIKit's) is not the sources' one
  /// function of that name (`func view()` of a destination enum): only a call of it is; a call
  /// (`destination.view()`) is read as that function.
  @Test func aPropertyOfAnUnknownValueIsNotAFunctionOfThatName() {
    let sources = """
      enum Destination {
        case detail
        @ViewBuilder func view() -> some View { switch self { case .detail: Detail() } }
      }
      struct Detail: View {
        @State var shown = false
        var body: some View { Button("d") { shown = true }.sheet(isPresented: $shown) { Text("s") } }
      }
      struct Share: View {
        var body: some View { Button("Share") { share() } }
        func share() -> some View {
          let anchor = topVC.view
          return Text("shared")
        }
      }
      struct Host: View {
        let destination: Destination
        var body: some View { destination.view() }
      }
      """
    #expect(Self.content("Share", sources).items.isEmpty)
    #expect(Self.items(Self.content("Host", sources)) == ["sheet leaf at 7:53"])
  }

  @Test func aCoverAnItemBindingAndAPopoverAreTheirOwnKinds() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          List {}
            .fullScreenCover(isPresented: $a) { Player() }
            .sheet(item: $route) { route in Detail(route: route) }
            .popover(isPresented: $b) { Text("tip") }
        }
      }
      struct Player: View { var body: some View { Text("p") } }
      struct Detail: View { var body: some View { Text("d") } }
      """)
    #expect(
      Self.items(content) == [
        "cover Player at 4:7", "sheet item Detail at 5:7", "popover leaf at 6:7",
      ])
  }

  @Test func navigationLinksByDestinationByValueAndByClosure() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          NavigationStack {
            NavigationLink("A", destination: Detail())
            NavigationLink(value: Route.profile) { Text("B") }
            NavigationLink { Detail() } label: { Text("C") }
          }
        }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """)
    #expect(
      Self.items(content) == [
        "link Detail at 4:7", "value Route profile at 5:7", "link Detail at 6:7",
      ])
    #expect(content.hostsStack)
    #expect(!content.split)
  }

  @Test func navigationDestinationForATypeIsAValueDestinationAndWithABindingALink() throws {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          NavigationSplitView {
            List {}
              .navigationDestination(for: Route.self) { route in Detail() }
              .navigationDestination(isPresented: $showing) { Settings() }
          } detail: {
            Text("pick one")
          }
        }
      }
      struct Detail: View { var body: some View { Text("d") } }
      struct Settings: View { var body: some View { Text("s") } }
      """)
    #expect(Self.items(content) == ["link Settings at 6:9"])
    let destination = try #require(content.valueDestinations.first)
    #expect(content.valueDestinations.count == 1)
    #expect(destination.typeWords == ["Route"])
    #expect(Self.describe(destination.destination) == "Detail")
    #expect(destination.location.line == 5)
    #expect(content.hostsStack && content.split)
  }

  @Test func aTabViewHasATabPerViewAtTheTopOfItsContent() {
    let content = Self.content(
      "Root",
      """
      struct Root: View {
        var body: some View {
          TabView {
            Feed()
              .tabItem { Label("Feed", systemImage: "house") }
            Settings()
              .tabItem { Label("Settings", systemImage: "gear") }
          }
        }
      }
      struct Feed: View { var body: some View { Text("f") } }
      struct Settings: View { var body: some View { Text("s") } }
      """)
    #expect(content.tabs.map { Self.describe($0.0) } == ["Feed", "Settings"])
    #expect(content.tabs.map(\.1.line) == [4, 6])
    #expect(content.tabViewSite?.line == 3)
  }

  @Test func tabBuildersAreATabEach() {
    let content = Self.content(
      "Root",
      """
      struct Root: View {
        var body: some View {
          TabView {
            Tab("Feed", systemImage: "house") { Feed() }
            Tab("Search", systemImage: "magnifyingglass", role: .search) { Search() }
          }
        }
      }
      struct Feed: View { var body: some View { Text("f") } }
      struct Search: View { var body: some View { Text("s") } }
      """)
    #expect(content.tabs.map { Self.describe($0.0) } == ["Feed", "Search"])
  }

  @Test func onlyTheBranchTheIPhoneBuildTakesIsRead() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          Text("home")
            #if os(iOS)
            .fullScreenCover(isPresented: $a) { Player() }
            #elseif os(macOS)
            .sheet(isPresented: $a) { Player() }
            #endif
            #if DEBUG
            .alert("debug", isPresented: $b) {}
            #endif
        }
      }
      struct Player: View { var body: some View { Text("p") } }
      """)
    // `DEBUG` names no platform: both of its branches are read.
    #expect(Self.items(content) == ["cover Player at 5:7", "alert at 10:7"])
  }

  @Test func whatThePresentedContentAddsIsItsWrapping() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          Text("home")
            .sheet(isPresented: $a) {
              NavigationStack { Editor() }
                .presentationDetents([.medium, .large])
                .interactiveDismissDisabled()
                .presentationBackgroundInteraction(.enabled)
            }
            .fullScreenCover(isPresented: $b) {
              Player().navigationTransition(.zoom(sourceID: id, in: namespace))
            }
        }
      }
      struct Editor: View { var body: some View { Text("e") } }
      struct Player: View { var body: some View { Text("p") } }
      """)
    #expect(
      Self.items(content) == [
        "sheet Editor (stack, medium+large, no-pull, undimmed) at 4:7",
        "cover Player (zoom) at 10:7",
      ])
  }

  @Test func barModifiersAreFactsOfTheContent() {
    let content = Self.content(
      "Detail",
      """
      struct Detail: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View {
          Text("detail")
            .navigationBarBackButtonHidden(true)
            .toolbar(.hidden, for: .navigationBar)
            .toolbar { Button("Done") { dismiss() } }
        }
      }
      """)
    #expect(content.backHidden?.line == 5)
    #expect(content.barHidden?.line == 6)
    #expect(content.toolbarDismiss)
    #expect(!content.contentDismiss)
    #expect(content.items.isEmpty)
  }

  /// A back button hidden under a condition is there while the condition is false: the screen
  /// keeps the system back button, with a note; `true` or no argument hides it, `false` not.
  @Test(arguments: [
    ("()", true, false), ("(true)", true, false), ("(false)", false, false),
    ("(model.isSaving)", false, true), ("(state == .authorizing)", false, true),
  ])
  func aBackButtonHiddenUnderAConditionIsKept(argument: String, hidden: Bool, noted: Bool) {
    let source = """
      struct Detail: View {
        var body: some View {
          Text("detail")
            .navigationBarBackButtonHidden\(argument)
        }
      }
      """
    var recognizer = Recognizer(
      index: SourceIndex(files: [SourceFile(path: "V.swift", text: source)]))
    let content = recognizer.content(ofType: "Detail")
    #expect((content.backHidden != nil) == hidden)
    #expect((content.backHidden?.line) == (hidden ? 4 : nil))
    let notes = recognizer.guessed.filter { $0.message.hasPrefix("navigationBarBackButtonHidden") }
    #expect(notes.map(\.location.line) == (noted ? [4] : []))
  }

  @Test func alertsAndConfirmationDialogsAreItems() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          Text("home")
            .alert("Delete?", isPresented: $asking) { Button("OK") {} }
            .confirmationDialog("Share", isPresented: $sharing) { Button("Copy") {} }
        }
      }
      """)
    #expect(Self.items(content) == ["alert at 4:7", "dialog at 5:7"])
  }

  @Test func aSwitchShowsOneOfItsViewsWithItsCaseWords() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          Text("home")
            .sheet(item: $route) { route in
              switch route {
              case .profile(let id): Profile(id: id)
              case .settings: Settings()
              }
            }
        }
      }
      struct Profile: View { var body: some View { Text("p") } }
      struct Settings: View { var body: some View { Text("s") } }
      """)
    #expect(
      Self.items(content) == [
        "sheet item one of Profile [profile], Settings [settings] at 4:7"
      ])
  }

  @Test func contentTheScanCannotReadIsUnresolvedAndPlainContentALeaf() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          Text("home")
            .sheet(isPresented: $a) { makeEditor() }
            .sheet(isPresented: $b) { VStack { Text("hi"); Image(systemName: "x") } }
        }
      }
      """)
    #expect(
      Self.items(content) == ["sheet unresolved makeEditor(…) at 4:7", "sheet leaf at 5:7"])
  }

  @Test func anEmbeddedViewsItemsAreTheScreens() {
    let content = Self.content(
      "Inbox",
      in: [
        "Inbox.swift": """
        struct Inbox: View {
          var body: some View {
            ScrollView { Row() }
          }
        }
        """,
        "Row.swift": """
        struct Row: View {
          var body: some View {
            NavigationLink("open", destination: Detail())
          }
        }
        struct Detail: View { var body: some View { Text("d") } }
        """,
      ])
    #expect(Self.items(content) == ["link Detail at 3:5"])
    #expect(content.references.map(\.name).contains("Row"))
  }

  @Test func theAppsOwnModifierIsReadWhereItIsCalled() throws {
    let content = Self.content(
      "Home",
      """
      extension View {
        func withEditor(_ shown: Binding<Bool>) -> some View {
          sheet(isPresented: shown) { Editor() }
        }
      }
      struct Home: View {
        var body: some View {
          Text("home")
            .withEditor($editing)
        }
      }
      struct Editor: View { var body: some View { Text("e") } }
      """)
    #expect(Self.items(content) == ["sheet Editor at 3:5"])
    let site = try #require(content.via.keys.first)
    #expect(content.via[site]?.line == 9)
  }

  /// Two modifiers of one name: the call reads the one whose parameters take its labels,
  /// whichever is declared first (one passing on to the other, as a layered sheet's does).
  @Test(arguments: [false, true])
  func anOverloadedModifierIsTheOneTakingTheCallsLabels(otherFirst: Bool) {
    let forLayer = """
        func sheets(for layer: Layer) -> some View {
          sheets(next: layer.next, isTop: true)
        }
      """
    let withNext = """
        func sheets(next: Layer?, isTop: Bool, animated: Bool = true) -> some View {
          sheet(item: .constant(next)) { _ in Editor() }
        }
      """
    let declarations = otherFirst ? forLayer + "\n" + withNext : withNext + "\n" + forLayer
    let call = "Text(\"home\").sheets(next: nil, isTop: false)"
    let content = Self.content(
      "Home",
      "extension View {\n\(declarations)\n}\n"
        + "struct Home: View {\n  var body: some View {\n    \(call)\n  }\n}\n"
        + "struct Editor: View { var body: some View { Text(\"e\") } }\n")
    let line = otherFirst ? 6 : 3
    #expect(Self.items(content) == ["sheet item Editor at \(line):5"])
  }

  @Test func aPushOntoAPathIsAValueLink() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        @State var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            Button("Open") { path.append(Route.detail(id)) }
          }
        }
      }
      """)
    #expect(Self.items(content) == ["value Route detail id at 5:28"])
  }

  @Test func aNestedDeclarationIsNotTheContent() {
    let content = Self.content(
      "Home",
      """
      struct Home: View {
        var body: some View {
          struct Badge: View {
            var body: some View { Text("b").sheet(isPresented: $a) { Text("x") } }
          }
          return Text("home")
        }
      }
      """)
    #expect(content.items.isEmpty)
    #expect(!content.isNavigational)
  }
}
