/// Cases of the app's enums that no code that runs makes: a destination registry's `switch self`
/// case for one is never shown (Yattee's `NavigationDestination.mediaSource(_:)`, made only in
/// `SidebarItem.navigationDestination()`, a function nothing calls).
extension SourceIndex {
  /// A case made somewhere: the enum it may be of (`nil`: any enum declaring a case of that
  /// name and shape) and whether code that runs makes it there.
  private struct Making {
    var name: String
    var labels: [String?]?
    var qualifier: String?
    var runs: Bool
    var at: SourceLocation
  }

  /// Where an unmade case is made: the first place, and the function nothing calls it is in.
  struct UnmadeCase: Sendable {
    var at: SourceLocation
    var function: String
  }

  /// The functions the system calls by their name, never written as a call in the sources.
  static let calledBySystem: Set<String> = [
    "body", "makeBody", "hash", "encode", "makeUIView", "updateUIView", "makeUIViewController",
    "updateUIViewController", "makeCoordinator", "dismantleUIView", "dismantleUIViewController",
    "sizeThatFits", "placeSubviews", "path", "reduce", "main", "scene", "application",
    "handlesExternalEvents", "callAsFunction",
  ]

  /// The keywords an implicit member (`.name`) may follow: `return .source(id)`.
  static let keywordsBeforeAValue: Set<String> = [
    "return", "case", "in", "try", "await", "throw", "let", "var", "else", "is", "as", "where",
  ]

  /// The most tokens ``isPattern(_:in:)`` reads back from a case name.
  static let maximumPatternLookBack = 32

  /// For each enum of the sources, its cases that no code that runs makes: every place that
  /// makes one (`.name(…)`, `Enum.name`, `Self.name` outside a `case` pattern, matched by its
  /// value labels when several enums declare the name) is inside a function of a struct or an
  /// enum that the sources never call with labels it takes, and at least one place does. An
  /// enum with raw values or that is decoded (`Codable`, `CaseIterable`, `RawRepresentable`)
  /// keeps every case.
  func findUnmadeCases() -> (cases: [String: Set<String>], places: [String: UnmadeCase]) {
    // The enums and their cases' value labels.
    var cases: [String: [(type: String, labels: [String?])]] = [:]
    var enums: [String: [(name: String, labels: [String?])]] = [:]
    for type in types where files[type.file].isWord(type.nameToken - 1, "enum") {
      let made = ["Codable", "Decodable", "CaseIterable", "RawRepresentable", "String", "Int"]
      guard !type.conformances.contains(where: made.contains) else { continue }
      for (name, labels, _) in declaredCases(of: type) {
        cases[name, default: []].append((type.name, labels))
        enums[type.name, default: []].append((name, labels))
      }
    }
    guard !cases.isEmpty else { return ([:], [:]) }
    // Names are compared by length first: most tokens are not a case's name.
    let caseLengths = Set(cases.keys.map(\.utf8.count))
    var byFile: [[Member]] = Array(repeating: [], count: files.count)
    for found in members.values {
      for member in found { byFile[member.file].append(member) }
    }
    for f in byFile.indices { byFile[f].sort { ($0.open, $0.close) < ($1.open, $1.close) } }
    var made: [Making] = []
    var within: [Member?] = []
    for (f, file) in files.enumerated() {
      // The members around the token, outermost first: linear in the file as it is read.
      var open: [Member] = []
      var next = 0
      for k in file.code.indices.dropFirst()
      where file.isPunctuation(k - 1, ASCII.dot)
        && caseLengths.contains(file.code[k].end - file.code[k].start)
        && cases[file.text(k)] != nil
      {
        while next < byFile[f].count, byFile[f][next].open < k {
          open.append(byFile[f][next])
          next += 1
        }
        while let last = open.last, last.close <= k { open.removeLast() }
        guard !isExcluded(file: f, token: k) else { continue }
        let before = k - 2
        var qualifier: String? = nil
        if before >= 0, file.code[before].kind == .identifier,
          !Self.keywordsBeforeAValue.contains(file.text(before))
        {
          guard file.isTypeName(before) || file.isWord(before, "Self") else { continue }
          qualifier = file.isWord(before, "Self") ? nil : file.text(before)
        } else if before >= 0, file.partner(of: before).map({ $0 < before }) == true {
          continue  // a member of a value: `x.name`
        }
        guard !Self.isPattern(k - (qualifier == nil ? 1 : 2), in: file) else { continue }
        let labels =
          file.isPunctuation(k + 1, ASCII.openParen) ? Self.argumentLabels(file, open: k + 1) : nil
        made.append(
          Making(
            name: file.text(k), labels: labels, qualifier: qualifier, runs: true,
            at: file.location(ofCode: k - 1)))
        within.append(open.last)
      }
    }
    let uncalled = uncalledFunctions(Set(within.compactMap { $0.map(MemberKey.init) }))
    for i in made.indices {
      if let member = within[i], uncalled.contains(MemberKey(member)) { made[i].runs = false }
    }
    return Self.unmade(enums, made: made, within: within)
  }

