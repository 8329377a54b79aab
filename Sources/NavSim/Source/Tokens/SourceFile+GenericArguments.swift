/// A type's explicit generic arguments where it is used: `FeedView<Store>(…)`,
/// `Wrapper<Item, [Tag]>.init(…)`.
extension SourceFile {
  /// The longest generic argument clause read, in tokens: a comparison that happens to open
  /// with `<` is never mistaken for one this long.
  static let maximumGenericClause = 64

  /// The code token just past the generic argument clause written after the type name at
  /// token `index` (`FeedView<Store>`: the token after `>`), or `index + 1` when none is
  /// written there. A clause holds only type names and their punctuation (`.`, `,`, `?`, `!`,
  /// `[`, `]`, `:`, `&` before a type name, nested `<…>`) and starts with a type name or `[`,
  /// so `a < B && c > (d)` is no clause.
  func afterGenericArguments(_ index: Int) -> Int {
    let open = index + 1
    guard isTypeName(index), isPunctuation(open, UInt8(ascii: "<")),
      isTypeName(open + 1) || isPunctuation(open + 1, ASCII.openBracket)
    else { return open }
    var depth = 0
    var k = open
    while k < code.count, k - open <= Self.maximumGenericClause {
      let token = code[k]
      if token.kind == .identifier {
        k += 1
        continue
      }
      guard token.kind == .punctuation else { return open }
      switch bytes[token.start] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if depth == 0 { return k + 1 }
      case ASCII.dot, UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "!"), ASCII.openBracket,
        ASCII.closeBracket, ASCII.colon:
        break
      case UInt8(ascii: "&"):
        // `any A & B`, never `&&`.
        guard isTypeName(k + 1) else { return open }
      default: return open
      }
      k += 1
    }
    return open
  }
}
