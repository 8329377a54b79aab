import Foundation
import NavSimReportingTestSupport
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `--html`, `--sarif`, `--annotations` and `sweep` end to end.
@Suite struct NavfuzzReportsTests {
  static let failing = """
    name: expects ok but locks up
    start: root > detail
    expect: ok

    @0ms     tap show-sheet
    +700ms   drag-sheet 0.6 over 200ms velocity 900
    +450ms   swipe-back 0.7 over 100ms velocity 600

    """

  static func run(_ args: [String], environment: [String: String]) -> (ExitCode, String, String) {
    var context = ConsoleContext.plain
    context.environment = environment
    var out = ""
    var err = ""
    let code = Navfuzz.run(
      arguments: ArraySlice(args), context: context, stdout: &out, stderr: &err)
    return (code, out, err)
  }

  @Test func checkAnnotatesFailuresUnderGitHubActionsOnly() throws {
    let dir = temporaryFolder()
    write(Self.failing, dir + "/bad.nav")
    write(seedLockupText, dir + "/good.nav")
    write("start: root > nowhere\n", dir + "/broken.nav")
    let (code, out, _) = Self.run(["check", dir], environment: ["GITHUB_ACTIONS": "true"])
    #expect(code == .dataError)
    #expect(out.contains("::error file=\(dir)/bad.nav,line=7::expected ok, found lockup"))
    #expect(out.contains("::error file=\(dir)/broken.nav,line=1,col="))
    #expect(!out.contains("good.nav,line"))
    let (_, plain, _) = Self.run(["check", dir], environment: [:])
    #expect(!plain.contains("::error"))
    let (_, forced, _) = Self.run(["check", dir, "--annotations", "github"], environment: [:])
    #expect(forced.contains("::error file="))
    let (_, off, _) = Self.run(
      ["check", dir, "--annotations", "none"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(!off.contains("::error"))
    #expect(navfuzz(["check", dir, "--annotations", "gitlab"]).code == .usage)
  }

  @Test func checkRunAndFuzzWriteValidSARIFAndHTML() throws {
    let dir = temporaryFolder()
    write(Self.failing, dir + "/bad.nav")
    _ = navfuzz([
      "check", dir + "/bad.nav", "--sarif", dir + "/check.sarif", "--html", dir + "/check.html",
    ])
    _ = navfuzz([
      "run", dir + "/bad.nav", "--sarif", dir + "/run.sarif", "--html", dir + "/run.html",
    ])
    _ = navfuzz([
      "--seed", "1", "--runs", "300", "--out", dir + "/out", "--sarif", dir + "/fuzz.sarif",
      "--html", dir + "/fuzz.html",
    ])
    for name in ["check", "run", "fuzz"] {
      let sarif = try JSONValue.parse(
        String(contentsOfFile: dir + "/\(name).sarif", encoding: .utf8))
      #expect(SARIFValidator.problems(sarif) == [], "\(name)")
      #expect(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.isEmpty == false, "\(name)")
      let html = try String(contentsOfFile: dir + "/\(name).html", encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>"), "\(name)")
      #expect(html.contains("<svg class=\"timeline\""), "\(name)")
    }
  }

  @Test func exploreWritesHTML() throws {
    let dir = temporaryFolder()
    let r = navfuzz([
      "explore", "--mitigation", "none", "--depth", "3", "--horizon", "2s", "--html",
      dir + "/x.html",
    ])
    #expect(r.code == .finding)
    let html = try String(contentsOfFile: dir + "/x.html", encoding: .utf8)
    #expect(
      HTMLStructure.problems(html, entries: html.components(separatedBy: "<article ").count - 1)
        == [])
    #expect(html.contains("lockup"))
  }

  @Test func sweepPrintsTheWindowMapAndChecksItsArguments() throws {
    let dir = temporaryFolder()
    write(seedLockupText, dir + "/seed.nav")
    let r = navfuzz([
      "sweep", dir + "/seed.nav", "--vary", "event 3=800ms..1600ms/100ms", "--vary",
      "stateLag=0ms..400ms/200ms", "--html", dir + "/s.html",
    ])
    #expect(r.code == .success)
    #expect(r.out.contains("legend:  . ok ("))
    #expect(r.out.contains("L lockup ("))
    #expect(try String(contentsOfFile: dir + "/s.html", encoding: .utf8).contains("windowmap"))
    #expect(navfuzz(["sweep", dir + "/seed.nav", "--vary", "stateLag=0ms..1s/3"]).code == .usage)
    #expect(
      navfuzz(["sweep", dir + "/seed.nav", "--vary", "lag=0ms..1s/3", "--vary", "x"]).code == .usage
    )
    let missing = navfuzz([
      "sweep", dir + "/seed.nav", "--vary", "event 9=0ms..1s/3", "--vary", "stateLag=0ms..1s/3",
    ])
    #expect(missing.code == .dataError)
    #expect(missing.err.contains("event 9"))
  }
}
