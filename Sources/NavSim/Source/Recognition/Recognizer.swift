import NavSimCore

/// Reads SwiftUI view content for navigation: the constructs of docs/SCAN.md, found by walking
/// code tokens with their brackets paired, views resolved by type name across files.
///
/// A view's content is its `body` with the members it uses, and the bodies of the views of
/// the sources it embeds (a row's NavigationLink belongs to the list's screen); what a
/// destination or a presentation shows is resolved to a view type, inline content, a leaf or
/// something the scan cannot read.
struct Recognizer {
  let index: SourceIndex
  /// Each view type's content, embedded views included, once computed.
  private var cache: [String: ScreenContent] = [:]
  /// The view types being computed (a view that embeds itself stops there).
  private var inProgress: Set<String> = []
  /// Notes for the names the recogniser resolved by guessing (a member found by its name).
  var guessed: [ScanDiagnostic] = []
  private var guessedMembers: Set<String> = []
  /// The places a note of ``guessed`` was written for (a place read twice is noted once).
  var noted: Set<SourceLocation> = []
  /// Where a `ForEach` makes tabs over a collection the scan cannot list
  /// (``forEachTabs(file:forEach:content:)``).
  var unlistedTabCollections: Set<SourceLocation> = []
  /// What ForEach tabs' collections are listed from, made when first needed.
  var collections: CollectionIndex? = nil
  /// The elements listed for each property (`Owner.name`) and enum (`enum Name`), once.
  var listedProperties: [String: ListedElements] = [:]
  /// The properties of a name on the types whose names end with a value's name, by `name of
  /// value`, once.
  var suffixNamed: [String: [CollectionIndex.Property]] = [:]
  /// The regions being read (``read(_:recurse:)``), to stop a cycle.
  private var reading: Set<Region> = []
  /// How many walks are under way, one inside another (``maximumNesting``).
  private var nesting = 0
  /// Whether the note that reading stopped at ``maximumNesting`` has been written.
  private var nestingNoted = false
  /// The most walks one inside another: content nested deeper is not read (a scan never
  /// exhausts its stack, whatever the sources).
  static let maximumNesting = 200
  /// Where the calls of the app's own modifiers being walked are written, outermost first.
  var calls: [SourceLocation] = []
  /// The parameters bound by the calls of the app's own modifiers being walked, innermost last
  /// (``forwardedRegion(_:)``).
  var forwarded: [[String: Region]] = []

  /// The content of each member walk (``walkMember(_:pushing:call:depth:recurse:toolbar:into:visiting:)``).
  var walked: [WalkKey: ScreenContent] = [:]
  /// The token visits made, in all and in each file, and the budgets they are held to.
  var visits = 0
  var visitsByFile: [Int]
  let scanBudget: Int
  let fileBudgets: [Int]
  let totalTokens: Int
  /// Whether the scan's budget note has been written, and the files whose note has.
  var scanBudgetNoted = false
  var budgetNotedFiles: Set<Int> = []
  /// ``SourceIndex/member(named:onValue:)``, once for each value and name.
  var valueMembers: [[String]: SourceIndex.Member?] = [:]
  /// What each registry member of ``SourceIndex/routes`` shows, once read.
  var routeMembers: [RouteKey: (Destination, ScreenContent.Wrapping)] = [:]

  init(index: SourceIndex, budget: ReadingBudget = .standard) {
    self.index = index
    visitsByFile = Array(repeating: 0, count: index.files.count)
    let tokens = index.files.map(\.code.count)
    totalTokens = tokens.reduce(0, +)
    scanBudget = budget.visits(totalTokens)
    fileBudgets = tokens.map(budget.visits)
    // Every view's content is cached once: room for them all at once, so that the cache never
    // moves the contents it holds as it grows.
    cache.reserveCapacity(index.viewTypes.count)
  }

  var files: [SourceFile] { index.files }

  // MARK: - Views

  /// The content of view type `name`: its `body` and everything it embeds.
  mutating func content(ofType name: String) -> ScreenContent {
    if let cached = cache[name] { return cached }
    guard !inProgress.contains(name) else { return ScreenContent() }
    inProgress.insert(name)
    // A type's content is its own, whatever call is being walked when it is first asked for
    // (it is cached for every screen that embeds it).
    let (outerCalls, outerForwarded) = (calls, forwarded)
    (calls, forwarded) = ([], [])
    defer { (calls, forwarded) = (outerCalls, outerForwarded) }
    var content = ScreenContent()
    for member in index.bodies[name] ?? [] {
      var visiting: Set<String> = []
      walk(
        Region(file: member.file, start: member.open + 1, end: member.close, owner: name),
        depth: 0, recurse: true, toolbar: false, into: &content, visiting: &visiting)
    }
    inProgress.remove(name)
    cache[name] = content
    return content
  }

