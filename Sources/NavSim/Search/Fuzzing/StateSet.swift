/// A set of abstract states for membership tests only: an open-addressing table of the 64-bit
/// states themselves (already fingerprints, so their bits are mixed), grown between epochs and
/// read by every run of one.
///
/// ``Coverage`` keeps its states sorted, for printing and merging; a binary search over
/// thousands of them, on every state a run passes, missed the cache at each step. Membership
/// decides nothing by order, so the answers are ``Coverage/contains(_:)``'s exactly.
struct StateSet: Sendable {
  /// The slots (0: empty); a zero state is held by ``hasZero``.
  private var slots: [UInt64]
  private var mask: Int
  private var hasZero = false
  /// The states held in ``slots`` (a zero state not counted).
  private var count = 0

  /// The empty set.
  init() {
    slots = [0]
    mask = 0
  }

  /// The empty set, shared (an empty set made afresh allocates its one slot).
  static let empty = StateSet()

  /// The set of `states`.
  init(_ states: [UInt64]) {
    var size = 1
    while size < states.count * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    for state in states { insert(state) }
  }

  /// Adds `state`; the table doubles before it is half full.
  /// - Returns: whether it was new.
  @discardableResult
  mutating func insert(_ state: UInt64) -> Bool {
    guard state != 0 else {
      defer { hasZero = true }
      return !hasZero
    }
    if (count + 1) * 2 > slots.count { grow() }
    let inserted = slots.withUnsafeMutableBufferPointer { slots in
      var i = Self.home(state, mask)
      while slots[i] != 0 {
        if slots[i] == state { return false }
        i = (i + 1) & mask
      }
      slots[i] = state
      return true
    }
    if inserted { count += 1 }
    return inserted
  }

  /// Empties the set, keeping its table.
  mutating func removeAll() {
    slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    count = 0
    hasZero = false
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: max(2, old.count * 2))
    mask = slots.count - 1
    count = 0
    for state in old where state != 0 { insert(state) }
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
