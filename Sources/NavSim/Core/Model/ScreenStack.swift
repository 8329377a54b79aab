/// A stack of screen ids stored inline (no heap allocation), at most ``capacity`` deep.
///
/// The model copies its state for every probe, so a navigation stack is four words and a
/// count rather than an array.
public struct ScreenStack: Hashable, Sendable, CustomStringConvertible {
  var bytes = InlineBytes()
  /// The number of screens, as a byte (a stack is copied with every model copy).
  var size: UInt8 = 0
  /// The number of screens on the stack.
  public var count: Int {
    @inline(__always) get { Int(size) }
  }

  /// The deepest stack the model holds; pushes beyond it are ignored.
  public static let capacity = InlineBytes.count

  /// Creates an empty stack.
  public init() {}

  /// Creates a stack from its screens, bottom first (entries past ``capacity`` are dropped).
  public init<S: Sequence>(_ screens: S) where S.Element == ScreenID {
    for s in screens where count < Self.capacity { push(s) }
  }

  /// The screen at `index` (0 is the bottom).
  @inline(__always)
  public subscript(index: Int) -> ScreenID { bytes[index] }

  /// The top screen, or 0 when empty.
  @inline(__always)
  public var top: ScreenID { count > 0 ? self[count - 1] : 0 }

  /// The bottom screen (the stack's root), or 0 when empty.
  @inline(__always)
  public var bottom: ScreenID { count > 0 ? self[0] : 0 }

  /// Whether the stack is full.
  public var isFull: Bool { count >= Self.capacity }

  /// Pushes `screen`; returns `false` (and changes nothing) when the stack is full.
  @discardableResult public mutating func push(_ screen: ScreenID) -> Bool {
    guard count < Self.capacity else { return false }
    bytes[count] = screen
    size += 1
    return true
  }

  /// Removes the top screen, if any.
  public mutating func pop() {
    guard size > 0 else { return }
    size -= 1
    bytes[count] = 0
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

  /// Mixes the stack into `h` (words and count).
  package func mix(into h: inout FingerprintHasher) {
    bytes.mix(into: &h)
    h.mix(UInt64(count))
  }
}
