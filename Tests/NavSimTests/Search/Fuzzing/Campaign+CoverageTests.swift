import NavSimSearchTestSupport
import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// `--strategy coverage`: runs fork from saved models, and the campaign is still a
/// function of its seed and arguments alone.
@Suite struct CampaignCoverageTests {
  /// A run that forked from a saved model gives, replayed alone from the start, the findings
  /// the campaign counted for it: a fork is its touches.
  @Test func aForkedRunReplaysFromTheStart() throws {
    let campaign = Campaign.coverage(.chain(7), seed: 2, runs: 1_500, jobs: 2)
    let report = campaign.run()
    let first = try #require(report.rows[0].firstRun(.lockup))
    // The runs of a lane's first epoch start afresh: the corpus is empty until it ends.
    let firstEpoch = Campaign.coverageChunkSize * Campaign.epochChunks(after: 0)
    #expect(first >= firstEpoch, "found before any fork: the test would not test forks")
    for k in [first, first + 1, 300, 1_000] {
      let run = campaign.replay(run: k, mitigation: .none)
      let replayed = Simulator.run(run.configuration, inputs: run.inputs).findings
        .filter { !$0.kind.isInformational }
      #expect(replayed.map(\.kind) == run.findings.map(\.kind), "run \(k)")
      #expect(replayed.map(\.cause) == run.findings.map(\.cause), "run \(k)")
    }
    #expect(!campaign.replay(run: first, mitigation: .none).findings.isEmpty)
  }

  /// Every run of a coverage campaign, forks included, gives from its touches alone the
  /// findings the campaign counted, with one to three fingers and app inputs: a fork resumes
  /// a saved model, and a replay from the start must reach the same state (a fork's first
  /// touch at the instant of the saved run's last step was delivered after it, where a replay
  /// orders the two by finger).
  @Test(arguments: [1, 2, 3])
  func everyRunReplaysFromTheStart(fingers: Int) {
    var campaign = Campaign(seed: 1, configuration: Configuration())
    campaign.mitigations = [.none, .gestureMask, .fullScreenCover]
    campaign.generation.fingers = fingers
    campaign.generation.strategy = .coverage
    campaign.budget = .runs(1_200)
    campaign.outDirectory = ""
    var found = 0
    for mitigation in campaign.mitigations {
      for run in campaign.replay(runs: 0..<1_200, mitigation: mitigation) {
        let replayed = Simulator.run(run.configuration, inputs: run.inputs).findings
          .filter { !$0.kind.isInformational }
        #expect(replayed == run.findings, "run \(run.index) under \(mitigation)")
        found += run.findings.count
      }
    }
    #expect(found > 100, "too few findings for the sweep to test anything")
  }

  /// Replaying a range of runs at once gives each run as replaying it alone does (its inputs
  /// and findings), in run order, for either strategy.
  @Test(arguments: [Strategy.coverage, .timed])
  func aRangeReplaysAsEachRunAlone(strategy: Strategy) {
    var campaign = Campaign.coverage(.chain(5), seed: 3, runs: 400, jobs: 2)
    campaign.generation.strategy = strategy
    let runs = campaign.replay(runs: 250..<330, mitigation: .none)
    #expect(runs.map(\.index) == Array(250..<330))
    for k in [250, 256, 301, 329] {
      let alone = campaign.replay(run: k, mitigation: .none)
      let inRange = runs[k - 250]
      #expect(inRange.inputs == alone.inputs, "run \(k)")
      #expect(inRange.findings == alone.findings, "run \(k)")
    }
  }

  /// Lane `k` descends from `k` with its lowest set bit cleared; a range of lanes needs its
  /// ancestors below it, ascending, each once.
  @Test func lanesFormATreeOfFewAncestors() {
    #expect(Campaign.parentLane(0) == nil)
    #expect([1, 2, 3, 4, 6, 7, 12].map { Campaign.parentLane($0) } == [0, 0, 2, 0, 4, 6, 8])
    #expect(Campaign.lanesToRun(0..<5) == [0, 1, 2, 3, 4])
    #expect(Campaign.lanesToRun(5..<8) == [0, 4, 5, 6, 7])
    #expect(Campaign.lanesToRun(13..<16) == [0, 8, 12, 13, 14, 15])
    #expect(Campaign.lanesToRun(3..<3) == [])
  }

  /// A lane carries what it learned into its children: on a chain of 64 (32 screens, then 32
  /// in a cover's stack), lane 1 (which starts from lane 0's corpus) reaches screens deeper
  /// than lane 0 reached.
  @Test func aChildLaneGoesDeeperThanItsParent() throws {
    let runs = 2 * Campaign.laneChunks * Campaign.coverageChunkSize
    let campaign = Campaign.coverage(.chain(64), seed: 4, runs: runs, jobs: 2)
    let lanes = (0..<2).map { i in
      var c = campaign
      c.shard = Shard(index: i, count: 2)
      return c.runShard().tallies[0].coverage
    }
    func deepest(_ coverage: Coverage) -> Int { 63 - coverage.screens.leadingZeroBitCount }
    #expect(deepest(lanes[0]) < 63, "lane 0 alone reached the end: the test would not test")
    #expect(deepest(lanes[1]) > deepest(lanes[0]), "\(deepest(lanes[0])) \(deepest(lanes[1]))")
  }

