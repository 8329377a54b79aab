/// The parameters of the sources' functions, and the lists they are written in: what a call's
/// arguments bind to (the app's own modifiers, docs/SCAN.md "What it recognises"; a flow's
/// helper, "Coordinators").
extension SourceIndex {
  /// A parameter of a function (or of a type's memberwise initialiser): the label a call
  /// writes (`nil` for `_`) and the name its body uses.
  struct Parameter: Equatable {
    var label: String?
    var name: String
    /// Whether its type is a function (`() -> Content`): an unlabelled trailing closure binds
    /// to one.
    var isClosure: Bool
    /// Whether it has a default value (`= nil`): a call may leave it out.
    var hasDefault = false
    /// Its type's last name when one is written (``typeName(at:in:)``: `Set` of `Set<Badge>`),
    /// and where its default value is.
    var type: String? = nil
    var value: Range<Int>? = nil
  }

  /// Fills ``memberOpening``: by name, so that a place declared twice keeps its first member
  /// whatever the hashing.
  mutating func indexMemberOpenings() {
    for name in members.keys.sorted() {
      for member in members[name] ?? [] where member.close > member.open {
        let place = TokenPlace(file: member.file, token: member.open)
        if memberOpening[place] == nil { memberOpening[place] = member }
      }
    }
  }

  /// The parameters of `member`, a function of the sources: its first parenthesised list after
  /// its name (past any generic clause). A computed property has none.
  func parameters(of member: Member) -> [Parameter] {
    let file = files[member.file]
    var k = member.nameToken + 1
    while k < member.open, !file.isPunctuation(k, ASCII.openParen) { k += 1 }
    guard k < member.open, let close = file.partner(of: k), close < member.open else { return [] }
    return Self.parameters(file, open: k)
  }

  /// The parameters of the list whose `(` is `open` (a function's, an initialiser's).
  static func parameters(_ file: SourceFile, open k: Int) -> [Parameter] {
    var result: [Parameter] = []
    for (start, end) in Self.commaSeparated(file, open: k) {
      // `@ViewBuilder content: @escaping () -> Sheet`, `_ title: String`, `unwrapping enum: …`
      var names: [String] = []
      var t = start
      while t < end, !file.isPunctuation(t, UInt8(ascii: ":")) {
        if file.isPunctuation(t, UInt8(ascii: "@")) {
          t += 2
          continue
        }
        if file.code[t].kind == .identifier { names.append(file.text(t)) }
        t += 1
      }
      guard let name = names.last, t < end else { continue }
      let label = names.count > 1 ? names[names.count - 2] : name
      let equals = (t + 1..<end).first { file.isPunctuation($0, UInt8(ascii: "=")) }
      result.append(
        Parameter(
          label: label == "_" ? nil : label, name: name,
          isClosure: Self.hasArrow(file, from: t + 1, to: end), hasDefault: equals != nil,
          type: typeName(at: t + 1, in: file), value: equals.map { ($0 + 1)..<end }))
    }
    return result
  }

  /// The arguments of the call whose `(` is `open`: each with its label and token range.
  static func arguments(_ file: SourceFile, open: Int) -> [(label: String?, start: Int, end: Int)] {
    commaSeparated(file, open: open).compactMap { start, end in
      guard end > start else { return nil }
      if file.code[start].kind == .identifier, file.isPunctuation(start + 1, UInt8(ascii: ":")),
        end > start + 1
      {
        return (file.text(start), start + 2, end)
      }
      return (nil, start, end)
    }
  }

  /// The token ranges between the top-level commas of the bracketed list whose opener is
  /// `open` (an argument list, a parameter list).
  static func commaSeparated(_ file: SourceFile, open: Int) -> [(start: Int, end: Int)] {
    guard let close = file.partner(of: open), close > open else { return [] }
    return commaSeparated(file, in: (open + 1)..<close)
  }

  /// The token ranges of `range` between its top-level commas (a condition's clauses).
  static func commaSeparated(_ file: SourceFile, in range: Range<Int>) -> [(start: Int, end: Int)] {
    let close = range.upperBound
    var result: [(Int, Int)] = []
    var start = range.lowerBound
    var k = range.lowerBound
    while k < close {
      if let partner = file.partner(of: k), partner > k {
        k = partner + 1
        continue
      }
      if file.isPunctuation(k, UInt8(ascii: ",")) {
        result.append((start, k))
        start = k + 1
      }
      k += 1
    }
    result.append((start, close))
    return result
  }

  /// Whether the tokens from `start` to just before `end` write `->` (a function type).
  static func hasArrow(_ file: SourceFile, from start: Int, to end: Int) -> Bool {
    var u = start
    while u + 1 < end {
      if file.isPunctuation(u, UInt8(ascii: "-")), file.isPunctuation(u + 1, UInt8(ascii: ">")) {
        return true
      }
      u += 1
    }
    return false
  }
}
