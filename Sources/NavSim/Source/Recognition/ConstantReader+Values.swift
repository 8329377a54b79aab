/// The values ``ConstantReader`` reads: literals, names, members and the sources' own types.
extension ConstantReader {
  /// A primary value and its members, calls, `?.` and `!` after it.
  mutating func postfix(_ c: inout Cursor, _ env: Environment, _ expected: String?) -> Constant {
    let file = index.files[c.file]
    var v = primary(&c, env, expected)
    var nilChain = false
    while c.at < c.end {
      if file.isPunctuation(c.at, ASCII.dot), c.at + 1 < c.end,
        file.code[c.at + 1].kind == .identifier
      {
        let name = file.text(c.at + 1)
        c.at += 2
        if file.isPunctuation(c.at, ASCII.openParen), let close = file.partner(of: c.at),
          close < c.end
        {
          v = call(v, name, open: c.at, file: c.file, env)
          c.at = close + 1
        } else {
          v = member(v, name)
        }
        continue
      }
      let adjacent = c.at > 0 && file.code[c.at].start == file.code[c.at - 1].end
      if adjacent, file.isPunctuation(c.at, UInt8(ascii: "?")),
        file.isPunctuation(c.at + 1, ASCII.dot)
      {
        // `a?.b`: nothing past a `nil`.
        if v == .none { nilChain = true }
        c.at += 1
        continue
      }
      if adjacent, file.isPunctuation(c.at, UInt8(ascii: "!")),
        !file.isPunctuation(c.at + 1, UInt8(ascii: "="))
      {
        c.at += 1
        continue
      }
      if adjacent,
        file.isPunctuation(c.at, ASCII.openParen) || file.isPunctuation(c.at, ASCII.openBracket),
        let close = file.partner(of: c.at), close < c.end
      {
        // A value called or subscripted.
        v = .unknown
        c.at = close + 1
        continue
      }
      break
    }
    return nilChain ? .none : v
  }

  /// A literal, a name, an implicit member (`.error`, `.init(…)`), a list, a parenthesised
  /// value, or a type's construction; ``Constant/unknown`` (the cursor left where it is) for
  /// anything else.
  private mutating func primary(_ c: inout Cursor, _ env: Environment, _ expected: String?)
    -> Constant
  {
    steps += 1
    spent += 1
    let file = index.files[c.file]
    let t = c.at
    guard t < c.end, steps < Self.maximumSteps, !isSpent else { return .unknown }
    switch file.code[t].kind {
    case .number, .string:
      c.at += 1
      return .some
    case .identifier:
      return name(&c, env)
    case .punctuation:
      break
    default:
      return .unknown
    }
    if file.isPunctuation(t, ASCII.dot), t + 1 < c.end, file.code[t + 1].kind == .identifier {
      let name = file.text(t + 1)
      c.at = t + 2
      if file.isPunctuation(t + 2, ASCII.openParen), let close = file.partner(of: t + 2),
        close < c.end
      {
        c.at = close + 1
        if name == "init", let expected {
          return construct(expected, open: t + 2, file: c.file, env)
        }
        if name == "some" { return .some }
        return isCase(name) ? .enumCase(name, payload: true) : .unknown
      }
      if name == "none" { return .none }
      return isCase(name) ? .enumCase(name, payload: false) : .unknown
    }
    if file.isPunctuation(t, ASCII.openBracket), let close = file.partner(of: t), close < c.end {
      c.at = close + 1
      if close == t + 1 || (close == t + 2 && file.isPunctuation(t + 1, UInt8(ascii: ":"))) {
        return .list([])
      }
      return .list(
        SourceIndex.commaSeparated(file, open: t).map {
          value(file: c.file, $0.start..<$0.end, in: env)
        })
    }
    if file.isPunctuation(t, ASCII.openParen), let close = file.partner(of: t), close < c.end {
      c.at = close + 1
      let parts = SourceIndex.commaSeparated(file, open: t)
      guard parts.count == 1, let only = parts.first else { return .unknown }
      return value(file: c.file, only.start..<only.end, in: env, expected: expected)
    }
    return .unknown
  }

  /// A name at the cursor: a keyword literal, `self`, a type's construction or case, or a
  /// name looked up in `env`.
  private mutating func name(_ c: inout Cursor, _ env: Environment) -> Constant {
    let file = index.files[c.file]
    let t = c.at
    let word = file.text(t)
    c.at += 1
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "nil": return .none
    case "self": return env.this.map(Constant.object) ?? .unknown
    default: break
    }
    guard file.isTypeName(t) else {
      return file.isPunctuation(t + 1, ASCII.openParen) ? .unknown : lookup(word, env)
    }
    if file.isPunctuation(t + 1, ASCII.openParen), let close = file.partner(of: t + 1),
      close < c.end
    {
      c.at = close + 1
      return construct(word, open: t + 1, file: c.file, env)
    }
    if file.isPunctuation(t + 1, ASCII.dot), file.isWord(t + 2, "init"),
      file.isPunctuation(t + 3, ASCII.openParen), let close = file.partner(of: t + 3),
      close < c.end
    {
      c.at = close + 1
      return construct(word, open: t + 3, file: c.file, env)
    }
    if file.isPunctuation(t + 1, ASCII.dot), t + 2 < c.end, file.code[t + 2].kind == .identifier,
      !file.isPunctuation(t + 3, ASCII.openParen), isCase(file.text(t + 2), of: word)
    {
      c.at = t + 3
      return .enumCase(file.text(t + 2), payload: false)
    }
    return .unknown
  }

  /// What `name` holds in `env`: a local, nothing known, or a property of the instance.
  mutating func lookup(_ name: String, _ env: Environment) -> Constant {
    if let local = env.locals[name] { return local }
    if env.opaque.contains(name) { return .unknown }
    guard let this = env.this else { return .unknown }
    return member(.object(this), name)
  }

  /// `value.name`: a list's `isEmpty`, an instance's property.
  mutating func member(_ value: Constant, _ name: String) -> Constant {
    switch value {
    case .list(let elements) where name == "isEmpty": .bool(elements.isEmpty)
    case .object(let instance): property(name, of: instance)
    default: .unknown
    }
  }

  /// `value.name(…)` with its arguments' list opening at `open`: a list's `contains`, and its
  /// `union` with a list or one element (an option set's `options.union(.nested)`).
  private mutating func call(
    _ receiver: Constant, _ name: String, open: Int, file f: Int, _ env: Environment
  ) -> Constant {
    guard case .list(let elements) = receiver, name == "contains" || name == "union" else {
      return .unknown
    }
    let file = index.files[f]
    let parts = SourceIndex.commaSeparated(file, open: open)
    guard parts.count == 1, let only = parts.first,
      !file.isPunctuation(only.start + 1, UInt8(ascii: ":"))
    else { return .unknown }
    if name == "union" {
      switch value(file: f, only.start..<only.end, in: env) {
      case .list(let more): return .list(elements + more)
      case .enumCase(let added, payload: false):
        return .list(elements + [.enumCase(added, payload: false)])
      default: return .unknown
      }
    }
    if elements.isEmpty { return .bool(false) }
    let wanted = value(file: f, only.start..<only.end, in: env)
    guard case .enumCase(let wantedName, payload: false) = wanted else { return .unknown }
    var cases: [String] = []
    for element in elements {
      guard case .enumCase(let other, payload: false) = element else { return .unknown }
      cases.append(other)
    }
    return .bool(cases.contains(wantedName))
  }
}
