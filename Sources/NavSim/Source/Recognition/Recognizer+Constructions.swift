/// A view read for each construction (docs/SCAN.md, "What it recognises": a branch its construction
/// decides): where the sources build a view with arguments, the `if`s of its members that those
/// arguments and its initialiser's defaults make false hold nothing on that construction's screens.
/// A `MediaView` built without `overlays:` shows no error overlay, so not the sheet that overlay's
/// button opens; a view built another way (by a function, from a value the scan does not know) is
/// read whole, as before.
extension Recognizer {
  /// What the scan reads per construction: the branches each call site closes, the branches of
  /// each type, and, for each branch a site closed, the sites that closed it and how many left
  /// it open.
  struct Constructions {
    var reader: ConstantReader
    /// What each call site (its arguments' `(`) makes and closes, with the values the names it
    /// reads from around it hold (a `case` label's, a call's being walked, the properties of
    /// the construction being read).
    var sites: [SiteKey: Reading] = [:]
    /// The names the `case` labels around each call site bind (``ConstantReader/caseBindings(around:file:)``).
    var caseBindings: [TokenPlace: [String: Constant]] = [:]
    /// What the names of each call frame walked hold (``frameLocals()``).
    var frameValues: [[String: Region]: [String: Constant]] = [:]
    /// The branches each view type's constructions may decide.
    var branches: [String: [ConstantReader.Branch]] = [:]
    /// The sources' members by owner, in file order (made when first needed).
    var membersByOwner: [String: [SourceIndex.Member]]? = nil
    /// For each branch, the sites whose reading closed it and those whose reading left it open
    /// (a site read with several values, of a modifier's call or passed on, may be in both); the
    /// type each branch is of.
    var closedAt: [TokenPlace: Set<SourceLocation>] = [:]
    var openAt: [TokenPlace: Set<SourceLocation>] = [:]
    var typeOf: [TokenPlace: String] = [:]
    /// The branches each construction's value closes (sites that make the same value share it).
    var byValue: [Constant.Construction: [TokenPlace]] = [:]
    /// Where the reading's budget ran out, if it did.
    var spentAt: SourceLocation? = nil
    /// Where each `@State` of a view is mentioned in its declarations (`Owner.name`), its
    /// declaration and presentation bindings aside.
    var mentions: [String: [TokenPlace]] = [:]
    /// The presentations left out for a construction (their note is written once).
    var flagNoted: Set<SourceLocation> = []
    /// Whether each view type passes its own properties on to views it builds
    /// (``forwardsProperties(_:)``).
    var forwarding: [String: Bool] = [:]
    /// The names bound around each call site inside a member of a type (``boundNames(at:in:)``):
    /// `nil` when the site is in none of its members.
    var scopes: [ScopeKey: Set<String>?] = [:]
    /// The values each view that passes its properties on is read with
    /// (``passedOn(_:of:at:)``), and the views whose further values are not (their note is
    /// written once).
    var valuesRead: [String: Set<Constant.Construction>] = [:]
    var valuesCapped: Set<String> = []

    init(index: SourceIndex) { reader = ConstantReader(index: index) }
  }

  /// A construction's call site and the values of the names around it it may read.
  struct SiteKey: Hashable {
    var name: String
    var site: TokenPlace
    var locals: [String: Constant]
    /// The construction being read when the site is in a member of its type.
    var this: Constant.Construction?
  }

  /// What a construction makes (when the scan knows it) and the branches of its view it
  /// closes.
  struct Reading: Hashable, Sendable {
    var closed: [TokenPlace]
    var instance: Constant.Construction?

    /// A view read whole: no branch closed, no property known.
    static let whole = Reading(closed: [], instance: nil)
  }

  /// The branches of view `name` that its construction at `open` (the `(` of its arguments in
  /// file `f`) closes, once for each site.
  mutating func closedBranches(of name: String, file f: Int, open: Int) -> [TokenPlace] {
    construction(of: name, file: f, open: open).closed
  }

