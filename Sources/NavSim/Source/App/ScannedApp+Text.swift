import NavSimCore

extension ScannedApp {
  /// The app as a scenario file (docs/SCAN.md, the tree format of docs/SCENARIOS.md): the
  /// header, then one `screen:` line per screen, each after a comment with its source location.
  /// A screen's presentations past the format's limit (`Screen.maximumPresentations` of the model) are
  /// left out of it.
  ///
  /// - Parameter comments: lines written first, each as `# LINE`.
  public func text(comments: [String] = []) -> String {
    var out = ""
    for line in comments { out += "# \(line)\n" }
    if let name { out += "name: \(name)\n" }
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
    for screen in screens {
      out += "# \(screen.location)\n"
      // The first presentations a scenario holds, in source order (the scan notes the others).
      var presentations = 0
      let written = screen.items.filter { item in
        guard item.isPresentation else { return true }
        presentations += 1
        return presentations <= NavSimCore.Screen.maximumPresentations
      }
      let items = written.map(\.text) + (screen.zoom ? ["zoom"] : [])
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
    case .alert: return "alert"
    case .dialog: return "dialog"
    case .presentation(let p):
      guard let content = p.content else { return p.cover ? "cover" : "sheet" }
      var words = [p.cover ? "cover" : "sheet", content]
      if p.item { words.append("item") }
      if p.stack { words.append("stack") }
      if let detents = p.detents { words += ["detents", detents] }
      if p.undimmed { words.append("undimmed") }
      if p.noPull { words.append("no-pull") }
      return words.joined(separator: " ")
    }
  }
}
