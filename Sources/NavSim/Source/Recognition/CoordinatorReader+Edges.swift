import NavSimCore

/// The edges between units and the navigation calls in each, and the screens each unit runs
/// for.
extension CoordinatorReader {
  /// The tokens of unit `u`, its holes skipped, in order.
  func tokens(of u: Int) -> [Int] {
    let unit = units[u]
    var result: [Int] = []
    var k = unit.start
    var holes = unit.holes[...]
    while k < unit.end {
      if let hole = holes.first, k >= hole.lowerBound {
        k = max(k, hole.upperBound)
        holes = holes.dropFirst()
        continue
      }
      if !index.isOutsideIOS(file: unit.file, token: k) { result.append(k) }
      k += 1
    }
    return result
  }

  /// The edges from unit `u` (its calls of its type's functions and of a flow's it holds, the
  /// events it sends, the flows it makes) and its navigation calls.
  mutating func collectEdges(of u: Int) {
    let unit = units[u]
    let file = files[unit.file]
    for k in tokens(of: u) where file.code[k].kind == .identifier {
      let name = file.text(k)
      guard file.isPunctuation(k + 1, ASCII.openParen) else { continue }
      if file.isPunctuation(k - 1, ASCII.dot), let verb = CoordinatorVerb.byName[name] {
        calls.append(Call(unit: u, verb: verb, dot: k - 1))
        continue
      }
      if Self.eventVerbs.contains(name), file.isPunctuation(k + 2, ASCII.dot) {
        let event = file.text(k + 3)
        for v in caseUnits[unit.owner] ?? [] where names([event], caseAt: v) {
          edges[u].append(
            Edge(target: v, arguments: arguments(at: k + 4, in: file, event: event, caseAt: v)))
        }
        continue
      }
      if name == "send", file.isPunctuation(k - 1, ASCII.dot), file.isPunctuation(k + 2, ASCII.dot)
      {
        // A flow's action (`actionsSubject.send(.showSettings)`), handled where the flow is made.
        let action = file.text(k + 3)
        for v in flowCaseUnits[unit.owner] ?? [] where names([action], caseAt: v) {
          edges[u].append(
            Edge(target: v, arguments: arguments(at: k + 4, in: file, event: action, caseAt: v)))
        }
        continue
      }
      let called =
        !file.isPunctuation(k - 1, ASCII.dot) || file.isWord(k - 2, "self")
        || (file.isPunctuation(k - 2, UInt8(ascii: "?")) && file.isWord(k - 3, "self"))
      if called, let callees = functionUnits[unit.owner]?[name], !file.isWord(k - 1, "func") {
        for v in callees {
          edges[u].append(
            Edge(target: v, arguments: arguments(at: k + 1, in: file, to: units[v].function)))
        }
        continue
      }
      if file.isPunctuation(k - 1, ASCII.dot), let type = receiverType(ofCallAt: k, in: u),
        let callees = functionUnits[type]?[name]
      {
        // A flow held in a value (`coordinator.handleAppRoute(.room(id))`): its function runs
        // for this unit's screens, with what the call gives it.
        let r = file.isPunctuation(k - 2, UInt8(ascii: "?")) ? k - 3 : k - 2
        let made = madeWithArguments(receiverAt: r, type: type, in: unit.function, file: file)
        for v in callees where type == unit.owner || !isPrivate(units[v].function) {
          edges[u].append(
            Edge(
              target: v,
              arguments: made + arguments(at: k + 1, in: file, to: units[v].function),
              type: type))
          calledByName.insert(v)
        }
        continue
      }
      if !file.isPunctuation(k - 1, ASCII.dot), name != unit.owner, functions[name] != nil,
        shows[name] == nil, !containers.contains(name)
      {
        entryEdges[u].append(name)
      }
    }
  }

  /// The type of the value a method named at token `k` is called on, when it is one name
  /// (`coordinator.start()`, `self.child?.start()`) of a type with units other than a
  /// coordinator stack's.
  func receiverType(ofCallAt k: Int, in u: Int) -> String? {
    let file = files[units[u].file]
    var r = k - 2
    if file.isPunctuation(r, UInt8(ascii: "?")) { r -= 1 }
    guard r >= 0, file.code[r].kind == .identifier, !file.isWord(r, "self"),
      !file.isPunctuation(r - 1, ASCII.dot) || file.isWord(r - 2, "self"),
      let type = typeOf(value: file.text(r), at: k, in: units[u].function),
      functionUnits[type] != nil, !containers.contains(type)
    else { return nil }
    return type
  }