  /// What the construction of view `name` at `open` (the `(` of its arguments in file `f`)
  /// makes and closes, once for each site and the values around it: its arguments read with
  /// the names of a `case` label, of a call being walked and, in a member of the view whose
  /// construction is being read, that view's properties (``boundNames(at:in:)`` aside).
  mutating func construction(of name: String, file f: Int, open: Int) -> Reading {
    let site = TokenPlace(file: f, token: open)
    let branches = branches(of: name)
    guard !branches.isEmpty || forwardsProperties(name), !constructions.reader.isSpent else {
      return .whole
    }
    constructions.reader.resetBudget()
    var locals = frameLocals()
    if constructions.caseBindings[site] == nil {
      constructions.caseBindings[site] = constructions.reader.caseBindings(around: open, file: f)
    }
    for (bound, value) in constructions.caseBindings[site] ?? [:] { locals[bound] = value }
    var env = ConstantReader.Environment()
    if let outer = this, let bound = boundNames(at: site, in: outer.type) {
      env.this = outer
      env.opaque = bound
    }
    let key = SiteKey(name: name, site: site, locals: locals, this: env.this)
    if let known = constructions.sites[key] { return known }
    var closed: [TokenPlace] = []
    let at = files[f].location(ofCode: open - 1)
    constructions.reader.resetBudget()
    env.locals = locals
    let made = constructions.reader.construct(name, open: open, file: f, env)
    var instance: Constant.Construction? = nil
    if case .object(let made) = made { instance = made }
    if let instance {
      if let known = constructions.byValue[instance] {
        closed = known
      } else {
        for branch in branches {
          constructions.reader.resetBudget()
          if constructions.reader.truth(of: branch, for: instance) == .no {
            closed.append(branch.place)
          }
        }
        if constructions.reader.isSpent {
          // The budget ran out while this construction was read: it is read whole, as every
          // construction after it.
          if constructions.spentAt == nil { constructions.spentAt = at }
          closed = []
        }
        constructions.byValue[instance] = closed
      }
    }
    // A construction read past the budget passes nothing on either.
    if constructions.reader.isSpent { instance = nil }
    for branch in branches {
      constructions.typeOf[branch.place] = name
      if closed.contains(branch.place) {
        constructions.closedAt[branch.place, default: []].insert(at)
      } else {
        constructions.openAt[branch.place, default: []].insert(at)
      }
    }
    let reading = Reading(closed: closed, instance: instance)
    constructions.sites[key] = reading
    return reading
  }

  /// What the names the call being walked binds (``forwarded``: `context` of
  /// `.videoContextMenu(video: v, context: .downloads)`) hold, each argument read where the
  /// caller wrote it; the names whose value is not known are left out.
  mutating func frameLocals() -> [String: Constant] {
    guard let frame = forwarded.last else { return [:] }
    if let known = constructions.frameValues[frame] { return known }
    var locals: [String: Constant] = [:]
    for (bound, region) in frame where region.start < region.end {
      let value = constructions.reader.value(
        file: region.file, region.start..<region.end, in: ConstantReader.Environment())
      if value != .unknown { locals[bound] = value }
    }
    constructions.frameValues[frame] = locals
    return locals
  }

  /// How the construction of view `name` whose type is written at `location` reads it (a
  /// destination shown there is read as that construction reads it): the branches it closes
  /// that every other construction the same destination stands for (``constructionGroups``)
  /// closes too, and the value it makes when they all make the same one and the view passes
  /// its properties on; ``Reading/whole`` when one of them is no construction with arguments.
  mutating func reading(atConstruction location: SourceLocation, of name: String) -> Reading {
    var read: Reading? = nil
    for place in constructionGroups[location] ?? [location] {
      guard let call = constructionCalls[place] else { return .whole }
      let this = construction(of: name, file: call.file, open: call.token)
      read =
        read.map {
          Reading(
            closed: $0.closed.filter(this.closed.contains),
            instance: $0.instance == this.instance ? this.instance : nil)
        } ?? this
    }
    guard var read else { return .whole }
    read.instance = passedOn(read.instance, of: name, at: location)
    return read
  }

