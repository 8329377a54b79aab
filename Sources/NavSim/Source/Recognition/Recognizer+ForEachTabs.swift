/// Tabs made by `ForEach` (docs/SCAN.md): `TabView { ForEach(Kind.allCases) { kind in … } }`,
/// `ForEach([.home, .search])`, `ForEach(model.tabs) { tab in Tab(value: tab.id) { tab.content } }`.
/// The collection's elements are listed where the sources write them (a literal array, an
/// enum's cases, a member or stored property's array, or the elements written where the type
/// that stores them is made), and each element is a tab showing the view it gives: a static
/// member of its type that makes a view, or the case of a `switch` the iteration chooses by.
/// A collection the scan cannot list is a note, and the tabs are what one iteration shows.
extension Recognizer {
  /// The tabs of the `ForEach` at token `k` of file `f` whose iteration shows what `content`
  /// shows (the whole `ForEach` of the `.tabItem` form, or the content closure of the one `Tab`
  /// it builds): a tab for each element of its collection, or, when the collection cannot be
  /// listed, what one iteration shows (with a note). An element whose static member makes its
  /// view is shown inside the iteration's content (`NavigationStack { pane.content }
  /// .toolbar { … }`): that content's navigation is on the element's tab too.
  mutating func forEachTabs(file f: Int, forEach k: Int, content: Region) -> [(
    Destination, SourceLocation, shared: Region?
  )] {
    let file = files[f]
    let place = file.location(ofCode: k)
    let shown = resolve(content).0
    var oneIteration = "one tab showing what one iteration shows"
    if case .oneOf(let choices, _, _) = shown {
      oneIteration = "what one iteration shows, one of \(choices.count) views: a tab each"
    }
    guard file.isPunctuation(k + 1, ASCII.openParen), let close = file.partner(of: k + 1),
      let first = SourceIndex.commaSeparated(file, open: k + 1).first, first.end > first.start
    else {
      noteTabs(at: place, "the tabs are made by ForEach at run time: read as " + oneIteration)
      return [(shown, place, nil)]
    }
    _ = close
    let written = Self.written(file, first.start, first.end)
    switch listedElements(file: f, first.start, first.end, owner: content.owner, nesting: 0) {
    case .unlisted(let why):
      unlistedTabCollections.insert(place)
      noteTabs(
        at: place,
        "the tabs are made by ForEach over \(written), whose elements the scan cannot list ("
          + why + "): read as " + oneIteration)
      return [(shown, place, nil)]
    case .elements(let elements):
      var tabs: [(Destination, SourceLocation, shared: Region?)] = []
      var left: [String] = []
      for element in elements {
        if let (view, own) = elementView(element, shown: shown, content: content) {
          tabs.append((view, element.at, own ? content : nil))
        } else {
          left.append(Self.spelled(element))
        }
      }
      guard !tabs.isEmpty else {
        noteTabs(
          at: place,
          "the tabs are made by ForEach over \(written): none of its \(elements.count) "
            + "elements gives a view of its own, so they are read as " + oneIteration)
        return [(shown, place, nil)]
      }
      noteTabs(
        at: place,
        "the tabs are made by ForEach over \(written): a tab for each of its "
          + "\(elements.count) elements (\(elements.map(Self.spelled).joined(separator: ", ")))"
          + (left.isEmpty
            ? "" : "; \(left.joined(separator: ", ")) give no view the scan reads: left out"))
      return tabs
    }
  }

  /// The view `element` gives: a static member of its type (or the only one of its name) that
  /// makes a view, else the view of the `case` of that name the iteration chooses by (in the
  /// iteration, or in a `switch self` of its type), else `nil`; and whether it is the static
  /// member's (the iteration's content is then around it).
  private mutating func elementView(
    _ element: ListedElement, shown: Destination, content: Region
  ) -> (Destination, Bool)? {
    let statics = (index.members[element.name] ?? []).filter {
      (element.type == nil || $0.owner == element.type)
        && SourceIndex.isStaticMember($0, file: files[$0.file])
        && SourceIndex.makesView($0, file: files[$0.file], viewTypes: index.viewTypes)
    }
    if let member = statics.first, element.type != nil || statics.count == 1 {
      let region = Region(
        file: member.file, start: member.open + 1, end: member.close, owner: member.owner)
      return (resolve(region).0, true)
    }
    if let chosen = shown.choice(element.name, where: { $0.contains(element.name) }) {
      return (chosen, false)
    }
    // A view of the app's own given a closure that chooses by the element (a tab built lazily,
    // `LazyPane(isActive: …) { pane(for: section) }`): the wrapper shows what it is given.
    if case .type(let name, _) = shown, let given = closure(givenTo: name, in: content),
      let chosen = resolve(given).0.choice(element.name, where: { $0.contains(element.name) })
    {
      return (chosen, false)
    }
    if let type = element.type, let route = index.routes[element.name], route.caseName != nil,
      route.member.owner == type
    {
      return (routeDestination(route).0, false)
    }
    return nil
  }

  /// The trailing closure of the first construction of view `name` in `region` (`Name { … }`,
  /// `Name(…) { … }`), the region between its braces; `nil` when there is none.
  private func closure(givenTo name: String, in region: Region) -> Region? {
    let file = files[region.file]
    var k = region.start
    while k < region.end {
      defer { k += 1 }
      guard file.code[k].kind == .identifier, file.text(k) == name else { continue }
      var open = k + 1
      if file.isPunctuation(open, ASCII.openParen) {
        guard let close = file.partner(of: open), close > open else { return nil }
        open = close + 1
      }
      guard open < region.end, file.isPunctuation(open, ASCII.openBrace),
        let close = file.partner(of: open), close > open, close < region.end
      else { return nil }
      return Region(file: region.file, start: open + 1, end: close, owner: region.owner)
    }
    return nil
  }

  /// Writes a note about a ForEach's tabs, once for its place.
  private mutating func noteTabs(at place: SourceLocation, _ message: String) {
    guard noted.insert(place).inserted else { return }
    guessed.append(ScanDiagnostic(.note, at: place, message))
  }

  /// An element as the notes write it: `.search`, `TabItem.search`.
  static func spelled(_ element: ListedElement) -> String {
    (element.type ?? "") + "." + element.name
  }

  /// The collection as written, shortened past 12 tokens.
  static func written(_ file: SourceFile, _ start: Int, _ end: Int) -> String {
    var text = ""
    for k in start..<min(end, start + 12) {
      text += file.text(k)
      if file.isPunctuation(k, UInt8(ascii: ",")) { text += " " }
    }
    return "'" + text + (end - start > 12 ? "…" : "") + "'"
  }
}
