// The libFuzzer entry for the Swift tokenizer and the navigation recogniser (issue 37), built
// outside SwiftPM by Scripts/fuzz-scan.sh together with the sources of the layers it reads
// with (Core, Scenario, Source) as one module, so normal builds never see it. For every input:
// tokenize and require the tokens to cover the bytes in order; then scan it (split into two
// files at its first NUL byte, so that names resolve across files) and require every note to
// name one of the files. A crash, a trap or a run past libFuzzer's -timeout is a finding.

/// Stops the run with a message libFuzzer shows next to the crash input.
private func fail(_ message: String) -> Never {
  preconditionFailure(message)
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceScan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let tokens = SwiftTokenizer.tokenize(bytes)
  var at = 0
  for token in tokens {
    if token.start != at || token.end <= token.start { fail("tokens do not cover the input") }
    at = token.end
  }
  if at != bytes.count { fail("tokens stop at \(at) of \(bytes.count)") }
  var parts: [[UInt8]] = [bytes]
  if let nul = bytes.firstIndex(of: 0) {
    parts = [Array(bytes[..<nul]), Array(bytes[(nul + 1)...])]
  }
  let files = parts.enumerated().map { SourceFile(path: "F\($0.offset).swift", bytes: $0.element) }
  let scan = SourceScan(files: files)
  for note in scan.diagnostics where !files.contains(where: { $0.path == note.location.path }) {
    if note.location.path != "-" { fail("a note names no file: \(note)") }
  }
  _ = scan.app.text()
  return 0
}
