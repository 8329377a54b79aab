import NavSimCore

/// What the scan saw written but did not read (docs/SCAN.md, "Silence is a bug"): every
/// presentation written in the iPhone code is either on a screen of the app, or a note at its
/// place, and the summary counts both.
extension SourceScan {
  /// The presentation modifiers counted where they are written.
  static let presentationWords = Set(PresentationKind.modifiers)

  /// Every `.sheet(`, `.fullScreenCover(`, `.popover(`, `.alert(` and `.confirmationDialog(`
  /// written in code the iPhone build compiles, at its `.`, in file and source order.
  static func presentationsWritten(in index: SourceIndex) -> [SourceLocation] {
    callsWritten(named: presentationWords, in: index)
  }

  /// Every `.name(` with a name of `names` written in code the iPhone build compiles (outside
  /// comments, strings and other platforms' `#if` branches), at its `.`, in file and source
  /// order.
  static func callsWritten(named names: Set<String>, in index: SourceIndex) -> [SourceLocation] {
    var sites: [SourceLocation] = []
    for (f, file) in index.files.enumerated() {
      var k = 0
      let n = file.code.count
      while k + 2 < n {
        if file.isPunctuation(k, ASCII.dot), file.isPunctuation(k + 2, ASCII.openParen),
          file.code[k + 1].kind == .identifier, names.contains(file.text(k + 1)),
          !index.isExcluded(file: f, token: k), Self.isCalledOnAValue(dot: k, in: file)
        {
          sites.append(file.location(ofCode: k))
          k += 3
          continue
        }
        k += 1
      }
    }
    return sites
  }

  /// Whether the `.name(` at `dot` is called on a value (`view.sheet(`, `}.sheet(`, `)\n
  /// .sheet(`), not an enum value written where one is expected (`case .sheet(let s):`,
  /// `mode: .sheet(stack)`, `return .sheet(x)`).
  static func isCalledOnAValue(dot: Int, in file: SourceFile) -> Bool {
    let before = dot - 1
    guard before >= 0 else { return false }
    if file.code[before].kind == .identifier {
      // `#else` / `#endif` before a modifier on the next line: a directive, not a keyword.
      return file.isPunctuation(before - 1, ASCII.hash)
        || !Self.keywordsBeforeAValue.contains(file.text(before))
    }
    return file.isPunctuation(before, ASCII.closeParen)
      || file.isPunctuation(before, ASCII.closeBrace)
      || file.isPunctuation(before, UInt8(ascii: "]"))
      || file.isPunctuation(before, UInt8(ascii: "?"))
      || file.isPunctuation(before, UInt8(ascii: "!"))
  }

  /// The words after which `.name(` is an implicit member (a value), not a call on one.
  static let keywordsBeforeAValue: Set<String> = [
    "case", "return", "in", "try", "await", "is", "as", "throw", "where", "else", "if", "guard",
    "while", "let", "var", "yield",
  ]

  /// The presentation sites the app lists (on its screens, past a screen's limit included).
  static func presentationsRead(in app: ScannedApp) -> Set<SourceLocation> {
    var read: Set<SourceLocation> = []
    for screen in app.screens {
      for item in screen.items where item.isPresentation { read.formUnion(item.sites) }
    }
    return read
  }

  /// The sites of every item the app lists, links included (a route's `.push(` read as a link).
  static func itemSites(in app: ScannedApp) -> Set<SourceLocation> {
    var sites: Set<SourceLocation> = []
    for screen in app.screens {
      for item in screen.items { sites.formUnion(item.sites) }
    }
    return sites
  }

  /// A note for each presentation written that no screen of the app holds.
  /// The presentation sites of `written` the scan read: on a screen of `app`, a coordinator's
  /// mechanism, bound to a state nothing sets, or in a view only such presentations show (with
  /// their notes).
  static func sitesRead(_ written: [SourceLocation], app: ScannedApp, builder: AppBuilder) -> (
    Set<SourceLocation>, [ScanDiagnostic]
  ) {
    var read = presentationsRead(in: app).union(builder.coordinators.mechanismSites)
      .union(builder.recognizer.neverShown)
    let hidden = sitesInNeverShownViews(
      written.filter { !read.contains($0) }, views: builder.recognizer.neverShownViews,
      screens: Set(app.screens.map(\.name)), index: builder.index)
    for (site, _) in hidden { read.insert(site) }
    return (read, hidden.map(\.1))
  }

