import Testing

@testable import NavSimCore

/// The inline list of stack references holds what an array would, past its inline capacity
/// too.
@Suite struct StackRefListTests {
  @Test(arguments: [0, 1, 5, StackRefList.inlineCapacity, StackRefList.inlineCapacity + 9])
  func theListHoldsWhatAnArrayWould(count: Int) {
    let refs = (0..<count).map { $0 % 2 == 0 ? StackRef.tab($0 % 64) : StackRef.level($0 % 64) }
    var list = StackRefList()
    for ref in refs { list.append(ref) }
    #expect(list.count == refs.count)
    #expect(Array(list) == refs)
    #expect(list.first == refs.first)
    for i in refs.indices { #expect(list[i] == refs[i]) }
  }
}
