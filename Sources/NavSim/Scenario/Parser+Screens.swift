import NavSimCore

/// The app's shape: `screen:` lines with their items, and `tabs:` (docs/SCENARIOS.md).
extension ScenarioParser {
  /// The screen items, for suggestions.
  static let screenItems =
    ["link"] + PresentationKind.keywords + ["zoom", "no-mitigation", "button"]
  /// The words after `button`.
  static let buttonActions = ButtonAction.allCases.map(\.rawValue)
  /// The words a `sheet X` or `cover X` item may carry after its screen.
  static let presentationOptions = ScreenPresentationOption.allCases.map(\.rawValue)
  /// What may follow a `,` of a `screen:` line, for the error that finds nothing there.
  static let screenItemForms =
    "'link NAME', "
    + PresentationKind.allCases.map { kind in
      let form =
        kind == PresentationItem.textSheet.kind ? " [NAME]" : kind.hasContent ? " NAME" : ""
      return "'\(kind.keyword)\(form)'"
    }.joined(separator: ", ") + ", 'zoom' or 'button toggle|set'"

  mutating func parseScreen(_ value: Range<Int>) {
    let colon = value.first { bytes[$0] == UInt8(ascii: ":") }
    let nameRange = Lexer.trim(bytes, value.lowerBound..<(colon ?? value.upperBound))
    guard !nameRange.isEmpty else {
      report(.missingArgument(after: "screen:", expected: "a screen name"), at: value.lowerBound)
      return
    }
    guard let name = singleWord(nameRange) else { return }
    guard ScreenDeclaration.isValidName(name) else {
      report(.invalidName(name), at: nameRange.lowerBound)
      return
    }
    if let first = screenLines[name] {
      report(.duplicate(what: "screen", name: name, firstLine: first), at: nameRange.lowerBound)
      return
    }
    guard scenario.screens.count < App.maximumScreens else {
      report(.tooMany(what: "screens", limit: App.maximumScreens), at: nameRange.lowerBound)
      return
    }
    screenLines[name] = line.number
    var declaration = ScreenDeclaration(name)
    let items = Lexer.trim(bytes, (colon.map { $0 + 1 } ?? value.upperBound)..<value.upperBound)
    if !items.isEmpty {
      for part in Lexer.split(bytes, items, at: UInt8(ascii: ",")) {
        parseScreenItem(part, into: &declaration)
      }
    }
    scenario.screens.append(declaration)
  }