  /// The cases of `enums` whose every making in `made` (`within` the member each is in) is in
  /// code that does not run, and at least one is written; with the first place of each.
  private static func unmade(
    _ enums: [String: [(name: String, labels: [String?])]], made: [Making], within: [Member?]
  ) -> (cases: [String: Set<String>], places: [String: UnmadeCase]) {
    var byName: [String: [Int]] = [:]
    for (i, making) in made.enumerated() { byName[making.name, default: []].append(i) }
    var result: [String: Set<String>] = [:]
    var places: [String: UnmadeCase] = [:]
    for (type, declared) in enums {
      for (name, labels) in declared {
        let found = (byName[name] ?? []).filter { i in
          let making = made[i]
          return (making.qualifier == nil || making.qualifier == type)
            && (making.labels == nil || making.labels == labels
              || (labels.isEmpty && making.labels?.isEmpty == true))
        }
        if let first = found.first, !found.contains(where: { made[$0].runs }) {
          result[type, default: []].insert(name)
          places[type + "." + name] = UnmadeCase(
            at: made[first].at, function: within[first]?.name ?? "")
        }
      }
    }
    return (result, places)
  }

  /// The cases written in `type`'s body (an enum's), in order, each with its values' labels
  /// (`case a(id: UUID, Int)`: `["id", nil]`) and its name's code token; another platform's
  /// `#if` branch left out.
  /// The code tokens at the top level of `type`'s body, in order: not inside a bracket pair
  /// (a member's body, a case's values), nor in another platform's `#if` branch.
  func topLevelTokens(of type: TypeDeclaration) -> [Int] {
    let file = files[type.file]
    var tokens: [Int] = []
    var k = type.open + 1
    while k < type.close {
      if let partner = file.partner(of: k), partner > k {
        k = partner + 1
        continue
      }
      if !isExcluded(file: type.file, token: k) { tokens.append(k) }
      k += 1
    }
    return tokens
  }

  func declaredCases(of type: TypeDeclaration) -> [(name: String, labels: [String?], token: Int)] {
    let file = files[type.file]
    var result: [(name: String, labels: [String?], token: Int)] = []
    var inCase = false
    for k in topLevelTokens(of: type) {
      if file.isWord(k, "case") {
        inCase = true
      } else if inCase, file.code[k].kind == .identifier,
        file.isWord(k - 1, "case") || file.isPunctuation(k - 1, UInt8(ascii: ","))
      {
        let labels =
          file.isPunctuation(k + 1, ASCII.openParen) ? Self.argumentLabels(file, open: k + 1) : []
        result.append((file.text(k), labels, k))
      } else if file.code[k].kind == .identifier {
        inCase = false
      }
    }
    return result
  }

