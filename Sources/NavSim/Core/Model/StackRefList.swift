/// A short list of stack references held inline: the model's walks over the window's stacks
/// (the content stacks a touch may land on, every stack for a render pass) run on every touch,
/// and an array for each was an allocation and a free.
///
/// Up to ``inlineCapacity`` references need no allocation; more (a window with that many tabs
/// and presentation levels) go on in an array.
package struct StackRefList: RandomAccessCollection, Sendable {
  private var inline = InlineBytes()
  private var inlineCount: UInt8 = 0
  private var overflow: [StackRef] = []

  /// The references held without an allocation.
  package static let inlineCapacity = InlineBytes.count

  /// An empty list.
  package init() {}

  /// Appends `ref`.
  @inline(__always)
  package mutating func append(_ ref: StackRef) {
    if Int(inlineCount) < Self.inlineCapacity {
      inline[Int(inlineCount)] = ref.rawValue
      inlineCount += 1
    } else {
      overflow.append(ref)
    }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { Int(inlineCount) + overflow.count }

  @inline(__always)
  package subscript(position: Int) -> StackRef {
    position < Self.inlineCapacity
      ? StackRef(rawValue: inline[position]) : overflow[position - Self.inlineCapacity]
  }
}
