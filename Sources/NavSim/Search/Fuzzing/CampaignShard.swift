import NavSimCore
import NavSimScenario

/// What one shard of a campaign fuzzed: per mitigation the tally of its slice of the runs, with
/// the campaign it belongs to. Shards written with ``json`` and read back with
/// ``init(json:)`` merge (``merge(_:)``) into exactly the unsharded campaign's report.
///
/// ```swift
/// var campaign = Campaign(seed: 1)
/// campaign.budget = .runs(1000)
/// let shards = (0..<3).map { i in
///   var c = campaign
///   c.shard = Shard(index: i, count: 3)
///   return c.runShard()
/// }
/// let report = try CampaignShard.merge(shards)   // == campaign.run(), byte for byte
/// ```
public struct CampaignShard: Sendable {
  /// The campaign (its ``Campaign/shard`` set).
  public var campaign: Campaign
  /// Which slice.
  public var shard: Shard
  /// One tally per mitigation, in the campaign's order.
  package var tallies: [Tally]
  /// Whether the shard was interrupted before its slice was done (such a shard cannot merge).
  public var interrupted: Bool

  /// A shard of `campaign` with the tallies of its slice.
  package init(campaign: Campaign, shard: Shard, tallies: [Tally], interrupted: Bool) {
    self.campaign = campaign
    self.shard = shard
    self.tallies = tallies
    self.interrupted = interrupted
  }

  /// The format of ``json``; ``init(json:)`` reads only this one.
  package static let format = 2

}

extension Campaign {
  /// Fuzzes this campaign's ``shard`` (all runs when it is `nil`, as shard 0/1) without
  /// minimising: the tallies to write and merge later. A run budget is required; with a time
  /// budget the slice is every run that fits.
  public func runShard(
    progress: (@Sendable (CampaignProgress) -> Void)? = nil,
    progressInterval: Duration = .seconds(1),
    isInterrupted: @Sendable () -> Bool = { false }
  ) -> CampaignShard {
    var campaign = self
    let shard = campaign.shard ?? .whole
    campaign.shard = shard
    let (tallies, interrupted) = campaign.fuzz(
      start: ContinuousClock.now, progress: progress, interval: progressInterval,
      isInterrupted: isInterrupted)
    return CampaignShard(
      campaign: campaign, shard: shard, tallies: tallies,
      interrupted: interrupted)
  }
}
