import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// The first screen `navfuzz` prints (the whole report is ``text``, `--verbose`): the answer
  /// (the mitigation to adopt, or why none holds), one row per mitigation with a cell per input
  /// class whose counts that cell explains, why each FAIL fails (the words of docs/MODEL.md §13
  /// that are not *unaffected*), the findings once each, and where to start.
  /// - Parameter recommendation: the answer's line (``Recommendation/line``), computed by the
  ///   caller over this report (it searches).
  public func summary(recommendation: String) -> String {
    var out = "navfuzz fuzz: \(headerFields)\n"
    out += "\(runsPerMitigation) runs per mitigation"
    if case .seconds = campaign.budget { out += " (--time: the counts depend on the machine)" }
    if interrupted { out += " (interrupted)" }
    out += "\n\n" + recommendation + "\n\n"
    out += classTable
    let why = whyLines
    if !why.isEmpty {
      out += "\nwhy (each word from 3 independent searches, docs/MODEL.md §13):\n" + why
    }
    out += topFindings
    out += unreplayedText
    out += "\nmore: --verbose (every verdict with its counts, coverage, every file), "
    out += "--html FILE, --json\n"
    return out
  }

  /// One row per mitigation: runs that found each kind, by input class.
  var classTable: String {
    let fingers = campaign.generation.fingers
    let appEvents = campaign.generation.appEvents
    let names = rows.map {
      $0.mitigation == .none && !campaign.mitigationsExplicit
        ? "none (control)" : $0.mitigation.rawValue
    }
    let width = max(10, names.map(\.count).max() ?? 0)
    var cells: [[String]] = []
    for row in rows {
      let one = row.runs == 0 ? "not run" : cell(row, row.oneFingerKinds, \.oneFinger, "holds")
      let two =
        fingers < 2
        ? "not tried" : cell(row, row.multiFingerKinds, \.multiFinger, "adds nothing")
      let app = !appEvents ? "off" : cell(row, row.appKinds, \.app, "add nothing")
      var line = [one, two, app]
      if !row.holdsOnlyAsModelled.isEmpty { line[0] += " *" }
      if row.cost != nil { line.append("no swipe-back") }
      cells.append(line)
    }
    let widths = (0..<3).map { c in max(12, cells.map { $0[c].count }.max() ?? 0) }
    var out =
      "mitigation".padded(to: width) + "  " + "one finger".padded(to: widths[0]) + "  "
      + "two fingers".padded(to: widths[1]) + "  " + "app inputs".padded(to: widths[2])
      + (cells.contains { $0.count > 3 } ? "  cost" : "")
    out = out.trimmingTrailingSpaces + "\n"
    for (name, line) in zip(names, cells) {
      var text = name.padded(to: width)
      for (c, value) in line.enumerated() {
        text += "  " + (c < 3 ? value.padded(to: widths[c]) : value)
      }
      out += text.trimmingTrailingSpaces + "\n"
    }
    out += "(runs of \(runsPerMitigation) whose touches were of that class and found the kind"
    out += appEvents ? "; app inputs: the kinds they add" : ""
    out += rows.contains { !$0.holdsOnlyAsModelled.isEmpty } ? "; * see why" : ""
    out +=
      cells.contains { $0.contains { $0.contains(Self.minimisedOnly) } }
      ? "; \(Self.minimisedOnly.dropFirst()): no run of that class found it, a run of another "
        + "class did and its minimised inputs are of that class" : ""
    return out + ")\n"
  }

  /// A count of 0 beside a kind that a minimised finding puts in the class (a run with an app
  /// input whose minimised inputs are one finger's): no run of the class found it.
  static let minimisedOnly = " 0 (minimised)"

  /// `FAILS lockup 345`, `FAILS lockup 345, corruption 3`, `FAILS dead-stack 0 (minimised)`, or
  /// `holds`.
  func cell(
    _ row: Row, _ kinds: [FindingKind],
    _ count: KeyPath<(kind: FindingKind, oneFinger: Int, multiFinger: Int, app: Int), Int>,
    _ none: String
  ) -> String {
    guard !kinds.isEmpty else { return none }
    let parts = kinds.map { kind -> String in
      let n = row.classRuns.first { $0.kind == kind }.map { $0[keyPath: count] } ?? 0
      return n == 0 ? kind.rawValue + Self.minimisedOnly : "\(kind.rawValue) \(n)"
    }
    return (none == "holds" ? "FAILS " : "+") + parts.joined(separator: ", ")
  }

  /// Per FAIL line, what it needs (and what the searches could not decide), the mitigations
  /// that share them on one line; then what holds only as modelled. *narrows* and
  /// *unaffected* (both "not needed", told apart by a rank test a moderate effect passes in
  /// some searches and not others) are counted here and shown by `--verbose`.
  var whyLines: String {
    var groups: [(text: String, mitigations: [String])] = []
    for row in rows {
      for line in row.dependences {
        let words = line.dependences.filter { $0.verdict == .needs || $0.verdict == .undecided }
          .map(\.short)
        let others = line.dependences.count - words.count
        var text =
          "\(line.kind.rawValue) (\(line.multiFinger ? "two fingers" : "one finger")): "
          + (words.isEmpty ? "needs no assumption searched" : words.joined(separator: "; "))
        if others > 0 { text += "; the others searched are not needed (--verbose)" }
        if let i = groups.firstIndex(where: { $0.text == text }) {
          groups[i].mitigations.append(row.mitigation.rawValue)
        } else {
          groups.append((text, [row.mitigation.rawValue]))
        }
      }
    }
    var out = ""
    for group in groups {
      out += "  " + group.mitigations.joined(separator: ", ") + ": " + group.text + "\n"
    }
    for row in rows where !row.holdsOnlyAsModelled.isEmpty {
      out += "  * \(row.mitigation.rawValue) holds as modelled only: "
      out +=
        row.holdsOnlyAsModelled.map {
          "under \($0.assumption.alternativeSetting) (\($0.assumption.short)) it FAILS: "
            + $0.kinds.map(\.rawValue).joined(separator: ", ")
            + " (\($0.runs) of \($0.forks) forks)"
        }.joined(separator: "; ") + "\n"
    }
    return out
  }

  /// The findings once each (by kind, cause class and input class), with the mitigations
  /// that share them, user inputs first, then where to start.
  var topFindings: String {
    var groups: [(key: String, first: ReportedFinding, mitigations: [String])] = []
    let ordered =
      findings.filter { !$0.finding.needsAppInput } + findings.filter(\.finding.needsAppInput)
    for f in ordered {
      let s = signature(of: f)
      let key = "\(s.kind)/\(s.causeClass)/\(s.inputClass)"
      if let i = groups.firstIndex(where: { $0.key == key }) {
        if !groups[i].mitigations.contains(f.mitigation.rawValue) {
          groups[i].mitigations.append(f.mitigation.rawValue)
        }
      } else {
        groups.append((key, f, [f.mitigation.rawValue]))
      }
    }
    guard !groups.isEmpty else { return "\nno finding\n" }
    let shown = 6
    var out = "\nfindings (each once; the mitigations it beats, then its file):\n"
    for g in groups.prefix(shown) {
      let s = signature(of: g.first)
      out += "  \(g.first.finding.label) [\(s.inputClass)] under "
      out += g.mitigations.joined(separator: ", ") + ": " + ShellWord.quoted(g.first.path) + "\n"
    }
    if groups.count > shown { out += "  (\(groups.count - shown) more: --verbose)\n" }
    let start =
      groups.first { g in
        !g.first.finding.needsAppInput && g.mitigations.contains { $0 != Mitigation.none.rawValue }
      } ?? groups[0]
    let path = ShellWord.quoted(start.first.path)
    out += "start here: navfuzz explain \(path)   "
    out += "(then: \(Campaign.exportCommand(path: start.first.path)))\n"
    return out
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

extension CampaignReport {
  /// The first screen of several profiles' campaigns (`--profile all`): the header, the
  /// verdict per mitigation and profile, and per profile where its findings are and where to
  /// start; the recommendation follows (the caller's).
  package static func profilesSummary(_ reports: [CampaignReport]) -> String {
    guard let first = reports.first else { return "" }
    var out = "navfuzz fuzz: seed \(first.campaign.seed), profiles "
    out += reports.map(\.campaign.configuration.profile.name).joined(separator: ", ")
    out += "; \(first.runsPerMitigation) runs per mitigation and profile\n\n"
    out += profileMatrixText(reports)
    out += "\nfindings:\n"
    for report in reports {
      let profile = report.campaign.configuration.profile.name
      let files = Set(report.findings.map(\.path)).count
      guard
        let start = report.findings.first(where: {
          !$0.finding.needsAppInput && $0.mitigation != .none
        }) ?? report.findings.first
      else {
        out += "  \(profile): none\n"
        continue
      }
      out += "  \(profile): \(files) file\(files == 1 ? "" : "s") in "
      out += ShellWord.quoted(report.campaign.outDirectory) + "/; start here: navfuzz explain "
      out += ShellWord.quoted(start.path) + "\n"
    }
    out += "\nmore: --verbose (each profile's whole report), --html FILE, --json\n"
    return out
  }
}
