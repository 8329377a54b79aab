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

  /// The iOS version the availability checks are read at (`nil`: every branch read).
  public var availabilityVersion: OSVersion?
  /// How many availability checks (`if #available(iOS 26, *)`) chose a branch there.
  public var availabilityChecksChosen = 0
  /// Whether `#if DEBUG` was read as a debug build, a release one, or neither (`nil`).
  public var debug: Bool?
  /// How many runs of `#if DEBUG` code (or of its `#else`) the build read leaves out.
  public var configurationBranchesLeftOut = 0

  /// The most notes of one kind (brackets that do not match, strings not closed) said for one
  /// file; the others are counted in one more note.
  static let notesPerKind = 20

  /// The index of `files` and the app built from it (`preferring` that app when the sources
  /// hold several).
  static func build(
    _ files: [SourceFile], folders: FolderRoles, budget: ReadingBudget, iOS version: OSVersion?,
    debug: Bool?, preferring: String? = nil
  ) -> (SourceIndex, AppBuilder) {
    let index = SourceIndex(files: files, iOS: version, debug: debug)
    let tests = Set(files.indices.filter { folders.testFolder(of: files[$0].path) != nil })
    var builder = AppBuilder(
      index: index, budget: budget, coordinators: CoordinatorGraph(index: index, skipped: tests))
    builder.windowRoots = index.windowRoots(skipped: tests)
    builder.preferredApp = preferring
    builder.build()
    return (index, builder)
  }

  /// Scans `files` (the order they are given in decides nothing but ties in file order), their
  /// availability checks (`if #available(iOS 26, *)`) read as on iOS `version` and `#if DEBUG`
  /// as a debug build (`debug`) or a release one compiles it; every branch read when `nil`
  /// (docs/SCAN.md).
  public init(files: [SourceFile], iOS version: OSVersion? = nil, debug: Bool? = nil) {
    self.init(files: files, budget: .standard, iOS: version, debug: debug)
  }

  /// Scans `files` held to `budget` (``ReadingBudget``).
  init(
    files all: [SourceFile], budget: ReadingBudget, iOS version: OSVersion? = nil,
    debug: Bool? = nil
  ) {
    let folders = FolderRoles(paths: all.map(\.path))
    var (files, platformNotes) = folders.iOSFiles(all)
    var (index, builder) = Self.build(
      files, folders: folders, budget: budget, iOS: version, debug: debug)
    // Another app's files that declare a type the app read declares too: read again without
    // them, the same app chosen.
    let shadowing = Self.filesShadowing(index: index, appName: builder.app.name ?? "")
    if !shadowing.files.isEmpty {
      files = files.indices.filter { !shadowing.files.contains($0) }.map { files[$0] }
      (index, builder) = Self.build(
        files, folders: folders, budget: budget, iOS: version, debug: debug,
        preferring: builder.app.name)
      platformNotes += shadowing.notes
    }
    app = builder.app
    app.appInputs = Self.appInputs(app: app, index: builder.index)
    app.readThrough = builder.recognizer.readThroughRoutingCalls
    app.readThroughOnScreen = builder.coordinators.guesses
    var notes = platformNotes + builder.notes + builder.recognizer.guessed
    notes += builder.recognizer.constructionNotes()
    notes += Self.leftOutNotes(index: index, iOS: version)
    availabilityVersion = version
    availabilityChecksChosen = index.availabilityChecks.count
    self.debug = debug
    configurationBranchesLeftOut = index.configurationBranches.count
    notes += Self.brokenFileNotes(files)
    let aside = CodeAside(index: builder.index, appName: builder.app.name ?? "")
    let (written, writtenAside) = aside.split(Self.presentationsWritten(in: builder.index))
    let (read, neverShown) = Self.sitesRead(written, app: app, builder: builder)
    notes += neverShown
    notes += Self.unreadNotes(written: written, read: read, screens: app.screens.count)
    presentationSitesSeen = written.count
    presentationSitesRead = written.filter(read.contains).count
    let (writtenCalls, callsAside) = aside.split(Self.coordinatorCallsWritten(in: builder.index))
    // A call read by the coordinator graph, or as a route's link or presentation, is read.
    let sites = Self.itemSites(in: app)
    let calls = writtenCalls.filter {
      !builder.coordinators.read.contains($0) && !sites.contains($0)
    }
    notes += Self.coordinatorCallNotes(calls, graph: builder.coordinators)
    notes += aside.notes(presentations: writtenAside, calls: callsAside)
    navigationCallsUnread = calls.count
    tabCollectionsUnlisted = builder.recognizer.unlistedTabCollections.count
    var seen: Set<ScanDiagnostic> = []
    diagnostics = notes.sorted().filter { seen.insert($0).inserted }
    fileCount = all.count
    lineCount = all.reduce(0) { $0 + $1.lineCount }
  }
}

