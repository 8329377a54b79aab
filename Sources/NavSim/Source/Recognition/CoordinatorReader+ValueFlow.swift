import NavSimCore

/// The cases a flow's code is given (docs/SCAN.md, "Coordinators"): a function that switches on
/// its parameter (`func handleAppRoute(_ route: AppRoute) { switch route { case .room: …
/// case .transferOwnership: … } }`) runs, for each call, only the `case` of the value the call
/// gives (`coordinator.handleAppRoute(.room(id))`), followed through the flow's own calls, its
/// state machine's events (`tryEvent(.startChild(id, entryPoint: .room))` bound by the handling
/// `case (_, .startChild(let id, let entryPoint), _)`) and its child flows' actions. A value the
/// scan cannot follow (a variable it holds no case for) runs every case, as before.
extension CoordinatorReader {
  /// What a call gives a parameter: a case written there (`.room(…)`), or a value the calling
  /// code holds by name (`entryPoint`, bound by a pattern or a parameter).
  enum Argument: Hashable {
    case literal(String)
    case variable(String)
  }

  /// A `case` body of a `switch` on one of its function's parameters: the parameter, the cases
  /// its label names (`case .room, .childRoom:`), whether it is the `default`, and the cases the
  /// switch's other labels name.
  struct ValueCase {
    var subject: String
    var names: [String]
    var isDefault: Bool
    var siblings: [String]

    /// Whether the case runs for `value`, the subject's case (`nil`: not known, so it may).
    func runs(for value: String?) -> Bool {
      guard let value else { return true }
      return isDefault ? !siblings.contains(value) : names.contains(value)
    }
  }

  /// An edge from a unit: the unit it leads to and what each of that unit's names (parameters,
  /// pattern variables) is given there; `type`, the flow type of a value whose method is called.
  struct Edge {
    var target: Int
    var arguments: [(name: String, value: Argument)] = []
    var type: String? = nil
  }

  /// A screen a unit runs for, with the cases its names hold there (sorted by name), and, when
  /// the screen is a guess, what a warning there says (``CoordinatorGraph/guesses``).
  struct Fact: Hashable {
    var screen: String
    var values: [Value] = []
    var through: String? = nil

    struct Value: Hashable {
      var name: String
      var value: String
    }

    /// The case `name` holds, if known.
    func value(of name: String) -> String? { values.first { $0.name == name }?.value }

    /// Makes `name` hold `value`.
    mutating func set(_ name: String, to value: String) {
      values.removeAll { $0.name == name }
      values.append(Value(name: name, value: value))
      values.sort { $0.name < $1.name }
    }
  }

  /// The `case` bodies of each `switch` on a parameter of `member`, or on a `let` its type keeps
  /// a parameter of its initialiser in (``keptLets(of:)``), top-level switches only, none in
  /// `outside`, with what each runs for.
  func valueSwitches(in member: SourceIndex.Member, outside: [Range<Int>]) -> [(
    Range<Int>, ValueCase
  )] {
    let parameters = index.parameters(of: member).map(\.name)
    let subjects = Set(parameters).union(keptLets(of: member.owner).subtracting(parameters))
    guard !subjects.isEmpty else { return [] }
    let file = files[member.file]
    var found: [(Range<Int>, ValueCase)] = []
    var k = member.open + 1
    while k + 2 < member.close {
      guard file.isWord(k, "switch"), file.code[k + 1].kind == .identifier,
        subjects.contains(file.text(k + 1)), file.isPunctuation(k + 2, ASCII.openBrace),
        let close = file.partner(of: k + 2), close > k + 2, close < member.close,
        !outside.contains(where: { $0.overlaps(k..<close) })
      else {
        k += 1
        continue
      }
      let subject = file.text(k + 1)
      var cases: [(Range<Int>, names: [String], isDefault: Bool)] = []
      var t = k + 3
      while t < close {
        if let open = SourceIndex.opening(t, in: file), let end = file.partner(of: open), end > t {
          t = end + 1
          continue
        }
        var colon: Int? = nil
        var isDefault = false
        if file.isWord(t, "default"), file.isPunctuation(t + 1, UInt8(ascii: ":")) {
          colon = t + 1
          isDefault = true
        } else if file.isWord(t, "case") {
          colon = SourceIndex.labelColon(after: t, in: file, end: close)
        }
        guard let colon else {
          t += 1
          continue
        }
        let end = SourceIndex.caseEnd(from: colon + 1, in: file, limit: close)
        cases.append((colon + 1..<end, labelCases(t + 1..<colon, in: file), isDefault))
        t = max(end, colon + 1)
      }
      let all = cases.flatMap(\.names)
      for (range, names, isDefault) in cases {
        found.append(
          (range, ValueCase(subject: subject, names: names, isDefault: isDefault, siblings: all)))
      }
      k = close + 1
    }
    return found
  }

