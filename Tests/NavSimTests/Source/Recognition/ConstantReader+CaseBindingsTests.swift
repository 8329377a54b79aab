import Testing

@testable import NavSimSource

/// The names a `switch`'s `case` label binds, as a construction under it reads them, and the
/// writes of a view's flag that the unset-flag reading counts.
@Suite struct ConstantReaderCaseBindingsTests {
  /// What `caseBindings` gives at the `Inbox(` written in `source`.
  static func bindings(_ source: String) -> [String: Constant] {
    let file = SourceFile(path: "B.swift", text: source)
    var reader = ConstantReader(index: SourceIndex(files: [file]))
    let at = (0..<file.code.count).first { file.isWord($0, "Inbox") } ?? 0
    return reader.caseBindings(around: at + 1, file: 0)
  }

  static let route =
    "enum Route { case account(id: String, name: String?), plain, pair(Int, Int) }\n"

  @Test(arguments: [
    // Every label form the reader reads; the value's declared type decides.
    ("case .account(let id, let name): Inbox(id)", ["id": Constant.some, "name": .unknown]),
    ("case let .account(id, name): Inbox(id)", ["id": .some, "name": .unknown]),
    ("case Route.account(id: let id, name: _): Inbox(id)", ["id": .some]),
    ("case .pair(_, let b): Inbox(b)", ["b": .some]),
    // Labels it does not read, and names declared again before the construction.
    ("case .account(let id, _) where id.isEmpty: Inbox(id)", [:]),
    ("case .account(let id, _), .plain: Inbox(id)", [:]),
    ("case .account(let id, _): let id = other; Inbox(id)", [:]),
    ("case .account(let id, _): Wrap { id in Inbox(id) }", [:]),
    ("case .account(let id, _): ForEach(ids) { id in Inbox(id) }", [:]),
    // A sibling label before the construction's own binds nothing for it.
    ("case .pair(let a, _): Text(a)\ncase .plain: Inbox(a)", [:]),
  ])
  func labelsBindNamesTheirEnumsType(label: String, expected: [String: Constant]) {
    let source = Self.route + "func f(r: Route) { switch r {\n" + label + "\ndefault: break } }"
    #expect(Self.bindings(source) == expected, "\(label)")
  }

  /// An outer label's names reach a construction inside an inner `switch`, unless the inner
  /// label binds the name again.
  @Test func outerLabelsReachInnerSwitches() {
    let source =
      Self.route
        + """
        func f(r: Route, s: Route) { switch r {
        case .account(let id, _):
          switch s { case .pair(let a, _): Inbox(id, a) default: break }
        default: break } }
        """
    #expect(Self.bindings(source) == ["id": .some, "a": .some])
  }

  /// Two enums declaring one case name must agree on its values' types.
  @Test(
    arguments: [
      ("enum A { case x(String) }\nenum B { case x(String) }", [true]),
      ("enum A { case x(String) }\nenum B { case x(String?) }", [false]),
      ("enum A { case x(String) }\nenum B { case x(String, Int) }", nil),
      (
        "enum A { case x(a: Optional<Int>, b: [Int]?, c: (Int) -> Void, d: Int = 1) }",
        [false, false, true, true]
      ),
      ("enum A { case y }", nil),
    ] as [(String, [Bool]?)])
  func enumsAgreeOnWhatACaseHolds(source: String, expected: [Bool]?) {
    let file = SourceFile(path: "E.swift", text: source)
    var reader = ConstantReader(index: SourceIndex(files: [file]))
    #expect(reader.nonOptionalValues(ofCase: "x") == expected)
  }

  /// Which mentions of `x` write it.
  @Test(arguments: [
    ("x = true", true), ("self.x = true", true), ("x.toggle()", true), ("f(&x)", true),
    ("x += 1", true), ("x ||= y", true), ("x == true", false), ("x != y", false),
    ("if x {}", false), ("onChange(of: x) {}", false), ("!x", false), ("f(x)", false),
    ("x ? a : b", false),
  ])
  func writesAreAssignmentsTogglesAndInout(statement: String, written: Bool) {
    let file = SourceFile(path: "W.swift", text: "func f() { " + statement + " }")
    let at = (0..<file.code.count).first { file.isWord($0, "x") } ?? 0
    #expect(Recognizer.isWritten(at, in: file) == written, "\(statement)")
  }
}
