import NavSimSourceTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSource

/// Sources made to crash, hang or blow up the scan: each is small, and pathological enough that
/// a quadratic or unbounded reader is visibly slow or dies; each scan ends with what the
/// source says. No test is timed: the inputs are sized so that a regression shows as a test
/// run that does not end.
@Suite struct SourceScanHostileTests {
  static let app = "@main struct A: App { var body: some Scene { WindowGroup { Root() } } }\n"

  /// Interpolation in a string in an interpolation, 90 000 deep: one string token, no
  /// recursion (the tokenizer recursed per level and died on its stack).
  @Test func deeplyNestedInterpolationIsOneString() {
    let depth = 90_000
    let text =
      "let s = " + String(repeating: "\"\\(", count: depth) + "1"
      + String(repeating: ")\"", count: depth) + "\n"
    let tokens = SwiftTokenizer.tokenize(Array(text.utf8))
    let strings = tokens.filter { $0.kind == .string }
    #expect(strings.count == 1)
    #expect(strings.first?.end == text.utf8.count - 1)
    #expect(tokens.allSatisfy { $0.kind != .unterminated })
    // Cut short, it is one unterminated token to the end of the file.
    let cut = Array(text.utf8.dropLast(depth))
    let partial = SwiftTokenizer.tokenize(cut)
    #expect(partial.last?.kind == .unterminated)
    #expect(partial.last?.end == cut.count)
  }

