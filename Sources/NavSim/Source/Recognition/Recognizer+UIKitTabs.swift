/// A tab bar of the app's own (``SourceIndex/tabBarRepresentables``) made with its tabs' views
/// in a list: each item's view closure is a tab, as a `TabView`'s are.
extension Recognizer {
  /// Reads the tab bar representable made at token `i`
  /// (`CustomTabView(selection: $tab, tabs: [CustomTabItem(.feeds) { FeedView() }, …])`): each
  /// element of its list argument whose closure begins with a view is a tab, noted once at the
  /// call. Returns the token after the call, or `nil` when no element has such a closure (the
  /// walk then reads the call as any other UIKit view's).
  mutating func uikitTabs(at i: Int, region: Region, into content: inout ScreenContent) -> Int? {
    let file = files[region.file]
    guard file.isPunctuation(i + 1, ASCII.openParen), let close = file.partner(of: i + 1),
      close > i + 1, tabNesting == 0
    else { return nil }
    tabNesting += 1
    defer { tabNesting -= 1 }
    var tabs: [(Destination, SourceLocation, shared: Region?)] = []
    for (start, end) in SourceIndex.commaSeparated(file, open: i + 1) {
      var v = start
      if v + 1 < end, file.isPunctuation(v + 1, UInt8(ascii: ":")) { v += 2 }
      guard v < end, file.isPunctuation(v, ASCII.openBracket), file.partner(of: v) == end - 1
      else { continue }
      for (element, last) in SourceIndex.commaSeparated(file, open: v) {
        guard let open = viewClosure(in: element..<last, of: file),
          let shut = file.partner(of: open), shut > open
        else { continue }
        let tab = Region(file: region.file, start: open + 1, end: shut, owner: region.owner)
        tabs.append((resolve(tab).0, file.location(ofCode: element), nil))
      }
    }
    guard !tabs.isEmpty else { return nil }
    let place = file.location(ofCode: i)
    content.tabViewSite = content.tabViewSite ?? place
    content.tabs += tabs
    if noted.insert(place).inserted {
      guessed.append(
        ScanDiagnostic(
          .note, at: place,
          "\(file.text(i)) is a UIKit tab bar controller (a UIViewControllerRepresentable that "
            + "makes a UITabBarController): each of the \(tabs.count) views of its list is read "
            + "as a tab"))
    }
    var next = close + 1
    if file.isPunctuation(next, ASCII.openBrace), let shut = file.partner(of: next), shut > next {
      next = shut + 1
    }
    return next
  }

  /// The last closure in `range` outside any other closure whose first token is a view
  /// (`{ FeedView() }`, `CustomTabItem(.feeds, content: { NavigationStack { … } })`), by its `{`.
  func viewClosure(in range: Range<Int>, of file: SourceFile) -> Int? {
    var found: Int? = nil
    var t = range.lowerBound
    while t < range.upperBound {
      guard file.isPunctuation(t, ASCII.openBrace), let shut = file.partner(of: t), shut > t
      else {
        t += 1
        continue
      }
      if t + 1 < shut,
        index.viewTypes.contains(file.text(t + 1))
          || SwiftUIVocabulary.contentTypes.contains(file.text(t + 1))
      {
        found = t
      }
      t = shut + 1
    }
    return found
  }
}
