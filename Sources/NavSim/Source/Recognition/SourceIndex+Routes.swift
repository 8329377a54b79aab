import NavSimCore

/// Routes of a coordinator or a router of the app's own: a value passed to a navigation method
/// (`router.route(to: .settings)`, `navigation.openSheet(.profile(p))`, `coordinator.present(
/// .compose)`) names what it shows through the sources' own registry (docs/SCAN.md):
///
/// - a static member of that name that makes a view of the sources (`static var settings:
///   NavigationRoute { NavigationRoute(id: "settings", style: .sheet) { SettingsView() } }`);
/// - a `case .name` of a `switch self` in a member of a type that makes views (`extension Page {
///   @ViewBuilder var view: some View { switch self { case .settings: SettingsView() … } } }`).
extension SourceIndex {
  /// How a route shows its view.
  enum RouteStyle: Sendable {
    case push, sheet, cover

    /// The presentation it makes (`nil`: a push).
    var presentation: PresentationKind? {
      switch self {
      case .push: nil
      case .sheet: .sheet
      case .cover: .cover
      }
    }
  }

  /// A registry entry: the member that makes the route's view, and how the member says it is
  /// shown (`nil`: the member does not say; the method called decides).
  struct Route: Sendable {
    var member: Member
    /// The case label under `switch self` (nil for a static member, whose body is the route).
    var caseName: String?
    var style: RouteStyle?
    /// The code tokens of the case in the member's `switch self`, from its `case` up to the
    /// next case: what the route shows.
    var caseBody: Range<Int>? = nil
  }

  /// The words of a navigation method's name (lower case) that make a call of it a route.
  static let routeVerbs = ["route", "navigat", "push", "present", "show", "open", "goto", "sheet"]