  /// Many openers of one kind then many closers of another: no closer searches the whole
  /// stack of openers (that would be quadratic); the notes are the first 20 and a count.
  @Test func unmatchedBracketsPairInLinearTimeAndAreNotedWithACount() {
    let n = 20_000
    let text = String(repeating: "(", count: n) + "\n" + String(repeating: "]", count: n) + "\n"
    let file = SourceFile(path: "B.swift", text: text)
    #expect(file.unbalanced.count == 2 * n)
    #expect(file.partner(of: n) == n)  // the first `]` has no opener
    #expect(file.partner(of: 0) == 2 * n - 1)  // an opener never closed: the last token
    let scan = SourceScan(files: [file])
    let brackets = scan.diagnostics.filter { $0.message.contains("do not match") }
    #expect(brackets.count == SourceScan.notesPerKind + 1)
    #expect(
      brackets.contains {
        $0.message.hasPrefix("\(2 * n - SourceScan.notesPerKind) more brackets that do not match")
      })
  }

  /// Brackets of mixed kinds pair by kind: a closer pairs with the innermost opener
  /// of its kind, closing the openers of other kinds inside it.
  @Test func mixedBracketsPairWithTheInnermostOfTheirKind() {
    let file = SourceFile(path: "M.swift", text: "{ ( [ } ) ]")
    // `}` closes `{` and the `(`, `[` inside it; `)` and `]` are then unmatched.
    #expect(file.partner(of: 0) == 3)
    #expect(file.partner(of: 1) == 3)
    #expect(file.partner(of: 2) == 3)
    #expect(file.partner(of: 3) == 0)
    #expect(file.partner(of: 4) == 4)
    #expect(file.partner(of: 5) == 5)
    #expect(file.unbalanced.map(\.column) == [7, 9, 11])
  }

  /// An opener never closed pairs with the last token, after it, so that a body
  /// `open + 1..<partner` is never reversed; an opener that is itself the last token has no
  /// partner (the fuzz target's crash in Fuzz/scan-regressions/ read such a body).
  @Test(arguments: 0..<200) func everyOpenersPartnerIsAfterIt(seed: Int) {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    var text = ""
    for _ in 0..<(seed % 12 + 1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += ["(", ")", "[", "]", "{", "}", "a"][Int(state >> 33) % 7] + " "
    }
    let file = SourceFile(path: "O.swift", text: text)
    for i in file.code.indices where "([{".utf8.contains(file.bytes[file.code[i].start]) {
      if let partner = file.partner(of: i) {
        #expect(partner > i, "\(text)")
      } else {
        #expect(i == file.code.count - 1, "\(text)")
      }
    }
    let last = SourceFile(path: "L.swift", text: "func f() {")
    #expect(last.partner(of: last.code.count - 1) == nil)
  }

  /// Code being edited: every fixture app cut after each of its lines, with each of its lines
  /// left out, and with each of its brackets left out, scans to the end with its notes on its own files (a reader that trusts a
  /// bracket to close, a parameter list to follow a name, or a body to follow a `case` traps
  /// on some of them, as the fuzz target's crash in Fuzz/scan-regressions/ did).
  @Test(arguments: SourceFixtures.appNames) func everyCutOfAFixtureScans(name: String) {
    for file in SourceFixtures.files(name) {
      let lines = String(decoding: file.bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      var variants: [String] = []
      for n in lines.indices {
        variants.append(lines[..<n].joined(separator: "\n"))
        variants.append((lines[..<n] + lines[(n + 1)...]).joined(separator: "\n"))
      }
      // Each bracket left out.
      for token in file.code where "()[]{}".utf8.contains(file.bytes[token.start]) {
        let bytes = Array(file.bytes[..<token.start]) + Array(file.bytes[token.end...])
        variants.append(String(decoding: bytes, as: UTF8.self))
      }
      let others = SourceFixtures.files(name).filter { $0.path != file.path }
      for text in variants {
        let files = others + [SourceFile(path: file.path, text: text)]
        let scan = SourceScan(files: files)
        let strays = scan.diagnostics.filter { note in
          note.location.path != "-" && !files.contains { $0.path == note.location.path }
        }
        #expect(strays.isEmpty, "\(file.path): \(strays)")
      }
    }
  }

  /// A modifier of the app's own calling another twice, 22 levels deep: 2^22 paths to one
  /// `.sheet(`, read once; one presentation, on the screen that calls the outermost.
  @Test func modifierCalledTwicePerLevelIsReadOnce() {
    let levels = 22
    var text = Self.app
    text +=
      "struct Root: View { var body: some View { NavigationStack { Text(\"r\").m\(levels)() } } }\n"
    text += "struct Detail: View { var body: some View { Text(\"d\") } }\n"
    text += "extension View {\n"
    text += "  func m0() -> some View { sheet(isPresented: .constant(true)) { Detail() } }\n"
    for k in 1...levels { text += "  func m\(k)() -> some View { m\(k - 1)().m\(k - 1)() }\n" }
    text += "}\n"
    let scan = SourceFixtures.scan(["A.swift": text])
    #expect(scan.app.screens.map(\.name) == ["Root", "Detail"])
    let items = scan.app.screens.first?.items ?? []
    #expect(items.count == 1)
    #expect(items.first?.sites.map(\.description) == ["A.swift:5:28"])
    #expect(items.first?.via.map(\.description) == ["A.swift:2:70"])
  }

  /// Members used twice per level, 24 levels: one link and one sheet.
  @Test func memberUsedTwicePerLevelIsReadOnce() {
    let levels = 24
    var text = Self.app
    text += "struct Detail: View { var body: some View { Text(\"d\") } }\n"
    text += "struct Root: View {\n  var body: some View { NavigationStack { a\(levels) } }\n"
    text +=
      "  var a0: some View { NavigationLink(\"x\") { Detail() }"
      + ".sheet(isPresented: .constant(true)) { Text(\"s\") } }\n"
    for k in 1...levels { text += "  var a\(k): some View { VStack { a\(k - 1); a\(k - 1) } }\n" }
    text += "}\n"
    let scan = SourceFixtures.scan(["A.swift": text])
    let root = scan.app.screens.first
    #expect(root?.items.map(\.text) == ["link Detail", "sheet"])
  }

  /// Views embedding the next view twice, 24 levels: each view's content holds its items once.
  @Test func viewEmbeddedTwicePerLevelHoldsItsItemsOnce() {
    let levels = 24
    var text = Self.app
    text += "struct Root: View { var body: some View { NavigationStack { V\(levels)() } } }\n"
    text +=
      "struct V0: View { var body: some View { Text(\"x\")"
      + ".sheet(isPresented: .constant(true)) { Text(\"s\") } } }\n"
    for k in 1...levels {
      text += "struct V\(k): View { var body: some View { VStack { V\(k - 1)(); V\(k - 1)() } } }\n"
    }
    let scan = SourceFixtures.scan(["A.swift": text])
    #expect(scan.app.screens.map(\.name) == ["Root"])
    #expect(scan.app.screens.first?.items.map(\.text) == ["sheet"])
  }

  /// `enum Mode` being written inside `body`, with no brace after it: the scan ends (it looped
  /// back to the body's brace for ever).
  @Test func declarationWithoutBodyInsideBodyEnds() {
    let text =
      Self.app + """
        struct Root: View {
          var body: some View {
            NavigationLink("d") { Detail() }
            enum Mode
          }
        }
        struct Detail: View { var body: some View { Text("d") } }

        """
    let scan = SourceFixtures.scan(["A.swift": text])
    #expect(scan.app.screens.map(\.name) == ["Root", "Detail"])
  }

  /// Many views: looking a view's `body` up does not compare it with every view's.
  @Test func manyViewsInAChainOfLinks() {
    let count = 6_000
    var text =
      "@main struct A: App { var body: some Scene { WindowGroup { NavigationStack { V0() } } } }\n"
    for k in 0..<count {
      text +=
        "struct V\(k): View { var body: some View { NavigationLink(\"n\") { V\(k + 1)() } } }\n"
    }
    text += "struct V\(count): View { var body: some View { Text(\"end\") } }\n"
    let scan = SourceFixtures.scan(["A.swift": text])
    #expect(scan.app.screens.count == App.maximumScreens)
    #expect(scan.app.screens.first?.items.map(\.text) == ["link V1"])
    #expect(scan.diagnostics.contains { $0.message.contains("more than 256 screens") })
  }

  /// A sheet the scan cannot read, attached by one modifier to many screens: one screen for
  /// it, presented from each, not one placeholder per path (which filled the 256 screens).
  @Test func unreadableSheetReachedByManyPathsIsOneScreen() {
    let count = 40
    var text =
      "@main struct A: App { var body: some Scene { WindowGroup { NavigationStack { V0() } } } }\n"
    text +=
      "extension View { func withMenu() -> some View { "
      + "sheet(isPresented: .constant(true)) { makeMenu() } } }\n"
    for k in 0..<count {
      let next = k + 1 < count ? "NavigationLink(\"n\") { V\(k + 1)() }" : "Text(\"end\")"
      text += "struct V\(k): View { var body: some View { VStack { \(next) }.withMenu() } }\n"
    }
    let scan = SourceFixtures.scan(["A.swift": text])
    #expect(scan.app.screens.count == count + 1)
    let sheets = scan.app.screens.filter { $0.name.contains(".sheet") }
    #expect(sheets.map(\.name) == ["V0.sheet1"])
    #expect(scan.app.screens.allSatisfy { $0.name == "V0.sheet1" || $0.items.count >= 1 })
    let presentations = scan.app.screens.flatMap(\.items).filter { $0.text == "sheet V0.sheet1" }
    #expect(presentations.count == count)
    let cannotRead = scan.diagnostics.filter { $0.message.hasPrefix("cannot read what this shows") }
    #expect(cannotRead.count == 1)
  }

  /// The reading budget: a scan held to a small one stops with a note where it ran out.
  @Test func budgetSpentIsNotedWhereItRanOut() {
    var text = Self.app
    text += "struct Root: View { var body: some View { NavigationStack { VStack { "
    for k in 0..<200 { text += "NavigationLink(\"\(k)\") { Detail() }; " }
    text += "} } } }\nstruct Detail: View { var body: some View { Text(\"d\") } }\n"
    let scan = SourceScan(
      files: [SourceFile(path: "A.swift", text: text)], budget: .init(base: 300, perToken: 0))
    let notes = scan.diagnostics.filter { $0.message.contains("budget") }
    #expect(notes.count == 1, "\(scan.diagnostics)")
    #expect(
      notes.first?.message.hasPrefix("the scan's reading budget is spent here (300 ") == true)
    // What was read before the budget ran out is all the app has: fewer than the 200 links.
    let links = scan.app.screens.flatMap(\.items).reduce(0) { $0 + $1.sites.count }
    #expect(links < 200)
    #expect(!scan.app.text().isEmpty)
  }
}

/// Code being edited: a file of the coordinator fixture cut just after each of its `{` (the
/// opener the file's last token, paired with itself), the rest of it a second file. Each scan
/// ends and notes the brackets that do not match; a body taken as `open + 1..<close` from a
/// self-paired opener trapped (found by `Scripts/fuzz-scan.sh`).
@Suite struct SourceScanCutFileTests {
  @Test func aFileCutAfterAnyOpenerScans() {
    let files = SourceFixtures.files("CoordinatorFlow")
    #expect(files.count == 3)
    var cuts = 0
    for (i, file) in files.enumerated() {
      for (offset, byte) in file.bytes.enumerated() where byte == UInt8(ascii: "{") {
        var parts = files
        parts[i] = SourceFile(path: file.path, bytes: Array(file.bytes[...offset]))
        parts.append(
          SourceFile(path: file.path + ".rest", bytes: Array(file.bytes[(offset + 1)...])))
        let scan = SourceScan(files: parts)
        cuts += 1
        #expect(
          scan.diagnostics.contains { $0.message.contains("do not match") },
          "\(file.path) cut after byte \(offset)")
      }
    }
    #expect(cuts > 50)
  }
}
