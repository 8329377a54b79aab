import Foundation
import NavSimTestSupport
import Testing

@testable import navfuzz

/// `navfuzz merge` given counts and times no shard writes: a located error, never a
/// trap or a hang.
@Suite struct NavfuzzMergeHostileTests {
  /// The two shards of a small campaign, as text.
  static let shards: (String, String) = {
    let args = ["--seed", "1", "--runs", "200", "--jobs", "1", "--out", temporaryFolder()]
    return (navfuzz(args + ["--shard", "0/2"]).out, navfuzz(args + ["--shard", "1/2"]).out)
  }()

  /// Merges `first` and `second` written to files: the result and the second file's path.
  func merge(_ first: String, _ second: String) -> (
    result: (code: ExitCode, out: String, err: String), path: String
  ) {
    let dir = temporaryFolder()
    write(first, dir + "/a.json")
    write(second, dir + "/b.json")
    return (navfuzz(["merge", dir + "/a.json", dir + "/b.json"]), dir + "/b.json")
  }

  @Test func theShardsMerge() {
    let (a, b) = Self.shards
    #expect(b.contains("\"timeUs\": "))
    #expect(merge(a, b).result.code == .finding)
  }

  /// Counts near Int64.max in both shards: their sum is an error (it trapped).
  @Test func countsThatOverflowWhenAddedAreAnError() {
    let (a, b) = Self.shards
    let most = String(Int64.max)
    let first = a.replacingOccurrences(of: "\"runs\": 200", with: "\"runs\": \(most)")
      .replacingOccurrences(of: "\"runs\": 0,", with: "\"runs\": \(Int64.max - 1),")
    let second = b.replacingOccurrences(of: "\"runs\": 200", with: "\"runs\": \(most)")
    let (result, _) = merge(first, second)
    #expect(result.code == .dataError, "\(result.err)")
    #expect(result.err.contains("too large to count"), "\(result.err)")
  }

  /// A negative count, a tally of more runs than the campaign's and a finding at 2^62 µs are
  /// each refused (a negative count was printed; the others hung).
  @Test func negativeCountsHugeRunsAndHugeTimesAreRefused() throws {
    let (a, b) = Self.shards
    let count = try #require(b.range(of: #""count": [0-9]+"#, options: .regularExpression))
    let time = try #require(b.range(of: #""timeUs": [0-9]+"#, options: .regularExpression))
    let tallyRuns = try #require(b.range(of: "      \"runs\": 200"))
    for bad in [
      b.replacingCharacters(in: count, with: "\"count\": -3"),
      b.replacingCharacters(in: time, with: "\"timeUs\": \(1 << 62)"),
      b.replacingCharacters(in: tallyRuns, with: "      \"runs\": \(1 << 62)"),
    ] {
      let (result, path) = merge(a, bad)
      #expect(result.code == .dataError, "\(result.err)")
      #expect(result.err.hasPrefix(path + ": error: "), "\(result.err)")
    }
  }

  /// A shard with a byte-order mark merges; one with an optional field of the wrong type does
  /// not.
  @Test func aByteOrderMarkReadsAndAWrongTypeDoesNot() {
    let (a, b) = Self.shards
    #expect(merge(a, "\u{FEFF}" + b).result.code == .finding)
    let wrong = b.replacingOccurrences(of: "\"interrupted\": false", with: "\"interrupted\": 0")
    let (result, _) = merge(a, wrong)
    #expect(result.code == .dataError, "\(result.err)")
    #expect(result.err.contains("\"interrupted\" is not true or false"), "\(result.err)")
  }
}
