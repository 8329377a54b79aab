import NavSimCore
import NavSimScenario

/// The first run that found one distinct finding (kind, cause, input class) under one
/// mitigation.
package struct Occurrence: Sendable {
  /// The finding as its first run made it.
  package var finding: Finding
  /// The first run that found it.
  package var runIndex: Int
  /// That run's touches.
  package var inputs: [Touch]
  /// How many runs found it.
  package var count: Int
  /// Whether that run's touches overlap (two fingers down at once).
  package var multiFinger = false

  /// An occurrence first found by run `runIndex` with `inputs`, found `count` times.
  package init(
    finding: Finding, runIndex: Int, inputs: [Touch], count: Int, multiFinger: Bool = false
  ) {
    self.finding = finding
    self.runIndex = runIndex
    self.inputs = inputs
    self.count = count
    self.multiFinger = multiFinger
  }

  /// Findings are deduplicated by kind (with `recoverable`), cause and input class (one
  /// finger, several fingers, app inputs: docs/MODEL.md §10), so that each class keeps its own
  /// first run.
  func matches(_ other: Finding, multiFinger: Bool) -> Bool {
    finding.kind == other.kind && finding.recoverable == other.recoverable
      && finding.cause == other.cause && finding.needsAppInput == other.needsAppInput
      && self.multiFinger == multiFinger
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
  /// Bit `slot`: some run of user inputs alone found that kind.
  package var userOnly: UInt32 = 0
  /// The abstract states and rules the runs reached.
  package var coverage = Coverage()

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
      if !finding.needsAppInput { userOnly |= 1 << UInt32(slot) }
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
  package mutating func merge(_ later: Tally) {
    runs += later.runs
    userOnly |= later.userOnly
    coverage.formUnion(later.coverage)
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

  /// Whether a run of user inputs alone found `kind`.
  func foundByUserInputs(_ kind: FindingKind) -> Bool {
    userOnly & (1 << UInt32(Self.slot(kind))) != 0
  }

  /// The first run with a finding of `kind`.
  func first(_ kind: FindingKind) -> Int? { firstRun[Self.slot(kind)] }

  /// Runs whose finding has `signature`'s kind, cause class and input class (the class of the
  /// run's touches). A run makes at most one finding of a kind, so the distinct findings'
  /// counts add up to runs.
  package func runs(matching signature: FindingSignature) -> Int {
    var total = 0
    for occurrence in distinct where signature.matches(occurrence) { total += occurrence.count }
    return total
  }
}

extension FindingSignature {
  /// Whether the first run of `occurrence` (and every run counted with it) made a finding of
  /// this signature; the mitigation and profile are the caller's to match.
  func matches(_ occurrence: Occurrence) -> Bool {
    let finding = occurrence.finding
    let kindText =
      finding.recoverable ? "\(finding.kind.rawValue)-recoverable" : finding.kind.rawValue
    let runClass: InputClass =
      finding.needsAppInput ? .app : (occurrence.multiFinger ? .multiFinger : .oneFinger)
    return kind == kindText && inputClass == runClass && causeClass == Self.causeClass(finding)
  }
}
