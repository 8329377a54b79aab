/// Evaluates what a view's construction decides (docs/SCAN.md, "What it recognises": a branch
/// its construction decides): the expressions of its arguments, its initialiser's defaults and
/// assignments, and the conditions its members test, over ``Constant``s. It reads literals
/// (`true`, `nil`, `[]`, a case an enum of the sources declares, a one-bit option of an
/// `OptionSet`), `!`, `&&`, `||`, `==`, `!=`,
/// `??`, `?.`, an array's `contains` and `isEmpty`, the sources' own types made by their
/// initialisers (a memberwise one too) and their stored and computed properties; anything else
/// is ``Constant/unknown``. Each evaluation is held to ``maximumSteps`` and ``maximumDepth``, and
/// a scan to ``maximumTotalSteps``, whatever the sources.
struct ConstantReader {
  let index: SourceIndex
  /// The declarations (indices in ``SourceIndex/types``) of each type name.
  private let declarations: [String: [Int]]
  /// The names of the cases the sources' enums declare, and of their option sets' one-bit
  /// options (``SourceIndex/singleBitOptions(of:)``).
  private let caseNames: Set<String>
  private var shapes: [String: TypeShape?] = [:]
  /// ``nonOptionalValues(ofCase:)`` of each case name read.
  var caseValues: [String: [Bool]?] = [:]
  var steps = 0
  var depth = 0
  /// The values read in all, held to ``maximumTotalSteps``.
  var spent = 0

  /// The most values one evaluation reads, and the most evaluations one inside another.
  static let maximumSteps = 1_000
  static let maximumDepth = 12
  /// The most values a scan reads for its constructions: far more than an app's sources need,
  /// far less than a source built to make it read without end.
  static let maximumTotalSteps = 100_000

  /// Whether the scan's reading of constructions is spent: nothing more is decided.
  var isSpent: Bool { spent >= Self.maximumTotalSteps }

  /// What names mean where an expression is read: values bound by name, names that hold
  /// something the reader does not know (a local, a closure's parameter), and the instance
  /// whose properties the other names are.
  struct Environment {
    var locals: [String: Constant] = [:]
    var opaque: Set<String> = []
    var this: Constant.Construction? = nil
  }

  /// Where the reading is: a file, a token, and the end it may not pass.
  struct Cursor {
    let file: Int
    var at: Int
    let end: Int
  }

  init(index: SourceIndex) {
    self.index = index
    var declarations: [String: [Int]] = [:]
    for (d, type) in index.types.enumerated() { declarations[type.name, default: []].append(d) }
    self.declarations = declarations
    var cases: Set<String> = []
    for type in index.types {
      if index.files[type.file].isWord(type.nameToken - 1, "enum") {
        for declared in index.declaredCases(of: type) { cases.insert(declared.name) }
      }
      cases.formUnion(index.singleBitOptions(of: type))
    }
    caseNames = cases
  }

  /// Starts a new evaluation's budget.
  mutating func resetBudget() { steps = 0 }

  /// The shape of type `name`, once.
  mutating func shape(of name: String) -> TypeShape? {
    if let known = shapes[name] { return known }
    let found = declarations[name].flatMap { index.shape(of: name, declarations: $0) }
    shapes[name] = .some(found)
    return found
  }

  /// The declarations of type `name` (its body and its extensions).
  func declarations(of name: String) -> [SourceIndex.TypeDeclaration] {
    (declarations[name] ?? []).map { index.types[$0] }
  }

  /// Whether `name` is a case of an enum of the sources (of `type` when it is given): only
  /// such a name is read as a case (`.compact` of a struct's `static let`, or of an enum the
  /// scan does not have, may equal a member of another name).
  func isCase(_ name: String, of type: String? = nil) -> Bool {
    guard let type else { return caseNames.contains(name) }
    return (declarations[type] ?? []).contains { d in
      index.files[index.types[d].file].isWord(index.types[d].nameToken - 1, "enum")
        && index.declaredCases(of: index.types[d]).contains { $0.name == name }
    }
  }

