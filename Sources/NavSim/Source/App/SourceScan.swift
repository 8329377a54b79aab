import NavSimCore
import NavSimScenario

/// A scan of SwiftUI sources (`navfuzz scan`): the app they describe, and a note for each
/// thing the scan could not read with the default it took (docs/SCAN.md).
///
/// ```swift
/// let scan = SourceScan(files: [SourceFile(path: "App.swift", text: source)])
/// print(scan.app.text(), terminator: "")
/// for note in scan.diagnostics { print(note) }
/// ```
public struct SourceScan: Sendable {
  /// The app.
  public var app: ScannedApp
  /// The notes, in path, line and column order.
  public var diagnostics: [ScanDiagnostic]
  /// How many files were read.
  public var fileCount: Int
  /// How many lines of Swift were read.
  public var lineCount: Int
  /// How many presentations (`.sheet(`, `.alert(`, …) are written in the iPhone code.
  public var presentationSitesSeen = 0
  /// How many of those are on a screen of the app (the others are notes).
  public var presentationSitesRead = 0
  /// How many coordinator navigation calls (`.push(`, `.setSheetCoordinator(`, …) are written in
  /// the iPhone code; the scan does not follow them and notes each.
  public var navigationCallsUnread = 0
  /// How many `ForEach`es make a TabView's tabs over a collection whose elements the scan
  /// cannot list (each a note; their tabs are what one iteration shows).
  public var tabCollectionsUnlisted = 0

  /// The most notes of one kind (brackets that do not match, strings not closed) said for one
  /// file; the others are counted in one more note.
  static let notesPerKind = 20

  /// Scans `files` (the order they are given in decides nothing but ties in file order).
  public init(files: [SourceFile]) {
    self.init(files: files, budget: .standard)
  }

  /// Scans `files` held to `budget` (``ReadingBudget``).
  init(files: [SourceFile], budget: ReadingBudget) {
    var builder = AppBuilder(index: SourceIndex(files: files), budget: budget)
    builder.build()
    app = builder.app
    app.appInputs = Self.appInputs(app: app, index: builder.index)
    var notes = builder.notes + builder.recognizer.guessed
    for file in files {
      // A file that is not Swift (or is broken throughout) would give a note per bracket: the
      // first ones are said, then how many more.
      for location in file.unbalanced.prefix(Self.notesPerKind) {
        notes.append(
          ScanDiagnostic(
            .note, at: location, "brackets do not match here; the scan reads on as if they did"))
      }
      if file.unbalanced.count > Self.notesPerKind, let last = file.unbalanced.last {
        notes.append(
          ScanDiagnostic(
            .note, at: last,
            "\(file.unbalanced.count - Self.notesPerKind) more brackets that do not match in this "
              + "file, the last here (the first \(Self.notesPerKind) are noted)"))
      }
      let unterminated = file.tokens.filter { $0.kind == .unterminated }
      for token in unterminated.prefix(Self.notesPerKind) {
        notes.append(
          ScanDiagnostic(
            .note, at: file.location(offset: token.start),
            "this string or comment is not closed; the scan reads it to the end of the line or "
              + "file"))
      }
      if unterminated.count > Self.notesPerKind, let last = unterminated.last {
        notes.append(
          ScanDiagnostic(
            .note, at: file.location(offset: last.start),
            "\(unterminated.count - Self.notesPerKind) more strings or comments not closed in "
              + "this file, the last here (the first \(Self.notesPerKind) are noted)"))
      }
    }
    let testCode = TestCode(paths: files.map(\.path))
    let (written, writtenInTests) = testCode.split(Self.presentationsWritten(in: builder.index))
    let read = Self.presentationsRead(in: app)
    notes += Self.unreadNotes(written: written, read: read, screens: app.screens.count)
    presentationSitesSeen = written.count
    presentationSitesRead = written.filter(read.contains).count
    let (calls, callsInTests) = testCode.split(Self.coordinatorCallsWritten(in: builder.index))
    notes += Self.coordinatorCallNotes(calls)
    notes += Self.testCodeNotes(testCode, presentations: writtenInTests, calls: callsInTests)
    navigationCallsUnread = calls.count
    tabCollectionsUnlisted = builder.recognizer.unlistedTabCollections.count
    var seen: Set<ScanDiagnostic> = []
    diagnostics = notes.sorted().filter { seen.insert($0).inserted }
    fileCount = files.count
    lineCount = files.reduce(0) { $0 + $1.lineCount }
  }
}

