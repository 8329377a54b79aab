import Testing

@testable import NavSimSource

/// The declarations the recogniser resolves names against: which types are views, modifiers,
/// generic wrappers or UIKit views, and the app's own modifiers.
@Suite struct SourceIndexTests {
  static func index(_ source: String) -> SourceIndex {
    SourceIndex(files: [SourceFile(path: "V.swift", text: source)])
  }

  @Test func viewsAreTypesConformingToViewOrToAProtocolThatRefinesIt() {
    let index = Self.index(
      """
      protocol Screen: View {}
      protocol DetailScreen: Screen {}
      struct Home: View { var body: some View { Text("h") } }
      struct Profile: DetailScreen { var body: some View { Text("p") } }
      struct Store: ObservableObject {}
      extension Later: View { var body: some View { Text("l") } }
      struct Later {}
      """)
    #expect(index.viewTypes == ["Home", "Profile", "Later"])
    #expect(index.declaredTypes.isSuperset(of: ["Store", "Later", "Screen"]))
    #expect(index.bodies["Later"]?.count == 1)
  }

  /// A protocol of a package ending in `View` makes a struct a view, not a class: a class's
  /// `…View` is a UIKit superclass (Aidoku's `class ContentView: UIView`, nested in a
  /// representable, was the view `ContentView` the scan's root was then named after).
  @Test func aClassOfAUIKitViewIsNoView() {
    let index = Self.index(
      """
      struct Feed: ConnectedView { var body: some View { Text("f") } }
      class ContentView: UIView {}
      final class Map: MKMapView {}
      struct ContentView2: View { var body: some View { Text("c") } }
      """)
    #expect(index.viewTypes == ["Feed", "ContentView2"])
  }

