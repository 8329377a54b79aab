import Testing

@testable import NavSimCore

/// `assignElements(of:)` leaves a collection equal to its source, whatever the two lengths,
/// for plain and reference-holding elements, and writes into its own buffer.
@Suite struct CollectionAssignTests {
  @Test(arguments: 0..<200)
  func theResultIsTheSource(seed: Int) {
    var rng = Xoshiro256StarStar(seed: UInt64(seed))
    let before = rng.nextIndex(9)
    let after = rng.nextIndex(9)
    var plain = (0..<before).map { _ in rng.next() }
    let plainSource = (0..<after).map { _ in rng.next() }
    plain.assignElements(of: plainSource)
    #expect(plain == plainSource)

    // Strings hold references: the copy must retain what it writes and release what it
    // overwrites (a leak or a double release would show under the sanitizers and in a crash).
    var strings = ContiguousArray((0..<before).map { "s\($0)-\(seed)" })
    let stringSource = ContiguousArray((0..<after).map { "t\($0)-\(seed)" })
    strings.assignElements(of: stringSource)
    #expect(strings == stringSource)
  }

  /// A target with room keeps its buffer: the write allocates nothing.
  @Test func aTargetWithRoomKeepsItsBuffer() {
    var target = [UInt64](repeating: 7, count: 8)
    let source: [UInt64] = [1, 2, 3]
    let address = target.withUnsafeBufferPointer { $0.baseAddress }
    target.assignElements(of: source)
    #expect(target == source)
    #expect(target.withUnsafeBufferPointer { $0.baseAddress } == address)
  }
}