  /// The members of type `name` in file order (all of the sources' members sorted by owner
  /// once, when first needed).
  mutating func members(of name: String) -> [SourceIndex.Member] {
    if constructions.membersByOwner == nil {
      var byOwner: [String: [SourceIndex.Member]] = [:]
      for found in index.members.values {
        for member in found { byOwner[member.owner, default: []].append(member) }
      }
      for owner in byOwner.keys {
        byOwner[owner]?.sort { ($0.file, $0.open) < ($1.file, $1.open) }
      }
      constructions.membersByOwner = byOwner
    }
    return constructions.membersByOwner?[name] ?? []
  }

  /// The branches a construction of `name` may decide, once.
  private mutating func branches(of name: String) -> [ConstantReader.Branch] {
    if let known = constructions.branches[name] { return known }
    let members = members(of: name)
    let found = members.isEmpty ? [] : constructions.reader.branches(of: name, members: members)
    constructions.branches[name] = found
    return found
  }

  /// A note at each branch some construction closed: how many of the constructions read close
  /// it, and where the first few are.
  func constructionNotes() -> [ScanDiagnostic] {
    var notes: [ScanDiagnostic] = []
    if let at = constructions.spentAt {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "reading the values views are built with spent its budget here "
            + "(\(ConstantReader.maximumTotalSteps) values): this construction and the ones "
            + "read after it are read whole, every branch kept"))
    }
    return notes
      + constructions.closedAt.keys.sorted().compactMap { place in
        guard let closed = constructions.closedAt[place], !closed.isEmpty else { return nil }
        let open = constructions.openAt[place] ?? []
        let type = constructions.typeOf[place] ?? "the view"
        // A site read with several values (a modifier of the app's own given different ones,
        // a view's properties passed on from different constructions) is one construction.
        let sites = closed.sorted()
        let shown = sites.prefix(3).map { "\($0.path):\($0.line):\($0.column)" }
        let more = sites.count > 3 ? ", …" : ""
        let some =
          closed.isDisjoint(with: open)
          ? "" : " (some of them only with some of the values they are read with)"
        return ScanDiagnostic(
          .note, at: files[place.file].location(ofCode: place.token),
          "a branch its constructions decide: for \(sites.count) of the "
            + "\(closed.union(open).count) constructions of \(type) read "
            + "(\(shown.joined(separator: ", "))\(more)) the arguments given and the "
            + "initialiser's defaults make this condition false\(some), and what it holds is not "
            + "on their screens")
      }
  }

  /// Where the walk goes on past the `if` at token `i` when the construction being read closes
  /// its branch (what it holds is not there); else `nil`.
  func closedBranchEnd(at i: Int, region: Region, end: Int) -> Int? {
    guard !closing.isEmpty, closing.contains(TokenPlace(file: region.file, token: i)) else {
      return nil
    }
    let file = files[region.file]
    guard let brace = ConstantReader.conditionEnd(after: i, in: file, limit: end),
      let close = file.partner(of: brace)
    else { return nil }
    return close + 1
  }

  /// A view made by a static function of its own type at the `.` token `i`
  /// (`MediaView.largeImage(url: …)`): read as a construction of that type whose arguments the
  /// scan does not follow, every branch kept; returns where the walk goes on, or `nil`.
  mutating func viewFactory(
    at i: Int, depth: Int, recurse: Bool, file: SourceFile, into content: inout ScreenContent,
    visiting: inout Set<String>
  ) -> Int? {
    guard file.isTypeName(i - 1), file.isPunctuation(i + 2, ASCII.openParen) else { return nil }
    let type = file.text(i - 1)
    guard index.viewTypes.contains(type),
      let factory = index.member(named: file.text(i + 1), owner: type), factory.owner == type,
      files[factory.file].isWord(factory.nameToken - 1, "func"),
      files[factory.file].isWord(factory.nameToken - 2, "static")
    else { return nil }
    reference(
      type, at: file.location(ofCode: i - 1), depth: depth, recurse: recurse, into: &content,
      visiting: &visiting)
    return i + 2
  }

  /// For a presentation bound to `$flag` (`isPresented:`, `item:`) in the content of the
  /// construction being read: `flag` and the branch holding its first write when `flag` is a
  /// `@State` of the view written only inside branches that construction closes (their
  /// conditions included; its declaration, its reads, presentation bindings and code of other
  /// platforms aside) or passed as a binding to a view whose construction there closes every
  /// branch that writes it (``bindingWriteClosed(at:)``), so that nothing there ever sets it;
  /// else `nil`.
  mutating func flagSetOnlyInClosedBranches(
    _ args: [(label: String?, start: Int, end: Int)], region: Region
  ) -> (flag: String, branch: TokenPlace)? {
    guard let owner = region.owner else { return nil }
    let file = files[region.file]
    guard
      let arg = args.first(where: {
        $0.label.map(SourceIndex.presentationBindingLabels.contains) == true
      }), arg.end == arg.start + 1, file.text(arg.start).hasPrefix("$")
    else { return nil }
    let flag = String(file.text(arg.start).dropFirst())
    guard constructions.reader.shape(of: owner)?.stored[flag]?.wrappers.contains("State") == true
    else { return nil }
    let mentions = mentions(of: flag, in: owner)
    guard !mentions.isEmpty else { return nil }
    var first: TokenPlace? = nil
    for mention in mentions {
      // In a branch the construction being read closes, or passed as a binding to a view whose
      // construction there closes every branch that writes it.
      guard
        let holder = branch(holding: mention, among: closingKey)
          ?? bindingWriteClosed(at: mention)
      else { return nil }
      first = first ?? holder
    }
    return first.map { (flag, $0) }
  }

  /// Whether the name at token `k` is written there: assigned (`=`, `+=`), toggled, or passed
  /// `inout` (`&flag`).
  static func isWritten(_ k: Int, in file: SourceFile) -> Bool {
    let equals = UInt8(ascii: "=")
    let adjacent = { (a: Int) in file.code[a + 1].start == file.code[a].end }
    if k > 0, file.isPunctuation(k - 1, UInt8(ascii: "&")), adjacent(k - 1) { return true }
    guard k + 2 < file.code.count else { return false }
    if file.isPunctuation(k + 1, ASCII.dot), file.isWord(k + 2, "toggle") { return true }
    if file.isPunctuation(k + 1, equals) {
      return !(file.isPunctuation(k + 2, equals) && adjacent(k + 1))
    }
    // `+=`, `-=`, `||=`, …: an operator's characters, the last of them `=`.
    var t = k + 1
    while t + 1 < file.code.count, file.code[t].kind == .punctuation, adjacent(t),
      "+-*/%|&^<>".utf8.contains(file.bytes[file.code[t].start])
    {
      t += 1
    }
    return t > k + 1 && file.isPunctuation(t, equals)
      && !(t + 1 < file.code.count && file.isPunctuation(t + 1, equals) && adjacent(t))
  }

  /// Where `flag` is written in the declarations of `owner` (its name assigned, toggled or passed
  /// `inout`; `$name` or `_name`, which may write it): not where it is declared, nor as a
  /// presentation's binding; once for each.
  mutating func mentions(of flag: String, in owner: String) -> [TokenPlace] {
    let key = owner + "." + flag
    if let known = constructions.mentions[key] { return known }
    var found: [TokenPlace] = []
    let length = flag.utf8.count
    for declaration in constructions.reader.declarations(of: owner) {
      let file = files[declaration.file]
      for k in (declaration.open + 1)..<declaration.close
      where file.code[k].kind == .identifier
        && (file.code[k].end - file.code[k].start == length
          || file.code[k].end - file.code[k].start == length + 1)
        && !index.isOutsideIOS(file: declaration.file, token: k)
      {
        let text = file.text(k)
        if text == flag {
          // Read (`onChange(of: flag)`, `if flag`), it sets nothing.
          if file.isWord(k - 1, "var") || !Self.isWritten(k, in: file) { continue }
        } else if text == "$" + flag {
          if SourceIndex.isPresentationBinding(k, in: file) { continue }
        } else if text != "_" + flag {
          continue
        }
        found.append(TokenPlace(file: declaration.file, token: k))
      }
    }
    constructions.mentions[key] = found
    return found
  }
}
