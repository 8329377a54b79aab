import Foundation
import NavSimTestSupport
import Testing

@testable import navfuzz

/// On the command line, `--set` values under which no finger can tap are a
/// usage error naming the option, before anything runs.
@Suite struct AppOptionsTests {
  static let refused: [(arguments: [String], option: String)] = [
    (["--set", "hold=10ms", "--runs", "10"], "--set hold=10ms: "),
    (["--set", "minHold=300ms", "--runs", "10"], "--set minHold=300ms: "),
    (["--set", "maxHold=1ms", "--runs", "10"], "--set maxHold=1ms: "),
    (
      ["--set", "minHold=100ms,maxHold=50ms", "--runs", "10"], "--set minHold=100ms,maxHold=50ms: "
    ),
    (["explore", "--set", "hold=300ms", "--depth", "1"], "--set hold=300ms: "),
  ]

  @Test(arguments: refused)
  func settingsNoFingerCanObeyAreAUsageError(_ line: (arguments: [String], option: String)) {
    let dir = temporaryFolder()
    let out = line.arguments.first == "explore" ? [] : ["--out", dir + "/out"]
    let r = navfuzz(line.arguments + out)
    #expect(r.code == .usage, "\(line.arguments)")
    #expect(r.err.hasPrefix("error: " + line.option), "\(r.err)")
    #expect(r.out == "")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
  }

  /// A file's `set:` and the command line's `--set` together: the combination is checked.
  @Test func aCombinationWithTheAppFileIsCheckedToo() {
    let dir = temporaryFolder()
    write("set: minHold=100ms, hold=120ms\nstart: root > detail\n", dir + "/app.nav")
    let r = navfuzz(["--app", dir + "/app.nav", "--set", "maxHold=90ms", "--runs", "10"])
    #expect(r.code == .usage)
    #expect(r.err.hasPrefix("error: --set maxHold=90ms: minHold 100ms is longer than maxHold"))
  }
}
