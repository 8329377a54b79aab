import NavSimCore
import NavSimScenario

/// The root view: the `@main` App's `WindowGroup`, chosen among several apps, and the view of
/// it that holds the navigation.
extension AppBuilder {
  /// How an app of several ranks to be read (lowest first): the one an earlier reading of the
  /// same sources chose (``preferredApp``), then one outside nested packages and demo folders,
  /// then the one whose root holds the most navigation.
  mutating func appRank(_ main: SourceIndex.TypeDeclaration, root: Destination) -> (Int, Int, Int) {
    (main.name == preferredApp ? 0 : 1, outskirts(main), -navigationSize(root))
  }

  /// The root view: what the `@main` App's `WindowGroup` shows, or a default with a note.
  mutating func rootDestination(origin: SourceLocation) -> (Destination, SourceLocation)? {
    let apps = index.mainApps
    var found:
      [(
        app: SourceIndex.TypeDeclaration, root: (Destination, SourceLocation),
        notes: [ScanDiagnostic]
      )] =
        []
    for main in apps {
      // Each candidate's notes are kept aside: only the app read has its notes said.
      let before = notes.count
      let root = windowGroupRoot(of: main)
      let said = Array(notes[before...])
      notes.removeSubrange(before...)
      if let root { found.append((main, root, said)) }
    }
    if let first = found.first {
      // Several apps (an app, its App Clip, preview apps): the one whose root holds the most
      // navigation, the first of those in source order.
      // An app inside a nested package or a demo folder (a design system's inspector app) is
      // read only when no other is.
      var best = first
      var bestRank = appRank(first.app, root: first.root.0)
      for candidate in found.dropFirst() {
        let candidateRank = appRank(candidate.app, root: candidate.root.0)
        if candidateRank < bestRank { (best, bestRank) = (candidate, candidateRank) }
      }
      if found.count > 1 {
        let aside = found.contains { outskirts($0.app) > bestRank.1 }
        notes.append(
          ScanDiagnostic(
            .note, at: index.files[best.app.file].location(ofCode: best.app.nameToken),
            "\(found.count) apps in the sources (\(found.map(\.app.name).joined(separator: ", "))): "
              + "read \(best.app.name), whose root holds the most navigation"
              + (aside ? " of those outside nested packages and demo folders" : "")
              + "; scan one app's folder to read another"))
      }
      notes += best.notes
      app.name = best.app.name
      return coordinatorRoot(instead: best.root) ?? best.root
    }
    if let main = apps.first {
      notes.append(
        ScanDiagnostic(
          .note, at: index.files[main.file].location(ofCode: main.nameToken),
          "no WindowGroup { … } in the App's body: the root is chosen as without an App"))
    }
    // Each view's own declaration, not another type of its name (`class ContentView: UIView`).
    let views = index.types.indices.filter { index.viewDeclarations[index.types[$0].name] == $0 }
      .map { index.types[$0] }
    guard !views.isEmpty else {
      notes.append(ScanDiagnostic(.note, at: origin, "no SwiftUI view (struct X: View) found"))
      return nil
    }
    let pick =
      views.first { recognizer.content(ofType: $0.name).tabViewSite != nil }
      ?? views.first { recognizer.content(ofType: $0.name).hostsStack } ?? views[0]
    let at = index.files[pick.file].location(ofCode: pick.nameToken)
    notes.append(
      ScanDiagnostic(
        .note, at: at,
        "no @main App with a WindowGroup: the root is \(pick.name), the first view with a "
          + "TabView, else with a NavigationStack, else the first view"
          + (uikitWindowRoot().map { window in
            "; the app's window is UIKit's (\(window.text) at \(window.at.path):"
              + "\(window.at.line):\(window.at.column)): the screens it shows through UIKit "
              + "are not read from it"
          } ?? "")))
    return (.type(pick.name, at: at), at)
  }

  /// The first place the sources give a UIKit window its root (`window.rootViewController =
  /// TabBarController()`), as written up to the call's name, or `nil`.
  func uikitWindowRoot() -> (text: String, at: SourceLocation)? {
    for file in index.files {
      var k = 2
      while k + 2 < file.code.count {
        if file.isWord(k, "rootViewController"), file.isPunctuation(k - 1, ASCII.dot),
          file.code[k - 2].kind == .identifier, file.text(k - 2).lowercased().hasSuffix("window"),
          file.isPunctuation(k + 1, UInt8(ascii: "=")),
          !file.isPunctuation(k + 2, UInt8(ascii: "=")),
          file.code[k + 2].kind == .identifier
        {
          let text = "\(file.text(k - 2)).rootViewController = \(file.text(k + 2))(…)"
          return (text, file.location(ofCode: k - 2))
        }
        k += 1
      }
    }
    return nil
  }

