/// The constructs the walk reads: trailing closures, words, and the
/// `NavigationLink` and `TabView` views.
extension Recognizer {
  /// The trailing closures from token `k` on: `{ … }` then `label: { … }`, each with its label
  /// and braces.
  func trailingClosures(_ file: SourceFile, from k: Int, end: Int) -> [(
    label: String?, open: Int, close: Int
  )] {
    var result: [(String?, Int, Int)] = []
    var k = k
    if file.isPunctuation(k, ASCII.openBrace), let close = file.partner(of: k), close < end + 1 {
      result.append((nil, k, close))
      k = close + 1
    } else {
      return []
    }
    while k + 2 < end, file.code[k].kind == .identifier,
      file.isPunctuation(k + 1, UInt8(ascii: ":")), file.isPunctuation(k + 2, ASCII.openBrace),
      let close = file.partner(of: k + 2)
    {
      result.append((file.text(k), k + 2, close))
      k = close + 1
    }
    return result
  }

  /// The inside of a closure written as an argument (`destination: { Detail() }`): the tokens
  /// between its braces, or `start..<end` when the argument is not a closure.
  func closureBody(_ file: SourceFile, _ start: Int, _ end: Int) -> (Int, Int) {
    guard file.isPunctuation(start, ASCII.openBrace), file.partner(of: start) == end - 1 else {
      return (start, end)
    }
    return (start + 1, end - 1)
  }

  /// The words (identifiers) of tokens `start..<end`.
  func words(_ file: SourceFile, _ start: Int, _ end: Int) -> [String] {
    var result: [String] = []
    var k = start
    while k < end {
      if file.code[k].kind == .identifier { result.append(file.text(k)) }
      k += 1
    }
    return result
  }

  /// A `NavigationLink` at token `i`: its destination (an argument or the first trailing
  /// closure), or its value; its label closures are walked as content.
  mutating func navigationLink(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
    let file = files[region.file]
    let location = file.location(ofCode: i)
    let hasArguments = file.isPunctuation(i + 1, ASCII.openParen)
    let args = hasArguments ? SourceIndex.arguments(file, open: i + 1) : []
    let argumentsEnd = hasArguments ? (file.partner(of: i + 1) ?? i + 1) : i
    var closures = trailingClosures(file, from: argumentsEnd + 1, end: end)
    let past = (closures.last?.close ?? argumentsEnd) + 1
    let destination = args.first { $0.label == "destination" }
    // An initialiser of the app's own taking a value (`NavigationLink(.settings(.general))
    // { label }`, `NavigationLink("Title", destination: .profile)`): a view is never written
    // `.name(…)`, so the value is pushed and a trailing closure is the label.
    let unlabelled = args.first.flatMap {
      $0.label == nil && closures.first?.label == nil ? $0 : nil
    }
    if let value = destination ?? unlabelled, Self.isImplicitMember(file, value.start) {
      content.items.append(valueLink(file, value.start, value.end, at: location))
    } else if let destination {
      let resolved = resolve(
        Region(
          file: region.file, start: destination.start, end: destination.end, owner: region.owner))
      content.items.append(.link(resolved.0, .init(resolved.1), at: location))
    } else if let value = args.first(where: { $0.label == "value" }) {
      content.items.append(
        .valueLink(
          valueWords(file, value.start, value.end, fileIndex: region.file, owner: region.owner),
          at: location, router: false))
    } else if let first = closures.first, first.label == nil {
      let resolved = resolve(
        Region(file: region.file, start: first.open + 1, end: first.close, owner: region.owner))
      content.items.append(.link(resolved.0, .init(resolved.1), at: location))
      closures.removeFirst()
    } else if !hasArguments, closures.isEmpty {
      return i + 1
    }
    for closure in closures {
      walk(
        Region(file: region.file, start: closure.open + 1, end: closure.close, owner: region.owner),
        depth: depth + 1, recurse: recurse, toolbar: false, into: &content, visiting: &visiting)
    }
    return past
  }

