import Foundation
import NavSimSourceTestSupport
import NavSimTestSupport
import Testing

@testable import navfuzz

/// A scanned app's campaigns draw only the app inputs its source makes (the app file's
/// `app-inputs:` line, docs/SCAN.md), say so after the report, and `--app-events` overrides
/// the line.
@Suite struct NavfuzzAppInputsTests {
  /// A tab app with a sheet, an alert and a full-screen cover and no handler: `fuzz --app` on
  /// the file scan wrote draws no app input (the app column says off) and the line after the
  /// report says none was drawn; `--app-events on` draws them again.
  @Test func aScannedAppsFileLimitsTheAppInputs() throws {
    let folder = temporaryFolder()
    let app = folder + "/app.nav"
    let scan = navfuzz([
      "scan", SourceFixtures.path("TabApp"), "--runs", "50", "--jobs", "1", "--findings",
      folder + "/found", "--out", app,
    ])
    #expect(scan.code == .success, "\(scan.out)\n\(scan.err)")
    #expect(
      scan.err.contains(
        "TabApp: note: no deployment target read (no IPHONEOS_DEPLOYMENT_TARGET in a "
          + "project.pbxproj or an .xcconfig, no deploymentTarget in a project.yml, no .iOS(…) in "
          + "a Package.swift's platforms or a Project.swift): the warnings speak of ios17"),
      "\(scan.err)")
    let fuzz = navfuzz([
      "fuzz", "--app", app, "--seed", "1", "--runs", "300", "--jobs", "1", "--mitigation", "none",
      "--out", folder + "/fuzz",
    ])
    #expect(
      fuzz.out.contains(
        "app inputs: none: the app's source makes no app input (its app file says app-inputs: "
          + "none); 0 of "), "\(fuzz.out)")
    #expect(!fuzz.out.contains("needs an app input"), "\(fuzz.out)")
    let every = navfuzz([
      "fuzz", "--app", app, "--seed", "1", "--runs", "300", "--jobs", "1", "--mitigation", "none",
      "--out", folder + "/every", "--app-events", "on",
    ])
    #expect(!every.out.contains("app inputs: none"), "\(every.out)")
  }

  /// `scan --fuzz` on an app whose deep link pushes a screen: the campaign says it drew only
  /// the one app input the source makes, a deep link, as a hand taps it.
  @Test func scanFuzzDrawsTheSourcesAppInputs() {
    let folder = temporaryFolder()
    let scan = navfuzz([
      "scan", SourceFixtures.path("Routes"), "--fuzz", "--runs", "300", "--jobs", "1",
      "--findings", folder + "/found", "--out", folder + "/app.nav",
    ])
    #expect(
      scan.out.contains(
        "app inputs: only the 1 the app's source makes (its app file's app-inputs: and "
          + "deep-links: lines; the deep link comes when a hand can tap it); "),
      "\(scan.out)")
  }

  /// `explore --app` draws the app inputs of the file's `app-inputs:` line as a campaign does:
  /// none (the header says so, and the nested push the app never makes finds nothing), the one
  /// it names, or, with `--app-events on`, every kind.
  @Test func exploreDrawsTheAppFilesAppInputs() throws {
    let folder = temporaryFolder()
    let none = folder + "/none.nav"
    let one = folder + "/one.nav"
    let text = "name: two screens\napp-inputs: none\nscreen: Home: link Detail\nscreen: Detail\n"
    try text.write(toFile: none, atomically: true, encoding: .utf8)
    try text.replacingOccurrences(of: "app-inputs: none", with: "app-inputs: push Detail")
      .write(toFile: one, atomically: true, encoding: .utf8)
    func explore(_ app: String, _ extra: [String] = []) -> (ExitCode, String) {
      let run = navfuzz(
        ["explore", "--app", app, "--depth", "2", "--mitigation", "none", "--out", folder + "/x"]
          + extra)
      return (run.code, run.out)
    }
    let (noneCode, noneOut) = explore(none)
    #expect(
      noneOut.hasPrefix(
        "explore: depth 2, horizon 3s, app events off (the app file says app-inputs: none)\n"),
      "\(noneOut)")
    #expect(noneCode == .success, "\(noneOut)")
    #expect(noneOut.contains("no finding within depth 2"), "\(noneOut)")
    let (oneCode, oneOut) = explore(one)
    #expect(
      oneOut.hasPrefix("explore: depth 2, horizon 3s, app events: only the 1 its app-inputs: "),
      "\(oneOut)")
    #expect(oneCode == .finding, "\(oneOut)")
    #expect(oneOut.contains("app push Detail"), "\(oneOut)")
    #expect(!oneOut.contains("app pop"), "\(oneOut)")
    // Each counterexample file is the app's: its app-inputs: line is the app file's.
    let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/x")
    #expect(!written.isEmpty)
    for name in written {
      let file = try String(contentsOfFile: folder + "/x/" + name, encoding: .utf8)
      #expect(file.contains("\napp-inputs: push Detail\n"), "\(name): \(file)")
    }
    let (everyCode, everyOut) = explore(none, ["--app-events", "on"])
    #expect(everyOut.hasPrefix("explore: depth 2, horizon 3s, app events on\n"), "\(everyOut)")
    #expect(everyCode == .finding, "\(everyOut)")
  }
}
