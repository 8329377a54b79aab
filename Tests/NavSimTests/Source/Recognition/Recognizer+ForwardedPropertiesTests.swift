import Foundation
import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A view's properties passed on to the views it builds: damus's note views take `options`
/// and `size` from their construction and pass them two and three views down, where a shell
/// tests `options.contains(.noBar)` and a text view `size == .selected`. Each construction in
/// a member of the view being read is read with that view's properties.
@Suite struct RecognizerForwardedPropertiesTests {
  /// A stack with a screen for each `(name, body)`, the note views below, and `extra`.
  static func app(_ screens: [(String, String)], note: String = noteView) -> String {
    "@main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }\n"
      + "struct Home: View {\n  var body: some View {\n"
      + screens.map { "    NavigationLink(\"\($0.0)\") { \($0.0)() }\n" }.joined()
      + "  }\n}\n"
      + screens.map { "struct \($0.0): View { var body: some View { \($0.1) } }\n" }.joined()
        + """
        struct Options: OptionSet {
          let rawValue: Int
          static let noBar = Options(rawValue: 1 << 0)
          static let wide = Options(rawValue: 1 << 1)
        }
        enum Kind { case normal, selected }
        \(note)
        struct Shell: View {
          let options: Options
          var hasBar: Bool { !options.contains(.noBar) }
          var body: some View { VStack { Text("t"); if hasBar { Bar() } } }
        }
        struct Bar: View {
          @State private var sharing = false
          var body: some View {
            Button("share") { sharing = true }.sheet(isPresented: $sharing) { Share() }
          }
        }
        struct Share: View { var body: some View { Text("s") } }
        struct Content: View {
          let size: Kind
          var body: some View { VStack { Text("c"); translated } }
          var translated: some View { Translated(size: self.size) }
        }
        struct Translated: View {
          let size: Kind
          @State private var picking = false
          var body: some View {
            if self.size == .selected {
              Button("pick") { picking = true }.sheet(isPresented: $picking) { Pick() }
            }
          }
        }
        struct Pick: View { var body: some View { Text("p") } }
        """
  }

  /// The note view of damus's shape: it keeps its options and passes them to the shell.
  static let noteView = """
    struct Note: View {
      let options: Options
      let size: Kind
      init(options: Options = [], size: Kind = .normal) {
        self.options = options
        self.size = size
      }
      var body: some View {
        Shell(options: options)
        Content(size: size)
      }
    }
    """

  static func items(_ scan: SourceScan, _ name: String) -> [String] {
    scan.app.screen(named: name)?.items.map(\.text) ?? []
  }

