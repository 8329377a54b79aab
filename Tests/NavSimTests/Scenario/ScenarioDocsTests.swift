import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario

/// The lists the documentation gives of the tables a user writes from: the settings, the
/// mitigations, the gestures, the screen items and the presentation kinds in docs/SCENARIOS.md
/// (and the settings of `--set` in docs/CLI.md) are exactly the tables' (``Profile/settings``,
/// ``Mitigation``, ``GestureKind``, ``PresentationKind``), so a new entry of a table fails here
/// until it is documented.
@Suite struct ScenarioDocsTests {
  /// A file of `docs/`.
  static func doc(_ name: String) throws -> String {
    let docs = RepositoryScenarios.folder.deletingLastPathComponent().appendingPathComponent("docs")
    return try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
  }

  /// The words written in backticks in `text`.
  static func codeSpans(_ text: some StringProtocol) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The code spans that can be a setting's name (a word of letters and digits), the units of
  /// a duration aside.
  static func names(_ text: some StringProtocol) -> Set<String> {
    Set(
      codeSpans(text).filter { span in
        !["us", "ms", "s"].contains(span) && span.first?.isLetter == true
          && span.allSatisfy { $0.isLetter || $0.isNumber }
      })
  }

  /// The lines of `text` from the one that starts with `start` to the next one that starts
  /// with `end` (not included).
  static func section(_ text: String, from start: String, to end: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.firstIndex { $0.hasPrefix(start) }, "no line '\(start)'")
    let rest = lines[(first + 1)...]
    let last = rest.firstIndex { $0.hasPrefix(end) } ?? lines.endIndex
    return lines[first..<last].joined(separator: "\n")
  }

  /// The second cell (the values) of the row of a Markdown table whose first cell is `cell`.
  static func row(_ text: String, _ cell: String) throws -> String {
    let line = text.split(separator: "\n").first { $0.hasPrefix("| \(cell) |") }
    let cells = try #require(line, "no row '\(cell)'").split(separator: "|")
    return String(try #require(cells.dropFirst().first, "no values in row '\(cell)'"))
  }

  @Test func scenariosListsEverySetting() throws {
    let set = try Self.section(Self.doc("SCENARIOS.md"), from: "- **`set`**", to: "- **`")
    // The item's own name, `set`, begins the section.
    #expect(Self.names(set).subtracting(["set"]) == Set(Profile.settingNames))
  }

  @Test func cliListsEverySetting() throws {
    let row = try Self.row(Self.doc("CLI.md"), "`--set NAME=VALUE`")
    #expect(Self.names(row) == Set(Profile.settingNames))
  }

  @Test func scenariosListsEveryMitigation() throws {
    let row = try Self.row(Self.doc("SCENARIOS.md"), "`mitigation`")
    #expect(Self.codeSpans(row) == Mitigation.allCases.map(\.rawValue))
  }

  @Test func scenariosListsEveryGestureAsAnAction() throws {
    let actions = try Self.section(Self.doc("SCENARIOS.md"), from: "## Actions", to: "### ")
    let first = actions.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
      Self.codeSpans($0).first?.split(separator: " ").first.map(String.init)
    }
    #expect(Set(first) == Set(ScenarioAction.keywords))
    for kind in GestureKind.allCases {
      #expect(
        actions.contains("| `\(kind.keyword) P over D [velocity V]` |"),
        "\(kind.keyword) has no row")
    }
  }

  @Test func scenariosListsEveryScreenItem() throws {
    let row = try Self.row(Self.doc("SCENARIOS.md"), "`screen`")
    let items = try #require(row.components(separatedBy: "with items ").last)
    let words = Self.codeSpans(items).compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(Set(words) == Set(ScenarioParser.screenItems))
  }

  @Test func scenariosListsEveryPresentationKindAsAScreenItem() throws {
    let row = try Self.row(Self.doc("SCENARIOS.md"), "`screen`")
    for kind in PresentationKind.allCases {
      let form = kind.hasContent ? "`\(kind.keyword) X`" : "`\(kind.keyword)`"
      #expect(row.contains(form), "\(form) is not in the screen row")
    }
  }
}
