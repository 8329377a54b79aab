import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

/// `--strategy coverage`'s reports: the same for any jobs and shards, with a coverage block.
@Suite struct CampaignCoverageTests {
  /// The same report for one or two workers, coverage included.
  @Test(arguments: [UInt64(1), 5]) func theReportDoesNotDependOnJobs(_ seed: UInt64) {
    let one = Campaign.coverage(.chain(5), seed: seed, runs: 1_000, jobs: 1).run()
    let two = Campaign.coverage(.chain(5), seed: seed, runs: 1_000, jobs: 2).run()
    #expect(one.text == two.text)
    #expect(one.json.serialized() == two.json.serialized())
    #expect(one.rows[0].coverage == two.rows[0].coverage)
    #expect(one.rows[0].coverage.states.count > 20)
  }

  /// Shards take whole lanes (replaying the ancestors of theirs they do not own): merged, they
  /// are the unsharded report, coverage by union.
  @Test func mergedShardsOverLanesGiveTheUnshardedReport() throws {
    let runs = 2 * Campaign.laneChunks * Campaign.coverageChunkSize + 300
    let campaign = Campaign.coverage(.chain(4), seed: 3, runs: runs, jobs: 2)
    let whole = campaign.run()
    let shards = try (0..<3).map { i in
      var c = campaign
      c.shard = Shard(index: i, count: 3)
      return try CampaignShard(json: JSONValue.parse(c.runShard().json.serialized(.pretty)))
    }
    let merged = try CampaignShard.merge(shards)
    #expect(merged.text == whole.text)
    #expect(merged.rows[0].coverage == whole.rows[0].coverage)
    var union = Coverage()
    for shard in shards { union.formUnion(shard.tallies[0].coverage) }
    #expect(union == whole.rows[0].coverage)
  }

  /// Over seeds, a campaign of five lanes (lanes inheriting over two levels) prints the same
  /// report for one or two workers and for its shards merged.
  @Test(arguments: [UInt64(2), 9, 17])
  func lanesKeepTheReportExactForAnyJobsAndShards(_ seed: UInt64) throws {
    let runs = 4 * Campaign.laneChunks * Campaign.coverageChunkSize + 200
    let one = Campaign.coverage(.chain(6), seed: seed, runs: runs, jobs: 1)
    var two = one
    two.jobs = 2
    let whole = one.run()
    #expect(two.run().text == whole.text)
    let shards = try [Shard(index: 0, count: 2), Shard(index: 1, count: 2)].map { shard in
      var c = two
      c.shard = shard
      return try CampaignShard(json: JSONValue.parse(c.runShard().json.serialized()))
    }
    let merged = try CampaignShard.merge(shards)
    #expect(merged.text == whole.text)
    #expect(merged.rows[0].coverage == whole.rows[0].coverage)
  }

  /// The seed campaign's coverage names what it never reached.
  @Test func theTextReportHasACoverageBlock() {
    var campaign = Campaign(seed: 1)
    campaign.mitigations = [.none, .fullScreenCover]
    campaign.budget = .runs(300)
    campaign.shrinking = false
    campaign.outDirectory = ""
    let text = campaign.run().text
    #expect(text.contains("\ncoverage (abstract states"))
    #expect(text.contains("  full-screen-cover  "))
    // A full-screen cover cannot be pulled down: the drag phases are never reached.
    let block = text.components(separatedBy: "\ncoverage (")[1]
    #expect(block.contains("never dragging"))
  }
}
