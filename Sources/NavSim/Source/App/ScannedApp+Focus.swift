extension ScannedApp {
  /// A presentation site of the app: the screen that presents and the item's index there.
  public struct PresentationSite: Hashable, Sendable {
    /// The presenting screen.
    public var screen: String
    /// The item's index in the screen's items.
    public var item: Int
    /// The stack the screen is on, from its root to the screen (the push path the focus
    /// starts from).
    public var path: [String]
  }

  /// Every presentation of the app (sheets, covers, alerts, dialogs), in screen and item order,
  /// each with the shortest push path to its screen from the root of the stack it is on (a
  /// tab's stack, a presentation's own stack, or the app's).
  public var presentationSites: [PresentationSite] {
    let paths = stackPaths
    var sites: [PresentationSite] = []
    for screen in screens {
      for (i, item) in screen.items.enumerated() where item.isPresentation {
        sites.append(
          PresentationSite(screen: screen.name, item: i, path: paths[screen.name] ?? [screen.name]))
      }
    }
    return sites
  }

  /// The app focused on one presentation: one stack from the presenting screen's stack root
  /// to it (each screen keeping only the link to the next), started on the presenting screen,
  /// which keeps only that presentation; its content screen without items; when that stack is
  /// a tab's, the other tabs' roots without items (the tab bar). The model then
  /// explores that presentation alone, wherever it sits in the whole app.
  public func focused(on site: PresentationSite) -> ScannedApp {
    var focus = ScannedApp()
    focus.name = name.map { "\($0), \(site.screen) focused" }
    focus.mitigation = mitigation
    focus.mitigationSite = mitigationSite
    // The back button raced is the presenting screen's own (the model gives every pushed
    // screen of a file one style): a custom one elsewhere in the app does not decide here.
    let presenter = screen(named: site.screen)
    focus.backButton = presenter?.backButton ?? .system
    focus.backButtonSite = presenter?.backButtonSite
    focus.start = site.path.count > 1 ? site.path : []
    for (n, screenName) in site.path.enumerated() {
      guard let original = screen(named: screenName) else { continue }
      var copy = ScannedApp.Screen(name: original.name, location: original.location)
      copy.zoom = original.zoom
      copy.backButton = original.backButton
      copy.backButtonSite = original.backButtonSite
      if n + 1 < site.path.count {
        let next = site.path[n + 1]
        copy.items = original.items.filter { $0.kind == .link(next) }
      } else if site.item < original.items.count {
        copy.items = [original.items[site.item]]
      }
      focus.screens.append(copy)
    }
    // A stack that is a tab's keeps the tab bar: its other tabs, each a root without items,
    // so that a stack that stops responding while the tab bar still does is the same finding
    // (a dead stack, not a lockup) as in the whole app. The focused tab comes first: a
    // scenario starts on the first tab.
    if let root = site.path.first, tabs.contains(root) {
      focus.tabs = [root] + tabs.filter { $0 != root && !site.path.contains($0) }
      for tab in focus.tabs.dropFirst() {
        guard let original = screen(named: tab) else { continue }
        focus.screens.append(ScannedApp.Screen(name: original.name, location: original.location))
      }
    }
    if let item = screen(named: site.screen)?.items[safe: site.item],
      case .presentation(let p) = item.kind, let content = p.content,
      !focus.screens.contains(where: { $0.name == content }), let shown = screen(named: content)
    {
      focus.screens.append(ScannedApp.Screen(name: shown.name, location: shown.location))
    }
    return focus
  }

  /// For each screen, the shortest push path to it from the root of the first stack (in
  /// breadth-first order from the app's roots, then from the window's other roots) it is on.
  var stackPaths: [String: [String]] {
    var roots = tabs.isEmpty ? Array(screens.prefix(1).map(\.name)) : tabs
    // The window's other roots once everything the start reaches has its path.
    var later = otherRoots
    var paths: [String: [String]] = [:]
    var r = 0
    while r < roots.count || !later.isEmpty {
      if r == roots.count {
        roots += later
        later = []
      }
      let root = roots[r]
      r += 1
      guard paths[root] == nil else { continue }
      paths[root] = [root]
      var queue = [root]
      var q = 0
      while q < queue.count {
        let name = queue[q]
        q += 1
        guard let screen = screen(named: name), let path = paths[name] else { continue }
        for item in screen.items {
          switch item.kind {
          case .link(let next) where paths[next] == nil:
            paths[next] = path + [next]
            queue.append(next)
          case .presentation(let p):
            if let content = p.content { roots.append(content) }
          default: break
          }
        }
      }
    }
    return paths
  }
}

extension Array {
  /// The element at `index`, or `nil` past the ends.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
