import NavSimCore
import NavSimScenario

/// A set of state fingerprints in one open-addressing table of 64-bit words, as TLC's FPSet:
/// each word holds the fingerprint's top 56 bits and an 8-bit tag, the earliest time (in frame
/// buckets) the state was reached at, so a state reached again *earlier* is explored again.
///
/// Linear probing over `capacity` slots (any size: the home slot is the fingerprint's high bits
/// scaled to the capacity, Lemire's multiply-shift). The table grows by a quarter once it is
/// four fifths full, so it stays at least 64 % full after the first growth: at most 12.5 bytes
/// per stored state (15.6 with exact frames).
///
/// Made with `exactFrames`, the table also keeps each state's earliest frame exactly (2 more
/// bytes per slot: a horizon of at most 60 s at 1 000 fps is fewer than 65 536 frames), for
/// ``insert(_:frame:)``: the explorer then re-expands a state only when it is reached at a
/// strictly earlier frame, where 8-bit tags over a long horizon (many frames per tag)
/// re-expanded it at every visit within a tag's frames.
///
/// Two states collide when their fingerprints agree in the 56 stored bits; for n states the
/// probability that some pair does is about n² / 2⁵⁷ (``collisionProbability(states:)``).
///
/// - Complexity: ``insert(_:tag:)`` is O(1) expected.
final class FingerprintTable {
  /// What ``insert(_:tag:)`` found.
  enum Outcome: Equatable {
    /// The fingerprint was not in the table.
    case new
    /// It was, with a later tag; the tag is now the earlier one.
    case earlier
    /// It was, with the same or an earlier tag.
    case known
  }

  private var slots: UnsafeMutableBufferPointer<UInt64>
  /// Each slot's earliest frame, when made with `exactFrames` (else empty).
  private var frames: UnsafeMutableBufferPointer<UInt16>
  /// The number of fingerprints stored.
  private(set) var count = 0

  /// Creates an empty table with room for about `capacity` states before it grows; with
  /// `exactFrames`, for ``insert(_:frame:)``.
  init(capacity: Int = 1 << 12, exactFrames: Bool = false) {
    slots = .allocate(capacity: max(16, capacity))
    slots.initialize(repeating: 0)
    frames = .allocate(capacity: exactFrames ? slots.count : 0)
    frames.initialize(repeating: 0)
  }

  deinit {
    slots.deallocate()
    frames.deallocate()
  }

  /// The number of slots.
  var capacity: Int { slots.count }

  /// The table's memory, bytes.
  var bytes: Int {
    slots.count * MemoryLayout<UInt64>.stride + frames.count * MemoryLayout<UInt16>.stride
  }

  /// The slot holding `key`, or the empty slot where it goes.
  @inline(__always)
  private func slot(of key: UInt64) -> Int {
    let n = slots.count
    var i = home(key, capacity: n)
    while slots[i] != 0, slots[i] & ~0xFF != key {
      i += 1
      if i == n { i = 0 }
    }
    return i
  }

  /// Adds `fingerprint` reached at `frame`, or records the earlier frame of a stored one
  /// (a table made with `exactFrames` only).
  ///
  /// - Returns: ``Outcome/known`` if it was stored with `frame` or an earlier one.
  @discardableResult
  func insert(_ fingerprint: UInt64, frame: Int) -> Outcome {
    let key = Self.key(fingerprint)
    let i = slot(of: key)
    let at = UInt16(clamping: frame)
    guard slots[i] != 0 else {
      slots[i] = key | UInt64(min(255, at))
      frames[i] = at
      count += 1
      if count * 5 > slots.count * 4 { grow() }
      return .new
    }
    guard frames[i] > at else { return .known }
    frames[i] = at
    return .earlier
  }

  /// The earliest frame stored with `fingerprint` (a table made with `exactFrames` only).
  func frame(of fingerprint: UInt64) -> Int? {
    let i = slot(of: Self.key(fingerprint))
    return slots[i] == 0 ? nil : Int(frames[i])
  }

  /// The key stored for `fingerprint`: its top 56 bits, never all zero (zero marks an empty slot).
  @inline(__always)
  static func key(_ fingerprint: UInt64) -> UInt64 {
    let key = fingerprint & ~0xFF
    return key == 0 ? 0x100 : key
  }

  @inline(__always)
  private func home(_ key: UInt64, capacity: Int) -> Int {
    Int(truncatingIfNeeded: key.multipliedFullWidth(by: UInt64(capacity)).high)
  }

  /// Adds `fingerprint` with `tag` (0…255), or lowers the tag of the stored one.
  ///
  /// - Parameter bar: a stored tag at or below it makes the visit ``Outcome/known`` (by
  ///   default `tag`; lower when tags round times up).
  @discardableResult
  func insert(_ fingerprint: UInt64, tag: UInt8, dominatedUpTo bar: UInt8? = nil) -> Outcome {
    let bar = bar ?? tag
    let key = Self.key(fingerprint)
    let n = slots.count
    var i = home(key, capacity: n)
    while true {
      let word = slots[i]
      if word == 0 {
        slots[i] = key | UInt64(tag)
        count += 1
        if count * 5 > n * 4 { grow() }
        return .new
      }
      if word & ~0xFF == key {
        let stored = UInt8(truncatingIfNeeded: word)
        guard stored > bar else { return .known }
        if stored > tag { slots[i] = key | UInt64(tag) }
        return .earlier
      }
      i += 1
      if i == n { i = 0 }
    }
  }

  /// The tag stored with `fingerprint`, if it is in the table.
  func tag(of fingerprint: UInt64) -> UInt8? {
    let key = Self.key(fingerprint)
    let n = slots.count
    var i = home(key, capacity: n)
    while true {
      let word = slots[i]
      if word == 0 { return nil }
      if word & ~0xFF == key { return UInt8(truncatingIfNeeded: word) }
      i += 1
      if i == n { i = 0 }
    }
  }

  private func grow() {
    let old = slots
    let oldFrames = frames
    let n = old.count + old.count / 4
    slots = .allocate(capacity: n)
    slots.initialize(repeating: 0)
    frames = .allocate(capacity: oldFrames.isEmpty ? 0 : n)
    frames.initialize(repeating: 0)
    for (j, word) in old.enumerated() where word != 0 {
      var i = home(word & ~0xFF, capacity: n)
      while slots[i] != 0 {
        i += 1
        if i == n { i = 0 }
      }
      slots[i] = word
      if !frames.isEmpty { frames[i] = oldFrames[j] }
    }
    old.deallocate()
    oldFrames.deallocate()
  }

  /// The probability that two of `states` distinct states share their 56 stored bits
  /// (the birthday bound n(n − 1)/2 × 2⁻⁵⁶, capped at 1).
  static func collisionProbability(states: Int) -> Double {
    let n = Double(states)
    return min(1, n * (n - 1) / 2 / 72_057_594_037_927_936.0)
  }
}
