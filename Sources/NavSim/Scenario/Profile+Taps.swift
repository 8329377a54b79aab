import NavSimCore

extension Profile {
  /// The settings ``tapProblem`` reads, in the order a message names them.
  package static let tapSettings = ["hold", "minHold", "maxHold"]

  /// Why no finger can tap under these values, or `nil` when one can (docs/MODEL.md §10.5).
  ///
  /// Every tap the fuzzer, the shrinker, the explorer and the probes make is held `hold` (the
  /// fuzzer also draws holds from `minHold` to `maxHold`), and the performability check
  /// refuses a tap held less than `minHold` or more than `maxHold`. So the rule is
  /// `minHold ≤ hold ≤ maxHold`: otherwise every tap they make is refused, no finding can be
  /// minimised, and every file written fails `navfuzz check`.
  ///
  /// ```swift
  /// var profile = Profile.ios17
  /// _ = profile.setting("hold", to: 10_000)
  /// profile.tapProblem  // "hold 10ms is shorter than minHold 40ms: …"
  /// ```
  package var tapProblem: String? {
    func ms(_ us: Int64) -> String { "\(VirtualDuration(microseconds: us))" }
    if minHold > maxHold {
      return "minHold \(ms(minHold)) is longer than maxHold \(ms(maxHold)): no touch is a tap"
    }
    if hold < minHold {
      return "hold \(ms(hold)) is shorter than minHold \(ms(minHold)): no finger can make a "
        + "tap held hold (every tap the fuzzer, the shrinker, the explorer and the probes make)"
    }
    if hold > maxHold {
      return "hold \(ms(hold)) is longer than maxHold \(ms(maxHold)): no finger can make a "
        + "tap held hold (every tap the fuzzer, the shrinker, the explorer and the probes make)"
    }
    return nil
  }
}
