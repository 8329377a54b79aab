import Testing

@testable import NavSimSource

/// A type's explicit generic arguments where it is used (`FeedView<Store>(…)`) are passed over;
/// a comparison that opens with `<` is not taken for them.
@Suite struct SourceFileGenericArgumentsTests {
  /// The text after the clause of the type named first in `code`, or `nil` when no clause is
  /// read there.
  static func after(_ code: String) -> String? {
    let file = SourceFile(path: "g.swift", text: code)
    let next = file.afterGenericArguments(0)
    guard next != 1 else { return nil }
    return (next..<file.code.count).map(file.text).joined()
  }

  @Test(arguments: [
    ("FeedView<Store>(title: x)", "(title:x)"),
    ("FeedView<Store>", ""),
    ("Wrapper<Item, [Tag]>.init()", ".init()"),
    ("Outer<Inner<Leaf>>(a)", "(a)"),
    ("Box<[String: Int]?>{ }", "{}"),
    ("Pair<Swift.Int, any Codable & Sendable>()", "()"),
  ])
  func aClauseOfTypesIsPassedOver(code: String, rest: String) {
    #expect(Self.after(code) == rest, "\(code)")
  }

  @Test(arguments: [
    "Count < Limit && b > (c)",
    "Value < limit",
    "Value<Int",
    "Value < Max ? a : b",
    "Value<Int)>(x)",
    "count < 2",
  ])
  func aComparisonIsNoClause(code: String) {
    #expect(Self.after(code) == nil, "\(code)")
  }

  /// A clause longer than ``SourceFile/maximumGenericClause`` tokens is not read (so a long
  /// expression never costs more than that to rule out).
  @Test func aLongClauseIsNotRead() {
    let names = (0..<SourceFile.maximumGenericClause).map { "T\($0)" }
    #expect(Self.after("Big<\(names.joined(separator: ", "))>()") == nil)
    #expect(Self.after("Big<\(names.prefix(8).joined(separator: ", "))>()") == "()")
  }
}
