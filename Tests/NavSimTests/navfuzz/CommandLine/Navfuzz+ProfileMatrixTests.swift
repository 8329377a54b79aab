import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import navfuzz

/// `--profile LIST|all` for `fuzz` and `explore` (CLI.md; docs/MODEL.md §11): deterministic, and
/// made of the per-profile runs plus the matrix.
@Suite struct NavfuzzProfileMatrixTests {
  /// The text of `text` from the line `== SECTION` up to the next `== ` line (or the end).
  static func sections(_ text: String) -> [String: String] {
    var out: [String: String] = [:]
    var current: String? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("== ") { current = String(line) }
      if let current { out[current, default: ""] += line + "\n" }
    }
    return out
  }

  @Test func exploreAllIsDeterministicAndEqualsThePerProfileRuns() throws {
    let common = ["explore", "--depth", "3", "--app-events", "off"]
    let all = navfuzz(common + ["--profile", "all"])
    #expect(navfuzz(common + ["--profile", "all"]).out == all.out)
    #expect(all.out.contains("verdict per iOS version (mitigation × profile):\n"))
    let allSections = Self.sections(all.out)
    for profile in Profile.versions {
      let one = navfuzz(common + ["--profile", profile.name])
      #expect(!one.out.contains("verdict per iOS version"), "one profile: no matrix")
      let mine = Self.sections(one.out)
      #expect(!mine.isEmpty)
      for (heading, text) in mine {
        // The last section of the single run ends the file; in the all run another may follow.
        #expect(allSections[heading] == text, "\(heading)")
      }
      // Each of its table rows is in the all run's table (whose columns may be wider: the
      // widest verdict of every profile sets them).
      let allRows = Set(all.out.split(separator: "\n").map(Self.words))
      for line in one.out.split(separator: "\n") where line.contains("  \(profile.name)  ") {
        #expect(allRows.contains(Self.words(line)), "\(line)")
      }
    }
    // content-swipe-off is in the matrix for ios26 only.
    let matrixRow = try #require(
      all.out.split(separator: "\n").first {
        $0.hasPrefix("content-swipe-off ") && $0.contains(" - ")
      })
    // R30 (the content live during transitions): a second tap on the link during the push
    // nests it (R9), so ios26 adds a one-finger corruption within three inputs.
    #expect(matrixRow.hasSuffix("lockup 3, corruption 3"))
  }

  /// A table row with its columns' padding collapsed to single spaces.
  static func words(_ line: Substring) -> String {
    line.split(separator: " ").joined(separator: " ")
  }

  @Test func fuzzAllIsThePerProfileReportsThenTheMatrix() {
    let dir = temporaryFolder()
    let common = ["--seed", "5", "--runs", "300", "--app-events", "off", "--verbose"]
    let all = navfuzz(common + ["--profile", "ios17,ios26", "--out", dir, "--jobs", "2"])
    let again = navfuzz(common + ["--profile", "ios17,ios26", "--out", dir, "--jobs", "1"])
    #expect(again.out == all.out)
    let singles = ["ios17", "ios26"].map { name in
      navfuzz(common + ["--profile", name, "--out", dir + "/" + name]).out
    }
    let reports = singles.joined(separator: "\n")
    #expect(all.out.hasPrefix(reports))
    let matrix = all.out.dropFirst(reports.count)
    #expect(matrix.hasPrefix("\nverdict per iOS version (mitigation × profile):\n"))
    #expect(matrix.contains("\ncontent-swipe-off "))
    #expect(all.code == .finding)
  }

  @Test func allIsTheIOSVersionsNotTheHistoricalOrControlProfiles() throws {
    for word in ["explore", "fuzz"] {
      let command = try Command.parse([word, "--profile", "all"])
      let app =
        word == "fuzz"
        ? try #require(command.options(as: FuzzOptions.self)).app
        : try #require(command.options(as: ExploreOptions.self)).app
      #expect(app.profiles.map(\.name) == ["ios16", "ios17", "ios18", "ios26"])
    }
  }
}
