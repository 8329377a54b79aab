import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct FingerprintTableTests {
  @Test func insertKnowsNewEarlierAndKnownVisits() {
    let table = FingerprintTable(capacity: 16)
    #expect(table.insert(0xDEAD_BEEF_0000_0000, tag: 10) == .new)
    #expect(table.insert(0xDEAD_BEEF_0000_0000, tag: 10) == .known)
    #expect(table.insert(0xDEAD_BEEF_0000_0000, tag: 12) == .known)
    #expect(table.insert(0xDEAD_BEEF_0000_0000, tag: 4) == .earlier)
    #expect(table.tag(of: 0xDEAD_BEEF_0000_0000) == 4)
    #expect(table.count == 1)
  }

  @Test func roundedTagsReopenWithoutLowering() {
    let table = FingerprintTable(capacity: 16)
    #expect(table.insert(42 << 8, tag: 5, dominatedUpTo: 4) == .new)
    #expect(table.insert(42 << 8, tag: 5, dominatedUpTo: 4) == .earlier)
    #expect(table.insert(42 << 8, tag: 6, dominatedUpTo: 5) == .known)
  }

  @Test func growingKeepsEveryFingerprintWithinSixteenBytesEach() {
    let table = FingerprintTable(capacity: 16)
    var x: UInt64 = 0
    for i in 0..<100_000 {
      x = x &+ 0x9E37_79B9_7F4A_7C15
      var z = x
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      #expect(table.insert(z, tag: UInt8(i % 200)) == .new)
    }
    #expect(table.count == 100_000)
    #expect(table.bytes <= 16 * table.count)
    x = 0
    for i in 0..<100_000 {
      x = x &+ 0x9E37_79B9_7F4A_7C15
      var z = x
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      if table.tag(of: z) != UInt8(i % 200) {
        Issue.record("lost fingerprint \(i)")
        break
      }
    }
  }

  @Test func zeroFingerprintIsStored() {
    let table = FingerprintTable(capacity: 16)
    #expect(table.insert(0, tag: 0) == .new)
    #expect(table.insert(0, tag: 0) == .known)
  }

  @Test func collisionProbabilityIsTheBirthdayBound() {
    #expect(FingerprintTable.collisionProbability(states: 0) == 0)
    let p = FingerprintTable.collisionProbability(states: 1 << 20)
    #expect(abs(p - 0x1p-17) / 0x1p-17 < 1e-5)
  }

  /// Exact frames: a state is re-explored only when reached strictly earlier, whatever the
  /// horizon (8-bit tags over 3600 frames re-explored it at every visit within 15 frames).
  @Test func exactFramesKeepTheEarliestFrameThroughGrowth() {
    let table = FingerprintTable(capacity: 16, exactFrames: true)
    var rng = Xoshiro256StarStar(seed: 3)
    var earliest: [UInt64: Int] = [:]
    var keys: [UInt64] = []
    for _ in 0..<20_000 {
      let key =
        keys.isEmpty || rng.chance(0.3) ? (rng.next() | 0x100) : keys[rng.nextIndex(keys.count)]
      let frame = rng.nextInt(in: 0...Int(UInt16.max))
      let expected: FingerprintTable.Outcome
      if let stored = earliest[key] {
        expected = frame < stored ? .earlier : .known
      } else {
        expected = .new
        keys.append(key)
      }
      #expect(table.insert(key, frame: frame) == expected)
      earliest[key] = min(earliest[key] ?? .max, frame)
    }
    #expect(table.count == earliest.count)
    for (key, frame) in earliest { #expect(table.frame(of: key) == frame) }
    #expect(table.frame(of: 0x1234_5678_9ABC_DE00) == nil)
    #expect(table.bytes == table.capacity * 10)
  }
}
