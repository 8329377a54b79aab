import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FindingFilesTests {
  @Test func findingsAreWrittenUnderTheOutDirectory() throws {
    var campaign = Campaign(seed: 42)
    campaign.budget = .runs(128)
    campaign.mitigations = [.none]
    campaign.outDirectory = "/tmp/navsim-fuzz-tests-\(getpid())/nested/out"
    let report = campaign.run()
    try report.writeFiles()
    #expect(!report.findings.isEmpty)
    for f in report.findings {
      #expect(f.path.hasPrefix(campaign.outDirectory + "/"))
      #expect(try read(f.path) == f.scenarioText)
    }
    // Written again: replaced whole.
    try report.writeFiles()
    #expect(try read(report.findings[0].path) == report.findings[0].scenarioText)
  }

  @Test func anUnwritableDirectoryIsAnError() {
    var campaign = Campaign(seed: 42)
    campaign.budget = .runs(64)
    campaign.mitigations = [.none]
    campaign.outDirectory = "/proc/navsim-cannot-write"
    let report = campaign.run()
    #expect(throws: FileWriteError.self) { try report.writeFiles() }
  }

  func read(_ path: String) throws -> String {
    let file = try #require(fopen(path, "r"))
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while true {
      let c = fgetc(file)
      if c == EOF { break }
      bytes.append(UInt8(c))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