  /// Whether token `k` begins an implicit member expression (`.profile`, `.settings(…)`),
  /// `.init(…)` aside.
  static func isImplicitMember(_ file: SourceFile, _ k: Int) -> Bool {
    file.isPunctuation(k, ASCII.dot) && file.code.indices.contains(k + 1)
      && file.code[k + 1].kind == .identifier && !file.isWord(k + 1, "init")
  }

  /// A link pushing the value written at tokens `start..<end`: to the view of the route it names
  /// in the sources' registry (``routeValue(at:in:)``), else by the value's words.
  mutating func valueLink(_ file: SourceFile, _ start: Int, _ end: Int, at location: SourceLocation)
    -> ScreenContent.Item
  {
    if let (route, inner) = routeValue(at: start, in: file) {
      let (destination, wrapping) = routeDestination(route, inner: inner)
      return .link(destination, wrapping, at: location)
    }
    return .valueLink(words(file, start, end), at: location, router: false)
  }

  /// A `TabView` at token `i`: each view at the top of its closure is a tab.
  mutating func tabView(
    at i: Int, region: Region, end: Int, into content: inout ScreenContent
  ) -> Int {
    let file = files[region.file]
    var k = i + 1
    if file.isPunctuation(k, ASCII.openParen) { k = (file.partner(of: k) ?? k) + 1 }
    guard file.isPunctuation(k, ASCII.openBrace), let close = file.partner(of: k) else {
      return i + 1
    }
    if isPager(file, closingAt: close) {
      notePager(at: i, in: file, styled: true)
      return k + 1
    }
    guard tabNesting == 0 else { return close + 1 }
    tabNesting += 1
    defer { tabNesting -= 1 }
    // `Tab(…) { … }` builders, through the members, `ForEach`es and `switch`es that write them:
    // a tab each.
    let built = tabBuilders(file: region.file, start: k + 1, end: close, owner: region.owner)
    if !built.isEmpty {
      content.tabViewSite = content.tabViewSite ?? file.location(ofCode: i)
      for tab in built {
        // The one `Tab` a `ForEach` builds: a tab for each element of its collection.
        if let each = tab.forEach, built.filter({ $0.forEach == each }).count == 1 {
          content.tabs += forEachTabs(file: each.file, forEach: each.token, content: tab.content)
          continue
        }
        content.tabs.append(
          (resolve(tab.content).0, files[tab.content.file].location(ofCode: tab.token), nil))
      }
      return close + 1
    }
    let starts = pageStarts(file, open: k, close: close)
    if !starts.isEmpty,
      !pagesGiveATabItem(file, k + 1, close, pageStarts: starts, owner: region.owner)
    {
      notePager(at: i, in: file, styled: false)
      return k + 1
    }
    content.tabViewSite = content.tabViewSite ?? file.location(ofCode: i)
    for (n, start) in starts.enumerated() {
      let stop = n + 1 < starts.count ? starts[n + 1] : close
      let tab = Region(file: region.file, start: start, end: stop, owner: region.owner)
      if starts.count == 1, file.isWord(start, "ForEach") {
        content.tabs += forEachTabs(file: region.file, forEach: start, content: tab)
        continue
      }
      let shown = resolve(tab).0
      content.tabs.append((shown, file.location(ofCode: start), nil))
    }
    return close + 1
  }

  /// The first token of each view at the top of a `TabView`'s closure (its `{` at `open`, its
  /// `}` at `close`): each begins a page, or a tab.
  func pageStarts(_ file: SourceFile, open: Int, close: Int) -> [Int] {
    var starts: [Int] = []
    var j = open + 1
    while j < close {
      let previousEnds =
        j == open + 1 || file.isPunctuation(j - 1, ASCII.closeParen)
        || file.isPunctuation(j - 1, ASCII.closeBrace)
      if file.code[j].kind == .identifier, previousEnds, !file.isWord(j, "else") {
        starts.append(j)
      }
      if let partner = file.partner(of: j), partner > j,
        file.isPunctuation(j, ASCII.openParen) || file.isPunctuation(j, ASCII.openBrace)
          || file.isPunctuation(j, ASCII.openBracket)
      {
        j = partner + 1
        continue
      }
      j += 1
    }
    return starts
  }
}