  /// The flow types that set the root of a coordinator that has roots and no pushes (the
  /// window's).
  func windowRootSetters() -> Set<String> {
    let pushing = Set(
      containers.filter { owner in
        functions[owner]?.contains { $0.name == CoordinatorVerb.push.rawValue } == true
      })
    var setters: Set<String> = []
    for call in calls where call.verb.effect == .root {
      let unit = units[call.unit]
      let file = files[unit.file]
      if let receiver = chainBase(before: call.dot, in: file),
        let type = typeOf(value: receiver, at: call.dot, in: unit.function),
        containers.contains(type), !pushing.contains(type)
      {
        setters.insert(unit.owner)
      }
    }
    return setters
  }

  /// Whether unit `v` is a `case` body whose label names one of `events`.
  func names(_ events: Set<String>, caseAt v: Int) -> Bool {
    let unit = units[v]
    if let event = unit.event { return events.contains(event) }
    return namesAny(
      events, caseBody: unit.start..<unit.end, in: files[unit.file], limit: unit.function.open)
  }

  /// The screens each unit runs for, with the cases its names hold there (``Fact``): an action
  /// handler its screen's, then along the edges, and into a flow's entry functions from the
  /// units that make it (those no unit calls by name on a value of the flow's type), until
  /// nothing grows. Past ``CoordinatorGraph/maximumFacts`` the cases are not followed (every
  /// `case` of a `switch` on a parameter runs), which keeps the reading linear.
  mutating func propagate() {
    if let found = facts(followingValues: true) ?? facts(followingValues: false) {
      facts = found
      presenters = found.map { Set($0.map(\.screen)) }
    }
  }

  /// The facts of every unit; `nil` past ``CoordinatorGraph/maximumFacts``.
  func facts(followingValues: Bool) -> [Set<Fact>]? {
    var facts = Array(repeating: Set<Fact>(), count: units.count)
    var work: [(unit: Int, fact: Fact)] = []
    var total = 0
    func enter(_ v: Int, _ fact: Fact) {
      var fact = fact
      if let valueCase = units[v].valueCase, followingValues {
        let value = fact.value(of: valueCase.subject)
        guard valueCase.runs(for: value) else { return }
        if value == nil, !valueCase.isDefault, valueCase.names.count == 1 {
          fact.set(valueCase.subject, to: valueCase.names[0])
        }
      }
      if facts[v].insert(fact).inserted {
        work.append((v, fact))
        total += 1
      }
    }
    // A flow that sets the root of the whole window (a coordinator with roots and no pushes)
    // replaces the screens it was made from: they are not its entry's.
    let replaces = windowRootSetters()
    var entries: [String: Set<Fact>] = [:]
    var entryUnits: [String: [Int]] = [:]
    for (u, unit) in units.enumerated()
    where unit.isEntry && unit.isFunction && !calledByName.contains(u) {
      entryUnits[unit.owner, default: []].append(u)
    }
    // An action handler runs for its screens; a screen coordinator's own code (its view
    // model's actions handled in it) for the screens it shows.
    for (u, unit) in units.enumerated() {
      let screens = unit.screens ?? shows[unit.owner] ?? []
      // A coordinator that shows one of two screens handles its actions for both: which one
      // it shows is not read, and a warning there says so.
      let through =
        screens.count < 2
        ? nil
        : "read through the actions of a coordinator that shows "
          + screens.joined(separator: " or ") + ": which one it shows here is not read"
      for screen in screens { enter(u, Fact(screen: screen, through: through)) }
    }
    var next = 0
    while next < work.count {
      guard total <= CoordinatorGraph.maximumFacts else { return nil }
      let (u, fact) = work[next]
      next += 1
      for valueCase in units[u].valueCases { enter(valueCase, fact) }
      for edge in edges[u] where !(edge.type.map(replaces.contains) ?? false) {
        var given = Fact(screen: fact.screen, through: fact.through)
        if followingValues {
          for (name, argument) in edge.arguments {
            switch argument {
            case .literal(let value): given.set(name, to: value)
            case .variable(let held):
              if let value = fact.value(of: held) { given.set(name, to: value) }
            }
          }
        }
        enter(edge.target, given)
      }
      for type in entryEdges[u]
      where !replaces.contains(type)
        && entries[type, default: []].insert(Fact(screen: fact.screen, through: fact.through))
          .inserted
      {
        for v in entryUnits[type] ?? [] {
          enter(v, Fact(screen: fact.screen, through: fact.through))
        }
      }
    }
    return facts
  }
}
