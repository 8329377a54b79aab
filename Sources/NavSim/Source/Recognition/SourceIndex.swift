import NavSimCore

/// The declarations a scan resolves names against, across every file: types (with the
/// protocols they conform to, extensions merged) and their members that have a body (computed
/// properties and functions, where a view's `body` and its helper views live).
struct SourceIndex: Sendable {
  /// A type declaration (or an extension of one).
  struct TypeDeclaration: Sendable {
    var name: String
    var file: Int
    var nameToken: Int
    /// The conformances written after `:` (their last name component: `View`, `App`, …).
    var conformances: [String]
    /// Whether `@main` is written before it.
    var isMain: Bool
    /// Whether it is a protocol.
    var isProtocol = false
    /// Whether generic parameters follow its name.
    var isGeneric = false
    /// Its body's `{` and `}` in the file's code tokens.
    var open = 0
    var close = 0
  }

  /// A computed property or function with a body, inside a type or an extension.
  struct Member: Sendable {
    var name: String
    /// The type or extended type it belongs to (`View` for `extension View`).
    var owner: String
    var file: Int
    /// The member's `{` and `}` in the file's code tokens.
    var open: Int
    var close: Int
    /// Where the name is written.
    var nameToken: Int
    /// Whether its declared type names a view (`some View`, `AnyView`, `-> some View`).
    var returnsView: Bool
  }

  var files: [SourceFile]
  /// Every declaration, in file and source order.
  var types: [TypeDeclaration] = []
  /// The names of types conforming to `View` (directly or by an extension).
  var viewTypes: Set<String> = []
  /// For each view type, the declaration (its index in ``types``) that makes it a view: a
  /// model type of the same name in another namespace (`DBModel.CountryDetails`) is not it.
  var viewDeclarations: [String: Int] = [:]
  /// The names of `UIViewControllerRepresentable` and `UIViewRepresentable` types.
  var representables: Set<String> = []
  /// The representables whose `makeUIViewController` makes a tab bar controller (a
  /// `UITabBarController` or a class of the sources that inherits from one): a tab bar of the
  /// app's own (``Recognizer/uikitTabs(at:region:into:)``).
  var tabBarRepresentables: Set<String> = []
  /// The names of `ViewModifier` types (they wrap a content; they are not one).
  var modifierTypes: Set<String> = []
  /// The names of generic view types (`struct LazyView<Content: View>`): wrappers whose
  /// content is what they are given.
  var genericViews: Set<String> = []
  /// The generic views that wrap what they are given (`LazyView`, a tab's stack around its
  /// content): ``genericViews`` but those whose declaration makes views of the sources of its
  /// own (`struct ExpandedPostView<Content: View>` whose body shows `LargePostView`), screens
  /// that are given some content (``genericScreens(files:types:viewTypes:generic:)``).
  var genericWrappers: Set<String> = []
  /// The names of every declared type (views or not).
  var declaredTypes: Set<String> = []
  /// Members by name.
  var members: [String: [Member]] = [:]
  /// The members with a body by the place of their `{` (a function's, a computed property's).
  var memberOpening: [TokenPlace: Member] = [:]
  /// Each type's `body` members (a type and its extensions), by the type's name.
  var bodies: [String: [Member]] = [:]
  /// The first member of each name of each owner (``member(named:owner:)``).
  private var ownMembers: [OwnedName: Member] = [:]
  /// The names of the members of `extension View` (the app's own modifiers).
  var viewModifierNames: Set<String> = []
  /// The app's own functions declared outside any type that take or make a view, by name
  /// (`func Section(_ title: String, @ViewBuilder content: …, learnMore: …) -> some View`):
  /// a call the labels of one of them take is that function (``Recognizer/globalFunctionCall``).
  var globalFunctions: [String: [Member]] = [:]

