import Testing

@testable import NavSimCore

@Suite struct EventQueueTests {
  @Test func popsInTimeThenOrder() {
    for seed in 0..<200 as Range<UInt64> {
      var rng = Xoshiro256StarStar(seed: seed)
      var q = EventQueue<Int>()
      var expected: [(Int64, UInt64, Int)] = []
      for i in 0..<Int(rng.nextBounded(60)) {
        let time = Int64(rng.nextBounded(20))
        let order = UInt64(i)
        q.insert(i, at: time, order: order)
        expected.append((time, order, i))
      }
      expected.sort { ($0.0, $0.1) < ($1.0, $1.1) }
      var got: [Int] = []
      while let e = q.popMin() { got.append(e.payload) }
      #expect(got == expected.map(\.2), "seed \(seed)")
    }
  }

  @Test func equalTimesLeaveInSchedulingOrder() {
    var q = EventQueue<String>()
    for (i, name) in ["a", "b", "c", "d"].enumerated() { q.insert(name, at: 5, order: UInt64(i)) }
    q.insert("early", at: 1, order: 9)
    var out: [String] = []
    while let e = q.popMin() { out.append(e.payload) }
    #expect(out == ["early", "a", "b", "c", "d"])
  }

  @Test func removeAllKeepsHeapOrder() {
    var q = EventQueue<Int>()
    for i in 0..<50 { q.insert(i, at: Int64((i * 37) % 50), order: UInt64(i)) }
    q.removeAll { $0 % 3 == 0 }
    var times: [Int64] = []
    while let e = q.popMin() {
      #expect(e.payload % 3 != 0)
      times.append(e.time)
    }
    #expect(times == times.sorted())
    #expect(times.count == 33)
  }
}
