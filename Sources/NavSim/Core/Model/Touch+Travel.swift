/// One finger's move from where one touch ended to where its next begins (docs/MODEL.md §10.1):
/// Fitts's law gives the time a hand takes, `a + b·log2(D/W + 1)`, never less than `refractory`.
public struct FingerTravel: Hashable, Sendable {
  /// The finger.
  public var finger: Int
  /// The index of the touch the finger moves to, in the list measured.
  public var index: Int
  /// What the finger did before and does next (`back`, `show-sheet`, `swipe-back`, …).
  public var from: String
  /// The next touch's name.
  public var to: String
  /// The distance travelled `D`, points.
  public var distance: Double
  /// The next target's width along the movement `W`, points.
  public var width: Double
  /// The index of difficulty `log2(D/W + 1)`, bits.
  public var bits: Double
  /// Fitts's law's time for the move, µs.
  public var fitts: Int64
  /// The least time between the lift and the next touch-down: the larger of `fitts` and
  /// `refractory`, µs.
  public var needed: Int64
  /// The time the file gives the move, from the lift to the next touch-down, µs.
  public var gap: Int64

  /// The human margin of a finding whose tightest move this is: "the finger from back to
  /// show-sheet in 250ms, where Fitts's law gives 236ms".
  public var margin: String {
    "the finger from \(from) to \(to) in \(NumberText.milliseconds(gap)), "
      + "where Fitts's law gives \(NumberText.milliseconds(needed))"
  }
}

extension TouchPhysics {
  /// What a finger touches with `motion` (`nil`: a rotation or an app action, no finger).
  static func kind(_ motion: Touch.Motion) -> Touchable.Kind? {
    switch motion {
    case .tap(let target, _): .tap(target)
    case .pan(let kind, _, _, _): .gesture(kind)
    case .rotate, .app: nil
    }
  }

  /// A touch's name in messages: the scenario's words (`back`, `link detail`, `show-sheet`,
  /// `swipe-back`).
  public func label(_ touch: Touch) -> String {
    switch touch.motion {
    case .tap(let target, _):
      let screens = geometry.screenNames
      let tabs = geometry.tabNames
      return target.name(
        screen: { Int($0) < screens.count ? screens[Int($0)] : "#\($0)" },
        tab: { Int($0) < tabs.count ? tabs[Int($0)] : "#\($0)" })
    case .pan(let kind, _, _, _): return kind.keyword
    case .rotate: return "rotate"
    case .app: return "app"
    }
  }

  /// One finger's move to a touch: where it begins and lifts, and what the move takes.
  package struct Move {
    /// Where the touch begins and where its finger lifts.
    package var start: TouchPoint
    package var end: TouchPoint
    /// The distance from where the finger was, points (0 when it was nowhere yet).
    package var distance: Double
    /// The target's width along the movement, points.
    package var width: Double
    /// `log2(D/W + 1)`, bits.
    package var bits: Double
    /// Fitts's law's time, and the least pause (never less than `refractory`), µs.
    package var fitts: Int64
    package var needed: Int64
  }

  /// The move of a finger that was last at `from` (`nil`: anywhere, it has not touched yet) to
  /// `touch`: a tap begins and lifts at its target's centre; a pan begins at the point of its
  /// region nearest to the finger and lifts its travel further along its direction (kept on the
  /// screen). `nil` for a rotation or an app action.
  package func move(from: TouchPoint?, to touch: Touch, landscape: Bool) -> Move? {
    guard let kind = Self.kind(touch.motion) else { return nil }
    let rect = geometry.rect(for: kind, landscape: landscape)
    var start = rect.center
    var end = start
    if case .pan(let gesture, let progress, let duration, let velocity) = touch.motion {
      if let from { start = rect.nearest(to: from) }
      let travel = path(gesture, progress: progress, duration: duration, velocity: velocity).travel
      let m = geometry.metrics(landscape: landscape)
      end = start
      if gesture.isHorizontal {
        end.x = min(m.width, start.x + travel)
      } else {
        end.y = min(m.height, start.y + travel)
      }
    }
    return move(from: from, to: start, end: end, in: rect)
  }

  /// The move of a finger that was last at `from` to `start` in `rect`, lifting at `end`:
  /// Fitts's law over the distance and the rectangle's chord along it.
  package func move(from: TouchPoint?, to start: TouchPoint, end: TouchPoint, in rect: TouchRect)
    -> Move
  {
    guard let from else {
      return Move(
        start: start, end: end, distance: 0, width: min(rect.width, rect.height), bits: 0,
        fitts: 0, needed: profile.refractory)
    }
    let d = from.distance(to: start)
    var w = min(rect.width, rect.height)
    if d > 0 {
      let chord = rect.chord(through: start, ux: (start.x - from.x) / d, uy: (start.y - from.y) / d)
      if chord > 0 { w = chord }
    }
    let bits = Self.log2(d / max(1, w) + 1)
    let fitts = fittsTime(bits: bits)
    return Move(
      start: start, end: end, distance: d, width: w, bits: bits, fitts: fitts,
      needed: max(profile.refractory, fitts))
  }

  /// Where a finger that was last at `from` begins `touch` and where it lifts (``move``).
  package func points(_ touch: Touch, from: TouchPoint?, landscape: Bool)
    -> (start: TouchPoint, end: TouchPoint)?
  {
    move(from: from, to: touch, landscape: landscape).map { ($0.start, $0.end) }
  }

