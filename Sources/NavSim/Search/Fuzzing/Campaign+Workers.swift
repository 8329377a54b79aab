import Dispatch
import Synchronization

extension Campaign {
  /// `body` of each index below `count`, on up to ``jobs`` worker threads that claim the next
  /// index as they finish one (a long item does not hold up the others), in index order: the
  /// result does not depend on the threads. With one job, in order on this thread.
  func concurrently<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(body) }
    let slots = Mutex([T?](repeating: nil, count: count))
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < count else { break }
        let value = body(i)
        slots.withLock { $0[i] = value }
      }
    }
    return slots.withLock { $0 }.compactMap { $0 }
  }
}
