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
