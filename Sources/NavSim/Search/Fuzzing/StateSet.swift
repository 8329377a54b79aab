/// A fixed set of abstract states for membership tests only: an open-addressing table of the
/// 64-bit states themselves (already fingerprints, so their bits are mixed), built once and
/// then read by every run of an epoch.
///
/// ``Coverage`` keeps its states sorted, for printing and merging; a binary search over
/// thousands of them, on every state a run passes, missed the cache at each step. Membership
/// decides nothing by order, so the answers are ``Coverage/contains(_:)``'s exactly.
struct StateSet: Sendable {
  /// The slots (0: empty); a zero state is held by ``hasZero``.
  private var slots: [UInt64]
  private var mask: Int
  private var hasZero = false

  /// The empty set.
  init() {
    slots = [0]
    mask = 0
  }

  /// The set of `states`.
  init(_ states: [UInt64]) {
    var size = 1
    while size < states.count * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    for state in states { insert(state) }
  }

  private mutating func insert(_ state: UInt64) {
    guard state != 0 else {
      hasZero = true
      return
    }
    var i = Self.home(state, mask)
    while slots[i] != 0 {
      if slots[i] == state { return }
      i = (i + 1) & mask
    }
    slots[i] = state
  }

  @inline(__always)
  private static func home(_ state: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (state &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// Whether `state` is in the set.
  @inline(__always)
  func contains(_ state: UInt64) -> Bool {
    guard state != 0 else { return hasZero }
    return slots.withUnsafeBufferPointer { slots in
      var i = Self.home(state, mask)
      while true {
        let slot = slots[i]
        if slot == state { return true }
        if slot == 0 { return false }
        i = (i + 1) & mask
      }
    }
  }
}