/// Turns the recogniser's view contents into screens, breadth first from the root.
private struct AppBuilder {
  enum Key: Hashable {
    case type(String)
    case inline(Region)
    /// A screen for content with no view of its own (a leaf, content the scan cannot read):
    /// one for each place and kind of item, however many screens reach it.
    case synthetic(SourceLocation, kind: String)
  }

  var recognizer: Recognizer
  var index: SourceIndex
  var app = ScannedApp()
  var notes: [ScanDiagnostic] = []
  var keys: [Key] = []
  var names: [Key: String] = [:]
  var taken: Set<String> = []
  var counters: [String: Int] = [:]
  var valueDestinations: [ScreenContent.ValueDestination] = []
  var droppedAt: SourceLocation? = nil
  /// Screens pushed with the zoom transition (written at the link's site).
  var zoomed: Set<String> = []
  /// The value destinations already collected, by place.
  var valueDestinationSites: Set<SourceLocation> = []
  /// The notes of ``names(for:parent:kind:at:)`` already written (a place reached by several
  /// paths is noted once).
  var namedNotes: Set<ScanDiagnostic> = []

  init(index: SourceIndex, budget: ReadingBudget) {
    self.index = index
    recognizer = Recognizer(index: index, budget: budget)
  }

  mutating func build() {
    let origin = SourceLocation(path: index.files.first?.path ?? "-", line: 1, column: 1)
    // Every view's content, once, for the value destinations and the gesture mask.
    var maskSite: SourceLocation? = nil
    var counted = false
    var posts = false
    for type in index.types where index.viewTypes.contains(type.name) {
      let content = recognizer.content(ofType: type.name)
      for destination in content.valueDestinations
      where valueDestinationSites.insert(destination.location).inserted {
        valueDestinations.append(destination)
      }
      if let site = content.receivesNotification, maskSite == nil,
        !content.overlayCondition.isDisjoint(with: content.notificationSets)
      {
        maskSite = site
        counted = content.countedOverlay
      }
      posts = posts || content.postsNotification
    }
    if !posts {
      for file in index.files {
        var k = 0
        while k + 4 < file.code.count {
          if file.isWord(k, "NotificationCenter"), file.isWord(k + 2, "default"),
            file.isWord(k + 4, "post")
          {
            posts = true
            break
          }
          k += 1
        }
        if posts { break }
      }
    }
    if let maskSite, posts {
      app.mitigation = counted ? .gestureMaskCounted : .gestureMask
      app.mitigationSite = maskSite
    }

    guard let root = rootDestination(origin: origin) else { return }
    let rootName = self.names(for: root.0, parent: "App", kind: "root", at: root.1).first
    guard let rootName, let rootKey = keys.first else {
      notes.append(ScanDiagnostic(.note, at: root.1, "the root view cannot be read: no screens"))
      return
    }
    let rootContent = content(of: rootKey)
    var tabExtras: [ScreenContent.Item] = []
    // The content around the view a tab shows, read apart (a `ForEach`'s iteration): its
    // navigation is the tab's root screen's.
    var tabShared: [String: [Region]] = [:]
    if !rootContent.tabs.isEmpty {
      tabShared = registerTabs(rootContent.tabs, rootName: rootName)
      tabExtras = rootContent.items
      if let first = rootContent.items.first {
        notes.append(
          ScanDiagnostic(
            .note, at: location(of: first),
            "a presentation on the TabView itself: written on the first tab's root screen "
              + "(the model presents from a stack's screen)"))
      }
    } else if !rootContent.hostsStack {
      notes.append(
        ScanDiagnostic(
          .note, at: root.1,
          "no NavigationStack or NavigationView found around the root view: written as a stack "
            + "anyway"))
    }
    if rootContent.split { app.split = true }
    var done = 0
    while done < keys.count {
      let key = keys[done]
      let name = names[key] ?? "?"
      var content = self.content(of: key)
      if done == 0, !tabExtras.isEmpty { content.items += tabExtras }
      for region in tabShared[name] ?? [] {
        content.merge(recognizer.read(region, recurse: true))
      }
      app.screens.append(screen(name, key: key, content: content))
      if content.split { app.split = true }
      done += 1
    }
    for i in app.screens.indices where zoomed.contains(app.screens[i].name) {
      app.screens[i].zoom = true
    }
    chooseBackButton()
    if let droppedAt {
      notes.append(
        ScanDiagnostic(
          .note, at: droppedAt,
          "the app has more than \(App.maximumScreens) screens, the most a scenario holds: the "
            + "screens past it are left out, and the links and presentations to them"))
    }
  }

