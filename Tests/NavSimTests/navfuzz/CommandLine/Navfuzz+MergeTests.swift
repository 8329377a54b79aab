import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz fuzz --shard I/N` and `navfuzz merge` end to end, as a CI matrix would run them.
@Suite struct NavfuzzMergeTests {
  static func files(in dir: String) -> [String: String] {
    var files: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] {
      files[name] = try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)
    }
    return files
  }

  /// The unsharded campaign every shard count is compared with, run once (a campaign with its
  /// shrinking and dependence searches is the suite's most expensive call): its stdout and exit
  /// code with the HTML and SARIF it wrote, its finding files, and its JSON.
  struct Whole: Sendable {
    var dir: String
    var campaign: [String]
    var text: (code: ExitCode, out: String, err: String)
    var files: [String: String]
    var json: String
    var html: String
    var sarif: String
  }

  static let whole: Whole = {
    let dir = temporaryFolder()
    let out = dir + "/out"
    let campaign = ["--seed", "5", "--runs", "900", "--out", out]
    let text = navfuzz(
      campaign + ["--jobs", "2", "--html", dir + "/whole.html", "--sarif", dir + "/whole.sarif"])
    let files = Self.files(in: out)
    try? FileManager.default.removeItem(atPath: out)
    let json = navfuzz(campaign + ["--json"]).out
    try? FileManager.default.removeItem(atPath: out)
    func read(_ path: String) -> String {
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(missing \(path))"
    }
    return Whole(
      dir: dir, campaign: campaign, text: text, files: files, json: json,
      html: read(dir + "/whole.html"), sarif: read(dir + "/whole.sarif"))
  }()

  /// Serialised: every count's shards write their finding files where the unsharded campaign
  /// did (the paths are part of stdout), so one count at a time.
  @Test(.serialized, arguments: [1, 2, 3, 7])
  func mergedShardsPrintTheUnshardedStdoutAndWriteTheSameFiles(count: Int) throws {
    let whole = Self.whole
    let dir = whole.dir + "/\(count)"
    let out = whole.dir + "/out"
    try? FileManager.default.removeItem(atPath: out)
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(!whole.files.isEmpty)

    var shardFiles: [String] = []
    for i in 0..<count {
      let r = navfuzz(whole.campaign + ["--shard", "\(i)/\(count)", "--jobs", "\(1 + i % 2)"])
      #expect(r.code == .success, "shard \(i)/\(count): \(r.err)")
      let path = dir + "-shard-\(i).json"
      write(r.out, path)
      shardFiles.append(path)
    }
    #expect(Self.files(in: out).isEmpty, "a shard writes no finding file")
    let merged = navfuzz(
      ["merge", "--html", dir + "-merged.html", "--sarif", dir + "-merged.sarif"]
        + shardFiles.reversed())
    #expect(merged.out == whole.text.out, "\(count) shards")
    #expect(merged.code == whole.text.code)
    #expect(Self.files(in: out) == whole.files, "\(count) shards")
    let json = navfuzz(["merge", "--json"] + shardFiles)
    #expect(json.out == whole.json)
    #expect(try String(contentsOfFile: dir + "-merged.html", encoding: .utf8) == whole.html)
    #expect(try String(contentsOfFile: dir + "-merged.sarif", encoding: .utf8) == whole.sarif)
  }

  @Test func theEnvironmentNamesTheShardWhenTheOptionDoesNot() {
    let args = ["--seed", "5", "--runs", "300", "--out", temporaryFolder()]
    var context = ConsoleContext.plain
    context.environment = ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3"]
    var out = ""
    var err = ""
    let code = Navfuzz.run(
      arguments: ArraySlice(args), context: context, stdout: &out, stderr: &err)
    #expect(code == .success)
    #expect(out.contains("\"shard\": \"1/3\""))
    #expect(out == navfuzz(args + ["--shard", "1/3"]).out)
    context.environment = ["TEST_SHARD_INDEX": "3", "TEST_TOTAL_SHARDS": "3"]
    out = ""
    err = ""
    let bad = Navfuzz.run(arguments: ArraySlice(args), context: context, stdout: &out, stderr: &err)
    #expect(bad == .dataError)
    #expect(err.contains("TEST_SHARD_INDEX=3"))
  }

  @Test func badShardsAndBadFilesAreClearErrors() {
    let dir = temporaryFolder()
    #expect(navfuzz(["--seed", "1", "--shard", "3/3"]).code == .usage)
    #expect(navfuzz(["--seed", "1", "--shard", "0/2", "--time", "1s"]).code == .usage)
    #expect(navfuzz(["--shard", "0/2"]).code == .usage)
    #expect(navfuzz(["merge"]).code == .usage)
    #expect(navfuzz(["merge", dir + "/missing.json"]).code == .noInput)
    write("{not json", dir + "/bad.json")
    let bad = navfuzz(["merge", dir + "/bad.json"])
    #expect(bad.code == .dataError)
    #expect(bad.err.hasPrefix(dir + "/bad.json:1:2: error: invalid JSON: "), "\(bad.err)")
    let args = ["--seed", "5", "--runs", "200", "--out", dir + "/o"]
    write(navfuzz(args + ["--shard", "0/2"]).out, dir + "/a.json")
    let missing = navfuzz(["merge", dir + "/a.json"])
    #expect(missing.code == .dataError)
    #expect(missing.err.contains("shard 1/2 is missing"))
  }
}
