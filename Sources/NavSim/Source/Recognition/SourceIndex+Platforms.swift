/// Conditional compilation: the scan reads the app as the iPhone build compiles it. In an `#if`
/// whose condition names platforms (`os(iOS)`, `os(macOS)`, `targetEnvironment(macCatalyst)`,
/// `canImport(UIKit)`), the branch the iPhone build takes is read and the others are left out;
/// a condition that names no platform (`swift(>=5.9)`, `BETA`) decides nothing, and every one
/// of its branches is read; `DEBUG` is the build configuration's: unset in a release build, set in
/// a debug one, undecided when the reading says neither (docs/SCAN.md).
extension SourceIndex {
  /// What a condition says about the iPhone build.
  enum Truth: Equatable {
    case yes, no, unknown

    static prefix func ! (value: Truth) -> Truth {
      switch value {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (a: Truth, b: Truth) -> Truth {
      if a == .no || b == .no { return .no }
      return a == .yes && b == .yes ? .yes : .unknown
    }

    static func || (a: Truth, b: Truth) -> Truth {
      if a == .yes || b == .yes { return .yes }
      return a == .no && b == .no ? .no : .unknown
    }
  }

  /// The most tokens a condition is read from: a longer one decides nothing (and the reading's
  /// recursion stays shallow whatever the sources).
  static let maximumConditionTokens = 64

  /// Whether code token `token` of file `file` is in a branch the iPhone build leaves out.
  func isExcluded(file: Int, token: Int) -> Bool {
    guard file < excluded.count, token >= 0, token < excluded[file].count else { return false }
    return excluded[file][token]
  }

  /// For each code token of `file`, whether it is in a branch the iPhone build leaves out (the
  /// directive lines themselves included); empty when no branch is left out. `debug` says
  /// whether `DEBUG` is set (`nil`: it decides nothing).
  static func platformExclusions(_ file: SourceFile, debug: Bool? = nil) -> [Bool] {
    struct Frame {
      /// Whether the enclosing code is left out.
      var outer: Bool
      /// Whether a branch the iPhone build takes was met (the later ones are left out).
      var taken = false
      /// Whether the current branch is left out.
      var out = false
    }
    var result: [Bool] = []
    var frames: [Frame] = []
    var k = 0
    let n = file.code.count
    while k < n {
      guard file.isPunctuation(k, ASCII.hash), k + 1 < n,
        file.isWord(k + 1, "if") || file.isWord(k + 1, "elseif") || file.isWord(k + 1, "else")
          || file.isWord(k + 1, "endif")
      else {
        if frames.last?.out == true { mark(&result, k, n) }
        k += 1
        continue
      }
      // The directive's words, to the end of its line.
      let line = file.location(ofCode: k).line
      var end = k + 2
      while end < n, file.location(ofCode: end).line == line { end += 1 }
      let truth = { condition(file, k + 2, end, debug: debug) }
      if file.isWord(k + 1, "if") {
        let outer = frames.last?.out ?? false
        let value = truth()
        frames.append(Frame(outer: outer, taken: value == .yes, out: outer || value == .no))
      } else if file.isWord(k + 1, "elseif"), var frame = frames.popLast() {
        let value = frame.taken ? .no : truth()
        frame.out = frame.outer || value == .no
        frame.taken = frame.taken || value == .yes
        frames.append(frame)
      } else if file.isWord(k + 1, "else"), var frame = frames.popLast() {
        frame.out = frame.outer || frame.taken
        frames.append(frame)
      } else if file.isWord(k + 1, "endif") {
        _ = frames.popLast()
      }
      for t in k..<end { mark(&result, t, n) }
      k = end
    }
    runtimeExclusions(file, into: &result)
    return result
  }

  /// The properties that are never true on an iPhone or an iPad: the app checks them at run
  /// time for a Mac (`if ProcessInfo.processInfo.isiOSAppOnMac { … } else { … }`).
  static let macOnlyProperties = ["isiOSAppOnMac", "isMacCatalystApp"]

  /// Marks in `result` the block of an `if` whose whole condition is a Mac-only property of
  /// `ProcessInfo.processInfo` (``macOnlyProperties``), or the `else` block of one whose
  /// condition is its negation: the iPhone never runs it, as it never compiles another
  /// platform's `#if` branch.
  static func runtimeExclusions(_ file: SourceFile, into result: inout [Bool]) {
    let n = file.code.count
    var k = 0
    while k + 6 < n {
      defer { k += 1 }
      guard file.isWord(k, "if"), !file.isPunctuation(k - 1, ASCII.hash) else { continue }
      var t = k + 1
      let negated = file.isPunctuation(t, UInt8(ascii: "!"))
      if negated { t += 1 }
      guard file.isWord(t, "ProcessInfo"), file.isPunctuation(t + 1, ASCII.dot),
        file.isWord(t + 2, "processInfo"), file.isPunctuation(t + 3, ASCII.dot),
        macOnlyProperties.contains(file.text(t + 4)), file.isPunctuation(t + 5, ASCII.openBrace),
        let close = file.partner(of: t + 5), close > t + 5
      else { continue }
      var block = (t + 5, close)
      if negated {
        // The `else { … }` after the block runs on a Mac only.
        guard file.isWord(close + 1, "else"), file.isPunctuation(close + 2, ASCII.openBrace),
          let end = file.partner(of: close + 2), end > close + 2
        else { continue }
        block = (close + 2, end)
      }
      for u in block.0...block.1 { mark(&result, u, n) }
    }
  }

  private static func mark(_ result: inout [Bool], _ k: Int, _ n: Int) {
    if result.isEmpty { result = [Bool](repeating: false, count: n) }
    result[k] = true
  }

  /// What the condition in code tokens `start..<end` says about the iPhone build, `DEBUG` set
  /// as `debug` says (`nil`: undecided).
  static func condition(_ file: SourceFile, _ start: Int, _ end: Int, debug: Bool? = nil)
    -> Truth
  {
    guard end - start <= maximumConditionTokens else { return .unknown }
    var k = start
    let value = disjunction(file, &k, end, debug)
    return k == end ? value : .unknown
  }

  private static func disjunction(_ file: SourceFile, _ k: inout Int, _ end: Int, _ debug: Bool?)
    -> Truth
  {
    var value = conjunction(file, &k, end, debug)
    while k + 1 < end, file.isPunctuation(k, UInt8(ascii: "|")),
      file.isPunctuation(k + 1, UInt8(ascii: "|"))
    {
      k += 2
      value = value || conjunction(file, &k, end, debug)
    }
    return value
  }

  private static func conjunction(_ file: SourceFile, _ k: inout Int, _ end: Int, _ debug: Bool?)
    -> Truth
  {
    var value = unary(file, &k, end, debug)
    while k + 1 < end, file.isPunctuation(k, UInt8(ascii: "&")),
      file.isPunctuation(k + 1, UInt8(ascii: "&"))
    {
      k += 2
      value = value && unary(file, &k, end, debug)
    }
    return value
  }

  private static func unary(_ file: SourceFile, _ k: inout Int, _ end: Int, _ debug: Bool?)
    -> Truth
  {
    guard k < end else { return .unknown }
    if file.isPunctuation(k, UInt8(ascii: "!")) {
      k += 1
      return !unary(file, &k, end, debug)
    }
    if file.isPunctuation(k, ASCII.openParen) {
      k += 1
      let value = disjunction(file, &k, end, debug)
      if k < end, file.isPunctuation(k, ASCII.closeParen) { k += 1 }
      return value
    }
    // `name`, or `name(…)`: the words between the parentheses are its argument.
    let name = file.text(k)
    k += 1
    var argument: [String] = []
    if k < end, file.isPunctuation(k, ASCII.openParen) {
      k += 1
      while k < end, !file.isPunctuation(k, ASCII.closeParen) {
        argument.append(file.text(k))
        k += 1
      }
      if k < end { k += 1 }
    }
    let word = argument.count == 1 ? argument[0] : ""
    switch name {
    case "DEBUG" where argument.isEmpty:
      return debug.map { $0 ? .yes : .no } ?? .unknown
    case "os":
      if word == "iOS" { return .yes }
      return ["macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows"]
        .contains(word) ? .no : .unknown
    case "targetEnvironment":
      return word == "macCatalyst" ? .no : .unknown
    case "canImport":
      if word == "UIKit" { return .yes }
      return word == "AppKit" || word == "WatchKit" ? .no : .unknown
    default:
      return .unknown
    }
  }
}