  /// A view that writes no `body` gets the `body` of the protocol extensions it inherits
  /// (directly or through a refining protocol): read with its own members, on iOS the branch
  /// of `#if os(iOS)`; a view with its own `body` keeps it.
  @Test func aViewWithoutABodyInheritsItsProtocolExtensionsBody() throws {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View { var body: some View { NavigationStack { Menu() } } }
      protocol PlatformView: View { var iOSView: Self.IOSBody { get } }
      protocol PlatformScreen: PlatformView {}
      extension PlatformView {
        #if os(iOS)
        var body: some View { iOSView }
        #elseif os(tvOS)
        var body: some View { tvOSView }
        #endif
      }
      struct Menu: PlatformScreen {
        @State var on = false; func setOn() { on = true }
        var iOSView: some View { Text("m").sheet(isPresented: $on) { Detail() } }
        var tvOSView: some View { Text("t").fullScreenCover(isPresented: $on) { Detail() } }
      }
      struct Own: PlatformView {
        var iOSView: some View { Text("o") }
        var body: some View { Text("own") }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """
    let index = Self.index(source)
    // The iPhone branch's (the tvOS branch's declarations are not indexed).
    #expect(index.bodies["Menu"]?.map(\.owner) == ["PlatformView"])
    #expect(index.bodies["Own"]?.map(\.owner) == ["Own"])
    let scan = SourceScan(files: [SourceFile(path: "V.swift", text: source)])
    let home = try #require(scan.app.screen(named: "Home"))
    #expect(home.items.map(\.text) == ["sheet Detail"])
  }

  /// The type of a case's first value: after its label (`_ page:`, `page:`), or its first
  /// name without one; a case without a value, or not declared in that type, holds none.
  @Test func aCaseHoldsTheTypeWrittenForItsFirstValue() {
    let index = Self.index(
      """
      enum Page {
        case settings(_ page: SettingsPage = .root), about
        case item(Item, Int), feed(kind: Feed.Kind)
      }
      extension Other { enum Inner { case settings(Wrong) } }
      """)
    #expect(index.firstValueType(ofCase: "settings", in: "Page") == "SettingsPage")
    #expect(index.firstValueType(ofCase: "item", in: "Page") == "Item")
    #expect(index.firstValueType(ofCase: "feed", in: "Page") == "Feed")
    #expect(index.firstValueType(ofCase: "about", in: "Page") == nil)
    #expect(index.firstValueType(ofCase: "missing", in: "Page") == nil)
    #expect(index.firstValueType(ofCase: "settings", in: "Inner") == "Wrong")
  }

  @Test func modifiersGenericWrappersAndUIKitViewsAreKnownAsSuch() {
    let index = Self.index(
      """
      struct Card: ViewModifier { func body(content: Content) -> some View { content } }
      struct LazyView<Content: View>: View {
        let build: () -> Content
        var body: Content { build() }
      }
      struct Camera: UIViewControllerRepresentable {}
      extension View { func card() -> some View { modifier(Card()) } }
      """)
    #expect(index.modifierTypes == ["Card"])
    #expect(index.genericViews == ["LazyView"])
    #expect(index.representables == ["Camera"])
    #expect(index.viewModifierNames == ["card"])
  }

  @Test func aMemberIsFoundByItsNameAndOwner() {
    let index = Self.index(
      """
      struct Home: View {
        var body: some View { header }
        var header: some View { Text("h") }
        func row(_ n: Int) -> some View { Text("\\(n)") }
      }
      """)
    #expect(index.member(named: "header", owner: "Home")?.returnsView == true)
    #expect(index.member(named: "row", owner: "Home")?.returnsView == true)
    #expect(index.member(named: "header", owner: "Other") == nil)
  }
}

/// Conditional compilation as the iPhone build reads it: a branch whose condition names
/// platforms is kept or left out, one that names none (`DEBUG`) is kept with all its branches.
@Suite struct SourceIndexPlatformTests {
  /// The words of `source` the iPhone build reads (`DEBUG` set as `debug` says), the directive
  /// lines left out.
  static func read(_ source: String, debug: Bool? = nil) -> [String] {
    let file = SourceFile(path: "P.swift", text: source)
    let excluded = SourceIndex.platformExclusions(file, debug: debug)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return file.code.indices.filter { k in
      file.code[k].kind == .identifier && !(excluded.isEmpty ? false : excluded[k])
        && !lines[file.location(ofCode: k).line - 1].hasPrefix("#")
    }.map { file.text($0) }
  }

  @Test(arguments: [
    ("#if os(iOS)\na\n#else\nb\n#endif\n", ["a"]),
    ("#if os(macOS)\na\n#elseif os(iOS)\nb\n#else\nc\n#endif\n", ["b"]),
    ("#if !os(macOS)\na\n#endif\nz\n", ["a", "z"]),
    ("#if canImport(UIKit)\na\n#else\nb\n#endif\n", ["a"]),
    ("#if targetEnvironment(macCatalyst)\na\n#endif\nz\n", ["z"]),
    ("#if os(iOS) || os(visionOS)\na\n#endif\n", ["a"]),
    ("#if DEBUG\na\n#else\nb\n#endif\n", ["a", "b"]),
    ("#if os(watchOS)\n#if DEBUG\na\n#endif\nb\n#endif\nz\n", ["z"]),
    // A run-time check an iPhone never passes: the Mac's block is not read, the else is.
    (
      "if ProcessInfo.processInfo.isiOSAppOnMac { a() } else { b() }\n",
      ["if", "ProcessInfo", "processInfo", "isiOSAppOnMac", "else", "b"]
    ),
    (
      "if !ProcessInfo.processInfo.isMacCatalystApp { a() } else { b() }\n",
      ["if", "ProcessInfo", "processInfo", "isMacCatalystApp", "a", "else"]
    ),
    (
      "if ProcessInfo.processInfo.isiOSAppOnMac && x { a() }\n",
      ["if", "ProcessInfo", "processInfo", "isiOSAppOnMac", "x", "a"]
    ),
  ])
  func theIPhoneBranchIsRead(_ source: String, _ words: [String]) {
    #expect(Self.read(source) == words, "\(source)")
  }
}