  /// Whether a method called `name` is a navigation method (``routeVerbs``), SwiftUI's own
  /// modifiers aside.
  static func isRouteVerb(_ name: String) -> Bool {
    // Asked of every call in every member: compared byte by byte, ASCII letters folded (the
    // verbs are ASCII), with no string made.
    var name = name
    return name.withUTF8 { bytes in
      for start in bytes.indices {
        verbs: for verb in routeVerbBytes where start + verb.count <= bytes.count {
          for (offset, letter) in verb.enumerated() {
            var byte = bytes[start + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != letter { continue verbs }
          }
          return true
        }
      }
      return false
    }
  }

  /// ``routeVerbs`` as bytes.
  private static let routeVerbBytes = routeVerbs.map { Array($0.utf8) }

  /// How a method called `name` shows a route whose member does not say: `openSheet`,
  /// `present` a sheet, `presentFullScreen`, `cover` a cover, anything else a push.
  static func style(ofMethod name: String) -> RouteStyle {
    let lower = name.lowercased()
    if lower.contains("fullscreen") || lower.contains("cover") { return .cover }
    if lower.contains("sheet") || lower.contains("present") || lower.contains("modal") {
      return .sheet
    }
    return .push
  }

  /// The routes by name: static members that make a view of the sources, and the cases of a
  /// `switch self` in a member that makes views; the first of each name in file and source
  /// order. Beside them, the cases by their type (`SettingsPage.general`), the first of each,
  /// for a value held by another route's case (`.settings(.general)`).
  static func routes(files: [SourceFile], members: [String: [Member]], viewTypes: Set<String>)
    -> (byName: [String: Route], byCase: [String: Route])
  {
    var found: [String: Route] = [:]
    var byCase: [String: Route] = [:]
    var all: [Member] = []
    for name in members.keys.sorted() where name != "body" {
      for member in members[name] ?? []
      where member.owner != "View" && !viewTypes.contains(member.owner) {
        all.append(member)
      }
    }
    all.sort { ($0.file, $0.open) < ($1.file, $1.open) }
    for member in all {
      let file = files[member.file]
      guard makesView(member, file: file, viewTypes: viewTypes) else { continue }
      if isStaticMember(member, file: file), found[member.name] == nil {
        found[member.name] = Route(
          member: member, caseName: nil, style: styleWords(member, file: file))
      }
      var k = member.open + 1
      var switchesOnSelf = false
      while k < member.close {
        if file.isWord(k, "switch"), file.isWord(k + 1, "self") { switchesOnSelf = true }
        // `case .settings:`, `case let .item(id):`.
        let dot = file.isWord(k + 1, "let") || file.isWord(k + 1, "var") ? k + 2 : k + 1
        if switchesOnSelf, file.isWord(k, "case"), file.isPunctuation(dot, ASCII.dot),
          file.code.indices.contains(dot + 1), file.code[dot + 1].kind == .identifier
        {
          let name = file.text(dot + 1)
          let qualified = member.owner + "." + name
          if found[name] == nil || byCase[qualified] == nil {
            let route = Route(
              member: member, caseName: name, style: nil,
              caseBody: caseBody(after: k, in: file, end: member.close))
            if found[name] == nil { found[name] = route }
            if byCase[qualified] == nil { byCase[qualified] = route }
          }
        }
        k += 1
      }
    }
    // The cases of a `switch` in the content of a `.sheet(item: $router.sheet)` or a
    // `.fullScreenCover(item:)`: `router.sheet = .settings`, `router.present(.settings)` on
    // any screen presents the case's view.
    for item in presentedItems(files: files) {
      let file = files[item.file]
      var k = item.open + 1
      while k < item.close {
        if file.isWord(k, "case"), file.isPunctuation(k + 1, ASCII.dot),
          file.code.indices.contains(k + 2), file.code[k + 2].kind == .identifier
        {
          let name = file.text(k + 2)
          if found[name] == nil {
            let member = Member(
              name: item.property, owner: "", file: item.file, open: item.open, close: item.close,
              nameToken: item.nameToken, returnsView: true)
            found[name] = Route(
              member: member, caseName: name, style: item.kind == .cover ? .cover : .sheet)
          }
        }
        k += 1
      }
    }
    return (found, byCase)
  }

  /// A presentation by item whose content chooses by the item (`.sheet(item: $router.sheet) {
  /// sheet in switch sheet { … } }`): the property bound, the content's braces, the kind.
  struct PresentedItem: Sendable {
    var property: String
    var file: Int
    var open: Int
    var close: Int
    var nameToken: Int
    var kind: PresentationKind
  }

  /// Every `.sheet(item: $….property) { … }` and `.fullScreenCover(item:)` whose content has a
  /// `switch`, in file and source order.
  static func presentedItems(files: [SourceFile]) -> [PresentedItem] {
    var found: [PresentedItem] = []
    for site in presentationsByItem(files: files) {
      let file = files[site.file]
      let (k, close) = (site.dot, site.close)
      // The property: the last name of the first argument (`$router.presentedSheet`).
      var end = k + 5
      while end < close, !file.isPunctuation(end, UInt8(ascii: ",")) { end += 1 }
      guard end - 1 > k + 4, file.code[end - 1].kind == .identifier,
        file.isPunctuation(close + 1, ASCII.openBrace),
        let closeBrace = file.partner(of: close + 1)
      else { continue }
      var chooses = false
      var t = close + 2
      while t < closeBrace, !chooses {
        chooses = file.isWord(t, "switch")
        t += 1
      }
      guard chooses else { continue }
      found.append(
        PresentedItem(
          property: file.text(end - 1), file: site.file, open: close + 1, close: closeBrace,
          nameToken: end - 1, kind: site.kind))
    }
    return found
  }

  /// Every presentation by item with content (`.sheet(item:`, `.fullScreenCover(item:`), in
  /// file and source order: its `.` token, its kind and its argument list's `)`.
  static func presentationsByItem(files: [SourceFile]) -> [(
    file: Int, dot: Int, kind: PresentationKind, close: Int
  )] {
    var found: [(file: Int, dot: Int, kind: PresentationKind, close: Int)] = []
    for (f, file) in files.enumerated() {
      var k = 0
      while k + 4 < file.code.count {
        defer { k += 1 }
        guard file.isPunctuation(k, ASCII.dot), file.code[k + 1].kind == .identifier,
          file.isPunctuation(k + 2, ASCII.openParen), file.isWord(k + 3, "item"),
          file.isPunctuation(k + 4, UInt8(ascii: ":")), let close = file.partner(of: k + 2),
          close > k + 2,
          let kind = PresentationKind.allCases.first(where: { $0.modifier == file.text(k + 1) }),
          kind.hasContent
        else { continue }
        found.append((f, k, kind, close))
      }
    }
    return found
  }

  /// The `case` at token `k` of a `switch` with its body: from the `case` (its label binds the
  /// body's names) to the next `case` or `default` of the same `switch`, or its closing brace
  /// (`end` at the most); `nil` when `k` begins no label.
  static func caseBody(after k: Int, in file: SourceFile, end: Int) -> Range<Int>? {
    guard let colon = labelColon(after: k, in: file, end: end) else { return nil }
    return k..<caseEnd(from: colon + 1, in: file, limit: end)
  }

  /// Whether the body of `member` makes a view of the sources (`SettingsView(`, `Detail {`).
  static func makesView(_ member: Member, file: SourceFile, viewTypes: Set<String>)
    -> Bool
  {
    var k = member.open + 1
    while k < member.close {
      if file.code[k].kind == .identifier, viewTypes.contains(file.text(k)),
        file.isPunctuation(k + 1, ASCII.openParen) || file.isPunctuation(k + 1, ASCII.openBrace)
      {
        return true
      }
      k += 1
    }
    return false
  }

  /// Whether `member` is declared `static` (or `class`).
  static func isStaticMember(_ member: Member, file: SourceFile) -> Bool {
    let k = member.nameToken - 1
    return (k - 3..<k).contains { file.isWord($0, "static") || file.isWord($0, "class") }
  }

  /// How a static member's body says its view is shown (`style: .sheet`, `.fullscreen`), if it
  /// does.
  private static func styleWords(_ member: Member, file: SourceFile) -> RouteStyle? {
    var k = member.open + 1
    var style: RouteStyle? = nil
    while k < member.close {
      if file.isPunctuation(k, ASCII.dot), file.code.indices.contains(k + 1),
        file.code[k + 1].kind == .identifier
      {
        let word = file.text(k + 1).lowercased()
        if word == "sheet" || word == "modal" { style = style ?? .sheet }
        if word == "fullscreen" || word == "fullscreencover" || word == "cover" { style = .cover }
        if word == "push" { style = style ?? .push }
      }
      k += 1
    }
    return style
  }
}