  /// Of the `sites` no screen holds, those written in a view that only a presentation nothing
  /// sets shows (``Recognizer/neverShownViews``), or that only such views make (a row of that
  /// sheet's list), and that is no screen of the app: each with a note saying it is never
  /// shown.
  static func sitesInNeverShownViews(
    _ sites: [SourceLocation], views direct: [String: SourceLocation], screens: Set<String>,
    index: SourceIndex
  ) -> [(SourceLocation, ScanDiagnostic)] {
    guard !direct.isEmpty, !sites.isEmpty else { return [] }
    var views = direct.filter { !screens.contains($0.key) }
    // The views made only inside those, a few levels deep.
    for _ in 0..<maximumNeverShownLevels {
      let inside = spans(of: Set(views.keys), in: index)
      let made = madeOnlyInside(inside, index: index, screens: screens, known: Set(views.keys))
      guard !made.isEmpty else { break }
      for (view, by) in made { views[view] = views[by] }
    }
    let lines = spans(of: Set(views.keys), in: index)
    var byPath: [String: [(lines: ClosedRange<Int>, view: String)]] = [:]
    for (f, found) in lines {
      let file = index.files[f]
      for (tokens, view) in found {
        byPath[file.path, default: []].append(
          (
            file.location(ofCode: tokens.lowerBound)
              .line...file.location(ofCode: tokens.upperBound)
              .line, view
          ))
      }
    }
    return sites.compactMap { site in
      guard let span = byPath[site.path]?.first(where: { $0.lines.contains(site.line) }),
        let shownAt = views[span.view]
      else { return nil }
      return (
        site,
        ScanDiagnostic(
          .note, at: site,
          "a presentation in \(span.view), which only a presentation nothing sets would show (at "
            + "\(shownAt.path):\(shownAt.line):\(shownAt.column)): never shown, not judged")
      )
    }
  }

  /// How many levels of views made inside never-shown views ``sitesInNeverShownViews`` follows.
  static let maximumNeverShownLevels = 4

  /// The declarations of `views` (their extensions too) by file, as code token ranges.
  private static func spans(of views: Set<String>, in index: SourceIndex) -> [Int: [(
    ClosedRange<Int>, String
  )]] {
    var result: [Int: [(ClosedRange<Int>, String)]] = [:]
    for type in index.types
    where !type.isProtocol && views.contains(type.name) && type.nameToken <= type.close {
      result[type.file, default: []].append((type.nameToken...type.close, type.name))
    }
    return result
  }

  /// The views of the sources, no screen and not `known`, whose name is written (outside their
  /// own declarations and other platforms' code) only inside `inside`: each with the view it is
  /// first made in.
  private static func madeOnlyInside(
    _ inside: [Int: [(ClosedRange<Int>, String)]], index: SourceIndex, screens: Set<String>,
    known: Set<String>
  ) -> [(String, String)] {
    let candidates = index.viewTypes.subtracting(screens).subtracting(known)
    guard !candidates.isEmpty else { return [] }
    let lengths = Set(candidates.map(\.utf8.count))
    let declarations = spans(of: candidates, in: index)
    var within: [String: String] = [:]
    var outside: Set<String> = []
    for (f, file) in index.files.enumerated() {
      for t in file.code.indices
      where file.code[t].kind == .identifier
        && lengths.contains(file.code[t].end - file.code[t].start)
      {
        let name = file.text(t)
        guard candidates.contains(name), !outside.contains(name),
          !CodeAside.declares(t, in: file), !index.isExcluded(file: f, token: t)
        else { continue }
        if let (_, view) = inside[f]?.first(where: { $0.0.contains(t) }) {
          if view != name, within[name] == nil { within[name] = view }
        } else if declarations[f]?.contains(where: { $0.1 == name && $0.0.contains(t) }) != true {
          outside.insert(name)
        }
      }
    }
    return within.filter { !outside.contains($0.key) }.sorted { $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
  }

  static func unreadNotes(written: [SourceLocation], read: Set<SourceLocation>, screens: Int)
    -> [ScanDiagnostic]
  {
    written.filter { !read.contains($0) }.map {
      ScanDiagnostic(
        .note, at: $0,
        "a presentation written here is on none of the \(screens) screens the scan reached from "
          + "the root: its view is shown through navigation the scan does not read (a "
          + "coordinator, a router, UIKit) or not shown at all; it is not judged")
    }
  }

  /// The summary's words about what was not read, empty when every presentation written was
  /// read: "105 presentation sites seen, 0 read: the app's navigation is not read (…)".
  public var unreadSummary: String {
    guard presentationSitesRead < presentationSitesSeen else { return "" }
    return "\(presentationSitesSeen) presentation sites seen, \(presentationSitesRead) read"
      + (navigationUnread
        ? ": the app's navigation is not read (a coordinator, a router or UIKit)" : "")
  }

  /// Whether the app's navigation is not read at all: presentations are written in its code
  /// but the app read has none. Such an app is not fuzzed: the app read is not the app (a
  /// one-screen app, or its demo target).
  public var navigationUnread: Bool {
    presentationSitesSeen > 0 && presentationSitesRead == 0
  }

  /// The summary's words about the tabs made by `ForEach` over a collection the scan cannot
  /// list, empty when there are none: "1 tab collection not listed: ForEach tabs read as one
  /// iteration".
  public var tabCollectionSummary: String {
    tabCollectionsUnlisted == 0
      ? ""
      : "\(tabCollectionsUnlisted) tab collection\(tabCollectionsUnlisted == 1 ? "" : "s") not "
        + "listed: ForEach tabs read as one iteration"
  }
}
