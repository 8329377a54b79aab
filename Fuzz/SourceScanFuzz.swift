// The fuzz target of the Swift tokenizer and the navigation recogniser
// (`Scripts/fuzz-scan.sh`), one of the targets of the fuzz binary Scripts/fuzz-build.sh builds
// outside SwiftPM (FuzzTargets.swift), so normal builds never see it. For every input:
// tokenize and require the tokens to cover the bytes in order; then scan it (split into two
// files at its first NUL byte, so that names resolve across files) and require every note to
// name one of the files. A crash, a trap or a run past libFuzzer's -timeout is a finding.

/// One input.
func fuzzSourceScan(_ bytes: [UInt8]) {
  let tokens = SwiftTokenizer.tokenize(bytes)
  var at = 0
  for token in tokens {
    if token.start != at || token.end <= token.start {
      fuzzFailure("tokens do not cover the input")
    }
    at = token.end
  }
  if at != bytes.count { fuzzFailure("tokens stop at \(at) of \(bytes.count)") }
  var parts: [[UInt8]] = [bytes]
  if let nul = bytes.firstIndex(of: 0) {
    parts = [Array(bytes[..<nul]), Array(bytes[(nul + 1)...])]
  }
  let files = parts.enumerated().map { SourceFile(path: "F\($0.offset).swift", bytes: $0.element) }
  let scan = SourceScan(files: files)
  for note in scan.diagnostics where !files.contains(where: { $0.path == note.location.path }) {
    if note.location.path != "-" { fuzzFailure("a note names no file: \(note)") }
  }
  _ = scan.app.text()
}
