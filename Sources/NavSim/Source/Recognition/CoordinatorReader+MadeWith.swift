import NavSimCore

/// What a flow was made with (docs/SCAN.md, "Coordinators"): a flow that keeps a parameter of its
/// initialiser in a `let` (`self.entryPoint = entryPoint`) and switches on it (`func start() {
/// switch entryPoint { case .startChat: … case .createRoomInSpace: … } }`) runs, for a call on a
/// value made in the same function (`let flow = StartChatFlowCoordinator(entryPoint:
/// .createRoomInSpace(space), …)`, then `flow.start()`), only the `case` of the value it was made
/// with.
extension CoordinatorReader {
  /// One initialiser of a flow type: its parameters, and the `let` properties each parameter it
  /// keeps whole is stored in (by parameter name, in name order).
  struct MadeWith {
    var parameters: [SourceIndex.Parameter]
    var keeps: [String: [String]]
  }

  /// The initialisers of `owner` that keep a parameter in a `let` (none when the sources
  /// declare no such type, or several of that name).
  func madeWith(of owner: String) -> [MadeWith] {
    guard let shape = index.shape(of: owner, declarations: typeNumbers[owner] ?? []) else {
      return []
    }
    var result: [MadeWith] = []
    for initializer in shape.initializers {
      var keeps = initializer.kept(in: files[initializer.place.file])
      for parameter in keeps.keys {
        keeps[parameter]?.removeAll { shape.stored[$0]?.isLet != true }
        if keeps[parameter]?.isEmpty == true { keeps[parameter] = nil }
      }
      if !keeps.isEmpty {
        result.append(MadeWith(parameters: initializer.parameters, keeps: keeps))
      }
    }
    return result
  }

  /// The `let`s of `owner` some initialiser keeps a parameter in: the subjects of the `switch`es
  /// whose cases run for what the flow was made with.
  func keptLets(of owner: String) -> Set<String> {
    Set((madeWithByType[owner] ?? []).flatMap { $0.keeps.values.flatMap { $0 } })
  }

  /// What a call of a method of flow type `type` on the value at token `r` gives the `let`s the
  /// flow keeps: the arguments of `let r = Type(…)`, the nearest declaration of `r` before the
  /// call in `member`, for the initialiser whose labels they fit (all that fit must agree).
  func madeWithArguments(
    receiverAt r: Int, type: String, in member: SourceIndex.Member, file: SourceFile
  ) -> [(name: String, value: Argument)] {
    guard let inits = madeWithByType[type], !inits.isEmpty else { return [] }
    let name = file.text(r)
    var open: Int? = nil
    var t = member.open + 1
    while t + 4 < r {
      if file.isWord(t, "let") || file.isWord(t, "var"), file.code[t + 1].kind == .identifier,
        file.text(t + 1) == name
      {
        // The nearest declaration decides: a later one replaces what an earlier one made.
        let made =
          file.isPunctuation(t + 2, UInt8(ascii: "=")) && file.code[t + 3].kind == .identifier
          && file.text(t + 3) == type && file.isPunctuation(t + 4, ASCII.openParen)
        open = made ? t + 4 : nil
      }
      t += 1
    }
    guard let open else { return [] }
    let given = arguments(at: open, in: file)
    var agreed: [(name: String, value: Argument)]? = nil
    for made in inits {
      guard let kept = kept(given, by: made) else { continue }
      if let before = agreed, !Self.same(before, kept) { return [] }
      agreed = kept
    }
    return agreed ?? []
  }

  /// What the arguments `given` put in the `let`s of initialiser `made`, or `nil` when they do
  /// not fit its labels.
  private func kept(_ given: [(label: String?, value: Argument?)], by made: MadeWith)
    -> [(name: String, value: Argument)]?
  {
    var unlabelled = made.parameters.filter { $0.label == nil }[...]
    var used: Set<String> = []
    var result: [(name: String, value: Argument)] = []
    for (label, value) in given {
      let parameter: SourceIndex.Parameter?
      if let label {
        parameter = made.parameters.first { $0.label == label }
      } else {
        parameter = unlabelled.popFirst()
      }
      guard let parameter else { return nil }
      used.insert(parameter.name)
      for property in made.keeps[parameter.name] ?? [] {
        if let value { result.append((property, value)) }
      }
    }
    for parameter in made.parameters where !used.contains(parameter.name) && !parameter.hasDefault {
      return nil
    }
    return result.sorted { $0.name < $1.name }
  }

  private static func same(
    _ a: [(name: String, value: Argument)], _ b: [(name: String, value: Argument)]
  ) -> Bool {
    a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
  }
}
