/// A tab view that is not the app's root (docs/SCAN.md): a sheet showing a `TabView`, a tab
/// view pushed, a tab view inside a tab. A scenario holds tabs at the root only (SCENARIOS.md,
/// `tabs:`), so the tabs of such a tab view are read into the screen that shows it: their links
/// and presentations are that screen's, and it hosts a stack when one of them does. Each tab
/// is its own stack on the device, and the screen's one stack stands for whichever tab the user
/// is in: a push in a tab, a sheet from the pushed screen and a swipe back there are the same
/// steps. What the reading adds (a push from one tab's root made from another tab's) is a tap
/// on the other tab away on the device.
extension AppBuilder {
  /// The content of the screen `key` with the tabs of any tab view it holds read into it.
  mutating func screenContent(of key: Key) -> ScreenContent {
    var content = self.content(of: key)
    var merged: Set<SourceLocation> = []
    var rounds = 0
    // A tab may hold a tab view of its own: read in turn, each tab view once.
    while !content.tabs.isEmpty, rounds < Self.nestedTabRounds {
      rounds += 1
      let tabs = content.tabs
      let site = content.tabViewSite
      content.tabs = []
      content.tabViewSite = nil
      guard let site, merged.insert(site).inserted else { continue }
      for (destination, _, shared) in tabs {
        content.merge(tabContent(destination))
        if let shared { content.merge(recognizer.read(shared, recurse: true)) }
      }
      let screen = names[key].map { "'\($0)'" } ?? "the screen that shows it"
      noteOnce(
        ScanDiagnostic(
          .note, at: site,
          "a TabView that is not the app's root (in a sheet, or pushed): a scenario holds tabs at "
            + "the root only, so "
            + (tabs.count == 1
              ? "its tab is read as \(screen): its"
              : "its \(tabs.count) tabs are read as \(screen): their")
            + " links and presentations are on it, in one stack for whichever tab the user is in"))
    }
    content.tabs = []
    return content
  }

  /// How many tab views inside tab views are read into one screen.
  static var nestedTabRounds: Int { 4 }

  /// The content a tab shows: a view's, inline content's, or every choice's.
  private mutating func tabContent(_ destination: Destination) -> ScreenContent {
    switch destination {
    case .type(let name, _): return recognizer.content(ofType: name)
    case .inline(let region, _): return recognizer.read(region, recurse: true)
    case .oneOf(let choices, _, _):
      var content = ScreenContent()
      for choice in choices { content.merge(tabContent(choice)) }
      return content
    case .leaf, .unresolved: return ScreenContent()
    }
  }
}
