import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// Runs the built `navfuzz` executable, so the streams and `main.swift` are tested for real:
/// which file descriptor each text reaches, and the process's exit status.
@Suite struct StandardStreamsTests {
  private func navfuzz(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let (process, out, err) = try BuiltExecutable.process(arguments)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test func versionGoesToStdoutWithStatus0() throws {
    let result = try navfuzz(["--version"])
    #expect(result.status == 0)
    #expect(result.out == "navfuzz 0.1.0\n")
    #expect(result.err == "")
  }

  @Test func helpGoesToStdoutWithStatus0() throws {
    let result = try navfuzz(["help", "explore"])
    #expect(result.status == 0)
    #expect(result.out == Usage.help(for: .explore) + "\n")
    #expect(result.err == "")
  }

  @Test func aUsageErrorGoesToStderrWithStatus64() throws {
    let result = try navfuzz(["--runs", "ten"])
    #expect(result.status == 64)
    #expect(result.out == "")
    #expect(result.err.hasPrefix("error: --runs takes a whole number, got 'ten'\nusage: navfuzz"))
  }

  @Test func aMissingInputExitsWith66() throws {
    let result = try navfuzz(["check", "/nonexistent/scenarios"])
    #expect(result.status == 66)
    #expect(result.out == "")
    #expect(result.err == "error: cannot open '/nonexistent/scenarios': no such file or folder\n")
  }

  /// Results lost on a full disk are an error (exit 74), not a success.
  @Test func aFailedWriteToStdoutExitsWith74() throws {
    let process = Process()
    process.executableURL = try BuiltExecutable.url()
    process.arguments = ["--version"]
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let err = Pipe()
    process.standardError = err
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(
      String(decoding: errData, as: UTF8.self)
        == "error: cannot write standard output: No space left on device\n")
  }

  @Test func longTextsArriveWhole() throws {
    // A help text is several kilobytes: more than one write on some pipes.
    let result = try navfuzz(["fuzz", "--help"])
    #expect(result.out.utf8.count == Usage.help(for: .fuzz).utf8.count + 1)
  }
}

/// Signals, pipes and full devices, through the built executable.
@Suite struct ProcessEndTests {
  /// Runs the built navfuzz with `arguments`, stdout and stderr to pipes (or `stdout`). With
  /// `pendingSignal`, that signal is blocked on the spawning thread so the child starts with
  /// it blocked, and made pending before navfuzz runs (a shell sends it to itself, then execs
  /// navfuzz): it stays pending until navfuzz installs its handler, which is then its first
  /// act.
  private func run(
    _ arguments: [String], stdout: FileHandle? = nil, pendingSignal: Int32? = nil
  ) throws -> (process: Process, err: String) {
    let process = Process()
    let navfuzz = try BuiltExecutable.url()
    if let pendingSignal {
      // The signal is made pending before navfuzz starts: a shell that inherits it blocked
      // sends it to itself and execs navfuzz, which keeps it pending (a signal sent from here
      // after the spawn could come after a quick command had already ended).
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "kill -\(pendingSignal) $$; exec \"$0\" \"$@\"", navfuzz.path] + arguments
    } else {
      process.executableURL = navfuzz
      process.arguments = arguments
    }
    let err = Pipe()
    process.standardOutput = stdout ?? FileHandle.nullDevice
    process.standardError = err
    var signals = sigset_t()
    var saved = sigset_t()
    sigemptyset(&signals)
    if let pendingSignal { sigaddset(&signals, pendingSignal) }
    pthread_sigmask(SIG_BLOCK, &signals, &saved)
    try process.run()
    pthread_sigmask(SIG_SETMASK, &saved, nil)
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process, text)
  }

  /// A signal that arrives before any command began still ends navfuzz with 128 + its number,
  /// whatever the command (here one that never polls).
  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalAtStartUpEndsWith128PlusItsNumber(_ number: Int32) throws {
    let (process, _) = try run(["--version"], pendingSignal: number)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + number)
  }

  /// SIGPIPE: the usual Unix behaviour (CLI.md), even when the parent ignores it.
  @Test func aClosedPipeEndsNavfuzzBySIGPIPESilently() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let (process, err) = try run(["help"], stdout: pipe.fileHandleForWriting)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(err == "")
  }

  /// An output file whose bytes cannot be written (a full device) is exit 74, as the table
  /// says; one that cannot be created is 73.
  @Test func aFullDeviceAsAnOutputFileExits74() throws {
    let scenario = RepositoryScenarios.folder.appendingPathComponent("seed-lockup-iphone.nav").path
    let (full, fullErr) = try run(["run", scenario, "--html", "/dev/full"])
    #expect(full.terminationStatus == 74)
    #expect(fullErr.contains("error: cannot write '/dev/full': No space left on device"))
    let (missing, _) = try run(["run", scenario, "--html", "/proc/no/such/folder/x.html"])
    #expect(missing.terminationStatus == 73)
  }
}
