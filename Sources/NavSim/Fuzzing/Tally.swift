/// The first run that found one distinct finding (kind, cause) under one mitigation.
struct Occurrence: Sendable {
  /// The finding as its first run made it.
  var finding: Finding
  /// The first run that found it.
  var runIndex: Int
  /// That run's touches.
  var inputs: [Touch]
  /// How many runs found it.
  var count: Int
  /// Whether that run's touches overlap (two fingers down at once).
  var multiFinger = false

  /// Findings are deduplicated by kind (with `recoverable`), cause and input class (one
  /// finger, several fingers, app inputs: INPUT.md §1), so that each class keeps its own first
  /// run.
  func matches(_ other: Finding, multiFinger: Bool) -> Bool {
    finding.kind == other.kind && finding.recoverable == other.recoverable
      && finding.cause == other.cause && finding.needsAppInput == other.needsAppInput
      && self.multiFinger == multiFinger
  }
}

/// What a range of runs found under one mitigation; tallies of consecutive ranges merge in
/// run-index order, so the merged tally does not depend on how the runs were split.
struct Tally: Sendable {
  /// Runs counted.
  var runs = 0
  /// Runs with at least one finding of each kind, indexed like `FindingKind.allCases`.
  var counts = [Int](repeating: 0, count: FindingKind.allCases.count)
  /// The first run with a finding of each kind.
  var firstRun = [Int?](repeating: nil, count: FindingKind.allCases.count)
  /// Distinct findings in the order of their first run.
  var distinct: [Occurrence] = []

  static func slot(_ kind: FindingKind) -> Int { FindingKind.allCases.firstIndex(of: kind) ?? 0 }

  /// Counts run `index` with its findings; `inputs` is read only for a finding seen first.
  mutating func add(
    run index: Int, findings: [Finding], inputs: @autoclosure () -> [Touch],
    multiFinger needsSeveral: @autoclosure () -> Bool = false
  ) {
    runs += 1
    var kindsSeen: UInt32 = 0
    let multiFinger = !findings.isEmpty && needsSeveral()
    for finding in findings {
      let slot = Self.slot(finding.kind)
      if kindsSeen & (1 << UInt32(slot)) == 0 {
        kindsSeen |= 1 << UInt32(slot)
        counts[slot] += 1
        if firstRun[slot] == nil { firstRun[slot] = index }
      }
      if let i = distinct.firstIndex(where: { $0.matches(finding, multiFinger: multiFinger) }) {
        distinct[i].count += 1
      } else {
        distinct.append(
          Occurrence(
            finding: finding, runIndex: index, inputs: inputs(), count: 1,
            multiFinger: multiFinger))
      }
    }
  }

  /// Appends the tally of the runs that come right after these.
  mutating func merge(_ later: Tally) {
    runs += later.runs
    for slot in counts.indices {
      counts[slot] += later.counts[slot]
      if firstRun[slot] == nil { firstRun[slot] = later.firstRun[slot] }
    }
    for occurrence in later.distinct {
      if let i = distinct.firstIndex(where: {
        $0.matches(occurrence.finding, multiFinger: occurrence.multiFinger)
      }) {
        distinct[i].count += occurrence.count
      } else {
        distinct.append(occurrence)
      }
    }
  }

  /// Runs with a finding of `kind`.
  func count(_ kind: FindingKind) -> Int { counts[Self.slot(kind)] }

  /// The first run with a finding of `kind`.
  func first(_ kind: FindingKind) -> Int? { firstRun[Self.slot(kind)] }
}
