import NavSimCore
import NavSimScenario

/// The first run that found one distinct finding (kind, cause) under one mitigation.
package struct Occurrence: Sendable {
  /// The finding as its first run made it.
  package var finding: Finding
  /// The first run that found it.
  package var runIndex: Int
  /// That run's inputs.
  package var inputs: [TimedInput]
  /// How many runs found it.
  package var count: Int

  /// An occurrence first found by run `runIndex` with `inputs`, found `count` times.
  package init(finding: Finding, runIndex: Int, inputs: [TimedInput], count: Int) {
    self.finding = finding
    self.runIndex = runIndex
    self.inputs = inputs
    self.count = count
  }

  /// Findings are deduplicated by kind (with `recoverable`) and cause.
  func matches(_ other: Finding) -> Bool {
    finding.kind == other.kind && finding.recoverable == other.recoverable
      && finding.cause == other.cause
  }
}

/// What a range of runs found under one mitigation; tallies of consecutive ranges merge in
/// run-index order, so the merged tally does not depend on how the runs were split.
package struct Tally: Sendable {
  /// An empty tally.
  package init() {}

  /// Runs counted.
  package var runs = 0
  /// Runs with at least one finding of each kind, indexed like `FindingKind.allCases`.
  package var counts = [Int](repeating: 0, count: FindingKind.allCases.count)
  /// The first run with a finding of each kind.
  package var firstRun = [Int?](repeating: nil, count: FindingKind.allCases.count)
  /// Distinct findings in the order of their first run.
  package var distinct: [Occurrence] = []
  /// Bit `slot`: some run of user inputs alone found that kind (a distinct finding keeps only
  /// its first run's `needsAppInput`, so the verdict cannot be read from `distinct`).
  package var userOnly: UInt32 = 0

  static func slot(_ kind: FindingKind) -> Int { FindingKind.allCases.firstIndex(of: kind) ?? 0 }

  /// Counts run `index` with its findings; `inputs` is read only for a finding seen first.
  mutating func add(run index: Int, findings: [Finding], inputs: @autoclosure () -> [TimedInput]) {
    runs += 1
    var kindsSeen: UInt32 = 0
    for finding in findings {
      let slot = Self.slot(finding.kind)
      if !finding.needsAppInput { userOnly |= 1 << UInt32(slot) }
      if kindsSeen & (1 << UInt32(slot)) == 0 {
        kindsSeen |= 1 << UInt32(slot)
        counts[slot] += 1
        if firstRun[slot] == nil { firstRun[slot] = index }
      }
      if let i = distinct.firstIndex(where: { $0.matches(finding) }) {
        distinct[i].count += 1
      } else {
        distinct.append(Occurrence(finding: finding, runIndex: index, inputs: inputs(), count: 1))
      }
    }
  }

  /// Appends the tally of the runs that come right after these.
  package mutating func merge(_ later: Tally) {
    runs += later.runs
    userOnly |= later.userOnly
    for slot in counts.indices {
      counts[slot] += later.counts[slot]
      if firstRun[slot] == nil { firstRun[slot] = later.firstRun[slot] }
    }
    for occurrence in later.distinct {
      if let i = distinct.firstIndex(where: { $0.matches(occurrence.finding) }) {
        distinct[i].count += occurrence.count
      } else {
        distinct.append(occurrence)
      }
    }
  }

  /// Runs with a finding of `kind`.
  func count(_ kind: FindingKind) -> Int { counts[Self.slot(kind)] }

  /// Whether a run of user inputs alone found `kind`.
  func foundByUserInputs(_ kind: FindingKind) -> Bool {
    userOnly & (1 << UInt32(Self.slot(kind))) != 0
  }

  /// The first run with a finding of `kind`.
  func first(_ kind: FindingKind) -> Int? { firstRun[Self.slot(kind)] }
}
