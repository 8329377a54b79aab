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

  @Test(arguments: [1, 2, 3, 7])
  func mergedShardsPrintTheUnshardedStdoutAndWriteTheSameFiles(count: Int) throws {
    let dir = temporaryFolder()
    let out = dir + "/out"
    let campaign = ["--seed", "5", "--runs", "900", "--out", out]
    let whole = navfuzz(campaign + ["--jobs", "2"])
    let wholeFiles = Self.files(in: out)
    #expect(!wholeFiles.isEmpty)
    try FileManager.default.removeItem(atPath: out)

    var shardFiles: [String] = []
    for i in 0..<count {
      let r = navfuzz(campaign + ["--shard", "\(i)/\(count)", "--jobs", "\(1 + i % 2)"])
      #expect(r.code == .success, "shard \(i)/\(count): \(r.err)")
      let path = dir + "/shard-\(i).json"
      write(r.out, path)
      shardFiles.append(path)
    }
    #expect(Self.files(in: out).isEmpty, "a shard writes no finding file")
    let merged = navfuzz(["merge"] + shardFiles.reversed())
    #expect(merged.out == whole.out, "\(count) shards")
    #expect(merged.code == whole.code)
    #expect(Self.files(in: out) == wholeFiles, "\(count) shards")
    let json = navfuzz(["merge", "--json"] + shardFiles)
    #expect(json.out == navfuzz(campaign + ["--json"]).out)
    _ = navfuzz(
      ["merge", "--html", dir + "/merged.html", "--sarif", dir + "/merged.sarif"] + shardFiles)
    _ = navfuzz(campaign + ["--html", dir + "/whole.html", "--sarif", dir + "/whole.sarif"])
    for ext in ["html", "sarif"] {
      let merged = try String(contentsOfFile: dir + "/merged.\(ext)", encoding: .utf8)
      #expect(
        merged == (try String(contentsOfFile: dir + "/whole.\(ext)", encoding: .utf8)), "\(ext)")
    }
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
    #expect(bad.err.hasPrefix(dir + "/bad.json: error: invalid JSON at byte "))
    let args = ["--seed", "5", "--runs", "200", "--out", dir + "/o"]
    write(navfuzz(args + ["--shard", "0/2"]).out, dir + "/a.json")
    let missing = navfuzz(["merge", dir + "/a.json"])
    #expect(missing.code == .dataError)
    #expect(missing.err.contains("shard 1/2 is missing"))
  }
}
