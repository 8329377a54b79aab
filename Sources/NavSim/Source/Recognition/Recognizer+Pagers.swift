/// A `TabView` given the page style (`.tabViewStyle(.page)`) is a pager that shows its views
/// side by side on one screen, with no tab bar and no stack of its own per page: its content is
/// the screen's, as any container's is (damus lays one page inside its NavigationStack and
/// switches it with a tab bar of its own; read as four system tabs, each got a stack it does not
/// have).
extension Recognizer {
  /// Whether the `TabView` whose closure closes at token `close` is given the page style among
  /// the modifiers that follow it (`.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode:
  /// .never))`, `.tabViewStyle(PageTabViewStyle())`).
  func isPager(_ file: SourceFile, closingAt close: Int) -> Bool {
    var k = close + 1
    let n = file.code.count
    while k + 1 < n {
      // `#if os(iOS)` … `#endif` between the modifiers: the directive is passed over.
      if file.isPunctuation(k, ASCII.hash) {
        if file.isWord(k + 1, "if") || file.isWord(k + 1, "elseif") {
          k += 2
          while k < n, !file.isPunctuation(k, ASCII.dot), !file.isPunctuation(k, ASCII.hash) {
            if let partner = file.partner(of: k), partner > k { k = partner }
            k += 1
          }
        } else {
          k += 2
        }
        continue
      }
      guard file.isPunctuation(k, ASCII.dot), file.code[k + 1].kind == .identifier else { break }
      let name = file.text(k + 1)
      var next = k + 2
      if file.isPunctuation(next, ASCII.openParen), let partner = file.partner(of: next),
        partner > next
      {
        if name == "tabViewStyle",
          (next + 1..<partner).contains(where: {
            file.isWord($0, "page") || file.isWord($0, "PageTabViewStyle")
          })
        {
          return true
        }
        next = partner + 1
      }
      // Trailing closures, labelled ones too (`.alert(…) { … } message: { … }`).
      while true {
        var brace = next
        if next + 2 < n, file.code[next].kind == .identifier,
          file.isPunctuation(next + 1, ASCII.colon), file.isPunctuation(next + 2, ASCII.openBrace)
        {
          brace = next + 2
        }
        guard file.isPunctuation(brace, ASCII.openBrace), let partner = file.partner(of: brace),
          partner > brace
        else { break }
        next = partner + 1
      }
      k = next
    }
    return false
  }

  /// Whether any of a `TabView`'s pages gives a tab item: its closure (tokens `start..<end`
  /// of `file`) writes `tabItem`, or a view type or member it begins a page with does in its
  /// declaration, directly or through a modifier of the app's own it calls there
  /// (`.appTab("Feed", "house")` whose body is `tabItem { … }`, an `extension View` function or
  /// a `ViewModifier` given to `.modifier(…)`). A TabView none of whose pages does shows no tab
  /// bar a person could use: it is read as a pager, its page style set by a view around it (the
  /// style is inherited: damus's notifications pager inside the app's own) or its bar hidden
  /// for one the app draws (Omnivore's `UITabBar.appearance().isHidden`).
  func pagesGiveATabItem(
    _ file: SourceFile, _ start: Int, _ end: Int, pageStarts: [Int], owner: String?
  ) -> Bool {
    func writesTabItem(_ file: SourceFile, _ from: Int, _ to: Int, follow: Bool = true) -> Bool {
      for t in from..<max(from, min(to, file.code.count)) {
        if file.isWord(t, "tabItem") { return true }
        guard follow, file.code[t].kind == .identifier, file.isPunctuation(t + 1, ASCII.openParen)
        else { continue }
        // A modifier of the app's own, one level: `.appTab(…)`, `.modifier(AppTab(…))`.
        let name = file.text(t)
        if file.isPunctuation(t - 1, ASCII.dot), index.viewModifierNames.contains(name),
          let modifier = index.member(named: name, owner: "View"), modifier.owner == "View",
          writesTabItem(index.files[modifier.file], modifier.open, modifier.close, follow: false)
        {
          return true
        }
        if index.modifierTypes.contains(name),
          index.bodies[name]?.contains(where: {
            writesTabItem(index.files[$0.file], $0.open, $0.close, follow: false)
          }) == true
        {
          return true
        }
      }
      return false
    }
    if writesTabItem(file, start, end) { return true }
    for page in pageStarts {
      let name = file.text(page)
      if let n = index.viewDeclarations[name] {
        let type = index.types[n]
        if writesTabItem(index.files[type.file], type.open, type.close) { return true }
      } else if let member = index.member(named: name, owner: owner),
        writesTabItem(index.files[member.file], member.open, member.close)
      {
        return true
      }
    }
    return false
  }

  /// Notes once that the pager at token `i` is read as the screen's content (`styled`: given
  /// the page style where it is written; else none of its pages gives a tab item).
  mutating func notePager(at i: Int, in file: SourceFile, styled: Bool) {
    let place = file.location(ofCode: i)
    guard noted.insert(place).inserted else { return }
    guessed.append(
      ScanDiagnostic(
        .note, at: place,
        (styled
          ? "a TabView with the page style is a pager, not a tab bar"
          : "a TabView none of whose pages gives a tab item is read as a pager, not a tab bar "
            + "(its bar would have no item a person could use: the page style is set around "
            + "it, or the app hides the bar and draws its own)")
          + ": its pages are read as the content of the screen that shows it"))
  }
}
