import NavSimCore

/// The `app-inputs:` header (docs/SCENARIOS.md): the app inputs an app's own code makes,
/// `push NAME, pop, pop-to-root, present NAME, dismiss, select NAME`, or `none`.
extension ScenarioParser {
  /// Parses an `app-inputs:` value: `none`, or app actions as `app …` lines write them,
  /// separated by commas; each name is checked once the whole file is read.
  mutating func parseAppInputs(_ value: Range<Int>) {
    var inputs: [ScenarioAppAction] = []
    let expected =
      "push NAME, pop, pop-to-root, present NAME, dismiss, select NAME, show-primary, "
      + "hide-primary or none"
    if text(value) == "none" {
      scenario.appInputs = []
      return
    }
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      let range = Lexer.trim(bytes, part)
      guard !range.isEmpty else {
        report(.missingArgument(after: ",", expected: "an app input"), at: part.lowerBound)
        continue
      }
      let words = text(range).split(separator: " ", omittingEmptySubsequences: true).map(
        String.init)
      guard let verb = words.first else { continue }
      let named = ["push", "present", "select"]
      if named.contains(verb) {
        guard words.count == 2 else {
          report(.missingArgument(after: verb, expected: "a screen name"), at: range.lowerBound)
          continue
        }
        let name = words[1]
        let reference = Reference(name: name, line: line, offset: range.lowerBound)
        if verb == "select" {
          tabReferences.append(reference)
        } else {
          references.append(reference)
        }
        inputs.append(
          verb == "push" ? .push(name) : verb == "present" ? .present(name) : .select(name))
        continue
      }
      guard words.count == 1, let simple = ScenarioAppAction.simple.first(where: { $0.0 == verb })
      else {
        report(
          .unknownValue(
            what: "app input (\(expected))", value: text(range),
            suggestion: suggestion(for: verb, among: named + ScenarioAppAction.simple.map(\.0))),
          at: range.lowerBound)
        continue
      }
      if !inputs.contains(simple.1) { inputs.append(simple.1) }
    }
    scenario.appInputs = inputs
  }
}

extension Scenario {
  /// The app actions of ``appInputs`` in `configuration`'s screens (a name it does not have is
  /// left out; the parser has checked them); `nil` when the file does not restrict them.
  public func appActions(in configuration: Configuration) -> [AppAction]? {
    guard let appInputs else { return nil }
    let app = configuration.app
    return appInputs.compactMap { action -> AppAction? in
      switch action {
      case .push(let name): app.screenID(named: name).map { .push($0) }
      case .present(let name): app.screenID(named: name).map { .present($0) }
      case .select(let name):
        app.screenID(named: name).flatMap { app.tabIndex(of: $0) }.map { .select(UInt8($0)) }
      case .pop: .pop
      case .popToRoot: .popToRoot
      case .dismissSheet: .dismissSheet
      case .showPrimary: .showPrimary
      case .hidePrimary: .hidePrimary
      }
    }
  }
}
