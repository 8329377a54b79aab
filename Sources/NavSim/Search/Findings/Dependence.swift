import NavSimCore
import NavSimScenario

/// How a FAIL line depends on one assumption of the model, decided by independent searches
/// (docs/MODEL.md §13, "The verdict rule"): the runs with a finding of the line's kind and input
/// class are counted in ``Campaign/verdictSearches`` campaigns as modelled (at
/// ``Campaign/searchSeeds``, the same for every `--seed`) and in as many under the assumption's
/// alternative.
///
/// - *needs*: every search under the alternative found none, and every search as modelled
///   found some;
/// - *narrows*: every search under the alternative found fewer than every search as modelled
///   (a rank test: by chance alone, one time in twenty);
/// - *unaffected*: a search under the alternative found as many as some search as modelled
///   (the searches stop there);
/// - *undecided*: none under the alternative, but some search as modelled found none either:
///   the finding is too rare at this budget to tell.
///
/// An assumption is never said to be needed while a search under its alternative finds the
/// line's kind: ``verdict`` is computed from the counts, never stated.
///
/// ```
/// needs R7 [E]: 0 in 3 × 1000 forks under r7Triggers=0
/// R6 no lock [A] narrows it: 729 in 3 × 1000 forks under r6Lock=1, against 1294
/// ```
public struct Dependence: Hashable, Sendable {
  /// What the searches under the alternative found.
  public enum Verdict: String, Hashable, Sendable {
    /// The kind is gone in every search: the line needs the assumption.
    case needs
    /// Still found, less often in every search.
    case narrows
    /// Found as often as as modelled in some search.
    case unaffected
    /// Not found under the alternative, but not found in every search as modelled either.
    case undecided
  }

  /// What was measured, with and without the alternative.
  public enum Measure: Hashable, Sendable {
    /// Runs of a search (out of this many per search, each a fork from one of the line's
    /// findings or a fresh run, ``Campaign/search(seed:under:_:forks:from:)``) with a finding
    /// of the line's kind and class.
    case forks(of: Int)
    /// The width, µs, of the window of start times of the finding's inputs that keep the
    /// finding (summed over the inputs that matter), `explain`'s measure of one file.
    case window
  }

  /// The assumption and its alternative.
  public var assumption: Explanation.Assumption
  /// What was measured.
  public var measure: Measure
  /// The measure as modelled, one per search.
  public var withoutEach: [Int64]
  /// The measure under the alternative, one per search made (the searches stop once the word
  /// is decided).
  public var withEach: [Int64]

  /// The campaign-style search that checks a *needs* the forks gave (docs/MODEL.md §13): its
  /// runs from the app's start and how many found the line's kind and class; `nil` when the
  /// forks gave another word. Any run found turns *needs* into *narrows*.
  public var confirmation: Confirmation? = nil

  /// A campaign-style search's runs and the runs among them that found the line.
  public struct Confirmation: Hashable, Sendable {
    /// The runs made.
    public var runs: Int
    /// How many found the line's kind and class.
    public var found: Int64
  }

  /// Creates a dependence from the searches' measures.
  public init(
    assumption: Explanation.Assumption, measure: Measure, without: [Int64], with: [Int64]
  ) {
    self.assumption = assumption
    self.measure = measure
    self.withoutEach = without
    self.withEach = with
  }

  /// Creates a dependence from one measure each way (`explain`'s windows).
  public init(
    assumption: Explanation.Assumption, measure: Measure, without: Int64, with: Int64
  ) {
    self.init(assumption: assumption, measure: measure, without: [without], with: [with])
  }

  /// The measure as modelled in the first search.
  public var without: Int64 { withoutEach.first ?? 0 }
  /// The measure under the alternative, over every search made.
  public var with: Int64 { withEach.reduce(0, &+) }

  /// The word the searches made so far decide, or `nil` while more searches are needed: the
  /// rule of docs/MODEL.md §13 over `without` (every search as modelled) and `with` (the
  /// searches under the alternative so far, at most as many).
  public static func decide(without: [Int64], with: [Int64]) -> Verdict? {
    let least = without.min() ?? 0
    if with.contains(where: { $0 > 0 && $0 >= least }) { return .unaffected }
    guard with.count >= without.count else { return nil }
    if with.allSatisfy({ $0 == 0 }) { return least > 0 ? .needs : .undecided }
    return .narrows
  }

  /// What the measures say (docs/MODEL.md §13).
  public var verdict: Verdict {
    let word = Self.decide(without: withoutEach, with: withEach) ?? .undecided
    if word == .needs, let confirmation, confirmation.found > 0 { return .narrows }
    return word
  }

  /// `r6Lock=1`.
  public var alternativeSetting: String { assumption.alternativeSetting }

  /// One measure in words: `238` runs, or `583ms` of window.
  func amount(_ value: Int64) -> String {
    switch measure {
    case .forks: String(value)
    case .window: Scenario.milliseconds(value)
    }
  }

  /// The budget the measure under the alternative was found in: ` in 3 × 1000 forks`.
  var budget: String {
    switch measure {
    case .forks(let n): " in \(withEach.count) × \(n) forks"
    case .window: ""
    }
  }