  @Test func propertiesPassedOnDecideTheBranchesOfTheViewsBuiltWithThem() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.app([
        ("Feed", "Note(options: [.wide])"),
        ("Look", "Note(options: [.wide, .noBar])"),
        ("Thread", "Note(size: .selected)"),
      ])
    ])
    #expect(Self.items(scan, "Feed") == ["sheet Share"])
    #expect(Self.items(scan, "Look") == [])
    #expect(Self.items(scan, "Thread") == ["sheet Share", "sheet Pick"])
  }

  /// Three views down: a row that passes its options to the note, which passes them on.
  @Test func aValueIsPassedOnThroughSeveralViews() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.app([
        ("Feed", "Row(options: [])"),
        ("Look", "Row(options: [.noBar])"),
      ])
        + "\nstruct Row: View {\n  let options: Options\n"
        + "  var body: some View { HStack { Note(options: options) } }\n}\n"
    ])
    #expect(Self.items(scan, "Feed") == ["sheet Share"])
    #expect(Self.items(scan, "Look") == [])
    // The note's one construction of the shell is read with both rows' options: one site,
    // which closes the bar's branch for one of them.
    let notes = scan.diagnostics.map(\.message).filter { $0.contains("constructions of Shell") }
    #expect(
      notes == [
        "a branch its constructions decide: for 1 of the 1 constructions of Shell read "
          + "(A.swift:24:5) the arguments given and the initialiser's defaults make this "
          + "condition false (some of them only with some of the values they are read with), "
          + "and what it holds is not on their screens"
      ], "\(notes)")
  }

  /// An initialiser that adds an option (`self.options = options.union(.wide)`, damus's
  /// long-form preview) keeps the options it was given.
  @Test func optionsAddedByUnionKeepTheOnesGiven() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.app([
        ("Feed", "Long(options: [])"),
        ("Look", "Long(options: [.noBar])"),
      ])
        + "\nstruct Long: View {\n  let options: Options\n"
        + "  init(options: Options) { self.options = options.union(.wide) }\n"
        + "  var body: some View { Shell(options: options) }\n}\n"
    ])
    #expect(Self.items(scan, "Feed") == ["sheet Share"])
    #expect(Self.items(scan, "Look") == [])
  }

  /// A name the member that builds the view binds is not the property: a parameter, a
  /// `let`, a closure's parameter and a loop's each keep every branch.
  @Test(arguments: [
    "var body: some View { row(options: [.noBar]) }\n"
      + "  func row(options: Options) -> some View { Shell(options: options) }",
    "var body: some View {\n    let options: Options = []\n    Shell(options: options)\n  }",
    "var body: some View { ForEach(all, id: \\.self) { options in Shell(options: options) } }",
    "var body: some View { List { ForEach(all, id: \\.self) { (options) in Shell(options: options) } } }",
  ])
  func aNameBoundBeforeTheConstructionIsNotTheProperty(member: String) {
    let note = """
      struct Note: View {
        let options: Options
        let all: [Options] = []
        init(options: Options = [], size: Kind = .normal) { self.options = options }
        \(member)
      }
      """
    let scan = SourceFixtures.scan([
      "A.swift": Self.app([("Look", "Note(options: [.noBar])")], note: note)
    ])
    #expect(Self.items(scan, "Look") == ["sheet Share"], "\(member)")
  }

  /// A pushed view is read as its construction builds it, the views it builds included: the
  /// note pushed with `options: [.noBar]` is a screen without the bar's sheet, the one pushed
  /// at `size: .selected` has the picker's, each with a note at its construction.
  @Test func aPushedViewPassesTheValuesItIsBuiltWithOn() {
    let home = """
      struct Home: View {
        var body: some View {
          NavigationLink("bare") { Note(options: [.noBar]) }
          NavigationLink("selected") { Note(size: .selected) }
        }
      }
      """
    // The app of `app(_:)` with this home in place of its own.
    let source = Self.app([]).replacingOccurrences(
      of: "struct Home: View {\n  var body: some View {\n  }\n}", with: home)
    let scan = SourceFixtures.scan(["A.swift": source])
    #expect(Self.items(scan, "Home") == ["link Note", "link Note-2"])
    #expect(Self.items(scan, "Note") == [])
    #expect(Self.items(scan, "Note-2") == ["sheet Share", "sheet Pick"])
    let notes = scan.diagnostics.map(\.description)
    #expect(
      notes.contains(
        "A.swift:4:30: note: Note pushed as built here is the screen 'Note': the views it "
          + "builds with the properties this construction gives it hold less there than Note "
          + "read whole"), "\(notes)")
  }

  /// A view read whole (a tab, a presentation's content, a pushed view with no arguments) is
  /// read as before: its properties are not known, every branch is kept.
  @Test func aViewReadWholeKeepsEveryBranch() {
    let scan = SourceFixtures.scan([
      "A.swift": Self.app([("Look", "Row()")])
        + "\nstruct Row: View {\n  let options: Options = [.noBar]\n  var extra = 0\n"
        + "  var body: some View { Shell(options: options) }\n}\n"
    ])
    // `Row()` is a construction: its default makes the bar's branch false.
    #expect(Self.items(scan, "Look") == [])
    let whole = SourceFixtures.scan([
      "A.swift": Self.app([("Look", "Text(\"l\").sheet(isPresented: .constant(true)) { Note() }")])
    ])
    #expect(Self.items(whole, "Look") == ["sheet Note"])
    #expect(Self.items(whole, "Note") == ["sheet Share", "sheet Pick"])
  }

  /// Hostile sources end, and lose nothing: each of 20 views passes every value it was given
  /// on and adds one of its own both ways, so the 20th would be read 2^19 ways; each view is
  /// read with at most 16 values, the rest with every branch, with a note; every view's sheet
  /// is on the root's screen.
  @Test func valuesThatDoubleAtEveryViewAreReadSixteenWaysAtMost() {
    let levels = 20
    var source =
      "@main struct A: App { var body: some Scene { WindowGroup { NavigationStack { V0() } } } }\n"
    source += "struct V0: View { var body: some View { V1(x1: true); V1(x1: false) } }\n"
    for k in 1..<levels {
      let fields = (1...k).map { "  let x\($0): Bool\n" }.joined()
      let passed = (1...k).map { "x\($0): x\($0)" }.joined(separator: ", ")
      let next =
        k + 1 < levels
        ? "V\(k + 1)(\(passed), x\(k + 1): true); V\(k + 1)(\(passed), x\(k + 1): false)"
        : "Text(\"end\")"
      source +=
        "struct V\(k): View {\n\(fields)  @State var s = false\n  var body: some View { VStack { "
        + "if x\(k) { Button(\"b\") { s = true }.sheet(isPresented: $s) { Text(\"t\") } }; \(next) } }\n}\n"
    }
    let scan = SourceFixtures.scan(["A.swift": source])
    let capped = scan.diagnostics.filter { $0.message.contains("other than the 16 followed") }
    // V1 … V4 are built 2, 4, 8, 16 ways; V5 … V19 more.
    #expect(capped.count == levels - 5, "\(capped.map(\.description))")
    #expect(!scan.diagnostics.contains { $0.message.contains("budget") })
    #expect(Self.items(scan, "V0").count == levels - 1)
  }
}