/// Turns the recogniser's view contents into screens, breadth first from the root.
struct AppBuilder {
  enum Key: Hashable {
    /// A view type, as the construction that shows it reads it: the branches that construction
    /// closes and the value it makes when the view passes its properties on (neither: the view
    /// read whole).
    case type(String, reading: Recognizer.Reading)
    case inline(Region)
    /// A screen for content with no view of its own (a leaf, content the scan cannot read):
    /// one for each place and kind of item, however many screens reach it.
    case synthetic(SourceLocation, kind: String)
  }

  var recognizer: Recognizer
  var index: SourceIndex
  /// The navigation the app's coordinators make (``CoordinatorGraph``).
  var coordinators: CoordinatorGraph
  /// Whether the root is a screen a coordinator set as a stack's root.
  var rootIsCoordinatorStack = false
  /// The apps whose `WindowGroup` writes a NavigationStack around the root view.
  var windowGroupStacks: Set<String> = []
  /// The views set as the root of a UIKit window of the app's own
  /// (``SourceIndex/windowRoots(skipped:)``).
  var windowRoots: [(name: String, at: SourceLocation)] = []
  /// The app to read when the sources hold several (a second reading keeps the first one's).
  var preferredApp: String? = nil
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
  /// The calls of a package's router already said to be read (``packageRouteTargets(_:call:at:)``).
  var packageRoutesNoted: Set<String> = []
  /// The value destinations declared in each screen's content, and for each screen those in
  /// force on its stack, with the current screen's (``destinationScopes()``).
  var declaredDestinations: [Key: [SourceLocation]] = [:]
  var scopes: [Key: Set<SourceLocation>]? = nil
  var currentScope: Set<SourceLocation>? = nil
  /// The value destinations already collected, by place.
  var valueDestinationSites: Set<SourceLocation> = []
  /// The notes of ``names(for:parent:kind:at:)`` already written (a place reached by several
  /// paths is noted once).
  var namedNotes: Set<ScanDiagnostic> = []
  /// How each pushed view is read, for each of its screens read for a construction
  /// (``pushedReading(of:at:)``).
  var pushedReadings: [String: [Recognizer.Reading]] = [:]

  init(index: SourceIndex, budget: ReadingBudget, coordinators: CoordinatorGraph = .init()) {
    self.index = index
    self.coordinators = coordinators
    recognizer = Recognizer(index: index, budget: budget)
    recognizer.coordinatorItems = coordinators.items
    recognizer.coordinatorEmbedded = coordinators.embedded
  }

