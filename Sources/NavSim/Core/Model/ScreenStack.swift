/// A stack of screen ids stored inline (no heap allocation), at most ``capacity`` deep.
///
/// The model copies its state for every probe, so the navigation stack is two words and a
/// count rather than an array.
public struct ScreenStack: Hashable, Sendable, CustomStringConvertible {
  var low: UInt64 = 0
  var high: UInt64 = 0
  /// The number of screens on the stack.
  public private(set) var count: Int = 0

  /// The deepest stack the model holds; pushes beyond it are ignored.
  public static let capacity = 16

  /// Creates an empty stack.
  public init() {}

  /// Creates a stack from its screens, bottom first (entries past ``capacity`` are dropped).
  public init<S: Sequence>(_ screens: S) where S.Element == ScreenID {
    for s in screens where count < Self.capacity { push(s) }
  }

  /// The screen at `index` (0 is the bottom).
  public subscript(index: Int) -> ScreenID {
    let word = index < 8 ? low : high
    return ScreenID(truncatingIfNeeded: word >> UInt64((index & 7) * 8))
  }

  /// The top screen, or 0 (the root) when empty.
  public var top: ScreenID { count > 0 ? self[count - 1] : 0 }

  /// Whether the stack is full.
  public var isFull: Bool { count >= Self.capacity }

  /// Pushes `screen`; returns `false` (and changes nothing) when the stack is full.
  @discardableResult public mutating func push(_ screen: ScreenID) -> Bool {
    guard count < Self.capacity else { return false }
    let shift = UInt64((count & 7) * 8)
    let bits = UInt64(screen) << shift
    let mask = ~(UInt64(0xFF) << shift)
    if count < 8 { low = (low & mask) | bits } else { high = (high & mask) | bits }
    count += 1
    return true
  }

  /// Removes the top screen, if any.
  public mutating func pop() {
    guard count > 0 else { return }
    count -= 1
    let shift = UInt64((count & 7) * 8)
    let mask = ~(UInt64(0xFF) << shift)
    if count < 8 { low &= mask } else { high &= mask }
  }

  /// The stack without its top screen.
  public var droppingTop: ScreenStack {
    var copy = self
    copy.pop()
    return copy
  }

  /// The first `n` screens.
  public func prefix(_ n: Int) -> ScreenStack {
    var copy = self
    while copy.count > max(0, n) { copy.pop() }
    return copy
  }

  /// The screens, bottom first.
  public var elements: [ScreenID] { (0..<count).map { self[$0] } }

  /// `root > detail` with raw ids; use ``App`` to name them.
  public var description: String { elements.map { "#\($0)" }.joined(separator: " > ") }
}
