import NavSimCore
import NavSimScenario

/// The keys of the fingerprint table, and the memory the search holds.
extension Search {
  @inline(__always)
  func chainKey(_ model: NavigationModel, app: Bool) -> UInt64 {
    let fp = model.state.fingerprint
    return app ? Self.salted(fp, 1) : fp
  }

  /// A state just after an action: its future starts at the next frame, not this one, so it is
  /// kept apart from the states at frame boundaries (and from actions of other lengths).
  @inline(__always)
  func nodeKey(_ model: NavigationModel, app: Bool, action: Int) -> UInt64 {
    Self.salted(model.state.fingerprint, 2 | (app ? 1 : 0) | UInt64(durations[action]) << 2)
  }

  @inline(__always)
  static func salted(_ fingerprint: UInt64, _ salt: UInt64) -> UInt64 {
    var h = FingerprintHasher()
    h.mix(fingerprint)
    h.mix(salt)
    return h.finished
  }

  /// Records a visit at frame `f`; returns whether it must be explored.
  @inline(__always)
  mutating func visit(_ key: UInt64, frame f: Int) -> Bool {
    let fresh = table.insert(key, frame: f) != .known
    if table.count > bounds.maxStates {
      stopped = true
      end = .maxStates
    }
    return fresh
  }

  /// The memory of the search's growing structures, bytes: the fingerprint table, the nodes,
  /// the frontier (its entries, and as much again for the buckets' spare capacity) and the
  /// oracles' verdicts by state (a dictionary entry and its share of empty slots).
  var memory: Int {
    table.bytes + nodes.capacity * MemoryLayout<Node>.stride
      + 2 * frontier * MemoryLayout<Entry>.stride + judged.capacity * 24
      + waited.count * Self.modelBytes
  }

  /// What a kept model costs, bytes (an estimate: its stored properties and its arrays).
  static let modelBytes = 1024

  /// Updates ``peakBytes``; stops the search past ``ExplorationBounds/maxMemory``.
  @inline(__always)
  mutating func account() {
    let bytes = memory
    if bytes > peakBytes { peakBytes = bytes }
    if bytes > bounds.maxMemory, !stopped {
      stopped = true
      end = .maxMemory
    }
  }
}
