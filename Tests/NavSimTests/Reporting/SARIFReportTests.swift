import Foundation
import NavSimReportingTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct SARIFReportTests {
  static func parsed(_ report: SARIFReport) throws -> JSONValue {
    try JSONValue.parse(report.json.serialized(.pretty))
  }

  @Test func aCampaignLogIsValidWithAResultPerFindingAndItsFingerprint() throws {
    var campaign = Campaign(seed: 1)
    campaign.budget = .runs(500)
    let report = campaign.run()
    let log = try Self.parsed(report.sarif)
    #expect(SARIFValidator.problems(log) == [])
    let results = log["runs"]?.arrayValue?.first?["results"]?.arrayValue ?? []
    #expect(results.count == report.findings.count)
    for (f, result) in zip(report.findings, results) {
      #expect(result["ruleId"]?.stringValue == f.finding.kind.rawValue)
      #expect(result["message"]?["text"]?.stringValue == f.finding.cause)
      #expect(
        result["partialFingerprints"]?["navfuzzSignature/v1"]?.stringValue
          == report.signature(of: f).fingerprint)
      let location = result["locations"]?.arrayValue?.first?["physicalLocation"]
      #expect(location?["artifactLocation"]?["uri"]?.stringValue == f.path)
      let line = try #require(location?["region"]?["startLine"]?.intValue)
      let lines = f.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[Int(line) - 1].hasPrefix("@"), "line \(line) of \(f.path) is an event")
      let properties = result["properties"]
      #expect(properties?["mitigation"]?.stringValue == f.mitigation.rawValue)
      #expect(
        properties?["needs"]?.arrayValue?.compactMap(\.stringValue)
          == (f.dependences.isEmpty ? nil : f.needs.map(\.short)))
      #expect(
        properties?["dependences"]?.arrayValue?.count
          == (f.dependences.isEmpty ? nil : f.dependences.count))
      #expect(properties?["profile"]?.stringValue == "ios17")
      #expect(properties?["class"]?.stringValue == report.signature(of: f).inputClass.rawValue)
      #expect(properties?["rules"]?.arrayValue?.count == f.finding.rules.rules.count)
      #expect(result["level"]?.stringValue == (f.mitigation == .none ? "warning" : "error"))
    }
  }

  @Test func theSeedLockupIsLocatedAtTheSwipe() throws {
    let path = RepositoryScenarios.folder.appendingPathComponent("seed-lockup-iphone.nav").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scenario = try Scenario.parse(text, path: path)
    #expect(scenario.decisiveEvent(for: .lockup) == 3)
    let outcome = try scenario.replay()
    let results = SARIFReport.results(
      of: outcome, text: text, file: "scenarios/seed-lockup-iphone.nav")
    #expect(results.count == 1)
    let line = try #require(results.first?.line)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[line - 1].contains("swipe-back"))
    #expect(
      SARIFValidator.problems(try Self.parsed(SARIFReport(results: results, toolVersion: "1")))
        == [])
  }

  @Test func aFailedCheckIsAnExpectationResult() throws {
    let text =
      "start: root > detail\nexpect: ok\n\n@0ms tap show-sheet\n+700ms drag-sheet 0.6 over 200ms velocity 900\n+450ms swipe-back 0.7 over 100ms velocity 600\n"
    let scenario = try Scenario.parse(text, path: "a b.nav")
    let result = try #require(
      SARIFReport.checkResult(of: try scenario.replay(), text: text, file: "a b.nav"))
    #expect(result.ruleID == SARIFReport.expectationRule)
    #expect(result.line == 6)
    #expect(result.message.hasPrefix("expected ok, found lockup"))
    let log = try Self.parsed(SARIFReport(results: [result]))
    #expect(SARIFValidator.problems(log) == [])
    #expect(log.serialized(.compact).contains("\"uri\":\"a%20b.nav\""))
    let met = try Scenario.parse("start: root > detail\nexpect: ok\n", path: "b.nav")
    #expect(SARIFReport.checkResult(of: try met.replay(), text: "", file: "b.nav") == nil)
  }

  @Test func theValidatorRejectsWhatTheSchemaRejects() throws {
    let valid = try Self.parsed(
      SARIFReport(results: [
        SARIFReport.Result(ruleID: "lockup", message: "m", file: "f.nav", line: 2)
      ]))
    #expect(SARIFValidator.problems(valid) == [])
    let text = valid.serialized(.compact)
    for (from, to) in [
      ("\"version\":\"2.1.0\"", "\"version\":\"2.0\""),
      ("\"name\":\"navfuzz\"", "\"nom\":\"navfuzz\""),
      ("\"message\":{\"text\":\"m\"}", "\"message\":{}"),
      ("\"startLine\":2", "\"startLine\":0"),
      ("\"ruleIndex\":0", "\"ruleIndex\":3"),
      ("\"level\":\"error\",\"message\"", "\"level\":\"fatal\",\"message\""),
      ("\"uri\":\"f.nav\"", "\"uri\":\"f g.nav\""),
    ] {
      #expect(text.contains(from), "\(from)")
      let broken = try JSONValue.parse(text.replacingOccurrences(of: from, with: to))
      #expect(!SARIFValidator.problems(broken).isEmpty, "\(to) accepted")
    }
  }
}