  /// Reads the screens from the root (``build()`` reads them twice when destinations are
  /// scoped to their stacks).
  mutating func buildScreens() {
    let origin = SourceLocation(path: index.files.first?.path ?? "-", line: 1, column: 1)
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
    } else if !rootContent.hostsStack, !rootIsCoordinatorStack,
      !windowGroupStacks.contains(app.name ?? "")
    {
      notes.append(
        ScanDiagnostic(
          .note, at: root.1,
          "no NavigationStack or NavigationView found around the root view: written as a stack "
            + "anyway"))
    }
    if rootContent.split { app.split = true }
    var done = 0
    var otherRootsAdded = false
    while done < keys.count || !otherRootsAdded {
      if done == keys.count {
        // Everything the start reaches is read: then the window's other roots.
        otherRootsAdded = true
        addOtherRoots()
        continue
      }
      let key = keys[done]
      let name = names[key] ?? "?"
      var content = screenContent(of: key)
      if done == 0, !tabExtras.isEmpty { content.items += tabExtras }
      for region in tabShared[name] ?? [] {
        content.merge(recognizer.read(region, recurse: true))
      }
      declaredDestinations[key] = content.valueDestinations.map(\.location)
      currentScope = scopes?[key]
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

  /// Reads every view's content once: collects the value destinations, and sets the gesture
  /// mask mitigation when a view's overlay hangs on a notification and the app posts one.
  mutating func readViews() {
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
    if let maskSite, posts || postsNotification() {
      app.mitigation = counted ? .gestureMaskCounted : .gestureMask
      app.mitigationSite = maskSite
    }
  }

  /// Whether any file calls `NotificationCenter.default.post`.
  func postsNotification() -> Bool {
    for file in index.files {
      var k = 0
      while k + 4 < file.code.count {
        if file.isWord(k, "NotificationCenter"), file.isWord(k + 2, "default"),
          file.isWord(k + 4, "post")
        {
          return true
        }
        k += 1
      }
    }
    return false
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

  mutating func content(of key: Key) -> ScreenContent {
    switch key {
    case .type(let name, let reading):
      recognizer.content(ofType: name, closing: reading.closed, instance: reading.instance)
    case .inline(let region): recognizer.read(region, recurse: true)
    case .synthetic: ScreenContent()
    }
  }

  /// How a view pushed from its construction at `at` is read: without the branches the
  /// construction closes and with the properties it gives the views it builds, unless the view
  /// read so makes the same screen as read whole (then whole) or as another construction read
  /// before (then as that one). A tab, a root and a presentation's content are read whole
  /// (docs/SCAN.md, "Limits").
  mutating func pushedReading(of name: String, at: SourceLocation) -> Recognizer.Reading {
    let reading = recognizer.reading(atConstruction: at, of: name)
    guard reading != .whole else { return .whole }
    let read = recognizer.content(
      ofType: name, closing: reading.closed, instance: reading.instance)
    if read.makesSameScreen(as: recognizer.content(ofType: name)) { return .whole }
    for earlier in pushedReadings[name] ?? []
    where recognizer.content(ofType: name, closing: earlier.closed, instance: earlier.instance)
      .makesSameScreen(as: read)
    {
      return earlier
    }
    pushedReadings[name, default: []].append(reading)
    return reading
  }

  /// The note at a construction whose pushed view is a screen of its own: the branches it
  /// closes, or the properties it passes on.
  func pushedNote(
    _ name: String, screen: String, reading: Recognizer.Reading, at: SourceLocation
  ) -> ScanDiagnostic {
    let closed = reading.closed
    guard !closed.isEmpty else {
      return ScanDiagnostic(
        .note, at: at,
        "\(name) pushed as built here is the screen '\(screen)': the views it builds with "
          + "the properties this construction gives it hold less there than \(name) read whole")
    }
    let places = closed.map { index.files[$0.file].location(ofCode: $0.token).description }
    return ScanDiagnostic(
      .note, at: at,
      "\(name) pushed as built here is the screen '\(screen)': the "
        + (closed.count == 1 ? "branch" : "\(closed.count) branches")
        + " of it this construction closes (\(places.joined(separator: ", "))) "
        + (closed.count == 1 ? "holds" : "hold") + " nothing there")
  }

  /// The screens `destination` stands for (several when it is chosen at run time), registered
  /// for a visit; none when the app is full.
  mutating func names(
    for destination: Destination, parent: String, kind: String, at site: SourceLocation
  ) -> [String] {
    switch destination {
    case .type(let name, let at):
      if index.representables.contains(name), names[.type(name, reading: .whole)] == nil {
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "\(name) is a UIKit view controller (UIViewControllerRepresentable): its own "
              + "navigation is not read; written as a screen with no links or presentations"))
      }
      let reading = kind == "link" ? pushedReading(of: name, at: at) : .whole
      let key = Key.type(name, reading: reading)
      let isNew = names[key] == nil
      guard let screen = register(key, base: name, at: site) else { return [] }
      if isNew, reading != .whole {
        notes.append(pushedNote(name, screen: screen, reading: reading, at: at))
      }
      return [screen]
    case .inline(let region, _):
      if let name = names[.inline(region)] { return [name] }
      let place = index.files[region.file].location(ofCode: region.start)
      let base = placeName(kind, at: [place, site], parent: parent)
      return register(.inline(region), base: base, at: site).map { [$0] } ?? []
    case .leaf:
      if let name = names[.synthetic(site, kind: kind)] { return [name] }
      let base = placeName(kind, at: [site], parent: parent)
      return register(.synthetic(site, kind: kind), base: base, at: site).map { [$0] } ?? []
    case .unresolved(let call, let at):
      let base =
        names[.synthetic(site, kind: kind)] ?? placeName(kind, at: [at, site], parent: parent)
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
    case .type(let name, _):
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
    item.location
  }

  /// The place given to what has none (a screen with no item written).
  let unknownLocation = SourceLocation(path: "-", line: 1, column: 1)
}
