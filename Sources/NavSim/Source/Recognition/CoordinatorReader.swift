import NavSimCore

/// Builds a ``CoordinatorGraph``: the pieces of code that run on a screen's behalf (units), the
/// edges between them (a call of the flow's own method, an event of its state machine, a flow
/// made by another) and the navigation calls in each; then which screens each unit runs for.
struct CoordinatorReader {
  let index: SourceIndex
  let skipped: Set<Int>

  /// A piece of code that runs as one: a function's body (without the closures and cases that
  /// are units of their own), a screen's action handler, the `case` handling an event.
  struct Unit {
    var file: Int
    var start: Int
    var end: Int
    /// Ranges inside that are units of their own.
    var holes: [Range<Int>] = []
    /// The type it belongs to, and the function it is written in.
    var owner: String
    var function: SourceIndex.Member
    /// The screens whose actions it handles (an action handler).
    var screens: [String]? = nil
    /// Whether code outside the type can call it (a function not `private`).
    var isEntry = false
    /// Whether it is a `case` handling an event, or an action of flow `sentBy` (`case
    /// .showSettings:` in `flow.actions.sink { … }`).
    var isCase = false
    var sentBy: String? = nil
    /// The event a closure registered for it handles (`addRoutes(event: .login, …) { … }`);
    /// `nil` for a `case`, whose label names its events.
    var event: String? = nil
    /// What it runs for when it is a `case` of a `switch` on its function's parameter.
    var valueCase: ValueCase? = nil
    /// A function's units of the `case`s of its `switch`es on a parameter.
    var valueCases: [Int] = []
    /// Whether it is a function's body (or a `case` of its `switch` on a parameter).
    var isFunction: Bool { screens == nil && !isCase }
  }

  /// A navigation call: its unit, verb and `.` token.
  struct Call {
    var unit: Int
    var verb: CoordinatorVerb
    var dot: Int
  }

  var units: [Unit] = []
  var calls: [Call] = []
  /// Edges from a unit to units, and from a unit to the entry of a type (a flow it makes).
  var edges: [[Edge]] = []
  var entryEdges: [[String]] = []
  /// The screens each unit runs for, and the facts they come from (``propagate()``).
  var presenters: [Set<String>] = []
  var facts: [Set<Fact>] = []
  /// The function units called by name on a value of their type (``receiverType(ofCallAt:in:)``):
  /// run by those calls, not for every screen their flow is made from.
  var calledByName: Set<Int> = []
  /// The function members of each type with units, in source order.
  var functions: [String: [SourceIndex.Member]] = [:]
  /// The views each coordinator type shows (`AnyView(RoomScreen(…))`; two when it chooses).
  var shows: [String: [String]] = [:]
  /// The other views each screen coordinator's method makes for the screen it shows
  /// (``CoordinatorGraph/embedded``).
  var embedded: [String: [String]] = [:]
  /// The types that hold the navigation methods (a coordinator stack, split, root).
  var containers: Set<String> = []
  /// The type declarations of each name (extensions included), and their indices in
  /// ``SourceIndex/types``.
  var declarations: [String: [SourceIndex.TypeDeclaration]] = [:]
  var typeNumbers: [String: [Int]] = [:]
  /// The types of each type's properties, by name (its first declaration at the type's own
  /// level), read once.
  var properties: [String: [String: String]] = [:]
  /// The calls that set a root, by the type they are written in.
  var rootCalls: [String: [Call]] = [:]
  /// The function units by type and name, and the event cases by type.
  var functionUnits: [String: [String: [Int]]] = [:]
  var caseUnits: [String: [Int]] = [:]
  /// The `case`s of the action handlers on each flow type (``Unit/sentBy``).
  var flowCaseUnits: [String: [Int]] = [:]
  /// The initialisers of each flow type that keep a parameter in a `let` (``madeWith(of:)``).
  var madeWithByType: [String: [MadeWith]] = [:]

  /// Where an action handler's actions come from.
  enum HandlerSource {
    /// A coordinator that shows these screens.
    case screen([String])
    /// A flow of this type (its `actionsSubject.send(.x)`).
    case flow(String)
  }

  init(index: SourceIndex, skipped: Set<Int>) {
    self.index = index
    self.skipped = skipped
  }

  var files: [SourceFile] { index.files }

  /// The methods that send an event to a flow's state machine (`stateMachine.tryEvent(.e)`).
  static let eventVerbs: Set<String> = ["tryEvent", "processEvent"]

