/// The oracles' verdicts on quiescent states already judged, so that a campaign judges each
/// situation once (docs/MODEL.md §8: the verdict is the probes', and probing the same situation
/// again finds the same).
///
/// A quiescent model's verdict depends on its state alone (``ModelState``'s `==`: everything
/// but the clock, the scheduling counter and the rules that fired; and not on the progress of
/// gestures already over, ``ModelState/clearingSpentProgress``): every probe begins on the
/// next mark of the frame clock's period (``Probe/awaitMark(_:)``), so where the clock stood
/// when the model settled does not reach it. Two models with equal states answer every probe
/// alike, so their findings differ only in the time, the rules and whether an app input was
/// used, which a remembered verdict takes from the model it answers. The memo is exact (an
/// entry answers only a state equal to its own) and a pure cache: a campaign reports the same
/// whichever worker, and whichever memo, judged a run.
package struct JudgeMemo: Sendable {
  private struct Entry: Sendable {
    var state = ModelState()
    var nested = false
    var findings: [Finding] = []
  }

  /// Per slot, the key of its entry (0: empty); the entries are read only when the key matches,
  /// and in place: copying one out would retain its arrays, which another worker's models may
  /// share.
  private var keys: [UInt64]
  private var entries: [Entry]
  private let mask: Int
  /// The configuration the entries were judged under (a memo serves one at a time), as the
  /// setups seen with it: models forked from another worker's runs carry that worker's own.
  /// Held strongly, so that an identity seen stays that setup's.
  private var setups: [Setup] = []
  /// The buffers the judgements probe in, for models of the configuration of ``setups``.
  private var scratch: ProbeScratch? = nil
  /// Judgements answered from the memo, and those that probed.
  package private(set) var hits = 0
  package private(set) var misses = 0

  /// The slots of a campaign lane's memo.
  package static let defaultCapacity = 8192

  /// A memo of `capacity` entries (rounded up to a power of two), each slot holding the last
  /// state judged that hashed to it.
  package init(capacity: Int = defaultCapacity) {
    var size = 1
    while size < max(1, capacity) { size <<= 1 }
    keys = [UInt64](repeating: 0, count: size)
    entries = []
    mask = size - 1
  }

  /// ``Oracles/judge(_:needsAppInput:)`` of `model`, from the memo when an equal situation was
  /// judged before. The model is only read (`inout` passes the fuzzer's live model without a
  /// copy).
  package mutating func judge(_ model: inout NavigationModel, needsAppInput: Bool = false)
    -> [Finding]
  {
    if !setups.contains(where: { $0 === model.setup }) {
      if let first = setups.first, first.configuration == model.setup.configuration {
        setups.append(model.setup)
      } else {
        for i in keys.indices { keys[i] = 0 }
        setups = [model.setup]
        scratch = nil
      }
    }
    guard model.state.queue.isEmpty else { return probe(&model, needsAppInput: needsAppInput) }
    // The corruption oracle's cause names R9 when it fired: part of the verdict's words.
    let nested = model.state.rulesFired.has(.r9)
    var h = FingerprintHasher()
    // The key is the cleared state's, computed without clearing a copy; an entry of the same
    // key is compared in place too (``ModelState/equalsClearingSpent(_:)``).
    h.mix(model.state.fingerprintClearingSpent())
    h.mix(nested ? 1 : 0)
    let key = h.finished | 1
    let slot = Int(truncatingIfNeeded: key >> 20) & mask
    if keys[slot] == key {
      let found = entries.withUnsafeBufferPointer { buffer -> [Finding]? in
        guard buffer[slot].nested == nested, model.state.equalsClearingSpent(buffer[slot].state)
        else { return nil }
        return buffer[slot].findings
      }
      if let found {
        hits += 1
        if found.isEmpty { return [] }
        return found.map { finding in
          var finding = finding
          finding.time = model.now
          finding.rules = model.state.rulesFired
          finding.needsAppInput = needsAppInput
          return finding
        }
      }
    }
    misses += 1
    let findings = probe(&model, needsAppInput: needsAppInput)
    if entries.isEmpty { entries = [Entry](repeating: Entry(), count: keys.count) }
    keys[slot] = key
    // The state is written into the slot's own buffers: a plain copy would share the judged
    // model's, so that the fuzzer's live model, assigned afresh for its next run, would copy
    // each of them again on its first write.
    entries.withUnsafeMutableBufferPointer { buffer in
      buffer[slot].state.assign(from: &model.state)
      buffer[slot].state.clearSpentProgress()
      buffer[slot].nested = nested
      buffer[slot].findings = findings
    }
    return findings
  }

  /// The oracles' judgement of `model`, probing in the memo's scratch.
  private mutating func probe(_ model: inout NavigationModel, needsAppInput: Bool) -> [Finding] {
    var buffers = scratch.take() ?? ProbeScratch(model)
    defer { scratch = buffers }
    return Oracles.judge(&model, needsAppInput: needsAppInput, scratch: &buffers)
  }
}
