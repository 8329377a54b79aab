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
  public var alternativeSetting: String { "\(assumption.setting)=\(assumption.alternative)" }

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
  /// applies), whose alternative differs from the configuration's value, and whose rule the
  /// profile has (docs/MODEL.md §11); the coordinator one only under `guard-coordinator`, the
  /// touch order only with two fingers or more.
  public static func relevant(
    to configuration: Configuration, touches: [Touch], fired: RuleSet, allRules: Bool = false
  ) -> [Explanation.Assumption] {
    let profile = configuration.profile
    var fingers: [Int] = []
    for touch in touches where touch.isTouch && !fingers.contains(touch.finger) {
      fingers.append(touch.finger)
      if fingers.count > 1 { break }
    }
    return all.filter { assumption in
      var config = configuration
      guard profile.value(of: assumption.setting) != assumption.alternative,
        config.profile.setting(assumption.setting, to: assumption.alternative)
      else { return false }
      if assumption.setting == "coordinatorWhileFinalizing"
        && !configuration.mitigations.has(.guardCoordinator)
      {
        return false
      }
      if (assumption.rule == .r24 && !profile.contentSwipe)
        || (assumption.rule == .r25 && !profile.interruptibleNavigation)
        || (assumption.rule == .r26 && !profile.zoomTransition)
      {
        return false
      }
      if assumption.setting == "touchOrder" && fingers.count < 2 { return false }
      if !allRules, let rule = assumption.rule, !fired.has(rule) { return false }
      return true
    }
  }

  /// The configuration with this assumption's alternative selected.
  public func applied(to configuration: Configuration) -> Configuration {
    var config = configuration
    _ = config.profile.setting(setting, to: alternative)
    return config
  }
}
