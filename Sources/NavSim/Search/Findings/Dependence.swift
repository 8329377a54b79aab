import NavSimCore
import NavSimScenario

/// How one finding depends on one assumption of the model, decided by search
/// (docs/MODEL.md §13): the search that found the finding is made again under the assumption's
/// alternative, and the finding's signature (``FindingSignature``) is looked for.
///
/// - *needs*: the search under the alternative no longer finds the signature;
/// - *narrows*: it still does, less often (fewer runs) or in a narrower window;
/// - *unaffected*: it does, as often or as widely.
///
/// An assumption is never said to be needed while the search under its alternative finds the
/// signature: ``verdict`` is computed from the two measures, never stated.
///
/// ```
/// needs R7 [E]: 0 under r7Triggers=0
/// R6 no lock [A] narrows it: 238 under r6Lock=1
/// ```
public struct Dependence: Hashable, Sendable {
  /// What the search under the alternative found.
  public enum Verdict: String, Hashable, Sendable {
    /// The signature is gone: the finding needs the assumption.
    case needs
    /// Still found, less often or in a narrower window.
    case narrows
    /// Found as often or as widely.
    case unaffected
  }

  /// What was measured, with and without the alternative.
  public enum Measure: Hashable, Sendable {
    /// Runs of a campaign (out of this many runs) that found the signature.
    case runs(of: Int)
    /// The width, µs, of the window of start times of the finding's inputs that keep the
    /// signature (summed over the inputs that matter), `explain`'s search.
    case window
  }

  /// The assumption and its alternative.
  public var assumption: Explanation.Assumption
  /// What was measured.
  public var measure: Measure
  /// The measure as modelled (the assumption held).
  public var without: Int64
  /// The measure under the alternative.
  public var with: Int64

  /// Creates a dependence from its two measures.
  public init(
    assumption: Explanation.Assumption, measure: Measure, without: Int64, with: Int64
  ) {
    self.assumption = assumption
    self.measure = measure
    self.without = without
    self.with = with
  }

  /// What the measures say: *needs* when the alternative's search found nothing.
  public var verdict: Verdict {
    if with <= 0 { return .needs }
    return with < without ? .narrows : .unaffected
  }

  /// `r6Lock=1`.
  public var alternativeSetting: String { assumption.alternativeSetting }

  /// One measure in words: `238` runs, or `583ms` of window.
  func amount(_ value: Int64) -> String {
    switch measure {
    case .runs: String(value)
    case .window: Scenario.milliseconds(value)
    }
  }

  /// The verdict line's part: `needs R7 [E]: 0 under r7Triggers=0`, `R6 no lock [A] narrows
  /// it: 238 under r6Lock=1`, `finger order [A] unaffected: 433 under touchOrder=1`.
  public var short: String {
    let under = "\(amount(with)) under \(alternativeSetting)"
    switch verdict {
    case .needs: return "needs \(assumption.short): \(under)"
    case .narrows: return "\(assumption.short) narrows it: \(under)"
    case .unaffected: return "\(assumption.short) unaffected: \(under)"
    }
  }

  /// The measure as modelled, for the verdict line's head: `433 of 10000 runs`, or `a 157ms
  /// window`.
  public var baseline: String {
    switch measure {
    case .runs(let n): "\(without) of \(n) runs"
    case .window: "a \(Scenario.milliseconds(without)) window"
    }
  }

  /// A FAIL's kind with its dependences, as verdict lines write it: `lockup (433 of 10000
  /// runs; needs R7 [E]: 0 under r7Triggers=0; R6 no lock [A] narrows it: 238 under r6Lock=1)`.
  public static func describe(_ kind: String, _ dependences: [Dependence]) -> String {
    guard let first = dependences.first else { return kind }
    return "\(kind) (\(first.baseline); "
      + dependences.map(\.short).joined(separator: "; ") + ")"
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
    for touch in touches {
      if touch.isApp { appInput = true }
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
