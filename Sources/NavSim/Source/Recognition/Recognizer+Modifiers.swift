/// The modifiers ``Recognizer/modifier(at:region:end:depth:recurse:toolbar:into:visiting:)``
/// reads beyond the presentations, one function each.
extension Recognizer {
  /// `.navigationDestination(…)`: a link to its destination, or a destination for a pushed
  /// value (`for:`); `nil` when it is not one.
  mutating func navigationDestination(
    region: Region, hasArguments: Bool, args: [(label: String?, start: Int, end: Int)],
    closures: [(label: String?, open: Int, close: Int)], location: SourceLocation, past: Int,
    into content: inout ScreenContent
  ) -> Int? {
    let file = files[region.file]
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
  }

  /// `.toolbar(…)`: a hidden navigation bar, or items walked as the toolbar's.
  mutating func toolbarModifier(
    at nameIndex: Int, region: Region, hasArguments: Bool, argumentsEnd: Int,
    closures: [(label: String?, open: Int, close: Int)], argumentWords: [String],
    location: SourceLocation, past: Int, depth: Int, recurse: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int {
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
  }

  /// `.interactiveDismissDisabled(…)`: a sheet that cannot be pulled down, or a note for one
  /// disabled under a condition.
  mutating func interactiveDismissDisabled(
    argumentWords: [String], location: SourceLocation, into content: inout ScreenContent
  ) {
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
  }

  /// `.navigationBarBackButtonHidden(…)`: the system back button hidden, or a note for one
  /// hidden under a condition.
  mutating func navigationBarBackButtonHidden(
    argumentWords: [String], location: SourceLocation, into content: inout ScreenContent
  ) {
    if argumentWords.isEmpty || argumentWords == ["true"] {
      content.backHidden = content.backHidden ?? location
    } else if argumentWords != ["false"], noted.insert(location).inserted {
      // `navigationBarBackButtonHidden(model.isSaving)`: the system back button (and its
      // swipe) is there while the condition is false, and that is the screen the races need.
      guessed.append(
        ScanDiagnostic(
          .note, at: location,
          "navigationBarBackButtonHidden with a condition: the back button shows while it is "
            + "false, so the screen keeps the system back button (the model judges the screen "
            + "that has it)"))
    }
  }

  /// `.onReceive(…)` of a notification: the screen receives it, and what its handler sets.
  mutating func onReceive(
    region: Region, argumentWords: [String], closures: [(label: String?, open: Int, close: Int)],
    location: SourceLocation, into content: inout ScreenContent
  ) {
    let file = files[region.file]
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
  }

  /// `.overlay(…)` or `.background(…)`: decoration walked as content, and for an overlay
  /// whether it is a mask that catches touches and what switches it; `nil` when it is not
  /// a modifier.
  mutating func decoration(
    _ name: String, at dot: Int, region: Region, hasArguments: Bool,
    closures: [(label: String?, open: Int, close: Int)], past: Int, depth: Int, recurse: Bool,
    toolbar: Bool, into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
    let nameIndex = dot + 1
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
  }

  /// `.contextMenu(…)`: the menu's items walked as the screen's; `nil` when it has none.
  mutating func contextMenu(
    region: Region, hasArguments: Bool, args: [(label: String?, start: Int, end: Int)],
    closures: [(label: String?, open: Int, close: Int)], past: Int, depth: Int, recurse: Bool,
    toolbar: Bool, into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
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
  }

  /// Any other name: a push method of the app's own, or a modifier of the sources' own whose
  /// body is read as part of the content; `nil` to walk on after the name.
  mutating func ownModifier(
    _ name: String, at nameIndex: Int, region: Region, hasArguments: Bool,
    args: [(label: String?, start: Int, end: Int)], argumentsEnd: Int,
    closures: [(label: String?, open: Int, close: Int)], location: SourceLocation, past: Int,
    depth: Int, recurse: Bool, toolbar: Bool, into content: inout ScreenContent,
    visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
    if index.pushMethods.contains(name), index.member(named: name, owner: "View") == nil,
      !isImplicitMember(nameIndex - 1, in: file)
    {
      // `router.show(.post(id))`, `Nav.to(.profile(p))`: a method of the app's own that
      // pushes on a bound path, read as a push by value through a router.
      // What the method pushes when its body makes the value (`path.append(Dest.post(id))`),
      // else what the call gives it.
      let (key, overloads) = pushOverloads(name, args: args, region: region)
      if pushedValues[key] == nil {
        pushedValues[key] = index.pushedValues(named: name, overloads: overloads)
      }
      if let pushed = pushedValues[key] ?? nil, !pushed.isEmpty {
        for value in pushed { content.items.append(.valueLink(value, at: location, router: true)) }
        return past
      }
      let values = hasArguments ? words(file, nameIndex + 2, argumentsEnd) : []
      guard !values.isEmpty else { return nil }
      content.items.append(.valueLink(values, at: location, router: true))
      return past
    }
    // A modifier of the sources' own (`extension View { func withSheets() … }`): read its
    // body as part of this content. The call's arguments and closures are read in place too,
    // but for the closures the body shows where it uses them (`popover { Deferred(content:
    // content) }` presents one: its views are the popover's, not this screen's).
    if let member = viewModifier(named: name, labels: args.map(\.label)) {
      let key = "View.\(member.name)@\(member.file):\(member.open)"
      guard !visiting.contains(key) else { return nil }
      visiting.insert(key)
      let frame = bindings(
        index.parameters(of: member), file: region.file, owner: region.owner, arguments: args,
        closures: closures, defaultsIn: member)
      walkMember(
        Region(
          file: member.file, start: member.open + 1, end: member.close, owner: region.owner),
        pushing: frame, call: location, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
      visiting.remove(key)
      let shown = content.passedShown
      func isShown(_ start: Int) -> Bool {
        shown.contains(TokenPlace(file: region.file, token: start))
      }
      guard
        args.contains(where: { isShown($0.start) })
          || closures.contains(where: { isShown($0.open + 1) })
      else { return nil }
      let inPlace =
        args.filter { !isShown($0.start) }.map { ($0.start, $0.end) }
        + closures.filter { !isShown($0.open + 1) }.map { ($0.open + 1, $0.close) }
      for (start, stop) in inPlace where start < stop {
        walk(
          Region(file: region.file, start: start, end: stop, owner: region.owner),
          depth: depth + 1, recurse: recurse, toolbar: toolbar, into: &content,
          visiting: &visiting)
      }
      return past
    }
    return nil
  }

  /// Whether the `.` at token `dot` begins an implicit member expression (`{ .push(.zoom) }`,
  /// `style: .push(x)`, `return .push(x)`): a value of an enum, not a method called on one.
  func isImplicitMember(_ dot: Int, in file: SourceFile) -> Bool {
    guard dot >= 1, file.isPunctuation(dot, ASCII.dot) else { return false }
    let before = file.code[dot - 1]
    if before.kind == .punctuation {
      return "({[,:=".utf8.contains(file.bytes[before.start])
    }
    return ["return", "case", "in"].contains { file.isWord(dot - 1, $0) }
  }

  /// `path.append(value)` at the `.` token `dot` of `file`, or a router's `navigate(to:)`: a push
  /// of the value's words. Returns where the walk goes on, or `nil` for an `append` on no path.
  mutating func pathPush(
    _ name: String, in file: SourceFile, at dot: Int, argumentsEnd: Int,
    location: SourceLocation, past: Int, into content: inout ScreenContent
  ) -> Int? {
    let router = name == "navigate"
    guard router || file.text(dot - 1).lowercased().contains("path") else { return nil }
    content.items.append(
      .valueLink(words(file, dot + 3, argumentsEnd), at: location, router: router))
    return past
  }
}