  /// Collects the types, units, edges and calls.
  mutating func collect() {
    for (d, type) in index.types.enumerated() where !skipped.contains(type.file) {
      declarations[type.name, default: []].append(type)
      typeNumbers[type.name, default: []].append(d)
    }
    for name in index.members.keys.sorted() {
      for member in index.members[name] ?? []
      where !skipped.contains(member.file)
        && files[member.file].isWord(member.nameToken - 1, "func")
        && !index.viewTypes.contains(member.owner) && member.owner != "View"
      {
        functions[member.owner, default: []].append(member)
        // A coordinator stack's navigation methods are what others call: a flow's private
        // helper of the same name (`private func presentCoordinator(_:)`) is not one.
        if CoordinatorVerb.byName[member.name] != nil, !isPrivate(member) {
          containers.insert(member.owner)
        }
      }
    }
    for owner in declarations.keys where !index.viewTypes.contains(owner) {
      for declaration in declarations[owner] ?? [] {
        functions[owner, default: []] += initializers(of: declaration)
      }
    }
    for owner in functions.keys {
      functions[owner]?.sort { ($0.file, $0.open) < ($1.file, $1.open) }
    }
    for owner in functions.keys.sorted() where !containers.contains(owner) {
      for member in functions[owner] ?? [] where member.returnsView && member.name != "body" {
        let views = shownViews(in: member)
        if !views.isEmpty {
          shows[owner] = views
          let others = viewsMade(in: member).filter { !views.contains($0) }
          for view in views where !others.isEmpty { embedded[view, default: []] += others }
          break
        }
      }
    }
    for owner in functions.keys.sorted() {
      properties[owner] = propertyTypes(of: owner)
      let made = madeWith(of: owner)
      if !made.isEmpty { madeWithByType[owner] = made }
    }
    for owner in functions.keys.sorted() where !containers.contains(owner) {
      collectUnits(of: owner)
    }
    edges = Array(repeating: [], count: units.count)
    entryEdges = Array(repeating: [], count: units.count)
    for u in units.indices { collectEdges(of: u) }
    for call in calls where call.verb.effect == .root {
      rootCalls[units[call.unit].owner, default: []].append(call)
    }
  }

  /// The initialisers written in `declaration`'s body (its own level), as members named `init`.
  func initializers(of declaration: SourceIndex.TypeDeclaration) -> [SourceIndex.Member] {
    let file = files[declaration.file]
    var found: [SourceIndex.Member] = []
    var t = declaration.open + 1
    while t < declaration.close {
      if file.isPunctuation(t, ASCII.openBrace), let close = file.partner(of: t) {
        t = close + 1
        continue
      }
      if file.isWord(t, "init"), !file.isPunctuation(t - 1, ASCII.dot) {
        var paren = t + 1
        if file.isPunctuation(paren, UInt8(ascii: "?"))
          || file.isPunctuation(paren, UInt8(ascii: "!"))
        {
          paren += 1
        }
        if file.isPunctuation(paren, ASCII.openParen), let params = file.partner(of: paren) {
          var open = params + 1
          while open < min(declaration.close, params + 12),
            !file.isPunctuation(open, ASCII.openBrace)
          {
            open += 1
          }
          if file.isPunctuation(open, ASCII.openBrace), let close = file.partner(of: open) {
            found.append(
              SourceIndex.Member(
                name: "init", owner: declaration.name, file: declaration.file, open: open,
                close: close, nameToken: t, returnsView: false))
            t = close + 1
            continue
          }
        }
      }
      t += 1
    }
    return found
  }

  /// The views of the sources a function's body wraps in `AnyView(…)` (two when it chooses by a
  /// condition): `AnyView(RoomScreen(…))`, not the toolbar made for it before. A body that
  /// makes views without `AnyView` (a registry's `switch`) is no screen coordinator's.
  func shownViews(in member: SourceIndex.Member) -> [String] {
    let file = files[member.file]
    var views: [String] = []
    var k = member.open + 1
    while k + 2 < member.close {
      if file.isWord(k, "AnyView"), file.isPunctuation(k + 1, ASCII.openParen),
        index.viewTypes.contains(file.text(k + 2)), file.isPunctuation(k + 3, ASCII.openParen),
        !views.contains(file.text(k + 2))
      {
        views.append(file.text(k + 2))
      }
      k += 1
    }
    return views
  }

