import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// Tabs made by `ForEach`: the collection's elements are listed where the sources write them,
/// and each element is a tab showing the view it gives; a collection the scan cannot list is a
/// note and a count.
@Suite struct SourceScanForEachTabsTests {
  /// `ForEach(Section.allCases)` in the `.tabItem` form, the view chosen by a `switch self` in
  /// a member of the enum: a tab for each case, in the order the cases are written.
  @Test func anEnumsCasesAreATabEach() throws {
    let scan = SourceFixtures.scan([
      "Garden.swift": """
      @main struct GardenApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      enum Section: CaseIterable, Hashable {
        case plots, seeds
        case journal
      }
      struct RootTabs: View {
        var body: some View {
          TabView {
            ForEach(Section.allCases, id: \\.self) { section in
              section.screen
                .tabItem { Text("tab") }
            }
          }
        }
      }
      extension Section {
        @ViewBuilder var screen: some View {
          switch self {
          case .journal: JournalView()
          case .plots: PlotsView()
          case .seeds: SeedsView()
          }
        }
      }
      struct PlotsView: View {
        var body: some View { NavigationStack { NavigationLink("plot") { PlotView() } } }
      }
      struct PlotView: View {
        @State var editing = false; func setEditing() { editing = true }
        var body: some View { Text("p").sheet(isPresented: $editing) { EditPlotView() } }
      }
      struct EditPlotView: View { var body: some View { Text("e") } }
      struct SeedsView: View { var body: some View { Text("s") } }
      struct JournalView: View { var body: some View { Text("j") } }
      """
    ])
    #expect(scan.app.tabs == ["PlotsView", "SeedsView", "JournalView"])
    #expect(scan.app.screen(named: "PlotView")?.items.map(\.text) == ["sheet EditPlotView"])
    #expect(
      scan.diagnostics.map(\.description).contains(
        "Garden.swift:11:7: note: the tabs are made by ForEach over 'Section.allCases': a tab for "
          + "each of its 3 elements (Section.plots, Section.seeds, Section.journal)"),
      "\(scan.diagnostics)")
    #expect(scan.tabCollectionsUnlisted == 0)
    _ = try Scenario.parse(scan.app.text(), path: "garden.nav").configuration()
  }

  /// Each iteration shows a view of the app's own given a content closure (a tab built lazily),
  /// the closure choosing by the element through a function's `switch`: the wrapper shows what
  /// it is given, so each element is a tab showing its case's view.
  @Test func aWrapperGivenTheIterationsChoiceIsATabEach() throws {
    let scan = SourceFixtures.scan([
      "Garden.swift": """
      @main struct GardenApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      enum Section: String, CaseIterable, Identifiable {
        case plots, seeds, journal
        var id: String { rawValue }
      }
      struct RootTabs: View {
        @State var selected = Section.plots
        var body: some View {
          TabView(selection: $selected) {
            ForEach(Section.allCases) { section in
              LazyPane(isActive: selected == section) {
                pane(for: section)
              }
              .tabItem { Text(section.rawValue) }
              .tag(section)
            }
          }
        }
        @ViewBuilder private func pane(for section: Section) -> some View {
          switch section {
          case .plots: PlotsView()
          case .seeds: SeedsView()
          case .journal: JournalView()
          }
        }
      }
      private struct LazyPane<Content: View>: View {
        let isActive: Bool
        @ViewBuilder let content: () -> Content
        @State private var shown = false
        var body: some View {
          Group { if shown { content() } else { Color.clear } }
            .onAppear { if isActive { shown = true } }
        }
      }
      struct PlotsView: View {
        var body: some View { NavigationStack { NavigationLink("plot") { PlotView() } } }
      }
      struct PlotView: View {
        @State var editing = false; func setEditing() { editing = true }
        var body: some View { Text("p").sheet(isPresented: $editing) { EditPlotView() } }
      }
      struct EditPlotView: View { var body: some View { Text("e") } }
      struct SeedsView: View { var body: some View { Text("s") } }
      struct JournalView: View { var body: some View { Text("j") } }
      """
    ])
    #expect(scan.app.tabs == ["PlotsView", "SeedsView", "JournalView"])
    #expect(scan.app.screen(named: "PlotView")?.items.map(\.text) == ["sheet EditPlotView"])
    #expect(scan.tabCollectionsUnlisted == 0)
    _ = try Scenario.parse(scan.app.text(), path: "garden.nav").configuration()
  }

  /// A literal array of some of an enum's cases: a tab for each element written, in its order;
  /// the cases it leaves out are no tabs.
  @Test func aLiteralArrayIsATabForEachElementWritten() {
    let scan = SourceFixtures.scan([
      "Garden.swift": """
      @main struct GardenApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      enum Section: Hashable { case plots, seeds, journal }
      struct RootTabs: View {
        var body: some View {
          TabView {
            ForEach([Section.journal, .plots], id: \\.self) { section in
              Group {
                switch section {
                case .plots: PlotsView()
                case .seeds: SeedsView()
                case .journal: JournalView()
                }
              }
              .tabItem { Text("tab") }
            }
          }
        }
      }
      struct PlotsView: View { var body: some View { Text("p") } }
      struct SeedsView: View { var body: some View { Text("s") } }
      struct JournalView: View { var body: some View { Text("j") } }
      """
    ])
    #expect(scan.app.tabs == ["JournalView", "PlotsView"])
  }

  /// `Tab(value:)` built once in a `ForEach` over a static array of items, each a static member
  /// whose content closure gives its view (`static var feed: Pane { Pane(id: "feed") {
  /// FeedView() } }`): a tab for each item, showing its view; the iteration's own navigation
  /// (a sheet on the content around the item's view) is on each item's tab.
  @Test func staticItemsWithContentClosuresAreATabEach() throws {
    let scan = SourceFixtures.scan([
      "Reader.swift": """
      @main struct ReaderApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      struct Pane: Identifiable {
        let id: String
        let content: AnyView
        init(id: String, @ViewBuilder content: () -> some View) {
          self.id = id
          self.content = AnyView(content())
        }
        static let all: [Pane] = [.feed, Pane.search, .profile(name: "me")]
        static var feed: Pane { Pane(id: "feed") { FeedView() } }
        static var search: Pane { Pane(id: "search") { SearchView() } }
        static func profile(name: String) -> Pane { Pane(id: name) { ProfileView(name: name) } }
      }
      struct RootTabs: View {
        @State private var selected = "feed"
        @State private var showsAccount = false; func setShowsAccount() { showsAccount = true }
        var body: some View {
          TabView(selection: $selected) {
            ForEach(Pane.all) { pane in
              Tab(value: pane.id) {
                NavigationStack { pane.content }
                  .sheet(isPresented: $showsAccount) { AccountView() }
              } label: {
                Text(pane.id)
              }
            }
          }
        }
      }
      struct FeedView: View {
        @State var composing = false; func setComposing() { composing = true }
        var body: some View { Text("f").sheet(isPresented: $composing) { ComposeView() } }
      }
      struct ComposeView: View { var body: some View { Text("c") } }
      struct AccountView: View { var body: some View { Text("a") } }
      struct SearchView: View { var body: some View { Text("s") } }
      struct ProfileView: View {
        let name: String
        var body: some View { Text(name) }
      }
      """
    ])
    #expect(scan.app.tabs == ["FeedView", "SearchView", "ProfileView"])
    #expect(
      scan.app.screen(named: "FeedView")?.items.map(\.text) == [
        "sheet ComposeView", "sheet AccountView",
      ])
    #expect(scan.app.screen(named: "ProfileView")?.items.map(\.text) == ["sheet AccountView"])
    #expect(scan.presentationSitesRead == 2)
    #expect(
      scan.diagnostics.map(\.description).contains(
        "Reader.swift:21:7: note: the tabs are made by ForEach over 'Pane.all': a tab for each of "
          + "its 3 elements (.feed, Pane.search, .profile)"),
      "\(scan.diagnostics)")
    _ = try Scenario.parse(scan.app.text(), path: "reader.nav").configuration()
  }

  /// A model filled by its initialiser from a builder closure (`TabModel { Pane.feed; Pane
  /// .search }`), iterated as `model.panes`: the elements are those written where the model is
  /// made (the iPhone build's branch).
  @Test func aModelsItemsAreThoseWrittenWhereItIsMade() {
    let scan = SourceFixtures.scan([
      "Reader.swift": """
      @main struct ReaderApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      struct Pane {
        let id: String
        let content: AnyView
        static var feed: Pane { Pane(id: "feed", content: AnyView(FeedView())) }
        static var search: Pane { Pane(id: "search", content: AnyView(SearchView())) }
        static var settings: Pane { Pane(id: "settings", content: AnyView(SettingsView())) }
      }
      final class TabModel: ObservableObject {
        let panes: [Pane]
        init(@PaneBuilder panes: () -> [Pane]) { self.panes = panes() }
      }
      struct RootTabs: View {
        @StateObject private var model: TabModel = Self.makeModel()
        static func makeModel() -> TabModel {
          #if os(iOS)
          TabModel {
            Pane.feed
            Pane.search
          }
          #else
          TabModel { Pane.settings }
          #endif
        }
        var body: some View {
          TabView {
            ForEach(model.panes, id: \\.id) { pane in
              pane.content.tabItem { Text(pane.id) }
            }
          }
        }
      }
      struct FeedView: View { var body: some View { Text("f") } }
      struct SearchView: View { var body: some View { Text("s") } }
      struct SettingsView: View { var body: some View { Text("t") } }
      """
    ])
    #expect(scan.app.tabs == ["FeedView", "SearchView"])
    #expect(scan.app.screen(named: "SettingsView") == nil)
  }

  /// A collection computed where `ForEach` is written (`store.visibleTabs()`): its elements are
  /// not listed, which a note says at the ForEach and the summary counts; the tabs are what
  /// one iteration shows.
  @Test func aCollectionTheScanCannotListIsANote() {
    let scan = SourceFixtures.scan([
      "Shop.swift": """
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { RootTabs() } }
      }
      struct RootTabs: View {
        let store: Store
        var body: some View {
          TabView {
            ForEach(store.visibleTabs()) { tab in
              TabRoot(tab: tab)
                .tabItem { Text(tab.title) }
            }
          }
        }
      }
      struct TabRoot: View {
        let tab: ShopTab
        var body: some View { NavigationStack { NavigationLink("item") { ItemView() } } }
      }
      struct ItemView: View { var body: some View { Text("i") } }
      """
    ])
    #expect(scan.app.tabs == ["TabRoot"])
    #expect(scan.tabCollectionsUnlisted == 1)
    #expect(
      scan.tabCollectionSummary == "1 tab collection not listed: ForEach tabs read as one iteration"
    )
    #expect(
      scan.diagnostics.map(\.description).contains(
        "Shop.swift:8:7: note: the tabs are made by ForEach over 'store.visibleTabs()', whose "
          + "elements the scan cannot list (it is computed where ForEach is written): read as one "
          + "tab showing what one iteration shows"),
      "\(scan.diagnostics)")
  }

  /// More elements than a scenario holds tabs (16): the first 16 are the tab bar, a note names
  /// each one left out, and the app file is accepted.
  @Test func moreElementsThanTabsGiveAnAppFileThatIsAccepted() throws {
    let cases = (1...18).map { "s\($0)" }
    let source =
      "@main struct WideApp: App { var body: some Scene { WindowGroup { RootTabs() } } }\n"
      + "enum Section: CaseIterable { case \(cases.joined(separator: ", ")) }\n"
      + "extension Section {\n  @ViewBuilder var screen: some View {\n    switch self {\n"
      + cases.map { "    case .\($0): Page\($0.dropFirst())()\n" }.joined()
      + "    }\n  }\n}\n"
      + "struct RootTabs: View {\n  var body: some View {\n    TabView {\n"
      + "      ForEach(Section.allCases, id: \\.self) { section in\n"
      + "        section.screen.tabItem { Text(\"tab\") }\n      }\n    }\n  }\n}\n"
      + (1...18).map { "struct Page\($0): View { var body: some View { Text(\"p\") } }\n" }.joined()
    let scan = SourceFixtures.scan(["Wide.swift": source])
    #expect(scan.app.tabs == (1...16).map { "Page\($0)" })
    #expect(
      scan.diagnostics.filter {
        $0.message.hasPrefix("more tabs than a scenario holds (16): the tab Page")
      }.count == 2)
    _ = try Scenario.parse(scan.app.text(), path: "wide.nav").configuration()
  }

  /// Many TabViews, each a `ForEach` over a model made in each of them: the declarations and
  /// the places a type is made are indexed once and each property listed once, so the reading
  /// stays linear in the sources (each view's tabs are the elements written where it makes its
  /// model).
  @Test func manyForEachTabViewsListTheirModelsOnce() {
    let count = 2_000
    var source =
      "@main struct ManyApp: App { var body: some Scene { WindowGroup { Tabs0() } } }\n"
      + "struct Pane {\n  let content: AnyView\n"
      + "  static var feed: Pane { Pane(content: AnyView(FeedView())) }\n"
      + "  static var search: Pane { Pane(content: AnyView(SearchView())) }\n}\n"
      + "final class TabModel { let panes: [Pane]; init(panes: [Pane]) { self.panes = panes } }\n"
      + "struct FeedView: View { var body: some View { Text(\"f\") } }\n"
      + "struct SearchView: View { var body: some View { Text(\"s\") } }\n"
    for n in 0..<count {
      source +=
        "struct Tabs\(n): View {\n  let model: TabModel = TabModel(panes: [.feed, .search])\n"
        + "  var body: some View {\n    TabView {\n      ForEach(model.panes) { pane in\n"
        + "        pane.content.tabItem { Text(\"t\") }\n      }\n    }\n  }\n}\n"
    }
    let scan = SourceFixtures.scan(["Many.swift": source])
    #expect(scan.app.tabs == ["FeedView", "SearchView"])
    #expect(scan.tabCollectionsUnlisted == 0)
    #expect(
      scan.diagnostics.filter { $0.message.hasPrefix("the tabs are made by ForEach over") }.count
        == count)
  }
}
