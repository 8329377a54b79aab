import NavSimCore

/// Code that is not the app's navigation (docs/SCAN.md, "What is not read, counted"): test code
/// (``TestCode``), previews (a `PreviewProvider` type, a `#Preview { … }`), another app of the
/// sources than the one read (a design system's inspector app beside the product), and views
/// nothing in the sources makes (``unmadeViews(in:isAside:)``). Its
/// presentations and coordinator calls are neither counted as sites the scan did not read nor
/// noted one by one; one note per group says how many were left out.
extension SourceScan {
  /// Where code aside is, and which group a site belongs to.
  struct CodeAside {
    var folders: FolderRoles
    /// The lines of preview code, by path.
    var previews: [String: [ClosedRange<Int>]] = [:]
    /// The folders of the apps not read (the folder of their `App` file), with their names.
    var otherApps: [(folder: String, name: String)] = []
    /// The views nothing in the sources makes, with the lines of their declarations by path
    /// (``unmadeViews(in:isAside:)``).
    var unmade:
      [(name: String, lines: [String: [ClosedRange<Int>]], madeWhereLeftOut: SourceIndex.LeftOut?)] =
        []
    /// The iOS version the availability checks were read at.
    var iOSVersion: OSVersion?
    /// The code the build read leaves out, as notes name it.
    var configurationCode = ""

    /// The code aside among `index`'s files, the app read being `appName`.
    init(index: SourceIndex, appName: String) {
      folders = FolderRoles(paths: index.files.map(\.path))
      for type in index.types where type.conformances.contains("PreviewProvider") {
        let file = index.files[type.file]
        previews[file.path, default: []].append(
          file.location(ofCode: type.open).line...file.location(ofCode: type.close).line)
      }
      for file in index.files {
        var k = 0
        while k + 2 < file.code.count {
          if file.isPunctuation(k, ASCII.hash), file.isWord(k + 1, "Preview") {
            var open = k + 2
            if file.isPunctuation(open, ASCII.openParen) {
              open = (file.partner(of: open) ?? open) + 1
            }
            if file.isPunctuation(open, ASCII.openBrace), let close = file.partner(of: open) {
              previews[file.path, default: []].append(
                file.location(ofCode: k).line...file.location(ofCode: close).line)
              k = close
            }
          }
          k += 1
        }
      }
      unmade = Self.unmadeViews(in: index) { [folders, previews] site in
        folders.testFolder(of: site.path) != nil
          || previews[site.path]?.contains(where: { $0.contains(site.line) }) == true
      }
      otherApps = SourceScan.otherAppFolders(index: index, appName: appName)
      iOSVersion = index.iOSVersion
      configurationCode = index.configurationCode
    }

    /// The group of code aside `site` is in ("test code (UnitTests/)"), or `nil` for the app's.
    func group(of site: SourceLocation) -> String? {
      if let folder = folders.testFolder(of: site.path) { return "test code (\(folder)/)" }
      if let app = otherApps.first(where: { site.path.hasPrefix($0.folder + "/") }) {
        return "another app's code (\(app.name), \(app.folder)/)"
      }
      if previews[site.path]?.contains(where: { $0.contains(site.line) }) == true {
        return "preview code (PreviewProvider, #Preview)"
      }
      if let view = unmade.first(where: {
        $0.lines[site.path]?.contains(where: { $0.contains(site.line) }) == true
      }) {
        switch view.madeWhereLeftOut {
        case .availability:
          return "a view only code that does not run on iOS \(iOSVersion.map(\.description) ?? "") "
            + "makes (\(view.name))"
        case .configuration:
          return "a view only \(configurationCode) makes (\(view.name))"
        case .idiom:
          return "a view only code for another device than an iPhone makes (\(view.name))"
        case .platform, nil:
          break
        }
        return "a view nothing in the sources makes (\(view.name))"
      }
      return nil
    }

    /// Splits `sites` into the app's and the code aside's, in their order.
    func split(_ sites: [SourceLocation]) -> (app: [SourceLocation], aside: [SourceLocation]) {
      var app: [SourceLocation] = []
      var aside: [SourceLocation] = []
      for site in sites {
        if group(of: site) == nil { app.append(site) } else { aside.append(site) }
      }
      return (app, aside)
    }

    /// One note per group, at its first site in file order: how many presentations and
    /// navigation calls written in it were left out.
    func notes(presentations: [SourceLocation], calls: [SourceLocation]) -> [ScanDiagnostic] {
      var groups: [String] = []
      var first: [String: SourceLocation] = [:]
      var counts: [String: (presentations: Int, calls: Int)] = [:]
      for (site, isCall) in presentations.map({ ($0, false) }) + calls.map({ ($0, true) }) {
        guard let group = group(of: site) else { continue }
        if first[group] == nil {
          groups.append(group)
          first[group] = site
        } else if let known = first[group], site < known {
          first[group] = site
        }
        var count = counts[group] ?? (0, 0)
        if isCall { count.calls += 1 } else { count.presentations += 1 }
        counts[group] = count
      }
      return groups.sorted().compactMap { group in
        guard let at = first[group], let count = counts[group] else { return nil }
        let parts = [
          count.presentations == 0
            ? nil
            : "\(count.presentations) presentation site\(count.presentations == 1 ? "" : "s")",
          count.calls == 0
            ? nil : "\(count.calls) coordinator navigation call\(count.calls == 1 ? "" : "s")",
        ].compactMap { $0 }
        return ScanDiagnostic(
          .note, at: at,
          "\(group): \(parts.joined(separator: " and ")) written in it, not the app's "
            + "navigation, left out of the counts")
      }
    }
  }
}
