/// The names a `switch`'s `case` label binds, as a construction under it reads them
/// (docs/SCAN.md, "What it recognises": a branch its construction decides): in `case
/// .notificationForAccount(let accountId): NotificationsListView(lockedAccountId: accountId)`,
/// `accountId` is not `nil` when every enum of the sources that declares `notificationForAccount`
/// gives that value a type that is not optional.
extension ConstantReader {
  /// The most tokens ``caseBindings(around:file:)`` reads back from a construction.
  static let maximumBindingLookBack = 4_096

  /// The names the `case` labels around token `t` of file `f` bind (innermost first), each
  /// ``Constant/some`` when its value's type is not optional in every enum of the sources that
  /// declares the case; a name declared again between the label and `t` (a `let`, a closure's
  /// parameter) is left out, as is every name of a label the reader does not read (several
  /// patterns, nested patterns, a `where`).
  mutating func caseBindings(around t: Int, file f: Int) -> [String: Constant] {
    let file = index.files[f]
    var bound: [String: Constant] = [:]
    var shadowed: Set<String> = []
    var k = t - 1
    var steps = 0
    var seekingOpener = false
    while k >= 0, steps < Self.maximumBindingLookBack {
      steps += 1
      if let open = file.partner(of: k), open < k {
        k = open - 1
        continue
      }
      if SourceIndex.opening(k, in: file) != nil {
        seekingOpener = false
        if file.isPunctuation(k, ASCII.openBrace) {
          shadowed.formUnion(closureParameters(after: k, before: t, in: file))
        }
      } else if file.isWord(k, "let") || file.isWord(k, "var"), k + 1 < t,
        file.code[k + 1].kind == .identifier
      {
        shadowed.insert(file.text(k + 1))
      } else if file.isWord(k, "in"), k > 0, file.code[k - 1].kind == .identifier {
        shadowed.insert(file.text(k - 1))
      } else if !seekingOpener, file.isWord(k, "case"),
        let colon = SourceIndex.labelColon(after: k, in: file, end: t)
      {
        for (name, value) in bindings(ofLabel: k, colon: colon, in: file)
        where bound[name] == nil && !shadowed.contains(name) {
          bound[name] = value
        }
        // The label's own names are bound from here out; the labels before it at this level
        // are its siblings, not around `t`.
        seekingOpener = true
      }
      k -= 1
    }
    return bound
  }

  /// The names a closure opening at `{` token `open` takes as parameters (`{ a, b in`, `{ (a, b)
  /// in`), when its `in` comes before `t`.
  private func closureParameters(after open: Int, before t: Int, in file: SourceFile) -> [String] {
    var names: [String] = []
    var k = open + 1
    while k < t, k < open + 64 {
      if file.isWord(k, "in") { return names }
      if file.code[k].kind == .identifier { names.append(file.text(k)) }
      if file.isPunctuation(k, ASCII.openBrace) { return [] }
      k += 1
    }
    return []
  }

  /// The names the label `case … :` (its `case` at token `k`, its `:` at `colon`) binds, each
  /// ``Constant/some`` or ``Constant/unknown``: a single pattern `.name(let a, let b)`, `let
  /// .name(a, b)` or `Type.name(label: let a)`.
  private mutating func bindings(ofLabel k: Int, colon: Int, in file: SourceFile)
    -> [(String, Constant)]
  {
    var i = k + 1
    let letAll = file.isWord(i, "let") || file.isWord(i, "var")
    if letAll { i += 1 }
    if file.isTypeName(i), file.isPunctuation(i + 1, ASCII.dot) { i += 1 }
    guard file.isPunctuation(i, ASCII.dot), file.code.indices.contains(i + 1),
      file.code[i + 1].kind == .identifier, file.isPunctuation(i + 2, ASCII.openParen),
      let close = file.partner(of: i + 2), close + 1 == colon
    else { return [] }
    let values = nonOptionalValues(ofCase: file.text(i + 1))
    let parts = SourceIndex.commaSeparated(file, open: i + 2)
    var result: [(String, Constant)] = []
    for (j, part) in parts.enumerated() {
      var s = part.start
      if part.end - s > 2, file.code[s].kind == .identifier,
        file.isPunctuation(s + 1, UInt8(ascii: ":"))
      {
        s += 2
      }
      if !letAll {
        guard file.isWord(s, "let") || file.isWord(s, "var") else { continue }
        s += 1
      }
      guard s + 1 == part.end, file.code[s].kind == .identifier, file.text(s) != "_" else {
        continue
      }
      let known = values.map { $0.count == parts.count && $0[j] } ?? false
      result.append((file.text(s), known ? .some : .unknown))
    }
    return result
  }

  /// For each value of the case `name`, whether its type is not optional in every enum of the
  /// sources that declares the case; `nil` when none does, or they disagree on how many values
  /// it holds. Once for each name.
  mutating func nonOptionalValues(ofCase name: String) -> [Bool]? {
    if let known = caseValues[name] { return known }
    var found: [Bool]? = nil
    var agree = true
    for type in index.types where index.files[type.file].isWord(type.nameToken - 1, "enum") {
      let file = index.files[type.file]
      for declared in index.declaredCases(of: type) where declared.name == name {
        let values: [Bool]
        if file.isPunctuation(declared.token + 1, ASCII.openParen) {
          values = SourceIndex.commaSeparated(file, open: declared.token + 1).map {
            !Self.isOptional($0.start..<$0.end, in: file)
          }
        } else {
          values = []
        }
        if let before = found {
          if before.count != values.count { agree = false }
          found = zip(before, values).map { $0 && $1 }
        } else {
          found = values
        }
      }
    }
    let result = agree ? found : nil
    caseValues[name] = .some(result)
    return result
  }

  /// Whether the value declared in `range` (`label: Type`, `Type = default`) has an optional
  /// type: its type ends with `?` or `!`, or is `Optional<…>`.
  static func isOptional(_ range: Range<Int>, in file: SourceFile) -> Bool {
    var start = range.lowerBound
    var end = range.upperBound
    if end - start > 2, file.code[start].kind == .identifier,
      file.isPunctuation(start + 1, UInt8(ascii: ":"))
    {
      start += 2
    } else if end - start > 3, file.code[start + 1].kind == .identifier,
      file.isPunctuation(start + 2, UInt8(ascii: ":"))
    {
      start += 3
    }
    if let equals = (start..<end).first(where: { file.isPunctuation($0, UInt8(ascii: "=")) }) {
      end = equals
    }
    guard start < end else { return true }
    if file.isWord(start, "Optional") { return true }
    return file.isPunctuation(end - 1, UInt8(ascii: "?"))
      || file.isPunctuation(end - 1, UInt8(ascii: "!"))
  }
}