  /// A member's name with its owner's.
  private struct OwnedName: Hashable {
    var name: String
    var owner: String
  }
  /// For each file, whether each code token is in a branch of `#if` the iPhone build leaves out
  /// (empty for a file without one; ``platformExclusions(_:)``).
  var excluded: [[Bool]] = []
  /// For each file, whether each code token is in a view no finger can touch (empty for a file
  /// without one; ``untouchableViews(_:)``).
  var untouchable: [[Bool]] = []
  /// The members left out because only another platform's code uses them
  /// (``excludeMembersUsedOffIOS()``): the name, its first declaration, how many there are.
  var offIOSMembers: [(name: String, at: SourceLocation, declarations: Int, reason: LeftOut)] = []
  /// The availability checks that chose a branch (``availabilityExclusions(_:iOS:into:)``): the
  /// file, the code token of each `if` or `guard` and the code tokens it leaves out, in file
  /// order.
  var availabilityChecks: [(file: Int, token: Int, leftOut: ClosedRange<Int>)] = []
  /// The iOS version the availability checks are read at (`nil`: every branch read).
  var iOSVersion: OSVersion?
  /// Whether `DEBUG` was read set (a debug build), unset (a release build), or neither (`nil`).
  var debug: Bool?
  /// The idiom checks that chose a branch (``excludeOtherIdioms()``): the file, the `if` or
  /// `guard`, and the code tokens left out.
  var idiomChecks: [(file: Int, token: Int, leftOut: ClosedRange<Int>)] = []
  /// The `#if DEBUG` branches the build read leaves out (``excludeConfiguration(debug:)``): the
  /// file and the code tokens, from the directive, in file order.
  var configurationBranches: [(file: Int, leftOut: ClosedRange<Int>)] = []
  /// For each file with some, the ranges of code tokens left out by the build configuration or
  /// because they do not run at ``iOSVersion``, with why.
  var leftOutRanges: [Int: [(range: ClosedRange<Int>, reason: LeftOut)]] = [:]
  /// The names of the members left out so far (``excludeMembersUsedOffIOS(reason:)``).
  var membersLeftOut: Set<String> = []
  /// The names of the values a stack is bound to (``boundPaths(_:)``), read once.
  var pathNames: Set<String> = []
  /// The names of the app's own functions that push on a bound path
  /// (``pushMethods(files:members:paths:)``).
  var pushMethods: Set<String> = []
  /// The routes of the app's own registries by name (``routes(files:members:viewTypes:)``).
  var routes: [String: Route] = [:]
  /// The cases of the registries' `switch self` by type and name (`SettingsPage.general`).
  var caseRoutes: [String: Route] = [:]
  /// The app's own routing methods by name (``routingMethods(files:members:viewTypes:routes:)``).
  var routingMethods: [String: [Member]] = [:]
  /// The properties a `.sheet(item:)` or `.fullScreenCover(item:)` whose content chooses by
  /// the item is bound to (``presentedItems(files:)``): setting one to a route presents it.
  var presentedProperties: Set<String> = []
  /// The presentation kinds a router's mechanism wraps in a stack
  /// (``routerStackKinds(files:bodies:excluded:)``).
  var routerStackKinds: Set<PresentationKind> = []
  /// The app's own link views (``linkViews(files:bodies:)``).
  var linkViews: Set<String> = []
  /// The `@State` properties nothing sets (``unsetStates(files:excluded:)``): a presentation bound to
  /// one is never shown.
  var unsetStates: Set<String> = []
  /// Those of ``unsetStates`` whose names code the iPhone build leaves out (or does not run)
  /// writes too.
  var unsetStatesWrittenWhereLeftOut: Set<String> = []
  /// For each enum, the cases no code that runs makes (``findUnmadeCases()``): a `switch self`
  /// case for one shows nothing.
  var unmadeCases: [String: Set<String>] = [:]
  /// Where each unmade case (`Type.name`) is made, for its note.
  var unmadeCasePlaces: [String: UnmadeCase] = [:]

