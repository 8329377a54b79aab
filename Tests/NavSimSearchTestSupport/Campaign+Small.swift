import NavSimCore
import NavSimSearch

extension Campaign {
  /// A small campaign of the seed app: `runs` runs per mitigation on `jobs` workers.
  package static func small(seed: UInt64, runs: Int = 256, jobs: Int = 1) -> Campaign {
    var campaign = Campaign(seed: seed)
    campaign.budget = .runs(runs)
    campaign.jobs = jobs
    return campaign
  }

  /// A `--strategy coverage` campaign of `target` under `none` alone, writing no files.
  package static func coverage(_ target: SearchTarget, seed: UInt64, runs: Int, jobs: Int)
    -> Campaign
  {
    var campaign = Campaign(seed: seed, configuration: target.configuration)
    campaign.mitigations = [.none]
    campaign.mitigationsExplicit = true
    campaign.generation = target.generation
    campaign.generation.strategy = .coverage
    campaign.budget = .runs(runs)
    campaign.jobs = jobs
    campaign.outDirectory = ""
    return campaign
  }
}
