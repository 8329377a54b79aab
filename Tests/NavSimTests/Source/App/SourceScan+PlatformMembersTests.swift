import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Members only another platform's code uses (`SourceIndex+PlatformMembers`): a protocol whose
/// `body` picks `phoneView` or `televisionView` by `#if os(…)`, each view declaring both.
@Suite struct SourceScanPlatformMembersTests {
  static let sources = """
    @main struct Den: App { var body: some Scene { WindowGroup { Home() } } }
    protocol DualView: View {
      associatedtype Phone: View
      associatedtype Television: View
      var phoneView: Phone { get }
      var televisionView: Television { get }
    }
    extension DualView {
      #if os(tvOS)
      var body: some View { televisionView }
      #else
      var body: some View { phoneView }
      #endif
    }
    struct Both<P: View, T: View>: DualView {
      let phoneView: P
      let televisionView: T
      init(@ViewBuilder phoneView: () -> P, @ViewBuilder televisionView: () -> T) {
        self.phoneView = phoneView()
        self.televisionView = televisionView()
      }
    }
    struct Home: DualView {
      @State var asking = false; func setAsking() { asking = true }
      @State var warning = false; func setWarning() { warning = true }
      var phoneView: some View {
        NavigationStack { Text("home").alert("x", isPresented: $warning) {} }
      }
      var televisionView: some View {
        Text("home").sheet(isPresented: $asking) { Text("remote") }
      }
    }
    """

  /// The television member's sheet is not an iPhone site: one note names the member, and the
  /// phone member's alert is read.
  @Test func aMemberOnlyAnotherPlatformUsesIsLeftOut() throws {
    let scan = SourceFixtures.scan(["Den.swift": Self.sources])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(try #require(scan.app.screen(named: "Home")).items.map(\.text) == ["alert"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "Den.swift:6:7: note: televisionView is used only in another platform's #if branch: "
          + "its 2 declarations are left out as that branch is"), "\(notes)")
  }

  /// Used in the iPhone code too (here by a view that shows it), the member is read.
  @Test func aMemberTheIPhoneCodeUsesIsRead() {
    let shown = Self.sources.replacingOccurrences(
      of: "@main struct Den: App { var body: some Scene { WindowGroup { Home() } } }",
      with:
        "@main struct Den: App { var body: some Scene { WindowGroup { Home().televisionView } } }"
    )
    let scan = SourceFixtures.scan(["Den.swift": shown])
    #expect(scan.presentationSitesSeen == 2)
    #expect(!scan.diagnostics.contains { $0.message.contains("another platform's #if branch") })
  }
}
