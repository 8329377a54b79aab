import NavSimTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct CampaignShardTests {
  static func campaign(seed: UInt64, runs: Int) -> Campaign {
    var campaign = Campaign(seed: seed)
    campaign.budget = .runs(runs)
    campaign.jobs = 2
    return campaign
  }

  /// Every shard run alone, written as JSON text and read back, as CI would.
  static func shards(_ campaign: Campaign, count: Int) throws -> [CampaignShard] {
    try (0..<count).map { i in
      var c = campaign
      c.shard = Shard(index: i, count: count)
      let text = c.runShard().json.serialized(.pretty)
      return try CampaignShard(json: JSONValue.parse(text))
    }
  }

  /// The unsharded reports the shard counts are compared with, each campaign run once.
  static let wholeReports: [(seed: UInt64, report: CampaignReport)] = [1, 9].map { seed in
    (seed, campaign(seed: seed, runs: 700).run())
  }

  @Test(arguments: [1, 2, 3, 7])
  func mergedShardsGiveTheUnshardedReportByteForByte(count: Int) throws {
    for (seed, whole) in Self.wholeReports {
      let campaign = Self.campaign(seed: seed, runs: 700)
      let merged = try CampaignShard.merge(Self.shards(campaign, count: count).reversed())
      #expect(merged.text == whole.text, "seed \(seed), \(count) shards")
      #expect(
        merged.json.serialized() == whole.json.serialized(), "seed \(seed), \(count) shards")
      #expect(merged.findings.map(\.path) == whole.findings.map(\.path))
      #expect(merged.findings.map(\.scenarioText) == whole.findings.map(\.scenarioText))
      #expect(merged.failed == whole.failed)
    }
  }

  @Test func moreShardsThanChunksLeavesSomeEmptyAndStillMerges() throws {
    let campaign = Self.campaign(seed: 4, runs: 100)  // two chunks of 64
    let merged = try CampaignShard.merge(Self.shards(campaign, count: 5))
    #expect(merged.text == campaign.run().text)
  }

  @Test func slicesPartitionTheChunksInOrder() throws {
    for total in [0, 1, 2, 5, 63, 64, 157, 1000] {
      for count in 1...9 {
        var next = 0
        for i in 0..<count {
          let slice = try #require(Shard(index: i, count: count)).slice(of: total)
          #expect(slice.lowerBound == next, "total \(total), shard \(i)/\(count)")
          next = slice.upperBound
        }
        #expect(next == total, "total \(total), \(count) shards")
      }
    }
    let huge = try #require(Shard(index: 6, count: 7)).slice(of: Int.max)
    #expect(huge.upperBound == Int.max)
  }

  @Test func shardsParseFromTextAndTheEnvironment() {
    #expect(Shard("0/3") == Shard(index: 0, count: 3))
    #expect(Shard("2/3")?.description == "2/3")
    for bad in ["3/3", "-1/3", "1/0", "1", "a/b", "1/2/3", "", "/3", "１/3"] {
      #expect(Shard(bad) == nil, "\(bad)")
    }
    #expect(Shard.fromEnvironment([:]) == nil)
    #expect(
      Shard.fromEnvironment(["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "4"])
        == .success(Shard(index: 1, count: 4) ?? .whole))
    for env in [["TEST_SHARD_INDEX": "4", "TEST_TOTAL_SHARDS": "4"], ["TEST_TOTAL_SHARDS": "4"]] {
      guard case .failure(let error) = Shard.fromEnvironment(env) else {
        Issue.record("\(env) accepted")
        continue
      }
      #expect(error.message.contains("TEST_SHARD_INDEX"))
    }
  }

  @Test func mergeRefusesMissingDuplicateAndForeignShards() throws {
    let campaign = Self.campaign(seed: 2, runs: 200)
    let three = try Self.shards(campaign, count: 3)
    #expect(throws: ShardError(message: "shard 1/3 is missing")) {
      try CampaignShard.merge([three[0], three[2]])
    }
    #expect(throws: ShardError(message: "shard 2/3 is given twice")) {
      try CampaignShard.merge([three[0], three[1], three[2], three[2]])
    }
    let other = try Self.shards(Self.campaign(seed: 3, runs: 200), count: 3)
    #expect(throws: ShardError.self) { try CampaignShard.merge([three[0], other[1], three[2]]) }
    let two = try Self.shards(campaign, count: 2)
    #expect(throws: ShardError.self) { try CampaignShard.merge([three[0], two[1]]) }
    #expect(throws: ShardError.self) { try CampaignShard.merge([]) }
  }

  @Test func malformedDocumentsAreErrorsNotCrashes() throws {
    let text = Self.campaign(seed: 2, runs: 64).runShard().json.serialized()
    #expect(throws: ShardError.self) { try CampaignShard(json: JSONValue.parse("{}")) }
    #expect(throws: ShardError.self) { try CampaignShard(json: JSONValue.parse("[1,2]")) }
    // Every truncation of a valid document fails to parse or to read, never traps.
    var prefix = ""
    for (i, ch) in text.enumerated() {
      prefix.append(ch)
      guard i % 97 == 0 else { continue }
      if let json = try? JSONValue.parse(prefix) { _ = try? CampaignShard(json: json) }
    }
  }

  @Test func touchesSurviveTheirJSONForm() {
    var touches = Touches.seedLockup
    touches += [
      Touch(at: 1, finger: 0, .app(.push(2))), Touch(at: 2, finger: 2, .tap(.link(1), hold: 90)),
      Touch(at: 3, finger: 0, .rotate), Touch(at: 5, finger: 0, .app(.hidePrimary)),
      Touch(at: 6, finger: 1, .tap(.sidebarToggle, hold: 80_000)),
      Touch(at: 7, finger: 3, .pan(.contentSwipe, progress: 0.25, duration: 90_000, velocity: -3)),
      Touch(at: 8, finger: 1, .pan(.zoomDismiss, progress: 1, duration: 300_000, velocity: 1000)),
    ]
    for touch in touches {
      let text = CampaignShard.json(touch).serialized()
      let back = (try? JSONValue.parse(text)).flatMap(CampaignShard.touch)
      #expect(back == touch, "\(text)")
    }
  }
}
