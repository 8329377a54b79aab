import Testing

@testable import NavSimSource

/// Availability checks read at one iOS version: the code that does not run there is left out,
/// as another platform's `#if` branch is; a condition the check alone does not decide leaves
/// every branch read.
@Suite struct SourceIndexAvailabilityTests {
  /// The words of `source` read at iOS `version`.
  static func read(_ source: String, at version: String) -> [String] {
    let file = SourceFile(path: "A.swift", text: source)
    var excluded: [Bool] = []
    if let version = OSVersion(version) {
      _ = SourceIndex.availabilityExclusions(file, iOS: version, into: &excluded)
    }
    return file.code.indices.filter { k in
      file.code[k].kind == .identifier && !(excluded.isEmpty ? false : excluded[k])
    }.map { file.text($0) }
  }

  @Test(arguments: [
    // The first block runs from the version it names, the `else` below it.
    ("if #available(iOS 26, *) { a() } else { b() }", "17.5", "if available iOS else b"),
    ("if #available(iOS 26, *) { a() } else { b() }", "26", "if available iOS a"),
    ("if #available(iOS 17.4, *) { a() } else { b() }", "17.5", "if available iOS a"),
    ("if #available(iOS 17.6, *) { a() } else { b() }", "17.5", "if available iOS else b"),
    (
      "if #available(iOS 18.0, macCatalyst 18.0, *) { a() }", "18", "if available iOS macCatalyst a"
    ),
    ("if #unavailable(iOS 18) { a() } else { b() }", "17.5", "if unavailable iOS a"),
    ("if #unavailable(iOS 18) { a() } else { b() }", "18.1", "if unavailable iOS else b"),
    // Another platform's version only: `*` says iOS runs it from its minimum.
    ("if #available(macOS 14, *) { a() } else { b() }", "16", "if available macOS a"),
    ("if #unavailable(macOS 14) { a() } else { b() }", "16", "if unavailable macOS else b"),
    // An `else if` chain: the first check that passes, and nothing after it.
    (
      "if #available(iOS 18, *) { a() } else if #available(iOS 17, *) { b() } else { c() }",
      "17.5", "if available iOS else if available iOS b"
    ),
    (
      "if #available(iOS 18, *) { a() } else if #available(iOS 17, *) { b() } else { c() }",
      "26", "if available iOS a"
    ),
    // A `guard`: its `else` when the check passes, the rest of its scope when it fails.
    (
      "func f() { guard #available(iOS 18, *) else { return b() }\n a() }\n z()", "17.5",
      "func f guard available iOS else return b z"
    ),
    (
      "func f() { guard #available(iOS 18, *) else { return b() }\n a() }\n z()", "18",
      "func f guard available iOS else a z"
    ),
    // With another condition: a failing check decides, a passing one does not.
    (
      "if #available(iOS 26, *), let x = y { a() } else { b() }", "17.5",
      "if available iOS let x y else b"
    ),
    (
      "if #available(iOS 26, *), let x = y { a() } else { b() }", "26",
      "if available iOS let x y a else b"
    ),
    // No check, or no version read: everything is read.
    ("if x { a() } else { b() }", "17.5", "if x a else b"),
    ("if #available(iOS 26, *) { a() } else { b() }", "none", "if available iOS a else b"),
    // A `#if` is not a run-time `if`.
    ("#if os(iOS)\na()\n#endif", "17.5", "if os iOS a endif"),
  ])
  func theCodeThatRunsAtTheVersionIsRead(_ source: String, _ version: String, _ words: String) {
    #expect(Self.read(source, at: version).joined(separator: " ") == words, "\(source)")
  }

  /// A check inside a `switch` case leaves out only its own block; a check with no block after
  /// it (code being edited) decides nothing.
  @Test func aCheckLeavesOutItsOwnBlockOnly() {
    #expect(
      Self.read(
        "switch t { case .a: if #available(iOS 18, *) { x() }\n case .b: y() }", at: "17.5"
      ).joined(separator: " ") == "switch t case a if available iOS case b y")
    #expect(
      Self.read("if #available(iOS 18, *)", at: "17.5").joined(separator: " ")
        == "if available iOS")
  }

  /// Versions are read as written, a patch number too; what is not a version is `nil`.
  @Test func versionsAreReadAsWritten() {
    #expect(OSVersion("17") == OSVersion(major: 17))
    #expect(OSVersion("17.5") == OSVersion(major: 17, minor: 5))
    #expect(OSVersion("26.0.1") == OSVersion(major: 26, minor: 0, patch: 1))
    #expect(OSVersion("26.0.1")?.description == "26.0.1")
    #expect(OSVersion("17.0")?.description == "17")
    #expect(OSVersion("17.5")! > OSVersion("17.4.9")!)
    for bad in ["", "17.", ".5", "17.5.1.2", "v17", "1_000", "99999999999999999999"] {
      #expect(OSVersion(bad) == nil, "\(bad)")
    }
  }
}
