import NavSimAllocationCounter
import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// A fork (a model assigned another, ``NavigationModel/assign(from:)``, then run) and a probe
/// (``Probe/run(_:on:in:)``, ``Oracles/probe(_:using:)``) allocate nothing once their buffers
/// have run the workload once: the fuzzer forks and the oracles probe millions of times a
/// second, and an allocation there costs more than the step.
///
/// Allocations are counted per thread by the `NavSimAllocationCounter` target, whose `malloc`
/// family interposes libc's. That works on Linux with glibc only; elsewhere (macOS, musl) these
/// tests are skipped, and ``theCounterCountsAnAllocation()`` says so by being skipped too.
@Suite(
  .enabled(if: navsim_allocations_countable(), "allocations are counted on Linux with glibc only"))
struct NavigationModelAllocationTests {
  /// The allocations of `body` on this thread.
  static func allocations(_ body: () -> Void) -> Int {
    navsim_allocations_start()
    body()
    return navsim_allocations_stop()
  }

  /// The states of fuzz runs of the seed app, the 20-screen tab app and an iPad split view
  /// (``NavigationModelReuseTests/states(_:runs:)``): after each input, events pending.
  static let workloads: [[NavigationModel]] = NavigationModelReuseTests.configurations.map {
    NavigationModelReuseTests.states($0, runs: 40)
  }

  /// The counter sees an allocation: without it the tests below could not fail.
  @Test func theCounterCountsAnAllocation() {
    var grown: [Int] = []
    let count = Self.allocations {
      grown.append(contentsOf: [1, 2, 3])
      grown.append(contentsOf: 0..<1000)
    }
    #expect(count >= 2)
    #expect(grown.count == 1003)
  }

  /// A fork: the live model assigned each state, then run one event and on to quiescence.
  @Test(arguments: workloads.indices)
  func aForkAllocatesNothing(workload index: Int) {
    var models = Self.workloads[index]
    #expect(models.count > 100)
    var live = models[0]
    var events = 0
    func forkEach() {
      models.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for i in buffer.indices {
          live.assign(from: base + i)
          if live.step() { events += 1 }
          _ = live.runUntilQuiescent(limit: live.now + VirtualDuration(microseconds: 10_000_000))
        }
      }
    }
    forkEach()
    events = 0
    let count = Self.allocations(forkEach)
    #expect(events > 100)
    #expect(count == 0, "\(count) allocations in \(models.count) forks")
  }

  /// A probe: each touchable of each settled state tried on a scratch model, and the oracles'
  /// whole round of probes on the states where one works.
  @Test(arguments: workloads.indices)
  func aProbeAllocatesNothing(workload index: Int) {
    var settled: [NavigationModel] = Self.workloads[index].map { model in
      var model = model
      _ = model.runUntilQuiescent(limit: model.now + VirtualDuration(microseconds: 10_000_000))
      return model
    }
    settled = settled.filter { Oracles.probe($0).works }
    #expect(settled.count > 100)
    var buffers = ProbeBuffers(settled[0])
    var scratch = settled[0]
    var touchables: [Touchable] = []
    touchables.reserveCapacity(64)
    var probes = 0
    func probeEach() {
      settled.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for i in buffer.indices {
          Probe.collect(&base[i], into: &touchables)
          // By index: this target is not optimised, and the generic iterator of a `for` loop
          // over the array allocates on its own.
          let hold = base[i].setup.profile.hold
          var j = 0
          while j < touchables.count {
            Probe.run(Probe.motion(touchables[j], hold: hold), on: &base[i], in: &scratch)
            probes += 1
            j += 1
          }
          _ = Oracles.probe(&base[i], using: &buffers)
        }
      }
    }
    probeEach()
    probes = 0
    let count = Self.allocations(probeEach)
    #expect(probes > 300)
    #expect(count == 0, "\(count) allocations in \(probes) probes")
  }

  /// Comparing two states (`==`, which puts both states' pending events in delivery order) and
  /// fingerprinting one allocate nothing: the explorer and the verdict memo compare and
  /// fingerprint states as often as they step them.
  @Test(arguments: workloads.indices)
  func aComparisonAllocatesNothing(workload index: Int) {
    let models = Self.workloads[index]
    #expect(models.count > 100)
    var equal = 0
    var pending = 0
    var sum: UInt64 = 0
    func compareEach() {
      var i = 1
      while i < models.count {
        if models[i].state == models[i - 1].state { equal += 1 }
        if models[i].state == models[i].state { equal += 1 }
        if !models[i].state.queue.isEmpty { pending += 1 }
        sum &+= models[i].state.fingerprint
        i += 1
      }
    }
    compareEach()
    (equal, pending) = (0, 0)
    let count = Self.allocations(compareEach)
    #expect(equal >= models.count - 1)
    #expect(pending > 100)
    #expect(sum != 0)
    #expect(count == 0, "\(count) allocations in \(2 * (models.count - 1)) comparisons")
  }
}
