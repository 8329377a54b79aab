import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz [fuzz]` end to end through `Navfuzz.run(arguments:…)` (CLI.md `fuzz`).
@Suite struct NavfuzzFuzzTests {
  /// The small campaign these tests share: seed 3, 2 000 runs per mitigation.
  static func campaign(_ extra: [String], out dir: String) -> [String] {
    ["--seed", "3", "--runs", "2000", "--out", dir, "--verbose"] + extra
  }

  /// The lines of `text` from the one after the first line starting with `start` up to, not
  /// including, the first line after it equal to `end`.
  static func lines(of text: String, after start: String, until end: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return nil }
    let rest = lines[(first + 1)...]
    guard let last = rest.firstIndex(where: { $0 == end }) else { return nil }
    return rest[..<last].joined(separator: "\n") + "\n"
  }

  @Test func sameSeedGivesTheSameStdoutForOneOrTwoJobsAndTwice() {
    let dir = temporaryFolder()
    let one = navfuzz(Self.campaign(["--jobs", "1"], out: dir))
    let two = navfuzz(Self.campaign(["--jobs", "2"], out: dir))
    let again = navfuzz(Self.campaign(["--jobs", "1"], out: dir))
    #expect(one.out.hasPrefix("navfuzz fuzz: seed 3, profile ios17, app seed, strategy coverage\n"))
    #expect(one.out.contains("2000 runs per mitigation\n"))
    #expect(two.out == one.out)
    #expect(again.out == one.out)
    // The default `all`: `none` is the control; the matrix finds something under another
    // mitigation, so the campaign fails, and the control's lockup silences the warning.
    for r in [one, two, again] {
      #expect(r.code == .finding)
      #expect(!r.err.contains("control"))
    }
    let verdicts = Self.lines(of: one.out, after: "verdicts", until: "") ?? ""
    // One line per mitigation, then its classes' continuation lines (indented further).
    let others = verdicts.split(separator: "\n").filter {
      !$0.hasPrefix("  none ") && !$0.hasPrefix("   ")
    }
    #expect(others.count == Mitigation.matrix.count - 1)
    #expect(others.contains { $0.contains("FAILS") })
  }

  /// `--app FILE` takes the app, not the file's `mitigation:` line, so
  /// `--mitigation none` on the full-screen-cover scenario fuzzes the seed race unmitigated.
  @Test func theAppFileGivesTheAppButNotItsMitigation() {
    let dir = temporaryFolder()
    let app = RepositoryScenarios.folder.appendingPathComponent(
      "mitigation-full-screen-cover.nav"
    ).path
    let r = navfuzz(Self.campaign(["--app", app, "--mitigation", "none"], out: dir))
    #expect(r.code == .finding)
    #expect(FileManager.default.fileExists(atPath: dir + "/none-lockup.nav"))
    let text = (try? String(contentsOfFile: dir + "/none-lockup.nav", encoding: .utf8)) ?? ""
    // The `# found by` line names the --app file; the scenario's own header has no such
    // mitigation.
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("mitigation: full-screen-cover") })
    #expect(text.hasPrefix("# found by navfuzz --seed 3 --app \(app) --run "))
  }

  @Test func theControlAloneExitsOneAndWritesALockupThatReplays() throws {
    let dir = temporaryFolder()
    let r = navfuzz(Self.campaign(["--mitigation", "none"], out: dir))
    #expect(r.code == .finding)
    let lockup = dir + "/none-lockup.nav"
    #expect(r.out.contains("replay: navfuzz run \(lockup)\n"))
    let text = try String(contentsOfFile: lockup, encoding: .utf8)
    #expect(text.contains("expect: lockup\n"))
    #expect(text.hasPrefix("# found by navfuzz --seed 3 --run "))

    let replay = navfuzz(["run", lockup])
    #expect(replay.code == .finding)
    #expect(replay.out.contains("lockup at "))
    #expect(replay.out.contains("expectations: met"))

    // Every file written replays to the finding it expects.
    let written = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".nav")
    }
    #expect(written.count >= 1)
    let check = navfuzz(["check", dir])
    #expect(check.code == .success)
    #expect(check.out.hasSuffix("\(written.count) passed, 0 failed\n"))
  }

  @Test func runKEqualsRunKOfTheCampaign() throws {
    let dir = temporaryFolder()
    let r = navfuzz(Self.campaign(["--mitigation", "none", "--json"], out: dir))
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let matrix = try #require(doc["matrix"] as? [[String: Any]])
    let findings = try #require(matrix.first?["findings"] as? [String: Any])
    let lockup = try #require(findings["lockup"] as? [String: Any])
    let k = try #require(lockup["firstRun"] as? Int)

    let single = navfuzz(["--seed", "3", "--run", "\(k)", "--mitigation", "none"])
    #expect(single.code == .finding)
    let runSeed = SplitMix64.derive(3, UInt64(k))
    let heading = "== run \(k) under none (run seed \(runSeed)): lockup at "
    #expect(single.out.contains(heading))
    #expect(single.out.contains("timeline:\n"))

    // The scenario it prints is run K of the campaign: the same inputs, the same finding.
    let text = try #require(
      Self.lines(of: single.out, after: "== run \(k) under none", until: "timeline:"))
    let scenario = try Scenario.parse(text, path: "run.nav")
    let config = try scenario.configuration()
    var campaign = Campaign(seed: 3)
    campaign.mitigations = [.none]
    let run = campaign.replay(run: k, mitigation: .none)
    #expect(run.seed == runSeed)
    #expect(scenario.inputs(for: config) == run.inputs)
    let replayed = Simulator.run(config, inputs: scenario.inputs(for: config)).findings
    let first = try #require(run.findings.first { $0.kind == .lockup })
    #expect(replayed.contains { $0.kind == .lockup && $0.cause == first.cause })
  }

  @Test func jsonDecodesWithTheSeedTheMatrixAndTheFindings() throws {
    let dir = temporaryFolder()
    let r = navfuzz(Self.campaign(["--json", "--jobs", "2"], out: dir))
    #expect(r.code == .finding)
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect((doc["seed"] as? NSNumber)?.uint64Value == 3)
    #expect(doc["runsPerMitigation"] as? Int == 2000)
    #expect(doc["interrupted"] as? Bool == false)
    let matrix = try #require(doc["matrix"] as? [[String: Any]])
    #expect(matrix.compactMap { $0["mitigation"] as? String } == Mitigation.matrix.map(\.rawValue))
    #expect(matrix.allSatisfy { $0["runs"] as? Int == 2000 })
    let none = try #require(matrix.first?["findings"] as? [String: Any])
    #expect(((none["lockup"] as? [String: Any])?["runs"] as? Int ?? 0) > 0)

    let findings = try #require(doc["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty)
    for f in findings {
      let path = try #require(f["path"] as? String)
      let scenario = try #require(f["scenario"] as? String)
      #expect(path.hasPrefix(dir + "/"))
      #expect(try String(contentsOfFile: path, encoding: .utf8) == scenario)
      #expect(f["replay"] as? String == "navfuzz run \(path)")
      let kind = try #require((f["finding"] as? [String: Any])?["kind"] as? String)
      #expect(scenario.contains("expect: \(kind)"))
    }
    // Consistent with the exit status: a mitigation other than the control found something.
    #expect(findings.contains { $0["mitigation"] as? String != "none" })
  }

  /// Every file the fuzzer writes passes `check` as written, on other devices, containers and
  /// back-button styles too (its `expect:` lines list every finding the inputs lead to).
  @Test(arguments: [
    ["--device", "ipad", "--container", "split"],
    ["--device", "ipad", "--container", "split", "--back-button", "hidden-overlay"],
    ["--back-button", "clear-tint", "--profile", "ios13"],
  ])
  func everyWrittenFindingPassesCheck(options: [String]) {
    let dir = temporaryFolder()
    let fuzz = navfuzz(["--seed", "11", "--runs", "800", "--jobs", "1", "--out", dir] + options)
    #expect(fuzz.code == .finding, "\(options)")
    let check = navfuzz(["check", dir])
    #expect(check.code == .success, "\(options): \(check.out)")
    #expect(check.out.hasSuffix(" passed, 0 failed\n"))
  }
}