  /// Indexes `files` as the iPhone build compiles them: `#if DEBUG` as `debug` says (every
  /// branch read when it is `nil`: ``configurationBranches``), the availability checks read as
  /// on iOS `version` (every branch read when it is `nil`:
  /// ``availabilityExclusions(_:iOS:into:)``).
  init(files: [SourceFile], iOS version: OSVersion? = nil, debug: Bool? = nil) {
    self.files = files
    excluded = files.map { Self.platformExclusions($0) }
    if let debug { excludeConfiguration(debug: debug) }
    untouchable = files.map(Self.untouchableViews)
    for (f, file) in files.enumerated() { index(file, number: f) }
    indexMemberOpenings()
    excludeMembersUsedOffIOS(reason: .platform)
    if debug != nil { excludeMembersUsedOffIOS(reason: .configuration) }
    if let version {
      excludeUnavailable(iOS: version)
      excludeOtherIdioms()
    }
    // Protocols that refine View (`protocol ConnectedView: View`) make views too.
    var viewProtocols = Self.viewProtocols
    var grew = true
    while grew {
      grew = false
      for type in types
      where type.isProtocol && !viewProtocols.contains(type.name)
        && type.conformances.contains(where: viewProtocols.contains)
      {
        viewProtocols.insert(type.name)
        grew = true
      }
    }
    pathNames = Self.boundPaths(files)
    pushMethods = Self.pushMethods(files: files, members: members, paths: pathNames)
    for type in types where type.isGeneric { genericViews.insert(type.name) }
    let declaredProtocols = Set(types.filter(\.isProtocol).map(\.name))
    for (n, type) in types.enumerated() where !type.isProtocol {
      // A protocol from a package the sources do not hold (`ConnectedView` of a Redux
      // package) is taken for a view protocol when its name ends in `View`; not by a class,
      // whose `View` is a UIKit superclass (`class ContentView: UIView`, `MKMapView`).
      let isClass = files[type.file].isWord(type.nameToken - 1, "class")
      let packageView =
        !isClass
        && type.conformances.contains {
          $0.hasSuffix("View") && !declaredProtocols.contains($0)
            && !Self.viewProtocols.contains($0)
        }
      if packageView || type.conformances.contains(where: viewProtocols.contains) {
        viewTypes.insert(type.name)
        if viewDeclarations[type.name] == nil { viewDeclarations[type.name] = n }
      }
    }
    // Lookups by owner, so that reading a view costs the same however many views there are.
    for (name, found) in members.sorted(by: { $0.key < $1.key }) {
      for member in found {
        let key = OwnedName(name: name, owner: member.owner)
        if ownMembers[key] == nil { ownMembers[key] = member }
        if name == "body" { bodies[member.owner, default: []].append(member) }
        if member.owner == "View" { viewModifierNames.insert(name) }
      }
    }
    inheritBodies()
    for type in types where type.conformances.contains("ViewModifier") {
      modifierTypes.insert(type.name)
    }
    for type in types
    where type.conformances.contains("UIViewControllerRepresentable")
      || type.conformances.contains("UIViewRepresentable")
    {
      representables.insert(type.name)
    }
    tabBarRepresentables = Self.tabBarRepresentables(
      files: files, types: types, members: members, representables: representables)
    (routes, caseRoutes) = Self.routes(files: files, members: members, viewTypes: viewTypes)
    routingMethods = Self.routingMethods(
      files: files, members: members, viewTypes: viewTypes, routes: routes)
    presentedProperties = Set(Self.presentedItems(files: files).map(\.property))
    linkViews = Self.linkViews(files: files, bodies: bodies, generic: genericViews)
    (unsetStates, unsetStatesWrittenWhereLeftOut) = Self.unsetStates(
      files: files, excluded: excluded)
    (unmadeCases, unmadeCasePlaces) = findUnmadeCases()
    genericWrappers = genericViews.subtracting(
      Self.genericScreens(files: files, types: types, viewTypes: viewTypes, generic: genericViews))
    routerStackKinds = Self.routerStackKinds(files: files, bodies: bodies, excluded: excluded)
  }

