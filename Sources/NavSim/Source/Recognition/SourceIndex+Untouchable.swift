/// Views no finger can touch: a view modified by `.allowsHitTesting(false)`, `.disabled(true)`
/// or `.hidden()` takes no touch, so nothing in it is a control the user can tap, and a
/// presentation its own controls switch is never shown from there (IceCubesApp's settings
/// screen shows a post row as a picture under `.allowsHitTesting(false)`). A condition
/// (`.disabled(isLoading)`) leaves the view touchable: the model judges it when it is on.
extension SourceIndex {
  /// The modifiers that take a view out of hit testing, each with the one argument that does
  /// (`nil`: written without arguments).
  static let untouchableModifiers: [(name: String, argument: String?)] = [
    ("allowsHitTesting", "false"), ("disabled", "true"), ("hidden", nil),
  ]

  /// Whether code token `token` of file `file` is in a view no finger can touch.
  func isUntouchable(file: Int, token: Int) -> Bool {
    guard file < untouchable.count, token >= 0, token < untouchable[file].count else {
      return false
    }
    return untouchable[file][token]
  }

  /// The modifiers whose content is drawn in place with the view, and so takes no touch when
  /// the view takes none; any other modifier between the view and an untouchable modifier
  /// (`.sheet`, `.onChange`, `.toolbar`) is read as usual: a sheet is presented over it, a
  /// handler runs whatever the touches.
  static let drawnInPlace: Set<String> = [
    "overlay", "background", "mask", "safeAreaInset", "contextMenu", "swipeActions",
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
  ]

  /// For each code token of `file`, whether it is in a view an untouchable modifier
  /// (``untouchableModifiers``) applies to (empty for a file without one): from the start of
  /// the chain the modifier is called on up to its `.`, but the modifiers between that are not
  /// drawn in place (``drawnInPlace``).
  static func untouchableViews(_ file: SourceFile) -> [Bool] {
    let n = file.code.count
    // How many chains cover each token, and how many of those keep it readable (a modifier not
    // drawn in place), as differences: linear however deeply the chains nest.
    var covered: [Int32] = []
    var kept: [Int32] = []
    var dot = 1
    while dot + 2 < n {
      defer { dot += 1 }
      guard file.isPunctuation(dot, ASCII.dot), isUntouchableModifier(after: dot, in: file),
        let chain = chain(before: dot, in: file), chain.start < dot
      else { continue }
      if covered.isEmpty {
        covered = [Int32](repeating: 0, count: n + 1)
        kept = covered
      }
      covered[chain.start] += 1
      covered[dot] -= 1
      for modifier in chain.modifiers
      where !drawnInPlace.contains(file.text(modifier.lowerBound + 1)) {
        kept[modifier.lowerBound] += 1
        kept[modifier.upperBound + 1] -= 1
      }
    }
    guard !covered.isEmpty else { return [] }
    var result = [Bool](repeating: false, count: n)
    var c: Int32 = 0
    var k: Int32 = 0
    for t in 0..<n {
      c += covered[t]
      k += kept[t]
      result[t] = c > k
    }
    return result
  }

  /// Whether the `.` token `dot` is followed by an untouchable modifier with its argument.
  private static func isUntouchableModifier(after dot: Int, in file: SourceFile) -> Bool {
    let name = file.text(dot + 1)
    guard let modifier = untouchableModifiers.first(where: { $0.name == name }),
      file.isPunctuation(dot + 2, ASCII.openParen), let close = file.partner(of: dot + 2)
    else { return false }
    guard let argument = modifier.argument else { return close == dot + 3 }
    return close == dot + 4 && file.text(dot + 3) == argument
  }

  /// The most segments (names, calls, closures) ``chain(before:in:)`` steps back over.
  static let maximumChainSteps = 256

  /// The postfix chain that ends just before the `.` token `dot`: its first token
  /// (`StatusRowView(model)` in `StatusRowView(model).padding().allowsHitTesting(false)`,
  /// `Button { … } label: { … }`) and the modifiers called on it, each from its `.` to its
  /// last token; `nil` when no chain ends there.
  static func chain(before dot: Int, in file: SourceFile) -> (
    start: Int, modifiers: [ClosedRange<Int>]
  )? {
    var k = dot - 1
    var segmentEnd = k
    var modifiers: [ClosedRange<Int>] = []
    var steps = 0
    while k >= 0 {
      // A chain of more segments than any view's is not followed (hostile sources stay linear).
      steps += 1
      guard steps <= maximumChainSteps else { return nil }
      let token = file.code[k]
      if token.kind == .punctuation, let open = file.partner(of: k), open < k {
        // A call's arguments, a subscript or a trailing closure; a labelled trailing
        // closure (`label: { … }`) follows another.
        k = open - 1
        if file.isPunctuation(open, ASCII.openBrace), file.isPunctuation(k, UInt8(ascii: ":")),
          k >= 2, file.code[k - 1].kind == .identifier, let before = file.partner(of: k - 2),
          before < k - 2
        {
          k -= 2
        }
        continue
      }
      guard token.kind == .identifier else { return nil }
      // `Color.clear`, `Row(x).padding()`: a member or a modifier of what comes before.
      if file.isPunctuation(k - 1, ASCII.dot), k >= 2,
        file.code[k - 2].kind == .identifier || file.partner(of: k - 2).map({ $0 < k - 2 }) == true
      {
        if segmentEnd > k, !file.isTypeName(k) { modifiers.append(k - 1...segmentEnd) }
        k -= 2
        segmentEnd = k
        continue
      }
      return (k, modifiers)
    }
    return nil
  }
}
