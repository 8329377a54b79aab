/// The app's touch log: the time each finger went down, as the app's passive recogniser saw it
/// (`UITouch.timestamp`, seconds of system uptime), written `down=12.345678` a touch,
/// separated by spaces, as the accessibility label of the element `navsim-touch-log`.
public enum TouchLog {
  /// The touch-down times in `label`, in order (entries that are not `down=SECONDS` skipped).
  public static func downs(_ label: String) -> [Double] {
    label.split(separator: " ").compactMap { entry in
      guard entry.hasPrefix("down=") else { return nil }
      return Double(entry.dropFirst("down=".count)).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// The touch-downs matched to the scenario's touches: the `i`-th down after `origin` is the
  /// `i`-th touch the test performed (in the order made). Returns (touch index, ms from the
  /// origin), and how many downs were left over (more than the touches: a stray touch).
  public static func match(_ downs: [Double], origin: Double, touches: [Int]) -> (
    delivered: [(index: Int, ms: Double)], extra: Int
  ) {
    let after = downs.filter { $0 >= origin - 0.5 }.sorted()
    var delivered: [(index: Int, ms: Double)] = []
    for (i, index) in touches.enumerated() where i < after.count {
      delivered.append((index, ((after[i] - origin) * 1_000_000).rounded() / 1000))
    }
    return (delivered, max(0, after.count - touches.count))
  }
}
