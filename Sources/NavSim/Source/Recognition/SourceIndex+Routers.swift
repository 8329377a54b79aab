/// Routers: a method of the app's own that pushes by changing a path a stack is bound to
/// (`func navigateTo(_ d: Dest) { path.append(d) }`, `path = path + [d]`), or a static function
/// that calls such a method (`static func to(_ d: Dest) { shared.navigateTo(d) }`), is read at
/// each call as a push by value through a router (docs/SCAN.md).
extension SourceIndex {
  /// The most rounds of "calls a pushing method" followed.
  static let maximumRouterRounds = 8

  /// The names of the functions whose body pushes on a path, directly or through another such
  /// function (`body` and SwiftUI's own names aside).
  static func pushMethods(
    files: [SourceFile], members: [String: [Member]], paths: Set<String>
  ) -> Set<String> {
    var functions: [Member] = []
    for name in members.keys.sorted() where name != "body" && name != "append" {
      // A view modifier of the app's own (`extension View`) or a function that makes a view
      // is read as what it is, never as a push.
      for member in members[name] ?? []
      where isFunction(member, in: files) && member.owner != "View" && !member.returnsView
        && takesParameters(member, in: files)
      {
        functions.append(member)
      }
    }
    var found: Set<String> = []
    for member in functions where pushesOnAPath(member, paths: paths, in: files) {
      found.insert(member.name)
    }
    var round = 0
    var grew = !found.isEmpty
    while grew, round < maximumRouterRounds {
      grew = false
      round += 1
      // Only a type's static functions (`Nav.to(…)`): an instance method that calls a push
      // method among other work (a URL handler, a loader) is not taken for one.
      for member in functions where !found.contains(member.name) && isStatic(member, in: files) {
        let file = files[member.file]
        var k = member.open + 1
        while k < member.close {
          if file.code[k].kind == .identifier, found.contains(file.text(k)),
            file.isPunctuation(k + 1, ASCII.openParen)
          {
            found.insert(member.name)
            grew = true
            break
          }
          k += 1
        }
      }
    }
    return found
  }

  /// Whether the function `member` takes a parameter (a push carries where it goes).
  private static func takesParameters(_ member: Member, in files: [SourceFile]) -> Bool {
    let file = files[member.file]
    var k = member.nameToken + 1
    if file.isPunctuation(k, UInt8(ascii: "<")) {
      while k < member.open, !file.isPunctuation(k, UInt8(ascii: ">")) { k += 1 }
      k += 1
    }
    return file.isPunctuation(k, ASCII.openParen) && !file.isPunctuation(k + 1, ASCII.closeParen)
  }

  /// Whether the function `member` is declared `static` (or `class`).
  private static func isStatic(_ member: Member, in files: [SourceFile]) -> Bool {
    let file = files[member.file]
    let k = member.nameToken - 1
    return (k - 3..<k).contains { file.isWord($0, "static") || file.isWord($0, "class") }
  }

  /// Whether `member` is declared with `func`.
  private static func isFunction(_ member: Member, in files: [SourceFile]) -> Bool {
    files[member.file].isWord(member.nameToken - 1, "func")
  }

  /// The names of the values a stack is bound to (`NavigationStack(path: $router.path)` names
  /// `path`) or that are declared a `NavigationPath`.
  static func boundPaths(_ files: [SourceFile]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      var k = 0
      while k + 3 < file.code.count {
        if file.isWord(k, "NavigationStack"), file.isPunctuation(k + 1, ASCII.openParen),
          file.isWord(k + 2, "path"), file.isPunctuation(k + 3, UInt8(ascii: ":")),
          let close = file.partner(of: k + 1), close > k + 4,
          file.code[close - 1].kind == .identifier
        {
          names.insert(file.text(close - 1))
        }
        if file.isWord(k + 2, "NavigationPath"), file.code[k].kind == .identifier,
          file.isPunctuation(k + 1, UInt8(ascii: ":"))
            || file.isPunctuation(k + 1, UInt8(ascii: "="))
        {
          names.insert(file.text(k))
        }
        // `var currentPath: Binding<NavigationPath> { … }`: the path of the stack on screen,
        // changed through `currentPath.wrappedValue`.
        if file.code[k].kind == .identifier, file.isPunctuation(k + 1, ASCII.colon),
          file.isWord(k + 2, "Binding"), file.isPunctuation(k + 3, UInt8(ascii: "<")),
          file.isWord(k + 4, "NavigationPath")
        {
          names.insert(file.text(k))
        }
        k += 1
      }
    }
    return names
  }

  /// Whether the body of `member` appends to, or assigns, a value a stack is bound to (`paths`:
  /// `path.append(`, `router.path.append(`, `path = path + [d]`, `navPath += [d]`).
  private static func pushesOnAPath(_ member: Member, paths: Set<String>, in files: [SourceFile])
    -> Bool
  {
    let file = files[member.file]
    var k = member.open + 1
    while k < member.close {
      if file.code[k].kind == .identifier, paths.contains(file.text(k)) {
        if appendCall(file, path: k) != nil { return true }
        let equals = UInt8(ascii: "=")
        if file.isPunctuation(k + 1, equals), !file.isPunctuation(k + 2, equals) {
          // `path = [d]`, `path = reset ? [d] : path + [d]` (not `path = []`, a pop to root).
          // On the statement's line only (`components.path = …` then `queryItems = [` below is
          // no push).
          let line = file.location(ofCode: k).line
          var t = k + 2
          while t < min(member.close, k + 16), file.location(ofCode: t).line == line {
            if file.isPunctuation(t, ASCII.openBracket),
              !file.isPunctuation(t + 1, ASCII.closeBracket)
            {
              return true
            }
            t += 1
          }
        }
        if file.isPunctuation(k + 1, UInt8(ascii: "+")), file.isPunctuation(k + 2, equals) {
          return true
        }
      }
      k += 1
    }
    return false
  }

  /// The `(` of an append to the path named at token `k`: `path.append(`, or through a
  /// binding, `currentPath.wrappedValue.append(`; `nil` when none is written there.
  static func appendCall(_ file: SourceFile, path k: Int) -> Int? {
    var dot = k + 1
    if file.isPunctuation(dot, ASCII.dot), file.isWord(dot + 1, "wrappedValue") { dot += 2 }
    guard file.isPunctuation(dot, ASCII.dot), file.isWord(dot + 1, "append"),
      file.isPunctuation(dot + 2, ASCII.openParen)
    else { return nil }
    return dot + 2
  }
}
