import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A one-bit option of an `OptionSet` is a value the scan compares by name: a list of options
/// passed to a view decides its `options.contains(.x)` branches (damus's event views hide their
/// action bar, and its sheets, with `.no_action_bar`).
@Suite struct SourceIndexOptionSetsTests {
  static func app(options: String, look: String = "[.wide, .noBar]") -> String {
    """
    @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
    struct Options: OptionSet {
      let rawValue: Int
      \(options)
    }
    struct Home: View {
      var body: some View {
        NavigationLink("feed") { Feed() }
        NavigationLink("look") { Look() }
      }
    }
    struct Feed: View { var body: some View { Shell(options: [.wide]) } }
    struct Look: View { var body: some View { Shell(options: \(look)) } }
    struct Shell: View {
      let options: Options
      var hasBar: Bool { !options.contains(.noBar) }
      var body: some View { VStack { Text("t"); if hasBar { Bar() } } }
    }
    struct Bar: View {
      @State private var sharing = false
      var body: some View {
        Button("share") { sharing = true }.sheet(isPresented: $sharing) { Text("s") }
      }
    }
    """
  }

  @Test(arguments: [
    "static let noBar = Options(rawValue: 1 << 0)\n static let wide = Options(rawValue: 1 << 3)",
    "static let noBar = Self(rawValue: 1)\n static let wide = Self(rawValue: 0x8)",
    "static let noBar = Options(rawValue: 1 << 0)\n static let wide = .init(rawValue: 2)",
  ])
  func aListOfOneBitOptionsDecidesContains(options: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(options: options)])
    #expect(scan.app.screen(named: "Look")?.items.map(\.text) == [], "\(options)")
    #expect(scan.app.screen(named: "Feed")?.items.map(\.text) == ["sheet"], "\(options)")
  }

  /// Options that share a bit, or are made of several, decide nothing: both screens keep the bar.
  @Test(arguments: [
    ("static let noBar = Options(rawValue: 1)\n static let wide = Options(rawValue: 1)", "[.wide]"),
    (
      "static let noBar = Options(rawValue: 1)\n static let wide = Options(rawValue: 2)\n"
        + " static let both: Options = [.noBar, .wide]",
      "[.both]"
    ),
    ("static let noBar = Options(rawValue: 3)\n static let wide = Options(rawValue: 4)", "[.wide]"),
  ])
  func optionsOfSeveralBitsDecideNothing(options: String, look: String) {
    let scan = SourceFixtures.scan(["A.swift": Self.app(options: options, look: look)])
    #expect(scan.app.screen(named: "Look")?.items.map(\.text) == ["sheet"], "\(options)")
  }
}
