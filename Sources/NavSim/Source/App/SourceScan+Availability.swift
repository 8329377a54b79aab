import NavSimCore

extension SourceScan {
  /// The words that make code left out by an availability check worth a note: what would be
  /// navigation or presentations if it ran (the app's own view types too).
  static let navigationWords: Set<String> =
    presentationWords.union([
      "NavigationLink", "navigationDestination", "NavigationStack", "NavigationView",
      "NavigationSplitView", "TabView", "Tab", "tabItem",
    ])

  /// Whether code tokens `range` of `file` write a view type of the sources or a word of
  /// ``navigationWords``.
  static func writesNavigation(_ file: SourceFile, _ range: ClosedRange<Int>, index: SourceIndex)
    -> Bool
  {
    range.contains { t in
      t < file.code.count && file.code[t].kind == .identifier
        && (navigationWords.contains(file.text(t)) || index.viewTypes.contains(file.text(t)))
    }
  }

  /// A note per file whose availability checks left out views or navigation at iOS `version`
  /// (``SourceIndex/availabilityChecks``; a check that leaves out only styling is not noted), at
  /// its first such check: the code that does not run there is not read, as another platform's
  /// `#if` branch is not.
  static func availabilityNotes(index: SourceIndex, iOS version: OSVersion) -> [ScanDiagnostic] {
    leftOutCheckNotes(index.availabilityChecks, index: index) { count in
      let what =
        count == 1
        ? "this #available check is"
        : "the \(count) #available checks of this file (the first here) are"
      return "\(what) read as on iOS \(version), the oldest iOS the warnings speak of: the views "
        + "and navigation written where \(count == 1 ? "it does" : "they do") not run there are "
        + "not read"
    }
  }

  /// A note per file whose device idiom checks left out views or navigation
  /// (``SourceIndex/idiomChecks``), at its first such check: the code for other devices is not
  /// read.
  static func idiomNotes(index: SourceIndex) -> [ScanDiagnostic] {
    leftOutCheckNotes(index.idiomChecks, index: index) { count in
      let what =
        count == 1
        ? "this check of the device idiom is"
        : "the \(count) checks of the device idiom in this file (the first here) are"
      return "\(what) read as on an iPhone, the device the warnings speak of: the views and "
        + "navigation written for other devices (an iPad's sheet) are not read"
    }
  }

  /// A note per file whose `checks` left out views or navigation (a check that leaves out only
  /// styling is not noted), at its first such check: `message` of how many the file has.
  static func leftOutCheckNotes(
    _ checks: [(file: Int, token: Int, leftOut: ClosedRange<Int>)], index: SourceIndex,
    message: (Int) -> String
  ) -> [ScanDiagnostic] {
    let noted = checks.filter { writesNavigation(index.files[$0.file], $0.leftOut, index: index) }
    return notePerFile(noted.map { ($0.file, $0.token) }, index: index, message: message)
  }

  /// One note per file of `places` (file and code token, in file order), at the file's first:
  /// `message` of how many the file has.
  static func notePerFile(
    _ places: [(file: Int, token: Int)], index: SourceIndex, message: (Int) -> String
  ) -> [ScanDiagnostic] {
    var notes: [ScanDiagnostic] = []
    var k = 0
    while k < places.count {
      var end = k + 1
      while end < places.count, places[end].file == places[k].file { end += 1 }
      let file = index.files[places[k].file]
      notes.append(
        ScanDiagnostic(.note, at: file.location(ofCode: places[k].token), message(end - k)))
      k = end
    }
    return notes
  }
}
