import Testing

@testable import NavSimCore
@testable import NavSimExport
@testable import NavSimScenario

/// `navfuzz mitigation NAME`: the code of each mitigation is the code the export installs.
@Suite struct MitigationCodeTests {
  @Test(arguments: Mitigation.allCases.filter { $0 != .none })
  func eachMitigationsCodeIsWhatTheExportWrites(_ mitigation: Mitigation) throws {
    let files = MitigationCode.files(for: mitigation)
    #expect(!files.isEmpty, "\(mitigation)")
    // The same bytes as an export of an app with the mitigation (one source).
    let scenario = try Scenario.parse(
      "mitigation: \(mitigation)\n" + MitigationCode.app, path: "mitigation.nav")
    let plan = try DevicePlan(scenario, source: "navfuzz mitigation \(mitigation)")
    let exported = SwiftUIExport(plan).files
    for file in files {
      #expect(exported.contains(file), "\(mitigation): \(file.path)")
    }
    // The app says which mitigation it runs.
    #expect(
      files.contains {
        $0.path == "App/NavSimStatus.swift" && $0.text.contains("mitigation \(mitigation)")
      })
  }

  @Test func theGuardsAreTheirDelegateCodeAndTheCoverItsModifier() {
    let guardCode = MitigationCode.files(for: .guardPresented).map(\.text).joined()
    #expect(guardCode.contains("navigationController.presentedViewController == nil"))
    #expect(guardCode.contains("interactivePopGestureRecognizer?.delegate = self"))
    let cover = MitigationCode.files(for: .fullScreenCover).map(\.text).joined()
    #expect(cover.contains(".fullScreenCover(isPresented: $popUp)"))
    #expect(MitigationCode.files(for: .none).isEmpty)
  }
}
