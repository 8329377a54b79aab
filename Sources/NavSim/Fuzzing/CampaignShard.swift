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
  var tallies: [Tally]
  /// Whether the shard was interrupted before its slice was done (such a shard cannot merge).
  public var interrupted: Bool

  /// The format of ``json``; ``init(json:)`` reads only this one.
  static let format = 1

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
      for m in tallies.indices { tallies[m].merge(s.tallies[m]) }
    }
    var campaign = first.campaign
    campaign.shard = nil
    return campaign.report(tallies: tallies, interrupted: false)
  }
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
