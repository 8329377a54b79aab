import Testing

@testable import NavSimSource

/// `#if DEBUG` read as a release build (left out), a debug build (its `#else` left out), or
/// neither (every branch read); a condition that names another flag decides nothing.
@Suite struct SourceIndexConfigurationTests {
  /// The words read with `DEBUG` set as `debug` says, the directive lines left out.
  static func read(_ source: String, debug: Bool?) -> [String] {
    SourceIndexPlatformTests.read(source, debug: debug)
  }

  @Test(arguments: [
    ("#if DEBUG\na\n#else\nb\n#endif\n", false, ["b"]),
    ("#if DEBUG\na\n#else\nb\n#endif\n", true, ["a"]),
    ("#if !DEBUG\na\n#endif\nz\n", false, ["a", "z"]),
    ("#if DEBUG && os(iOS)\na\n#endif\nz\n", true, ["a", "z"]),
    ("#if DEBUG || BETA\na\n#endif\nz\n", false, ["a", "z"]),
    ("#if BETA\na\n#endif\nz\n", false, ["a", "z"]),
    ("#if os(macOS)\n#if DEBUG\na\n#endif\n#else\nb\n#endif\n", true, ["b"]),
  ])
  func theBuildReadChoosesTheBranch(_ source: String, _ debug: Bool, _ words: [String]) {
    #expect(Self.read(source, debug: debug) == words, "\(source)")
  }

  /// Read with no build said, every `#if DEBUG` branch is read; the index keeps the runs a
  /// release build leaves out, from the first token after the directive.
  @Test func theRunsLeftOutAreKept() {
    #expect(Self.read("#if DEBUG\na\n#else\nb\n#endif\n", debug: nil) == ["a", "b"])
    let file = SourceFile(
      path: "D.swift", text: "struct V {\n#if DEBUG\nfunc a() {}\n#endif\nfunc b() {}\n}\n")
    let index = SourceIndex(files: [file], debug: false)
    #expect(index.configurationBranches.count == 1)
    let run = index.configurationBranches.first.map { $0.leftOut }
    #expect(run.map { file.text($0.lowerBound) } == "func")
    #expect(run.map { file.location(ofCode: $0.lowerBound).line } == 3)
    #expect(index.members["a"] == nil)
    #expect(index.members["b"] != nil)
  }
}