  /// A child lane starts from its parent's newest entries of every place, at most
  /// ``Corpus/inherited`` of them, in their order.
  @Test func aChildInheritsTheNewestEntryOfEveryPlace() {
    var atDetail = Configuration()
    atDetail.start = [0, 1]
    let root = NavigationModel(Configuration())
    let detail = NavigationModel(atDetail)
    let fork = ForkPoint(
      free: (0, 0, 0, 0), needsApp: false, lifted: InputGenerator.FingerPoints(),
      landscape: false)
    var snapshots = (1...9).map {
      Snapshot(
        state: $0, model: root, touchCount: 0, fork: fork, place: Corpus.place(of: root))
    }
    snapshots.append(
      Snapshot(
        state: 10, model: detail, touchCount: 0, fork: fork, place: Corpus.place(of: detail)))
    var corpus = Corpus()
    corpus.add(snapshots, touches: [])
    #expect(corpus.inheritance(limit: 3).entries.map(\.state) == [8, 9, 10])
    #expect(corpus.inheritance(limit: 1).entries.map(\.state) == [9])
    #expect(corpus.inheritance(limit: 100).entries.map(\.state) == Array(1...10))
    #expect(corpus.inheritance(limit: 3).places.map(\.count) == [2, 1])
  }

  /// A fork draws a place (screen, presentation phase, transition) first, then one of its
  /// entries: one entry on `detail` is drawn as often as nine on `root` together, and one run
  /// in ten starts afresh.
  @Test func aForkDrawsEachPlaceAsOftenAsTheOthers() {
    var atDetail = Configuration()
    atDetail.start = [0, 1]
    let root = NavigationModel(Configuration())
    let detail = NavigationModel(atDetail)
    let fork = ForkPoint(
      free: (0, 0, 0, 0), needsApp: false, lifted: InputGenerator.FingerPoints(),
      landscape: false)
    // Nine states on root (as if they differed in the rules fired), one on detail.
    var snapshots = (1...9).map {
      Snapshot(
        state: $0, model: root, touchCount: 0, fork: fork, place: Corpus.place(of: root))
    }
    snapshots.append(
      Snapshot(
        state: 10, model: detail, touchCount: 0, fork: fork, place: Corpus.place(of: detail)))
    var corpus = Corpus()
    corpus.add(snapshots, touches: [])
    corpus.add(snapshots, touches: [])
    #expect(corpus.entries.count == 10)
    #expect(corpus.places.map(\.count) == [9, 1])
    let picks = (0..<UInt64(4_000)).map { corpus.pick(seed: $0)?.state }
    let fresh = picks.filter { $0 == nil }.count
    let onDetail = picks.filter { $0 == 10 }.count
    #expect((300...500).contains(fresh), "\(fresh)")
    #expect((1_600...2_000).contains(onDetail), "\(onDetail)")
    #expect(picks == (0..<UInt64(4_000)).map { corpus.pick(seed: $0)?.state })
  }

  /// A snapshot's place, taken from the parts observed with it, is its model's place.
  @Test(arguments: [false, true])
  func aSnapshotsPlaceIsItsModels(tabApp: Bool) {
    var config = Configuration()
    if tabApp { config.app = Bench.tabApp }
    var options = GenerationOptions()
    options.fingers = 2
    var runner = FuzzRunner(configuration: config, options: options)
    runner.generator.observer.startChunk(known: StateSet(), entries: 0)
    var checked = 0
    for seed in 0..<UInt64(200) {
      _ = runner.run(seed: seed)
      for snapshot in runner.generator.observer.snapshots {
        #expect(snapshot.place == Corpus.place(of: snapshot.model))
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  /// Coverage merges as a union whatever the split.
  @Test func coverageIsAUnion() {
    var rng = Xoshiro256StarStar(seed: 4)
    let values = (0..<300).map { _ in rng.next() % 97 }
    let whole = Coverage(states: values, rules: RuleSet(), screens: 1, phases: 2, transitions: 4)
    var parts = Coverage()
    for slice in stride(from: 0, to: values.count, by: 37) {
      parts.formUnion(
        Coverage(
          states: Array(values[slice..<min(values.count, slice + 37)]), rules: RuleSet(),
          screens: 1, phases: 2, transitions: 4))
    }
    #expect(parts == whole)
    #expect(whole.states == Array(Set(values)).sorted())
    #expect(values.allSatisfy(whole.contains))
    #expect(!whole.contains(1_000))
  }

  /// A lane's epochs cover it exactly, each one chunk of 8 runs (one worker runs a lane: its
  /// runs fork from what the runs just before them reached), so a lane is a function of the
  /// seed and its ancestors alone, for any `--jobs` and shard.
  @Test func epochsCoverALaneChunkByChunk() {
    var start = 0
    var lengths: [Int] = []
    while start < Campaign.laneChunks {
      let length = min(Campaign.epochChunks(after: start), Campaign.laneChunks - start)
      lengths.append(length)
      start += length
    }
    #expect(start == Campaign.laneChunks)
    #expect(lengths.allSatisfy { $0 * Campaign.coverageChunkSize == 8 })
    #expect(Campaign.laneChunks * Campaign.coverageChunkSize == 4096)
  }

}
