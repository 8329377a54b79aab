/// The sources' own types in ``ConstantReader``: an instance made by a construction, and its
/// properties.
extension ConstantReader {
  /// The value `type(…)` makes, its arguments' list opening at `open` (in file `f`, read in
  /// `env`): an array or a set of a list, an instance of a type of the sources whose
  /// initialiser the labels choose, or ``Constant/unknown``.
  mutating func construct(_ type: String, open: Int, file f: Int, _ env: Environment)
    -> Constant
  {
    let given = SourceIndex.arguments(index.files[f], open: open).map {
      (label: $0.label, value: $0.start..<$0.end)
    }
    if type == "Set" || type == "Array" {
      if given.isEmpty { return .list([]) }
      guard given.count == 1, given[0].label == nil else { return .unknown }
      let v = value(file: f, given[0].value, in: env)
      if case .list = v { return v }
      return .unknown
    }
    guard let shape = shape(of: type) else { return .unknown }
    var values: [String: Constant] = [:]
    guard !shape.initializers.isEmpty else {
      // The memberwise initialiser: an argument for each property by its name.
      guard !shape.isClass || given.isEmpty else { return .unknown }
      for argument in given {
        guard let label = argument.label, let stored = shape.stored[label] else { return .unknown }
        // Kept even when not known: the argument, not the default, is what the view holds.
        values[label] = value(file: f, argument.value, in: env, expected: stored.type)
      }
      return .object(Constant.Construction(type: type, initializer: nil, arguments: values))
    }
    let fitting = shape.initializers.filter { Self.fits(given.map(\.label), $0.parameters) }
    guard fitting.count == 1, let initializer = fitting.first else { return .unknown }
    var next = 0
    for parameter in initializer.parameters {
      var v = Constant.unknown
      if next < given.count, given[next].label == parameter.label {
        v = value(file: f, given[next].value, in: env, expected: parameter.type)
        next += 1
      } else if let defaultValue = parameter.value {
        v = value(
          file: initializer.place.file, defaultValue, in: Environment(), expected: parameter.type)
      }
      if v != .unknown { values[parameter.name] = v }
    }
    return .object(
      Constant.Construction(type: type, initializer: initializer.place, arguments: values))
  }

  /// Whether a call with `labels`, in order, can call an initialiser of `parameters`: each
  /// label is the next parameter's, past parameters it leaves out, each of which has a default
  /// (those after the last label may also be given by trailing closures, which `labels` does
  /// not hold: `EventShell(state: s, event: e, options: o) { … }` calls `init(state:event:
  /// options:content:)`, not `init(state:event:pubkey:options:content:)`).
  static func fits(_ labels: [String?], _ parameters: [SourceIndex.Parameter]) -> Bool {
    var next = 0
    for parameter in parameters where next < labels.count {
      if labels[next] == parameter.label {
        next += 1
      } else if !parameter.hasDefault {
        return false
      }
    }
    return next == labels.count
  }

  /// Property `name` of `instance`: a stored one as its initialiser assigns it or as its
  /// construction or default gives it (never a wrapped one, nor a class's `var`); a computed
  /// one as its body says.
  mutating func property(_ name: String, of instance: Constant.Construction) -> Constant {
    guard let shape = shape(of: instance.type) else { return .unknown }
    if let stored = shape.stored[name] {
      if stored.isWrapped || (shape.isClass && !stored.isLet) { return .unknown }
      if let place = instance.initializer {
        guard let initializer = shape.initializers.first(where: { $0.place == place }) else {
          return .unknown
        }
        if let assigned = initializer.assignments[name] {
          guard let start = assigned else { return .unknown }
          let env = Environment(
            locals: instance.arguments, opaque: Set(initializer.parameters.map(\.name)))
          return prefixValue(file: place.file, from: start, in: env, expected: stored.type)
        }
        if !stored.isLet,
          initializer.calls.contains(where: {
            isMember($0, of: instance.type, declaredWith: "func")
          })
        {
          // A method the initialiser calls may set it.
          return .unknown
        }
      } else if let given = instance.arguments[name] {
        return given
      }
      guard let start = stored.value else { return stored.startsNil ? .none : .unknown }
      return prefixValue(file: stored.file, from: start, in: Environment(), expected: stored.type)
    }
    guard isMember(name, of: instance.type, declaredWith: "var"),
      let member = index.member(named: name, owner: instance.type)
    else { return .unknown }
    let file = index.files[member.file]
    var start = member.open + 1
    if file.isWord(start, "return") { start += 1 }
    return value(file: member.file, start..<member.close, in: Environment(this: instance))
  }

  /// Whether `name` is a member of `type` with a body declared with `keyword` (`var`: a
  /// computed property; `func`: a method).
  func isMember(_ name: String, of type: String, declaredWith keyword: StaticString) -> Bool {
    guard let member = index.member(named: name, owner: type), member.owner == type else {
      return false
    }
    return index.files[member.file].isWord(member.nameToken - 1, keyword)
  }
}
