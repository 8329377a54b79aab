import NavSimCore

/// An event's action: its keyword and arguments (`tap link NAME`, `app push NAME`, a gesture).
extension ScenarioParser {
  /// The action starting at `tokens[index]`; `index` ends past the action's last token.
  mutating func parseAction(_ tokens: [Token], _ index: inout Int) -> ScenarioAction? {
    let keyword = tokens[index]
    let word = text(keyword)
    index += 1
    if let kind = GestureKind(keyword: word) {
      return parseGesture(tokens, &index, after: keyword).map { ScenarioAction(kind, $0) }
    }
    switch word {
    case "tap": return parseTap(tokens, &index, after: keyword).map { .tap($0) }
    case "rotate": return .rotate
    case "app": return parseAppAction(tokens, &index, after: keyword).map { .app($0) }
    default:
      report(
        .unknownAction(word, suggestion: suggestion(for: word, among: ScenarioAction.keywords)),
        at: keyword.start)
      return nil
    }
  }

  /// The target of `tap` (`keyword`): `link NAME`, a presentation (`sheet NAME`), `tab NAME`
  /// or one of the targets without a name (``ScenarioTap/simple``).
  mutating func parseTap(
    _ tokens: [Token], _ index: inout Int, after keyword: Token
  ) -> ScenarioTap? {
    let presentations = PresentationKind.allCases.map {
      $0.keyword + ($0.hasContent ? " NAME" : "")
    }
    let expected =
      "a target: link NAME, back, custom-back, show-sheet, close-sheet, "
      + presentations.joined(separator: ", ") + ", ok, cancel, tab NAME, sidebar-toggle"
    guard let target = nextWord(tokens, &index, after: keyword, expected: expected) else {
      return nil
    }
    if target.text == "link" {
      guard let name = screenName(tokens, &index, after: target.token) else { return nil }
      return .link(name)
    }
    if target.text == "tab" {
      guard let name = screenName(tokens, &index, after: target.token) else { return nil }
      tabReferences.append(Reference(name: name, line: line, offset: tokens[index - 1].start))
      return .tab(name)
    }
    if let kind = PresentationKind(keyword: target.text) {
      // `tap sheet X` names a presentation; a bare `tap sheet` is not `show-sheet`.
      guard kind.hasContent else { return .present(kind, nil) }
      guard let name = screenName(tokens, &index, after: target.token) else { return nil }
      return .present(kind, name)
    }
    if let tap = ScenarioTap.simple.first(where: { $0.0 == target.text })?.1 {
      return tap
    }
    let names = ["link", "tab"] + PresentationKind.keywords + ScenarioTap.simple.map(\.0)
    report(
      .unknownValue(
        what: "tap target", value: target.text,
        suggestion: suggestion(for: target.text, among: names)),
      at: target.token.start)
    return nil
  }

  /// The action of `app` (`keyword`): `push NAME`, `present NAME`, `select NAME` or one of the
  /// actions without a name (``ScenarioAppAction/simple``); a push or a pop may name the tab
  /// whose stack it changes (`push NAME in TAB`, `pop in TAB`).
  mutating func parseAppAction(
    _ tokens: [Token], _ index: inout Int, after keyword: Token
  ) -> ScenarioAppAction? {
    guard let action = parsePlainAppAction(tokens, &index, after: keyword) else { return nil }
    guard index < tokens.count, text(tokens[index]) == "in" else { return action }
    guard ScenarioAppAction.changesTabs(action) else {
      report(.unexpectedText("in", suggestion: nil), at: tokens[index].start)
      return nil
    }
    let word = tokens[index]
    index += 1
    guard let tab = nextWord(tokens, &index, after: word, expected: "a tab's root screen") else {
      return nil
    }
    let reference = Reference(name: tab.text, line: line, offset: tab.token.start)
    references.append(reference)
    tabReferences.append(reference)
    return .inTab(action, tab.text)
  }

  /// The action of `app` without its tab.
  private mutating func parsePlainAppAction(
    _ tokens: [Token], _ index: inout Int, after keyword: Token
  ) -> ScenarioAppAction? {
    let expected =
      "push NAME, pop, pop-to-root (each optionally in TAB), present NAME, dismiss, select NAME, show-primary or "
      + "hide-primary"
    guard let action = nextWord(tokens, &index, after: keyword, expected: expected) else {
      return nil
    }
    if action.text == "push" {
      guard let name = screenName(tokens, &index, after: action.token) else { return nil }
      return .push(name)
    }
    if action.text == "present" {
      guard let name = screenName(tokens, &index, after: action.token) else { return nil }
      return .present(name)
    }
    if action.text == "select" {
      guard let name = screenName(tokens, &index, after: action.token) else { return nil }
      tabReferences.append(Reference(name: name, line: line, offset: tokens[index - 1].start))
      return .select(name)
    }
    if let app = ScenarioAppAction.simple.first(where: { $0.0 == action.text })?.1 {
      return app
    }
    let names = ["push", "present", "select"] + ScenarioAppAction.simple.map(\.0)
    report(
      .unknownValue(
        what: "app action", value: action.text,
        suggestion: suggestion(for: action.text, among: names)),
      at: action.token.start)
    return nil
  }

  /// A screen name argument, checked against the screens at the end.
  mutating func screenName(
    _ tokens: [Token], _ index: inout Int, after previous: Token
  ) -> String? {
    guard let name = nextWord(tokens, &index, after: previous, expected: "a screen name") else {
      return nil
    }
    references.append(Reference(name: name.text, line: line, offset: name.token.start))
    return name.text
  }
}