  /// The generic views whose declaration makes a view type of the sources other than itself
  /// (`Name(` or `Name {`) and hosts no navigation stack: a view that wraps its content in a
  /// `NavigationStack` (a tab's stack with its toolbar) is a wrapper, its content the screen.
  static func genericScreens(
    files: [SourceFile], types: [TypeDeclaration], viewTypes: Set<String>, generic: Set<String>
  ) -> Set<String> {
    var result: Set<String> = []
    for type in types where generic.contains(type.name) && !result.contains(type.name) {
      let file = files[type.file]
      var makesView = false
      var hostsStack = false
      for k in type.open + 1..<max(type.open + 1, type.close)
      where file.code[k].kind == .identifier {
        if file.isWord(k, "NavigationStack") || file.isWord(k, "NavigationView") {
          hostsStack = true
          break
        }
        let name = file.text(k)
        if name != type.name, viewTypes.contains(name), !file.isPunctuation(k - 1, ASCII.dot),
          file.isPunctuation(k + 1, ASCII.openParen) || file.isPunctuation(k + 1, ASCII.openBrace)
        {
          makesView = true
        }
      }
      if makesView && !hostsStack { result.insert(type.name) }
    }
    return result
  }

  /// The protocols that make a type a view for the scan.
  static let viewProtocols: Set<String> = [
    "View", "ViewModifier", "ToolbarContent", "UIViewControllerRepresentable",
    "UIViewRepresentable",
  ]

  /// The member called `name` of `owner`, else of `extension View`.
  func member(named name: String, owner: String?) -> Member? {
    if let owner, let own = ownMembers[OwnedName(name: name, owner: owner)] { return own }
    return ownMembers[OwnedName(name: name, owner: "View")]
  }

  /// The member called `name` if the sources declare exactly one with a body, `body` aside.
  func uniqueMember(named name: String) -> Member? {
    guard name != "body", let found = members[name], found.count == 1 else { return nil }
    return found.first
  }

  /// The member called `name` of a value called `value` whose type the scan does not know:
  /// the only one the sources declare, or else the only one whose type the value's name names
  /// (`appDelegate.rootView` is `AppDelegate`'s, `environment.rootView` `AppEnvironment`'s:
  /// the type's name, without case, is the value's name or ends with it).
  func member(named name: String, onValue value: String) -> Member? {
    if let unique = uniqueMember(named: name) { return unique }
    guard name != "body", let found = members[name] else { return nil }
    let word = value.lowercased()
    let named = found.filter { $0.owner.lowercased().hasSuffix(word) }
    return named.count == 1 ? named.first : nil
  }

  /// Whether code token `token` is in a branch of `#if` for another platform than iOS
  /// (`#if os(macOS)`, `#else` of `#if os(iOS)`): the scan reads the app's iPhone branch.
  func isOutsideIOS(file f: Int, token: Int) -> Bool {
    isExcluded(file: f, token: token)
  }

  /// The `@main` App types, in source order (the App types when none is marked `@main`): a
  /// folder of several targets (an app, its App Clip, preview apps) has several.
  var mainApps: [TypeDeclaration] {
    let apps = types.filter { $0.conformances.contains("App") && !$0.isProtocol }
    let main = apps.filter(\.isMain)
    return main.isEmpty ? apps : main
  }

  private mutating func index(_ file: SourceFile, number f: Int) {
    let n = file.code.count
    // The enclosing type declarations, innermost last, with the index of their closing brace.
    var enclosing: [(name: String, close: Int)] = []
    var i = 0
    while i < n {
      while let last = enclosing.last, i > last.close { enclosing.removeLast() }
      if isExcluded(file: f, token: i) {
        // Code of another platform's branch is not the iPhone app's.
        i += 1
        continue
      }
      if file.isWord(i, "struct") || file.isWord(i, "class") || file.isWord(i, "enum")
        || file.isWord(i, "extension") || file.isWord(i, "actor") || file.isWord(i, "protocol")
      {
        if let (decl, open, close) = declaration(at: i, in: file, number: f) {
          types.append(decl)
          declaredTypes.insert(decl.name)
          enclosing.append((decl.name, close))
          i = open + 1
          continue
        }
      }
      if let owner = enclosing.last, file.isWord(i, "var") || file.isWord(i, "func") {
        if let member = member(at: i, in: file, number: f, owner: owner.name) {
          members[member.name, default: []].append(member)
          i = member.open + 1
          continue
        }
      } else if enclosing.isEmpty, file.isWord(i, "func"),
        let function = member(at: i, in: file, number: f, owner: "")
      {
        // Recorded only: its body is read on, as before (a type declared in it is indexed).
        if function.returnsView { globalFunctions[function.name, default: []].append(function) }
      }
      i += 1
    }
  }

