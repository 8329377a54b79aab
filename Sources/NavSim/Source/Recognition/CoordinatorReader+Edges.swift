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

  /// The edges from unit `u` (its calls of its type's functions, the events it sends, the flows
  /// it makes) and its navigation calls.
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
        let event: Set = [file.text(k + 3)]
        for v in caseUnits[unit.owner] ?? [] where names(event, caseAt: v) {
          edges[u].append(v)
        }
        continue
      }
      if name == "send", file.isPunctuation(k - 1, ASCII.dot), file.isPunctuation(k + 2, ASCII.dot)
      {
        // A flow's action (`actionsSubject.send(.showSettings)`), handled where the flow is made.
        let action: Set = [file.text(k + 3)]
        for v in flowCaseUnits[unit.owner] ?? [] where names(action, caseAt: v) {
          edges[u].append(v)
        }
        continue
      }
      let called =
        !file.isPunctuation(k - 1, ASCII.dot) || file.isWord(k - 2, "self")
        || (file.isPunctuation(k - 2, UInt8(ascii: "?")) && file.isWord(k - 3, "self"))
      if called, functionUnits[unit.owner]?[name] != nil, !file.isWord(k - 1, "func") {
        edges[u] += functionUnits[unit.owner]?[name] ?? []
        continue
      }
      if !file.isPunctuation(k - 1, ASCII.dot), name != unit.owner, functions[name] != nil,
        shows[name] == nil, !containers.contains(name)
      {
        entryEdges[u].append(name)
      }
    }
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

  /// The screens each unit runs for: an action handler its screen's, then along the edges, and
  /// into a flow's entry functions from the units that make it, until nothing grows.
  mutating func propagate() {
    // An action handler runs for its screens; a screen coordinator's own code (its view
    // model's actions handled in it) for the screens it shows.
    presenters = units.map { Set($0.screens ?? shows[$0.owner] ?? []) }
    // A flow that sets the root of the whole window (a coordinator with roots and no pushes)
    // replaces the screens it was made from: they are not its entry's.
    let replaces = windowRootSetters()
    var entries: [String: Set<String>] = [:]
    var entryUnits: [String: [Int]] = [:]
    for (u, unit) in units.enumerated() where unit.isEntry && unit.isFunction {
      entryUnits[unit.owner, default: []].append(u)
    }
    var round = 0
    var grew = true
    while grew, round < CoordinatorGraph.maximumRounds {
      grew = false
      round += 1
      for u in units.indices where !presenters[u].isEmpty {
        for v in edges[u] where !presenters[u].isSubset(of: presenters[v]) {
          presenters[v].formUnion(presenters[u])
          grew = true
        }
        for type in entryEdges[u]
        where !replaces.contains(type) && !presenters[u].isSubset(of: entries[type] ?? []) {
          entries[type, default: []].formUnion(presenters[u])
          grew = true
        }
      }
      for (type, screens) in entries {
        for v in entryUnits[type] ?? [] where !screens.isSubset(of: presenters[v]) {
          presenters[v].formUnion(screens)
          grew = true
        }
      }
    }
  }
}
