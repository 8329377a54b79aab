import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimSource

/// The inputs the tokenizer and recogniser fuzz target (Scripts/fuzz-scan.sh) once crashed on,
/// kept in `Fuzz/scan-regressions/`: each must scan as the fuzz target scans it (split at its
/// first NUL byte into two files), with every note on one of the files, so a reader's trap
/// fails `swift test` and not only a 30-second fuzzing run that may miss it.
@Suite struct ScanFuzzRegressionTests {
  static let folder = KeptFuzzInputs.folder("scan-regressions")
  static let names = KeptFuzzInputs.names("scan-regressions")

  @Test func theFolderHoldsTheKeptInputs() {
    #expect(Self.names.contains("function-without-parameters.swift"))
  }

  @Test(arguments: names) func aKeptInputScans(name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    var parts: [[UInt8]] = [bytes]
    if let nul = bytes.firstIndex(of: 0) {
      parts = [Array(bytes[..<nul]), Array(bytes[(nul + 1)...])]
    }
    let files = parts.enumerated().map {
      SourceFile(path: "F\($0.offset).swift", bytes: $0.element)
    }
    let scan = SourceScan(files: files)
    for note in scan.diagnostics {
      #expect(files.contains { $0.path == note.location.path } || note.location.path == "-")
    }
    #expect(!scan.app.text().isEmpty)
  }
}
