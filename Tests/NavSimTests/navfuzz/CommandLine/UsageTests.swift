import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct UsageTests {
  @Test(arguments: CommandName.allCases)
  func everyAcceptedOptionIsDocumentedInItsHelp(command: CommandName) {
    let text = Usage.help(for: command)
    for option in ArgumentReader.options(of: command).keys {
      #expect(text.contains(option + " ") || text.contains(option + ","), "\(command) \(option)")
    }
  }

  @Test(arguments: CommandName.allCases)
  func everyHelpStartsWithItsUsageLineAndFitsInNinetySixColumns(command: CommandName) {
    let text = Usage.help(for: command)
    let expected = command == .fuzz ? "usage: navfuzz [fuzz]" : "usage: navfuzz \(command)"
    #expect(text.hasPrefix(expected))
    for line in text.split(separator: "\n") {
      #expect(line.count <= 96, "\(command): \(line)")
    }
  }

  @Test func theOverviewListsEveryCommandAndExitStatus() {
    let text = Usage.help(for: nil)
    #expect(text.hasPrefix("navfuzz 0.1.0: "))
    for command in CommandName.allCases {
      #expect(text.contains("navfuzz \(command)") || command == .fuzz, "\(command)")
    }
    for code in ExitCode.allCases {
      #expect(text.contains("\n  \(code.rawValue) "), "exit \(code.rawValue)")
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 96, "\(line)")
    }
  }

  @Test func theSharedHelpNamesEveryChoice() {
    for text in [Usage.help(for: .fuzz), Usage.help(for: .explore)] {
      for name in Mitigation.allCases.map(\.rawValue) + Profile.all.map(\.name)
        + Device.allCases.map(\.rawValue) + Orientation.allCases.map(\.rawValue)
        + Container.allCases.map(\.rawValue) + BackButtonStyle.allCases.map(\.rawValue)
        + Profile.settingNames
      {
        #expect(text.contains(name), "\(name)")
      }
    }
    for strategy in FuzzOptions.Strategy.allCases {
      #expect(Usage.help(for: .fuzz).contains(strategy.rawValue + " ("))
    }
    for kind in FindingKind.allCases where !kind.isInformational {
      #expect(Usage.help(for: .explore).contains(kind.rawValue))
    }
  }

  @Test func theSynopsisIsTheUsageLinesOnly() {
    #expect(
      Usage.synopsis(for: .shrink)
        == "usage: navfuzz shrink FILE [-o FILE]\nRun 'navfuzz help shrink' for its options.")
    #expect(Usage.synopsis(for: nil).hasPrefix(Usage.commandList))
  }
}