/// Ctrl-C on the built executable: the summary so far with the seed, exit 130 (CLI.md).
@Suite struct NavfuzzFuzzInterruptTests {
  /// Bytes read from a pipe on another thread, with a signal once the first line arrives.
  final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    let firstLine = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        var signalled = false
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          lock.withLock { data.append(chunk) }
          if !signalled, chunk.contains(UInt8(ascii: "\n")) {
            signalled = true
            firstLine.signal()
          }
        }
        if !signalled { firstLine.signal() }
        done.signal()
      }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }

  @Test func ctrlCPrintsTheSummarySoFarWithTheSeedAndExits130() throws {
    try stop(with: SIGINT, expecting: 130)
  }

  /// SIGTERM (a `kill`, a CI timeout) stops a campaign the way Ctrl-C does.
  @Test func sigtermPrintsTheSummarySoFarWithTheSeedAndExits143() throws {
    try stop(with: SIGTERM, expecting: 143)
  }

  /// A navfuzz process started with SIGINT and SIGTERM unblocked, its output collected.
  struct Launched {
    let process: Process
    let exited: DispatchSemaphore
    let stdout: Collector
    let stderr: Collector
  }

  /// Starts the built navfuzz with `arguments`. The test runner's threads block SIGINT and a
  /// child inherits the mask; a shell in a terminal leaves it unblocked, so it is unblocked on
  /// this thread while the process is spawned.
  static func launch(_ arguments: [String]) throws -> Launched {
    let (process, out, err) = try BuiltExecutable.process(arguments)
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    var signals = sigset_t()
    var saved = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    #expect(pthread_sigmask(SIG_UNBLOCK, &signals, &saved) == 0)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
    pthread_sigmask(SIG_SETMASK, &saved, nil)
    return Launched(
      process: process, exited: exited, stdout: Collector(out.fileHandleForReading),
      stderr: Collector(err.fileHandleForReading))
  }

  /// Sends `signalNumber` once the first progress line is out (at least 0.5 s, at most
  /// `firstLine` more seconds), and waits `stop` seconds for the process to end (then kills it
  /// and records the failure) and for its output.
  static func interrupt(
    _ launched: Launched, with signalNumber: Int32, firstLine: Int, stop: Int
  ) {
    let process = launched.process
    Thread.sleep(forTimeInterval: 0.5)
    _ = launched.stderr.firstLine.wait(timeout: .now() + .seconds(firstLine))
    #expect(process.isRunning, "navfuzz ended before the signal: \(launched.stderr.text)")
    kill(process.processIdentifier, signalNumber)
    if launched.exited.wait(timeout: .now() + .seconds(stop)) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      launched.exited.wait()
      Issue.record("navfuzz did not stop within \(stop) s of signal \(signalNumber)")
    }
    _ = launched.stdout.done.wait(timeout: .now() + 2)
    _ = launched.stderr.done.wait(timeout: .now() + 2)
  }

  private func stop(with signalNumber: Int32, expecting status: Int32) throws {
    let dir = temporaryFolder()
    // `--progress` so that a first stderr line shows the campaign (and its SIGINT handler) has
    // started before the signal is sent.
    let launched = try Self.launch([
      "--seed", "7", "--runs", "100000000", "--mitigation", "none", "--out", dir, "--progress",
    ])
    Self.interrupt(launched, with: signalNumber, firstLine: 2, stop: 3)
    let process = launched.process
    let stdout = launched.stdout
    let stderr = launched.stderr
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    let text = stdout.text
    #expect(text.hasPrefix("navfuzz fuzz: seed 7, profile ios17, app seed, strategy coverage\n"))
    #expect(text.contains(" runs per mitigation (interrupted)\n"))
    #expect(text.contains("mitigation") && text.contains("lockup"))
    #expect(stderr.text.contains("interrupted; seed 7"))
  }
}