  mutating func parseScreenItem(
    _ part: Range<Int>, into declaration: inout ScreenDeclaration
  ) {
    let tokens = Lexer.tokens(bytes, part)
    guard let first = tokens.first else {
      report(.missingArgument(after: ",", expected: Self.screenItemForms), at: part.lowerBound)
      return
    }
    if let kind = PresentationKind(keyword: text(first)) {
      parsePresentationItem(kind, tokens, into: &declaration)
      return
    }
    switch text(first) {
    case "link":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "link", expected: "a screen name"), at: first.end + 1)
        return
      }
      guard expectEnd(tokens, after: 2) else { return }
      let name = text(tokens[1])
      references.append(Reference(name: name, line: line, offset: tokens[1].start))
      declaration.links.append(name)
    case "zoom":
      guard expectEnd(tokens, after: 1) else { return }
      if declaration.zoom {
        report(.duplicate(what: "item", name: "zoom", firstLine: nil), at: first.start)
      }
      declaration.zoom = true
    case "no-mitigation":
      guard expectEnd(tokens, after: 1) else { return }
      declaration.unmitigated = true
    case "button":
      guard tokens.count > 1 else {
        report(.missingArgument(after: "button", expected: "'toggle' or 'set'"), at: first.end + 1)
        return
      }
      let word = text(tokens[1])
      guard let action = ButtonAction(rawValue: word) else {
        report(
          .unknownValue(
            what: "button action", value: word,
            suggestion: suggestion(for: word, among: Self.buttonActions)),
          at: tokens[1].start)
        return
      }
      guard expectEnd(tokens, after: 2) else { return }
      if declaration.buttonAction != nil {
        report(.duplicate(what: "item", name: "button", firstLine: nil), at: first.start)
      }
      declaration.buttonAction = action
    case let word:
      report(
        .unknownValue(
          what: "screen item", value: word,
          suggestion: suggestion(for: word, among: Self.screenItems)),
        at: first.start)
    }
  }

  /// A presentation item: `sheet` alone (the seed's text sheet), `sheet X …` and `cover X …`
  /// (the kinds that show a screen name it, and take options), `alert`, `dialog`.
  mutating func parsePresentationItem(
    _ kind: PresentationKind, _ tokens: [Token], into declaration: inout ScreenDeclaration
  ) {
    let first = tokens[0]
    if tokens.count == 1 && kind == PresentationItem.textSheet.kind {
      if declaration.hasSheet {
        report(.duplicate(what: "item", name: kind.keyword, firstLine: nil), at: first.start)
      }
      declaration.hasSheet = true
      return
    }
    guard kind.hasContent else {
      guard expectEnd(tokens, after: 1) else { return }
      add(PresentationDeclaration(kind), to: &declaration, at: first.start)
      return
    }
    guard tokens.count > 1 else {
      report(.missingArgument(after: kind.keyword, expected: "a screen name"), at: first.end + 1)
      return
    }
    let name = text(tokens[1])
    references.append(Reference(name: name, line: line, offset: tokens[1].start))
    var item = PresentationDeclaration(kind, content: name)
    guard parsePresentationOptions(tokens, from: 2, into: &item) else { return }
    add(item, to: &declaration, at: first.start)
  }

  /// Adds a presentation item, refusing a second one the same `tap` would name and more than a
  /// screen may have.
  mutating func add(
    _ item: PresentationDeclaration, to declaration: inout ScreenDeclaration, at offset: Int
  ) {
    let count = declaration.presentations.count + (declaration.hasSheet ? 1 : 0)
    guard count < Screen.maximumPresentations else {
      report(
        .tooMany(what: "presentations on one screen", limit: Screen.maximumPresentations),
        at: offset)
      return
    }
    if declaration.presentations.contains(where: {
      $0.kind == item.kind && $0.content == item.content
    }) {
      let name = item.kind.keyword + (item.content.map { " \($0)" } ?? "")
      report(.duplicate(what: "item", name: name, firstLine: nil), at: offset)
      return
    }
    declaration.presentations.append(item)
  }

  /// The words after `sheet X` / `cover X`: `stack`, `item`, `detents medium[+large]`,
  /// `undimmed`, `no-pull` (sheets only for the last three).
  mutating func parsePresentationOptions(
    _ tokens: [Token], from start: Int, into item: inout PresentationDeclaration
  ) -> Bool {
    var i = start
    var seen: [String] = []
    while i < tokens.count {
      let word = text(tokens[i])
      guard Self.presentationOptions.contains(word) else {
        report(
          .unexpectedText(word, suggestion: suggestion(for: word, among: Self.presentationOptions)),
          at: tokens[i].start)
        return false
      }
      if seen.contains(word) {
        report(.duplicate(what: "option", name: word, firstLine: nil), at: tokens[i].start)
        return false
      }
      seen.append(word)
      guard let option = ScreenPresentationOption(rawValue: word) else { return false }
      if option.pullableOnly && !item.kind.isPullable {
        report(.unexpectedText(word, suggestion: nil), at: tokens[i].start)
        return false
      }
      switch option {
      case .stack: item.ownStack = true
      case .item: item.isItem = true
      case .undimmed: item.undimmed = true
      case .noPull: item.noPull = true
      case .detents:
        guard i + 1 < tokens.count else {
          report(
            .missingArgument(after: "detents", expected: "'medium' or 'medium+large'"),
            at: tokens[i].end + 1)
          return false
        }
        i += 1
        switch text(tokens[i]) {
        case "medium":
          item.medium = true
          item.large = false
        case "medium+large", "large+medium":
          item.medium = true
          item.large = true
        case "large": break
        case let other:
          report(
            .unknownValue(
              what: "detents", value: other,
              suggestion: suggestion(for: other, among: ["medium", "medium+large", "large"])),
            at: tokens[i].start)
          return false
        }
      }
      i += 1
    }
    if item.undimmed && !item.medium {
      let undimmed = ScreenPresentationOption.undimmed.rawValue
      report(
        .unexpectedText(undimmed, suggestion: nil),
        at: tokens[start + (seen.firstIndex(of: undimmed) ?? 0)].start)
      return false
    }
    return true
  }

  /// `tabs: A, B, C`: the root is a tab view whose tabs are stacks rooted at these screens.
  mutating func parseTabs(_ value: Range<Int>) {
    tabLine = line
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      let range = Lexer.trim(bytes, part)
      guard !range.isEmpty else {
        report(.missingArgument(after: ",", expected: "a screen name"), at: part.lowerBound)
        continue
      }
      guard let name = singleWord(range) else { continue }
      if scenario.tabs.contains(name) {
        report(.duplicate(what: "tab", name: name, firstLine: line.number), at: range.lowerBound)
        continue
      }
      guard scenario.tabs.count < App.maximumTabs else {
        report(.tooMany(what: "tabs", limit: App.maximumTabs), at: range.lowerBound)
        return
      }
      references.append(Reference(name: name, line: line, offset: range.lowerBound))
      scenario.tabs.append(name)
    }
  }

  /// Every `tap tab X` and `app select X` names a tab of `tabs:`.
  mutating func resolveTabs() {
    let names = scenario.screenNames
    for reference in tabReferences
    where names.contains(reference.name) && !scenario.tabs.contains(reference.name) {
      report(
        .notATab(reference.name, tabs: scenario.tabs), at: reference.offset, on: reference.line)
    }
  }
}
