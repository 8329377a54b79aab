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

  /// What findings are deduplicated by: kind (with `recoverable`), cause and input class (one
  /// finger, several fingers, app inputs: docs/MODEL.md §10), so that each class keeps its own
  /// first run.
  struct Key: Hashable {
    var kind: FindingKind
    var recoverable: Bool
    var cause: String
    var needsAppInput: Bool
    var multiFinger: Bool

    init(_ finding: Finding, multiFinger: Bool) {
      kind = finding.kind
      recoverable = finding.recoverable
      cause = finding.cause
      needsAppInput = finding.needsAppInput
      self.multiFinger = multiFinger
    }

    /// Hashes the cause by its length, not its text: a run with a finding looks its key up,
    /// and a campaign has a few dozen distinct keys, so hashing every byte of a sentence per
    /// run cost more than the rare equal-length comparison it saves (the tab app's campaign
    /// spent 1.5 % of its instructions there). Equal keys hash equally, as `==` needs.
    func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(recoverable)
      hasher.combine(cause.utf8.count)
      hasher.combine(needsAppInput)
      hasher.combine(multiFinger)
    }
  }

  /// The key it is deduplicated by.
  var key: Key { Key(finding, multiFinger: multiFinger) }
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
  package private(set) var distinct: [Occurrence] = []
  /// Where each of ``distinct`` is, by its key: looked up, never iterated (a campaign of a tab
  /// app finds hundreds of distinct dead stacks, which a scan compared cause by cause for
  /// every run with a finding).
  private var index: [Occurrence.Key: Int] = [:]
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
      if let i = self.index[Occurrence.Key(finding, multiFinger: multiFinger)] {
        distinct[i].count += 1
      } else {
        appendDistinct(
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
      if let i = index[occurrence.key] {
        distinct[i].count += occurrence.count
      } else {
        appendDistinct(occurrence)
      }
    }
  }

  /// ``merge(_:)`` if no count overflows (tallies read from files may hold any count);
  /// `false`, with nothing merged, if one would.
  package mutating func mergeChecked(_ later: Tally) -> Bool {
    guard !runs.addingReportingOverflow(later.runs).overflow else { return false }
    for slot in counts.indices
    where counts[slot].addingReportingOverflow(later.counts[slot]).overflow {
      return false
    }
    // Counts held twice in `later` (one key appended twice) add up in it too.
    var added: [Occurrence.Key: Int] = [:]
    for occurrence in later.distinct {
      let (sum, overflow) = added[occurrence.key, default: 0].addingReportingOverflow(
        occurrence.count)
      guard !overflow else { return false }
      added[occurrence.key] = sum
      if let i = index[occurrence.key], distinct[i].count.addingReportingOverflow(sum).overflow {
        return false
      }
    }
    merge(later)
    return true
  }

  /// Appends a distinct finding found after those held (a tally read back from a shard's
  /// JSON); one whose key is held already keeps the first as the one its key finds.
  package mutating func appendDistinct(_ occurrence: Occurrence) {
    let key = occurrence.key
    if index[key] == nil { index[key] = distinct.count }
    distinct.append(occurrence)
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