  /// The labels of the list whose `(` is `open`, one per element (`nil`: none, or `_`): a call's
  /// arguments, a case's values.
  static func argumentLabels(_ file: SourceFile, open: Int) -> [String?] {
    commaSeparated(file, open: open).map { start, end in
      end > start + 1 && file.code[start].kind == .identifier
        && file.isPunctuation(start + 1, UInt8(ascii: ":")) && !file.isWord(start, "_")
        ? file.text(start) : nil
    }
  }

  /// Whether the case name whose `.` (or qualifier) is token `start` is in a pattern (`case
  /// .a, .b:`, `if case let .a(x) = y`): reading back, `case` comes before anything that
  /// begins an expression.
  static func isPattern(_ start: Int, in file: SourceFile) -> Bool {
    var k = start - 1
    var steps = 0
    while k >= 0, steps < maximumPatternLookBack {
      steps += 1
      if file.isWord(k, "case") { return true }
      if file.isWord(k, "let") || file.isWord(k, "var") || file.isPunctuation(k, ASCII.dot)
        || file.isPunctuation(k, UInt8(ascii: ","))
      {
        k -= 1
        continue
      }
      if file.code[k].kind == .identifier, !file.isWord(k, "return"), !file.isWord(k, "in") {
        k -= 1
        continue
      }
      if let open = file.partner(of: k), open < k {
        k = open - 1
        continue
      }
      return false
    }
    return false
  }

  /// A member by where its name is written.
  struct MemberKey: Hashable {
    var file: Int
    var nameToken: Int

    init(_ member: Member) {
      file = member.file
      nameToken = member.nameToken
    }
  }

  /// Of `candidates`, the functions of a struct or an enum that the sources never call with
  /// labels they take (nor name otherwise: passed as a value, a selector) and that the system
  /// does not call by their name (``calledBySystem``). One pass over the sources' names.
  func uncalledFunctions(_ candidates: Set<MemberKey>) -> Set<MemberKey> {
    var owners: [String: TypeDeclaration] = [:]
    for type in types where !type.isProtocol && owners[type.name] == nil {
      owners[type.name] = type
    }
    var functions: [String: [(Member, [Parameter])]] = [:]
    for found in members.values {
      for member in found where candidates.contains(MemberKey(member)) {
        let file = files[member.file]
        guard file.isWord(member.nameToken - 1, "func"),
          !Self.calledBySystem.contains(member.name),
          !file.isWord(member.nameToken - 2, "override"),
          !file.isWord(member.nameToken - 2, "objc"),
          let owner = owners[member.owner],
          files[owner.file].isWord(owner.nameToken - 1, "struct")
            || files[owner.file].isWord(owner.nameToken - 1, "enum")
        else { continue }
        functions[member.name, default: []].append((member, parameters(of: member)))
      }
    }
    guard !functions.isEmpty else { return [] }
    var called: Set<MemberKey> = []
    let lengths = Set(functions.keys.map(\.utf8.count))
    for file in files {
      for t in file.code.indices
      where file.code[t].kind == .identifier
        && lengths.contains(file.code[t].end - file.code[t].start)
      {
        guard let named = functions[file.text(t)] else { continue }
        if file.isWord(t - 1, "func") { continue }  // a declaration of that name
        guard file.isPunctuation(t + 1, ASCII.openParen) else {
          for (member, _) in named { called.insert(MemberKey(member)) }
          continue
        }
        let labels = Self.argumentLabels(file, open: t + 1).compactMap { $0 }
        let close = file.partner(of: t + 1) ?? t + 1
        let trailing = file.isPunctuation(close + 1, ASCII.openBrace)
        for (member, parameters) in named
        where Recognizer.accepts(parameters, labels: labels, trailing: trailing) {
          called.insert(MemberKey(member))
        }
      }
    }
    var result: Set<MemberKey> = []
    for named in functions.values {
      for (member, _) in named where !called.contains(MemberKey(member)) {
        result.insert(MemberKey(member))
      }
    }
    return result
  }
}
