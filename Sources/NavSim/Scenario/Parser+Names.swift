import NavSimCore

/// Screen and tab names used before every screen is known, checked once the file is read.
extension ScenarioParser {
  /// A screen name used before the screens are all known; checked at the end.
  struct Reference {
    var name: String
    var line: SourceLine
    var offset: Int
  }

  /// Checks the screen and tab names used against those declared, and the start against the
  /// root; a start of the root alone is the default.
  mutating func resolveNames() {
    let names = scenario.screenNames
    for reference in references where !names.contains(reference.name) {
      report(
        .unknownScreen(
          reference.name, suggestion: suggestion(for: reference.name, among: names), known: names),
        at: reference.offset, on: reference.line)
    }
    resolveTabs()
    guard let root = scenario.tabs.first ?? names.first, let first = startReference else { return }
    if first.name != root, names.contains(first.name) {
      report(.startNotAtRoot(first.name, root: root), at: first.offset, on: first.line)
    }
    if scenario.start == [root] { scenario.start = [] }
  }
}
