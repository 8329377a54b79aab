import NavSimCore

/// The `app-inputs:` and `deep-links:` headers (docs/SCENARIOS.md): the app inputs an app's
/// own code makes, `push NAME, pop, pop-to-root, present NAME, dismiss, select NAME`, or
/// `none`; and those only a person's deep link makes.
extension ScenarioParser {
  /// Parses an `app-inputs:` value: `none`, or app actions as `app …` lines write them,
  /// separated by commas; each name is checked once the whole file is read.
  mutating func parseAppInputs(_ value: Range<Int>) {
    scenario.appInputs = text(value) == "none" ? [] : appActions(value)
  }

  /// Parses a `deep-links:` value: app actions as `app-inputs:` writes them, or `none`.
  mutating func parseDeepLinks(_ value: Range<Int>) {
    scenario.deepLinks = text(value) == "none" ? [] : appActions(value)
  }

  /// App actions as `app …` lines write them, separated by commas, each reported where it is
  /// not one.
  private mutating func appActions(_ value: Range<Int>) -> [ScenarioAppAction] {
    var inputs: [ScenarioAppAction] = []
    let expected =
      "push NAME, pop, pop-to-root (each optionally in TAB), present NAME, dismiss, select NAME, show-primary, "
      + "hide-primary or none"

    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      let range = Lexer.trim(bytes, part)
      guard !range.isEmpty else {
        report(.missingArgument(after: ",", expected: "an app input"), at: part.lowerBound)
        continue
      }
      var words = text(range).split(separator: " ", omittingEmptySubsequences: true).map(
        String.init)
      // `push NAME in TAB`, `pop in TAB`: the change made to that tab's stack.
      var tab: String? = nil
      if words.count >= 2, words[words.count - 2] == "in" {
        tab = words[words.count - 1]
        words.removeLast(2)
      }
      func add(_ action: ScenarioAppAction) {
        var input = action
        if let tab {
          guard ScenarioAppAction.changesTabs(action) else {
            report(.unexpectedText("in", suggestion: nil), at: range.lowerBound)
            return
          }
          let reference = Reference(name: tab, line: line, offset: range.lowerBound)
          references.append(reference)
          tabReferences.append(reference)
          input = .inTab(action, tab)
        }
        if !inputs.contains(input) { inputs.append(input) }
      }
      guard let verb = words.first else { continue }
      let named = ["push", "present", "select"]
      if named.contains(verb) {
        guard words.count == 2 else {
          report(.missingArgument(after: verb, expected: "a screen name"), at: range.lowerBound)
          continue
        }
        let name = words[1]
        // A screen of the app (checked with the others), and for `select` a tab's root too.
        let reference = Reference(name: name, line: line, offset: range.lowerBound)
        references.append(reference)
        if verb == "select" { tabReferences.append(reference) }
        add(verb == "push" ? .push(name) : verb == "present" ? .present(name) : .select(name))
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
      add(simple.1)
    }
    return inputs
  }
}

extension Scenario {
  /// The app actions of ``appInputs`` and then ``deepLinks`` in `configuration`'s screens (a
  /// name it does not have is left out; the parser has checked them); `nil` when the file does
  /// not restrict them.
  public func appActions(in configuration: Configuration) -> [AppAction]? {
    guard let appInputs else { return nil }
    var actions = Self.resolve(appInputs, in: configuration.app)
    for link in Self.resolve(deepLinks, in: configuration.app) where !actions.contains(link) {
      actions.append(link)
    }
    return actions
  }

  /// `actions` with their screens named by id in `app` (a name it does not have is left out).
  static func resolve(_ actions: [ScenarioAppAction], in app: App) -> [AppAction] {
    actions.compactMap { $0.resolved(in: app) }
  }
}