  /// The cases a label's patterns name at their top level (`.room(let id), .childRoom` names
  /// `room` and `childRoom`; the `.x` inside a payload is not the subject's).
  func labelCases(_ range: Range<Int>, in file: SourceFile) -> [String] {
    var names: [String] = []
    var t = range.lowerBound
    while t < range.upperBound {
      if let open = SourceIndex.opening(t, in: file), let end = file.partner(of: open), end > t {
        t = end + 1
        continue
      }
      if file.isPunctuation(t, ASCII.dot), t + 1 < range.upperBound,
        file.code[t + 1].kind == .identifier
      {
        names.append(file.text(t + 1))
      }
      t += 1
    }
    return names
  }

  /// The arguments of the list opened at `open`, each with its label: a case written there, or
  /// a name; `nil` for any other expression.
  func arguments(at open: Int, in file: SourceFile) -> [(label: String?, value: Argument?)] {
    guard file.isPunctuation(open, ASCII.openParen) else { return [] }
    return SourceIndex.commaSeparated(file, open: open).map { start, end in
      var v = start
      var label: String? = nil
      if v + 1 < end, file.code[v].kind == .identifier,
        file.isPunctuation(v + 1, UInt8(ascii: ":"))
      {
        label = file.text(v)
        v += 2
      }
      guard v < end else { return (label, nil) }
      if file.isPunctuation(v, ASCII.dot), v + 1 < end, file.code[v + 1].kind == .identifier,
        v + 2 == end
          || (file.isPunctuation(v + 2, ASCII.openParen) && file.partner(of: v + 2) == end - 1)
      {
        return (label, .literal(file.text(v + 1)))
      }
      if v + 1 == end, file.code[v].kind == .identifier { return (label, .variable(file.text(v))) }
      return (label, nil)
    }
  }

  /// What the call whose argument list opens at `open` gives the parameters of `callee`: a
  /// labelled argument its parameter of that label, the others the unlabelled parameters in
  /// order.
  func arguments(at open: Int, in file: SourceFile, to callee: SourceIndex.Member)
    -> [(name: String, value: Argument)]
  {
    let parameters = index.parameters(of: callee)
    var unlabelled = parameters.filter { $0.label == nil }[...]
    var given: [(name: String, value: Argument)] = []
    for (label, value) in arguments(at: open, in: file) {
      let parameter: SourceIndex.Parameter?
      if let label {
        parameter = parameters.first { $0.label == label }
      } else {
        parameter = unlabelled.popFirst()
      }
      if let parameter, let value { given.append((parameter.name, value)) }
    }
    return given
  }

  /// What an event or action sent with the payload at `open` (`.startChild(id, entryPoint:
  /// .room)`) gives the variables unit `v`'s label binds for `event` (`case (_, .startChild(let
  /// id, let entryPoint), _):`), by position.
  func arguments(at open: Int, in file: SourceFile, event: String, caseAt v: Int)
    -> [(name: String, value: Argument)]
  {
    let unit = units[v]
    guard unit.event == nil, file.isPunctuation(open, ASCII.openParen) else { return [] }
    let label = files[unit.file]
    var t = unit.start - 1
    while t > unit.function.open, !label.isWord(t, "case") { t -= 1 }
    var pattern: [String?] = []
    while t < unit.start - 1 {
      if label.isPunctuation(t, ASCII.dot), label.isPunctuation(t + 2, ASCII.openParen),
        label.text(t + 1) == event
      {
        pattern = SourceIndex.commaSeparated(label, open: t + 2).map { start, end in
          let names = (start..<end).filter {
            label.code[$0].kind == .identifier && !label.isWord($0, "let")
              && !label.isWord($0, "var") && !label.isWord($0, "_")
              && !label.isPunctuation($0 + 1, UInt8(ascii: ":"))
          }
          return names.count == 1 ? label.text(names[0]) : nil
        }
        break
      }
      t += 1
    }
    var given: [(name: String, value: Argument)] = []
    for (i, argument) in arguments(at: open, in: file).enumerated() where i < pattern.count {
      if let name = pattern[i], let value = argument.value { given.append((name, value)) }
    }
    return given
  }
}
