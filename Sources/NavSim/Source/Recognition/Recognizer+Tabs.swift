/// Tabs written with `Tab` (iOS 18): `Tab("Home", systemImage: "house") { HomeView() }`,
/// `Tab(value: .search, role: .search) { … }`, found through `TabSection`, `ForEach`, `if`,
/// `switch` and the members the TabView's content uses (`@TabContentBuilder var mainTabs`).
extension Recognizer {
  /// The most members one inside another the search for `Tab`s follows.
  static let maximumTabNesting = 16

  /// A `Tab(…) { content }` the TabView's content writes: its content closure, its `Tab`
  /// token, and the `ForEach` it is written in, if any.
  struct BuiltTab: Equatable {
    var content: Region
    var token: Int
    var forEach: ForEachSite?
  }

  /// A `ForEach` by its file and token.
  struct ForEachSite: Equatable {
    var file: Int
    var token: Int
  }

  /// Each `Tab(…) { content }` written in tokens `start..<end` of file `f`, or reached through a
  /// member of `owner` used there, in source order. Empty when no `Tab` is written (the
  /// `.tabItem` form).
  /// Found once for each place: a `TabView` walked again reuses them.
  mutating func tabBuilders(file f: Int, start: Int, end: Int, owner: String?) -> [BuiltTab] {
    let key = TabsKey(file: f, start: start, end: end, owner: owner)
    if let known = tabsFound[key] { return known }
    var found: [BuiltTab] = []
    var followed: Set<Int> = []
    collectTabs(
      file: f, start: start, end: end, owner: owner, nesting: 0, forEach: nil,
      followed: &followed, into: &found)
    tabsFound[key] = found
    return found
  }

  /// Where a TabView's `Tab`s are looked for (``tabBuilders(file:start:end:owner:)``).
  struct TabsKey: Hashable {
    var file: Int
    var start: Int
    var end: Int
    var owner: String?
  }

  private func collectTabs(
    file f: Int, start: Int, end: Int, owner: String?, nesting: Int, forEach: ForEachSite?,
    followed: inout Set<Int>, into found: inout [BuiltTab]
  ) {
    let file = files[f]
    var k = start
    let stop = min(end, file.code.count)
    while k < stop {
      if index.isExcluded(file: f, token: k) || file.code[k].kind != .identifier
        || file.isPunctuation(k - 1, ASCII.dot)
      {
        k += 1
        continue
      }
      if file.isWord(k, "Tab"), file.isPunctuation(k + 1, ASCII.openParen),
        let close = file.partner(of: k + 1), close > k + 1
      {
        // The content is the first trailing closure, or the `content:` argument.
        if file.isPunctuation(close + 1, ASCII.openBrace), let brace = file.partner(of: close + 1),
          brace > close + 1
        {
          found.append(
            BuiltTab(
              content: Region(file: f, start: close + 2, end: brace, owner: owner), token: k,
              forEach: forEach))
          k = brace + 1
          continue
        }
        if let arg = SourceIndex.arguments(file, open: k + 1).first(where: { $0.label == "content" }
        ) {
          let (s, e) = closureBody(file, arg.start, arg.end)
          found.append(
            BuiltTab(
              content: Region(file: f, start: s, end: e, owner: owner), token: k, forEach: forEach))
        }
        k = close + 1
        continue
      }
      if file.isWord(k, "ForEach"), file.isPunctuation(k + 1, ASCII.openParen),
        let close = file.partner(of: k + 1), close > k + 1
      {
        // What the iteration builds is made once for each element.
        let past =
          file.isPunctuation(close + 1, ASCII.openBrace)
          ? file.partner(of: close + 1) ?? close : close
        collectTabs(
          file: f, start: k + 2, end: past, owner: owner, nesting: nesting,
          forEach: ForEachSite(file: f, token: k), followed: &followed, into: &found)
        k = past + 1
        continue
      }
      if nesting < Self.maximumTabNesting,
        let member = index.member(named: file.text(k), owner: owner), member.name != "body",
        member.owner != "View", followed.insert(member.file << 32 | member.open).inserted
      {
        collectTabs(
          file: member.file, start: member.open + 1, end: member.close, owner: owner,
          nesting: nesting + 1, forEach: forEach, followed: &followed, into: &found)
      }
      k += 1
    }
  }
}
