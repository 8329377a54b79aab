import NavSimCore

extension ScannedApp {
  /// The app as a scenario file (docs/SCAN.md, the tree format of docs/SCENARIOS.md): the
  /// header, then one `screen:` line per screen, each after a comment with its source location
  /// and one comment per place a presentation of it is written (`#   alert: PATH:LINE:COL`).
  /// A screen's presentations past the format's limit are left out of it
  /// (``ScannedApp/Screen/itemsInFile``).
  ///
  /// - Parameter comments: lines written first, each as `# LINE`.
  public func text(comments: [String] = []) -> String {
    var out = ""
    for line in comments { out += "# \(line)\n" }
    if let name { out += "name: \(name)\n" }
    if let profile {
      out += "profile: \(profile)"
      if let profileSource { out += "  # \(profileSource)" }
      out += "\n"
    }
    if let mitigation {
      out += "mitigation: \(mitigation.rawValue)"
      if let site = mitigationSite { out += "  # \(site)" }
      out += "\n"
    }
    if backButton != .system {
      out += "back-button: \(backButton.rawValue)"
      if let site = backButtonSite { out += "  # \(site)" }
      out += "\n"
    }
    if split {
      out += "# a split view: on iPhone it is a stack (add 'container: split' for iPad)\n"
    }
    if !start.isEmpty { out += "start: \(start.joined(separator: " > "))\n" }
    if !tabs.isEmpty { out += "tabs: \(tabs.joined(separator: ", "))\n" }
    if let appInputs {
      // What the source does by itself, where: a campaign draws only these app inputs.
      for input in appInputs {
        out += "#   app \(input.action.text): \(input.site) (in \(input.handler))\n"
      }
      let own = appInputs.filter { !$0.isDeepLink }
      let links = appInputs.filter(\.isDeepLink)
      out +=
        own.isEmpty
        ? "app-inputs: none  # no push, pop or dismiss in the source's handlers"
          + (links.isEmpty ? "" : " but deep links'") + "\n"
        : "app-inputs: " + own.map(\.action.text).joined(separator: ", ") + "\n"
      if !links.isEmpty {
        // A person's: a link tapped in a banner or another app, made as a hand can.
        out += "deep-links: " + links.map(\.action.text).joined(separator: ", ") + "\n"
      }
    }
    for screen in screens {
      out += "# \(screen.location)\n"
      // Where each presentation is written, for the reports that point at the Swift line
      // (``AppSourceMap`` reads these lines back).
      for item in screen.itemsInFile where item.isPresentation {
        for site in item.sites { out += "#   \(item.text): \(site)\n" }
      }
      let items = screen.itemsInFile.map(\.text) + (screen.zoom ? ["zoom"] : [])
      out += "screen: \(screen.name)" + (items.isEmpty ? "" : ": " + items.joined(separator: ", "))
      out += "\n"
    }
    return out
  }
}

extension ScannedApp.Item {
  /// The item as a `screen:` line writes it (`link X`, `sheet X item stack`, `alert`).
  public var text: String {
    switch kind {
    case .link(let name): return "link \(name)"
    case .presentation(let p): return p.words(itemFirst: true).joined(separator: " ")
    }
  }
}

extension ScannedApp.Screen {
  /// The items the app file writes: every link, and the first presentations a scenario holds
  /// (the model's `Screen.maximumPresentations`), in source order.
  public var itemsInFile: [ScannedApp.Item] { split.written }

  /// The presentations past the limit, which the app file leaves out (each is judged in its
  /// focused app all the same).
  public var itemsPastLimit: [ScannedApp.Item] { split.left }

  private var split: (written: [ScannedApp.Item], left: [ScannedApp.Item]) {
    var presentations = 0
    var written: [ScannedApp.Item] = []
    var left: [ScannedApp.Item] = []
    for item in items {
      if item.isPresentation { presentations += 1 }
      if item.isPresentation, presentations > NavSimCore.Screen.maximumPresentations {
        left.append(item)
      } else {
        written.append(item)
      }
    }
    return (written, left)
  }
}
