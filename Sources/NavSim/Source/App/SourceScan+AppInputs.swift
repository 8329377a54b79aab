import NavSimScenario

/// App inputs from the source (docs/SCAN.md, "App inputs"): what the app's own code does to
/// its navigation without a touch (a push in a deep-link handler, a pop in a timer), read
/// where it is written; the app file's `app-inputs:` line lists them, and a campaign on the
/// app draws only those (none when the source makes none).
extension ScannedApp {
  /// One app input the source makes, with where it is written and the handler it is in.
  public struct AppInput: Hashable, Sendable {
    /// The action as an `app …` line writes it.
    public var action: ScenarioAppAction
    /// Where it is written.
    public var site: SourceLocation
    /// The handler (`.onOpenURL`, `.task`, `Timer`).
    public var handler: String

    /// Whether only a person's deep link runs its handler (`.onOpenURL`,
    /// `.onContinueUserActivity`): the app file's `deep-links:`, made as a hand can.
    public var isDeepLink: Bool { SourceScan.deepLinkHandlers.contains(handler) }

    /// Creates one.
    public init(_ action: ScenarioAppAction, site: SourceLocation, handler: String) {
      self.action = action
      self.site = site
      self.handler = handler
    }
  }
}

extension SourceScan {
  /// The modifiers whose closure runs without a touch: at appearance, on a deep link, on a
  /// notification or a timer's tick.
  static let handlerModifiers: Set<String> = [
    "task", "onAppear", "onOpenURL", "onContinueUserActivity", "onReceive",
  ]

  /// The handlers only a person's deep link runs: a link tapped in a banner or another app,
  /// a Handoff or a Spotlight result.
  static let deepLinkHandlers: Set<String> = [".onOpenURL", ".onContinueUserActivity"]

  /// A handler's closure: its file, its braces (code tokens) and its name.
  struct Handler {
    var file: Int
    var open: Int
    var close: Int
    var name: String
  }

  /// Every handler closure written in the iPhone code: `.task { … }`, `.onOpenURL { … }`, a
  /// `Timer.scheduledTimer(…) { … }`, in file and source order.
  static func handlers(in index: SourceIndex) -> [Handler] {
    var found: [Handler] = []
    for (f, file) in index.files.enumerated() {
      var k = 0
      let n = file.code.count
      while k + 1 < n {
        var name: String? = nil
        if file.isPunctuation(k, ASCII.dot), file.code[k + 1].kind == .identifier,
          handlerModifiers.contains(file.text(k + 1))
        {
          name = "." + file.text(k + 1)
        } else if file.isWord(k, "Timer"), file.isPunctuation(k + 1, ASCII.dot) {
          name = "Timer"
        }
        guard let name, !index.isExcluded(file: f, token: k) else {
          k += 1
          continue
        }
        // The closure: the first `{` after the name, past an argument list.
        var j = k + 2
        if file.isPunctuation(j, ASCII.openParen), let close = file.partner(of: j) {
          // `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in … }`, or a closure
          // passed as the last argument (`perform: { … }`).
          if file.isPunctuation(close + 1, ASCII.openBrace) {
            j = close + 1
          } else if file.isPunctuation(close - 1, ASCII.closeBrace),
            let open = file.partner(of: close - 1)
          {
            j = open
          } else {
            j = close + 1
          }
        } else if name == "Timer" {
          // `Timer.publish(every: 1, …)`: its ticks reach a `.onReceive`, read there.
          k += 1
          continue
        }
        if file.isPunctuation(j, ASCII.openBrace), let close = file.partner(of: j) {
          found.append(Handler(file: f, open: j, close: close, name: name))
        }
        k += 1
      }
    }
    return found
  }

  /// The tab whose own stack shows each screen, by name, in an app of two tabs or more: the
  /// screens a tab's root reaches by links alone (not through a presentation, whose stack is
  /// its own); a screen two tabs reach belongs to neither.
  static func tabs(of app: ScannedApp) -> [String: String] {
    guard app.tabs.count > 1 else { return [:] }
    var links: [String: [String]] = [:]
    for screen in app.screens {
      for item in screen.items {
        if case .link(let name) = item.kind { links[screen.name, default: []].append(name) }
      }
    }
    var owner: [String: String] = [:]
    var shared: Set<String> = []
    for tab in app.tabs {
      var reached = [tab]
      var seen: Set<String> = [tab]
      var k = 0
      while k < reached.count {
        for next in links[reached[k]] ?? []
        where !app.tabs.contains(next) && seen.insert(next).inserted {
          reached.append(next)
        }
        k += 1
      }
      for name in reached {
        if let other = owner[name], other != tab { shared.insert(name) } else { owner[name] = tab }
      }
    }
    for name in shared { owner[name] = nil }
    return owner
  }

