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
  /// The touches of the finding in words, with their timing (``Scenario/gestureWords(hold:)``).
  public var gesture: String?
  /// The mitigation that holds for this presentation against one finger (the focused app
  /// fuzzed again under every mitigation of the profile's matrix): the first without a cost,
  /// else the first; `nil` when none holds, or none was tried (no finding).
  public var mitigation: Mitigation?
  /// Whether ``mitigation`` costs the swipe back.
  public var mitigationCostsSwipeBack = false
  /// The mitigations tried for the fix, in the matrix's order (empty: none tried).
  public var mitigationsTried: [Mitigation] = []
  /// How the scan came to read the presentation on this screen when that may not be so
  /// (``ScannedApp/readThrough``, ``ScannedApp/readThroughOnScreen``): such a presentation is
  /// not judged, and ``unjudged`` says this.
  public var readThrough: String? = nil

  /// The finding's scope: the whole app, this tab's stack, this sheet's stack.
  public var scope: FindingScope? { finding?.scopeClass }

  /// The warning's message, without location and severity: where the presentation is, what a
  /// person does to get the finding (with its timing), its scope, the mitigation that holds
  /// here and the command that replays it.
  public func message(reproduce path: String) -> String? {
    guard let finding else { return nil }
    let stack = site.path.joined(separator: " > ")
    let pushed =
      site.path.count > 1 ? "pushed screen '\(site.screen)' (\(stack))" : "'\(site.screen)'"
    var text = "\(item) presented from \(pushed)"
    text += " \(finding.consequence) on \(profile) (\(finding.label))"
    if let gesture, !gesture.isEmpty { text += " when you \(gesture)" }
    text += "; scope: \(finding.scopeClass); fix: \(fix)"
    return text + "; replay: navfuzz run \(path)"
  }

  /// `mitigation guard-presented holds here (navfuzz mitigation guard-presented prints its
  /// code)`, or why no fix is named.
  public var fix: String {
    if let mitigation {
      return "mitigation \(mitigation.rawValue) holds here against one finger"
        + (mitigationCostsSwipeBack ? " (it costs the swipe back)" : "")
        + " ('navfuzz mitigation \(mitigation.rawValue)' prints its code)"
    }
    if mitigationsTried.isEmpty { return "none tried" }
    return "no mitigation holds here against one finger (tried "
      + mitigationsTried.map(\.rawValue).joined(separator: ", ") + ")"
  }

  /// The model's reason, for a `note:` after the warning: what stopped the probes and the rules
  /// the finding rests on.
  public var reason: String? {
    finding.map { "why, by the model's probes: \($0.cause) [\($0.rulesDescription)]" }
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
        // Read only through a guess (a call that may run another method of its name, a
        // coordinator that shows one of two screens): which one this screen runs is not read,
        // so the model is not asked, and no warning says it: a warning must be true of the app
        // (docs/SCAN.md, "The verdicts").
        if let guess = item.sites.lazy.compactMap({
          app.readThrough[$0] ?? app.readThroughOnScreen[site.screen]?[$0]
        }).first {
          verdict.readThrough = guess
          verdict.unjudged = guess
          verdicts.append(verdict)
          continue
        }
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
        // A verdict states the finding and its fix, not the finding's dependence on the
        // assumptions: those searches would cost most of the verdict and show nowhere.
        let report = Self.campaign(
          configuration, screen: site.screen, mitigations: [.none], seed: seed, runs: runs,
          jobs: jobs
        ).run()
        let found = report.findings.first { reported in
          !reported.finding.kind.isInformational && presents(reported.scenarioText)
        }
        if let found {
          verdict.finding = found.finding
          verdict.scenarioText = found.scenarioText
          let word = item.text.split(separator: " ").first.map(String.init) ?? "item"
          verdict.fileName = PresentationVerdict.fileSystemName(
            "\(site.screen)-\(word)\(site.item)-\(profile.name)-\(found.finding.kind.rawValue).nav")
          if let scenario = try? Scenario.parse(found.scenarioText, path: "finding.nav") {
            verdict.gesture = scenario.gestureWords(
              hold: VirtualDuration(microseconds: configuration.profile.hold))
          }
          fix(&verdict, configuration: configuration, seed: seed, runs: runs, jobs: jobs)
        }
        verdicts.append(verdict)
      }
    }
    return verdicts
  }

  /// A verdict's campaign on the focused app: `mitigations`, one finger, no app inputs, one
  /// scenario per kind, no dependence searches.
  static func campaign(
    _ configuration: Configuration, screen: String, mitigations: [Mitigation], seed: UInt64,
    runs: Int, jobs: Int
  ) -> Campaign {
    var campaign = Campaign(seed: seed, configuration: configuration)
    campaign.appName = screen
    campaign.budget = .runs(runs)
    campaign.mitigations = mitigations
    campaign.mitigationsExplicit = true
    campaign.generation.appEvents = false
    campaign.generation.fingers = 1
    campaign.jobs = max(1, jobs)
    campaign.scenariosPerKind = 1
    campaign.searchingDependences = false
    return campaign
  }

  /// Fuzzes the focused app again under every mitigation of the profile's matrix (one finger,
  /// no app inputs, the same seed and runs) and names the one to adopt by the engine `fuzz`'s
  /// recommendation uses (``Recommendation/adopt(_:)``): of those that find nothing, by cost,
  /// the first that needs no assumed choice of the model, else the first.
  static func fix(
    _ verdict: inout PresentationVerdict, configuration: Configuration, seed: UInt64, runs: Int,
    jobs: Int
  ) {
    let tried = Mitigation.matrix(for: [configuration.profile]).filter { $0 != .none }
    // The failing rows' verdicts show nowhere, and ``Recommendation/adopt(_:)`` searches the
    // alternatives of the rows it weighs itself (all of them when the campaign did not), in
    // cost order, stopping at the first that holds under every one: the same choice.
    let report = campaign(
      configuration, screen: verdict.site.screen, mitigations: tried, seed: seed, runs: runs,
      jobs: jobs
    ).run()
    let chosen = Recommendation.adopt([report])
    verdict.mitigationsTried = tried
    verdict.mitigation = chosen?.mitigation
    verdict.mitigationCostsSwipeBack = chosen?.costsSwipeBack ?? false
  }

  /// Whether a scenario's touches tap a presentation's button (the focused app has one).
  static func presents(_ scenarioText: String) -> Bool {
    for line in scenarioText.split(separator: "\n") where line.hasPrefix("@") {
      let words = line.split(separator: " ")
      guard let tap = words.firstIndex(of: "tap"), tap + 1 < words.count else { continue }
      let target = words[tap + 1]
      if target == "show-sheet" || PresentationKind(keyword: target) != nil { return true }
    }
    return false
  }
}
