/// The walk over a region's tokens: each view, modifier and construct it meets adds to the
/// content.
extension Recognizer {
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
      if index.isExcluded(file: region.file, token: i)
        || index.isUntouchable(file: region.file, token: i)
      {
        // Another platform's branch (`#if os(macOS)`): not the iPhone app's content; a view
        // under `.allowsHitTesting(false)`: nothing in it is a control.
        i += 1
        continue
      }
      let token = file.code[i]
      if token.kind == .punctuation {
        let b = file.bytes[token.start]
        if b == ASCII.dot, i + 1 < end, file.code[i + 1].kind == .identifier {
          i = dotted(
            at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
            into: &content, visiting: &visiting)
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
      i = identifier(
        at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    }
  }

  /// A `.name` after a value or a view at the `.` token `i`: a modifier, a member of a value
  /// found by its name, or a call the scan cannot read; returns where the walk goes on.
  private mutating func dotted(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
    let file = files[region.file]
    if let next = modifier(
      at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
      into: &content, visiting: &visiting)
    {
      return next
    }
    if let next = viewFactory(
      at: i, depth: depth, recurse: recurse, file: file, into: &content, visiting: &visiting)
    {
      return next
    }
    if file.isTypeName(i - 1), file.isTypeName(i + 1) {
      // `StatusEditor.MainView(…)`: a type qualified by its namespace.
      return i + 1
    }
    if file.isWord(i - 1, "self") {
      // `self.makeRow(…)`: the name is read as written without `self.`.
      return i + 1
    }
    if i >= 1, file.code[i - 1].kind == .identifier, !file.isTypeName(i - 1),
      !file.isWord(i - 1, "content"),
      let (member, why) = valueMember(
        named: file.text(i + 1), onValue: file.text(i - 1), owner: region.owner ?? "",
        caseLabel: content.caseLabel, caseBindings: content.caseBindings),
      member.owner != "View",
      member.returnsView, !index.viewTypes.contains(member.owner),
      // A function is called: `topVC.view` (UIKit's property) is not `func view()`.
      !files[member.file].isWord(member.nameToken - 1, "func")
        || file.isPunctuation(i + 2, ASCII.openParen)
    {
      // `tab.makeContentView(…)`, `destination.view()`: a member of a value whose type the
      // scan does not know, found by its name, declared once in the sources (or by the type
      // of the value a `case let .settings(page):` binds).
      let key = "\(member.owner).\(member.name)@\(member.file):\(member.open)"
      if !visiting.contains(key) {
        visiting.insert(key)
        if guessedMembers.insert(key).inserted {
          guessed.append(
            ScanDiagnostic(
              .note, at: file.location(ofCode: i - 1),
              "'\(file.text(i - 1)).\(member.name)' read as \(member.owner).\(member.name), "
                + why + " (here and wherever it is used)"))
        }
        walkMember(
          Region(
            file: member.file, start: member.open + 1, end: member.close, owner: member.owner),
          pushing: nil, call: nil, depth: depth, recurse: recurse, toolbar: toolbar,
          into: &content, visiting: &visiting)
        visiting.remove(key)
      }
    } else if i >= 1, file.code[i - 1].kind == .identifier, !file.isTypeName(i - 1),
      file.isPunctuation(i + 2, ASCII.openParen),
      let methods = index.routingMethods[file.text(i + 1)]
    {
      routingCall(
        methods, at: i, region: region, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    } else if let next = packageRoute(at: i, region: region, into: &content) {
      return next
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
    return i + 2
  }

  /// An identifier at token `i` of the walk: a declaration, a choice, a navigation construct,
  /// a modifier called on `self`, a view written, or a member of the view; returns where the
  /// walk goes on.
  private mutating func identifier(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
    let file = files[region.file]
    if let next = presentedItemAssignment(at: i, region: region, into: &content) {
      return next
    }
    if file.isWord(i, "struct") || file.isWord(i, "class") || file.isWord(i, "enum")
      || file.isWord(i, "protocol") || file.isWord(i, "extension")
    {
      // A nested declaration: its body is not this content.
      // One being written (`enum Mode` with no body yet) ends the content's reading here:
      // the walk only ever moves forward.
      var k = i + 1
      while k < end, !file.isPunctuation(k, ASCII.openBrace) { k += 1 }
      return max(k, file.partner(of: k) ?? k) + 1
    }
    if file.isWord(i, "switch") || file.isWord(i, "if") || file.isWord(i, "case") {
      content.chooses = true
      if let next = closedBranchEnd(at: i, region: region, end: end) { return next }
      if file.isWord(i, "case") {
        (content.caseLabel, content.caseBindings) = Self.caseLabel(at: i, in: file, end: end)
        if let next = unmadeCase(at: i, label: content.caseLabel, region: region, end: end) {
          return next
        }
      }
      return i + 1
    }
    if let next = construct(
      at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
      into: &content, visiting: &visiting)
    {
      return next
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
        return next
      }
    }
    // A capitalised name that no type declares but the view's own function does
    // (`func MaxLoginsButton() -> some View`, called `MaxLoginsButton()`) is that member.
    let name = file.text(i)
    let capitalisedMember =
      file.isTypeName(i) && !index.declaredTypes.contains(name)
      && index.member(named: name, owner: region.owner)?.owner == region.owner
    if !afterDot, !capitalisedMember, index.globalFunctions[name] != nil,
      file.isPunctuation(i + 1, ASCII.openParen) || file.isPunctuation(i + 1, ASCII.openBrace)
    {
      // A function of the app's own outside any type, for the calls its labels take; the
      // call is read on as written too (SwiftUI's type of that name, or a member).
      globalFunctionCall(
        at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    }
    if !afterDot, !capitalisedMember, file.isTypeName(i) || index.viewTypes.contains(name) {
      return viewWritten(
        at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    }
    if !afterDot, !file.isPunctuation(i + 1, UInt8(ascii: ":")) {
      viewMember(
        at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    }
    return i + 1
  }

  /// Where the walk goes on past the `case` at token `i` of a `switch self` in a member of an
  /// enum when every case it names is one no code that runs makes
  /// (``SourceIndex/unmadeCases``): its body shows nothing; else `nil`.
  private mutating func unmadeCase(at i: Int, label: [String], region: Region, end: Int)
    -> Int?
  {
    guard let owner = region.owner, let unmade = index.unmadeCases[owner], !label.isEmpty,
      label.allSatisfy({ unmade.contains($0) || $0 == owner || $0 == "Self" }),
      label.contains(where: unmade.contains)
    else { return nil }
    let file = files[region.file]
    guard SourceIndex.switchSubject(ofCase: i, in: file) == "self",
      let colon = SourceIndex.labelColon(after: i, in: file, end: end)
    else { return nil }
    let location = file.location(ofCode: i)
    if noted.insert(location).inserted {
      let made = label.filter(unmade.contains).compactMap { name in
        index.unmadeCasePlaces[owner + "." + name].map { place in
          "'.\(name)' only in \(place.function)() at \(place.at.path):\(place.at.line):"
            + "\(place.at.column)"
        }
      }
      guessed.append(
        ScanDiagnostic(
          .note, at: location,
          "a case no code that runs makes (\(made.joined(separator: "; ")), a function the "
            + "sources never call): what it shows is not a destination"))
    }
    return SourceIndex.caseEnd(from: colon + 1, in: file, limit: end)
  }

  /// The `case` label at token `i`: its words up to its `:` at this depth (`case .a(let x),
  /// .b:` is `a`, `b`), then the names its values are bound to (`x`; not their labels, nor
  /// `let` and `var`).
  static func caseLabel(at i: Int, in file: SourceFile, end: Int) -> (
    label: [String], bindings: [String]
  ) {
    var label: [String] = []
    var bound: [String] = []
    var k = i + 1
    while k < end, !file.isPunctuation(k, UInt8(ascii: ":")) {
      if let partner = file.partner(of: k), partner > k {
        for t in k + 1..<partner
        where file.code[t].kind == .identifier && !file.isWord(t, "let")
          && !file.isWord(t, "var") && !file.isPunctuation(t + 1, UInt8(ascii: ":"))
        {
          bound.append(file.text(t))
        }
        k = partner + 1
        continue
      }
      if file.code[k].kind == .identifier, !file.isWord(k, "let"), !file.isWord(k, "var") {
        label.append(file.text(k))
      }
      k += 1
    }
    return (label, bound)
  }

  /// A navigation construct at token `i` (a link, a stack, a split view, a tab view, the
  /// window group, `dismiss()`, a posted notification): where the walk goes on, or `nil` when
  /// the identifier is none.
  private mutating func construct(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
    if file.isWord(i, "NavigationLink") {
      return navigationLink(
        at: i, region: region, end: end, depth: depth, recurse: recurse,
        into: &content, visiting: &visiting)
    }
    if file.isWord(i, "NavigationStack") || file.isWord(i, "NavigationView") {
      content.hostsStack = true
      return i + 1
    }
    if file.isWord(i, "NavigationSplitView") {
      content.hostsStack = true
      content.split = true
      return i + 1
    }
    if file.isWord(i, "TabView") {
      return tabView(at: i, region: region, end: end, into: &content)
    }
    if file.isWord(i, "WindowGroup") {
      return i + 1
    }
    if file.isWord(i, "dismiss"), file.isPunctuation(i + 1, ASCII.openParen) {
      if toolbar { content.toolbarDismiss = true } else { content.contentDismiss = true }
      return i + 1
    }
    if file.isWord(i, "NotificationCenter") {
      if file.isWord(i + 3, "post") { content.postsNotification = true }
      return i + 1
    }
    return nil
  }

  /// A type name at token `i` (a view, or a modifier or a link view of the app's own): what it
  /// constructs is read; returns where the walk goes on.
  private mutating func viewWritten(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
    let file = files[region.file]
    // `FeedView<Store>(…)`: the explicit generic arguments are passed over.
    let after = file.afterGenericArguments(i)
    let constructs =
      file.isPunctuation(after, ASCII.openParen) || file.isPunctuation(after, ASCII.openBrace)
      || (file.isPunctuation(after, ASCII.dot) && file.isWord(after + 1, "init"))
    // The app's modifiers, links and UIKit tab bars are read as written without arguments.
    let plain = constructs && after == i + 1
    if plain, !forwarded.isEmpty, index.modifierTypes.contains(file.text(i)),
      let next = forwardingModifier(
        at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    {
      return next
    }
    if plain, let next = externalLink(at: i, in: file) {
      return next
    }
    if plain, index.linkViews.contains(file.text(i)) {
      // A link view of the app's own (`NavLink(destination: Detail()) { … }`, whose body
      // is a NavigationLink to what it is given): read as the NavigationLink it makes.
      return navigationLink(
        at: i, region: region, end: end, depth: depth, recurse: recurse,
        into: &content, visiting: &visiting)
    }
    if plain, index.tabBarRepresentables.contains(file.text(i)),
      let next = uikitTabs(at: i, region: region, into: &content)
    {
      return next
    }
    if constructs, index.representables.contains(file.text(i)) {
      noteViewsGivenToUIKit(at: i, in: file)
    }
    if constructs, toolbar { content.toolbarViews.insert(file.location(ofCode: i)) }
    if constructs {
      // `View(…)` or `View.init(…)`; `Section { Row(…) }` gives Section no arguments.
      let open =
        file.isPunctuation(after, ASCII.openParen)
        ? after
        : file.isPunctuation(after, ASCII.dot) && file.isWord(after + 1, "init")
          && file.isPunctuation(after + 2, ASCII.openParen) ? after + 2 : nil
      reference(
        file.text(i), at: file.location(ofCode: i), depth: depth, recurse: recurse,
        call: open.map { (region.file, $0) }, into: &content, visiting: &visiting)
    }
    return after
  }

  /// A name at token `i` that is no type: a closure a modifier's call gave, used in its body
  /// (``passedContent(at:region:end:depth:recurse:toolbar:into:visiting:)``), a member of the
  /// view walked where it is used, or a call the scan cannot read.
  private mutating func viewMember(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) {
    let file = files[region.file]
    let name = file.text(i)
    if passedContent(
      at: i, region: region, end: end, depth: depth, recurse: recurse, toolbar: toolbar,
      into: &content, visiting: &visiting) != nil
    {
      return
    } else if let member = index.member(named: name, owner: region.owner), member.name != "body" {
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

  /// A view type written in content: its content is embedded (`recurse`) or only noted.
  mutating func reference(
    _ name: String, at location: SourceLocation, depth: Int, recurse: Bool,
    call: (file: Int, open: Int)? = nil, into content: inout ScreenContent,
    visiting: inout Set<String>
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
    if let call { constructionCalls[location] = TokenPlace(file: call.file, token: call.open) }
    guard recurse, !visiting.contains(name) else { return }
    let made = call.map { construction(of: name, file: $0.file, open: $0.open) }
    let child = self.content(
      ofType: name, closing: made?.closed ?? [],
      instance: passedOn(made?.instance, of: name, at: location))
    content.merge(child)
  }
}
