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
      switch target {
      case .back: return "back"
      case .customBack: return "custom-back"
      case .link(let s):
        return "link " + (Int(s) < screenNames.count ? screenNames[Int(s)] : "#\(s)")
      case .showSheet: return "show-sheet"
      case .closeSheet: return "close-sheet"
      case .sidebarToggle: return "sidebar-toggle"
      }
    case .pan(let kind, _, _, _): return kind.keyword
    case .rotate: return "rotate"
    case .app: return "app"
    }
  }

  /// Where a finger that was last at `from` (`nil`: anywhere) begins `touch` and where it
  /// lifts: a tap at its target's centre; a pan at the point of its region nearest to the
  /// finger, ending its travel further along its direction (kept on the screen).
  package func points(_ touch: Touch, from: TouchPoint?, landscape: Bool)
    -> (start: TouchPoint, end: TouchPoint)?
  {
    guard let kind = Self.kind(touch.motion) else { return nil }
    let rect = geometry.rect(geometry.place(kind), landscape: landscape)
    guard case .pan(let gesture, let progress, let duration, let velocity) = touch.motion else {
      return (rect.center, rect.center)
    }
    let start = from.map { rect.nearest(to: $0) } ?? rect.center
    let travel = path(gesture, progress: progress, duration: duration, velocity: velocity).travel
    let m = geometry.metrics(landscape: landscape)
    var end = start
    if gesture.isHorizontal {
      end.x = min(m.width, start.x + travel)
    } else {
      end.y = min(m.height, start.y + travel)
    }
    return (start, end)
  }

  /// Fitts's law's time for `bits` of difficulty, µs (`a + b·bits`, never negative), rounded
  /// up to a whole millisecond so that messages and minimised files read plainly.
  package func fittsTime(bits: Double) -> Int64 {
    let t = Double(profile.fittsIntercept) + Double(profile.fittsSlope) * bits
    guard t > 0 else { return 0 }
    return Int64(min(t / 1000, 1e12).rounded(.up)) * 1000
  }

  /// The move of a finger that lifted at `from` to the start of `touch`: distance, target
  /// width along the movement, bits, Fitts's law's time and the least pause (with
  /// `refractory`).
  package func move(from: TouchPoint, to touch: Touch, landscape: Bool)
    -> (distance: Double, width: Double, bits: Double, fitts: Int64, needed: Int64)
  {
    guard let kind = Self.kind(touch.motion),
      let (start, _) = points(touch, from: from, landscape: landscape)
    else { return (0, 0, 0, 0, profile.refractory) }
    let rect = geometry.rect(geometry.place(kind), landscape: landscape)
    let d = from.distance(to: start)
    var w = min(rect.width, rect.height)
    if d > 0 {
      let chord = rect.chord(through: start, ux: (start.x - from.x) / d, uy: (start.y - from.y) / d)
      if chord > 0 { w = chord }
    }
    let bits = Self.log2(d / max(1, w) + 1)
    let fitts = fittsTime(bits: bits)
    return (d, w, bits, fitts, max(profile.refractory, fitts))
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

  /// Where fingers 1 and 2 lifted last in `touches` (in time order), and whether the screen is
  /// in landscape after them: what the next touches must travel from.
  package func lastFingers(_ touches: [Touch]) -> (one: FingerAt?, two: FingerAt?, landscape: Bool)
  {
    var one: FingerAt? = nil
    var two: FingerAt? = nil
    var landscape = startsLandscape
    for (i, touch) in touches.enumerated() {
      if case .rotate = touch.motion { landscape.toggle() }
      guard touch.isTouch, touch.finger == 1 || touch.finger == 2 else { continue }
      let previous = touch.finger == 1 ? one : two
      let end =
        points(touch, from: previous?.point, landscape: landscape)?.end ?? TouchPoint(x: 0, y: 0)
      let at = FingerAt(index: i, time: touch.time, end: touch.end, point: end)
      if touch.finger == 1 { one = at } else { two = at }
    }
    return (one, two, landscape)
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
  package func forEachMove(
    _ touches: [Touch],
    _ body: (
      Int, FingerAt, (distance: Double, width: Double, bits: Double, fitts: Int64, needed: Int64)
    ) -> Void
  ) {
    let order = touches.indices.sorted { (touches[$0].time, $0) < (touches[$1].time, $1) }
    var landscape = startsLandscape
    var last: [Int: FingerAt] = [:]
    for i in order {
      let touch = touches[i]
      if case .rotate = touch.motion { landscape.toggle() }
      guard touch.isTouch else { continue }
      let previous = last[touch.finger]
      if let previous, touch.time >= previous.end {
        body(i, previous, move(from: previous.point, to: touch, landscape: landscape))
      }
      let end =
        points(touch, from: previous?.point, landscape: landscape)?.end ?? TouchPoint(x: 0, y: 0)
      last[touch.finger] = FingerAt(index: i, time: touch.time, end: touch.end, point: end)
    }
  }

  /// `log2(x)` for `x ≥ 1`, from the standard library's arithmetic alone (the same bits on
  /// every platform): the exponent plus `ln(s)/ln 2` of the significand `s` in [1, 2), by the
  /// series of `2·atanh((s − 1)/(s + 1))`.
  static func log2(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 0 }
    let e = Double(x.exponent)
    let s = x.significand
    let z = (s - 1) / (s + 1)
    let z2 = z * z
    var term = z
    var sum = 0.0
    var k = 1.0
    for _ in 0..<12 {
      sum += term / k
      term *= z2
      k += 2
    }
    return e + 2 * sum / 0.693_147_180_559_945_309_417_232
  }
}