  /// The root when the WindowGroup shows what the scan cannot read (`appCoordinator
  /// .toPresentable()`) and the app's coordinators set roots (``CoordinatorGraph/roots``): the
  /// one from which the most screens are reached, the first of those in source order, with a
  /// note naming the others.
  mutating func coordinatorRoot(instead shown: (Destination, SourceLocation)) -> (
    Destination, SourceLocation
  )? {
    switch shown.0 {
    case .unresolved, .leaf: break
    default: return nil
    }
    guard let first = coordinators.roots.first else { return nil }
    var best = first
    var bestReach = reach(from: first.name)
    for candidate in coordinators.roots.dropFirst() {
      let n = reach(from: candidate.name)
      if n > bestReach { (best, bestReach) = (candidate, n) }
    }
    let others = coordinators.roots.filter { $0.name != best.name }.map(\.name)
    notes.append(
      ScanDiagnostic(
        .note, at: shown.1,
        "the WindowGroup shows a coordinator's view; the root is \(best.name), set as a stack's "
          + "root at \(best.at), from which the most screens (\(bestReach)) are reached"
          + (others.isEmpty
            ? "" : "; the other roots the coordinators set: \(others.joined(separator: ", "))")))
    rootIsCoordinatorStack = true
    return (.type(best.name, at: best.at), best.at)
  }

  /// The roots the window shows besides the one read (``ScannedApp/otherRoots``): the roots
  /// the coordinators set, when the root is a coordinator's, and the views set as the root of
  /// a UIKit window of the app's own; each once, with a note for each group.
  mutating func addOtherRoots() {
    if rootIsCoordinatorStack {
      addOtherRoots(
        coordinators.roots,
        saying: {
          "the window's other roots (\($0)) are read too: their screens are never "
            + "reached from the start, and each presentation there is judged from its own root"
        })
    }
    addOtherRoots(
      windowRoots,
      saying: {
        "shown as the root of a UIKit window of the app's own (\($0)): read as another "
          + "root, its screens not reached from the start, each presentation there judged from "
          + "its own root"
      })
  }

  /// Roots `roots` that are views not named yet, added to ``ScannedApp/otherRoots``, with one
  /// note at the first, `saying` given their names.
  private mutating func addOtherRoots(
    _ roots: [(name: String, at: SourceLocation)], saying: (String) -> String
  ) {
    var added: [String] = []
    for root in roots where index.viewTypes.contains(root.name) {
      guard !names.values.contains(root.name) else { continue }
      if let name = self.names(
        for: .type(root.name, at: root.at), parent: "App", kind: "root", at: root.at
      ).first {
        app.otherRoots.append(name)
        added.append(name)
      }
    }
    guard let first = roots.first(where: { added.contains($0.name) }) else { return }
    notes.append(ScanDiagnostic(.note, at: first.at, saying(added.joined(separator: ", "))))
  }

  /// How many screens are reached from view `name` through links and presentations of views
  /// (at most ``App/maximumScreens``).
  mutating func reach(from name: String) -> Int {
    var seen: Set<String> = [name]
    var queue = [name]
    var next = 0
    while next < queue.count, seen.count < App.maximumScreens {
      let content = recognizer.content(ofType: queue[next])
      next += 1
      for item in content.items {
        let destination: Destination
        switch item {
        case .link(let d, _, _), .presentation(_, _, _, let d, _, _): destination = d
        default: continue
        }
        var names: [String] = []
        if case .type(let n, _) = destination { names = [n] }
        if case .oneOf(let choices, _, _) = destination {
          for case .type(let n, _) in choices { names.append(n) }
        }
        for n in names where seen.insert(n).inserted { queue.append(n) }
      }
    }
    return seen.count
  }

  /// The folder names of apps that show a library rather than being the product.
  static let demoFolders: Set<String> = [
    "demo", "demos", "example", "examples", "sample", "samples", "preview", "previews",
    "playground", "playgrounds", "showcase", "gallery", "inspector", "tests", "uitests",
  ]

