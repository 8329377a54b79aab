import NavSimCore
import NavSimScenario
import NavSimSource

/// What the model says about one presentation of a scanned app on one profile (`navfuzz
/// scan`): a campaign on the app focused on that presentation (``ScannedApp/focused(on:)``),
/// one finger, no app inputs, and the first minimised finding whose touches present it.
public struct PresentationVerdict: Sendable {
  /// The presentation.
  public var site: ScannedApp.PresentationSite
  /// Where the presentation is written (its first site).
  public var location: SourceLocation
  /// Every site that writes this item on this screen (the same alert written twice is one
  /// item).
  public var sites: [SourceLocation] = []
  /// Where the presenting screen attaches it, when it is written inside a modifier of the
  /// app's own (``ScannedApp/Item/via``).
  public var via: [SourceLocation] = []
  /// The item as the app file writes it (`sheet`, `sheet Settings stack`).
  public var item: String
  /// The profile's name.
  public var profile: String
  /// The finding, minimised, if the model found one that presents this item.
  public var finding: Finding?
  /// The finding's scenario in canonical form (`navfuzz run` replays it).
  public var scenarioText: String?
  /// The file name the scenario is written under (`detail-sheet-ios17-lockup.nav`).
  public var fileName: String?
  /// Why the model could not judge it (the focused app is not a scenario this version reads).
  public var unjudged: String?

  /// The warning's message, without location and severity: the race and where it is.
  public func message(reproduce path: String) -> String? {
    guard let finding else { return nil }
    let stack = site.path.joined(separator: " > ")
    let pushed =
      site.path.count > 1 ? "pushed screen '\(site.screen)' (\(stack))" : "'\(site.screen)'"
    return "\(item) presented from \(pushed) can end in a \(finding.label) on \(profile): "
      + "\(finding.cause) [\(finding.rulesDescription)]; reproduce: navfuzz run \(path)"
  }
}

/// Judges every presentation of a scanned app with the model.
public enum ScanJudge {
  /// The verdicts, one per presentation and profile, in the app's order then the profiles'.
  ///
  /// - Parameters:
  ///   - app: the scanned app.
  ///   - profiles: the profiles to judge on.
  ///   - seed: the campaigns' seed.
  ///   - runs: the runs of each focused campaign.
  ///   - jobs: worker threads (the verdicts do not depend on it).
  public static func verdicts(
    _ app: ScannedApp, profiles: [Profile], seed: UInt64 = 1, runs: Int = 3000, jobs: Int = 1
  ) -> [PresentationVerdict] {
    var verdicts: [PresentationVerdict] = []
    for site in app.presentationSites {
      guard let screen = app.screen(named: site.screen), site.item < screen.items.count else {
        continue
      }
      let item = screen.items[site.item]
      let focus = app.focused(on: site)
      let text = focus.text()
      for profile in profiles {
        var verdict = PresentationVerdict(
          site: site, location: item.sites.first ?? screen.location, sites: item.sites,
          via: item.via,
          item: item.text, profile: profile.name)
        let configuration: Configuration
        do {
          var parsed = try Scenario.parse(text, path: "focus.nav")
          parsed.profile = profile.name
          configuration = try parsed.configuration()
        } catch {
          verdict.unjudged = "this version's scenario format cannot hold '\(item.text)' yet"
          verdicts.append(verdict)
          continue
        }
        var campaign = Campaign(seed: seed, configuration: configuration)
        campaign.appName = site.screen
        campaign.budget = .runs(runs)
        campaign.mitigations = [.none]
        campaign.mitigationsExplicit = true
        campaign.generation.appEvents = false
        campaign.generation.fingers = 1
        campaign.jobs = max(1, jobs)
        campaign.scenariosPerKind = 1
        let report = campaign.run()
        let found = report.findings.first { reported in
          !reported.finding.kind.isInformational && presents(reported.scenarioText)
        }
        if let found {
          verdict.finding = found.finding
          verdict.scenarioText = found.scenarioText
          let word = item.text.split(separator: " ").first.map(String.init) ?? "item"
          verdict.fileName = PresentationVerdict.fileSystemName(
            "\(site.screen)-\(word)\(site.item)-\(profile.name)-\(found.finding.kind.rawValue).nav")
        }
        verdicts.append(verdict)
      }
    }
    return verdicts
  }

  /// Whether a scenario's touches tap a presentation's button (the focused app has one).
  static func presents(_ scenarioText: String) -> Bool {
    for line in scenarioText.split(separator: "\n") where line.hasPrefix("@") {
      let words = line.split(separator: " ")
      guard let tap = words.firstIndex(of: "tap"), tap + 1 < words.count else { continue }
      switch words[tap + 1] {
      case "show-sheet", "sheet", "cover", "alert", "dialog": return true
      default: continue
      }
    }
    return false
  }
}
