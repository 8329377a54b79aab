/// Run-time availability: `if #available(iOS 26, *) { A } else { B }` runs `A` from iOS 26 and
/// `B` below it. Read at one version (the oldest the warnings speak of, docs/SCAN.md), the code
/// that does not run there is left out as another platform's `#if` branch is; read at none, every
/// branch is read.
extension SourceIndex {
  /// Leaves out the code that does not run on iOS `version` by the files' availability checks,
  /// then the members only that code uses; ``availabilityChecks`` and ``leftOutRanges`` keep
  /// what was left out, for the notes.
  mutating func excludeUnavailable(iOS version: OSVersion) {
    iOSVersion = version
    for f in files.indices {
      let (checks, ranges) = Self.availabilityExclusions(
        files[f], iOS: version, into: &excluded[f])
      availabilityChecks += zip(checks, ranges).map { (f, $0, $1) }
      for range in ranges { leftOutRanges[f, default: []].append((range, .availability)) }
    }
    excludeMembersUsedOffIOS(reason: .availability)
  }

  /// Marks in `result` the code of `file` that does not run on iOS `version` by its availability
  /// checks: the first block of an `if` whose conditions include a check that fails there (and
  /// none unknown that could not matter), the `else` of one whose every condition passes (with
  /// the `else if` chain after it), a `guard`'s `else` when its checks pass, and the rest of the
  /// scope after a `guard` whose check fails. Returns the code tokens of the `if`s and `guard`s
  /// that chose so, in file order (a check inside code already left out is not one), and the
  /// range of code tokens each leaves out.
  static func availabilityExclusions(
    _ file: SourceFile, iOS version: OSVersion, into result: inout [Bool]
  ) -> (checks: [Int], ranges: [ClosedRange<Int>]) {
    conditionExclusions(file, into: &result) { availabilityCheck(file, $0, $1, iOS: version) }
  }

  /// Marks in `result` the code of `file` that does not run where `check` (given a condition's
  /// code tokens, what it says there, or `nil` when it is no check of its kind) decides the
  /// `if`s and `guard`s that test one: as ``availabilityExclusions(_:iOS:into:)`` says.
  static func conditionExclusions(
    _ file: SourceFile, into result: inout [Bool], check: (Int, Int) -> Truth?
  ) -> (checks: [Int], ranges: [ClosedRange<Int>]) {
    var chose: [Int] = []
    var ranges: [ClosedRange<Int>] = []
    func mark(_ range: ClosedRange<Int>) {
      ranges.append(range)
      Self.mark(&result, range, file.code.count)
    }
    let n = file.code.count
    var k = 0
    while k < n {
      defer { k += 1 }
      let isGuard = file.isWord(k, "guard")
      guard isGuard || file.isWord(k, "if"), !file.isPunctuation(k - 1, ASCII.hash),
        !(k < result.count && result[k]),
        let (truth, open) = decidedCondition(file, after: k, guard: isGuard, check: check)
      else { continue }
      guard let close = file.partner(of: open), close > open else { continue }
      switch (isGuard, truth) {
      case (false, .no):
        mark(open...close)
      case (false, .yes):
        guard file.isWord(close + 1, "else"), let end = elseChainEnd(file, from: close + 1)
        else { continue }
        mark((close + 1)...end)
      case (true, .yes):
        mark(open...close)
      case (true, .no):
        guard let scopeEnd = enclosingClose(file, after: close) else { continue }
        if close + 1 < scopeEnd { mark((close + 1)...(scopeEnd - 1)) }
      default:
        continue
      }
      chose.append(k)
    }
    return (chose, ranges)
  }