  /// How far App `main` sits from the product: one for each package of the sources (a folder
  /// with its own `Package.swift`) its file is in, and one if a folder on its path is named
  /// like a demo (``demoFolders``).
  func outskirts(_ main: SourceIndex.TypeDeclaration) -> Int {
    let path = index.files[main.file].path
    var n = 0
    for file in index.files
    where file.path == "Package.swift" || file.path.hasSuffix("/Package.swift") {
      if path.hasPrefix(String(file.path.dropLast("Package.swift".count))) { n += 1 }
    }
    let folders = path.split(separator: "/").dropLast()
    if folders.contains(where: { Self.demoFolders.contains($0.lowercased()) }) { n += 1 }
    return n
  }

  /// What the `WindowGroup { … }` of App `main` shows (its `body`, then its other members, the
  /// iOS branch of an `#if`), with the group's place.
  mutating func windowGroupRoot(of main: SourceIndex.TypeDeclaration) -> (
    Destination, SourceLocation
  )? {
    // The `body`, then the App's other members (`var appScene: some Scene` in an extension).
    // The key's type is written out: the tuple comparison inferred took the type checker
    // seconds.
    let key: (SourceIndex.Member) -> (Int, Int, Int) = {
      ($0.name == "body" ? 0 : 1, $0.file, $0.open)
    }
    let members = index.members.values.flatMap { $0 }.filter { $0.owner == main.name }
      .sorted { key($0) < key($1) }
    for member in members where !index.isOutsideIOS(file: member.file, token: member.nameToken) {
      let file = index.files[member.file]
      var k = member.open + 1
      while k < member.close {
        if file.isWord(k, "WindowGroup") {
          var open = k + 1
          if file.isPunctuation(open, ASCII.openParen) {
            open = (file.partner(of: open) ?? open) + 1
          }
          if file.isPunctuation(open, ASCII.openBrace), let close = file.partner(of: open) {
            let at = file.location(ofCode: k)
            let region = Region(file: member.file, start: open + 1, end: close, owner: main.name)
            let (shown, facts) = recognizer.resolve(region)
            // `WindowGroup { NavigationStack { Home() } }`: the stack is the App's, around Home.
            if facts.hostsStack { windowGroupStacks.insert(main.name) }
            return (navigationalRoot(shown, in: region), at)
          }
        }
        k += 1
      }
    }
    return nil
  }

  /// How much navigation a root holds, to choose between apps: its tabs, links and
  /// presentations, embedded views included.
  mutating func navigationSize(_ root: Destination) -> Int {
    let content: ScreenContent
    switch root {
    case .type(let name, _): content = recognizer.content(ofType: name)
    case .inline(let region, _): content = recognizer.read(region, recurse: true)
    default: return 0
    }
    return content.items.count + content.tabs.count + content.valueDestinations.count
  }

  /// The root the WindowGroup shows: `shown`, unless another view written in the group holds
  /// more of the app (`ZStack { if ready { TabBarView() }; MigrationView() }`, a splash or
  /// migration screen laid over it): the first with a TabView when `shown` has none, else the
  /// first with a NavigationStack when `shown` has neither; with a note.
  mutating func navigationalRoot(_ shown: Destination, in region: Region) -> Destination {
    guard case .type(let name, _) = shown else { return shown }
    // A generic wrapper around the whole app whose own body presents (`WithAuthentication {
    // RootView() }` with a PIN alert) presents over every screen: the root is the group's
    // content with the wrapper's presentations (a view modifier's, in `resolve`, likewise).
    let written = recognizer.read(region, recurse: false).references
    let wrappers = written.filter {
      index.genericViews.contains($0.name) && recognizer.content(ofType: $0.name).isNavigational
    }
    if let wrapper = wrappers.first {
      notes.append(
        ScanDiagnostic(
          .note, at: wrapper.at,
          "\(wrapper.name) wraps the app's root \(name) and presents on its own: the root is "
            + "the WindowGroup's content, with its presentations"))
      return .inline(region, at: index.files[region.file].location(ofCode: region.start))
    }
    let own = recognizer.content(ofType: name)
    guard own.tabViewSite == nil else { return shown }
    let views = written.filter { index.viewTypes.contains($0.name) && $0.name != name }
    var pick = views.first { recognizer.content(ofType: $0.name).tabViewSite != nil }
    var what = "a TabView"
    if pick == nil, !own.hostsStack {
      pick = views.first { recognizer.content(ofType: $0.name).hostsStack }
      what = "a NavigationStack"
    }
    guard let pick else { return shown }
    notes.append(
      ScanDiagnostic(
        .note, at: pick.at,
        "the WindowGroup shows \(name) and \(pick.name); the root is \(pick.name), which has "
          + "\(what) where \(name) has none"))
    return .type(pick.name, at: pick.at)
  }
}
