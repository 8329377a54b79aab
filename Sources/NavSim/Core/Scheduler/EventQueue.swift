/// A binary min-heap of events ordered by `(time, order)`: the scheduler's queue.
///
/// Events with equal times come out in the order of their `order` key, which the scheduler
/// sets to a scheduling sequence number (so equal times leave in scheduling order) or, under a
/// seeded tie-break, to a random key. It is deliberately not a `Sequence`: the only way to
/// consume it is ``popMin()``.
///
/// - Complexity: ``insert(_:at:order:)`` and ``popMin()`` are O(log n); ``min`` is O(1);
///   ``removeAll(where:)`` is O(n).
///
/// Its members are also compiled specialised for the model's `ModelEvent`
/// (`@_specialize`): a debug build compiles the core optimised but file by file, where the
/// model's calls from other files could not specialise the queue, and the generic code's
/// metadata lookups took a third of a debug campaign's CPU (`navfuzz --seed 1`, debug build:
/// 6.9 s of CPU before, 4.3 s after; the test suite, which runs debug: 523 s of CPU before,
/// 316 s after). Release builds, compiled as whole modules, specialise it anyway.
package struct EventQueue<Payload: Sendable>: Sendable {
  /// One scheduled event.
  package struct Entry: Sendable {
    /// When the event is due, in µs.
    package var time: Int64
    /// The tie-break key among events due at the same time.
    package var order: UInt64
    /// What happens.
    package var payload: Payload

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && order < other.order)
    }
  }

  var storage: ContiguousArray<Entry> = []

  /// Creates an empty queue.
  package init() {}

  /// The number of events waiting.
  package var count: Int {
    @_specialize(where Payload == ModelEvent)
    get { storage.count }
  }

  /// Whether no event is waiting.
  package var isEmpty: Bool {
    @_specialize(where Payload == ModelEvent)
    get { storage.isEmpty }
  }

  /// The next event due, if any.
  ///
  /// Read by index, not through `first`: where the queue's generic code is not specialised
  /// (a debug build), the standard library's generic `Collection.first` allocated on every call
  /// (`NavigationModelAllocationTests`).
  package var min: Entry? {
    @_specialize(where Payload == ModelEvent)
    get { storage.isEmpty ? nil : storage[0] }
  }

  /// Schedules `payload` at `time`.
  @_specialize(where Payload == ModelEvent)
  package mutating func insert(_ payload: Payload, at time: Int64, order: UInt64) {
    storage.append(Entry(time: time, order: order, payload: payload))
    siftUp(storage.count - 1)
  }

  /// Becomes a copy of `other`, written into this queue's own buffer when it has room (no
  /// allocation for a queue reused from copy to copy).
  @inline(__always)
  @_specialize(where Payload == ModelEvent)
  package mutating func assign(from other: borrowing EventQueue) {
    storage.assignElements(of: other.storage)
  }

  /// Removes and returns the next event due.
  @_specialize(where Payload == ModelEvent)
  package mutating func popMin() -> Entry? {
    guard !storage.isEmpty else { return nil }
    let first = storage[0]
    let last = storage.removeLast()
    if !storage.isEmpty {
      storage[0] = last
      siftDown(0)
    }
    return first
  }

  /// Removes every event whose payload matches, keeping the heap order.
  ///
  /// The kept events stay in their order, as the standard library's `removeAll(where:)` keeps
  /// them, written by index: its generic code, where the queue's is not specialised (a debug
  /// build), allocated on every call.
  @_specialize(where Payload == ModelEvent)
  package mutating func removeAll(where shouldRemove: (Payload) -> Bool) {
    let before = storage.count
    var kept = 0
    for i in 0..<before where !shouldRemove(storage[i].payload) {
      if kept != i { storage[kept] = storage[i] }
      kept += 1
    }
    guard kept != before else { return }
    storage.removeLast(before - kept)
    var i = storage.count / 2
    while i > 0 {
      i -= 1
      siftDown(i)
    }
  }

  /// Whether any waiting event's payload matches.
  @_specialize(where Payload == ModelEvent)
  package func contains(where predicate: (Payload) -> Bool) -> Bool {
    for i in 0..<storage.count where predicate(storage[i].payload) { return true }
    return false
  }

  /// The waiting events in the order they will be delivered (a copy; for encoding and display).
  package func sorted() -> [Entry] {
    storage.sorted { $0.precedes($1) }
  }

  mutating func siftUp(_ index: Int) {
    var child = index
    let item = storage[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard item.precedes(storage[parent]) else { break }
      storage[child] = storage[parent]
      child = parent
    }
    storage[child] = item
  }

  mutating func siftDown(_ index: Int) {
    let count = storage.count
    var parent = index
    let item = storage[parent]
    while true {
      var child = 2 * parent + 1
      guard child < count else { break }
      if child + 1 < count && storage[child + 1].precedes(storage[child]) { child += 1 }
      guard storage[child].precedes(item) else { break }
      storage[parent] = storage[child]
      parent = child
    }
    storage[parent] = item
  }
}

extension EventQueue.Entry: Equatable where Payload: Equatable {}
extension EventQueue.Entry: Hashable where Payload: Hashable {}
extension EventQueue: Equatable where Payload: Equatable {
  /// Two queues are equal when they deliver the same events in the same order.
  package static func == (a: EventQueue, b: EventQueue) -> Bool {
    a.storage.count == b.storage.count && a.sorted() == b.sorted()
  }
}