  /// What the conditions of the `if` or `guard` at code token `k` say by `check`, and the code
  /// token of the block's `{` (a `guard`'s `else { … }`); `nil` when none of the conditions is
  /// a check `check` reads, or the block is not found.
  private static func decidedCondition(
    _ file: SourceFile, after k: Int, guard isGuard: Bool, check: (Int, Int) -> Truth?
  ) -> (SourceIndex.Truth, Int)? {
    let comma = UInt8(ascii: ",")
    var truth = Truth.yes
    var checks = 0
    var start = k + 1
    var t = k + 1
    while t < file.code.count {
      let ends = isGuard ? file.isWord(t, "else") : file.isPunctuation(t, ASCII.openBrace)
      if ends || file.isPunctuation(t, comma) {
        if let decided = check(start, t) {
          checks += 1
          truth = truth && decided
        } else {
          truth = truth && .unknown
        }
        if ends { break }
        start = t + 1
      } else if file.isPunctuation(t, ASCII.openParen) || file.isPunctuation(t, ASCII.openBracket)
        || file.isPunctuation(t, ASCII.openBrace)
      {
        guard let partner = file.partner(of: t), partner > t else { return nil }
        t = partner
      } else if file.isPunctuation(t, ASCII.closeBrace) {
        return nil
      }
      t += 1
    }
    guard checks > 0, t < file.code.count else { return nil }
    if isGuard {
      guard file.isPunctuation(t + 1, ASCII.openBrace) else { return nil }
      return (truth, t + 1)
    }
    return (truth, t)
  }

  /// What the condition in code tokens `start..<end` says on iOS `version` when it is one
  /// availability check, `#available(iOS 17, *)` or `#unavailable(iOS 17)`; `nil` otherwise.
  /// A check naming no iOS version is true (`*`: every other platform from its minimum) and an
  /// `#unavailable` naming none is false.
  static func availabilityCheck(
    _ file: SourceFile, _ start: Int, _ end: Int, iOS version: OSVersion
  )
    -> Truth?
  {
    let unavailable = file.isWord(start + 1, "unavailable")
    guard file.isPunctuation(start, ASCII.hash), unavailable || file.isWord(start + 1, "available"),
      file.isPunctuation(start + 2, ASCII.openParen), file.partner(of: start + 2) == end - 1
    else { return nil }
    var named: OSVersion?
    var star = false
    var t = start + 3
    while t < end - 1 {
      if file.isPunctuation(t, ASCII.star) {
        star = true
      } else if file.isWord(t, "iOS") || file.isWord(t, "iOSApplicationExtension"),
        file.code.indices.contains(t + 1), file.code[t + 1].kind == .number
      {
        guard let written = OSVersion(file.text(t + 1)) else { return .unknown }
        named = min(named ?? written, written)
      }
      t += 1
    }
    guard let named else { return unavailable ? .no : star ? .yes : .unknown }
    let available = version >= named
    return available != unavailable ? .yes : .no
  }

  /// The last code token of the `else` at code token `k` and the `else if` chain after it.
  private static func elseChainEnd(_ file: SourceFile, from k: Int) -> Int? {
    var t = k
    while file.isWord(t, "else") {
      var open = t + 1
      if file.isWord(open, "if") {
        // The chained `if`'s block: the first `{` outside brackets after its conditions.
        guard
          let block = nextAtDepth(
            file, from: open + 1, skippingBraces: false,
            where: {
              file.isPunctuation($0, ASCII.openBrace)
            })
        else { return nil }
        open = block
      }
      guard file.isPunctuation(open, ASCII.openBrace), let close = file.partner(of: open),
        close > open
      else { return nil }
      t = close + 1
    }
    return t - 1
  }

  /// The `}` that closes the scope holding code token `k`, or `nil` at the top level.
  private static func enclosingClose(_ file: SourceFile, after k: Int) -> Int? {
    nextAtDepth(file, from: k + 1, skippingBraces: true) { _ in false }
  }

  /// The first code token from `t` on, at the depth of `t`, that `stops` (brackets, and braces
  /// when `skippingBraces`, passed over whole), else the `}` that closes that depth; `nil` at
  /// the file's end, at a closing `}` when braces are not skipped, or at an unmatched bracket.
  private static func nextAtDepth(
    _ file: SourceFile, from start: Int, skippingBraces: Bool, where stops: (Int) -> Bool
  ) -> Int? {
    var t = start
    while t < file.code.count {
      if stops(t) { return t }
      if file.isPunctuation(t, ASCII.closeBrace) { return skippingBraces ? t : nil }
      if file.isPunctuation(t, ASCII.openParen) || file.isPunctuation(t, ASCII.openBracket)
        || (skippingBraces && file.isPunctuation(t, ASCII.openBrace))
      {
        guard let partner = file.partner(of: t), partner > t else { return nil }
        t = partner
      }
      t += 1
    }
    return nil
  }

  private static func mark(_ result: inout [Bool], _ range: ClosedRange<Int>, _ n: Int) {
    if result.isEmpty { result = [Bool](repeating: false, count: n) }
    for t in range where t < n { result[t] = true }
  }
}