  /// The content of `region`, embedded views included (`recurse`) or only referenced.
  mutating func read(_ region: Region, recurse: Bool) -> ScreenContent {
    // A region read again while it is being read (a modifier of the app's own whose body
    // links to content using that modifier): the cycle adds nothing.
    guard reading.insert(region).inserted else { return ScreenContent() }
    defer { reading.remove(region) }
    // What a destination shows is attached where it is shown, not through the call that
    // attaches the destination.
    let outerCalls = calls
    calls = []
    defer { calls = outerCalls }
    var content = ScreenContent()
    var visiting: Set<String> = []
    walk(region, depth: 0, recurse: recurse, toolbar: false, into: &content, visiting: &visiting)
    return content
  }

  /// What `region` shows, with the facts read in it (its NavigationStack, detents, zoom).
  mutating func resolve(_ region: Region) -> (Destination, ScreenContent) {
    let facts = read(region, recurse: false)
    let at = files[region.file].location(ofCode: region.start)
    // A view modifier of the sources wraps the content: it is not what the content shows, but
    // its presentations make the content a screen of its own.
    var refs = facts.references.filter { !index.modifierTypes.contains($0.name) }
    for ref in facts.references where index.modifierTypes.contains(ref.name) {
      if content(ofType: ref.name).isNavigational { return (.inline(region, at: at), facts) }
    }
    // A toast laid over the content (`.overlay { ToastView() }`) is not what it shows.
    if refs.contains(where: { !facts.decorations.contains($0.at) }) {
      refs.removeAll { facts.decorations.contains($0.at) }
    }
    // A generic wrapper (`LazyView(Detail())`) shows what it is given.
    let wrapped = refs.filter { !index.genericViews.contains($0.name) }
    if !wrapped.isEmpty, wrapped.count < refs.count { refs = wrapped }
    guard let minimum = refs.map(\.depth).min() else {
      if facts.isNavigational { return (.inline(region, at: at), facts) }
      if let (call, location) = facts.unreadCall { return (.unresolved(call, at: location), facts) }
      return (.leaf, facts)
    }
    var top: [(String, SourceLocation, [String])] = []
    for ref in refs where ref.depth == minimum && !top.contains(where: { $0.0 == ref.name }) {
      top.append((ref.name, ref.at, ref.label))
    }
    if top.count == 1, let (name, location, _) = top.first {
      if facts.isNavigational { return (.inline(region, at: at), facts) }
      return (.type(name, at: location), facts)
    }
    if facts.chooses, !facts.isNavigational {
      // The views of a `switch` or `if` may sit a branch or two deeper (`case .a: if let x {
      // switch … }`): each is one of the choices.
      var choices = top
      for ref in refs
      where ref.depth <= minimum + 2 && !choices.contains(where: { $0.0 == ref.name }) {
        choices.append((ref.name, ref.at, ref.label))
      }
      return (
        .oneOf(choices.map { .type($0.0, at: $0.1) }, labels: choices.map(\.2), at: at), facts
      )
    }
    return (.inline(region, at: at), facts)
  }

  // MARK: - Walking

