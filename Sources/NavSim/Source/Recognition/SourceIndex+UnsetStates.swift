/// States nothing sets: a presentation bound to one is never shown (Winston's theme upload
/// sheet: `@State private var isPresentingUploadSheet = false`, whose name is written nowhere
/// but in its declaration and in `.sheet(isPresented: $isPresentingUploadSheet)`).
extension SourceIndex {
  /// The labels of a presentation's binding (`isPresented: $show`, `item: $shown`).
  static let presentationBindingLabels: Set<String> = ["isPresented", "item"]

  /// Whether the `$name` at token `k` is a presentation's binding (`isPresented: $name`).
  static func isPresentationBinding(_ k: Int, in file: SourceFile) -> Bool {
    file.isPunctuation(k - 1, UInt8(ascii: ":"))
      && presentationBindingLabels.contains(file.text(k - 2))
  }

  /// The names of the `@State` properties that start `false` or `nil` and that no code can
  /// change: the name is written only in its declaration, and its binding (`$name`) only as a
  /// presentation's (``presentationBindingLabels``); no `_name`, no `self.name`, no binding
  /// handed to a view or a control. The whole sources are searched, a name written in another
  /// type included, so that a shared name keeps its presentations (a guess the other way:
  /// judged as shown). Code the iPhone build leaves out or does not run (`excluded`, by file)
  /// neither declares nor sets one.
  /// Returns the names, and those of them also written in left-out code.
  static func unsetStates(files: [SourceFile], excluded: [[Bool]]) -> (
    unset: Set<String>, writtenWhereLeftOut: Set<String>
  ) {
    func isExcluded(_ f: Int, _ k: Int) -> Bool {
      f < excluded.count && k < excluded[f].count && excluded[f][k]
    }
    var declared: [String: Int] = [:]
    for (f, file) in files.enumerated() {
      var k = 0
      while k + 4 < file.code.count {
        defer { k += 1 }
        guard file.isPunctuation(k, UInt8(ascii: "@")), file.isWord(k + 1, "State"),
          !isExcluded(f, k)
        else {
          continue
        }
        var v = k + 2
        while v < file.code.count, ["private", "fileprivate"].contains(file.text(v)) { v += 1 }
        guard file.isWord(v, "var"), file.code[v + 1].kind == .identifier,
          startsUnset(after: v + 1, in: file)
        else { continue }
        declared[file.text(v + 1), default: 0] += 1
      }
    }
    guard !declared.isEmpty else { return ([], []) }
    // Every other mention of a declared name, its `$` binding or `_` storage.
    var mentioned: Set<String> = []
    var leftOut: Set<String> = []
    // Names are compared by length first (a `$` or `_` before one adds a byte).
    var lengths: Set<Int> = []
    for name in declared.keys { lengths.formUnion([name.utf8.count, name.utf8.count + 1]) }
    for (f, file) in files.enumerated() {
      for k in file.code.indices
      where file.code[k].kind == .identifier
        && lengths.contains(file.code[k].end - file.code[k].start)
      {
        let text = file.text(k)
        if isExcluded(f, k) {
          leftOut.insert(
            text.hasPrefix("_") || text.hasPrefix("$") ? String(text.dropFirst()) : text)
          continue
        }
        if declared[text] != nil {
          if !(file.isWord(k - 1, "var") && file.isWord(k - 2, "State")
            || file.isWord(k - 1, "var") && ["private", "fileprivate"].contains(file.text(k - 2)))
          {
            mentioned.insert(text)
          }
        } else if text.hasPrefix("_"), declared[String(text.dropFirst())] != nil {
          mentioned.insert(String(text.dropFirst()))
        } else if text.hasPrefix("$"), declared[String(text.dropFirst())] != nil {
          if !isPresentationBinding(k, in: file) { mentioned.insert(String(text.dropFirst())) }
        }
      }
    }
    // A name declared twice may be set in one of the two: kept.
    let unset = Set(declared.filter { $0.value == 1 && !mentioned.contains($0.key) }.keys)
    return (unset, unset.intersection(leftOut))
  }

  /// Whether the declaration whose name is token `name` starts `false` or `nil`: `= false`,
  /// `= nil`, `: T? = nil`, or `: T?` with no value.
  private static func startsUnset(after name: Int, in file: SourceFile) -> Bool {
    var k = name + 1
    if file.isPunctuation(k, UInt8(ascii: ":")) {
      // The type: up to `=` or the end of its line.
      let line = file.location(ofCode: k).line
      while k < file.code.count, !file.isPunctuation(k, UInt8(ascii: "=")),
        !file.isPunctuation(k, UInt8(ascii: ";")), !file.isPunctuation(k, ASCII.openBrace),
        file.location(ofCode: k).line == line
      {
        k = (file.partner(of: k).map { max($0, k) } ?? k) + 1
      }
      guard file.isPunctuation(k, UInt8(ascii: "=")) else {
        return file.isPunctuation(k - 1, UInt8(ascii: "?"))
      }
    }
    guard file.isPunctuation(k, UInt8(ascii: "=")) else { return false }
    return (file.isWord(k + 1, "false") || file.isWord(k + 1, "nil"))
      && !file.isPunctuation(k + 2, ASCII.dot)
  }
}
