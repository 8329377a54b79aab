// The libFuzzer entry for the scenario parser and printer (issue 12), built outside SwiftPM by
// Scripts/fuzz-parser.sh together with the parser's sources as one module, so normal builds
// never see it. For every input: parse; on errors, render the diagnostics; if it parses,
// print, parse the printed text again, and require the same scenario and the same text.

/// Stops the run with a message libFuzzer shows next to the crash input.
private func fail(_ message: String) -> Never {
  preconditionFailure(message)
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  // The bytes as a file holds them (invalid UTF-8 included), as `navfuzz` reads files.
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let scenario: Scenario
  do {
    scenario = try Scenario.parse(bytes: bytes, path: "fuzz.nav")
  } catch {
    // The diagnostics must render whatever the text (escapes, clipping, carets).
    let rendered = error.description
    if error.problems.isEmpty || !rendered.hasPrefix("fuzz.nav") {
      fail("diagnostics without problems or path: \(rendered)")
    }
    return 0
  }
  let printed = scenario.canonicalText()
  let again: Scenario
  do {
    again = try Scenario.parse(printed, path: "printed.nav")
  } catch {
    fail("the printed scenario does not parse:\n\(printed)\n\(error)")
  }
  if again != scenario { fail("the printed scenario reads back differently:\n\(printed)") }
  if again.canonicalText() != printed { fail("printing is not stable:\n\(printed)") }
  return 0
}
