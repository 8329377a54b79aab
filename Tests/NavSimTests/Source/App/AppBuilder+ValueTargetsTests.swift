import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Pushes by value: a value of a type of the sources that no `navigationDestination(for:)`
/// takes pushes nothing (Meshtastic's sidebar rows, `NavigationLink(value:
/// MessagesNavigationState.channels())` in a split view's `List(selection:)`, were linked to
/// every destination of the app); a value whose type is not written still is.
@Suite struct AppBuilderValueTargetsTests {
  static func app(_ value: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    enum Section: Hashable { case channels(id: Int? = nil), people }
    struct Home: View {
      @State private var section: Section?
      let number = 3
      var body: some View {
        NavigationStack {
          List(selection: $section) { NavigationLink("row", value: \(value)) }
            .navigationDestination(for: Int.self) { n in Detail() }
        }
      }
    }
    struct Detail: View { var body: some View { Text("d") } }
    """
  }

  @Test func aValueNoDestinationTakesPushesNothing() {
    let scan = SourceFixtures.scan(["App.swift": Self.app("Section.channels()")])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == [])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix(
          "a push by value of Section, which no navigationDestination(for:) of the sources takes")
      }, "\(scan.diagnostics.map(\.description))")
  }

  @Test func aValueWhoseTypeIsNotWrittenReachesEveryDestination() {
    let scan = SourceFixtures.scan(["App.swift": Self.app("number")])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["link Detail"])
    #expect(
      scan.diagnostics.contains { $0.message.hasPrefix("the value's type is not written here") })
  }

  /// A value written as a name the function it is in declares with a type
  /// (`func row(item: Channel)`): the destination for that type only, or nothing when none
  /// takes it.
  static func rows(_ parameter: String) -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
    struct Channel: Hashable { var id: Int }
    struct Person: Hashable { var id: Int }
    struct Home: View {
      let channels = [Channel(id: 1)]
      var body: some View {
        NavigationStack {
          List { ForEach(channels, id: \\.id) { channel in row(item: channel) } }
            .navigationDestination(for: Int.self) { n in NumberView() }
            .navigationDestination(for: \(parameter).self) { c in ChannelView() }
        }
      }
      private func row(item: \(parameter)) -> some View {
        NavigationLink(value: item) { Text("row") }
      }
    }
    struct NumberView: View { var body: some View { Text("n") } }
    struct ChannelView: View { var body: some View { Text("c") } }
    """
  }

  @Test func aParametersTypeChoosesTheDestination() {
    let scan = SourceFixtures.scan(["App.swift": Self.rows("Channel")])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["link ChannelView"])
    #expect(!scan.diagnostics.contains { $0.message.hasPrefix("the value's type is not written") })
  }

  @Test func aParameterOfATypeNoDestinationTakesPushesNothing() {
    let source = Self.rows("Channel").replacingOccurrences(
      of: "for: Channel.self", with: "for: Person.self")
    let scan = SourceFixtures.scan(["App.swift": source])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == [])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix(
          "a push by value of Channel, which no navigationDestination(for:) of the sources takes")
      }, "\(scan.diagnostics.map(\.description))")
  }

  /// A row closure's parameter over a property whose type is not written (`let channels =
  /// [Channel(id: 1)]`) has no type the scan reads: every destination.
  @Test func aClosuresParameterHasNoTypeWritten() {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Channel: Hashable { var id: Int }
      struct Home: View {
        let channels = [Channel(id: 1)]
        var body: some View {
          NavigationStack {
            List(channels, id: \\.id) { channel in NavigationLink("row", value: channel) }
              .navigationDestination(for: Int.self) { n in NumberView() }
          }
        }
        func row(channel: Channel) -> some View { Text("unused") }
      }
      struct NumberView: View { var body: some View { Text("n") } }
      """
    let scan = SourceFixtures.scan(["App.swift": source])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["link NumberView"])
  }

  /// SwiftUI matches a value to a destination by its type: a case of another type's `switch`
  /// of the same name is not chosen (Meshtastic's `MessagesNavigationState.channels()` was
  /// linked to its settings' `case .channels`), nor is a property's value of a type no
  /// destination takes (`let user: Person`) linked by its name to a `case .user`.
  @Test func anotherTypesCaseOfTheSameNameIsNotChosen() {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      enum Section: Hashable { case channels, people }
      enum Page: Hashable { case channels, user }
      struct Person: Hashable { var id: Int }
      struct Home: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("c", value: Section.channels)
              Row(user: Person(id: 1))
            }
            .navigationDestination(for: Page.self) { page in
              switch page {
              case .channels: ChannelsView()
              case .user: UserView()
              }
            }
          }
        }
      }
      struct Row: View {
        let user: Person
        var body: some View { NavigationLink("u", value: user) }
      }
      struct ChannelsView: View { var body: some View { Text("c") } }
      struct UserView: View { var body: some View { Text("u") } }
      """
    let scan = SourceFixtures.scan(["App.swift": source])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == [])
    let notes = scan.diagnostics.map(\.message)
    #expect(notes.contains { $0.hasPrefix("a push by value of Section, which no") }, "\(notes)")
    #expect(notes.contains { $0.hasPrefix("a push by value of Person, which no") }, "\(notes)")
  }

  /// A row closure's parameter over a property of the view (`List(entries) { entry in … }` with
  /// `var entries: [Entry]`, `ForEach` over `Array<Entry>`) is an `Entry`, and `entry.id` has
  /// the type `Entry` declares for `id` (Meshtastic's node list rows push `entry.id`, an
  /// `Int64`, which its settings' destination does not take).
  @Test(arguments: ["List(entries, selection: $picked)", "ForEach(others)"])
  func aRowsParameterIsAnElementOfTheCollection(_ rows: String) {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Entry: Identifiable { let id: Int64 }
      enum Page: Hashable { case about }
      struct Home: View {
        @State private var entries: [Entry] = []
        var others: Array<Entry> = []
        @State private var picked: Int64?
        var body: some View {
          NavigationStack {
            \(rows) { entry in NavigationLink("row", value: entry.id) }
              .navigationDestination(for: Int64.self) { n in NodeView() }
              .navigationDestination(for: Page.self) { p in AboutView() }
          }
        }
      }
      struct NodeView: View { var body: some View { Text("n") } }
      struct AboutView: View { var body: some View { Text("a") } }
      """
    let scan = SourceFixtures.scan(["App.swift": source])
    #expect(scan.app.screen(named: "Home")?.items.map(\.text) == ["link NodeView"], "\(rows)")
  }
}
