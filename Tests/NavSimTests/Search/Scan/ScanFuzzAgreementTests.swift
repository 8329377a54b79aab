import NavSimSourceTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch
@testable import NavSimSource

/// A scan's warning and the fuzz of the whole app the scan writes name the same finding: the
/// same kind and the same scope (the whole app, this tab's stack, this sheet's stack), over
/// every scan fixture.
@Suite struct ScanFuzzAgreementTests {
  static let fixtures = ["SeedShape", "TabApp", "TabSheet", "Routes"]

  /// Every warning of a fixture is found by fuzzing the whole app (one finger, no app input,
  /// no mitigation) with the same kind and scope; at least one fixture warns of a lockup of
  /// the whole app and one of a tab's dead stack, so the comparison is never empty.
  @Test(arguments: fixtures)
  func scanAndFuzzAgree(_ fixture: String) throws {
    let scan = SourceScan(files: SourceFixtures.files(fixture))
    let verdicts = ScanJudge.verdicts(scan.app, profiles: [.ios17], runs: 3000)
    let warned = verdicts.compactMap(\.finding)
    let scenario = try Scenario.parse(scan.app.text(), path: "\(fixture).nav")
    var campaign = Campaign(seed: 1, configuration: try scenario.configuration())
    campaign.budget = .runs(3000)
    campaign.mitigations = [.none]
    campaign.mitigationsExplicit = true
    campaign.generation.appEvents = false
    campaign.generation.fingers = 1
    let report = campaign.run()
    let fuzzed = report.findings.map(\.finding).filter { !$0.kind.isInformational }
    let list = fuzzed.map { "\($0.kind) (\($0.scopeClass))" }.joined(separator: ", ")
    for finding in warned {
      #expect(
        fuzzed.contains { $0.kind == finding.kind && $0.scopeClass == finding.scopeClass },
        "\(fixture): scan warns \(finding.kind) (\(finding.scopeClass)); fuzz finds \(list)")
    }
    switch fixture {
    case "SeedShape":
      #expect(warned.map(\.kind) == [.lockup])
      #expect(warned.first?.scopeClass == .wholeApp)
    case "TabSheet":
      // The seed's race inside a tab: the tab bar still responds, so it is the tab's stack.
      #expect(warned.map(\.kind) == [.deadStack])
      #expect(warned.first?.scopeClass == .tabStack)
    case "Routes":
      // Sheets on screens pushed through a router and a navigation model, in tabs.
      #expect(!warned.isEmpty)
      #expect(warned.allSatisfy { $0.kind == .deadStack && $0.scopeClass == .tabStack })
    default:
      #expect(warned.isEmpty, "\(warned)")
    }
  }

  /// The scope's words are the ones a warning prints.
  @Test func scopeWords() {
    var finding = Finding(kind: .deadStack, time: .zero, rules: RuleSet(), cause: "")
    finding.scope = "tab feed's stack"
    #expect(finding.scopeClass.description == "this tab's stack")
    finding.scope = "the stack of sheet editor"
    #expect(finding.scopeClass.description == "this sheet's stack")
    #expect(
      finding.consequence == "freezes this sheet's stack while the sheet can still be dismissed")
    finding.scope = "the stack of cover player"
    #expect(finding.scopeClass == .presentationStack("cover"))
    finding.kind = .lockup
    #expect(finding.scopeClass.description == "whole app")
  }
}