  /// Registers the root's tabs as the first screens (``ScannedApp/tabs``, each screen once and
  /// at most ``App/maximumTabs``, a note for each other), and returns, for each tab's screen,
  /// the content read apart around the view it shows (a `ForEach`'s iteration), whose
  /// navigation is that screen's.
  mutating func registerTabs(
    _ tabs: [(Destination, SourceLocation, shared: Region?)], rootName: String
  ) -> [String: [Region]] {
    var tabShared: [String: [Region]] = [:]
    keys.removeAll()
    names.removeAll()
    taken.removeAll()
    var tabNames: [String] = []
    for (destination, site, shared) in tabs {
      for name in names(for: destination, parent: rootName, kind: "tab", at: site) {
        if let shared, !(tabShared[name]?.contains(shared) ?? false) {
          tabShared[name, default: []].append(shared)
        }
        if tabNames.contains(name) {
          notes.append(
            ScanDiagnostic(
              .note, at: site,
              "this tab shows \(name) again: the app file lists each screen once as a tab"))
        } else if tabNames.count == App.maximumTabs {
          notes.append(
            ScanDiagnostic(
              .note, at: site,
              "more tabs than a scenario holds (\(App.maximumTabs)): the tab \(name) is left "
                + "out of the tab bar (its screen is kept)"))
        } else {
          tabNames.append(name)
        }
      }
    }
    app.tabs = tabNames
    return tabShared
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
      var bestRank = (outskirts(first.app), -navigationSize(first.root.0))
      for candidate in found.dropFirst() {
        let rank = (outskirts(candidate.app), -navigationSize(candidate.root.0))
        if rank < bestRank { (best, bestRank) = (candidate, rank) }
      }
      if found.count > 1 {
        let aside = found.contains { outskirts($0.app) > bestRank.0 }
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
      return best.root
    }
    if let main = apps.first {
      notes.append(
        ScanDiagnostic(
          .note, at: index.files[main.file].location(ofCode: main.nameToken),
          "no WindowGroup { … } in the App's body: the root is chosen as without an App"))
    }
    let views = index.types.filter { index.viewTypes.contains($0.name) }
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
          + "TabView, else with a NavigationStack, else the first view"))
    return (.type(pick.name, at: at), at)
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
    let members = index.members.values.flatMap { $0 }.filter { $0.owner == main.name }
      .sorted {
        ($0.name == "body" ? 0 : 1, $0.file, $0.open) < (
          $1.name == "body" ? 0 : 1, $1.file, $1.open
        )
      }
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
            return (navigationalRoot(recognizer.resolve(region).0, in: region), at)
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
    let own = recognizer.content(ofType: name)
    guard own.tabViewSite == nil else { return shown }
    let written = recognizer.read(region, recurse: false).references
      .filter { index.viewTypes.contains($0.name) && $0.name != name }
    var pick = written.first { recognizer.content(ofType: $0.name).tabViewSite != nil }
    var what = "a TabView"
    if pick == nil, !own.hostsStack {
      pick = written.first { recognizer.content(ofType: $0.name).hostsStack }
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

  mutating func content(of key: Key) -> ScreenContent {
    switch key {
    case .type(let name): recognizer.content(ofType: name)
    case .inline(let region): recognizer.read(region, recurse: true)
    case .synthetic: ScreenContent()
    }
  }

  /// The screens `destination` stands for (several when it is chosen at run time), registered
  /// for a visit; none when the app is full.
  mutating func names(
    for destination: Destination, parent: String, kind: String, at site: SourceLocation
  ) -> [String] {
    switch destination {
    case .type(let name, _):
      if index.representables.contains(name), names[.type(name)] == nil {
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "\(name) is a UIKit view controller (UIViewControllerRepresentable): its own "
              + "navigation is not read; written as a screen with no links or presentations"))
      }
      return register(.type(name), base: name, at: site).map { [$0] } ?? []
    case .inline(let region, _):
      let base = "\(parent).\(kind)\(counter(parent + kind))"
      return register(.inline(region), base: base, at: site).map { [$0] } ?? []
    case .leaf:
      let base = "\(parent).\(kind)\(counter(parent + kind))"
      return register(.synthetic(site, kind: kind), base: base, at: site).map { [$0] } ?? []
    case .unresolved(let call, let at):
      let base = "\(parent).\(kind)\(counter(parent + kind))"
      let name = register(.synthetic(site, kind: kind), base: base, at: site)
      noteOnce(
        ScanDiagnostic(
          .note, at: at,
          "cannot read what this shows (\(call)): a destination chosen at run time or a view "
            + "from outside the sources; written as the screen \(name ?? base) with no links or "
            + "presentations"))
      return name.map { [$0] } ?? []
    case .oneOf(let list, _, let at):
      var result: [String] = []
      for item in list { result += names(for: item, parent: parent, kind: kind, at: site) }
      noteOnce(
        ScanDiagnostic(
          .note, at: at,
          "one of \(list.count) views chosen at run time (\(result.joined(separator: ", "))): "
            + "each written as its own item"))
      return result
    }
  }

  /// Adds `note` unless it was added before.
  mutating func noteOnce(_ note: ScanDiagnostic) {
    if namedNotes.insert(note).inserted { notes.append(note) }
  }

  mutating func counter(_ key: String) -> Int {
    counters[key, default: 0] += 1
    return counters[key, default: 1]
  }

  mutating func register(_ key: Key, base: String, at site: SourceLocation) -> String? {
    if let name = names[key] { return name }
    guard keys.count < App.maximumScreens else {
      droppedAt = droppedAt ?? site
      return nil
    }
    var name = String(
      decoding: base.utf8.map {
        ScreenDeclaration.isValidName(String(UnicodeScalar($0))) ? $0 : 95
      },
      as: UTF8.self)
    if taken.contains(name) {
      var n = 2
      while taken.contains("\(name)-\(n)") { n += 1 }
      name = "\(name)-\(n)"
    }
    taken.insert(name)
    names[key] = name
    keys.append(key)
    return name
  }

  func location(of key: Key, fallback: SourceLocation) -> SourceLocation {
    switch key {
    case .type(let name):
      // The declaration that makes it a view, not a model type of the same name.
      guard
        let type = index.viewDeclarations[name].map({ index.types[$0] })
          ?? index.types.first(where: { $0.name == name })
      else { return fallback }
      return index.files[type.file].location(ofCode: type.nameToken)
    case .inline(let region): return index.files[region.file].location(ofCode: region.start)
    case .synthetic(let site, _): return site
    }
  }

  func location(of item: ScreenContent.Item) -> SourceLocation {
    switch item {
    case .link(_, _, let at), .valueLink(_, let at, _), .message(_, let at),
      .presentation(_, _, _, _, _, let at):
      at
    }
  }

  /// The screen `name` with its items.
  mutating func screen(_ name: String, key: Key, content: ScreenContent) -> ScannedApp.Screen {
    let fallback = content.items.first.map { location(of: $0) } ?? unknownLocation
    var screen = ScannedApp.Screen(name: name, location: location(of: key, fallback: fallback))
    var items: [ScannedApp.Item] = []
    func add(_ kind: ScannedApp.Kind, _ site: SourceLocation) {
      var i = items.firstIndex { $0.kind == kind } ?? items.count
      if i == items.count, case .presentation(let p) = kind, p.content != nil,
        let same = items.firstIndex(where: {
          guard case .presentation(let q) = $0.kind else { return false }
          return q.kind == p.kind && q.content == p.content
        }), case .presentation(var merged) = items[same].kind
      {
        // One view shown by two presentations of a kind (a create sheet and an edit sheet):
        // one item with both places, as a scenario names a presentation by its content.
        merged.ownStack = merged.ownStack || p.ownStack
        merged.isItem = merged.isItem || p.isItem
        items[same].kind = .presentation(merged)
        i = same
      }
      if i == items.count { items.append(ScannedApp.Item(kind, sites: [])) }
      if !items[i].sites.contains(site) { items[i].sites.append(site) }
      if let call = content.via[site], !items[i].via.contains(call) { items[i].via.append(call) }
    }
    var plainSheet = false
    for item in content.items {
      switch item {
      case .link(let destination, let wrapping, let at):
        for target in names(for: destination, parent: name, kind: "link", at: at) {
          add(.link(target), at)
          if wrapping.zoom { zoomed.insert(target) }
        }
      case .valueLink(let words, let at, let router):
        for (destination, wrapping) in valueTargets(words, at: at, router: router) {
          for target in names(for: destination, parent: name, kind: "link", at: at) {
            add(.link(target), at)
            if wrapping.zoom { zoomed.insert(target) }
          }
        }
      case .message(let kind, let at): add(.presentation(ScannedApp.Presentation(kind)), at)
      case .presentation(let kind, let isItem, let popover, let destination, let wrapping, let at):
        if popover {
          notes.append(
            ScanDiagnostic(
              .note, at: at, "a popover: on iPhone SwiftUI shows it as a sheet; written as one"))
        }
        // The seed's unnamed sheet: a plain sheet showing a leaf, once per screen.
        if case .leaf = destination, kind == PresentationItem.textSheet.kind, !isItem,
          wrapping.isPlain, !plainSheet
        {
          plainSheet = true
          add(.presentation(ScannedApp.Presentation(kind)), at)
          continue
        }
        for target in names(for: destination, parent: name, kind: kind.keyword, at: at) {
          var facts = wrapping
          if let key = names.first(where: { $0.value == target })?.key {
            let inner = self.content(of: key)
            facts.stack = facts.stack || inner.hostsStack
            facts.detents = facts.detents ?? inner.detents
            facts.noPull = facts.noPull || inner.noPull
            facts.undimmed = facts.undimmed || inner.undimmed
          }
          var p = ScannedApp.Presentation(
            kind, content: target, ownStack: facts.stack, isItem: isItem)
          if kind.isPullable, let detents = facts.detents {
            p.medium = true
            p.large = detents == "medium+large"
          }
          if kind.isPullable {
            p.undimmed = facts.undimmed
            p.noPull = facts.noPull
          }
          add(.presentation(p), at)
        }
      }
    }
    // A screen holds at most `Screen.maximumPresentations` presentations (the scenario format's
    // limit): the app file keeps the first ones in source order (``ScannedApp/text(comments:)``)
    // and the others are noted here. Each is still judged: its focused app holds it alone.
    screen.items = items
    for item in screen.itemsPastLimit {
      notes.append(
        ScanDiagnostic(
          .note, at: item.sites.first ?? screen.location,
          "'\(item.text)' is left out of \(name) in the app file: a screen holds at most "
            + "\(Screen.maximumPresentations) presentations in a scenario (it is judged on its "
            + "own all the same)"
            + item.sites.dropFirst().map { "; also written at \($0)" }.joined()))
    }
    screen.zoom = content.zoom
    if let (style, site) = backButton(content) {
      screen.backButton = style
      screen.backButtonSite = site
    }
    return screen
  }

  let unknownLocation = SourceLocation(path: "-", line: 1, column: 1)

  /// The back-button style a screen's content shows, with where it hides the system one;
  /// the first one read is also the app file's (with a note for another).
  mutating func backButton(_ content: ScreenContent) -> (BackButtonStyle, SourceLocation)? {
    let dismisses = content.toolbarDismiss || content.contentDismiss
    var style: BackButtonStyle? = nil
    var site: SourceLocation? = nil
    if let at = content.barHidden {
      style = .hiddenOverlay
      site = at
    } else if let at = content.backHidden {
      style = .hiddenToolbar
      site = at
    }
    guard let style, let site else { return nil }
    if !dismisses {
      notes.append(
        ScanDiagnostic(
          .note, at: site,
          "the back button is hidden and no button here calls dismiss(): written as "
            + "back-button: \(style.rawValue) (the model's custom button calls dismiss())"))
    }
    return (style, site)
  }

  /// The app file's back-button style: the first custom one read on a screen that is pushed
  /// (a link's destination), with a note for another; a root's, a tab's or a presentation's
  /// content's hidden bar hides no back button, and is not the app's style.
  mutating func chooseBackButton() {
    var pushed: Set<String> = []
    for screen in app.screens {
      for item in screen.items {
        if case .link(let target) = item.kind { pushed.insert(target) }
      }
    }
    for screen in app.screens {
      let style = screen.backButton
      guard style != .system, let site = screen.backButtonSite else { continue }
      guard pushed.contains(screen.name) else {
        notes.removeAll {
          $0.location == site && $0.message.hasPrefix("the back button is hidden and no button")
        }
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "\(screen.name) hides its bar or back button but is never pushed (a root, a tab or "
              + "a presentation's content): it has no back button to hide, so this is not the "
              + "app's back-button style"))
        continue
      }
      if app.backButton == .system {
        app.backButton = style
        app.backButtonSite = site
      } else if app.backButton != style {
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "another custom back button (\(style.rawValue)) than the first one read "
              + "(\(app.backButton.rawValue)): the app file gives every pushed screen one style, "
              + "the first (each presentation is judged with its own screen's)"))
      }
    }
  }

  /// The destinations a push by value reaches: the `navigationDestination(for:)` whose type
  /// the value names (compared without case), else every one, with a note.
  mutating func valueTargets(_ words: [String], at: SourceLocation, router: Bool) -> [(
    Destination, ScreenContent.Wrapping
  )] {
    guard !valueDestinations.isEmpty else {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push by value with no navigationDestination(for:) in the sources: left out"))
      return []
    }
    let lowered = Set(words.map { $0.lowercased() })
    let typed = valueDestinations.filter { destination in
      destination.typeWords.contains { lowered.contains($0.lowercased()) }
    }
    // A router enum's case named in the value (`.navigate(to: .accountDetail(id))`) picks the
    // views its `switch` shows for that case.
    var cased: [(Destination, ScreenContent.Wrapping)] = []
    for destination in typed.isEmpty ? valueDestinations : typed {
      guard case .oneOf(let options, let labels, _) = destination.destination else { continue }
      for (option, label) in zip(options, labels) where label.contains(where: words.contains) {
        cased.append((option, destination.wrapping))
      }
    }
    if !cased.isEmpty { return cased }
    let matching = typed
    if router {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push through a router (\(words.prefix(3).joined(separator: " "))): the screen it "
            + "shows is chosen at run time"
            + (matching.isEmpty ? "; linked to every navigationDestination(for:)" : "")))
    } else if matching.isEmpty {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "the value's type is not written here: linked to every navigationDestination(for:) "
            + "of the sources (\(valueDestinations.count))"))
    }
    return (matching.isEmpty ? valueDestinations : matching).map {
      ($0.destination, $0.wrapping)
    }
  }
}
