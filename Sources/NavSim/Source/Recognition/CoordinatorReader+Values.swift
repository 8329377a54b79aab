import NavSimCore

/// The types of the values a coordinator call is given, and what they show.
extension CoordinatorReader {
  /// The type of value `name` used at token `at` in `member`: a local `let name = T(…)`,
  /// `let name: T`, `let name = make(…)` of a function declared `-> T`, a parameter `name: T`,
  /// else a property of the member's type.
  func typeOf(value name: String, at: Int, in member: SourceIndex.Member) -> String? {
    switch local(name, at: at, in: member) {
    case .typed(let type): type
    case .untyped: nil
    case .none: propertyType(of: name, owner: member.owner)
    }
  }

  /// A value's declaration in a function: with a type the scan knows, or one it does not (`let
  /// c = hooks.make(…)`, which hides any property of that name).
  enum LocalDeclaration {
    case typed(String)
    case untyped
  }

  /// The type of `name` declared in `member` before token `at` (the nearest declaration).
  func localType(of name: String, at: Int, in member: SourceIndex.Member) -> String? {
    if case .typed(let type) = local(name, at: at, in: member) { return type }
    return nil
  }

  /// The nearest declaration of `name` in `member` before token `at`.
  func local(_ name: String, at: Int, in member: SourceIndex.Member) -> LocalDeclaration? {
    let file = files[member.file]
    var found: LocalDeclaration? = nil
    var t = member.nameToken + 1
    while t < min(at, member.close) {
      if matches(t, name, in: file) {
        if let type = declaredType(at: t, in: file, owner: member.owner) {
          found = .typed(type)
        } else if file.isWord(t - 1, "let") || file.isWord(t - 1, "var") {
          found = .untyped
        }
      }
      t += 1
    }
    return found
  }

  /// The type of the property `name` of type `owner` (``properties``).
  func propertyType(of name: String, owner: String) -> String? {
    properties[owner]?[name]
  }

  /// The types of the properties declared at type `owner`'s own level (not inside its
  /// members), each name's first declaration.
  func propertyTypes(of owner: String) -> [String: String] {
    var found: [String: String] = [:]
    for declaration in declarations[owner] ?? [] {
      let file = files[declaration.file]
      var t = declaration.open + 1
      while t < declaration.close {
        if file.isPunctuation(t, ASCII.openBrace), let close = file.partner(of: t) {
          t = close + 1
          continue
        }
        if file.code[t].kind == .identifier,
          file.isWord(t - 1, "let") || file.isWord(t - 1, "var"),
          let type = declaredType(at: t, in: file, owner: owner)
        {
          let name = file.text(t)
          if found[name] == nil { found[name] = type }
        }
        t += 1
      }
    }
    return found
  }

  /// Whether code token `t` is the identifier `name`, compared byte by byte.
  func matches(_ t: Int, _ name: String, in file: SourceFile) -> Bool {
    let token = file.code[t]
    guard token.kind == .identifier, token.end - token.start == name.utf8.count else {
      return false
    }
    return file.bytes[token.start..<token.end].elementsEqual(name.utf8)
  }

  /// The type declared for the name at token `t`: `let t: T`, `var t = T(…)`, `t: T` (a
  /// parameter), `let t = make(…)` with `make` a function of `owner` declared `-> T`.
  func declaredType(at t: Int, in file: SourceFile, owner: String) -> String? {
    let declared =
      file.isWord(t - 1, "let") || file.isWord(t - 1, "var")
      || file.isPunctuation(t - 1, ASCII.openParen) || file.isPunctuation(t - 1, UInt8(ascii: ","))
      || file.isWord(t - 1, "_")
    guard declared else { return nil }
    if file.isPunctuation(t + 1, UInt8(ascii: ":")) {
      var k = t + 2
      while file.isWord(k, "any") || file.isWord(k, "some") { k += 1 }
      return file.isTypeName(k) ? file.text(k) : nil
    }
    guard file.isWord(t - 1, "let") || file.isWord(t - 1, "var"),
      file.isPunctuation(t + 1, UInt8(ascii: "="))
    else { return nil }
    var k = t + 2
    while file.isWord(k, "try") || file.isWord(k, "await")
      || file.isPunctuation(k, UInt8(ascii: "?"))
      || file.isPunctuation(k, UInt8(ascii: "!"))
    {
      k += 1
    }
    if file.isWord(k, "self"), file.isPunctuation(k + 1, ASCII.dot) { k += 2 }
    guard file.code.indices.contains(k), file.code[k].kind == .identifier,
      file.isPunctuation(k + 1, ASCII.openParen)
    else { return nil }
    if file.isTypeName(k) { return file.text(k) }
    return returnType(of: file.text(k), owner: owner)
  }

