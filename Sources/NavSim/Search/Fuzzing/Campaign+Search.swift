import Dispatch
import NavSimCore
import NavSimScenario
import Synchronization

extension Campaign {
  /// Runs of a verdict search a worker claims at a time.
  static let searchChunk = 8
  /// The salt of a search run's own choice of fork (fresh or which finding, cut where).
  static let forkSalt: UInt64 = 0xF0_4C

  /// One independent search of docs/MODEL.md §13: `forks` runs at `seed` under `mitigation`
  /// alone, with `assumption`'s alternative when given. Each run starts afresh (one in ten, as
  /// a coverage run does, ``Corpus/freshChance``) or forks from a finding of `bases`: the
  /// finding's first touches, cut at a point drawn by the run, replayed under the alternative
  /// (moved later where its hand is slower) and followed by the run's own touches. Searching
  /// around the inputs that found a line costs a tenth of the campaign that found it, and
  /// finds the line's kind under an alternative wherever a nearby person's inputs still do.
  /// - Returns: the runs' tally, the same for any `jobs`.
  func search(
    seed: UInt64, under assumption: Explanation.Assumption?, _ mitigation: Mitigation,
    forks: Int, from bases: [[Touch]]
  ) -> Tally {
    var campaign = self
    campaign.seed = seed
    if let assumption { campaign.configuration = assumption.applied(to: configuration) }
    let config = campaign.configuration(for: mitigation)
    let search = campaign
    let chunks = (max(0, forks) + Self.searchChunk - 1) / Self.searchChunk
    guard chunks > 0 else { return Tally() }
    let results = Mutex([Tally?](repeating: nil, count: chunks))
    let next = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, chunks))) { _ in
      // A slot per run the search makes: a memo of a lane's size costs more to build and free
      // than a hundred runs do.
      var runner = FuzzRunner(
        configuration: config, options: generation, memoCapacity: max(64, forks))
      let physics = runner.physics
      while true {
        let chunk = next.withLock { n -> Int in
          defer { n += 1 }
          return n
        }
        guard chunk < chunks else { break }
        var tally = Tally()
        let first = chunk * Self.searchChunk
        for index in first..<min(first + Self.searchChunk, forks) {
          let findings = search.searchRun(index, from: bases, on: &runner)
          tally.add(
            run: index, findings: findings, inputs: runner.touches,
            multiFinger: physics.needsSeveralFingers(runner.touches))
        }
        _ = runner.takeCoverage()
        results.withLock { $0[chunk] = tally }
      }
    }
    var tally = Tally()
    for result in results.withLock({ $0 }) { if let result { tally.merge(result) } }
    return tally
  }

  /// Run `index` of a verdict search at this campaign's seed (``search(seed:under:_:forks:from:)``):
  /// fresh, or a fork from one of `bases` cut where the run draws; its touches are then
  /// `runner.touches`.
  func searchRun(_ index: Int, from bases: [[Touch]], on runner: inout FuzzRunner) -> [Finding] {
    let runSeed = runSeed(index)
    var rng = Xoshiro256StarStar(seed: SplitMix64.derive(runSeed, Self.forkSalt))
    guard !bases.isEmpty, !rng.chance(Corpus.freshChance) else { return runner.run(seed: runSeed) }
    let base = bases[rng.nextIndex(bases.count)]
    let cut = base.isEmpty ? 0 : rng.nextIndex(base.count)
    return runner.run(seed: runSeed, prefix: base.prefix(cut))
  }
}
