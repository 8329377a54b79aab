import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// The epoch's novelty table answers as the coverage's sorted states do.
@Suite struct StateSetTests {
  @Test(arguments: [0, 1, 2, 3, 100, 4_097])
  func membershipIsTheCoverages(size: Int) {
    var rng = Xoshiro256StarStar(seed: UInt64(size))
    // Random states, a zero among them when there are some, and repeats.
    var states = (0..<size).map { _ in rng.next() }
    if size > 2 { states[1] = 0 }
    if size > 3 { states[2] = states[3] }
    let coverage = Coverage(states: states, rules: [], screens: 0, phases: 0, transitions: 0)
    let set = StateSet(coverage.states)
    for state in states { #expect(set.contains(state)) }
    // Absent states, and states one bit off present ones (neighbours in the table).
    var probes = (0..<2_000).map { _ in rng.next() }
    probes += states.prefix(200).map { $0 ^ 1 }
    probes.append(0)
    for probe in probes { #expect(set.contains(probe) == coverage.contains(probe)) }
  }

  /// Grown one state at a time from empty (as a lane's table grows epoch by epoch), the set
  /// answers as the coverage of the same states; `insert` says which were new, and emptied it
  /// holds nothing.
  @Test(arguments: [1, 2, 3, 100, 4_097])
  func grownOneByOneItIsTheCoverages(size: Int) {
    var rng = Xoshiro256StarStar(seed: UInt64(size) &+ 99)
    var states = (0..<size).map { _ in rng.next() }
    if size > 2 { states[1] = 0 }
    if size > 3 { states[2] = states[3] }
    var set = StateSet()
    var seen: [UInt64] = []
    for state in states {
      let inserted = set.insert(state)
      #expect(inserted == !seen.contains(state))
      seen.append(state)
    }
    let again = set.insert(states[0])
    #expect(!again)
    let coverage = Coverage(states: states, rules: [], screens: 0, phases: 0, transitions: 0)
    var probes = (0..<2_000).map { _ in rng.next() }
    probes += states
    probes += states.prefix(200).map { $0 ^ 1 }
    probes.append(0)
    for probe in probes { #expect(set.contains(probe) == coverage.contains(probe)) }
    set.removeAll()
    for probe in probes { #expect(!set.contains(probe)) }
  }
}