  /// Every view of the sources a function's body makes, in order, each once.
  func viewsMade(in member: SourceIndex.Member) -> [String] {
    let file = files[member.file]
    var views: [String] = []
    for k in member.open + 1..<member.close
    where file.code[k].kind == .identifier && file.isPunctuation(k + 1, ASCII.openParen)
      && !file.isPunctuation(k - 1, ASCII.dot) && index.viewTypes.contains(file.text(k))
      && !views.contains(file.text(k))
    {
      views.append(file.text(k))
    }
    return views
  }

  /// The units of type `owner`: each function, each screen's action handler in it, each `case`
  /// that handles an event the type sends.
  mutating func collectUnits(of owner: String) {
    let members = functions[owner] ?? []
    var events: Set<String> = []
    for member in members {
      let file = files[member.file]
      var k = member.open + 1
      while k + 3 < member.close {
        if Self.eventVerbs.contains(file.text(k)), file.isPunctuation(k + 1, ASCII.openParen),
          file.isPunctuation(k + 2, ASCII.dot)
        {
          events.insert(file.text(k + 3))
        }
        k += 1
      }
    }
    for member in members {
      var claimed: [Range<Int>] = []
      var function = Unit(
        file: member.file, start: member.open + 1, end: member.close, owner: owner,
        function: member)
      function.isEntry = !isPrivate(member)
      let handlers = actionHandlers(in: member)
      for (range, source) in handlers {
        switch source {
        case .screen(let screens):
          var unit = Unit(
            file: member.file, start: range.lowerBound, end: range.upperBound, owner: owner,
            function: member)
          unit.screens = screens
          units.append(unit)
          function.holes.append(range)
        case .flow(let flow):
          // Each `case` of a flow's action handler runs for the screens that send its action.
          for body in caseBodies(in: member, range: range, outside: []) {
            var unit = caseUnit(body, of: member, owner: owner)
            unit.sentBy = flow
            flowCaseUnits[flow, default: []].append(units.count)
            units.append(unit)
            function.holes.append(body)
          }
        }
      }
      claimed += handlers.map(\.0)
      if !events.isEmpty {
        let routes = eventRoutes(in: member)
        var handling: [(Range<Int>, event: String?)] = routes.filter { events.contains($0.0) }
          .map { ($0.1, $0.0) }
        let outside = handlers.map(\.0) + routes.map(\.1)
        for range in caseBodies(in: member, range: member.open + 1..<member.close, outside: outside)
        where namesAny(events, caseBody: range, in: files[member.file], limit: member.open) {
          handling.append((range, nil))
        }
        for (range, event) in handling {
          var unit = caseUnit(range, of: member, owner: owner)
          unit.event = event
          caseUnits[owner, default: []].append(units.count)
          units.append(unit)
          function.holes.append(range)
        }
        claimed += routes.map(\.1) + handling.map(\.0)
      }
      for (range, valueCase) in valueSwitches(in: member, outside: claimed) {
        var unit = Unit(
          file: member.file, start: range.lowerBound, end: range.upperBound, owner: owner,
          function: member)
        unit.valueCase = valueCase
        function.valueCases.append(units.count)
        units.append(unit)
        function.holes.append(range)
      }
      function.holes.sort { $0.lowerBound < $1.lowerBound }
      functionUnits[owner, default: [:]][member.name, default: []].append(units.count)
      units.append(function)
    }
  }

  /// A unit for the `case` body or registered closure at `range` of `member` of `owner`.
  func caseUnit(_ range: Range<Int>, of member: SourceIndex.Member, owner: String) -> Unit {
    var unit = Unit(
      file: member.file, start: range.lowerBound, end: range.upperBound, owner: owner,
      function: member)
    unit.isCase = true
    return unit
  }

  /// The names of the state-machine methods that register a closure for an event
  /// (`stateMachine.addRoutes(event: .login, transitions: [.start => .login]) { … }`).
  static let eventRouteVerbs: Set<String> = ["addRoutes", "addRoute", "addEventRoute"]

  /// The closures `member` registers for events (``eventRouteVerbs``), each with the event's
  /// name (`.confirmServer(.login)` names `confirmServer`) and the closure's body.
  func eventRoutes(in member: SourceIndex.Member) -> [(String, Range<Int>)] {
    let file = files[member.file]
    var found: [(String, Range<Int>)] = []
    var k = member.open + 1
    while k + 5 < member.close {
      defer { k += 1 }
      guard Self.eventRouteVerbs.contains(file.text(k)), file.isPunctuation(k + 1, ASCII.openParen),
        file.isWord(k + 2, "event"), file.isPunctuation(k + 3, UInt8(ascii: ":")),
        file.isPunctuation(k + 4, ASCII.dot), let close = file.partner(of: k + 1),
        file.isPunctuation(close + 1, ASCII.openBrace), let end = file.partner(of: close + 1)
      else { continue }
      found.append((file.text(k + 5), close + 2..<end))
      k = end
    }
    return found
  }