  /// Fitts's law's time for `bits` of difficulty, µs (`a + b·bits`, never negative), rounded
  /// up to a whole millisecond so that messages and minimised files read plainly.
  package func fittsTime(bits: Double) -> Int64 {
    let t = Double(profile.fittsIntercept) + Double(profile.fittsSlope) * bits
    guard t > 0 else { return 0 }
    return Int64(min(t / 1000, 1e12).rounded(.up)) * 1000
  }

  /// Every move of every finger in `touches` (each touch after the finger's previous one), in
  /// time order. A rotation turns the screen: the points of a move are taken in the
  /// orientation in force at its next touch-down.
  public func travels(_ touches: [Touch]) -> [FingerTravel] {
    var out: [FingerTravel] = []
    forEachMove(touches) { i, previous, move in
      let touch = touches[i]
      out.append(
        FingerTravel(
          finger: touch.finger, index: i, from: label(touches[previous.index]), to: label(touch),
          distance: move.distance, width: move.width, bits: move.bits, fitts: move.fitts,
          needed: move.needed, gap: touch.time &- previous.end))
    }
    return out
  }

  /// The move of `touches` with the least time to spare relative to what a hand needs (the
  /// smallest `gap / needed`): a finding's human margin (docs/MODEL.md §10.1). `nil` when no
  /// finger makes two touches.
  public func tightestTravel(_ touches: [Touch]) -> FingerTravel? {
    var best: FingerTravel? = nil
    for travel in travels(touches) {
      guard let b = best else {
        best = travel
        continue
      }
      // gap / needed < b.gap / b.needed, without dividing.
      if Double(travel.gap) * Double(max(1, b.needed))
        < Double(b.gap) * Double(max(1, travel.needed))
      {
        best = travel
      }
    }
    return best
  }

  /// Where a finger was when it lifted, and when.
  package struct FingerAt: Hashable, Sendable {
    /// The touch's index in the list measured.
    package var index: Int
    /// When it went down and when it lifted, µs.
    package var time: Int64
    package var end: Int64
    /// Where it lifted.
    package var point: TouchPoint

    package init(index: Int, time: Int64, end: Int64, point: TouchPoint) {
      self.index = index
      self.time = time
      self.end = end
      self.point = point
    }
  }

  /// The longest any move of one finger takes on this screen (corner to corner onto the
  /// narrowest target), µs: after that long since a finger lifted, where it lifted no longer
  /// limits what it does next.
  package var longestMove: Int64 {
    var longest = profile.refractory
    for landscape in [false, true] {
      let m = geometry.metrics(landscape: landscape)
      let diagonal = (m.width * m.width + m.height * m.height).squareRoot()
      let narrowest = min(Double(max(1, profile.edgeWidth)), TouchGeometry.minimumTarget)
      longest = max(longest, fittsTime(bits: Self.log2(diagonal / narrowest + 1)))
    }
    return longest
  }

  /// Calls `body` for each touch of a finger that touched before (in time order), with the
  /// finger's previous touch and the move between them; the orientation follows the
  /// rotations in between.
  package func forEachMove(_ touches: [Touch], _ body: (Int, FingerAt, Move) -> Void) {
    var last: [Int: FingerAt] = [:]
    forEachInHandOrder(touches) { i, landscape in
      let touch = touches[i]
      guard touch.isTouch,
        let move = move(from: last[touch.finger]?.point, to: touch, landscape: landscape)
      else { return }
      if let previous = last[touch.finger], touch.time >= previous.end { body(i, previous, move) }
      last[touch.finger] = FingerAt(index: i, time: touch.time, end: touch.end, point: move.end)
    }
  }

  /// Calls `body` with each index of `touches` in the order a hand makes them (time, then
  /// index), and whether the screen is in landscape then (every rotation up to it, itself
  /// included, has turned it): the order of the performability check and of the moves.
  package func forEachInHandOrder(_ touches: [Touch], _ body: (Int, Bool) -> Void) {
    let order = touches.indices.sorted { (touches[$0].time, $0) < (touches[$1].time, $1) }
    var landscape = startsLandscape
    for i in order {
      if case .rotate = touches[i].motion { landscape.toggle() }
      body(i, landscape)
    }
  }

  /// `x.exponent` and `x.significand` of a finite positive `x`, read from the bits for a
  /// number of 1 or more (the property getters are calls, on the hot path of every move).
  @inline(__always)
  static func exponentAndSignificand(_ x: Double) -> (Double, Double) {
    guard x >= 1 else { return (Double(x.exponent), x.significand) }
    let bits = x.bitPattern
    return (
      Double(Int((bits >> 52) & 0x7FF) - 1023),
      Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
    )
  }

  /// `log2(x)` for `x ≥ 1`, from the standard library's arithmetic alone (the same bits on
  /// every platform): the exponent plus `ln(s)/ln 2` of the significand `s`, taken in
  /// [√½, √2), by the series of `2·atanh((s − 1)/(s + 1))` to its sixth term (|z| ≤ 0.172, so
  /// the error is below 1e-11).
  static func log2(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 0 }
    var (e, s) = exponentAndSignificand(x)
    if s > 1.414_213_562_373_095_1 {
      s *= 0.5
      e += 1
    }
    let z = (s - 1) / (s + 1)
    let z2 = z * z
    let series =
      z * (1 + z2 * (1.0 / 3 + z2 * (1.0 / 5 + z2 * (1.0 / 7 + z2 * (1.0 / 9 + z2 * (1.0 / 11))))))
    return e + 2.885_390_081_777_926_8 * series
  }
}
