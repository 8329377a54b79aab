extension RangeReplaceableCollection
where Self: MutableCollection & BidirectionalCollection, Index == Int {
  /// Makes this collection hold the elements of `source`, written into its own buffer when it
  /// has room: a collection reused from copy to copy (the fuzzer's models,
  /// ``NavigationModel/assign(from:)``) allocates nothing, where `self = source` shares the
  /// buffer and copies it again on the first write.
  @inline(__always)
  package mutating func assignElements(of source: Self) {
    let n = source.count
    if count > n { removeLast(count - n) }
    let common = count
    for i in 0..<common { self[i] = source[i] }
    for i in common..<n { append(source[i]) }
  }
}
