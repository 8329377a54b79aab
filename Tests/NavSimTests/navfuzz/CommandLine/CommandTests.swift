import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct CommandTests {
  @Test func allMeansTheMatrixOfModelMD() {
    #expect(AppOptions.MitigationChoice.all.mitigations == Mitigation.matrix)
    #expect(AppOptions.MitigationChoice.list([.guardNone]).mitigations == [.guardNone])
  }

  @Test func overridesPrintAsTheyAreWritten() {
    #expect(
      AppOptions.ProfileOverride(name: "stateLag", value: 1_000_000).description
        == "stateLag=1000ms")
    #expect(AppOptions.ProfileOverride(name: "push", value: 16_667).description == "push=16.667ms")
    #expect(AppOptions.ProfileOverride(name: "fps", value: 120).description == "fps=120")
  }

  @Test func withNothingGivenTheBaseConfigurationIsKept() {
    var base = Configuration()
    base.profile = .ios13
    base.device = .ipad
    base.mitigations = Mitigations([.gestureMask])
    #expect(AppOptions().configurations(from: base) == [base])
  }

  @Test func givenValuesReplaceTheBasesAndOverridesApplyToEveryProfile() throws {
    let command = try Command.parse([
      "explore", "--profile", "ios16,fixed", "--set", "stateLag=1s", "--set", "fps=120",
      "--device", "ipad", "--orientation", "landscape", "--container", "split",
      "--back-button", "hidden-overlay",
    ])
    guard let options = command.options(as: ExploreOptions.self) else {
      Issue.record("expected explore, got \(command)")
      return
    }
    var base = Configuration()
    base.profile.stateLag = 5  // as a file's `set:` would; a given --profile replaces it
    let configurations = options.app.configurations(from: base)
    #expect(configurations.map(\.profile.name) == ["ios16", "fixed"])
    for configuration in configurations {
      #expect(configuration.profile.stateLag == 1_000_000)
      #expect(configuration.profile.fps == 120)
      #expect(configuration.profile.push == Profile.ios17.push)
      #expect(configuration.device == .ipad)
      #expect(configuration.orientation == .landscape)
      #expect(configuration.container == .split)
      #expect(configuration.backButton == .hiddenOverlay)
    }
    #expect(configurations.last?.profile.orphanTrigger == Profile.fixed.orphanTrigger)
  }

  @Test func laterOverridesOfTheSameNameWin() throws {
    let command = try Command.parse(["--set", "push=1s", "--set", "push=2ms"])
    guard let options = command.options(as: FuzzOptions.self) else {
      Issue.record("expected fuzz, got \(command)")
      return
    }
    #expect(options.app.configurations(from: Configuration()).first?.profile.push == 2000)
    #expect(options.app.overrides.count == 2)
  }

  @Test func overridesKeepTheBaseProfileWhenNoProfileIsGiven() throws {
    let command = try Command.parse(["--set", "dismiss=100ms"])
    guard let options = command.options(as: FuzzOptions.self) else { return }
    var base = Configuration()
    base.profile = .ios13
    let configurations = options.app.configurations(from: base)
    #expect(configurations.count == 1)
    #expect(configurations.first?.profile.name == "ios13")
    #expect(configurations.first?.profile.cancelledPopFreezes == true)
    #expect(configurations.first?.profile.dismiss == 100_000)
  }
}