/// The first screen: the answer, a row per mitigation, why, the findings once, where to start,
/// in at most 45 lines, every count in a row the runs of its input class.
@Suite struct NavfuzzFirstScreenTests {
  @Test func theFirstScreenAnswersInAtMost45Lines() throws {
    let dir = temporaryFolder()
    let r = navfuzz(["--seed", "1", "--runs", "2000", "--out", dir])
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 45, "\(r.out)")
    #expect(r.out.contains("\nadopt ") || r.out.contains("\nno mitigation holds"), "\(r.out)")
    #expect(r.out.contains("\nstart here: navfuzz explain "), "\(r.out)")
    #expect(!r.out.contains("minimised scenarios:"))
    // The control's one-finger cell is the runs whose touches were one finger's.
    let verbose = navfuzz(["--seed", "1", "--runs", "2000", "--out", dir, "--verbose"])
    let control = try #require(lines.first { $0.hasPrefix("none (control)") })
    if let range = control.range(of: "FAILS lockup ") {
      let count = control[range.upperBound...].prefix { $0.isNumber }
      #expect(verbose.out.contains("lockup (\(count) of 2000 one-finger runs"), "\(verbose.out)")
    }
  }

  @Test func everyProfileFitsIn80Lines() {
    let dir = temporaryFolder()
    let r = navfuzz(["--seed", "1", "--runs", "300", "--profile", "all", "--out", dir])
    #expect(r.out.split(separator: "\n", omittingEmptySubsequences: false).count <= 80, "\(r.out)")
    #expect(r.out.contains("verdict per iOS version"))
  }
}
