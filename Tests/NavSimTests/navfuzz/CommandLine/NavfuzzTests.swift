import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct NavfuzzTests {
  @Test func versionPrintsOneLineOnStdout() {
    let (code, out, err) = navfuzz(["--version"])
    #expect(code == .success)
    #expect(out == "navfuzz 0.1.0\n")
    #expect(err == "")
  }

  @Test(
    arguments: [
      (["help"], nil), (["-h"], nil), (["--help"], nil), (["help", "run"], CommandName.run),
      (["run", "--help"], .run), (["check", "-h"], .check), (["help", "shrink"], .shrink),
      (["explore", "--help"], .explore), (["bench", "--help"], .bench),
      (["--seed", "1", "-h"], .fuzz),
      (["help", "help"], .help),
    ] as [([String], CommandName?)])
  func helpPrintsItsTextOnStdout(arguments: [String], command: CommandName?) {
    var out = ""
    var err = ""
    let code = Navfuzz.run(arguments: ArraySlice(arguments), stdout: &out, stderr: &err)
    #expect(code == .success)
    #expect(out == Usage.help(for: command) + "\n")
    #expect(err == "")
  }

  @Test func aUsageErrorPrintsTheMessageAndUsageOnStderrWith64() {
    let (code, out, err) = navfuzz(["--sed", "42"])
    #expect(code == .usage)
    #expect(out == "")
    #expect(
      err
        == "error: unknown option '--sed'; did you mean '--seed'?\n"
        + "usage: navfuzz [fuzz] [OPTIONS]\nRun 'navfuzz help fuzz' for its options.\n")
  }

  @Test func mainDispatchesAParsedCommand() {
    var out = ""
    var err = ""
    #expect(Navfuzz.main(.version, stdout: &out, stderr: &err) == .success)
    #expect(Navfuzz.main(.help("run"), stdout: &out, stderr: &err) == .success)
    #expect(out == "navfuzz 0.1.0\n" + Usage.help(for: .run) + "\n")
  }
}