  /// The type the function `name` of `owner` is declared to return (`-> T`).
  func returnType(of name: String, owner: String) -> String? {
    for member in functions[owner] ?? [] where member.name == name {
      let file = files[member.file]
      var k = member.nameToken + 1
      while k < member.open, !file.isPunctuation(k, ASCII.openParen) { k += 1 }
      guard k < member.open, let close = file.partner(of: k), close < member.open else {
        continue
      }
      var type: String? = nil
      for t in close + 1..<member.open where file.isTypeName(t) { type = file.text(t) }
      if let type { return type }
    }
    return nil
  }

  /// What the first argument of the call whose `.` is `dot` shows: a coordinator's screen, or
  /// the root of a coordinator stack (`stack`); `nil` when it cannot be traced.
  func shown(byCallAt dot: Int, in member: SourceIndex.Member, depth: Int = 0) -> (
    views: [String], stack: Bool
  )? {
    let file = files[member.file]
    var a = dot + 3
    guard depth < CoordinatorGraph.maximumDepth, file.isPunctuation(dot + 2, ASCII.openParen)
    else { return nil }
    if file.isWord(a, "self"), file.isPunctuation(a + 1, ASCII.dot) { a += 2 }
    guard file.code.indices.contains(a), file.code[a].kind == .identifier else { return nil }
    let name = file.text(a)
    if file.isPunctuation(a + 1, ASCII.openParen) {
      if let views = shows[name] { return (views, false) }
      if let type = returnType(of: name, owner: member.owner), let views = shows[type] {
        return (views, false)
      }
      return nil
    }
    guard
      file.isPunctuation(a + 1, ASCII.closeParen) || file.isPunctuation(a + 1, UInt8(ascii: ","))
    else { return nil }
    guard let type = typeOf(value: name, at: dot, in: member) else { return nil }
    if let views = shows[type] { return (views, false) }
    guard containers.contains(type),
      let root = root(ofStack: name, in: member, depth: depth + 1)
    else { return nil }
    return ([root], true)
  }

  /// The screen a coordinator stack `name` made in `member` shows at its root: set there
  /// (`name.setRootCoordinator(c)`), or by a flow made there (the first root it sets).
  func root(ofStack name: String, in member: SourceIndex.Member, depth: Int) -> String? {
    let file = files[member.file]
    var k = member.open + 1
    var flows: [String] = []
    while k + 2 < member.close {
      if matches(k, name, in: file), file.isPunctuation(k + 1, ASCII.dot),
        let verb = CoordinatorVerb.byName[file.text(k + 2)], verb.effect == .root,
        let shown = shown(byCallAt: k + 1, in: member, depth: depth)
      {
        return shown.views.first
      }
      if file.isTypeName(k), file.isPunctuation(k + 1, ASCII.openParen),
        !file.isPunctuation(k - 1, ASCII.dot)
      {
        let type = file.text(k)
        if functions[type] != nil, shows[type] == nil, !containers.contains(type) {
          flows.append(type)
        }
      }
      k += 1
    }
    // The screens `member` runs for: a flow made there sets, of its roots, one whose code runs
    // for them too (what it was made with decides which: ``madeWithArguments``), else its
    // first.
    let screens = Set(
      (functionUnits[member.owner]?[member.name] ?? []).flatMap { u in
        u < presenters.count ? presenters[u] : []
      })
    for flow in flows {
      let calls = (rootCalls[flow] ?? []).filter { !onAStackMadeThere($0) }
      let runs = calls.filter { call in
        call.unit < presenters.count && !presenters[call.unit].isDisjoint(with: screens)
      }
      for call in runs.isEmpty ? calls : runs {
        if let shown = shown(byCallAt: call.dot, in: units[call.unit].function, depth: depth) {
          return shown.views.first
        }
      }
    }
    return nil
  }

  /// Whether `call` is made on a coordinator stack made in its own function (`let s =
  /// NavigationStackCoordinator(); s.setRootCoordinator(c)`): the root of what that function
  /// presents, not of the flow's stack.
  func onAStackMadeThere(_ call: Call) -> Bool {
    let unit = units[call.unit]
    let file = files[unit.file]
    guard let receiver = chainBase(before: call.dot, in: file),
      let type = localType(of: receiver, at: call.dot, in: unit.function)
    else { return false }
    return containers.contains(type)
  }
}