  /// The declaration at `struct|class|enum|extension|actor` token `i`: its name, the
  /// conformances, and its body's braces.
  private func declaration(at i: Int, in file: SourceFile, number f: Int) -> (
    TypeDeclaration, Int, Int
  )? {
    let isExtension = file.isWord(i, "extension")
    var k = i + 1
    guard k < file.code.count, file.code[k].kind == .identifier else { return nil }
    // `extension Foo.Bar`: the last component names the type.
    var name = file.text(k)
    let nameToken = k
    k += 1
    while file.isPunctuation(k, ASCII.dot), file.code.indices.contains(k + 1),
      file.code[k + 1].kind == .identifier
    {
      name = file.text(k + 1)
      k += 2
    }
    var conformances: [String] = []
    var angle = 0
    var sawColon = false
    while k < file.code.count {
      if file.isPunctuation(k, ASCII.openBrace), angle == 0 { break }
      if file.isPunctuation(k, UInt8(ascii: "<")) { angle += 1 }
      if file.isPunctuation(k, UInt8(ascii: ">")) { angle = max(0, angle - 1) }
      if file.isPunctuation(k, UInt8(ascii: ":")), angle == 0 { sawColon = true }
      if file.isWord(k, "where") { sawColon = false }
      // A declaration never has `;`, `}` or `=` before its body: this is not one.
      if file.isPunctuation(k, UInt8(ascii: ";")) || file.isPunctuation(k, ASCII.closeBrace)
        || file.isPunctuation(k, UInt8(ascii: "="))
      {
        return nil
      }
      if sawColon, angle == 0, file.code[k].kind == .identifier,
        !file.isPunctuation(k + 1, ASCII.dot)
      {
        conformances.append(file.text(k))
      }
      k += 1
    }
    guard k < file.code.count, let close = file.partner(of: k), close > k else { return nil }
    var isMain = false
    var back = i - 1
    while back >= 0, back >= i - 12 {
      if file.isWord(back, "main"), file.isPunctuation(back - 1, UInt8(ascii: "@")) {
        isMain = true
        break
      }
      if file.isPunctuation(back, ASCII.closeBrace) || file.isPunctuation(back, ASCII.openBrace) {
        break
      }
      back -= 1
    }
    _ = isExtension
    return (
      TypeDeclaration(
        name: name, file: f, nameToken: nameToken, conformances: conformances, isMain: isMain,
        isProtocol: file.isWord(i, "protocol"),
        isGeneric: !isExtension && file.isPunctuation(nameToken + 1, UInt8(ascii: "<")),
        open: k, close: close),
      k, close
    )
  }

  /// The member at `var|func` token `i` if it has a body: `var name: T { … }` (not `= …`,
  /// not `{ get set }` of a protocol) or `func name(…) -> T { … }`.
  private func member(at i: Int, in file: SourceFile, number f: Int, owner: String) -> Member? {
    let k = i + 1
    guard k < file.code.count, file.code[k].kind == .identifier else { return nil }
    var j = k + 1
    while j < file.code.count {
      if file.isPunctuation(j, ASCII.openBrace) { break }
      if file.isPunctuation(j, UInt8(ascii: "=")) || file.isPunctuation(j, ASCII.closeBrace)
        || file.isWord(j, "var") || file.isWord(j, "let") || file.isWord(j, "func")
      {
        return nil
      }
      if file.isPunctuation(j, ASCII.openParen) || file.isPunctuation(j, ASCII.openBracket) {
        guard let close = file.partner(of: j) else { return nil }
        j = close + 1
        continue
      }
      j += 1
    }
    // An opener the file never closes, as its last token, has no partner: no body.
    guard j < file.code.count, let close = file.partner(of: j), close > j else { return nil }
    var returnsView = false
    for t in (k + 1)..<j where file.isWord(t, "View") || file.isWord(t, "AnyView") {
      returnsView = true
    }
    return Member(
      name: file.text(k), owner: owner, file: f, open: j, close: close, nameToken: k,
      returnsView: returnsView)
  }
}