  /// The value of all of `range` in file `f`; ``Constant/unknown`` when it is more than the
  /// reader reads.
  mutating func value(
    file f: Int, _ range: Range<Int>, in env: Environment, expected: String? = nil
  ) -> Constant {
    guard range.lowerBound < range.upperBound else { return .unknown }
    var c = Cursor(file: f, at: range.lowerBound, end: range.upperBound)
    let v = nested { $0.disjunction(&c, env, expected) }
    return c.at == c.end ? v : .unknown
  }

  /// The value of the expression that starts at `start` and ends where an expression must
  /// (a default value, an assignment: the next declaration or statement is not read);
  /// ``Constant/unknown`` when an operator the reader does not read follows.
  mutating func prefixValue(
    file f: Int, from start: Int, in env: Environment, expected: String? = nil
  ) -> Constant {
    let file = index.files[f]
    var c = Cursor(file: f, at: start, end: file.code.count)
    let v = nested { $0.disjunction(&c, env, expected) }
    guard c.at > start else { return .unknown }
    if c.at < c.end, file.code[c.at].kind == .punctuation,
      "+-*/%<>=!&|^~?:.".utf8.contains(file.bytes[file.code[c.at].start])
    {
      return .unknown
    }
    return v
  }

  /// Runs `body` one level deeper, or gives ``Constant/unknown`` past ``maximumDepth``.
  private mutating func nested(_ body: (inout ConstantReader) -> Constant) -> Constant {
    guard depth < Self.maximumDepth, steps < Self.maximumSteps else { return .unknown }
    depth += 1
    defer { depth -= 1 }
    return body(&self)
  }

  // MARK: - Operators

  /// The operator written at the cursor: `||`, `&&`, `==`, `!=` or `??` when its first two
  /// bytes are one of them (`a&&!b` is `&&` then `!`), else its first byte (`!`, `?`), or
  /// nothing.
  private func op(_ c: Cursor) -> String {
    let file = index.files[c.file]
    guard c.at < c.end, file.code[c.at].kind == .punctuation else { return "" }
    let first = file.bytes[file.code[c.at].start]
    guard "=!&|?<>".utf8.contains(first) else { return "" }
    let one = String(decoding: [first], as: UTF8.self)
    guard c.at + 1 < c.end, file.code[c.at + 1].kind == .punctuation,
      file.code[c.at + 1].start == file.code[c.at].end
    else { return one }
    let two = String(decoding: [first, file.bytes[file.code[c.at + 1].start]], as: UTF8.self)
    return ["||", "&&", "==", "!=", "??"].contains(two) ? two : one
  }

  mutating func disjunction(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    var v = conjunction(&c, env, expected)
    while op(c) == "||" {
      c.at += 2
      v = Constant(v.truth || conjunction(&c, env, nil).truth)
    }
    return v
  }

  private mutating func conjunction(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    var v = comparison(&c, env, expected)
    while op(c) == "&&" {
      c.at += 2
      v = Constant(v.truth && comparison(&c, env, nil).truth)
    }
    return v
  }

  private mutating func comparison(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    let left = coalescing(&c, env, expected)
    let written = op(c)
    guard written == "==" || written == "!=" else { return left }
    c.at += 2
    let equal = Constant.equal(left, coalescing(&c, env, nil))
    return written == "==" ? equal : Constant(!equal.truth)
  }

  private mutating func coalescing(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    var v = negation(&c, env, expected)
    while op(c) == "??" {
      c.at += 2
      let fallback = negation(&c, env, expected)
      switch v {
      case .none: v = fallback
      case .unknown: v = .unknown
      default: break
      }
    }
    return v
  }

  /// A prefix `!` (tighter than any infix operator), or a postfix expression.
  private mutating func negation(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    guard op(c) == "!" else { return postfix(&c, env, expected) }
    c.at += 1
    return nested { Constant(!$0.negation(&c, env, nil).truth) }
  }
}