  /// Whether `member` is `private` or `fileprivate`.
  func isPrivate(_ member: SourceIndex.Member) -> Bool {
    let file = files[member.file]
    var k = member.nameToken - 2
    while k >= 0, k >= member.nameToken - 6, file.code[k].kind == .identifier {
      if file.isWord(k, "private") || file.isWord(k, "fileprivate") { return true }
      k -= 1
    }
    return false
  }

  /// The action handlers in `member`: `coordinator.actions.sink { … }` (or
  /// `.sink(receiveValue: { … })`) on a value whose type shows a screen, with that screen.
  func actionHandlers(in member: SourceIndex.Member) -> [(Range<Int>, HandlerSource)] {
    let file = files[member.file]
    var found: [(Range<Int>, HandlerSource)] = []
    var k = member.open + 1
    while k + 2 < member.close {
      guard file.isPunctuation(k, ASCII.dot), file.isWord(k + 1, "sink") else {
        k += 1
        continue
      }
      var open = k + 2
      if file.isPunctuation(open, ASCII.openParen) {
        // `.sink(receiveValue: { … })`
        var t = open + 1
        while t < member.close, !file.isPunctuation(t, ASCII.openBrace),
          !file.isPunctuation(t, ASCII.closeParen)
        {
          t += 1
        }
        open = t
      }
      guard file.isPunctuation(open, ASCII.openBrace), let close = file.partner(of: open),
        close > open, let base = chainBase(before: k, in: file),
        let type = typeOf(value: base, at: k, in: member)
      else {
        k += 1
        continue
      }
      if let screens = shows[type] {
        found.append((open + 1..<close, .screen(screens)))
      } else if functions[type] != nil, !containers.contains(type), type != member.owner {
        found.append((open + 1..<close, .flow(type)))
      }
      k = close + 1
    }
    return found
  }

  /// The value a chain ending at `.` token `dot` starts from: `coordinator` in
  /// `coordinator.actions.receive(on: q).sink`, `c` in `self.c.actions.sink`.
  func chainBase(before dot: Int, in file: SourceFile) -> String? {
    var k = dot - 1
    while k > 0 {
      if file.isPunctuation(k, ASCII.closeParen), let open = file.partner(of: k) {
        k = open - 1
        continue
      }
      if file.code[k].kind == .identifier, file.isPunctuation(k - 1, ASCII.dot) {
        if file.isWord(k - 2, "self") { return file.text(k) }
        k -= 2
        continue
      }
      break
    }
    guard k >= 0, file.code[k].kind == .identifier, !file.isWord(k, "self") else { return nil }
    return file.text(k)
  }

  /// The bodies of the `case`s in `range` of `member`, those in `outside` aside.
  func caseBodies(in member: SourceIndex.Member, range: Range<Int>, outside: [Range<Int>])
    -> [Range<Int>]
  {
    let file = files[member.file]
    var found: [Range<Int>] = []
    var k = range.lowerBound
    while k < range.upperBound {
      if let hole = outside.first(where: { $0.contains(k) }) {
        k = hole.upperBound
        continue
      }
      guard file.isWord(k, "case"),
        let colon = SourceIndex.labelColon(after: k, in: file, end: range.upperBound)
      else {
        k += 1
        continue
      }
      found.append(
        colon + 1..<SourceIndex.caseEnd(from: colon + 1, in: file, limit: range.upperBound))
      k = colon + 1
    }
    return found
  }

  /// Whether the label of the `case` whose body starts at `body` names one of `names`
  /// (`case (.room, .presentDetails, .details):` names `presentDetails`).
  func namesAny(_ names: Set<String>, caseBody body: Range<Int>, in file: SourceFile, limit: Int)
    -> Bool
  {
    var t = body.lowerBound - 1
    while t > limit, !file.isWord(t, "case") {
      if file.isPunctuation(t, ASCII.dot), names.contains(file.text(t + 1)) { return true }
      t -= 1
    }
    return false
  }
}
