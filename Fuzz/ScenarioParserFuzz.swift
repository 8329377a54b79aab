// The fuzz target of the scenario parser and printer (`Scripts/fuzz-parser.sh`), one of the
// targets of the fuzz binary Scripts/fuzz-build.sh builds outside SwiftPM (FuzzTargets.swift),
// so normal builds never see it. For every input: parse; on errors, render the diagnostics; if
// it parses, print, parse the printed text again, and require the same scenario and the same
// text.

/// One input, the bytes as a file holds them (invalid UTF-8 included), as `navfuzz` reads files.
func fuzzScenarioParser(_ bytes: [UInt8]) {
  let scenario: Scenario
  do {
    scenario = try Scenario.parse(bytes: bytes, path: "fuzz.nav")
  } catch {
    // The diagnostics must render whatever the text (escapes, clipping, carets).
    let rendered = error.description
    if error.problems.isEmpty || !rendered.hasPrefix("fuzz.nav") {
      fuzzFailure("diagnostics without problems or path: \(rendered)")
    }
    return
  }
  let printed = scenario.canonicalText()
  let again: Scenario
  do {
    again = try Scenario.parse(printed, path: "printed.nav")
  } catch {
    fuzzFailure("the printed scenario does not parse:\n\(printed)\n\(error)")
  }
  if again != scenario { fuzzFailure("the printed scenario reads back differently:\n\(printed)") }
  if again.canonicalText() != printed { fuzzFailure("printing is not stable:\n\(printed)") }
}