  /// The name of the innermost type whose body holds `handler` (`nil` at the top level).
  static func enclosingType(of handler: Handler, in index: SourceIndex) -> String? {
    var best: SourceIndex.TypeDeclaration? = nil
    for type in index.types
    where type.file == handler.file && type.open < handler.open && handler.close < type.close {
      if best.map({ type.open > $0.open }) ?? true { best = type }
    }
    return best?.name
  }

  /// The app inputs the app's handlers make: a push or a presentation of the app read at a
  /// place inside a handler (`path.append(…)`, `router.navigate(to: …)`), a pop
  /// (`removeLast`), a pop to the root (`removeAll`, a bound path set to `[]`), a dismissal
  /// (`dismiss()`); each once, the first place it is written.
  static func appInputs(app: ScannedApp, index: SourceIndex) -> [ScannedApp.AppInput] {
    let handlers = handlers(in: index)
    guard !handlers.isEmpty else { return [] }
    var inputs: [ScannedApp.AppInput] = []
    func add(_ action: ScenarioAppAction, _ site: SourceLocation, _ handler: String) {
      let input = ScannedApp.AppInput(action, site: site, handler: handler)
      guard let i = inputs.firstIndex(where: { $0.action == action }) else {
        inputs.append(input)
        return
      }
      // An input the app also makes by itself comes at any time: that handler is the one said.
      if inputs[i].isDeepLink && !input.isDeepLink { inputs[i] = input }
    }
    let paths = index.pathNames
    // Each handler's extent as places, to find the items read inside it.
    let extents = handlers.map { handler -> (SourceLocation, SourceLocation, String) in
      let file = index.files[handler.file]
      return (
        file.location(ofCode: handler.open), file.location(ofCode: handler.close), handler.name
      )
    }
    var sites: [(SourceLocation, ScenarioAppAction)] = []
    let tabOf = tabs(of: app)
    for screen in app.screens {
      for item in screen.items {
        for site in item.sites {
          switch item.kind {
          case .link(let name):
            // A push on a tab's own stack (its bound path) reaches that tab, on screen or not.
            let push = ScenarioAppAction.push(name)
            sites.append((site, tabOf[screen.name].map { .inTab(push, $0) } ?? push))
          case .presentation(let p):
            if let content = p.content { sites.append((site, .present(content))) }
          }
        }
      }
    }
    sites.sort { $0.0 < $1.0 }
    for (site, action) in sites {
      if let extent = extents.first(where: { $0.0.path == site.path && $0.0 < site && site < $0.1 })
      {
        add(action, site, extent.2)
      }
    }
    for handler in handlers {
      let file = index.files[handler.file]
      // A pop written in a screen of one tab's own stack pops that tab's path.
      let tab = enclosingType(of: handler, in: index).flatMap { tabOf[$0] }
      func pathChange(_ action: ScenarioAppAction) -> ScenarioAppAction {
        tab.map { .inTab(action, $0) } ?? action
      }
      var k = handler.open + 1
      while k < handler.close {
        let at = file.location(ofCode: k)
        // `path.removeLast()`, `router.path.removeAll()`: on a path (a bound one, or one whose
        // name says so), not on any array.
        let onPath =
          file.isPunctuation(k - 1, ASCII.dot) && file.code[k - 2].kind == .identifier
          && (paths.contains(file.text(k - 2)) || file.text(k - 2).lowercased().hasSuffix("path"))
        if onPath, file.isWord(k, "removeLast") {
          add(pathChange(.pop), at, handler.name)
        } else if onPath, file.isWord(k, "removeAll") {
          add(pathChange(.popToRoot), at, handler.name)
        } else if file.code[k].kind == .identifier, paths.contains(file.text(k)),
          file.isPunctuation(k + 1, UInt8(ascii: "=")),
          file.isPunctuation(k + 2, ASCII.openBracket),
          file.isPunctuation(k + 3, ASCII.closeBracket)
        {
          add(pathChange(.popToRoot), at, handler.name)
        } else if file.isWord(k, "dismiss"), file.isPunctuation(k + 1, ASCII.openParen) {
          add(.dismissSheet, at, handler.name)
        }
        k += 1
      }
    }
    return inputs.sorted { $0.site < $1.site }
  }
}