  /// The verdict line's part: `needs R7 [E]: 0 in 3 × 1000 forks under r7Triggers=0`, `R6 no
  /// lock [A] narrows it: 729 in 3 × 1000 forks under r6Lock=1, against 1294`, `finger order
  /// [A] unaffected: 433 in 1 × 1000 forks under touchOrder=1`.
  public var short: String {
    var under = amount(with) + budget
    if let confirmation {
      under +=
        confirmation.found > 0
        ? ", \(confirmation.found) in \(confirmation.runs) runs" : " and \(confirmation.runs) runs"
    }
    under += " under \(alternativeSetting)"
    let modelled = amount(withoutEach.reduce(0, &+))
    switch verdict {
    case .needs: return "needs \(assumption.short): \(under)"
    case .narrows: return "\(assumption.short) narrows it: \(under), against \(modelled)"
    case .unaffected: return "\(assumption.short) unaffected: \(under)"
    case .undecided:
      let found = withoutEach.filter { $0 > 0 }.count
      return "\(assumption.short) undecided: \(under), and as modelled \(found) of "
        + "\(withoutEach.count) searches found it"
    }
  }

  /// The measure as modelled, for the verdict line's head: `433 of 1000 forks`, or `a 157ms
  /// window`.
  public var baseline: String {
    switch measure {
    case .forks(let n): "\(without) of \(n) forks"
    case .window: "a \(Scenario.milliseconds(without)) window"
    }
  }

  /// A FAIL's kind with its dependences, as verdict lines write it: `lockup (345 of 10000
  /// one-finger runs; needs R7 [E]: 0 in 3 × 1000 forks under r7Triggers=0; …)`; `head` is
  /// what the campaign counted, else the first search's measure as modelled.
  public static func describe(
    _ kind: String, head: String? = nil, _ dependences: [Dependence]
  ) -> String {
    guard let head = head ?? dependences.first?.baseline else { return kind }
    return "\(kind) (" + ([head] + dependences.map(\.short)).joined(separator: "; ") + ")"
  }
}

extension Explanation.Assumption {
  /// The assumptions that can matter to a finding made by `touches` under `configuration`
  /// with `fired` rules: those whose rule fired (an assumption without a rule: where it
  /// applies), whose alternative differs from the configuration's value, and that
  /// ``applies(to:touches:allRules:)``.
  public static func relevant(
    to configuration: Configuration, touches: [Touch], fired: RuleSet, allRules: Bool = false
  ) -> [Explanation.Assumption] {
    all.filter { assumption in
      var config = configuration
      guard configuration.profile.value(of: assumption.setting) != assumption.alternative,
        config.profile.setting(assumption.setting, to: assumption.alternative)
      else { return false }
      guard assumption.applies(to: configuration, touches: touches, allRules: allRules) else {
        return false
      }
      if !allRules, let rule = assumption.rule, !fired.has(rule) { return false }
      return true
    }
  }

  /// Whether the assumption can matter at all to `touches` under `configuration` (docs/MODEL.md
  /// §13): its rule exists in the profile (§11) and the app (split view, tabs, zoomed
  /// screens); the coordinator one only under `guard-coordinator`, the mask's only under a
  /// gesture mask, the exclusive-touch one only under `exclusive-touch` with two fingers; the
  /// touch order only with two fingers or more; the content taps' cancellation with two
  /// fingers or an app input; the hand's speed (`fittsB`) only for one finger; the button's
  /// toggle where a presentation button is tapped. `allRules` (the recommendation, `explain`'s
  /// list) asks about the configuration whatever the touches: the touch-bound ones need
  /// touches, the button's toggle an app with a button.
  public func applies(
    to configuration: Configuration, touches: [Touch], allRules: Bool = false
  ) -> Bool {
    let profile = configuration.profile
    let app = configuration.app
    let m = configuration.mitigations
    var fingers: [Int] = []
    var appInput = false
    var buttonTapped = false
    var tabChange = false
    for touch in touches {
      if touch.isApp { appInput = true }
      if case .app(.inTab) = touch.motion { tabChange = true }
      if case .tap(.showSheet, _) = touch.motion { buttonTapped = true }
      if case .tap(.present, _) = touch.motion { buttonTapped = true }
      if touch.isTouch && !fingers.contains(touch.finger) { fingers.append(touch.finger) }
    }
    let zoomApp = profile.zoomTransition && app.screens.contains(where: \.zoom)
    let split = configuration.device == .ipad && configuration.container == .split
    switch setting {
    case "coordinatorWhileFinalizing": return m.has(.guardCoordinator)
    case "touchOrder": return fingers.count >= 2
    case "exclusivePans": return m.has(.exclusiveTouch) && fingers.count >= 2
    case "maskCoversEdge": return m.has(.gestureMask) || m.has(.gestureMaskCounted)
    case "transitionCancelsContent": return fingers.count >= 2 || appInput
    case "fittsB": return fingers.count == 1
    case "buttonToggles":
      let buttons = app.screens.contains { !$0.presentations.isEmpty && $0.buttonAction == nil }
      return buttons && (allRules || buttonTapped)
    case "r24MidTransition": return profile.contentSwipe
    case "r26MidTransition", "r26Sideways": return zoomApp
    case "tabSwitchCommits": return app.hasTabs
    case "offWindowAnimates": return app.hasTabs && (allRules || tabChange)
    case "r30PushLive": return profile.contentLiveDuringTransitions
    case "r9BarCorrupts": return profile.interruptibleNavigation
    default: break
    }
    switch rule {
    case .r24?: return profile.contentSwipe
    case .r25?: return profile.interruptibleNavigation
    case .r26?: return profile.zoomTransition
    case .r19?, .r20?, .r21?, .r22?, .r23?: return split
    default: return true
    }
  }

  /// `r6Lock=1`, `fittsB=144ms`: the alternative as `--set` writes it (a duration with its
  /// unit).
  public var alternativeSetting: String {
    let value =
      Profile.isDuration(setting) ? NumberText.milliseconds(alternative) : String(alternative)
    return "\(setting)=\(value)"
  }

  /// The configuration with this assumption's alternative selected.
  public func applied(to configuration: Configuration) -> Configuration {
    var config = configuration
    _ = config.profile.setting(setting, to: alternative)
    return config
  }
}
