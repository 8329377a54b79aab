/// Reading shared content once, and a bound on what a scan reads: a member or modifier of the
/// app's own is walked once for each way it can be reached (the same call context, bindings
/// and place in the content) and that walk's content is reused wherever it is reached again,
/// so a modifier calling another twice, fourteen levels deep, is read fifteen times, not 2^14;
/// and every token the walk visits is counted against a budget per file and per scan, with a
/// note where it runs out (docs/SCAN.md "Bounds").
/// How many token visits a scan may make: ``base`` and ``perToken`` for each code token of
/// the scan (a file: of the file). Past it the scan stops reading, with a note.
struct ReadingBudget: Hashable, Sendable {
  var base: Int
  var perToken: Int

  /// What every scan gets: far more than any app's sources need (a walk visits each token a
  /// few times), far less than a source built to make it read without end.
  static let standard = ReadingBudget(base: 300_000, perToken: 64)

  /// The visits for `tokens` code tokens.
  func visits(_ tokens: Int) -> Int { base + perToken * tokens }
}

extension Recognizer {
  /// What decides a walk's content besides its region: the bindings and the outermost call
  /// in force, the depth, how it reads (embedded views, toolbar), the content's case label and
  /// decoration when it starts, and the members being walked around it (a cycle stops there).
  struct WalkKey: Hashable {
    var region: Region
    var frame: [String: Region]
    var call: SourceLocation?
    var depth: Int
    var recurse: Bool
    var toolbar: Bool
    var decorating: Bool
    var caseLabel: [String]
    var caseBindings: [String]
    var visiting: [String]
    /// The branches the construction being read closes, and what it makes when its view
    /// passes its properties on.
    var closing: [TokenPlace]
    var this: Constant.Construction?
  }

  /// Walks `region` (a member's or a modifier's body) into `content` with `frame` bound and
  /// `call` recorded while it is walked, reusing the content of an earlier walk with the same
  /// ``WalkKey``.
  mutating func walkMember(
    _ region: Region, pushing frame: [String: Region]?, call: SourceLocation?, depth: Int,
    recurse: Bool, toolbar: Bool, into content: inout ScreenContent,
    visiting: inout Set<String>
  ) {
    if let frame { forwarded.append(frame) }
    if let call { calls.append(call) }
    defer {
      if frame != nil { forwarded.removeLast() }
      if call != nil { calls.removeLast() }
    }
    let key = WalkKey(
      region: region, frame: forwarded.last ?? [:], call: calls.first, depth: depth,
      recurse: recurse, toolbar: toolbar, decorating: content.decorating > 0,
      caseLabel: content.caseLabel, caseBindings: content.caseBindings,
      visiting: visiting.sorted(), closing: closingKey, this: this)
    if let delta = walked[key] {
      content.absorb(delta)
      return
    }
    var delta = ScreenContent()
    delta.caseLabel = content.caseLabel
    delta.caseBindings = content.caseBindings
    delta.decorating = content.decorating
    walk(
      region, depth: depth, recurse: recurse, toolbar: toolbar, into: &delta, visiting: &visiting)
    walked[key] = delta
    content.absorb(delta)
  }

  /// ``SourceIndex/member(named:onValue:)``, looked up once for each name and value (it
  /// compares the value's name with every owner of a member of that name).
  mutating func member(named name: String, onValue value: String) -> SourceIndex.Member? {
    let key = [name, value]
    if let known = valueMembers[key] { return known }
    let found = index.member(named: name, onValue: value)
    valueMembers[key] = found
    return found
  }

  /// Counts one token visit at code token `token` of file `f`; `false` once the file's or the
  /// scan's budget is spent (the first time, with a note at the token).
  mutating func spend(file f: Int, token: Int) -> Bool {
    visits += 1
    visitsByFile[f] += 1
    if visits <= scanBudget, visitsByFile[f] <= fileBudgets[f] { return true }
    let file = files[f]
    if visits > scanBudget {
      if !scanBudgetNoted {
        scanBudgetNoted = true
        guessed.append(
          ScanDiagnostic(
            .note, at: file.location(ofCode: token),
            "the scan's reading budget is spent here (\(scanBudget) token visits for "
              + "\(totalTokens) tokens: content reached by very many paths): the content past "
              + "this place is not read"))
      }
      return false
    }
    if budgetNotedFiles.insert(f).inserted {
      guessed.append(
        ScanDiagnostic(
          .note, at: file.location(ofCode: token),
          "reading this file spent its budget here (\(fileBudgets[f]) token visits for its "
            + "\(file.code.count) tokens: content reached by very many paths): its content "
            + "past this place is not read"))
    }
    return false
  }
}

extension Recognizer {
  /// The member `name` of a value called `value` whose type the scan does not know, with why it
  /// is that one: ``member(named:onValue:)``, else, where the walk is in a `case let
  /// .settings(page):` (`caseLabel`, binding `caseBindings`) of a type `owner` whose case
  /// `settings` holds a value of a type declared in the sources, that type's member.
  mutating func valueMember(
    named name: String, onValue value: String, owner: String, caseLabel: [String],
    caseBindings: [String]
  ) -> (SourceIndex.Member, String)? {
    if let found = member(named: name, onValue: value) {
      return (
        found,
        index.uniqueMember(named: name) == nil
          ? "the only view member of that name on a type the value's name names"
          : "the only view member of that name in the sources"
      )
    }
    guard let caseName = caseLabel.first, caseBindings.contains(value),
      let type = index.firstValueType(ofCase: caseName, in: owner),
      let found = index.member(named: name, owner: type), found.owner == type
    else { return nil }
    return (found, "the type of the value '\(owner).\(caseName)' holds")
  }
}
