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
  var guessedMembers: Set<String> = []
  /// The sites read through a call of every routing method of one name
  /// (``routingCall(_:at:region:depth:recurse:toolbar:into:visiting:)`` with several methods):
  /// the words a warning there adds, naming the call and how many methods it may run.
  var readThroughRoutingCalls: [SourceLocation: String] = [:]
  /// The places a note of ``guessed`` was written for (a place read twice is noted once).
  var noted: Set<SourceLocation> = []
  /// The presentations bound to a state nothing sets (``SourceIndex/unsetStates``), or that
  /// only branches a construction closes set (``flagSetOnlyInClosedBranches(_:region:)``):
  /// read, and never shown (there).
  var neverShown: Set<SourceLocation> = []
  /// The views such presentations show, each with the first such presentation: a presentation
  /// written in one that no screen shows is never shown either.
  var neverShownViews: [String: SourceLocation] = [:]
  /// How many tab bars' tabs are being resolved, one inside another: a tab bar met while its
  /// enclosing tab bar's tabs are resolved is not resolved again there (its screen reads it
  /// when it is read itself), which keeps tabs in tabs, and code being edited where every
  /// `TabView {` holds the next, linear.
  var tabNesting = 0
  /// The `Tab`s found in each TabView's content, by place (``tabBuilders(file:start:end:owner:)``).
  var tabsFound: [TabsKey: [BuiltTab]] = [:]
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
  var reading: Set<Region> = []
  /// How many walks are under way, one inside another (``maximumNesting``).
  var nesting = 0
  /// Whether the note that reading stopped at ``maximumNesting`` has been written.
  var nestingNoted = false
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
  /// ``SourceIndex/pushedValues(named:)``, once for each push method's name.
  var pushedValues: [String: [[String]]?] = [:]
  /// What each registry member of ``SourceIndex/routes`` shows, once read.
  var routeMembers: [RouteKey: (Destination, ScreenContent.Wrapping)] = [:]
  /// The links and presentations the app's coordinators make on each view's screen
  /// (``CoordinatorGraph``), added to its content.
  var coordinatorItems: [String: [ScreenContent.Item]] = [:]
  /// The views a screen coordinator hands to each view it shows (``CoordinatorGraph/embedded``).
  var coordinatorEmbedded: [String: [String]] = [:]
  /// What each construction of a view decides (``closedBranches(of:file:open:)``).
  var constructions: Constructions
  /// The branches the construction being read closes (their `if` tokens), as a set and in
  /// order; empty when the content read is a view's whole.
  var closing: Set<TokenPlace> = []
  var closingKey: [TokenPlace] = []
  /// The construction being read, when its view passes its properties on to views it builds
  /// (``forwardsProperties(_:)``): their constructions in its members read those properties.
  var this: Constant.Construction? = nil
  /// The arguments' `(` of each construction of a view read, by the place of its type's name: a
  /// destination shown there is read as that construction reads it
  /// (``reading(atConstruction:of:)``).
  var constructionCalls: [SourceLocation: TokenPlace] = [:]
  /// The constructions of one view that one destination stands for (`case .a: Inbox(id: x)`
  /// and `case .b: Inbox()` in one `switch`: the destination is `Inbox`, at the first), by each
  /// one's place: the branches it is read without are those every one of them closes.
  var constructionGroups: [SourceLocation: [SourceLocation]] = [:]
  /// The content of each view as a construction that closes some of its branches reads it.
  private var closedCache: [ClosedKey: ScreenContent] = [:]

  /// A view, the branches a construction of it closes, and what it makes when the view passes
  /// its properties on.
  struct ClosedKey: Hashable {
    var name: String
    var closed: [TokenPlace]
    var instance: Constant.Construction?
  }

  init(index: SourceIndex, budget: ReadingBudget = .standard) {
    self.index = index
    constructions = Constructions(index: index)
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

  /// The content of view type `name`: its `body` and everything it embeds; with `closed`, as
  /// a construction that closes those branches reads it (``closedBranches(of:file:open:)``);
  /// with `instance`, the value that construction makes, whose properties the views it builds
  /// are given (``passedOn(_:of:at:)``).
  mutating func content(
    ofType name: String, closing closed: [TokenPlace] = [],
    instance: Constant.Construction? = nil
  ) -> ScreenContent {
    let key = ClosedKey(name: name, closed: closed, instance: instance)
    if closed.isEmpty, instance == nil, let cached = cache[name] { return cached }
    if let cached = closedCache[key] { return cached }
    guard !inProgress.contains(name) else { return ScreenContent() }
    inProgress.insert(name)
    // A type's content is its own, whatever call is being walked when it is first asked for
    // (it is cached for every screen that embeds it).
    let (outerCalls, outerForwarded) = (calls, forwarded)
    let (outerClosing, outerKey, outerThis) = (closing, closingKey, this)
    (calls, forwarded) = ([], [])
    (closing, closingKey, this) = (Set(closed), closed, instance)
    defer {
      (calls, forwarded) = (outerCalls, outerForwarded)
      (closing, closingKey, this) = (outerClosing, outerKey, outerThis)
    }
    var content = ScreenContent()
    for member in index.bodies[name] ?? [] {
      var visiting: Set<String> = []
      walk(
        Region(file: member.file, start: member.open + 1, end: member.close, owner: name),
        depth: 0, recurse: true, toolbar: false, into: &content, visiting: &visiting)
    }
    for view in coordinatorEmbedded[name] ?? [] { content.merge(self.content(ofType: view)) }
    content.items += coordinatorItems[name] ?? []
    inProgress.remove(name)
    if closed.isEmpty, instance == nil { cache[name] = content } else { closedCache[key] = content }
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
    // Nor is a bar's item (`.toolbar { CancelButton() }`) what it shows.
    var refs = facts.references.filter {
      !index.modifierTypes.contains($0.name) && !facts.toolbarViews.contains($0.at)
    }
    for ref in facts.references where index.modifierTypes.contains(ref.name) {
      if content(ofType: ref.name).isNavigational { return (.inline(region, at: at), facts) }
    }
    // A toast laid over the content (`.overlay { ToastView() }`) is not what it shows.
    if refs.contains(where: { !facts.decorations.contains($0.at) }) {
      refs.removeAll { facts.decorations.contains($0.at) }
    }
    // A generic wrapper (`LazyView(Detail())`, `LazyView { Detail() }`, wrappers in
    // wrappers) shows what it is given; a generic view that shows views only deeper, in its
    // rows or its header (`SearchSheet { item in Button {} label: { Row(item) } } header: { if
    // … { ErrorView() } }`), or that makes views of the sources of its own (`ExpandedPostView {
    // CrossPosts() }`, whose body shows the post), is the screen.
    let generic = index.genericWrappers
    let wrapped = refs.filter { !generic.contains($0.name) }
    if var level = refs.filter({ generic.contains($0.name) }).map(\.depth).min() {
      while refs.contains(where: { generic.contains($0.name) && $0.depth == level + 1 }) {
        level += 1
      }
      if wrapped.contains(where: { $0.depth <= level + 1 }) { refs = wrapped }
    }
    guard let minimum = refs.map(\.depth).min() else {
      if facts.isNavigational { return (.inline(region, at: at), facts) }
      if let (call, location) = facts.unreadCall { return (.unresolved(call, at: location), facts) }
      return (.leaf, facts)
    }
    var places: [String: [SourceLocation]] = [:]
    for ref in refs where !(places[ref.name]?.contains(ref.at) ?? false) {
      places[ref.name, default: []].append(ref.at)
    }
    for group in places.values where group.count > 1 {
      for place in group { constructionGroups[place] = group }
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

  /// The modifier and method names ``modifier(at:region:end:depth:recurse:toolbar:into:visiting:)``
  /// reads.
  static let modifiers: Set<String> = Set(PresentationKind.modifiers).union([
    "navigationDestination", "navigationBarBackButtonHidden", "navigationBarHidden", "toolbar",
    "navigationTransition",
    "presentationDetents", "interactiveDismissDisabled", "presentationBackgroundInteraction",
    "presentationCompactAdaptation", "onReceive", "overlay", "background", "dismiss", "post",
    "append", "navigate", "contextMenu",
  ])

  /// A `.name` modifier (or method) at the `.` token `dot`; returns where the walk goes on, or
  /// `nil` to walk on after the name.
  mutating func modifier(
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
    let args = hasArguments ? SourceIndex.arguments(file, open: nameIndex + 1) : []
    let argumentsEnd = hasArguments ? (file.partner(of: nameIndex + 1) ?? nameIndex + 1) : nameIndex
    let closures = trailingClosures(file, from: argumentsEnd + 1, end: end)
    let past = (closures.last?.close ?? argumentsEnd) + 1
    // `dot` is the `.` before the name, or the token before a bare `sheet(…)`.
    let location = file.location(ofCode: file.isPunctuation(dot, ASCII.dot) ? dot : nameIndex)
    let argumentWords = hasArguments ? words(file, nameIndex + 2, argumentsEnd) : []
    if let kind = PresentationKind(modifier: name) {
      // `return .sheet(x)`, `case .sheet(let s):`: an enum's value (damus's open actions).
      guard !isImplicitMember(dot, in: file) else { return nil }
      return presentation(
        kind, name: name, region: region, hasArguments: hasArguments, args: args,
        closures: closures, location: location, past: past, into: &content)
    }
    switch name {
    case "navigationDestination":
      return navigationDestination(
        region: region, hasArguments: hasArguments, args: args, closures: closures,
        location: location, past: past, into: &content)
    case "navigationBarBackButtonHidden", "navigationBarHidden", "navigationTransition",
      "presentationDetents", "interactiveDismissDisabled", "presentationBackgroundInteraction",
      "presentationCompactAdaptation":
      setting(name, argumentWords: argumentWords, location: location, into: &content)
      return past
    case "toolbar":
      return toolbarModifier(
        at: nameIndex, region: region, hasArguments: hasArguments, argumentsEnd: argumentsEnd,
        closures: closures, argumentWords: argumentWords, location: location, past: past,
        depth: depth, recurse: recurse, into: &content, visiting: &visiting)
    case "onReceive":
      onReceive(
        region: region, argumentWords: argumentWords, closures: closures, location: location,
        into: &content)
      return nil
    case "overlay", "background":
      return decoration(
        name, at: dot, region: region, hasArguments: hasArguments, closures: closures,
        past: past, depth: depth, recurse: recurse, toolbar: toolbar, into: &content,
        visiting: &visiting)
    case "contextMenu":
      return contextMenu(
        region: region, hasArguments: hasArguments, args: args, closures: closures, past: past,
        depth: depth, recurse: recurse, toolbar: toolbar, into: &content, visiting: &visiting)
    case "dismiss":
      guard hasArguments else { return nil }
      if toolbar { content.toolbarDismiss = true } else { content.contentDismiss = true }
      return nil
    case "post":
      if file.isWord(dot - 1, "default") { content.postsNotification = true }
      return nil
    case "append", "navigate":
      guard hasArguments else { return nil }
      return pathPush(
        name, in: file, at: dot, argumentsEnd: argumentsEnd, location: location, past: past,
        into: &content)
    default:
      return ownModifier(
        name, at: nameIndex, region: region, hasArguments: hasArguments, args: args,
        argumentsEnd: argumentsEnd, closures: closures, location: location, past: past,
        depth: depth, recurse: recurse, toolbar: toolbar, into: &content, visiting: &visiting)
    }
  }

  /// The trailing closure a presentation shows: the one labelled `content:`, else the first
  /// (`.sheet(item: $x) { onDismiss() } content: { Installer($0) }` shows the second).
  static func contentClosure(_ closures: [(label: String?, open: Int, close: Int)]) -> (
    label: String?, open: Int, close: Int
  )? {
    closures.first { $0.label == "content" } ?? closures.first { $0.label == nil }
  }

  /// A presentation modifier of `kind` (`name` is `popover` for a popover): appends its item
  /// with the content it shows resolved, and returns where the walk goes on, or `nil` when it
  /// is not one (a call without arguments).
  private mutating func presentation(
    _ kind: PresentationKind, name: String, region: Region, hasArguments: Bool,
    args: [(label: String?, start: Int, end: Int)],
    closures: [(label: String?, open: Int, close: Int)], location: SourceLocation, past: Int,
    into content: inout ScreenContent
  ) -> Int? {
    // SwiftUI's presentations always take arguments; `router.sheet { … }` is not one.
    guard hasArguments else { return nil }
    if let state = unsetBinding(args, in: files[region.file]) {
      neverShown.insert(location)
      // The view its content shows: the first view of the sources written in its closure.
      let file = files[region.file]
      if let closure = Self.contentClosure(closures),
        let t = (closure.open + 1..<closure.close).first(where: {
          file.code[$0].kind == .identifier && index.viewTypes.contains(file.text($0))
        }), neverShownViews[file.text(t)] == nil
      {
        neverShownViews[file.text(t)] = location
      }
      if noted.insert(location).inserted {
        guessed.append(
          ScanDiagnostic(
            .note, at: location,
            "\(kind.keyword) bound to '\(state)', which nothing sets (its name is written only "
              + "where it is declared and in this binding"
              + (index.unsetStatesWrittenWhereLeftOut.contains(state)
                ? ", and in code the iPhone build leaves out or does not run"
                  + (index.iOSVersion.map { " on iOS \($0)" } ?? "") : "")
              + "): never shown, not judged"))
      }
      return past
    }
    if let (flag, branch) = flagSetOnlyInClosedBranches(args, region: region) {
      neverShown.insert(location)
      if constructions.flagNoted.insert(location).inserted {
        let at = files[branch.file].location(ofCode: branch.token)
        guessed.append(
          ScanDiagnostic(
            .note, at: location,
            "\(kind.keyword) bound to '\(flag)', which only code in a branch some constructions "
              + "close sets (at \(at.path):\(at.line):\(at.column)): not on their screens"))
      }
      return past
    }
    guard kind.hasContent else {
      content.items.append(.message(kind, at: location))
      noteCall(for: location, in: &content)
      return past
    }
    let item = args.first?.label == "item"
    var contentRegion: Region? = nil
    if let closure = Self.contentClosure(closures) {
      contentRegion = Region(
        file: region.file, start: closure.open + 1, end: closure.close, owner: region.owner)
    } else if let arg = args.first(where: { $0.label == "content" }) {
      contentRegion = Region(
        file: region.file, start: arg.start, end: arg.end, owner: region.owner)
    }
    if let region = contentRegion, let passed = forwardedRegion(region) {
      contentRegion = passed
      content.passedShown.insert(TokenPlace(file: passed.file, token: passed.start))
    }
    let resolved =
      contentRegion.map { resolve($0) }
      ?? (.unresolved("no content closure", at: location), ScreenContent())
    // What the content passes on of a closure the call gave (`Deferred(content: content)`) is
    // shown by this presentation.
    content.passedShown.formUnion(resolved.1.passedShown)
    content.items.append(
      .presentation(
        kind, item: item, popover: name != kind.modifier, resolved.0, .init(resolved.1),
        at: location))
    noteCall(for: location, in: &content)
    return past
  }

  /// The state a presentation's binding (`isPresented: $show`) names when nothing sets it
  /// (``SourceIndex/unsetStates``), else `nil`.
  private func unsetBinding(_ args: [(label: String?, start: Int, end: Int)], in file: SourceFile)
    -> String?
  {
    guard !index.unsetStates.isEmpty,
      let arg = args.first(where: {
        $0.label.map(SourceIndex.presentationBindingLabels.contains) == true
      }), arg.end == arg.start + 1
    else { return nil }
    let text = file.text(arg.start)
    guard text.hasPrefix("$"), index.unsetStates.contains(String(text.dropFirst())) else {
      return nil
    }
    return String(text.dropFirst())
  }

  /// A modifier that sets a fact of the screen, or of the presentation showing it, from its
  /// arguments: a hidden back button or bar, a zoom transition, the detents (a fraction or a
  /// height read as medium), no pull, no dimming.
  private mutating func setting(
    _ name: String, argumentWords: [String], location: SourceLocation,
    into content: inout ScreenContent
  ) {
    switch name {
    case "navigationBarBackButtonHidden":
      navigationBarBackButtonHidden(
        argumentWords: argumentWords, location: location, into: &content)
    case "navigationBarHidden":
      if argumentWords.contains("true") { content.barHidden = content.barHidden ?? location }
    case "navigationTransition":
      if argumentWords.contains("zoom") { content.zoom = true }
    case "presentationDetents":
      let medium = argumentWords.contains("medium")
      let large = argumentWords.contains("large")
      let other = argumentWords.contains("fraction") || argumentWords.contains("height")
      if medium || other {
        content.detents = (large ? "medium+large" : "medium")
      }
    case "interactiveDismissDisabled":
      interactiveDismissDisabled(
        argumentWords: argumentWords, location: location, into: &content)
    case "presentationBackgroundInteraction":
      if argumentWords.contains("enabled") { content.undimmed = true }
    case "presentationCompactAdaptation":
      // `(.popover)`, `(.none)`, or `(horizontal: .popover, vertical: …)`: the horizontal
      // one is an iPhone's in portrait.
      let horizontal = argumentWords.prefix { $0 != "vertical" }
      if horizontal.contains("popover") || horizontal.contains("none") {
        content.keptPopover = content.keptPopover ?? location
      }
    default:
      break
    }
  }

  /// Records, for a presentation written at `site` inside a modifier of the app's own, where
  /// the content calls the outermost such modifier.
  private func noteCall(for site: SourceLocation, in content: inout ScreenContent) {
    guard let call = calls.first, content.via[site] == nil else { return }
    content.via[site] = call
  }
}
