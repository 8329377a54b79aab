import Foundation
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
    let process = Process()
    process.executableURL = try BuiltExecutable.url()
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
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

  /// Issue 12 item 2: results lost on a full disk are an error (exit 74), not a success.
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
