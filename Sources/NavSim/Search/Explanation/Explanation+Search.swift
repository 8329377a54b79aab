import NavSimCore
import NavSimScenario

/// The searches behind an explanation: each assumption's alternative, each setting's range,
/// each input's window.
extension Explanation {
  /// The inputs whose timing matters to the finding (their windows end within the limit), or
  /// every input when none does.
  var timedInputs: [Int] {
    let bounded = windows.indices.filter { windows[$0].isBounded }
    return bounded.isEmpty ? Array(windows.indices) : bounded
  }

  /// (a) The search under `assumption`'s alternative: each input whose timing matters moved
  /// alone, its window measured where the alternative still makes the finding (from the
  /// file's time, or else from the first of ``scanPoints`` start times across the input's
  /// window widened by its width each way); the widths summed, with and without.
  mutating func search(_ assumption: Assumption, target: ExplainTarget) -> Dependence {
    var alternativeTarget = target
    alternativeTarget.ignoring = assumption.rule
    var alternative = Replayer(
      configuration: assumption.applied(to: configuration), touches: touches,
      target: alternativeTarget)
    var without: Int64 = 0
    var with: Int64 = 0
    for i in timedInputs {
      let w = windows[i]
      without += w.width
      let start = touches[i].time
      var found: Int64? = alternative.keepsAsIs ? start : nil
      if found == nil {
        let floor = max(0, start - Self.windowLimit)
        let low = max(floor, w.earliest - w.width)
        let high = min(start + Self.windowLimit, w.latest + w.width)
        let step = max(1, (high - low) / Self.scanPoints)
        var t = low
        while t <= high && found == nil {
          if alternative.keeps(moving: i, to: t) { found = t }
          t += step
        }
      }
      if let found {
        with += Self.window(i, from: found, replayer: &alternative).width
      }
    }
    stepsDelivered += alternative.delivered
    return Dependence(assumption: assumption, measure: .window, without: without, with: with)
  }

  /// Whether `touches` under `config` (a whole run) are performable with the file's fingers
  /// and make the finding.
  func keeps(_ config: Configuration, _ touches: [Touch]) -> Bool {
    var replayer = Replayer(
      configuration: configuration, touches: self.touches, target: .init(finding))
    return replayer.keeps(config, touches)
  }

  /// Whether the file with `setting` set to `value` keeps the finding (taps without their own
  /// `hold` follow a changed `hold`).
  func keeps(setting: String, _ value: Int64) -> Bool {
    var replayer = Replayer(configuration: configuration, touches: touches, target: .init(finding))
    return keeps(setting: setting, value, replayer: &replayer)
  }

  func keeps(setting: String, _ v: Int64, replayer: inout Replayer) -> Bool {
    var config = configuration
    guard config.profile.setting(setting, to: v) else { return false }
    guard setting == "hold" else { return replayer.keeps(config, touches) }
    // The taps that use the profile's hold (a file line without `hold D`) follow it.
    var held = touches
    for i in held.indices {
      if case .tap(let target, let hold) = held[i].motion, hold == configuration.profile.hold {
        held[i].motion = .tap(target, hold: v)
      }
    }
    return replayer.keeps(config, held)
  }

  func range(
    _ setting: String, value: Int64, limit: Int64, replayer: inout Replayer
  ) -> ValueRange {
    func keeps(_ v: Int64) -> Bool { self.keeps(setting: setting, v, replayer: &replayer) }
    let unit: Int64 = Profile.isDuration(setting) ? 1_000 : 1
    var low = value
    if keeps(0) {
      low = 0
    } else {
      var fails: Int64 = 0
      while low - fails > unit {
        let mid = fails + (low - fails) / 2
        if keeps(mid) { low = mid } else { fails = mid }
      }
    }
    var high: Int64? = value
    if keeps(limit) {
      high = nil
    } else {
      var works = value
      var fails = limit
      while fails - works > unit {
        let mid = works + (fails - works) / 2
        if keeps(mid) { works = mid } else { fails = mid }
      }
      high = works
    }
    var range = ValueRange(
      setting: setting, value: value, low: low, high: high, limit: limit,
      isDuration: Profile.isDuration(setting))
    range.missed = Self.firstMissed(low, high ?? limit, keeps)
    return range
  }

  /// The first of ``interiorPoints`` evenly spaced points strictly between `low` and `high`
  /// where `keeps` is false, if any.
  static func firstMissed(_ low: Int64, _ high: Int64, _ keeps: (Int64) -> Bool) -> Int64? {
    guard high - low > 1 else { return nil }
    var last = low
    for k in 1..<interiorPoints {
      let point = low + (high - low) * k / interiorPoints
      guard point > last, point < high else { continue }
      last = point
      if !keeps(point) { return point }
    }
    return nil
  }

  /// Bisection of touch `i`'s start, alone, earlier and later from `from` (a start that keeps
  /// the finding; the file's by default), in 1 µs steps.
  static func window(_ i: Int, from: Int64? = nil, replayer: inout Replayer) -> Window {
    let touch = replayer.touches[i]
    let start = from ?? touch.time
    var earliest = start
    let floor = max(0, touch.time - windowLimit)
    if replayer.keeps(moving: i, to: floor) {
      earliest = floor
    } else {
      var fails = floor
      while earliest - fails > 1 {
        let mid = fails + (earliest - fails) / 2
        if replayer.keeps(moving: i, to: mid) { earliest = mid } else { fails = mid }
      }
    }
    var latest = start
    let ceiling = touch.time + windowLimit
    if replayer.keeps(moving: i, to: ceiling) {
      latest = ceiling
    } else {
      var fails = ceiling
      while fails - latest > 1 {
        let mid = latest + (fails - latest) / 2
        if replayer.keeps(moving: i, to: mid) { latest = mid } else { fails = mid }
      }
    }
    let earliestIsFingerLimit =
      earliest > floor && !replayer.performable(moving: i, to: earliest - 1)
    let latestIsFingerLimit =
      latest < ceiling && !replayer.performable(moving: i, to: latest + 1)
    return Window(
      touch: touch, earliest: earliest, latest: latest,
      earliestIsFingerLimit: earliestIsFingerLimit, latestIsFingerLimit: latestIsFingerLimit,
      isBounded: (earliest > floor && !earliestIsFingerLimit)
        || (latest < ceiling && !latestIsFingerLimit))
  }
}
