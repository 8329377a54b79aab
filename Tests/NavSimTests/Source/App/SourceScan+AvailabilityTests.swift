import NavSimSourceTestSupport
import Testing

@testable import NavSimScenario
@testable import NavSimSource

/// A scan read at one iOS version takes the branch of each availability check that runs there
/// (Meshtastic's iOS 18 `Tab` list over its iOS 17 `TabView`, its iOS 26-only assistant button),
/// and says so: a note per file, the members and views only the other branch uses, the states
/// only it sets.
@Suite struct SourceScanAvailabilityTests {
  static let sources = [
    "Garden.swift": """
    @main struct GardenApp: App {
      var body: some Scene { WindowGroup { RootTabs() } }
    }
    struct RootTabs: View {
      var body: some View {
        if #available(iOS 18, *) {
          TabView {
            Tab("Plots", systemImage: "leaf") { PlotsView() }
            Tab("Seeds", systemImage: "tray") { SeedsView() }
            Tab("Ideas", systemImage: "sparkles") { IdeasView() }
          }
        } else {
          TabView {
            PlotsView().tabItem { Text("Plots") }
            SeedsView().tabItem { Text("Seeds") }
          }
        }
      }
    }
    struct PlotsView: View {
      var body: some View { NavigationStack { NavigationLink("plot") { PlotView() } } }
    }
    struct PlotView: View {
      @State private var editing = false
      @State private var asking = false
      var body: some View {
        Form { Button("Edit") { editing = true } }
          .toolbar {
            if #available(iOS 26, *) { askButton }
          }
          .sheet(isPresented: $asking) {
            if #available(iOS 26, *) { AssistantView() }
          }
          .sheet(isPresented: $editing) { EditPlotView() }
      }
      var askButton: some View { Button("Ask") { asking = true } }
    }
    struct IdeasView: View {
      @State private var adding = false
      var body: some View { NavigationStack { Text("i").sheet(isPresented: $adding) { Text("a") } } }
    }
    struct AssistantView: View { var body: some View { Text("ai") } }
    struct EditPlotView: View { var body: some View { Text("e") } }
    struct SeedsView: View { var body: some View { Text("s") } }
    """
  ]

  /// On iOS 17.5 the iOS 17 tab bar and no assistant: the sheet bound to a state only the iOS
  /// 26 button sets is never shown, the button's member and the iOS 18-only view are noted. The
  /// file's note counts the checks that leave out views or navigation (the toolbar's leaves out
  /// a member, noted on its own).
  @Test func theOldestVersionReadsTheBranchesThatRunThere() throws {
    let scan = SourceFixtures.scan(Self.sources, iOS: OSVersion(major: 17, minor: 5))
    #expect(scan.app.tabs == ["PlotsView", "SeedsView"])
    #expect(scan.app.screen(named: "PlotView")?.items.map(\.text) == ["sheet EditPlotView"])
    #expect(scan.availabilityChecksChosen == 3)
    let notes = scan.diagnostics.map(\.description)
    for expected in [
      "Garden.swift:6:5: note: the 2 #available checks of this file (the first here) are read as "
        + "on iOS 17.5, the oldest iOS the warnings speak of: the views and navigation written "
        + "where they do not run there are not read",
      "Garden.swift:31:7: note: sheet bound to 'asking', which nothing sets (its name is written "
        + "only where it is declared and in this binding, and in code the iPhone build leaves out "
        + "or does not run on iOS 17.5): never shown, not judged",
      "Garden.swift:36:7: note: askButton is used only in code that does not run on iOS 17.5: its "
        + "1 declaration is left out as that code is",
      "Garden.swift:40:52: note: a view only code that does not run on iOS 17.5 makes (IdeasView): "
        + "1 presentation site written in it, not the app's navigation, left out of the counts",
    ] {
      #expect(notes.contains(expected), "\(expected)\n\(notes.joined(separator: "\n"))")
    }
    _ = try Scenario.parse(scan.app.text(), path: "garden.nav").configuration()
  }

  /// On iOS 26 the `Tab` list and the assistant's sheet: the tab bar's check chooses (the iOS
  /// 17 tab bar is not read; the two with no `else` leave nothing out), and nothing the newer
  /// branches use is noted left out.
  @Test func aNewerVersionReadsTheOtherBranches() {
    let scan = SourceFixtures.scan(Self.sources, iOS: OSVersion(major: 26))
    #expect(scan.app.tabs == ["PlotsView", "SeedsView", "IdeasView"])
    #expect(
      scan.app.screen(named: "PlotView")?.items.map(\.text)
        == ["sheet AssistantView", "sheet EditPlotView"])
    #expect(scan.availabilityChecksChosen == 1)
    #expect(
      !scan.diagnostics.contains {
        $0.message.contains("is used only in code") || $0.message.contains("a view only code")
          || $0.message.contains("'asking', which nothing sets")
      }, "\(scan.diagnostics)")
  }

  /// Read at no version, every branch is read: both tab bars' tabs, both sheets.
  @Test func noVersionReadsEveryBranch() {
    let scan = SourceFixtures.scan(Self.sources)
    #expect(Set(scan.app.tabs) == ["PlotsView", "SeedsView", "IdeasView"])
    #expect(scan.availabilityChecksChosen == 0)
    #expect(scan.app.screen(named: "PlotView")?.items.count == 2)
  }
}
