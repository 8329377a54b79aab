import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignShard {
  /// Merges every shard of one campaign, in any order, into the campaign's report: the matrix,
  /// the verdicts and the minimised findings (to write with ``CampaignReport/writeFiles()``).
  /// - Throws: ``ShardError`` when the shards are not exactly the `N` shards of one campaign,
  ///   or one of them was interrupted.
  public static func merge(_ shards: [CampaignShard]) throws(ShardError) -> CampaignReport {
    guard let first = shards.first else { throw ShardError(message: "no shard to merge") }
    let count = first.shard.count
    var byIndex = [CampaignShard?](repeating: nil, count: count)
    for s in shards {
      guard s.shard.count == count else {
        throw ShardError(
          message: "shard \(s.shard) belongs to a campaign of \(s.shard.count) shards, "
            + "shard \(first.shard) to one of \(count)")
      }
      guard s.campaign.identity == first.campaign.identity else {
        throw ShardError(
          message: "shard \(s.shard) comes from another campaign than shard \(first.shard) "
            + "(seed, runs, app, profile and generation options must be the same)")
      }
      guard !s.interrupted else {
        throw ShardError(message: "shard \(s.shard) was interrupted; run it again")
      }
      guard byIndex[s.shard.index] == nil else {
        throw ShardError(message: "shard \(s.shard) is given twice")
      }
      byIndex[s.shard.index] = s
    }
    if let missing = byIndex.firstIndex(where: { $0 == nil }) {
      throw ShardError(message: "shard \(missing)/\(count) is missing")
    }
    var tallies = [Tally](repeating: Tally(), count: first.campaign.mitigations.count)
    for s in byIndex {
      guard let s else { continue }
      for m in tallies.indices where !tallies[m].mergeChecked(s.tallies[m]) {
        throw ShardError(
          message: "shard \(s.shard): its counts added to the earlier shards' are too large to "
            + "count (more than \(Int.max)); not merged")
      }
    }
    var campaign = first.campaign
    campaign.shard = nil
    return campaign.report(tallies: tallies, interrupted: false)
  }
}