  mutating func walk(
    _ region: Region, depth base: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) {
    let file = files[region.file]
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      if !nestingNoted {
        nestingNoted = true
        guessed.append(
          ScanDiagnostic(
            .note, at: file.location(ofCode: region.start),
            "content nested more than \(Self.maximumNesting) views, members and modifiers "
              + "deep: the scan reads no deeper here"))
      }
      return
    }
    var depth = base
    var i = region.start
    let end = min(region.end, file.code.count)
    while i < end {
      guard spend(file: region.file, token: i) else { return }
      if index.isExcluded(file: region.file, token: i) {
        // Another platform's branch (`#if os(macOS)`): not the iPhone app's content.
        i += 1
        continue
      }
      let token = file.code[i]
      if token.kind == .punctuation {
        let b = file.bytes[token.start]
        if b == ASCII.dot, i + 1 < end, file.code[i + 1].kind == .identifier {
          if let next = modifier(
            at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
            into: &content, visiting: &visiting)
          {
            i = next
            continue
          }
          if file.isTypeName(i - 1), file.isTypeName(i + 1) {
            // `StatusEditor.MainView(…)`: a type qualified by its namespace.
            i += 1
            continue
          }
          if file.isWord(i - 1, "self") {
            // `self.makeRow(…)`: the name is read as written without `self.`.
            i += 1
            continue
          }
          if i >= 1, file.code[i - 1].kind == .identifier, !file.isTypeName(i - 1),
            !file.isWord(i - 1, "content"),
            let member = member(named: file.text(i + 1), onValue: file.text(i - 1)),
            member.owner != "View",
            member.returnsView, !index.viewTypes.contains(member.owner)
          {
            // `tab.makeContentView(…)`, `destination.view`: a member of a value whose type the
            // scan does not know, found by its name, declared once in the sources.
            let key = "\(member.owner).\(member.name)@\(member.file):\(member.open)"
            if !visiting.contains(key) {
              visiting.insert(key)
              if guessedMembers.insert(key).inserted {
                guessed.append(
                  ScanDiagnostic(
                    .note, at: file.location(ofCode: i - 1),
                    "'\(file.text(i - 1)).\(member.name)' read as \(member.owner).\(member.name), "
                      + (index.uniqueMember(named: member.name) == nil
                        ? "the only view member of that name on a type the value's name names"
                        : "the only view member of that name in the sources")
                      + " (here and wherever it is used)"))
              }
              walkMember(
                Region(
                  file: member.file, start: member.open + 1, end: member.close, owner: member.owner),
                pushing: nil, call: nil, depth: depth, recurse: recurse, toolbar: toolbar,
                into: &content, visiting: &visiting)
              visiting.remove(key)
            }
          } else if content.unreadCall == nil, depth == 0,
            file.isPunctuation(i + 2, ASCII.openParen),
            i >= 1, file.code[i - 1].kind == .identifier, !file.isTypeName(i - 1),
            !file.isPunctuation(i - 2, ASCII.dot), !file.isWord(i - 1, "content"),
            !file.isWord(i - 1, "self"), !Self.modifiers.contains(file.text(i + 1))
          {
            // `router.view(for: x)`: a view made by a call on a value, chosen at run time.
            content.unreadCall = (
              file.text(i - 1) + "." + file.text(i + 1) + "(…)", file.location(ofCode: i - 1)
            )
          }
          i += 2
          continue
        }
        if b == ASCII.openParen || b == ASCII.openBrace || b == ASCII.openBracket { depth += 1 }
        if b == ASCII.closeParen || b == ASCII.closeBrace || b == ASCII.closeBracket {
          depth -= 1
        }
        i += 1
        continue
      }
      guard token.kind == .identifier else {
        i += 1
        continue
      }
      if let next = presentedItemAssignment(at: i, region: region, into: &content) {
        i = next
        continue
      }
      if file.isWord(i, "struct") || file.isWord(i, "class") || file.isWord(i, "enum")
        || file.isWord(i, "protocol") || file.isWord(i, "extension")
      {
        // A nested declaration: its body is not this content.
        // One being written (`enum Mode` with no body yet) ends the content's reading here:
        // the walk only ever moves forward.
        var k = i + 1
        while k < end, !file.isPunctuation(k, ASCII.openBrace) { k += 1 }
        i = max(k, file.partner(of: k) ?? k) + 1
        continue
      }
      if file.isWord(i, "switch") || file.isWord(i, "if") || file.isWord(i, "case") {
        content.chooses = true
        if file.isWord(i, "case") {
          // `case .a(let x), .b:` — the label's words, up to its `:` at this depth.
          var label: [String] = []
          var k = i + 1
          while k < end, !file.isPunctuation(k, UInt8(ascii: ":")) {
            if let partner = file.partner(of: k), partner > k { k = partner + 1; continue }
            if file.code[k].kind == .identifier { label.append(file.text(k)) }
            k += 1
          }
          content.caseLabel = label
        }
        i += 1
        continue
      }
      if file.isWord(i, "NavigationLink") {
        i = navigationLink(
          at: i, region: region, end: end, depth: depth, recurse: recurse,
          into: &content, visiting: &visiting)
        continue
      }
      if file.isWord(i, "NavigationStack") || file.isWord(i, "NavigationView") {
        content.hostsStack = true
        i += 1
        continue
      }
      if file.isWord(i, "NavigationSplitView") {
        content.hostsStack = true
        content.split = true
        i += 1
        continue
      }
      if file.isWord(i, "TabView") {
        i = tabView(at: i, region: region, end: end, into: &content)
        continue
      }
      if file.isWord(i, "WindowGroup") {
        i += 1
        continue
      }
      if file.isWord(i, "dismiss"), file.isPunctuation(i + 1, ASCII.openParen) {
        if toolbar { content.toolbarDismiss = true } else { content.contentDismiss = true }
        i += 1
        continue
      }
      if file.isWord(i, "NotificationCenter") {
        if file.isWord(i + 3, "post") { content.postsNotification = true }
        i += 1
        continue
      }
      let afterDot =
        file.isPunctuation(i - 1, ASCII.dot) && !file.isWord(i - 2, "self")
        && !(file.isTypeName(i - 2) && file.isTypeName(i))
      if !afterDot, file.isPunctuation(i + 1, ASCII.openParen),
        Self.modifiers.contains(file.text(i))
      {
        // A modifier called on `self` implicitly (`sheet(…)` inside `extension View`).
        if let next = modifier(
          at: i - 1, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
          into: &content, visiting: &visiting)
        {
          i = next
          continue
        }
      }
      if !afterDot, file.isTypeName(i) || index.viewTypes.contains(file.text(i)) {
        let constructs =
          file.isPunctuation(i + 1, ASCII.openParen) || file.isPunctuation(i + 1, ASCII.openBrace)
          || (file.isPunctuation(i + 1, ASCII.dot) && file.isWord(i + 2, "init"))
        if constructs, !forwarded.isEmpty, index.modifierTypes.contains(file.text(i)),
          let next = forwardingModifier(
            at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
            into: &content, visiting: &visiting)
        {
          i = next
          continue
        }
        if constructs, index.linkViews.contains(file.text(i)) {
          // A link view of the app's own (`NavLink(destination: Detail()) { … }`, whose body
          // is a NavigationLink to what it is given): read as the NavigationLink it makes.
          i = navigationLink(
            at: i, region: region, end: end, depth: depth, recurse: recurse,
            into: &content, visiting: &visiting)
          continue
        }
        if constructs {
          reference(
            file.text(i), at: file.location(ofCode: i), depth: depth, recurse: recurse,
            into: &content, visiting: &visiting)
        }
        i += 1
        continue
      }
      if !afterDot, !file.isPunctuation(i + 1, UInt8(ascii: ":")) {
        let name = file.text(i)
        if let member = index.member(named: name, owner: region.owner), member.name != "body" {
          let key = "\(member.owner).\(member.name)@\(member.file):\(member.open)"
          if !visiting.contains(key) {
            visiting.insert(key)
            let owner = member.owner == "View" ? region.owner : member.owner
            walkMember(
              Region(file: member.file, start: member.open + 1, end: member.close, owner: owner),
              pushing: nil, call: nil, depth: depth, recurse: recurse, toolbar: toolbar,
              into: &content, visiting: &visiting)
            visiting.remove(key)
          }
        } else if file.isPunctuation(i + 1, ASCII.openParen), content.unreadCall == nil,
          depth == 0, !SwiftUIVocabulary.plainCalls.contains(name)
        {
          content.unreadCall = (name + "(…)", file.location(ofCode: i))
        }
      }
      i += 1
    }
  }

  /// A view type written in content: its content is embedded (`recurse`) or only noted.
  private mutating func reference(
    _ name: String, at location: SourceLocation, depth: Int, recurse: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) {
    if content.decorating > 0 { content.decorations.insert(location) }
    if index.representables.contains(name) {
      // A UIKit view is one of the views at its depth (one case of a `switch` showing
      // `ActivityView` is one of the choices); its own content is not read.
      content.references.append((name, depth, location, content.caseLabel))
      return
    }
    guard index.viewTypes.contains(name) else {
      if !index.declaredTypes.contains(name), !SwiftUIVocabulary.contentTypes.contains(name),
        content.unreadCall == nil, depth == 0
      {
        content.unreadCall = (name + "(…)", location)
      }
      return
    }
    content.references.append((name, depth, location, content.caseLabel))
    guard recurse, !visiting.contains(name) else { return }
    let child = self.content(ofType: name)
    content.merge(child)
  }

  // MARK: - Constructs

  /// The arguments of the call whose `(` is `open`: each with its label and token range.
  func arguments(_ file: SourceFile, open: Int) -> [(label: String?, start: Int, end: Int)] {
    commaSeparated(file, open: open).compactMap { start, end in
      guard end > start else { return nil }
      if file.code[start].kind == .identifier, file.isPunctuation(start + 1, UInt8(ascii: ":")),
        end > start + 1
      {
        return (file.text(start), start + 2, end)
      }
      return (nil, start, end)
    }
  }

  /// The token ranges between the top-level commas of the bracketed list whose opener is
  /// `open` (an argument list, a parameter list).
  func commaSeparated(_ file: SourceFile, open: Int) -> [(start: Int, end: Int)] {
    guard let close = file.partner(of: open), close > open else { return [] }
    var result: [(Int, Int)] = []
    var start = open + 1
    var k = open + 1
    while k < close {
      if let partner = file.partner(of: k), partner > k {
        k = partner + 1
        continue
      }
      if file.isPunctuation(k, UInt8(ascii: ",")) {
        result.append((start, k))
        start = k + 1
      }
      k += 1
    }
    result.append((start, close))
    return result
  }

  /// The trailing closures from token `k` on: `{ … }` then `label: { … }`, each with its label
  /// and braces.
  private func trailingClosures(_ file: SourceFile, from k: Int, end: Int) -> [(
    label: String?, open: Int, close: Int
  )] {
    var result: [(String?, Int, Int)] = []
    var k = k
    if file.isPunctuation(k, ASCII.openBrace), let close = file.partner(of: k), close < end + 1 {
      result.append((nil, k, close))
      k = close + 1
    } else {
      return []
    }
    while k + 2 < end, file.code[k].kind == .identifier,
      file.isPunctuation(k + 1, UInt8(ascii: ":")), file.isPunctuation(k + 2, ASCII.openBrace),
      let close = file.partner(of: k + 2)
    {
      result.append((file.text(k), k + 2, close))
      k = close + 1
    }
    return result
  }

  /// The inside of a closure written as an argument (`destination: { Detail() }`): the tokens
  /// between its braces, or `start..<end` when the argument is not a closure.
  func closureBody(_ file: SourceFile, _ start: Int, _ end: Int) -> (Int, Int) {
    guard file.isPunctuation(start, ASCII.openBrace), file.partner(of: start) == end - 1 else {
      return (start, end)
    }
    return (start + 1, end - 1)
  }

  /// The words (identifiers) of tokens `start..<end`.
  private func words(_ file: SourceFile, _ start: Int, _ end: Int) -> [String] {
    var result: [String] = []
    var k = start
    while k < end {
      if file.code[k].kind == .identifier { result.append(file.text(k)) }
      k += 1
    }
    return result
  }

  /// The modifier and method names ``modifier(at:region:end:depth:recurse:toolbar:into:visiting:)``
  /// reads.
  static let modifiers: Set<String> = Set(PresentationKind.modifiers).union([
    "navigationDestination", "navigationBarBackButtonHidden", "navigationBarHidden", "toolbar",
    "navigationTransition",
    "presentationDetents", "interactiveDismissDisabled", "presentationBackgroundInteraction",
    "onReceive", "overlay", "background", "dismiss", "post", "append", "navigate", "contextMenu",
  ])

  /// A `.name` modifier (or method) at the `.` token `dot`; returns where the walk goes on, or
  /// `nil` to walk on after the name.
  private mutating func modifier(
    at dot: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
    let nameIndex = dot + 1
    let name = file.text(nameIndex)
    if let next = route(at: dot, region: region, end: end, into: &content) { return next }
    if let next = presentedItemAssignment(at: nameIndex, region: region, into: &content) {
      return next
    }
    guard
      Self.modifiers.contains(name)
        || index.viewModifierNames.contains(name)
        || index.pushMethods.contains(name)
    else { return nil }
    let hasArguments = file.isPunctuation(nameIndex + 1, ASCII.openParen)
    let args = hasArguments ? arguments(file, open: nameIndex + 1) : []
    let argumentsEnd = hasArguments ? (file.partner(of: nameIndex + 1) ?? nameIndex + 1) : nameIndex
    let closures = trailingClosures(file, from: argumentsEnd + 1, end: end)
    let past = (closures.last?.close ?? argumentsEnd) + 1
    // `dot` is the `.` before the name, or the token before a bare `sheet(…)`.
    let location = file.location(ofCode: file.isPunctuation(dot, ASCII.dot) ? dot : nameIndex)
    let argumentWords = hasArguments ? words(file, nameIndex + 2, argumentsEnd) : []
    if let kind = PresentationKind(modifier: name) {
      // SwiftUI's presentations always take arguments; `router.sheet { … }` is not one.
      guard hasArguments else { return nil }
      guard kind.hasContent else {
        content.items.append(.message(kind, at: location))
        noteCall(for: location, in: &content)
        return past
      }
      let item = args.first?.label == "item"
      var contentRegion: Region? = nil
      if let closure = closures.first(where: { $0.label == nil || $0.label == "content" }) {
        contentRegion = Region(
          file: region.file, start: closure.open + 1, end: closure.close, owner: region.owner)
      } else if let arg = args.first(where: { $0.label == "content" }) {
        contentRegion = Region(
          file: region.file, start: arg.start, end: arg.end, owner: region.owner)
      }
      if let region = contentRegion, let passed = forwardedRegion(region) {
        contentRegion = passed
      }
      let resolved =
        contentRegion.map { resolve($0) }
        ?? (.unresolved("no content closure", at: location), ScreenContent())
      content.items.append(
        .presentation(
          kind, item: item, popover: name != kind.modifier, resolved.0, .init(resolved.1),
          at: location))
      noteCall(for: location, in: &content)
      return past
    }
    switch name {
    case "navigationDestination":
      // The destination is the trailing closure, or the closure passed as `destination:`.
      guard hasArguments,
        let (start, stop) = closures.first.map({ ($0.open + 1, $0.close) })
          ?? args.first(where: { $0.label == "destination" }).map({
            closureBody(file, $0.start, $0.end)
          })
      else { return nil }
      let destination = resolve(
        Region(file: region.file, start: start, end: stop, owner: region.owner))
      if let first = args.first, first.label == "for" {
        content.valueDestinations.append(
          .init(
            typeWords: words(file, first.start, first.end).filter { $0 != "self" },
            destination: destination.0, wrapping: .init(destination.1), location: location))
      } else {
        content.items.append(.link(destination.0, .init(destination.1), at: location))
      }
      return past
    case "navigationBarBackButtonHidden":
      if !argumentWords.contains("false") { content.backHidden = content.backHidden ?? location }
      return past
    case "navigationBarHidden":
      if argumentWords.contains("true") { content.barHidden = content.barHidden ?? location }
      return past
    case "toolbar":
      if argumentWords.contains("hidden"), argumentWords.contains("navigationBar") {
        content.barHidden = content.barHidden ?? location
        return past
      }
      if hasArguments {
        walk(
          Region(
            file: region.file, start: nameIndex + 2, end: argumentsEnd, owner: region.owner),
          depth: depth + 1, recurse: recurse, toolbar: true, into: &content, visiting: &visiting)
      }
      for closure in closures {
        walk(
          Region(
            file: region.file, start: closure.open + 1, end: closure.close, owner: region.owner),
          depth: depth + 1, recurse: recurse, toolbar: true, into: &content, visiting: &visiting)
      }
      return past
    case "navigationTransition":
      if argumentWords.contains("zoom") { content.zoom = true }
      return past
    case "presentationDetents":
      let medium = argumentWords.contains("medium")
      let large = argumentWords.contains("large")
      let other =
        argumentWords.contains("fraction") || argumentWords.contains("height")
      if medium || other {
        content.detents = (large ? "medium+large" : "medium")
      }
      return past
    case "interactiveDismissDisabled":
      if argumentWords.isEmpty || argumentWords == ["true"] {
        content.noPull = true
      } else if argumentWords != ["false"], noted.insert(location).inserted {
        // `interactiveDismissDisabled(store.hasText)`: the sheet can be pulled down while the
        // condition is false, and the pull is what the races need; the model judges that case.
        guessed.append(
          ScanDiagnostic(
            .note, at: location,
            "interactiveDismissDisabled with a condition: the sheet can be pulled down while it "
              + "is false, so it is written without no-pull (the model judges the sheet that "
              + "can be pulled)"))
      }
      return past
    case "presentationBackgroundInteraction":
      if argumentWords.contains("enabled") { content.undimmed = true }
      return past
    case "onReceive":
      if argumentWords.contains("NotificationCenter") || argumentWords.contains("publisher") {
        content.receivesNotification = content.receivesNotification ?? location
        for closure in closures {
          var k = closure.open + 1
          while k < closure.close {
            if file.isPunctuation(k, UInt8(ascii: "+")) || file.isPunctuation(k, UInt8(ascii: "-")),
              file.isPunctuation(k + 1, UInt8(ascii: "="))
            {
              content.countedOverlay = true
            }
            // `name = …`, `name += …`: what the handler sets.
            if file.code[k].kind == .identifier,
              file.isPunctuation(k + 1, UInt8(ascii: "="))
                || (file.isPunctuation(k + 2, UInt8(ascii: "="))
                  && (file.isPunctuation(k + 1, UInt8(ascii: "+"))
                    || file.isPunctuation(k + 1, UInt8(ascii: "-")))),
              !file.isPunctuation(k + 2, UInt8(ascii: "="))
            {
              content.notificationSets.insert(file.text(k))
            }
            k += 1
          }
        }
      }
      return nil
    case "overlay", "background":
      // Its views are decoration (``ScreenContent/decorations``); they are walked as content
      // all the same (a toast's button is the screen's). A modifier follows the view it
      // modifies (`if phase == .background { … }` is a comparison and its body).
      let modifies =
        dot >= 1
        && (file.code[dot - 1].kind == .identifier || file.isPunctuation(dot - 1, ASCII.closeParen)
          || file.isPunctuation(dot - 1, ASCII.closeBrace)
          || file.isPunctuation(dot - 1, ASCII.closeBracket))
      guard hasArguments || (modifies && !closures.isEmpty) else { return nil }
      content.decorating += 1
      walk(
        Region(file: region.file, start: nameIndex + 1, end: past, owner: region.owner),
        depth: depth, recurse: recurse, toolbar: toolbar, into: &content, visiting: &visiting)
      content.decorating -= 1
      guard name == "overlay" else { return past }
      // A mask catches touches and shows nothing (`Color.clear.contentShape(Rectangle())`,
      // `Color.white.opacity(0.01)`); an overlay that draws (an error border, an empty list's
      // message) is not one, whatever switches it.
      var catches = false
      var c = nameIndex + 1
      while c < past, !catches {
        catches =
          file.isWord(c, "contentShape") || file.isWord(c, "opacity")
          || file.isWord(c, "allowsHitTesting")
          || (file.isWord(c, "clear") && file.isPunctuation(c - 1, ASCII.dot))
        c += 1
      }
      guard catches else { return past }
      var k = nameIndex + 1
      while k < past {
        if file.isWord(k, "if") || file.isPunctuation(k, UInt8(ascii: "?")) {
          content.switchedOverlay = true
          // The condition's names: after `if` up to its `{`, or before `?`.
          if file.isWord(k, "if") {
            var c = k + 1
            while c < past, !file.isPunctuation(c, ASCII.openBrace) {
              if file.code[c].kind == .identifier { content.overlayCondition.insert(file.text(c)) }
              c += 1
            }
          } else if file.code[k - 1].kind == .identifier {
            content.overlayCondition.insert(file.text(k - 1))
          }
        }
        k += 1
      }
      return past
    case "contextMenu":
      // The menu's items are the screen's; its `preview:` is a picture of a view, not tappable.
      guard hasArguments || !closures.isEmpty else { return nil }
      var menus: [(Int, Int)] = closures.filter { $0.label != "preview" }.map {
        ($0.open + 1, $0.close)
      }
      for arg in args where arg.label == nil || arg.label == "menuItems" {
        menus.append(closureBody(file, arg.start, arg.end))
      }
      for (start, stop) in menus {
        walk(
          Region(file: region.file, start: start, end: stop, owner: region.owner),
          depth: depth + 1, recurse: recurse, toolbar: toolbar, into: &content,
          visiting: &visiting)
      }
      return past
    case "dismiss":
      guard hasArguments else { return nil }
      if toolbar { content.toolbarDismiss = true } else { content.contentDismiss = true }
      return nil
    case "post":
      if file.isWord(dot - 1, "default") { content.postsNotification = true }
      return nil
    case "append":
      let owner = file.text(dot - 1).lowercased()
      guard hasArguments, owner.contains("path") else { return nil }
      content.items.append(
        .valueLink(words(file, nameIndex + 2, argumentsEnd), at: location, router: false))
      return past
    case "navigate":
      guard hasArguments else { return nil }
      content.items.append(
        .valueLink(words(file, nameIndex + 2, argumentsEnd), at: location, router: true))
      return past
    default:
      if index.pushMethods.contains(name), index.member(named: name, owner: "View") == nil {
        // `router.show(.post(id))`, `Nav.to(.profile(p))`: a method of the app's own that
        // pushes on a bound path, read as a push by value through a router.
        let values = hasArguments ? words(file, nameIndex + 2, argumentsEnd) : []
        guard !values.isEmpty else { return nil }
        content.items.append(.valueLink(values, at: location, router: true))
        return past
      }
      // A modifier of the sources' own (`extension View { func withSheets() … }`): read its
      // body as part of this content.
      if let member = index.member(named: name, owner: "View"), member.owner == "View" {
        let key = "View.\(member.name)@\(member.file):\(member.open)"
        if !visiting.contains(key) {
          visiting.insert(key)
          let frame = bindings(
            parameters(of: member), file: region.file, owner: region.owner, arguments: args,
            closures: closures)
          walkMember(
            Region(
              file: member.file, start: member.open + 1, end: member.close, owner: region.owner),
            pushing: frame, call: location, depth: depth, recurse: recurse, toolbar: toolbar,
            into: &content, visiting: &visiting)
          visiting.remove(key)
        }
      }
      return nil
    }
  }

  /// Records, for a presentation written at `site` inside a modifier of the app's own, where
  /// the content calls the outermost such modifier.
  private func noteCall(for site: SourceLocation, in content: inout ScreenContent) {
    guard let call = calls.first, content.via[site] == nil else { return }
    content.via[site] = call
  }

  /// A `NavigationLink` at token `i`: its destination (an argument or the first trailing
  /// closure), or its value; its label closures are walked as content.
  private mutating func navigationLink(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
    let file = files[region.file]
    let location = file.location(ofCode: i)
    let hasArguments = file.isPunctuation(i + 1, ASCII.openParen)
    let args = hasArguments ? arguments(file, open: i + 1) : []
    let argumentsEnd = hasArguments ? (file.partner(of: i + 1) ?? i + 1) : i
    var closures = trailingClosures(file, from: argumentsEnd + 1, end: end)
    let past = (closures.last?.close ?? argumentsEnd) + 1
    if let destination = args.first(where: { $0.label == "destination" }) {
      let resolved = resolve(
        Region(
          file: region.file, start: destination.start, end: destination.end, owner: region.owner))
      content.items.append(.link(resolved.0, .init(resolved.1), at: location))
    } else if let value = args.first(where: { $0.label == "value" }) {
      content.items.append(
        .valueLink(words(file, value.start, value.end), at: location, router: false))
    } else if let first = closures.first, first.label == nil {
      let resolved = resolve(
        Region(file: region.file, start: first.open + 1, end: first.close, owner: region.owner))
      content.items.append(.link(resolved.0, .init(resolved.1), at: location))
      closures.removeFirst()
    } else if !hasArguments, closures.isEmpty {
      return i + 1
    }
    for closure in closures {
      walk(
        Region(file: region.file, start: closure.open + 1, end: closure.close, owner: region.owner),
        depth: depth + 1, recurse: recurse, toolbar: false, into: &content, visiting: &visiting)
    }
    return past
  }

  /// A `TabView` at token `i`: each view at the top of its closure is a tab.
  private mutating func tabView(
    at i: Int, region: Region, end: Int, into content: inout ScreenContent
  ) -> Int {
    let file = files[region.file]
    var k = i + 1
    if file.isPunctuation(k, ASCII.openParen) { k = (file.partner(of: k) ?? k) + 1 }
    guard file.isPunctuation(k, ASCII.openBrace), let close = file.partner(of: k) else {
      return i + 1
    }
    content.tabViewSite = content.tabViewSite ?? file.location(ofCode: i)
    // `Tab(…) { … }` builders, through the members, `ForEach`es and `switch`es that write them:
    // a tab each.
    let built = tabBuilders(file: region.file, start: k + 1, end: close, owner: region.owner)
    if !built.isEmpty {
      for tab in built {
        // The one `Tab` a `ForEach` builds: a tab for each element of its collection.
        if let each = tab.forEach, built.filter({ $0.forEach == each }).count == 1 {
          content.tabs += forEachTabs(file: each.file, forEach: each.token, content: tab.content)
          continue
        }
        content.tabs.append(
          (resolve(tab.content).0, files[tab.content.file].location(ofCode: tab.token), nil))
      }
      return close + 1
    }
    var starts: [Int] = []
    var j = k + 1
    while j < close {
      let previousEnds =
        j == k + 1 || file.isPunctuation(j - 1, ASCII.closeParen)
        || file.isPunctuation(j - 1, ASCII.closeBrace)
      if file.code[j].kind == .identifier, previousEnds, !file.isWord(j, "else") {
        starts.append(j)
      }
      if let partner = file.partner(of: j), partner > j,
        file.isPunctuation(j, ASCII.openParen) || file.isPunctuation(j, ASCII.openBrace)
          || file.isPunctuation(j, ASCII.openBracket)
      {
        j = partner + 1
        continue
      }
      j += 1
    }
    for (n, start) in starts.enumerated() {
      let stop = n + 1 < starts.count ? starts[n + 1] : close
      let tab = Region(file: region.file, start: start, end: stop, owner: region.owner)
      if starts.count == 1, file.isWord(start, "ForEach") {
        content.tabs += forEachTabs(file: region.file, forEach: start, content: tab)
        continue
      }
      let shown = resolve(tab).0
      content.tabs.append((shown, file.location(ofCode: start), nil))
    }
    return close + 1
  }
}
