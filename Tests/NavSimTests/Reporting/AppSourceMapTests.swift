import Testing

@testable import NavSimReporting
@testable import NavSimScenario

@Suite struct AppSourceMapTests {
  static let app = """
    # Derived by navfuzz scan from 2 Swift files (54 lines): Sources
    name: Mail
    tabs: Inbox, Profile
    # Sources/Inbox.swift:3:8
    screen: Inbox: link Message
    # Sources/Inbox.swift:28:8
    #   alert: Sources/Inbox.swift:33:7
    screen: Profile: alert
    # Sources/Inbox.swift:11:8
    #   sheet Reply: Sources/Inbox.swift:16:7
    #   alert: Sources/Inbox.swift:18:7
    #   alert: Sources/Inbox.swift:21:7
    screen: Message: sheet Reply, alert
    # Sources/Inbox.swift:22:8
    screen: Reply

    """

  @Test func readsTheScreensAndTheirPresentationsPlaces() {
    let map = AppSourceMap(text: Self.app)
    #expect(map.screens.map(\.name) == ["Inbox", "Profile", "Message", "Reply"])
    #expect(map.screens[2].items.map(\.item) == ["sheet Reply", "alert", "alert"])
    #expect(
      map.screens[2].items[0].place == .init(path: "Sources/Inbox.swift", line: 16, column: 7))
    #expect(map.screens[0].place?.line == 3)
  }

  /// The presentation a finding shows: the last presentation button tapped, on the screen
  /// the taps before it lead to; the same item on another screen is not taken for it.
  @Test func findsThePresentationTheTapsLeadTo() throws {
    let map = AppSourceMap(text: Self.app)
    let onMessage = try Scenario.parse(
      Self.app + "@0ms tap link Message\n@600ms tap alert\n", path: "a.nav")
    let shown = try #require(map.presentation(in: onMessage))
    #expect(shown.screen == "Message")
    #expect(shown.place.line == 18)
    let onProfile = try Scenario.parse(
      Self.app + "@0ms tap tab Profile\n@900ms tap alert\n", path: "b.nav")
    #expect(map.presentation(in: onProfile)?.screen == "Profile")
    let sheet = try Scenario.parse(
      Self.app + "@0ms tap link Message\n@600ms tap sheet Reply\n", path: "c.nav")
    #expect(map.presentation(in: sheet)?.place.line == 16)
    let none = try Scenario.parse(Self.app + "@0ms tap link Message\n", path: "d.nav")
    #expect(map.presentation(in: none) == nil)
    #expect(AppSourceMap(text: "screen: a: sheet\n").screens.isEmpty)
  }
}
